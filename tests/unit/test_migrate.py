"""Tests of ``component_kit.config.migrate``: earlier form -> current form, text-preserving."""

from __future__ import annotations

import ast
import copy
import os
import re
import stat
import subprocess
import sys
import textwrap
from collections import Counter
from dataclasses import FrozenInstanceError, dataclass
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from component_kit.config import migrate as migrate_module
from component_kit.config.migrate import (
    Migration,
    MigrationError,
    migrate_text,
    read_text,
    write_atomically,
)
from component_kit.errors import ComponentKitError

# --- helpers ------------------------------------------------------------------------------


def doc(text: str) -> str:
    return textwrap.dedent(text).lstrip("\n")


_COMMENT = re.compile(r"(?:^|[ \t])(#.*?)[ \t]*$")


def comments(text: str) -> Counter[str]:
    """Every comment of ``text`` (test inputs keep '#' out of their scalars)."""
    found: Counter[str] = Counter()
    for line in re.split(r"\r\n|\r|\n", text.lstrip("\ufeff")):
        match = _COMMENT.search(line)
        if match:
            found[match.group(1)] += 1
    return found


def load(text: str) -> Any:
    return yaml.safe_load(text.lstrip("\ufeff"))


def expected_data(data: Any) -> Any:
    """The migration as a transformation of plain data, written independently of migrate.py."""
    data = copy.deepcopy(data)
    bc = data.get("build_config") if isinstance(data, dict) else None
    if not isinstance(bc, dict):
        return data
    req = bc.get("requirements")
    if isinstance(req, dict) and req.get("provider") == "python-pip":
        req["provider"] = "uv-pip"
    if "python_version" in bc:
        value = bc.pop("python_version")
        if value is not None:
            if req is None:
                bc["requirements"] = {"provider": "uv-pip", "python_version": value}
            else:
                req["python_version"] = value
    return data


def check_invariants(source: str, result: Migration) -> None:
    """What holds for every successful migration."""
    assert result.original == source
    assert result.needed == (result.migrated != source)
    # No comment is lost (moved ones may change their place, not their text).
    lost = comments(source) - comments(result.migrated)
    assert not lost, f"comments lost: {lost}"
    # The data is exactly the original data with the migration applied.
    assert load(result.migrated) == expected_data(load(source))
    # Migrating again changes nothing.
    again = migrate_text(result.migrated)
    assert again.migrated == result.migrated
    assert not again.needed
    # BOM and line endings survive.
    assert result.migrated.startswith("\ufeff") == source.startswith("\ufeff")
    if "\r\n" in source and "\n" not in source.replace("\r\n", ""):
        assert "\n" not in result.migrated.replace("\r\n", "")
    # Every change names a line of the input.
    for change in result.changes:
        line = int(re.match(r"line (\d+): build_config", change).group(1))  # type: ignore[union-attr]
        assert 1 <= line <= len(re.split(r"\r\n|\r|\n", source))


# --- golden cases: input, exact output, the changes reported -------------------------------


@dataclass(frozen=True)
class Case:
    id: str
    before: str
    after: str
    changes: tuple[str, ...]


EARLIER_FULL = doc(
    """
    # component_config.yaml of the reverse-text demo
    name: reverse-text  # shown in the image label
    version: "1.4.2"
    description: >-
      Reverses text. A longer description that is folded
      over two lines.

    build_config:
      # Debian-based images only
      base_image: 'python:3.11-slim-bookworm'
      target_platform: native
      extra_packages:
        - git        # for VCS requirements
        - libgomp1
      package_data:
        - [models/weights.bin, /opt/models/weights.bin]
        - ["data/vocab.txt", "data/vocab.txt"]  # relative destination
      custom_build_steps:
        - |
          RUN echo "first step"
          RUN echo "second step"
      requirements:
        # pip was the only pip-style provider then
        provider: python-pip   # will become uv-pip
      skip_checks: false

    # free-form metadata
    metadata:
      owner: {team: nlp, contact: "nlp@example.com"}
      tags: [text, demo]
      nested:
        deeper:
          provider: python-pip  # not build_config: must stay
    """
)

NULL_REMOVED = "build_config.python_version: removed (null, the deprecated alias had no effect)"

CASES = [
    Case(
        "earlier-form-full",
        EARLIER_FULL,
        EARLIER_FULL.replace(
            "provider: python-pip   # will become", "provider: uv-pip   # will become"
        ),
        ("line 24: build_config.requirements.provider: python-pip -> uv-pip",),
    ),
    Case(
        "provider-single-quoted",
        "name: x\nbuild_config:\n  requirements:\n    provider: 'python-pip'\n",
        "name: x\nbuild_config:\n  requirements:\n    provider: 'uv-pip'\n",
        ("line 4: build_config.requirements.provider: python-pip -> uv-pip",),
    ),
    Case(
        "provider-double-quoted",
        'name: x\nbuild_config:\n  requirements:\n    provider: "python-pip"  # q\n',
        'name: x\nbuild_config:\n  requirements:\n    provider: "uv-pip"  # q\n',
        ("line 4: build_config.requirements.provider: python-pip -> uv-pip",),
    ),
    Case(
        "provider-flow",
        "name: x\nbuild_config:\n  requirements: {provider: python-pip}  # flow\n",
        "name: x\nbuild_config:\n  requirements: {provider: uv-pip}  # flow\n",
        ("line 3: build_config.requirements.provider: python-pip -> uv-pip",),
    ),
    Case(
        "provider-flow-spaced-quoted",
        "name: x\nbuild_config:\n  requirements: { provider: 'python-pip' }\n",
        "name: x\nbuild_config:\n  requirements: { provider: 'uv-pip' }\n",
        ("line 3: build_config.requirements.provider: python-pip -> uv-pip",),
    ),
    Case(
        "provider-flow-multiline",
        "name: x\nbuild_config: {\n  requirements: {\n    provider: python-pip,\n  },\n}\n",
        "name: x\nbuild_config: {\n  requirements: {\n    provider: uv-pip,\n  },\n}\n",
        ("line 4: build_config.requirements.provider: python-pip -> uv-pip",),
    ),
    Case(
        "provider-anchor-and-tag",
        "name: x\nbuild_config:\n  requirements:\n    provider: &p !!str python-pip\n",
        "name: x\nbuild_config:\n  requirements:\n    provider: &p !!str uv-pip\n",
        ("line 4: build_config.requirements.provider: python-pip -> uv-pip",),
    ),
    Case(
        "provider-indent-4-quoted-key",
        'name: x\nbuild_config:\n    "requirements":\n        "provider": python-pip\n',
        'name: x\nbuild_config:\n    "requirements":\n        "provider": uv-pip\n',
        ("line 4: build_config.requirements.provider: python-pip -> uv-pip",),
    ),
    Case(
        "alias-moved-into-block-requirements",
        doc(
            """
            name: demo
            build_config:
              base_image: debian:bookworm-slim
              # the Python of the virtual environment
              python_version: "3.11"  # pinned for numpy
              requirements:
                provider: uv-pip  # already current
              skip_checks: false
            """
        ),
        doc(
            """
            name: demo
            build_config:
              base_image: debian:bookworm-slim
              requirements:
                provider: uv-pip  # already current
                # the Python of the virtual environment
                python_version: "3.11"  # pinned for numpy
              skip_checks: false
            """
        ),
        (
            "line 5: build_config.python_version: moved to "
            "build_config.requirements.python_version "
            "(the alias is deprecated and removed in release 1.13.0)",
        ),
    ),
    Case(
        "alias-and-old-provider-together",
        doc(
            """
            name: demo
            build_config:
              requirements:
                provider: python-pip
              python_version: '3.10'
            """
        ),
        doc(
            """
            name: demo
            build_config:
              requirements:
                provider: uv-pip
                python_version: '3.10'
            """
        ),
        (
            "line 4: build_config.requirements.provider: python-pip -> uv-pip",
            "line 5: build_config.python_version: moved to "
            "build_config.requirements.python_version "
            "(the alias is deprecated and removed in release 1.13.0)",
        ),
    ),
    Case(
        "alias-creates-requirements-indent-2",
        doc(
            """
            name: demo
            build_config:
              # header comment of the alias
              python_version: "3.12"  # trailing
              extra_packages: [git]
            """
        ),
        doc(
            """
            name: demo
            build_config:
              requirements:
                provider: uv-pip
                # header comment of the alias
                python_version: "3.12"  # trailing
              extra_packages: [git]
            """
        ),
        (
            "line 4: build_config.python_version: moved to "
            "build_config.requirements.python_version, in a new build_config.requirements "
            "with provider uv-pip",
        ),
    ),
    Case(
        "alias-creates-requirements-indent-4",
        "name: demo\nbuild_config:\n    base_image: x\n    python_version: 3.11\n",
        "name: demo\nbuild_config:\n    base_image: x\n    requirements:\n"
        "        provider: uv-pip\n        python_version: 3.11\n",
        (
            "line 4: build_config.python_version: moved to "
            "build_config.requirements.python_version, in a new build_config.requirements "
            "with provider uv-pip",
        ),
    ),
    Case(
        "alias-into-flow-requirements",
        doc(
            """
            name: demo
            build_config:
              # which Python
              python_version: '3.11'  # pinned
              requirements: {provider: python-pip}  # flow
            """
        ),
        doc(
            """
            name: demo
            build_config:
              # which Python
              # pinned
              requirements: {provider: uv-pip, python_version: '3.11'}  # flow
            """
        ),
        (
            "line 4: build_config.python_version: moved to "
            "build_config.requirements.python_version "
            "(the alias is deprecated and removed in release 1.13.0)",
            "line 5: build_config.requirements.provider: python-pip -> uv-pip",
        ),
    ),
    Case(
        "alias-into-empty-flow-requirements",
        "name: x\nbuild_config:\n  python_version: '3.11'\n  requirements: {}\n",
        "name: x\nbuild_config:\n  requirements: {python_version: '3.11'}\n",
        (
            "line 3: build_config.python_version: moved to "
            "build_config.requirements.python_version "
            "(the alias is deprecated and removed in release 1.13.0)",
        ),
    ),
    Case(
        "flow-build-config",
        'name: x\nbuild_config: {python_version: "3.11", requirements: {provider: "python-pip"}}\n',
        'name: x\nbuild_config: {requirements: {provider: "uv-pip", python_version: "3.11"}}\n',
        (
            "line 2: build_config.requirements.provider: python-pip -> uv-pip",
            "line 2: build_config.python_version: moved to "
            "build_config.requirements.python_version "
            "(the alias is deprecated and removed in release 1.13.0)",
        ),
    ),
    Case(
        "flow-build-config-alias-last",
        "name: x\nbuild_config: {requirements: {provider: uv-pip}, python_version: '3.9'}\n",
        "name: x\nbuild_config: {requirements: {provider: uv-pip, python_version: '3.9'}}\n",
        (
            "line 2: build_config.python_version: moved to "
            "build_config.requirements.python_version "
            "(the alias is deprecated and removed in release 1.13.0)",
        ),
    ),
    Case(
        "flow-build-config-creates-requirements",
        "name: x\nbuild_config: {base_image: 'debian:12', python_version: \"3.11\"}\n",
        "name: x\nbuild_config: {base_image: 'debian:12', "
        'requirements: {provider: uv-pip, python_version: "3.11"}}\n',
        (
            "line 2: build_config.python_version: moved to "
            "build_config.requirements.python_version, in a new build_config.requirements "
            "with provider uv-pip",
        ),
    ),
    Case(
        "alias-null-removed-comments-kept",
        doc(
            """
            name: x
            build_config:
              # no pinned Python
              python_version: null  # the system Python
              base_image: debian:bookworm-slim
            """
        ),
        doc(
            """
            name: x
            build_config:
              # no pinned Python
              # the system Python
              base_image: debian:bookworm-slim
            """
        ),
        (f"line 4: {NULL_REMOVED}",),
    ),
    Case(
        "alias-empty-null-removed",
        "name: x\nbuild_config:\n  python_version:\n  base_image: x\n",
        "name: x\nbuild_config:\n  base_image: x\n",
        (f"line 3: {NULL_REMOVED}",),
    ),
    Case(
        "alias-null-only-key",
        "name: x\nbuild_config:\n  python_version: ~\n",
        "name: x\nbuild_config: {}\n",
        (f"line 3: {NULL_REMOVED}",),
    ),
    Case(
        "alias-null-flow",
        "name: x\nbuild_config: {base_image: x, python_version: null, skip_checks: true}\n",
        "name: x\nbuild_config: {base_image: x, skip_checks: true}\n",
        (f"line 2: {NULL_REMOVED}",),
    ),
    Case(
        "alias-equal-dropped",
        doc(
            """
            name: x
            build_config:
              python_version: '3.11'  # same as below
              requirements:
                provider: uv-pip
                python_version: "3.11"
            """
        ),
        doc(
            """
            name: x
            build_config:
              # same as below
              requirements:
                provider: uv-pip
                python_version: "3.11"
            """
        ),
        (
            "line 3: build_config.python_version: removed; "
            "build_config.requirements.python_version (line 6) already has the same value",
        ),
    ),
    Case(
        "alias-fills-null-requirements-python-version",
        doc(
            """
            name: x
            build_config:
              python_version: '3.11'  # wanted
              requirements:
                provider: uv-pip
                python_version: null
            """
        ),
        doc(
            """
            name: x
            build_config:
              requirements:
                provider: uv-pip
                # wanted
                python_version: '3.11'
            """
        ),
        (
            "line 3: build_config.python_version: moved to "
            "build_config.requirements.python_version "
            "(the alias is deprecated and removed in release 1.13.0)",
        ),
    ),
    Case(
        "alias-block-scalar",
        "name: x\nbuild_config:\n  python_version: |-\n    3.11\n  requirements:\n"
        "    provider: python-pip\n",
        "name: x\nbuild_config:\n  requirements:\n    provider: uv-pip\n"
        "    python_version: |-\n      3.11\n",
        (
            "line 3: build_config.python_version: moved to "
            "build_config.requirements.python_version "
            "(the alias is deprecated and removed in release 1.13.0)",
            "line 6: build_config.requirements.provider: python-pip -> uv-pip",
        ),
    ),
    Case(
        "alias-value-on-next-line-with-comment",
        "name: x\nbuild_config:\n  python_version:  # why\n    '3.11'\n  skip_checks: true\n",
        "name: x\nbuild_config:\n  requirements:\n    provider: uv-pip\n"
        "    python_version:  # why\n      '3.11'\n  skip_checks: true\n",
        (
            "line 3: build_config.python_version: moved to "
            "build_config.requirements.python_version, in a new build_config.requirements "
            "with provider uv-pip",
        ),
    ),
    Case(
        "no-final-newline",
        "name: x\nbuild_config:\n  requirements:\n    provider: python-pip\n"
        '  python_version: "3.9"',
        'name: x\nbuild_config:\n  requirements:\n    provider: uv-pip\n    python_version: "3.9"',
        (
            "line 4: build_config.requirements.provider: python-pip -> uv-pip",
            "line 5: build_config.python_version: moved to "
            "build_config.requirements.python_version "
            "(the alias is deprecated and removed in release 1.13.0)",
        ),
    ),
    Case(
        "comment-with-blank-line-stays",
        doc(
            """
            name: x
            build_config:
              # about the base image, not the alias

              python_version: '3.11'
              requirements:
                provider: uv-pip
            """
        ),
        doc(
            """
            name: x
            build_config:
              # about the base image, not the alias

              requirements:
                provider: uv-pip
                python_version: '3.11'
            """
        ),
        (
            "line 5: build_config.python_version: moved to "
            "build_config.requirements.python_version "
            "(the alias is deprecated and removed in release 1.13.0)",
        ),
    ),
    Case(
        "requirements-absent-earlier-form",
        "name: x\nbuild_config:\n  base_image: debian:bookworm-slim\n",
        "name: x\nbuild_config:\n  base_image: debian:bookworm-slim\n",
        (
            "line 2: build_config.requirements: absent, so no key is needed: the default "
            "provider changes from python-pip (earlier form) to uv-pip (current form)",
        ),
    ),
]

CURRENT_FORM = doc(
    """
    # current form: nothing to do
    name: api  # name
    env:
      LOG_LEVEL: info
    build_config:
      base_image: debian:bookworm-slim
      inherit_base_image_packages: false
      build_env: {UV_INDEX_URL: "https://pypi.example.com/simple"}
      host_credentials:
        - host: pypi.example.com
          secret_id: pypi-token
      requirements:
        provider: uv-pip
        python_version: "3.12"
    metadata: {provider: python-pip}
    """
)

NOTHING_TO_DO = {
    "current-form": CURRENT_FORM,
    "current-form-requirements-absent": "name: x\nenv: {A: b}\nbuild_config:\n  base_image: x\n",
    "current-form-build-env-no-requirements": "name: x\nbuild_config:\n  build_env: {A: b}\n",
    "build-config-absent": "name: x  # only a name\n",
    "build-config-null": "name: x\nbuild_config: null\n",
    "build-config-empty": "name: x\nbuild_config:\n",
    "conda": "name: x\nbuild_config:\n  requirements:\n    provider: conda\n",
    "requirements-null": "name: x\nbuild_config:\n  requirements:\n",
    "provider-elsewhere": "name: x\nmetadata:\n  requirements: {provider: python-pip}\n",
    "python-version-elsewhere": "name: x\nmetadata: {build_config: {python_version: '3'}}\n",
}


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_golden(case: Case) -> None:
    result = migrate_text(case.before)
    assert result.migrated == case.after
    assert result.changes == case.changes
    check_invariants(case.before, result)


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_golden_with_crlf_and_bom(case: Case) -> None:
    before = "\ufeff" + case.before.replace("\n", "\r\n")
    result = migrate_text(before)
    assert result.migrated == "\ufeff" + case.after.replace("\n", "\r\n")
    assert result.changes == case.changes
    check_invariants(before, result)


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_golden_with_old_mac_line_endings(case: Case) -> None:
    before = case.before.replace("\n", "\r")
    result = migrate_text(before)
    assert result.migrated == case.after.replace("\n", "\r")
    check_invariants(before, result)


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_golden_output_is_a_fixed_point(case: Case) -> None:
    again = migrate_text(case.after)
    assert again.migrated == case.after
    assert not again.needed


@pytest.mark.parametrize("text", NOTHING_TO_DO.values(), ids=NOTHING_TO_DO.keys())
def test_nothing_to_do(text: str) -> None:
    result = migrate_text(text)
    assert result.migrated == text
    assert not result.needed
    assert result.changes == ()
    assert result.unified_diff("component_config.yaml") == ""


VALID_EARLIER = [
    EARLIER_FULL,
    "name: x\nbuild_config:\n  requirements: {provider: 'python-pip'}  # flow\n",
    'name: x\nbuild_config:\n  requirements:\n    provider: "python-pip"\n',
]
VALID_CURRENT_WITH_ALIAS = [
    "name: x\nbuild_config:\n  # py\n  python_version: '3.11'  # pinned\n",
    "name: x\nbuild_config:\n  python_version: '3.11'\n  requirements: {provider: uv-pip}\n",
    "name: x\nbuild_config:\n  python_version: null\n  base_image: debian:bookworm-slim\n",
    "name: x\nbuild_config: {python_version: '3.12', skip_checks: true}\n",
]


@pytest.mark.parametrize("text", VALID_EARLIER + VALID_CURRENT_WITH_ALIAS)
def test_migrated_files_validate_in_the_current_form(text: str) -> None:
    from component_kit.config import validate_text

    for source in (text, "\ufeff" + text.replace("\n", "\r\n")):
        migrated = migrate_text(source).migrated
        report = validate_text(migrated, Path("component_config.yaml"), "current")
        assert report.errors == (), report.errors
        assert not [w for w in report.warnings if "python_version" in w.message], report.warnings


@pytest.mark.parametrize("text", VALID_EARLIER)
def test_earlier_inputs_are_valid_earlier_form(text: str) -> None:
    from component_kit.config import validate_text

    report = validate_text(text, Path("component_config.yaml"), "earlier")
    assert report.errors == (), report.errors


@pytest.mark.parametrize(
    "text", ["name: x\nbuild_config:\n  skip_checks: true\n", "name: x\nbuild_config: {}\n"]
)
def test_requirements_absent_note_does_not_count_as_needed(text: str) -> None:
    result = migrate_text(text)
    assert not result.needed
    assert result.migrated == text
    assert result.changes == (
        "line 2: build_config.requirements: absent, so no key is needed: the default provider "
        "changes from python-pip (earlier form) to uv-pip (current form)",
    )
    assert result.unified_diff("c") == ""


def test_key_order_is_kept() -> None:
    source = doc(
        """
        name: x
        version: '1'
        build_config:
          base_image: a
          python_version: '3.11'
          target_platform: native
          requirements:
            provider: python-pip
          skip_checks: true
        description: d
        """
    )
    data = load(migrate_text(source).migrated)
    assert list(data) == ["name", "version", "build_config", "description"]
    assert list(data["build_config"]) == [
        "base_image",
        "target_platform",
        "requirements",
        "skip_checks",
    ]
    assert list(data["build_config"]["requirements"]) == ["provider", "python_version"]


def test_created_requirements_takes_the_alias_place() -> None:
    source = (
        "name: x\nbuild_config:\n  base_image: a\n  python_version: '3.11'\n  skip_checks: true\n"
    )
    data = load(migrate_text(source).migrated)
    assert list(data["build_config"]) == ["base_image", "requirements", "skip_checks"]
    assert data["build_config"]["requirements"] == {"provider": "uv-pip", "python_version": "3.11"}


def test_only_the_changed_lines_differ() -> None:
    result = migrate_text(EARLIER_FULL)
    before, after = EARLIER_FULL.splitlines(), result.migrated.splitlines()
    assert len(before) == len(after)
    differing = [i + 1 for i, (b, a) in enumerate(zip(before, after, strict=True)) if a != b]
    assert differing == [24]


def test_value_types_survive_the_move() -> None:
    # An unquoted 3.10 is a float (3.1) in YAML; migrate moves the text, not the value, so the
    # validator still sees exactly what the user wrote.
    result = migrate_text("name: x\nbuild_config:\n  python_version: 3.10\n")
    assert "python_version: 3.10\n" in result.migrated
    assert load(result.migrated)["build_config"]["requirements"]["python_version"] == 3.1


def test_mixed_line_endings_are_left_alone() -> None:
    source = "name: x\r\nbuild_config:\n  requirements:\r\n    provider: python-pip\r\n"
    result = migrate_text(source)
    assert result.migrated == source.replace("python-pip", "uv-pip")


def test_document_markers_and_directives_survive() -> None:
    source = "%YAML 1.2\n---\nname: x\nbuild_config:\n  requirements: {provider: python-pip}\n...\n"
    result = migrate_text(source)
    assert result.migrated == source.replace("python-pip", "uv-pip")


def test_unused_anchor_on_the_moved_value_moves_with_it() -> None:
    source = "name: x\nbuild_config:\n  python_version: &py '3.11'\n"
    result = migrate_text(source)
    assert "    python_version: &py '3.11'\n" in result.migrated
    check_invariants(source, result)


UNUSUAL_LAYOUTS = [
    (
        "top-level-flow",
        "{name: x, build_config: {python_version: '3.11'}}\n",
        "{name: x, build_config: {requirements: {provider: uv-pip, python_version: '3.11'}}}\n",
    ),
    (
        "top-level-flow-no-newline",
        "{name: x, build_config: {python_version: '3', requirements: {provider: python-pip}}}",
        "{name: x, build_config: {requirements: {provider: uv-pip, python_version: '3'}}}",
    ),
    (
        "flow-build-config-over-lines",
        "name: x\nbuild_config: {python_version: '3.11',\n"
        "  requirements: {provider: python-pip}  # c\n}\n",
        "name: x\nbuild_config: {\n"
        "  requirements: {provider: uv-pip, python_version: '3.11'}  # c\n}\n",
    ),
    (
        "flow-requirements-trailing-comma",
        "name: x\nbuild_config:\n  requirements: {provider: python-pip,}\n  python_version: '3'\n",
        "name: x\nbuild_config:\n  requirements: {provider: uv-pip, python_version: '3',}\n",
    ),
    (
        "comment-between-key-and-value-into-flow",
        "name: x\nbuild_config:\n  python_version:\n    # between\n    '3.11'\n"
        "  requirements: {provider: uv-pip}\n",
        "name: x\nbuild_config:\n  # between\n"
        "  requirements: {provider: uv-pip, python_version: '3.11'}\n",
    ),
    (
        "comment-on-the-build-config-line",
        "name: x\nbuild_config:  # the build\n  # py\n  python_version: '3.11'\n",
        "name: x\nbuild_config:  # the build\n  requirements:\n    provider: uv-pip\n    # py\n"
        "    python_version: '3.11'\n",
    ),
    (
        "comment-at-another-indentation-stays",
        "name: x\nbuild_config:\n      # odd\n  # same\n  python_version: '3.11'\n"
        "  requirements:  # req\n    provider: python-pip\n",
        "name: x\nbuild_config:\n      # odd\n  requirements:  # req\n    provider: uv-pip\n"
        "    # same\n    python_version: '3.11'\n",
    ),
    (
        "anchored-and-quoted-keys",
        'name: x\nbuild_config:\n  &k "python_version": 3.11\n',
        "name: x\nbuild_config:\n  requirements:\n    provider: uv-pip\n"
        '    &k "python_version": 3.11\n',
    ),
    (
        "tagged-requirements",
        "name: x\nbuild_config:\n  requirements: !!map\n    provider: python-pip\n"
        "  python_version: '3'\n",
        "name: x\nbuild_config:\n  requirements: !!map\n    provider: uv-pip\n"
        "    python_version: '3'\n",
    ),
    (
        "block-scalar-provider",
        "name: x\nbuild_config:\n  requirements:\n    provider: |-\n      python-pip\n",
        "name: x\nbuild_config:\n  requirements:\n    provider: |-\n      uv-pip\n",
    ),
    (
        "anchor-named-like-the-value",
        "name: x\nbuild_config:\n  requirements:\n    provider: &python-pip python-pip\n",
        "name: x\nbuild_config:\n  requirements:\n    provider: &python-pip uv-pip\n",
    ),
    (
        "null-requirements-python-version-with-comment",
        "name: x\nbuild_config:\n  python_version: '3.11'\n  requirements:\n    provider: uv-pip\n"
        "    python_version: ~  # x\n",
        "name: x\nbuild_config:\n  requirements:\n    provider: uv-pip\n"
        "    python_version: '3.11'  # x\n",
    ),
    (
        "empty-requirements-python-version-in-flow",
        "name: x\nbuild_config:\n  python_version: '3.11'\n  requirements: {python_version: }\n",
        "name: x\nbuild_config:\n  requirements: {python_version: '3.11' }\n",
    ),
    (
        "keep-chomping-block-scalar",
        "name: x\nbuild_config:\n  python_version: |+\n    3.11\n\n",
        "name: x\nbuild_config:\n  requirements:\n    provider: uv-pip\n    python_version: |+\n"
        "      3.11\n\n",
    ),
    (
        "only-null-alias-with-anchor-and-document-end",
        "name: x\nbuild_config: &bc  # b\n  python_version: null\n...\n",
        "name: x\nbuild_config: &bc {}  # b\n...\n",
    ),
    (
        "comment-after-requirements-at-deeper-indent",
        "name: x\nbuild_config:\n  requirements:\n    provider: python-pip\n      # deeper\n"
        "  python_version: '3.11'\n",
        "name: x\nbuild_config:\n  requirements:\n    provider: uv-pip\n"
        "    python_version: '3.11'\n      # deeper\n",
    ),
]


@pytest.mark.parametrize(
    ("before", "after"), [c[1:] for c in UNUSUAL_LAYOUTS], ids=[c[0] for c in UNUSUAL_LAYOUTS]
)
def test_unusual_layouts(before: str, after: str) -> None:
    result = migrate_text(before)
    assert result.migrated == after
    check_invariants(before, result)


# --- errors ---------------------------------------------------------------------------------


def error_of(text: str) -> MigrationError:
    with pytest.raises(MigrationError) as info:
        migrate_text(text)
    return info.value


def test_migration_error_is_a_component_kit_error() -> None:
    error = MigrationError(3, 7, "something is wrong")
    assert isinstance(error, ComponentKitError)
    assert (error.line, error.column, error.message) == (3, 7, "something is wrong")
    assert error.exit_code == 1
    assert str(error) == "line 3, column 7: something is wrong"
    assert error.format("cfg/component_config.yaml") == (
        "cfg/component_config.yaml:3:7: error: something is wrong"
    )


def test_conflicting_python_versions() -> None:
    error = error_of(
        "name: x\nbuild_config:\n  requirements:\n    provider: uv-pip\n"
        "    python_version: '3.10'\n  python_version: \"3.11\"\n"
    )
    assert (error.line, error.column) == (6, 3)
    assert "conflicts with build_config.requirements.python_version ('3.10') (line 5)" in (
        error.message
    )
    assert '("3.11")' in error.message


def test_conflict_between_string_and_float_is_reported() -> None:
    error = error_of(
        "name: x\nbuild_config:\n  python_version: 3.11\n"
        "  requirements: {provider: uv-pip, python_version: '3.11'}\n"
    )
    assert "conflicts" in error.message


def test_alias_with_conda_provider() -> None:
    error = error_of(
        "name: x\nbuild_config:\n  python_version: '3.11'\n  requirements:\n    provider: conda\n"
    )
    assert (error.line, error.column) == (3, 3)
    assert "provider is conda (line 5)" in error.message


def test_null_alias_with_conda_provider_is_just_removed() -> None:
    kept = "  requirements: {provider: conda}\n"
    source = "name: x\nbuild_config:\n  python_version: null\n" + kept
    assert migrate_text(source).migrated == "name: x\nbuild_config:\n" + kept


@pytest.mark.parametrize(
    ("text", "line", "column", "fragment"),
    [
        ("name: [x\n", 2, 1, "expected ',' or ']'"),
        ("name: x\n  bad: indentation\n", 2, 6, "mapping values are not allowed here"),
        ("name: x\nname: y\n", 2, 1, 'found duplicate key "name"'),
        ("name: x\n---\nname: y\n", 2, 1, "expected a single document"),
        ("name: *nowhere\n", 1, 7, "found undefined alias"),
        ("name: x\tbad\nv: \x00\n", 2, 4, "the character #x0000 is not allowed"),
        ("name: x\nmetadata: {built: 2024-13-45}\n", 2, 19, "month must be in 1..12"),
        ("name: !!int abc\n", 1, 7, "invalid literal for int()"),
    ],
)
def test_invalid_yaml_has_a_position(text: str, line: int, column: int, fragment: str) -> None:
    error = error_of(text)
    assert (error.line, error.column) == (line, column)
    assert error.message.startswith(("not valid YAML: ", "not a valid YAML value: "))
    assert fragment in error.message


@pytest.mark.parametrize(
    ("text", "line", "column", "fragment"),
    [
        ("", 1, 1, "holds no YAML document"),
        ("# only a comment\n", 1, 1, "holds no YAML document"),
        ("- name: x\n", 1, 1, "not a list"),
        ("just a string\n", 1, 1, "not the scalar 'just a string'"),
        ("\n\nnull\n", 3, 1, "not null"),
        ("name: x\nbuild_config: [a]\n", 2, 15, "build_config must be a mapping or null"),
        ("name: x\nbuild_config: yes\n", 2, 15, "build_config must be a mapping or null"),
        (
            "name: x\nbuild_config:\n  requirements: python-pip\n",
            3,
            17,
            "build_config.requirements must be a mapping, not the scalar 'python-pip'",
        ),
        (
            "name: x\nbuild_config:\n  python_version: {major: 3}\n",
            3,
            19,
            "must be a string or null, not a mapping",
        ),
        (
            "name: x\nbuild_config:\n  python_version: '3.11'\n  requirements:\n",
            4,
            3,
            "build_config.requirements is null",
        ),
    ],
)
def test_wrong_shapes(text: str, line: int, column: int, fragment: str) -> None:
    error = error_of(text)
    assert (error.line, error.column) == (line, column)
    assert fragment in error.message


@pytest.mark.parametrize("depth", [100, 5000])
def test_deep_nesting_never_escapes_as_recursion_error(depth: int) -> None:
    text = "name: x\nmetadata: " + "[" * depth + "]" * depth + "\nbuild_config:\n"
    text += "  requirements: {provider: python-pip}\n"
    try:
        result = migrate_text(text)
    except MigrationError as error:
        assert "nested too deeply" in error.message
    else:
        assert result.migrated == text.replace("python-pip", "uv-pip")


def test_shared_anchor_is_refused() -> None:
    error = error_of(
        "name: x\nbuild_config:\n  requirements: &req {provider: python-pip}\n"
        "metadata:\n  copy: *req\n"
    )
    assert (error.line, error.column) == (3, 17)
    assert "used through an alias" in error.message


def test_aliased_provider_is_refused() -> None:
    error = error_of(
        "metadata: {old: &old python-pip}\nname: x\nbuild_config:\n"
        "  requirements:\n    provider: *old\n"
    )
    assert "build_config.requirements.provider is a YAML anchor" in error.message


def test_merge_key_supplying_requirements_is_refused() -> None:
    error = error_of(
        "metadata: {defaults: &d {requirements: {provider: python-pip}}}\nname: x\n"
        "build_config:\n  <<: *d\n  base_image: x\n"
    )
    assert (error.line, error.column) == (4, 3)
    assert "requirements in build_config comes from a YAML merge key" in error.message


def test_merge_key_elsewhere_is_fine() -> None:
    source = (
        "metadata:\n  base: &b {a: 1}\n  derived:\n    <<: *b\n    c: 2\nname: x\n"
        "build_config:\n  requirements: {provider: python-pip}\n"
    )
    assert migrate_text(source).migrated == source.replace("python-pip", "uv-pip")


def test_multiline_alias_cannot_go_into_a_flow_mapping() -> None:
    error = error_of(
        "name: x\nbuild_config:\n  python_version: |-\n    3.11\n"
        "  requirements: {provider: uv-pip}\n"
    )
    assert "spans several lines" in error.message


def test_escaped_provider_is_refused() -> None:
    error = error_of('name: x\nbuild_config:\n  requirements:\n    provider: "python\\x2dpip"\n')
    assert (error.line, error.column) == (4, 15)
    assert "change it to uv-pip by hand" in error.message


def test_explicit_key_layout_is_refused_with_a_hint() -> None:
    error = error_of("name: x\nbuild_config:\n  ? python_version\n  : '3.11'\n")
    assert "by hand" in error.message


# --- unified_diff ---------------------------------------------------------------------------


def test_unified_diff_format() -> None:
    result = migrate_text("name: x\nbuild_config:\n  requirements:\n    provider: python-pip\n")
    assert result.unified_diff("demo/component_config.yaml") == (
        "--- a/demo/component_config.yaml\n"
        "+++ b/demo/component_config.yaml\n"
        "@@ -1,4 +1,4 @@\n"
        " name: x\n"
        " build_config:\n"
        "   requirements:\n"
        "-    provider: python-pip\n"
        "+    provider: uv-pip\n"
    )


def test_unified_diff_is_empty_without_changes() -> None:
    assert migrate_text(CURRENT_FORM).unified_diff("component_config.yaml") == ""


def test_unified_diff_marks_a_missing_final_newline() -> None:
    result = migrate_text("name: x\nbuild_config: {requirements: {provider: python-pip}}")
    assert result.unified_diff("c.yaml") == (
        "--- a/c.yaml\n"
        "+++ b/c.yaml\n"
        "@@ -1,2 +1,2 @@\n"
        " name: x\n"
        "-build_config: {requirements: {provider: python-pip}}\n"
        "\\ No newline at end of file\n"
        "+build_config: {requirements: {provider: uv-pip}}\n"
        "\\ No newline at end of file\n"
    )


def test_unified_diff_keeps_crlf_inside_lines() -> None:
    result = migrate_text("name: x\r\nbuild_config:\r\n  requirements: {provider: python-pip}\r\n")
    diff = result.unified_diff("c.yaml")
    assert "-  requirements: {provider: python-pip}\r\n" in diff
    assert "+  requirements: {provider: uv-pip}\r\n" in diff
    assert diff.startswith("--- a/c.yaml\n+++ b/c.yaml\n@@ -1,3 +1,3 @@\n")


def test_unified_diff_context_is_three_lines() -> None:
    lines = [f"k{i}: {i}" for i in range(10)]
    source = (
        "name: x\n" + "\n".join(lines[:5]) + "\nbuild_config:\n  requirements:\n"
        "    provider: python-pip\n" + "\n".join(lines[5:]) + "\n"
    )
    hunks = [
        line
        for line in migrate_text(source).unified_diff("c").splitlines()
        if line.startswith("@@")
    ]
    assert hunks == ["@@ -6,7 +6,7 @@"]


# --- Migration --------------------------------------------------------------------------------


def test_migration_is_frozen_and_needed_follows_the_text() -> None:
    m = Migration(original="a", migrated="a", changes=())
    assert not m.needed
    assert Migration(original="a", migrated="b", changes=("x",)).needed
    with pytest.raises(FrozenInstanceError):
        m.migrated = "b"  # type: ignore[misc]


# --- files ----------------------------------------------------------------------------------


def test_read_text_keeps_crlf_and_bom(tmp_path: Path) -> None:
    path = tmp_path / "component_config.yaml"
    path.write_bytes(b"\xef\xbb\xbfname: x\r\nbuild_config: null\r\n")
    assert read_text(path) == "\ufeffname: x\r\nbuild_config: null\r\n"


def test_read_text_reports_bad_utf8_with_a_position(tmp_path: Path) -> None:
    path = tmp_path / "component_config.yaml"
    path.write_bytes(b"name: x\ndescription: caf\xe9\n")
    with pytest.raises(MigrationError) as info:
        read_text(path)
    assert (info.value.line, info.value.column) == (2, 17)
    assert "not valid UTF-8" in info.value.message


def test_write_atomically_writes_exact_bytes(tmp_path: Path) -> None:
    path = tmp_path / "component_config.yaml"
    path.write_text("old\n")
    write_atomically(path, "\ufeffname: x\r\nbuild_config: {}\r\n")
    assert path.read_bytes() == b"\xef\xbb\xbfname: x\r\nbuild_config: {}\r\n"
    assert os.listdir(tmp_path) == ["component_config.yaml"]


def test_read_migrate_write_round_trip(tmp_path: Path) -> None:
    path = tmp_path / "component_config.yaml"
    source = "\ufeff" + EARLIER_FULL.replace("\n", "\r\n")
    path.write_bytes(source.encode("utf-8"))
    result = migrate_text(read_text(path))
    write_atomically(path, result.migrated)
    assert path.read_bytes() == source.replace("python-pip   #", "uv-pip   #").encode("utf-8")


@pytest.mark.skipif(os.name != "posix", reason="POSIX permission bits")
@pytest.mark.parametrize("mode", [0o600, 0o640, 0o664, 0o755])
def test_write_atomically_keeps_the_mode(tmp_path: Path, mode: int) -> None:
    path = tmp_path / "component_config.yaml"
    path.write_text("old\n")
    path.chmod(mode)
    write_atomically(path, "new\n")
    assert path.read_text() == "new\n"
    assert stat.S_IMODE(path.stat().st_mode) == mode


@pytest.mark.skipif(os.name != "posix", reason="POSIX permission bits")
def test_write_atomically_new_file_follows_the_umask(tmp_path: Path) -> None:
    old = os.umask(0o027)
    try:
        write_atomically(tmp_path / "new.yaml", "x\n")
    finally:
        os.umask(old)
    assert stat.S_IMODE((tmp_path / "new.yaml").stat().st_mode) == 0o640


@pytest.mark.skipif(os.name != "posix", reason="symbolic links")
def test_write_atomically_keeps_a_symlink(tmp_path: Path) -> None:
    real = tmp_path / "real.yaml"
    real.write_text("old\n")
    link = tmp_path / "component_config.yaml"
    link.symlink_to(real)
    write_atomically(link, "new\n")
    assert link.is_symlink()
    assert real.read_text() == "new\n"


def test_write_atomically_leaves_nothing_behind_when_replace_fails(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "component_config.yaml"
    path.write_text("old\n")

    def fail(src: object, dst: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(os, "replace", fail)
    with pytest.raises(ComponentKitError, match="cannot write the file"):
        write_atomically(path, "new\n")
    assert path.read_text() == "old\n"
    assert os.listdir(tmp_path) == ["component_config.yaml"]


def test_write_atomically_leaves_nothing_behind_when_fsync_fails(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "component_config.yaml"
    path.write_text("old\n")

    def fail(fd: int) -> None:
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(os, "fsync", fail)
    with pytest.raises(ComponentKitError):
        write_atomically(path, "new\n")
    assert path.read_text() == "old\n"
    assert os.listdir(tmp_path) == ["component_config.yaml"]


def test_write_atomically_leaves_nothing_behind_when_encoding_fails(tmp_path: Path) -> None:
    path = tmp_path / "component_config.yaml"
    path.write_text("old\n")
    with pytest.raises(ComponentKitError):
        write_atomically(path, "name: \ud800\n")  # a lone surrogate cannot be UTF-8
    assert path.read_text() == "old\n"
    assert os.listdir(tmp_path) == ["component_config.yaml"]


def test_write_atomically_into_a_missing_directory(tmp_path: Path) -> None:
    with pytest.raises(ComponentKitError, match="cannot write the file"):
        write_atomically(tmp_path / "missing" / "c.yaml", "x\n")


def test_write_atomically_does_not_swallow_interrupts(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "component_config.yaml"
    path.write_text("old\n")

    def interrupt(src: object, dst: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(os, "replace", interrupt)
    with pytest.raises(KeyboardInterrupt):
        write_atomically(path, "new\n")
    assert os.listdir(tmp_path) == ["component_config.yaml"]


# --- import cost ----------------------------------------------------------------------------


def test_ruamel_is_not_imported_at_module_level() -> None:
    tree = ast.parse(Path(migrate_module.__file__).read_text(encoding="utf-8"))
    top_level = [node for node in tree.body if isinstance(node, (ast.Import, ast.ImportFrom))]
    names = [
        alias.name for node in top_level if isinstance(node, ast.Import) for alias in node.names
    ]
    names += [node.module or "" for node in top_level if isinstance(node, ast.ImportFrom)]
    assert not [name for name in names if name.startswith("ruamel")]


def test_importing_migrate_loads_no_ruamel_module() -> None:
    # Whatever the package's __init__ imports, migrate itself adds no ruamel module.
    code = (
        "import sys, component_kit.config\n"
        "before = {m for m in sys.modules if m.startswith('ruamel')}\n"
        "import component_kit.config.migrate\n"
        "after = {m for m in sys.modules if m.startswith('ruamel')}\n"
        "print(sorted(after - before))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


# --- property-based -------------------------------------------------------------------------

WORDS = st.text(alphabet="abcdefghijklmnopqrstuvwxyz0123456789-._", min_size=1, max_size=12)
SAFE_WORDS = WORDS.filter(
    lambda w: w[0].isalpha() and w not in {"y", "n", "yes", "no", "on", "off"}
)


def quoted(draw: st.DrawFn, word: str) -> str:
    style = draw(st.sampled_from(["plain", "single", "double"]))
    return {"plain": word, "single": f"'{word}'", "double": f'"{word}"'}[style]


@st.composite
def earlier_form_documents(draw: st.DrawFn) -> str:
    """Component configurations in the earlier form, the current form or a mix of both."""
    step = draw(st.sampled_from([2, 3, 4]))
    pad = " " * step
    flow_bc = draw(st.booleans())
    comment_id = iter(range(10_000))

    def comment() -> str:
        return f"# c{next(comment_id)} {draw(SAFE_WORDS)}"

    def trailing() -> str:
        return f"  {comment()}" if draw(st.booleans()) else ""

    def leading(indent: str) -> list[str]:
        return [f"{indent}{comment()}"] if draw(st.booleans()) else []

    version_values = st.sampled_from(['"3.11"', "'3.10'", "3.12", "null", "~", '"3.9"'])
    provider_values = st.sampled_from(
        ["python-pip", "'python-pip'", '"python-pip"', "uv-pip", "conda", '"uv-pip"']
    )

    entries: list[tuple[str, list[str], str]] = []  # (key, block lines, flow text)
    if draw(st.booleans()):
        image = quoted(draw, f"debian:{draw(SAFE_WORDS)}")
        entries.append(("base_image", [f"base_image: {image}{trailing()}"], f"base_image: {image}"))
    if draw(st.booleans()):
        packages = draw(st.lists(SAFE_WORDS, min_size=1, max_size=3))
        block = ["extra_packages:"] + [f"{pad}- {p}{trailing()}" for p in packages]
        entries.append(("extra_packages", block, f"extra_packages: [{', '.join(packages)}]"))
    if draw(st.booleans()):
        value = draw(version_values)
        entries.append(
            ("python_version", [f"python_version: {value}{trailing()}"], f"python_version: {value}")
        )
    requirements = draw(st.sampled_from(["absent", "block", "flow", "null"]))
    if requirements != "absent":
        pairs = []
        if draw(st.integers(0, 9)) > 0:
            pairs.append(f"provider: {draw(provider_values)}")
        if draw(st.booleans()):
            pairs.append(f"python_version: {draw(version_values)}")
        if requirements == "null":
            entries.append(("requirements", [f"requirements:{trailing()}"], "requirements: null"))
        elif requirements == "block" and pairs and not flow_bc:
            block = [f"requirements:{trailing()}"]
            for pair in pairs:
                block += [pad + line for line in leading("")]
                block.append(f"{pad}{pair}{trailing()}")
            entries.append(("requirements", block, ""))
        else:
            flow = f"requirements: {{{', '.join(pairs)}}}"
            entries.append(("requirements", [flow + trailing()], flow))
    if draw(st.booleans()):
        steps = [
            "custom_build_steps:",
            f"{pad}- |",
            f"{pad}{pad}RUN echo {draw(SAFE_WORDS)}",
            f"{pad}{pad}RUN true",
        ]
        entries.append(("custom_build_steps", steps, 'custom_build_steps: ["RUN true"]'))
    if draw(st.booleans()):
        flag = draw(st.sampled_from(["true", "false"]))
        entries.append(
            ("skip_checks", [f"skip_checks: {flag}{trailing()}"], f"skip_checks: {flag}")
        )
    entries = draw(st.permutations(entries))

    lines: list[str] = leading("")
    lines.append(f"name: {quoted(draw, draw(SAFE_WORDS))}{trailing()}")
    if draw(st.booleans()):
        lines.append(f"version: '{draw(st.integers(0, 99))}.{draw(st.integers(0, 9))}'")
    build = draw(st.sampled_from(["present", "present", "present", "absent", "null"]))
    if build == "null":
        lines.append(f"build_config: null{trailing()}")
    elif build == "present" and flow_bc:
        flow_entries = [flow for key, _, flow in entries if flow]
        lines += leading("")
        lines.append(f"build_config: {{{', '.join(flow_entries)}}}{trailing()}")
    elif build == "present":
        lines += leading("")
        lines.append(f"build_config:{trailing()}")
        if not entries:
            lines[-1] = "build_config: {}"
        for _, block, _ in entries:
            lines += leading(pad)
            lines += [pad + line for line in block]
            if draw(st.integers(0, 4)) == 0:
                lines.append("")
    if draw(st.booleans()):
        lines += leading("")
        lines.append("metadata:")
        lines.append(f"{pad}owner: {quoted(draw, draw(SAFE_WORDS))}{trailing()}")
        lines.append(f"{pad}nested: {{provider: python-pip, python_version: '2.7'}}")
    newline = draw(st.sampled_from(["\n", "\r\n"]))
    bom = draw(st.sampled_from(["", "\ufeff"]))
    end = draw(st.sampled_from([newline, ""]))
    return bom + newline.join(lines) + end


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(earlier_form_documents())
def test_property_generated_documents(source: str) -> None:
    try:
        result = migrate_text(source)
    except MigrationError as error:
        # Only the refusals a human must decide; never a failed self-check.
        assert "could not rewrite this file safely" not in error.message, (error, source)
        assert "overlapping" not in error.message
        assert any(
            fragment in error.message
            for fragment in (
                "conflicts with",
                "provider is conda",
                "requirements is null",
                "spans several lines",
            )
        ), (error, source)
        return
    check_invariants(source, result)
    data = load(source)
    bc = data.get("build_config")
    needs = isinstance(bc, dict) and (
        "python_version" in bc
        or (
            isinstance(bc.get("requirements"), dict)
            and bc["requirements"].get("provider") == "python-pip"
        )
    )
    assert result.needed == needs


@st.composite
def damaged_documents(draw: st.DrawFn) -> str:
    text = draw(earlier_form_documents())
    for _ in range(draw(st.integers(1, 4))):
        if not text:
            break
        at = draw(st.integers(0, len(text)))
        action = draw(st.sampled_from(["insert", "delete", "replace"]))
        piece = draw(st.sampled_from([*":-{}[],#&*!|>'\"?\t\n\r %@`", "  ", "\n  "]))
        if action == "insert":
            text = text[:at] + piece + text[at:]
        elif action == "delete":
            text = text[:at] + text[at + 1 :]
        else:
            text = text[:at] + piece + text[at + 1 :]
    return text


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(damaged_documents())
def test_property_damaged_documents_raise_only_migration_error(source: str) -> None:
    try:
        result = migrate_text(source)
    except MigrationError as error:
        assert error.line >= 1 and error.column >= 1
        return
    again = migrate_text(result.migrated)
    assert again.migrated == result.migrated


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=200))
def test_property_any_text_raises_only_migration_error(source: str) -> None:
    try:
        migrate_text(source)
    except MigrationError as error:
        assert error.line >= 1 and error.column >= 1
