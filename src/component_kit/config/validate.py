"""Validate a component configuration: parse with positions, check against a form.

Form detection (``form="auto"``): the current form if the file is valid in it, else the
earlier form if valid in it, else invalid, reported against the form the file most
resembles (the earlier one when it names provider ``python-pip``, the current otherwise).
"""

from __future__ import annotations

import dataclasses
import os
import stat
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from ..errors import ConfigError, Finding
from .kinds import INVALID, Checker
from .models import ComponentConfig, Form, LoadedConfig
from .schema import root
from .source import MAX_FILE_BYTES, Document, SourceError, decode, parse

FormChoice = Literal["auto", "current", "earlier"]
FORM_CHOICES: tuple[FormChoice, ...] = ("auto", "current", "earlier")


@dataclass(frozen=True)
class Report:
    """The outcome of validating one file: never raises, always locates."""

    path: Path
    form: Form
    config: ComponentConfig | None
    errors: tuple[Finding, ...]
    warnings: tuple[Finding, ...]
    # The parsed file, so that checks outside this layer can locate their findings.
    document: Document | None = None

    @property
    def valid(self) -> bool:
        return not self.errors

    def as_dict(self) -> dict[str, Any]:
        return {
            "path": str(self.path),
            "valid": self.valid,
            "form": self.form,
            "config": self.config.to_dict() if self.config else None,
            "errors": [f.as_dict() for f in self.errors],
            "warnings": [f.as_dict() for f in self.warnings],
        }


def check_document(document: Document, form: Form) -> Report:
    """Check parsed data against one form."""
    checker = Checker(document, form)
    data = document.data
    if not isinstance(data, dict):
        found = "a list" if isinstance(data, list) else "a single value"
        checker.error(
            "not-a-mapping",
            (),
            f"the top level must be a mapping (key: value lines such as `name: my-component`)"
            f", but the file holds {found}",
        )
        config = None
    else:
        result = root(form).check(data, (), checker)
        config = None if result is INVALID or checker.errors else result
    errors = sorted(checker.errors, key=lambda f: (f.line, f.column))
    warnings = sorted(checker.warnings, key=lambda f: (f.line, f.column))
    return Report(Path(), form, config, tuple(errors), tuple(warnings), document)


def _resembles_earlier(data: Any) -> bool:
    if not isinstance(data, dict):
        return False
    build = data.get("build_config")
    requirements = build.get("requirements") if isinstance(build, dict) else None
    return isinstance(requirements, dict) and requirements.get("provider") == "python-pip"


def validate_text(text: str, path: Path, form: FormChoice = "auto") -> Report:
    try:
        document = parse(text)
    except SourceError as exc:
        return Report(path, "current" if form == "auto" else form, None, (exc.finding,), ())
    return _with_path(_check_forms(document, form), path)


def validate_bytes(
    raw: bytes, path: Path, form: FormChoice = "auto", *, size: int | None = None
) -> Report:
    """``size``: the whole file's size when ``raw`` holds only its beginning."""
    try:
        text = decode(raw, size)
    except SourceError as exc:
        return Report(path, "current" if form == "auto" else form, None, (exc.finding,), ())
    return validate_text(text, path, form)


def validate_file(path: Path, form: FormChoice = "auto") -> Report:
    try:
        # Read no more than the size limit allows: a huge file (or /dev/zero) must not be
        # read whole into memory just to be refused.
        with path.open("rb") as handle:
            raw = handle.read(MAX_FILE_BYTES + 1)
            status = os.fstat(handle.fileno())
    except FileNotFoundError:
        return _unreadable(path, form, "file-not-found", "no such file")
    except IsADirectoryError:
        return _unreadable(path, form, "file-not-found", "is a directory, not a file")
    except OSError as exc:
        return _unreadable(path, form, "unreadable-file", f"cannot be read: {exc.strerror}")
    if not stat.S_ISREG(status.st_mode) and len(raw) > MAX_FILE_BYTES:  # a pipe, a device
        return _unreadable(
            path, form, "file-too-large",
            f"holds more than {MAX_FILE_BYTES:,} bytes; a component configuration may be at "
            "most 1 MiB",
        )
    return validate_bytes(raw, path, form, size=status.st_size)


def _unreadable(path: Path, form: FormChoice, code: str, why: str) -> Report:
    finding = Finding(code, "", 1, 1, f"{path} {why}")
    return Report(path, "current" if form == "auto" else form, None, (finding,), ())


def _check_forms(document: Document, form: FormChoice) -> Report:
    if form != "auto":
        return check_document(document, form)
    current = check_document(document, "current")
    if current.valid:
        return current
    earlier = check_document(document, "earlier")
    if earlier.valid:
        return earlier
    return earlier if _resembles_earlier(document.data) else current


def _with_path(report: Report, path: Path) -> Report:
    return dataclasses.replace(report, path=path)


def load_config(path: str | Path, form: FormChoice = "auto") -> LoadedConfig:
    """Load and validate ``path``; raise ConfigError carrying every error found.

    ``path`` may be the configuration file or the component directory holding it.
    """
    path = Path(path)
    if path.is_dir():
        path = path / "component_config.yaml"
    report = validate_file(path, form)
    if not report.valid or report.config is None:
        raise ConfigError(path, report.form, report.errors, report.warnings)
    return LoadedConfig(report.config, report.form, report.warnings)
