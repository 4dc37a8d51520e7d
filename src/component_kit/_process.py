"""The one place where component-kit starts subprocesses.

Two entry points:

``run``
    A short command whose output is captured (``docker info``, ``podman image inspect``).
    A non-zero exit becomes a ``ProcessError`` carrying the command, the exit code and the
    tail of its output.
``stream``
    A long command (an engine build). Every output line (stdout and stderr merged) goes to a
    callback as soon as it arrives, with secret values masked; the masked output is kept,
    bounded to its last few megabytes. The child runs in its own process group so that an
    interrupt can stop it together with everything it started.

Neither function hangs: ``run`` takes a timeout, and ``stream`` stops waiting for output
shortly after the child has exited, even when a grandchild keeps the pipe open.

A missing program becomes ``ExecutableNotFound``, never a bare ``FileNotFoundError``.
"""

from __future__ import annotations

import base64
import collections
import contextlib
import logging
import os
import re
import selectors
import shlex
import signal
import subprocess
import time
import urllib.parse
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from component_kit.errors import ExecutableNotFound, ProcessError, ProcessTimeout

__all__ = [
    "MAX_KEPT_OUTPUT",
    "REDACTED",
    "StreamResult",
    "make_redactor",
    "run",
    "stream",
]

log = logging.getLogger(__name__)

#: What a secret value is replaced by.
REDACTED = "***"
#: ``stream`` keeps at most this many characters of output (the most recent ones).
MAX_KEPT_OUTPUT = 4 * 1024 * 1024
#: How much of a failed command's output ``ProcessError`` carries.
TAIL_CHARS = 8 * 1024
#: After the child has exited, how long ``stream`` still waits for the end of its output.
DRAIN_GRACE_SECONDS = 2.0
#: Longest single line handed to ``on_line``; longer output is split.
_READ_CHUNK = 64 * 1024
# Encoded forms shorter than this are not masked on their own: a 2-character pattern would
# mask half the log. The plain secret is always masked, whatever its length.
_MIN_ENCODED_LEN = 6

PathLike = str | os.PathLike[str]
OnLine = Callable[[str], None]


@dataclass(frozen=True)
class StreamResult:
    """What ``stream`` returns: the exit code and the (masked, bounded) merged output."""

    returncode: int
    output: str


def _argv_list(argv: Sequence[PathLike]) -> list[str]:
    if isinstance(argv, str):
        raise TypeError("argv must be a sequence of arguments, not a string")
    if not argv:
        raise ValueError("argv must not be empty")
    return [os.fspath(a) for a in argv]


def _tail(text: str, limit: int = TAIL_CHARS) -> str:
    if len(text) <= limit:
        return text
    cut = text[-limit:]
    newline = cut.find("\n")
    if 0 <= newline < len(cut) - 1:
        cut = cut[newline + 1 :]
    return "...\n" + cut


def _not_found(exc: OSError, argv: list[str], cwd: PathLike | None) -> ExecutableNotFound | None:
    """Turn the OSError of a failed start into ``ExecutableNotFound`` when it is about argv[0].

    A missing working directory also raises FileNotFoundError; that one stays as it is.
    """
    if cwd is not None and exc.filename is not None and os.fspath(exc.filename) == os.fspath(cwd):
        return None
    exe = argv[0]
    if isinstance(exc, PermissionError):
        hint = f"{exe} exists but is not executable; check its permissions"
    else:
        hint = f"install {Path(exe).name} or put it on PATH (PATH={os.environ.get('PATH', '')})"
    return ExecutableNotFound(exe, hint=hint)


def run(
    argv: Sequence[PathLike],
    *,
    env: Mapping[str, str] | None = None,
    cwd: PathLike | None = None,
    timeout: float | None = None,
    input: str | None = None,
    check: bool = True,
) -> subprocess.CompletedProcess[str]:
    """Run a short command to completion, capturing stdout and stderr as text.

    ``env`` is the child's complete environment (``None``: inherit ours). Standard input is
    empty unless ``input`` is given. With ``check`` (the default) a non-zero exit raises
    ``ProcessError``; past ``timeout`` seconds the child is killed and ``ProcessTimeout``
    (a ``ProcessError``) is raised. A program that does not exist raises
    ``ExecutableNotFound``.
    """
    args = _argv_list(argv)
    log.debug("run: %s", shlex.join(args))
    stdin = subprocess.DEVNULL if input is None else None
    try:
        proc = subprocess.run(
            args,
            env=None if env is None else dict(env),
            cwd=cwd,
            timeout=timeout,
            input=input,
            stdin=stdin,
            capture_output=True,
            text=True,
            encoding="utf-8",
            errors="replace",
            check=False,
        )
    except (FileNotFoundError, PermissionError) as exc:
        err = _not_found(exc, args, cwd)
        if err is None:
            raise
        raise err from exc
    except subprocess.TimeoutExpired as exc:
        partial = _decode(exc.stdout) + _decode(exc.stderr)
        raise ProcessTimeout(args, timeout or 0.0, _tail(partial)) from exc
    if check and proc.returncode != 0:
        combined = proc.stdout
        if combined and proc.stderr and not combined.endswith("\n"):
            combined += "\n"
        combined += proc.stderr
        raise ProcessError(args, proc.returncode, _tail(combined))
    return proc


def _decode(data: bytes | str | None) -> str:
    if data is None:
        return ""
    if isinstance(data, str):
        return data
    return data.decode("utf-8", errors="replace")


# --- masking ------------------------------------------------------------------------------


def _base64_forms(raw: bytes) -> set[str]:
    """Every way ``raw`` can show up base64-encoded, alone or inside a longer encoding.

    Alone: the padded and unpadded encodings. Inside a longer value (``user:token`` in a
    Basic auth header, say) the secret starts at one of three byte alignments; for each, keep
    only the characters that depend on the secret's bytes alone.
    """
    forms: set[str] = set()
    n = len(raw)
    for encode in (base64.b64encode, base64.urlsafe_b64encode):
        whole = encode(raw).decode("ascii")
        forms.add(whole)
        forms.add(whole.rstrip("="))
        for shift in range(3):
            encoded = encode(b"\0" * shift + raw).decode("ascii")
            start = -(-8 * shift // 6)  # first character whose 6 bits all come from raw
            end = (8 * (shift + n)) // 6  # one past the last such character
            if end > start:
                forms.add(encoded[start:end])
    return {f for f in forms if len(f) >= _MIN_ENCODED_LEN}


def _percent_forms(secret: str) -> set[str]:
    forms = {urllib.parse.quote(secret, safe=""), urllib.parse.quote_plus(secret, safe="")}
    # Every byte encoded, letters and digits too: how the build's credentials.sh writes
    # git credential-store entries.
    forms.add("".join(f"%{byte:02X}" for byte in secret.encode("utf-8")))
    lower = {re.sub(r"%[0-9A-F]{2}", lambda m: m.group(0).lower(), f) for f in forms}
    return {f for f in forms | lower if f != secret}


def secret_forms(secret: str) -> set[str]:
    """The plain value of ``secret`` and its base64 and percent-encoded forms."""
    if not secret:
        return set()
    forms = {secret}
    forms |= _percent_forms(secret)
    forms |= _base64_forms(secret.encode("utf-8"))
    return forms


def make_redactor(secrets: Iterable[str]) -> Callable[[str], str]:
    """A function replacing every form of every secret (see ``secret_forms``) by ``***``.

    Longer forms are tried first, so a secret that contains another one is masked whole.
    Empty strings are ignored.
    """
    forms: set[str] = set()
    for secret in secrets:
        forms |= secret_forms(secret)
    if not forms:
        return lambda text: text
    ordered = sorted(forms, key=lambda f: (-len(f), f))
    pattern = re.compile("|".join(re.escape(f) for f in ordered))
    return lambda text: pattern.sub(REDACTED, text)


# --- streaming ----------------------------------------------------------------------------


class _BoundedText:
    """The last ``limit`` characters written to it, kept as a list of lines."""

    def __init__(self, limit: int) -> None:
        self._limit = limit
        self._lines: collections.deque[str] = collections.deque()
        self._size = 0
        self.truncated = False

    def add(self, line: str) -> None:
        self._lines.append(line)
        self._size += len(line)
        while self._size > self._limit and len(self._lines) > 1:
            self._size -= len(self._lines.popleft())
            self.truncated = True
        if self._size > self._limit:  # a single enormous line
            only = self._lines.pop()
            self._lines.append(only[-self._limit :])
            self._size = len(self._lines[0])
            self.truncated = True

    def text(self) -> str:
        return "".join(self._lines)


def _signal_group(proc: subprocess.Popen[bytes], sig: int) -> None:
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(proc.pid, sig)


def _stop(proc: subprocess.Popen[bytes], term_timeout: float) -> None:
    """Stop the child and its process group: SIGTERM, wait, then SIGKILL."""
    _signal_group(proc, signal.SIGTERM)
    with contextlib.suppress(subprocess.TimeoutExpired):
        proc.wait(timeout=term_timeout)
    # Whatever is left in the group (the child, or grandchildren it left behind) is killed.
    _signal_group(proc, signal.SIGKILL)
    try:
        proc.wait(timeout=term_timeout)
    except subprocess.TimeoutExpired:  # pragma: no cover - unkillable (D state)
        log.warning("process %d did not exit after SIGKILL", proc.pid)


def stream(
    argv: Sequence[PathLike],
    *,
    env: Mapping[str, str] | None = None,
    cwd: PathLike | None = None,
    on_line: OnLine | None = None,
    redact: Iterable[str] = (),
    max_output: int = MAX_KEPT_OUTPUT,
    term_timeout: float = 10.0,
) -> StreamResult:
    """Run a long command, handing each output line to ``on_line`` as it arrives.

    stdout and stderr are merged; standard input is empty. Each line (without its line
    ending) has every string in ``redact`` -- and its base64 and percent-encoded forms --
    replaced by ``***`` before ``on_line`` sees it and before it is kept. The returned output
    holds the last ``max_output`` characters, lines joined by ``\\n``.

    A non-zero exit is *not* an error here: the caller reads ``returncode``. If the caller is
    interrupted (``KeyboardInterrupt``, or ``on_line`` raises), the child's process group
    gets SIGTERM, then SIGKILL after ``term_timeout`` seconds, and the exception propagates.
    """
    args = _argv_list(argv)
    mask = make_redactor(redact)
    log.debug("stream: %s", shlex.join(args))
    try:
        proc = subprocess.Popen(
            args,
            env=None if env is None else dict(env),
            cwd=cwd,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
    except (FileNotFoundError, PermissionError) as exc:
        err = _not_found(exc, args, cwd)
        if err is None:
            raise
        raise err from exc

    kept = _BoundedText(max_output)

    def emit(raw: bytes) -> None:
        line = mask(raw.decode("utf-8", errors="replace").removesuffix("\r"))
        kept.add(line + "\n")
        if on_line is not None:
            on_line(line)

    assert proc.stdout is not None
    fd = proc.stdout.fileno()
    os.set_blocking(fd, False)
    selector = selectors.DefaultSelector()
    selector.register(fd, selectors.EVENT_READ)
    buffer = b""
    try:
        exited_at: float | None = None
        while True:
            if not selector.select(timeout=0.1):
                if proc.poll() is None:
                    continue
                now = time.monotonic()
                if exited_at is None:
                    exited_at = now
                elif now - exited_at > DRAIN_GRACE_SECONDS:
                    # The child is gone but something it started still holds the pipe open.
                    log.debug("stream: output still open after exit; killing the group")
                    _signal_group(proc, signal.SIGKILL)
                    break
                continue
            try:
                data = os.read(fd, _READ_CHUNK)
            except BlockingIOError:
                continue
            if not data:
                break
            buffer += data
            *complete, buffer = buffer.split(b"\n")
            for raw in complete:
                emit(raw)
            if len(buffer) >= _READ_CHUNK:
                # An over-long line: hand it on in pieces so memory stays bounded.
                emit(buffer)
                buffer = b""
        if buffer:
            emit(buffer)
        returncode = proc.wait()
    except BaseException:
        _stop(proc, term_timeout)
        raise
    finally:
        selector.close()
        proc.stdout.close()
    output = kept.text()
    if output.endswith("\n"):
        output = output[:-1]
    return StreamResult(returncode=returncode, output=output)
