"""`component build --generate-only DIR`: the context and the engine command, no engine run.

The first part runs with no engine anywhere (PATH emptied, COMPONENT_ENGINE_EXE pointing at
nothing); the last runs the printed command with the real engine and checks the image.
"""

from __future__ import annotations

import shlex
import subprocess
from pathlib import Path

import pytest

from .components import (
    BASIC_FILES,
    NOT_PODMAN,
    CliRun,
    apply,
    basic_config,
    component_cli,
    write_component,
)
from .harness import BUILD_TIMEOUT, EngineHarness

pytestmark = pytest.mark.e2e

NO_ENGINE = "/nonexistent/ck-e2e-engine"


@NOT_PODMAN
def test_build_generate_only(engine: EngineHarness, package_index_url: str, tmp_path: Path) -> None:
    directory = write_component(tmp_path / "comp", basic_config(package_index_url),
                                files=BASIC_FILES)
    empty_bin = tmp_path / "empty-bin"
    empty_bin.mkdir()
    no_engine = {**engine.environ(), "PATH": str(empty_bin), "COMPONENT_ENGINE_EXE": NO_ENGINE}
    tag = "localhost/ck-e2e-generated:1"

    def generate(target: Path, *extra: str) -> CliRun:
        return component_cli(
            engine, "build", str(directory), "--engine", engine.name, "-t", tag,
            "--generate-only", str(target), *extra, environ=no_engine,
        )

    # Text output: where the context went and the command, for the configured program.
    context = tmp_path / "context"
    run = generate(context)
    assert run.returncode == 0, run.describe()
    lines = run.stdout.splitlines()
    assert lines[0] == f"wrote the build context to {context}"
    assert lines[1] == "engine command:"
    argv = shlex.split(lines[2])
    assert argv[argv.index(NO_ENGINE) + 1] == "build", argv
    assert argv[-1] == str(context)
    assert str(context / "Containerfile") in argv and tag in argv
    for name in ("Containerfile", "component_api.py", "component.json",
                 "runtime/component_runtime.py", "requirements/component_requirements.txt",
                 "data/0/item"):
        assert (context / name).is_file(), name
    assert (context / "requirements/component_requirements.txt").read_text() == "six\n"

    # A directory inside the component directory is refused, and nothing is written.
    inside = directory / "generated"
    run = generate(inside)
    assert run.returncode == 2, run.describe()
    assert "inside the component directory" in run.stderr
    assert not inside.exists()

    # A non-empty directory is refused without --force and left alone.
    (context / "keep.txt").write_text("mine\n")
    run = generate(context)
    assert run.returncode == 2, run.describe()
    assert "not empty" in run.stderr and "--force" in run.stderr
    assert (context / "keep.txt").read_text() == "mine\n"
    run = generate(context, "--force", "--format", "json")
    assert run.returncode == 0, run.describe()
    assert run.json()["context"] == str(context)
    assert not (context / "keep.txt").exists()
    assert (context / "Containerfile").is_file()

    # The printed command builds the image with the real engine.
    image = engine.new_image_name("generated")
    real = component_cli(
        engine, "build", str(directory), "--engine", engine.name, "-t", image,
        "--generate-only", str(tmp_path / "real-context"), "--format", "json",
    )
    assert real.returncode == 0, real.describe()
    command = real.json()["command"]
    built = subprocess.run(command, env=engine.environ(), capture_output=True, text=True,
                           timeout=BUILD_TIMEOUT, stdin=subprocess.DEVNULL, check=False)
    assert built.returncode == 0, f"{command}\n{built.stdout[-3000:]}\n{built.stderr[-3000:]}"
    assert engine.exists(image)
    result = apply(engine, image, {"files": ["/opt/data/basic.txt"], "imports": ["six"]})
    assert result["files"] == {"/opt/data/basic.txt": "basic data\n"}
    assert result["imports"]["six"].startswith("/opt/component-kit/venv/")
