"""The two forms of the schema: detection, forcing, their differences, normalized output."""

from __future__ import annotations

import json
import textwrap
from pathlib import Path
from typing import Any

import pytest

from component_kit.config import (
    BuildConfig,
    CondaRequirements,
    PipRequirements,
    Report,
    validate_text,
)
from component_kit.config.schema import root

C = Path("c.yaml")


def check(text: str, form: str = "auto") -> Report:
    return validate_text(textwrap.dedent(text), C, form)  # type: ignore[arg-type]


def located(report: Report) -> list[tuple[str, str, int, int]]:
    return [(f.code, f.location, f.line, f.column) for f in report.errors]


CURRENT_FULL = """\
name: demo
version: "1.2.3"
description: A demo component
build_config:
  base_image: ubuntu:24.04
  target_platform: linux/arm64/v8
  extra_packages:
    - curl
    - libssl3=3.0.11-1~deb12u2
  package_data:
    - [data, /opt/data]
    - [../shared/model.bin, models/model.bin]
  custom_build_steps:
    - RUN echo one
    - |
      # prepare
      RUN mkdir -p /opt/cache \\
          && chmod 755 /opt/cache
  inherit_base_image_packages: false
  requirements:
    provider: uv-pip
    python_version: "3.12"
  host_credentials:
    - host: pypi.example.com
      secret_id: pypi_token
    - host: 10.0.0.5
      secret_id: git.token
      username: deploy
  build_env:
    PIP_INDEX_URL: https://pypi.example.com/simple
    UV_HTTP_TIMEOUT: "60"
  skip_checks: true
env:
  MODEL_DIR: /opt/data
  LOG_LEVEL: info
metadata:
  owner: team-a
  tags: [a, b]
  nested: {n: 1, f: 1.5, b: true, none: null}
"""

CURRENT_FULL_NORMALIZED: dict[str, Any] = {
    "name": "demo",
    "version": "1.2.3",
    "description": "A demo component",
    "build_config": {
        "base_image": "ubuntu:24.04",
        "target_platform": "linux/arm64/v8",
        "extra_packages": ["curl", "libssl3=3.0.11-1~deb12u2"],
        "package_data": [["data", "/opt/data"], ["../shared/model.bin", "models/model.bin"]],
        "custom_build_steps": [
            "RUN echo one",
            "# prepare\nRUN mkdir -p /opt/cache \\\n    && chmod 755 /opt/cache\n",
        ],
        "python_version": None,
        "inherit_base_image_packages": False,
        "requirements": {"provider": "uv-pip", "python_version": "3.12"},
        "host_credentials": [
            {"host": "pypi.example.com", "secret_id": "pypi_token", "username": "__token__"},
            {"host": "10.0.0.5", "secret_id": "git.token", "username": "deploy"},
        ],
        "build_env": {
            "PIP_INDEX_URL": "https://pypi.example.com/simple",
            "UV_HTTP_TIMEOUT": "60",
        },
        "skip_checks": True,
    },
    "env": {"MODEL_DIR": "/opt/data", "LOG_LEVEL": "info"},
    "metadata": {
        "owner": "team-a",
        "tags": ["a", "b"],
        "nested": {"n": 1, "f": 1.5, "b": True, "none": None},
    },
}

CURRENT_DEFAULTS: dict[str, Any] = {
    "name": "x",
    "version": "unknown",
    "description": "",
    "build_config": {
        "base_image": "debian:bookworm-slim",
        "target_platform": "native",
        "extra_packages": [],
        "package_data": [],
        "custom_build_steps": [],
        "python_version": None,
        "inherit_base_image_packages": False,
        "requirements": {"provider": "uv-pip", "python_version": None},
        "host_credentials": [],
        "build_env": {},
        "skip_checks": False,
    },
    "env": {},
    "metadata": {},
}

EARLIER_FULL = """\
name: legacy
version: "0.9"
description: An earlier-form component
build_config:
  base_image: debian:bullseye-slim
  target_platform: linux/amd64
  extra_packages: [git]
  package_data:
    - [assets, /srv/assets]
  custom_build_steps: null
  requirements:
    provider: python-pip
  skip_checks: false
metadata:
  origin: earlier
"""

EARLIER_FULL_NORMALIZED: dict[str, Any] = {
    "name": "legacy",
    "version": "0.9",
    "description": "An earlier-form component",
    "build_config": {
        "base_image": "debian:bullseye-slim",
        "target_platform": "linux/amd64",
        "extra_packages": ["git"],
        "package_data": [["assets", "/srv/assets"]],
        "custom_build_steps": [],
        "requirements": {"provider": "python-pip"},
        "skip_checks": False,
    },
    "metadata": {"origin": "earlier"},
}

EARLIER_DEFAULTS: dict[str, Any] = {
    "name": "x",
    "version": "unknown",
    "description": "",
    "build_config": {
        "base_image": "debian:bookworm-slim",
        "target_platform": "native",
        "extra_packages": [],
        "package_data": [],
        "custom_build_steps": [],
        "requirements": {"provider": "python-pip"},
        "skip_checks": False,
    },
    "metadata": {},
}

CURRENT_ONLY_BUILD_FIELDS = (
    "python_version",
    "inherit_base_image_packages",
    "host_credentials",
    "build_env",
)


# ------------------------------------------------------------------ normalized dicts


def test_current_form_full_config_normalized_whole() -> None:
    report = check(CURRENT_FULL)
    assert report.errors == () and report.warnings == ()
    assert report.form == "current"
    assert report.config is not None
    assert report.config.to_dict() == CURRENT_FULL_NORMALIZED
    # Key order is the schema's: the JSON output reads the same as the reference.
    assert list(report.config.to_dict()) == list(CURRENT_FULL_NORMALIZED)
    assert list(report.config.to_dict()["build_config"]) == list(
        CURRENT_FULL_NORMALIZED["build_config"]
    )


def test_current_form_defaults_normalized_whole() -> None:
    report = check("name: x\n")
    assert report.form == "current"
    assert report.config is not None
    assert report.config.to_dict() == CURRENT_DEFAULTS


def test_earlier_form_full_config_normalized_whole() -> None:
    report = check(EARLIER_FULL)
    assert report.errors == () and report.warnings == ()
    assert report.form == "earlier"
    assert report.config is not None
    assert report.config.to_dict() == EARLIER_FULL_NORMALIZED
    assert list(report.config.to_dict()["build_config"]) == list(
        EARLIER_FULL_NORMALIZED["build_config"]
    )


@pytest.mark.parametrize(
    "text",
    [
        "name: x\n",
        "name: x\nbuild_config: null\n",
        "name: x\nbuild_config: {}\n",
        "name: x\nbuild_config:\n  requirements: {provider: python-pip}\n",
    ],
)
def test_earlier_form_defaults_normalized_whole(text: str) -> None:
    report = check(text, "earlier")
    assert report.errors == ()
    assert report.form == "earlier"
    assert report.config is not None
    assert report.config.to_dict() == EARLIER_DEFAULTS


def test_earlier_normalized_lacks_every_current_only_field() -> None:
    report = check(EARLIER_FULL)
    assert report.config is not None
    out = report.config.to_dict()
    assert "env" not in out
    for name in CURRENT_ONLY_BUILD_FIELDS:
        assert name not in out["build_config"]
    assert out["build_config"]["requirements"] == {"provider": "python-pip"}


@pytest.mark.parametrize("form", ["current", "earlier"])
def test_conda_normalized(form: str) -> None:
    report = check("name: x\nbuild_config:\n  requirements:\n    provider: conda\n", form)
    assert report.errors == ()
    assert report.config is not None
    assert report.config.to_dict()["build_config"]["requirements"] == {"provider": "conda"}
    assert isinstance(report.config.build_config.requirements, CondaRequirements)


def test_normalized_config_is_json() -> None:
    report = check(CURRENT_FULL)
    assert report.config is not None
    assert json.loads(json.dumps(report.config.to_dict())) == CURRENT_FULL_NORMALIZED


def test_typed_model() -> None:
    report = check(CURRENT_FULL)
    assert report.config is not None
    build = report.config.build_config
    assert isinstance(build, BuildConfig)
    assert build.requirements == PipRequirements("uv-pip", "3.12")
    assert build.package_data[1].source == "../shared/model.bin"
    assert build.host_credentials[0].username == "__token__"
    assert build.python_version is None  # the alias never survives validation


def test_report_as_dict() -> None:
    report = check("name: x\nbuild_config:\n  python_version: '3.11'\n")
    out = report.as_dict()
    assert list(out) == ["path", "valid", "form", "config", "errors", "warnings"]
    assert out["path"] == "c.yaml" and out["valid"] is True and out["form"] == "current"
    assert out["config"]["build_config"]["requirements"]["python_version"] == "3.11"
    assert out["errors"] == []
    assert out["warnings"] == [
        {
            "code": "deprecated-field",
            "location": "build_config.python_version",
            "line": 3,
            "column": 3,
            "message": report.warnings[0].message,
        }
    ]
    invalid = check("name: 1\n").as_dict()
    assert invalid["valid"] is False and invalid["config"] is None
    assert [e["code"] for e in invalid["errors"]] == ["wrong-type"]


# -------------------------------------------------------------------- form detection


@pytest.mark.parametrize(
    ("text", "form"),
    [
        ("name: x\n", "current"),
        ("name: x\nbuild_config:\n  requirements: {provider: conda}\n", "current"),
        ("name: x\nbuild_config:\n  requirements: {provider: uv-pip}\n", "current"),
        ("name: x\nenv: {A: b}\n", "current"),
        ("name: x\nbuild_config:\n  requirements: {provider: python-pip}\n", "earlier"),
        (EARLIER_FULL, "earlier"),
        (CURRENT_FULL, "current"),
    ],
)
def test_auto_picks_the_form_the_file_is_valid_in(text: str, form: str) -> None:
    report = check(text)
    assert report.valid, report.errors
    assert report.form == form
    assert report.config is not None and report.config.form == form


@pytest.mark.parametrize(
    ("text", "errors"),
    [
        # python-pip, invalid: reported against the earlier form.
        (
            "name: x\nenv: {A: b}\nbuild_config:\n  requirements: {provider: python-pip}\n",
            [("unknown-key", "env", 2, 1)],
        ),
        (
            "name: x\nbuild_config:\n  requirements: {provider: python-pip}\n"
            "  build_env: {A: b}\n",
            [("unknown-key", "build_config.build_env", 4, 3)],
        ),
        (
            "name: x\nbuild_config:\n  requirements:\n    provider: python-pip\n"
            "    python_version: '3.11'\n",
            [("unknown-key", "build_config.requirements.python_version", 5, 5)],
        ),
        (
            "name: 1\nbuild_config:\n  requirements: {provider: python-pip}\n",
            [("wrong-type", "name", 1, 7)],
        ),
    ],
)
def test_auto_reports_python_pip_files_against_the_earlier_form(
    text: str, errors: list[tuple[str, str, int, int]]
) -> None:
    report = check(text)
    assert report.form == "earlier"
    assert located(report) == errors
    if errors[0][0] == "unknown-key":
        assert "only in the current form" in report.errors[0].message


@pytest.mark.parametrize(
    ("text", "errors"),
    [
        ("name: 1\n", [("wrong-type", "name", 1, 7)]),
        (
            "name: x\nbuild_config:\n  requirements: {provider: pip}\n",
            [("invalid-provider", "build_config.requirements.provider", 3, 28)],
        ),
        (
            "name: x\nbuild_config:\n  python_version: '3.11'\n"
            "  inherit_base_image_packages: true\n",
            [("python-version-with-inherit", "build_config.python_version", 3, 19)],
        ),
        ("version: '1'\n", [("missing-key", "", 1, 1)]),
    ],
)
def test_auto_reports_other_invalid_files_against_the_current_form(
    text: str, errors: list[tuple[str, str, int, int]]
) -> None:
    report = check(text)
    assert report.form == "current"
    assert located(report) == errors


def test_a_file_valid_only_in_the_earlier_form_without_python_pip() -> None:
    """Nothing current-only and nothing earlier-only: valid in both, so current wins."""
    report = check("name: x\nbuild_config:\n  extra_packages: [curl]\n")
    assert report.form == "current"


@pytest.mark.parametrize(
    ("text", "form"),
    [("", "current"), ("- a\n", "current"), ("name: [\n", "current")],
)
def test_unparsable_files_report_a_form(text: str, form: str) -> None:
    report = validate_text(text, C)
    assert report.form == form and not report.valid


# --------------------------------------------------------------------- forcing a form


def test_forced_current_refuses_python_pip() -> None:
    report = check("name: x\nbuild_config:\n  requirements: {provider: python-pip}\n", "current")
    assert report.form == "current"
    assert located(report) == [("invalid-provider", "build_config.requirements.provider", 3, 28)]
    assert "component migrate" in report.errors[0].message


@pytest.mark.parametrize(
    ("text", "location", "line", "column"),
    [
        ("name: x\nenv:\n  A: b\n", "env", 2, 1),
        ("name: x\nbuild_config:\n  python_version: '3.11'\n", "build_config.python_version", 3,
         3),
        ("name: x\nbuild_config:\n  inherit_base_image_packages: false\n",
         "build_config.inherit_base_image_packages", 3, 3),
        ("name: x\nbuild_config:\n  host_credentials: []\n", "build_config.host_credentials", 3,
         3),
        ("name: x\nbuild_config:\n  build_env: {}\n", "build_config.build_env", 3, 3),
    ],
)
def test_forced_earlier_refuses_current_only_fields(
    text: str, location: str, line: int, column: int
) -> None:
    report = check(text, "earlier")
    assert report.form == "earlier"
    assert located(report) == [("unknown-key", location, line, column)]
    assert "exists only in the current form" in report.errors[0].message


def test_forced_earlier_refuses_uv_pip_and_its_python_version() -> None:
    report = check(
        "name: x\nbuild_config:\n  requirements: {provider: uv-pip, python_version: '3.11'}\n",
        "earlier",
    )
    assert located(report) == [("invalid-provider", "build_config.requirements.provider", 3, 28)]
    report = check(
        "name: x\nbuild_config:\n  requirements: {provider: python-pip, python_version: '3'}\n",
        "earlier",
    )
    assert located(report) == [
        ("unknown-key", "build_config.requirements.python_version", 3, 40)
    ]
    assert "current form" in report.errors[0].message


@pytest.mark.parametrize("form", ["current", "earlier"])
def test_forced_form_of_a_file_valid_in_both(form: str) -> None:
    report = check("name: x\n", form)
    assert report.valid and report.form == form
    assert report.config is not None
    assert report.config.to_dict() == (CURRENT_DEFAULTS if form == "current" else EARLIER_DEFAULTS)


@pytest.mark.parametrize("form", ["current", "earlier"])
def test_shared_rules_hold_in_both_forms(form: str) -> None:
    text = (
        "name: ''\nversion: '" + "v" * 129 + "'\nbuild_config:\n"
        "  package_data: [[/abs, /x], [a, /x/]]\n  extra_packages: ['a b']\n"
        "  target_platform: linux/mips\n  custom_build_steps: [echo]\n  skip_checks: 'yes'\n"
        "  base_image: alpine\n"
    )
    report = validate_text(text, C, form)  # type: ignore[arg-type]
    assert report.form == form
    assert located(report) == [
        ("empty-value", "name", 1, 7),
        ("too-long", "version", 2, 10),
        ("absolute-path", "build_config.package_data[0][0]", 4, 19),
        ("invalid-package-name", "build_config.extra_packages[0]", 5, 20),
        ("invalid-platform", "build_config.target_platform", 6, 20),
        ("invalid-build-step", "build_config.custom_build_steps[0]", 7, 24),
        ("wrong-type", "build_config.skip_checks", 8, 16),
    ]


@pytest.mark.parametrize("form", ["current", "earlier"])
def test_cross_field_rules_hold_in_both_forms(form: str) -> None:
    text = "name: x\nbuild_config:\n  package_data: [[a, /x], [b, /x/]]\n  base_image: fedora\n"
    report = validate_text(text, C, form)  # type: ignore[arg-type]
    assert located(report) == [
        ("duplicate-destination", "build_config.package_data[1][1]", 3, 31),
    ]
    assert [(w.code, w.location) for w in report.warnings] == [
        ("non-debian-base-image", "build_config.base_image"),
    ]


# ----------------------------------------------------------------- the declared schema


def _field_names(form: str) -> tuple[list[str], list[str]]:
    top = root(form)  # type: ignore[arg-type]
    field = next(f for f in top.fields if f.name == "build_config")
    build = field.kind.inner  # type: ignore[attr-defined]
    return [f.name for f in top.fields], [f.name for f in build.fields]


def test_fields_of_each_form_as_the_spec_lists_them() -> None:
    top, build = _field_names("current")
    assert top == ["name", "version", "description", "build_config", "env", "metadata"]
    assert build == [
        "base_image", "target_platform", "extra_packages", "package_data",
        "custom_build_steps", "python_version", "inherit_base_image_packages", "requirements",
        "host_credentials", "build_env", "skip_checks",
    ]
    top, build = _field_names("earlier")
    assert top == ["name", "version", "description", "build_config", "metadata"]
    assert build == [
        "base_image", "target_platform", "extra_packages", "package_data",
        "custom_build_steps", "requirements", "skip_checks",
    ]
