"""The README's reference and the committed JSON Schemas say what the code does."""

from __future__ import annotations

from pathlib import Path

from component_kit.config.reference import END, START, markdown

README = Path(__file__).resolve().parents[2] / "README.md"


def test_readme_reference_matches_the_schema() -> None:
    text = README.read_text(encoding="utf-8")
    block = text[text.index(START) : text.index(END) + len(END)]
    assert block == markdown(), (
        "README reference is stale: run python -m component_kit.config.reference"
    )


def test_readme_opens_with_the_two_commands() -> None:
    head = README.read_text(encoding="utf-8").split("\n", 12)[:8]
    assert any("make demo" in line for line in head)
    assert any("make test" in line for line in head)
