"""The exception hierarchy of component-kit.

Every error the library raises on purpose derives from ``ComponentKitError``; the CLI turns
each class into an exit code and a message in one place (``cli.py``). Library code never
calls ``sys.exit``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

Severity = Literal["error", "warning"]


@dataclass(frozen=True)
class Finding:
    """One error or warning about a configuration, located in its source file.

    ``location`` is a dotted path with list indices (``build_config.package_data[1][0]``),
    empty for the whole file. ``line`` and ``column`` are 1-based.
    """

    code: str
    location: str
    line: int
    column: int
    message: str
    severity: Severity = "error"
    # Set when the finding is about another file than the configuration (component_api.py).
    file: str | None = None

    def as_dict(self) -> dict[str, object]:
        out: dict[str, object] = {
            "code": self.code,
            "location": self.location,
            "line": self.line,
            "column": self.column,
            "message": self.message,
        }
        if self.file is not None:
            out["file"] = self.file
        return out

    def format(self, path: str | Path) -> str:
        where = self.file if self.file is not None else path
        return f"{where}:{self.line}:{self.column}: {self.severity}[{self.code}]: {self.message}"


class ComponentKitError(Exception):
    """Base class of every error component-kit raises on purpose."""

    exit_code = 1


class UsageError(ComponentKitError):
    """The command line itself is wrong (bad option combination, bad --secret spec)."""

    exit_code = 2


@dataclass
class ConfigError(ComponentKitError):
    """A configuration (or component directory) is invalid; carries every finding."""

    path: Path
    form: str
    errors: Sequence[Finding]
    warnings: Sequence[Finding] = field(default_factory=tuple)

    def __post_init__(self) -> None:
        super().__init__(self.__str__())

    def __str__(self) -> str:
        lines = [f.format(self.path) for f in self.errors]
        return "\n".join(lines) or f"{self.path}: invalid configuration"


class BuildError(ComponentKitError):
    """The build could not be prepared or the engine failed; the message names the cause."""

    def __init__(
        self,
        message: str,
        *,
        hint: str | None = None,
        code: str = "build-failed",
        output: str = "",
        returncode: int | None = None,
    ):
        super().__init__(message)
        self.message = message
        self.hint = hint
        self.code = code
        # The engine's (masked) output, when the error comes from a failed engine run.
        self.output = output
        self.returncode = returncode


class EngineUnavailable(BuildError):
    """No usable engine: binary missing, daemon unreachable, or BuildKit missing."""

    def __init__(self, message: str, *, hint: str | None = None):
        super().__init__(message, hint=hint, code="engine-unavailable")


class ProcessError(ComponentKitError):
    """A subprocess failed; carries the command, exit code and the tail of its output."""

    def __init__(self, argv: Sequence[str], returncode: int, output_tail: str):
        self.argv = list(argv)
        self.returncode = returncode
        self.output_tail = output_tail
        super().__init__(f"command failed with exit code {returncode}: {' '.join(self.argv)}")


class ExecutableNotFound(ComponentKitError):
    """The program a subprocess was to run does not exist (or is not executable)."""

    def __init__(self, executable: str, *, hint: str | None = None):
        self.executable = executable
        self.hint = hint
        super().__init__(f"executable not found: {executable}")


class ScaffoldError(ComponentKitError):
    """``component init`` cannot write a file (it exists already, or the name is invalid)."""

    def __init__(self, message: str, *, hint: str | None = None):
        super().__init__(message)
        self.message = message
        self.hint = hint


class ProcessTimeout(ProcessError):
    """A subprocess ran past its time limit and was killed."""

    def __init__(self, argv: Sequence[str], timeout: float, output_tail: str):
        super().__init__(argv, -1, output_tail)
        self.timeout = timeout
        self.args = (f"command timed out after {timeout:g} s: {' '.join(self.argv)}",)
