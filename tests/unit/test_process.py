"""Tests of ``component_kit._process``: the one subprocess wrapper."""

from __future__ import annotations

import base64
import contextlib
import os
import re
import signal
import sys
import textwrap
import time
import urllib.parse
from pathlib import Path

import pytest

from component_kit import _process
from component_kit.errors import ExecutableNotFound, ProcessError, ProcessTimeout

PY = sys.executable


def py(code: str) -> list[str]:
    return [PY, "-c", textwrap.dedent(code)]


# --- run ----------------------------------------------------------------------------------


def test_run_captures_output() -> None:
    proc = _process.run(py("import sys; print('out'); print('err', file=sys.stderr)"))
    assert proc.returncode == 0
    assert proc.stdout == "out\n"
    assert proc.stderr == "err\n"


def test_run_failure_raises_process_error_with_tail() -> None:
    with pytest.raises(ProcessError) as info:
        _process.run(py("import sys; print('some output'); sys.exit('boom')"))
    err = info.value
    assert err.returncode == 1
    assert err.argv[0] == PY
    assert "some output" in err.output_tail
    assert "boom" in err.output_tail
    assert "exit code 1" in str(err)


def test_run_tail_is_bounded() -> None:
    with pytest.raises(ProcessError) as info:
        _process.run(py("import sys; print('x' * 100 + '\\n') * 1000; sys.exit(3)"))
    assert len(info.value.output_tail) <= _process.TAIL_CHARS + 10


def test_run_without_check_returns_failure() -> None:
    proc = _process.run(py("import sys; sys.exit(7)"), check=False)
    assert proc.returncode == 7


def test_run_passes_env_cwd_and_input(tmp_path: Path) -> None:
    env = {**os.environ, "CK_TEST_VALUE": "42"}
    proc = _process.run(
        py("import os, sys; print(os.environ['CK_TEST_VALUE'], os.getcwd(), sys.stdin.read())"),
        env=env,
        cwd=tmp_path,
        input="from stdin",
    )
    assert proc.stdout.split() == ["42", str(tmp_path), "from", "stdin"]


def test_run_stdin_is_empty_by_default() -> None:
    proc = _process.run(py("import sys; print(repr(sys.stdin.read()))"))
    assert proc.stdout.strip() == "''"


def test_run_missing_executable() -> None:
    with pytest.raises(ExecutableNotFound) as info:
        _process.run(["/nonexistent/ck-no-such-binary", "--version"])
    assert info.value.executable == "/nonexistent/ck-no-such-binary"
    assert info.value.hint


def test_run_missing_cwd_is_not_a_missing_executable(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError):
        _process.run(py("pass"), cwd=tmp_path / "missing")


def test_run_timeout() -> None:
    start = time.monotonic()
    with pytest.raises(ProcessTimeout) as info:
        _process.run(py("import time; time.sleep(30)"), timeout=0.5)
    assert time.monotonic() - start < 10
    assert "timed out" in str(info.value)
    assert isinstance(info.value, ProcessError)


def test_run_rejects_string_argv() -> None:
    with pytest.raises(TypeError):
        _process.run("echo hi")


# --- redaction ----------------------------------------------------------------------------

SECRET = "s3cr3t/Tok+en=value"


@pytest.mark.parametrize(
    "shown",
    [
        pytest.param(SECRET, id="plain"),
        pytest.param(base64.b64encode(SECRET.encode()).decode(), id="base64"),
        pytest.param(base64.urlsafe_b64encode(SECRET.encode()).decode(), id="base64-url"),
        pytest.param(base64.b64encode(SECRET.encode()).decode().rstrip("="), id="base64-nopad"),
        pytest.param(urllib.parse.quote(SECRET, safe=""), id="percent"),
        pytest.param(
            re.sub(
                "%[0-9A-F]{2}", lambda m: m.group(0).lower(), urllib.parse.quote(SECRET, safe="")
            ),
            id="percent-lower-hex",
        ),
        pytest.param(urllib.parse.quote_plus(SECRET), id="percent-plus"),
    ],
)
def test_redactor_masks_each_form(shown: str) -> None:
    mask = _process.make_redactor([SECRET])
    masked = mask(f"before {shown} after")
    assert masked == "before *** after"


@pytest.mark.parametrize("prefix", ["", "u:", "us:", "use:", "user:"])
def test_redactor_masks_secret_inside_longer_base64(prefix: str) -> None:
    # Basic auth: base64("user:token"); the token starts at any byte alignment.
    header = base64.b64encode(f"{prefix}{SECRET}".encode()).decode()
    masked = _process.make_redactor([SECRET])(f"Authorization: Basic {header}")
    assert "***" in masked
    # What survives is at most a couple of characters at each edge of the secret's part.
    leftover = masked.removeprefix("Authorization: Basic ").replace("***", "")
    assert len(leftover) <= len(prefix) * 4 // 3 + 2 + 4


def test_redactor_ignores_empty_and_keeps_other_text() -> None:
    mask = _process.make_redactor(["", "abc"])
    assert mask("xyz abc xyz") == "xyz *** xyz"
    assert _process.make_redactor([])("unchanged") == "unchanged"


def test_redactor_prefers_longest_secret() -> None:
    mask = _process.make_redactor(["token", "token-extended"])
    assert mask("a token-extended b") == "a *** b"


# --- stream -------------------------------------------------------------------------------


def test_stream_passes_lines_live_and_keeps_output() -> None:
    seen: list[str] = []
    result = _process.stream(
        py(
            """
            import sys
            print("one", flush=True)
            print("two", file=sys.stderr, flush=True)
            print("three", flush=True)
            sys.stdout.write("no newline at end")
            """
        ),
        on_line=seen.append,
    )
    assert result.returncode == 0
    assert seen == ["one", "two", "three", "no newline at end"]
    assert result.output == "one\ntwo\nthree\nno newline at end"


def test_stream_reports_exit_code() -> None:
    result = _process.stream(py("import sys; print('failing'); sys.exit(5)"))
    assert result.returncode == 5
    assert result.output == "failing"


def test_stream_redacts_every_form() -> None:
    b64 = base64.b64encode(SECRET.encode()).decode()
    pct = urllib.parse.quote(SECRET, safe="")
    seen: list[str] = []
    code = f"print({SECRET!r}); print({b64!r}); print('url=https://x:' + {pct!r} + '@h/')"
    result = _process.stream(py(code), on_line=seen.append, redact=(SECRET,))
    assert seen == ["***", "***", "url=https://x:***@h/"]
    assert SECRET not in result.output
    assert b64 not in result.output
    assert pct not in result.output
    assert result.output.count("***") == 3


def test_stream_env_and_cwd(tmp_path: Path) -> None:
    env = {**os.environ, "CK_STREAM": "value"}
    result = _process.stream(
        py("import os; print(os.environ['CK_STREAM']); print(os.getcwd())"),
        env=env,
        cwd=tmp_path,
    )
    assert result.output.splitlines() == ["value", str(tmp_path)]


def test_stream_output_is_bounded() -> None:
    result = _process.stream(
        py("for i in range(5000): print(f'line {i:05d} ' + 'x' * 90)"),
        max_output=10_000,
    )
    assert result.returncode == 0
    assert len(result.output) <= 10_000
    assert result.output.endswith("line 04999 " + "x" * 90)


def test_stream_splits_an_overlong_line() -> None:
    seen: list[str] = []
    result = _process.stream(py("print('y' * 200_000)"), on_line=seen.append, max_output=1_000_000)
    assert result.returncode == 0
    assert "".join(seen) == "y" * 200_000
    assert len(seen) > 1


def test_stream_decodes_bad_utf8() -> None:
    result = _process.stream(py("import sys; sys.stdout.buffer.write(b'ok \\xff\\n')"))
    assert result.output == "ok \ufffd"


def test_stream_missing_executable() -> None:
    with pytest.raises(ExecutableNotFound):
        _process.stream(["/nonexistent/ck-no-such-binary"])


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    # A zombie still answers kill(0); look at its state.
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (FileNotFoundError, IndexError):
        return False
    return state != "Z"


def test_stream_interrupt_stops_child_and_grandchild(tmp_path: Path) -> None:
    pidfile = tmp_path / "grandchild.pid"
    code = f"""
        import subprocess, sys, time
        grand = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
        open({str(pidfile)!r}, "w").write(str(grand.pid))
        print("started", flush=True)
        time.sleep(60)
        """

    def on_line(line: str) -> None:
        assert line == "started"
        raise KeyboardInterrupt

    start = time.monotonic()
    with pytest.raises(KeyboardInterrupt):
        _process.stream(py(code), on_line=on_line, term_timeout=5)
    assert time.monotonic() - start < 20
    grand_pid = int(pidfile.read_text())
    deadline = time.monotonic() + 5
    while _alive(grand_pid) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not _alive(grand_pid)


def test_stream_interrupt_kills_a_child_ignoring_sigterm() -> None:
    code = """
        import signal, time
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
        print("ready", flush=True)
        time.sleep(60)
        """

    def on_line(line: str) -> None:
        raise KeyboardInterrupt

    start = time.monotonic()
    with pytest.raises(KeyboardInterrupt):
        _process.stream(py(code), on_line=on_line, term_timeout=0.5)
    assert time.monotonic() - start < 10


def test_stream_real_sigint_while_waiting() -> None:
    """A SIGINT arriving while ``stream`` waits for output interrupts it promptly."""

    def on_line(line: str) -> None:
        # Deliver a real SIGINT to ourselves; Python raises KeyboardInterrupt at the next
        # bytecode boundary, i.e. inside stream's wait loop.
        os.kill(os.getpid(), signal.SIGINT)

    start = time.monotonic()
    with pytest.raises(KeyboardInterrupt):
        _process.stream(
            py("import time; print('go', flush=True); time.sleep(60)"),
            on_line=on_line,
            term_timeout=5,
        )
    assert time.monotonic() - start < 20


def test_stream_does_not_hang_on_pipe_held_by_detached_grandchild(tmp_path: Path) -> None:
    # The grandchild leaves the process group and keeps the output pipe open.
    pidfile = tmp_path / "detached.pid"
    code = f"""
        import subprocess, sys
        grand = subprocess.Popen(
            [sys.executable, "-c", "import time; time.sleep(30)"], start_new_session=True
        )
        open({str(pidfile)!r}, "w").write(str(grand.pid))
        print("parent done", flush=True)
        """
    start = time.monotonic()
    try:
        result = _process.stream(py(code))
        assert result.returncode == 0
        assert result.output == "parent done"
        assert time.monotonic() - start < _process.DRAIN_GRACE_SECONDS + 10
    finally:
        if pidfile.exists():
            with contextlib.suppress(ProcessLookupError):
                os.kill(int(pidfile.read_text()), signal.SIGKILL)
