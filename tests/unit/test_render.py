"""Golden-file tests of the generated build file.

Each folder under tests/render/ holding a component_config.yaml is a case; its
Containerfile.expected is compared whole. Regenerate after an intended change with
COMPONENT_KIT_REGENERATE=1 pytest tests/unit/test_render.py, and review the diff.
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import pytest

from component_kit.build.plan import plan_context
from component_kit.build.render import BUILD_FILE_NAME, quote, render
from component_kit.config import load_config
from component_kit.config.rules import BUILD_INSTRUCTIONS

CASES_DIR = Path(__file__).parent.parent / "render"
CASES = sorted(p.parent for p in CASES_DIR.glob("*/component_config.yaml"))
INSTRUCTIONS = {*BUILD_INSTRUCTIONS, "FROM"}


def _render_case(case: Path) -> tuple[str, dict[str, str]]:
    options_file = case / "options.json"
    options = json.loads(options_file.read_text()) if options_file.exists() else {}
    config = load_config(case).config
    rendered = render(config, plan_context(config, case), ca_cert=options.get("ca_cert", False))
    return rendered.text, rendered.build_args


def logical_lines(text: str) -> list[str]:
    """Instruction lines with continuations joined, comments dropped, heredocs skipped."""
    out: list[str] = []
    current = ""
    for raw in text.split("\n"):
        if not current and (not raw.strip() or raw.lstrip().startswith("#")):
            continue
        if raw.endswith("\\"):
            current += raw[:-1] + " "
            continue
        out.append(current + raw)
        current = ""
    assert not current, "the file ends inside a continuation"
    return out


def test_cases_exist() -> None:
    assert len(CASES) >= 6


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_golden(case: Path) -> None:
    text, build_args = _render_case(case)
    expected_file = case / f"{BUILD_FILE_NAME}.expected"
    args_file = case / "build_args.expected.json"
    if os.environ.get("COMPONENT_KIT_REGENERATE"):
        expected_file.write_text(text, encoding="utf-8")
        if build_args:
            args_file.write_text(json.dumps(build_args, indent=2) + "\n", encoding="utf-8")
    assert text == expected_file.read_text(encoding="utf-8")
    expected_args = json.loads(args_file.read_text()) if args_file.exists() else {}
    assert build_args == expected_args


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_generated_file_parses(case: Path) -> None:
    text, build_args = _render_case(case)
    lines = logical_lines(text)
    assert [line.split()[0] for line in lines].count("FROM") == 2
    for line in lines:
        word = line.split()[0]
        assert word.upper() in INSTRUCTIONS, line
        body = line[len(word):].strip()
        if word in ("COPY", "ENTRYPOINT", "CMD") and body.startswith("["):
            assert isinstance(json.loads(body), list)
        if word == "RUN" and body.startswith("["):
            assert isinstance(json.loads(body), list)
    # Every build argument the file refers to is declared in the stage that uses it.
    for name in build_args:
        assert f"ARG {name}" in text
    # Nothing is pulled from anywhere but the base image.
    assert "# syntax" not in text
    for line in lines:
        if line.startswith("COPY --from="):
            assert line.split()[1] == "--from=build"


def test_order_serves_the_cache() -> None:
    text, _ = _render_case(CASES_DIR / "full_current")
    final = text[text.index("AS final"):]
    order = [
        final.index("apt-get install"),
        final.index("COPY --from=build /opt/component-kit/venv"),
        final.index('COPY ["data/0/item"'),
        final.index("ENV SOLVER_MODE"),
        final.index('RUN echo "custom 1"'),
        final.index("COPY component_api.py"),
    ]
    assert order == sorted(order)
    build = text[: text.index("AS final")]
    # The dependency step sees only the requirements, never the API module.
    assert "component_api.py" not in build.split("FROM", 2)[1]


def test_secrets_mounted_only_on_the_dependency_step() -> None:
    text, _ = _render_case(CASES_DIR / "full_current")
    steps = [line for line in logical_lines(text) if "--mount=type=secret" in line]
    assert len(steps) == 1
    assert "uv pip install" in steps[0]
    assert "id=internal_token" in steps[0] and "id=git-token" in steps[0]


def test_build_env_only_in_the_build_stage() -> None:
    text, _ = _render_case(CASES_DIR / "full_current")
    build, final = text.split("AS final", 1)
    assert "UV_INDEX_URL" in build
    assert "UV_INDEX_URL=" not in final and "QUOTE_ME" not in final


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("plain", '"plain"'),
        ('a "b"', '"a \\"b\\""'),
        ("back\\slash", '"back\\\\slash"'),
        ("$HOME ${X}", '"\\$HOME \\${X}"'),
        ("`id` $(id)", '"`id` \\$(id)"'),
    ],
)
def test_quote(value: str, expected: str) -> None:
    assert quote(value) == expected


def test_newline_values_travel_as_build_args() -> None:
    _, build_args = _render_case(CASES_DIR / "full_current")
    assert "one\ntwo" in build_args.values()
    assert any(v.startswith("Solves things") for v in build_args.values())


def test_render_is_deterministic() -> None:
    first = _render_case(CASES_DIR / "full_current")
    assert all(_render_case(CASES_DIR / "full_current") == first for _ in range(3))


def test_no_recursive_permission_passes() -> None:
    for case in CASES:
        text, _ = _render_case(case)
        assert not re.search(r"\bch(mod|own)\b[^\n]*-R", text), case.name
