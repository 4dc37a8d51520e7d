"""Layer caching on real engines: editing component_api.py re-runs only its copy and check.

The evidence is the engine's own output, which the CLI passes on to stderr: BuildKit prints
``#N CACHED`` for a reused step, buildah and podman ``--> Using cache``.
"""

from __future__ import annotations

import uuid
from pathlib import Path

import pytest

from .components import (
    BASIC_CUSTOM_STEP,
    BASIC_FILES,
    NOT_PODMAN,
    PROBE_API,
    Step,
    apply,
    basic_config,
    build_ok,
    build_steps,
    write_component,
)
from .harness import EngineHarness

pytestmark = pytest.mark.e2e


def _is_api_copy(step: Step) -> bool:
    return step.keyword == "COPY" and "component_api.py" in step.instruction


def _is_api_check(step: Step) -> bool:
    return step.keyword == "RUN" and "component_runtime.py" in step.instruction and (
        '"check"' in step.instruction
    )


def _is_dependency_install(step: Step) -> bool:
    return step.keyword == "RUN" and "pip install --python /opt/component-kit/venv" in (
        step.instruction
    )


def _describe(steps: list[Step]) -> str:
    return "\n".join(
        f"  {'cached' if s.cached else 'RAN   '} [{s.stage}] {s.instruction[:110]}" for s in steps
    )


@NOT_PODMAN
def test_build_cache_after_api_edit(
    engine: EngineHarness, package_index_url: str, tmp_path: Path
) -> None:
    # A step unique to this run, so that its reuse below can only come from the first build.
    nonce = uuid.uuid4().hex
    nonce_step = f"RUN echo {nonce} > /opt/cache-nonce"
    directory = write_component(
        tmp_path / "comp",
        basic_config(package_index_url, custom_build_steps=[BASIC_CUSTOM_STEP, nonce_step]),
        files=BASIC_FILES,
    )
    first_image, first = build_ok(engine, directory, "cache-first")
    first_steps = build_steps(engine.name, first.stderr)
    ran_first = [s for s in first_steps if nonce in s.instruction]
    assert ran_first and not ran_first[0].cached, _describe(first_steps)

    (directory / "component_api.py").write_text(
        PROBE_API.replace('"uid": os.getuid(),', '"uid": os.getuid(), "revision": 2,'),
        encoding="utf-8",
    )
    second_image, second = build_ok(engine, directory, "cache-second")
    steps = build_steps(engine.name, second.stderr)
    print(
        f"[{engine.name}] cache: first build {first.seconds:.1f}s, rebuild after editing "
        f"component_api.py {second.seconds:.1f}s\n{_describe(steps)}"
    )
    shown = _describe(steps)

    dependency = [s for s in steps if _is_dependency_install(s)]
    assert dependency and all(s.cached for s in dependency), shown
    custom = [s for s in steps if nonce in s.instruction or s.instruction == BASIC_CUSTOM_STEP]
    assert len(custom) == 2 and all(s.cached for s in custom), shown
    ran = [s for s in steps if not s.cached and s.keyword in ("RUN", "COPY", "ADD")]
    assert len(ran) == 2 and _is_api_copy(ran[0]) and _is_api_check(ran[1]), (
        "only the API copy and its check should run again:\n" + shown
    )
    # Every RUN and COPY before the API copy was reused.
    api_index = steps.index(ran[0])
    before = [s for s in steps[:api_index] if s.keyword in ("RUN", "COPY", "ADD")]
    assert before and all(s.cached for s in before), shown

    # And the rebuilt image has the new API, on the same data and custom steps.
    assert "revision" not in apply(engine, first_image, {})
    result = apply(engine, second_image, {"files": ["/opt/cache-nonce", "/opt/basic-marker"]})
    assert result["revision"] == 2
    assert result["files"] == {
        "/opt/cache-nonce": f"{nonce}\n",
        "/opt/basic-marker": "basic-custom-step\n",
    }
