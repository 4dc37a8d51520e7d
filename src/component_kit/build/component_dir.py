"""Checks of a component directory beyond the schema: the files the config refers to.

``check_component_dir`` adds to a config Report: the API module, every package_data source
(located at its entry), and the readability of the requirements file.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

from ..config.kinds import format_path
from ..config.models import ComponentConfig, CondaRequirements
from ..config.validate import FormChoice, Report, validate_file
from ..errors import Finding
from .api_check import API_MODULE, check_api_module

CONFIG_FILE = "component_config.yaml"
PIP_REQUIREMENTS = "component_requirements.txt"
CONDA_ENVIRONMENT = "component_environment.yaml"


def requirements_file_name(config: ComponentConfig) -> str:
    if isinstance(config.build_config.requirements, CondaRequirements):
        return CONDA_ENVIRONMENT
    return PIP_REQUIREMENTS


def resolve_config_path(path: Path) -> tuple[Path, Path | None]:
    """(config file, component directory or None when a bare file was named)."""
    if path.is_dir():
        return path / CONFIG_FILE, path
    return path, None


def check_component_dir(directory: Path, form: FormChoice = "auto") -> Report:
    config_path = directory / CONFIG_FILE
    report = validate_file(config_path, form)
    extra: list[Finding] = []
    config = report.config
    if config is None or not config.build_config.skip_checks:
        extra += check_api_module(directory)
    elif not (directory / API_MODULE).is_file():
        # skip_checks skips checking the module, not the need for it: it goes into the image.
        extra += check_api_module(directory)
    if config is not None:
        extra += _check_sources(directory, report)
        extra += _check_requirements(directory, config)
    if not extra:
        return report
    errors = report.errors + tuple(extra)
    return dataclasses.replace(report, errors=errors, config=None)


def _check_sources(directory: Path, report: Report) -> list[Finding]:
    assert report.config is not None
    findings = []
    for index, entry in enumerate(report.config.build_config.package_data):
        source = directory / entry.source
        if source.exists():
            continue
        path = ("build_config", "package_data", index, 0)
        pos = report.document.position(path) if report.document else None
        findings.append(
            Finding(
                "missing-source",
                format_path(path),
                pos.line if pos else 1,
                pos.column if pos else 1,
                f"package_data source `{entry.source}` does not exist (looked for "
                f"{source.absolute()}); sources are relative to the directory holding "
                "component_api.py",
            )
        )
    return findings


def _check_requirements(directory: Path, config: ComponentConfig) -> list[Finding]:
    name = requirements_file_name(config)
    path = directory / name
    if not path.exists():
        return []  # no file: the component has no extra dependencies
    try:
        path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        reason = exc.strerror if isinstance(exc, OSError) else "it is not UTF-8 text"
        return [
            Finding("unreadable-requirements", "", 1, 1, f"cannot read {name}: {reason}",
                    file=str(path))
        ]
    return []
