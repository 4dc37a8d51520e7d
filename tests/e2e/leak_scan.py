"""Look for a secret everywhere an image keeps things: every file of every layer, the config.

A secret is searched for in the forms it could take on its way: plain, base64 (alone, and as
the ``user:token`` of a Basic auth header), percent-encoded (as URL quoting does it, and with
every byte encoded, as the build's git credential-store entries have it).
"""

from __future__ import annotations

import base64
import tarfile
import urllib.parse
from collections.abc import Iterable, Mapping
from pathlib import Path


def forms(secret: str, usernames: Iterable[str] = ("__token__",)) -> set[bytes]:
    """The byte strings that betray ``secret`` (each at least 6 bytes long)."""
    raw = secret.encode("utf-8")
    found = {raw}
    for value in (raw, *(f"{user}:{secret}".encode() for user in usernames)):
        for encode in (base64.b64encode, base64.urlsafe_b64encode):
            encoded = encode(value)
            found |= {encoded, encoded.rstrip(b"=")}
    quoted = {urllib.parse.quote(secret, safe=""), urllib.parse.quote_plus(secret, safe="")}
    quoted |= {q.lower() for q in quoted} | {q.upper() for q in quoted}
    found |= {q.encode() for q in quoted}
    every_byte = "".join(f"%{b:02x}" for b in raw)
    found |= {every_byte.encode(), every_byte.upper().encode()}
    return {f for f in found if len(f) >= 6}


def needles(secrets: Mapping[str, str], usernames: Iterable[str] = ("__token__",)) -> dict[bytes, str]:
    """Every form of every secret, mapped to a label naming the secret (never its value)."""
    users = list(usernames)
    out: dict[bytes, str] = {}
    for label, secret in secrets.items():
        for form in forms(secret, users):
            out[form] = label
    return out


def _hits(data: bytes, patterns: Mapping[bytes, str]) -> set[str]:
    return {label for pattern, label in patterns.items() if pattern in data}


def scan_text(text: str, patterns: Mapping[bytes, str]) -> set[str]:
    """Labels of the secrets found in ``text``."""
    return _hits(text.encode("utf-8", "surrogateescape"), patterns)


def scan_files(paths: Iterable[Path], patterns: Mapping[bytes, str]) -> list[str]:
    """``path: label`` for each plain file (a layer tar is opened member by member)."""
    findings: list[str] = []
    for path in paths:
        if tarfile.is_tarfile(path):
            findings += scan_layer(path, patterns)
        else:
            findings += [f"{path}: {label}" for label in _hits(path.read_bytes(), patterns)]
    return findings


def scan_layer(layer: Path, patterns: Mapping[bytes, str]) -> list[str]:
    """``layer:member: label`` for every member (name, link target or bytes) holding a secret."""
    findings: list[str] = []
    with tarfile.open(layer) as tar:
        for member in tar:
            where = f"{layer.name}:{member.name}"
            meta = f"{member.name}\0{member.linkname}".encode("utf-8", "surrogateescape")
            for key, value in (member.pax_headers or {}).items():
                meta += f"\0{key}={value}".encode("utf-8", "surrogateescape")
            labels = _hits(meta, patterns)
            if member.isfile():
                extracted = tar.extractfile(member)
                if extracted is not None:
                    labels |= _hits(extracted.read(), patterns)
            findings += [f"{where}: {label}" for label in sorted(labels)]
    return findings
