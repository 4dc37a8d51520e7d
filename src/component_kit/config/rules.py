"""Rules for individual string values: each returns ``(code, message)`` or None.

They are pure functions so that the builder can trust a checked config and the tests can
exercise each rule directly. Messages say what was found, what is expected, and how to fix.
"""

from __future__ import annotations

import ipaddress
import posixpath
import re

Problem = tuple[str, str] | None

# The checks use fullmatch: with match, `$` would also accept a trailing newline ("A\n").
ENV_NAME_PATTERN = r"^[A-Za-z_][A-Za-z0-9_]*$"
_ENV_NAME = re.compile(ENV_NAME_PATTERN)

PYTHON_VERSION_PATTERN = r"^[0-9]+\.[0-9]+(\.[0-9]+)?$"
_PYTHON_VERSION = re.compile(PYTHON_VERSION_PATTERN)

SECRET_ID_PATTERN = r"^[A-Za-z0-9_.-]+$"
_SECRET_ID = re.compile(SECRET_ID_PATTERN)

# Debian package names (policy 5.6.1), optionally :arch, then =version or /release.
DEB_PACKAGE_PATTERN = (
    r"^[a-z0-9][a-z0-9+.-]+(:[a-z0-9-]+)?(=[A-Za-z0-9.+~:-]+|/[a-z0-9][a-z0-9.-]*)?$"
)
_DEB_PACKAGE = re.compile(DEB_PACKAGE_PATTERN)

# name[:tag][@digest] with an optional registry host[:port]; lower-case path components.
IMAGE_REF_PATTERN = (
    r"^(?:(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?)*"
    r"(?::[0-9]+)?)/)?"
    r"[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*(?:/[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*)*"
    r"(?::[A-Za-z0-9_][A-Za-z0-9_.-]{0,127})?(?:@sha256:[a-f0-9]{64})?$"
)
_IMAGE_REF = re.compile(IMAGE_REF_PATTERN)

PLATFORM_ARCHITECTURES: dict[str, tuple[str, ...]] = {
    "amd64": ("v1", "v2", "v3", "v4"),
    "arm64": ("v8", "v9"),
    "arm": ("v5", "v6", "v7", "v8"),
    "386": (),
    "ppc64le": (),
    "s390x": (),
    "riscv64": (),
}
PLATFORM_PATTERN = (
    r"^(native|linux/(amd64(/v[1-4])?|arm64(/v[89])?|arm(/v[5-8])?|386|ppc64le|s390x|riscv64))$"
)

NON_DEBIAN_FAMILIES = (
    "alpine",
    "fedora",
    "centos",
    "rockylinux",
    "almalinux",
    "amazonlinux",
    "archlinux",
    "opensuse",
    "busybox",
    "ubi",
)

BUILD_INSTRUCTIONS = (
    "ADD",
    "ARG",
    "CMD",
    "COPY",
    "ENTRYPOINT",
    "ENV",
    "EXPOSE",
    "HEALTHCHECK",
    "LABEL",
    "MAINTAINER",
    "ONBUILD",
    "RUN",
    "SHELL",
    "STOPSIGNAL",
    "USER",
    "VOLUME",
    "WORKDIR",
)

_CONTROL = re.compile(r"[\x00-\x1f\x7f]")
_HEREDOC = re.compile(r"<<(-?)([\"']?)([A-Za-z_][A-Za-z0-9_]*)\2")


def env_name(name: str) -> Problem:
    if _ENV_NAME.fullmatch(name):
        return None
    return (
        "invalid-env-name",
        f"`{name}` is not a valid environment variable name; use letters, digits and "
        "underscores, not starting with a digit (for example MY_VAR)",
    )


def no_nul(value: str) -> Problem:
    if "\x00" in value:
        return ("invalid-value", "contains a NUL character, which no environment can hold")
    return None


def python_version(value: str) -> Problem:
    if _PYTHON_VERSION.fullmatch(value):
        return None
    return (
        "invalid-python-version",
        f'`{value}` is not a Python version; write major.minor or major.minor.patch, '
        'quoted, for example "3.11"',
    )


def target_platform(value: str) -> Problem:
    if value == "native":
        return None
    parts = value.split("/")
    if len(parts) in (2, 3) and parts[0] == "linux" and parts[1] in PLATFORM_ARCHITECTURES:
        variants = PLATFORM_ARCHITECTURES[parts[1]]
        if len(parts) == 2 or parts[2] in variants:
            return None
        allowed = ", ".join(variants) or "none"
        return (
            "invalid-platform",
            f"`{value}`: architecture {parts[1]} has no variant `{parts[2]}` "
            f"(variants: {allowed})",
        )
    arches = ", ".join(f"linux/{a}" for a in PLATFORM_ARCHITECTURES)
    return (
        "invalid-platform",
        f'`{value}` is not a container platform; use "native" or one of {arches} '
        "(optionally with a variant, as in linux/arm/v7)",
    )


def image_reference(value: str) -> Problem:
    if _IMAGE_REF.fullmatch(value):
        return None
    return (
        "invalid-image",
        f"`{value}` is not a valid image reference; write [registry/]name[:tag][@digest] "
        "in lower case, for example debian:bookworm-slim",
    )


def non_debian_family(image: str) -> str | None:
    """The distribution family an image name clearly belongs to, if not Debian's.

    A family shows in a path component (``alpine``, ``opensuse/leap``, ``redhat/ubi9``) or
    as a word of the tag (``python:3.12-alpine``, ``node:20-alpine3.19``).
    """
    reference = image.split("@")[0].lower()
    name, _, tag = reference.rpartition(":")
    if not name or "/" in tag:  # no tag, or the colon is a registry port
        name, tag = reference, ""
    components = name.split("/")
    tag_words = tag.split("-")
    for family in NON_DEBIAN_FAMILIES:
        versioned = re.compile(re.escape(family) + r"[0-9.]*")
        if any(versioned.fullmatch(c) or c.startswith(family + "-") for c in components):
            return family
        if any(versioned.fullmatch(w) for w in tag_words):
            return family
    return None


def deb_package(value: str) -> Problem:
    if _DEB_PACKAGE.fullmatch(value):
        return None
    return (
        "invalid-package-name",
        f"`{value}` is not a Debian package name (lower-case letters, digits, + - ., "
        "optionally =version or /release); list one package per entry, with no spaces, "
        "quotes or shell syntax",
    )


def relative_source(value: str) -> Problem:
    if _CONTROL.search(value):
        return ("invalid-path", "contains a control character (newline, tab, ...)")
    if value.startswith("/"):
        return (
            "absolute-path",
            f"`{value}` is absolute; a source must be relative to the directory holding "
            "component_api.py",
        )
    if re.match(r"^[A-Za-z]:", value) or value.startswith("\\"):
        return (
            "absolute-path",
            f"`{value}` is a Windows absolute or drive path; a source must be a relative "
            "path with forward slashes",
        )
    return None


def destination(value: str) -> Problem:
    if _CONTROL.search(value):
        return ("invalid-path", "contains a control character (newline, tab, ...)")
    return None


def normalize_destination(value: str) -> str:
    """Equal for paths that name the same place: /opt/x, /opt/x/ and /opt/./x."""
    normalized = posixpath.normpath(value)
    if normalized.startswith("//"):
        normalized = "/" + normalized.lstrip("/")
    return normalized


def host(value: str) -> Problem:
    problem = (
        "invalid-host",
        f"`{value}` is not a bare host name; write only the host, such as "
        "pypi.example.com or 10.0.0.5 (no scheme, port, path, user or spaces)",
    )
    if not value or _CONTROL.search(value) or any(c in value for c in " /:@?#[]"):
        # IPv6 literals are the one form that contains ':'; everything else with one of
        # these characters is a URL or host:port.
        try:
            ipaddress.IPv6Address(value)
            return None
        except ValueError:
            return problem
    try:
        ipaddress.IPv4Address(value)
        return None
    except ValueError:
        pass
    if len(value) > 253:
        return problem
    labels = value.rstrip(".").split(".")
    for label in labels:
        if not re.fullmatch(r"[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?|[A-Za-z0-9_]", label):
            return problem
    return None


def secret_id(value: str) -> Problem:
    if _SECRET_ID.fullmatch(value):
        return None
    return (
        "invalid-secret-id",
        f"`{value}` is not a valid secret id; use letters, digits, `_`, `.` and `-`",
    )


def username(value: str) -> Problem:
    if any(c.isspace() for c in value) or _CONTROL.search(value):
        return ("invalid-username", "must not contain whitespace or control characters")
    return None


def build_step(step: str) -> Problem:
    """Each line outside continuations and heredocs starts with a build-file instruction."""
    lines = step.split("\n")
    continued = False
    heredoc_end: list[str] = []
    seen_instruction = False
    for number, raw in enumerate(lines, start=1):
        line = raw.strip()
        if heredoc_end:
            if line == heredoc_end[0] or raw.rstrip("\r") == heredoc_end[0]:
                heredoc_end.pop(0)
            continue
        if continued:
            if not line or line.startswith("#"):
                continue  # comments and blank lines inside a continuation are dropped
            continued = line.endswith("\\")
            if not continued:
                heredoc_end.extend(m.group(3) for m in _HEREDOC.finditer(raw))
            continue
        if not line or line.startswith("#"):
            continue
        word = line.split(None, 1)[0].upper()
        if word == "FROM":
            return (
                "invalid-build-step",
                f"line {number}: FROM would start a new build stage and discard the "
                "component; custom steps run inside the final image, so use RUN, COPY, ENV, ...",
            )
        if word not in BUILD_INSTRUCTIONS:
            return (
                "invalid-build-step",
                f"line {number} starts with `{line.split(None, 1)[0]}`, which is not a "
                f"build-file instruction; begin it with one of {', '.join(BUILD_INSTRUCTIONS)}"
                " (for a shell command: RUN ...)",
            )
        seen_instruction = True
        continued = line.endswith("\\")
        if not continued:
            heredoc_end.extend(m.group(3) for m in _HEREDOC.finditer(raw))
    if continued:
        return ("invalid-build-step", "the last line ends with `\\` but nothing follows it")
    if heredoc_end:
        return ("invalid-build-step", f"the heredoc `{heredoc_end[0]}` is never closed")
    if not seen_instruction:
        return ("invalid-build-step", "holds no instruction (only comments or blank lines)")
    return None


_SECRET_NAME = re.compile(
    r"(TOKEN|PASSWORD|PASSWD|SECRET|CREDENTIAL|_KEY$|^KEY$|APIKEY|API_KEY|AUTH)", re.IGNORECASE
)
_URL_WITH_PASSWORD = re.compile(r"[A-Za-z][A-Za-z0-9+.-]*://[^/\s:@]*:[^/\s@]+@")


def looks_like_secret(name: str, value: str) -> str | None:
    """Why a build_env entry looks like it carries a secret, if it does."""
    if _SECRET_NAME.search(name) and value:
        return f"the name `{name}` suggests a secret"
    if _URL_WITH_PASSWORD.search(value):
        return "the value is a URL with a password in it"
    return None
