"""--ca-cert / COMPONENT_CA_CERT up to the engine: which steps trust the bundle, and how it
travels (a build secret, never a file of the context). The real build: tests/e2e/test_auth_ca_cert.py.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from component_kit.cli import main

CA_ID = "component-kit-ca-cert"
BUNDLE = "-----BEGIN CERTIFICATE-----\nMIIBck-unit-test-ca-body-0123456789\n-----END CERTIFICATE-----\n"
CONFIG = """\
name: corp
build_config:
  extra_packages: [git]
  host_credentials:
    - host: pypi.internal.example
      secret_id: internal
"""


def component(tmp_path: Path) -> Path:
    directory = tmp_path / "component"
    directory.mkdir()
    (directory / "component_config.yaml").write_text(CONFIG)
    (directory / "component_api.py").write_text("def apply(x):\n    return x\n")
    (directory / "component_requirements.txt").write_text("six\n")
    return directory


def run_lines(containerfile: str) -> list[str]:
    lines, current = [], ""
    for raw in containerfile.split("\n"):
        if raw.endswith("\\"):
            current += raw[:-1]
            continue
        line, current = current + raw, ""
        if line.startswith("RUN "):
            lines.append(line)
    return lines


def generate(tmp_path: Path, *args: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, dict, Path]:  # type: ignore[type-arg]
    target = tmp_path / "context"
    code = main(["build", str(component(tmp_path)), "--generate-only", str(target),
                 "--format", "json", "--secret", "id=internal,env=TOKEN", *args])
    out = capsys.readouterr().out
    return code, json.loads(out) if code == 0 else {}, target


@pytest.fixture
def bundle(tmp_path: Path) -> Path:
    path = tmp_path / "corp-ca.pem"
    path.write_text(BUNDLE)
    return path


@pytest.mark.parametrize("how", ["flag", "environment"])
def test_every_fetching_step_trusts_the_bundle(
    tmp_path: Path, bundle: Path, how: str, monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.setenv("TOKEN", "ghp_unit")
    monkeypatch.delenv("COMPONENT_CA_CERT", raising=False)
    args: tuple[str, ...] = ("--ca-cert", str(bundle))
    if how == "environment":
        monkeypatch.setenv("COMPONENT_CA_CERT", str(bundle))
        args = ()
    code, result, target = generate(tmp_path, *args, capsys=capsys)
    assert code == 0
    command = result["command"]
    assert f"id={CA_ID},src={bundle.resolve()}" in command
    containerfile = (target / "Containerfile").read_text()
    fetching = [r for r in run_lines(containerfile)
                if re.search(r"apt-get( -o \S+)? update|pip install", r)]
    assert len(fetching) == 4  # build apt, uv install, dependencies, final apt
    for step in fetching:
        assert f"--mount=type=secret,id={CA_ID},target=/run/secrets/{CA_ID}" in step
        assert "--mount=type=tmpfs,target=/run/component-kit-ca" in step
        assert "SSL_CERT_FILE=/run/component-kit-ca/bundle.pem" in step
        assert "GIT_SSL_CAINFO=/run/component-kit-ca/bundle.pem" in step
    apt = [r for r in fetching if "apt-get -o" in r]
    assert len(apt) == 2
    assert all("Acquire::https::CAInfo=/run/component-kit-ca/bundle.pem" in r for r in apt)
    others = [r for r in run_lines(containerfile) if r not in fetching]
    assert others and not any(CA_ID in r for r in others)
    # The bundle travels as a build secret: no file of the context holds it.
    for path in target.rglob("*"):
        if path.is_file():
            assert "ck-unit-test-ca-body" not in path.read_text(errors="replace"), path


def test_without_ca_cert_nothing_is_mounted(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("TOKEN", "ghp_unit")
    monkeypatch.delenv("COMPONENT_CA_CERT", raising=False)
    code, result, target = generate(tmp_path, capsys=capsys)
    assert code == 0
    assert CA_ID not in " ".join(result["command"])
    assert CA_ID not in (target / "Containerfile").read_text()


def test_a_missing_bundle_stops_before_the_engine(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("TOKEN", "ghp_unit")
    monkeypatch.setenv("COMPONENT_ENGINE_EXE", str(tmp_path / "no-engine-here"))
    code = main(["build", str(component(tmp_path)), "--secret", "id=internal,env=TOKEN",
                 "--ca-cert", str(tmp_path / "nope.pem")])
    assert code == 2
    assert "--ca-cert" in capsys.readouterr().err
