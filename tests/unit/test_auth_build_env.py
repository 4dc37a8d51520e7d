"""build_env must not carry secrets: `component validate` warns, at the key, when one looks
like it does (warning secret-in-build-env); the file stays valid. Where build_env values go
(build stage only): tests/unit/test_auth_render_values.py and tests/e2e/test_auth_build.py.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from component_kit.cli import main
from component_kit.config.validate import validate_file

SECRETISH = {
    "GITLAB_TOKEN": "abc",
    "HF_TOKEN": "hf_x",
    "NPM_CONFIG_AUTH": "x",
    "AWS_SECRET_ACCESS_KEY": "y",
    "MY_API_KEY": "z",
    "DB_PASSWORD": "p",
    "REGISTRY_CREDENTIALS": "c",
}
URLS_WITH_PASSWORD = {
    "PIP_INDEX_URL": "https://__token__:ghp_abc123@pypi.internal.example/simple/",
    "UV_EXTRA_INDEX_URL": "http://deploy:s3cr%40t@10.0.0.5:8080/simple/",
}
HARMLESS = {
    "UV_INDEX_URL": "https://pypi.internal.example/simple/",
    "PIP_DEFAULT_TIMEOUT": "60",
    "KEYBOARD": "us",
    "UV_HTTP_TIMEOUT": "120",
    "EMPTY_TOKEN": "",  # a name alone, with no value, carries nothing
}


def write(tmp_path: Path, build_env: dict[str, str]) -> Path:
    lines = ["name: v", "build_config:", "  build_env:"]
    lines += [f"    {key}: {value!r}" if value else f'    {key}: ""' for key, value in build_env.items()]
    path = tmp_path / "component_config.yaml"
    path.write_text("\n".join(lines) + "\n")
    return path


def test_secret_looking_entries_are_warned_at_their_key(tmp_path: Path) -> None:
    entries = {**SECRETISH, **URLS_WITH_PASSWORD, **HARMLESS}
    report = validate_file(write(tmp_path, entries))
    assert report.valid
    warned = {w.location: w for w in report.warnings if w.code == "secret-in-build-env"}
    expected = {f"build_config.build_env.{key}" for key in {**SECRETISH, **URLS_WITH_PASSWORD}}
    assert set(warned) == expected
    keys = list(entries)
    for key in expected:
        finding = warned[key]
        assert finding.severity == "warning"
        assert finding.line == 4 + keys.index(key.rsplit(".", 1)[1])
        assert finding.column == 5  # the key, not the value
        assert "--secret" in finding.message and "host_credentials" in finding.message


@pytest.mark.parametrize("key", sorted(URLS_WITH_PASSWORD))
def test_the_warning_does_not_repeat_the_password(tmp_path: Path, key: str) -> None:
    report = validate_file(write(tmp_path, {key: URLS_WITH_PASSWORD[key]}))
    [finding] = report.warnings
    assert "ghp_abc123" not in finding.message and "s3cr" not in finding.message


def test_validate_prints_the_warning_and_succeeds(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write(tmp_path, {"GITLAB_TOKEN": "abc"})
    assert main(["validate", str(path)]) == 0
    out = capsys.readouterr().out
    assert f"{path}:4:5: warning[secret-in-build-env]" in out
    assert "valid (current form): 0 errors, 1 warning" in out
