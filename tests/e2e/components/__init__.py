"""Component directories for the end-to-end build tests, and the `component` CLI run on them.

The components are written into each test's ``tmp_path``. To keep the builds cheap they
share as much as they can: the same ``build_env``, ``extra_packages`` and requirements, so
that the engines reuse the apt, uv and dependency layers from one test to the next (the
layers depend on the build-file lines above them, which these settings write).

``SHARED_BUILD_ENV_MARKER`` is a build_env variable whose name and value must never reach a
built image; the tests look for both in the image config and in every layer's files. No file
that goes into an image (API modules, data) may therefore contain them: tests pass the names
they want to read to ``apply`` as input instead.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import time
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
import yaml

from ..harness import BUILD_TIMEOUT, ENGINES, EngineHarness

# -- which engines ----------------------------------------------------------------------------


def only_engines(*names: str) -> pytest.MarkDecorator:
    """Run a test on some engines only, by overriding the conftest's engine parametrization.

    ``_checked_engine`` (tests/e2e/conftest.py) is the session-scoped fixture behind
    ``engine``; a test's own parametrization of it takes precedence over the fixture's
    params. The names keep the order of ``ENGINES`` so pytest still groups tests by engine.
    """
    unknown = set(names) - set(ENGINES)
    assert not unknown, f"unknown engines {unknown}"
    chosen = [name for name in ENGINES if name in names]
    return pytest.mark.parametrize("_checked_engine", chosen, indirect=True, scope="session")


#: To save CI time only the scaffold and kitchen-sink builds run on podman: it shares
#: buildah's build code and storage, builds as slowly as buildah where the storage is vfs
#: (minutes per component), and its images are run through buildah anyway (`podman run` is
#: refused here), so the other scenarios would mostly repeat the buildah runs.
NOT_PODMAN = only_engines("docker", "buildah")

VENV_PYTHON = "/opt/component-kit/venv/bin/python"
RUNTIME = "/opt/component-kit/runtime/component_runtime.py"

# -- what the components share --------------------------------------------------------------

#: jq proves extra_packages reach the final image; python3-yaml is a system Python package
#: for inherit_base_image_packages (importable from the venv only when inherited).
SHARED_PACKAGES = ["jq", "python3-yaml"]
#: six comes only from the local index (PyPI over HTTPS is unreachable from builds), so a
#: build that installs it proves build_env's PIP_INDEX_URL reached the dependency step.
SHARED_REQUIREMENTS = "six\n"
MARKER_NAME = "CK_E2E_BUILD_ENV_MARKER"
MARKER_VALUE = "ck-e2e-build-env-value-6e0c29d4"

#: An API that reports what it finds in the image. Input (all keys optional):
#: {"env": [names], "files": [paths], "imports": [modules], "argv": [...]}.
PROBE_API = '''\
"""component_api.py of the end-to-end tests: reports on the image it runs in."""

import os
import sys


def apply(inputs):
    result = {
        "uid": os.getuid(),
        "cwd": os.getcwd(),
        "executable": sys.executable,
        "prefix": sys.prefix,
        "env": {name: os.environ.get(name) for name in inputs.get("env", [])},
        "files": {},
        "imports": {},
    }
    for path in inputs.get("files", []):
        try:
            with open(path, encoding="utf-8") as handle:
                result["files"][path] = handle.read()
        except OSError as exc:
            result["files"][path] = {"error": f"{type(exc).__name__}: {exc}"}
    for name in inputs.get("imports", []):
        try:
            module = __import__(name)
        except ImportError as exc:
            result["imports"][name] = {"error": f"{type(exc).__name__}: {exc}"}
        else:
            result["imports"][name] = getattr(module, "__file__", None) or "<builtin>"
    return result
'''


def shared_build_config(index_url: str) -> dict[str, Any]:
    """The build_config fields every current-form component of these tests starts from."""
    return {
        "build_env": {"PIP_INDEX_URL": index_url, MARKER_NAME: MARKER_VALUE},
        "extra_packages": list(SHARED_PACKAGES),
    }


def write_component(
    directory: Path,
    config: Mapping[str, Any],
    *,
    api: str = PROBE_API,
    requirements: str | None = SHARED_REQUIREMENTS,
    files: Mapping[str, str] | None = None,
) -> Path:
    """Write a component directory: config (as YAML), component_api.py, requirements, files."""
    directory.mkdir(parents=True, exist_ok=True)
    text = yaml.safe_dump(dict(config), sort_keys=False, allow_unicode=True, width=4096)
    (directory / "component_config.yaml").write_text(text, encoding="utf-8")
    (directory / "component_api.py").write_text(api, encoding="utf-8")
    if requirements is not None:
        (directory / "component_requirements.txt").write_text(requirements, encoding="utf-8")
    for relative, content in (files or {}).items():
        path = directory / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(content, encoding="utf-8")
    return directory


BASIC_CUSTOM_STEP = "RUN echo basic-custom-step > /opt/basic-marker"


def basic_config(index_url: str, **build_config: Any) -> dict[str, Any]:
    """A small component, identical wherever it is used, so its layers are shared."""
    return {
        "name": "ck-e2e-basic",
        "version": "1.0",
        "description": "basic end-to-end component",
        "build_config": {
            **shared_build_config(index_url),
            "package_data": [["data/basic.txt", "/opt/data/basic.txt"]],
            "custom_build_steps": [BASIC_CUSTOM_STEP],
            **build_config,
        },
    }


BASIC_FILES = {"data/basic.txt": "basic data\n"}


# -- running the CLI ------------------------------------------------------------------------


@dataclass(frozen=True)
class CliRun:
    argv: list[str]
    returncode: int
    stdout: str
    stderr: str
    seconds: float

    def describe(self) -> str:
        return (
            f"`{' '.join(self.argv)}` exited {self.returncode} after {self.seconds:.1f}s\n"
            f"--- stdout ---\n{self.stdout[-3000:]}\n--- stderr (end) ---\n{self.stderr[-8000:]}"
        )

    def json(self) -> Any:
        return json.loads(self.stdout)


def component_cli(
    engine: EngineHarness,
    *args: str,
    environ: Mapping[str, str] | None = None,
    timeout: float = BUILD_TIMEOUT,
) -> CliRun:
    """Run ``python -m component_kit.cli ARGS`` in the engine's environment (or ``environ``)."""
    argv = [sys.executable, "-m", "component_kit.cli", *args]
    env = dict(engine.environ() if environ is None else environ)
    env.pop("COMPONENT_KIT_DEBUG", None)
    started = time.monotonic()
    try:
        proc = subprocess.run(
            argv, capture_output=True, text=True, env=env, timeout=timeout,
            stdin=subprocess.DEVNULL, check=False,
        )
    except subprocess.TimeoutExpired as exc:
        raise AssertionError(f"timed out after {timeout}s: {' '.join(argv)}\n{exc.stderr}") from None
    return CliRun(argv, proc.returncode, proc.stdout, proc.stderr, time.monotonic() - started)


def build(engine: EngineHarness, directory: Path, stem: str, *extra: str) -> tuple[str, CliRun]:
    """`component build DIR --engine NAME --format json -t <tracked name>`; not checked."""
    image = engine.new_image_name(stem)
    run = component_cli(
        engine, "build", str(directory), "--engine", engine.name, "--format", "json",
        "-t", image, *extra,
    )
    print(f"[{engine.name}] build {stem}: exit {run.returncode} in {run.seconds:.1f}s")
    return image, run


def build_ok(engine: EngineHarness, directory: Path, stem: str, *extra: str) -> tuple[str, CliRun]:
    """Build and check that the CLI succeeded and the engine has the image."""
    image, run = build(engine, directory, stem, *extra)
    assert run.returncode == 0, run.describe()
    result = run.json()
    assert result["image"] == image, result
    assert result["engine"] == engine.name, result
    assert engine.exists(image), f"{engine.name} has no image {image} after:\n{run.describe()}"
    return image, run


def build_fails(engine: EngineHarness, directory: Path, stem: str, *extra: str) -> CliRun:
    image, run = build(engine, directory, stem, *extra)
    assert run.returncode == 1, run.describe()
    assert run.stdout == "", run.describe()
    assert not engine.exists(image), f"a failed build left {image}"
    return run


def apply(engine: EngineHarness, image: str, inputs: Any) -> Any:
    """Run ``IMAGE apply JSON`` and return the parsed result (exit code 0 required)."""
    proc = engine.run(image, "apply", json.dumps(inputs))
    assert proc.returncode == 0, f"apply failed ({proc.returncode}):\n{proc.stdout}\n{proc.stderr}"
    return json.loads(proc.stdout)


# -- reading the engine's output ------------------------------------------------------------


@dataclass(frozen=True)
class Step:
    """One build step as the engine reported it."""

    stage: str
    instruction: str  # e.g. "RUN cd /opt/... && ..." (one line)
    cached: bool

    @property
    def keyword(self) -> str:
        return self.instruction.split(" ", 1)[0].upper()


_BUILDKIT_VERTEX = re.compile(r"^#(?P<id>\d+) \[(?P<stage>\S+)\s+\d+/\d+\] (?P<text>.+)$")
_BUILDKIT_CACHED = re.compile(r"^#(?P<id>\d+) CACHED\s*$")
_BUILDAH_STEP = re.compile(r"^(?:\[(?P<stage>\d+/\d+)\] )?STEP \d+/\d+: (?P<text>.+)$")
_BUILDAH_CACHED = re.compile(r"^--> Using cache ")


def build_steps(engine_name: str, output: str) -> list[Step]:
    """The build file's steps from the engine output the CLI passes on (stderr).

    BuildKit (``--progress plain``) names each step ``#N [stage i/n] INSTRUCTION`` and prints
    ``#N CACHED`` for a reused one; buildah and podman print ``[s/n] STEP i/n: INSTRUCTION``
    followed by ``--> Using cache ID`` when reused.
    """
    steps: list[Step] = []
    if engine_name == "docker":
        names: dict[str, tuple[str, str]] = {}
        cached: set[str] = set()
        for line in output.splitlines():
            match = _BUILDKIT_VERTEX.match(line)
            if match and match["id"] not in names:
                names[match["id"]] = (match["stage"], match["text"])
            match = _BUILDKIT_CACHED.match(line)
            if match:
                cached.add(match["id"])
        for vertex, (stage, text) in sorted(names.items(), key=lambda item: int(item[0])):
            steps.append(Step(stage, text, vertex in cached))
        return steps
    current: tuple[str, str] | None = None
    reused = False
    for line in output.splitlines():
        match = _BUILDAH_STEP.match(line)
        if match:
            if current is not None:
                steps.append(Step(current[0], current[1], reused))
            current, reused = (match["stage"] or "1/1", match["text"]), False
        elif current is not None and _BUILDAH_CACHED.match(line):
            reused = True
    if current is not None:
        steps.append(Step(current[0], current[1], reused))
    return steps


# -- running several commands in one container ---------------------------------------------

# Each `run` of an image costs a container (a full copy of the image with vfs storage), so a
# test that needs many commands runs them from one: the image's system Python runs each
# command in turn (as the image's user, in its working directory, with its environment) and
# prints every exit code and output as JSON.
_MULTI_RUN = """\
import json, subprocess, sys
results = []
for argv, stdin in json.loads(sys.argv[1]):
    proc = subprocess.run(argv, input=stdin, capture_output=True, text=True)
    results.append([proc.returncode, proc.stdout, proc.stderr])
print(json.dumps(results))
"""


def run_many(
    engine: EngineHarness, image: str, commands: list[tuple[list[str], str | None]]
) -> list[subprocess.CompletedProcess[str]]:
    """Run ``(argv, stdin)`` commands inside one container of ``image``; exit codes unchecked."""
    proc = engine.run(
        image, "-c", _MULTI_RUN, json.dumps(commands), entrypoint=["/usr/bin/python3"]
    )
    assert proc.returncode == 0, f"the command runner failed: {proc}"
    return [
        subprocess.CompletedProcess(argv, code, out, err)
        for (argv, _), (code, out, err) in zip(commands, json.loads(proc.stdout), strict=True)
    ]
