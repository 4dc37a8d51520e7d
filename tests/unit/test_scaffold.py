"""Tests of ``component init``'s scaffold."""

from __future__ import annotations

import importlib.util
import json
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml

import component_kit.runtime
from component_kit.build.scaffold import SCAFFOLD_FILES, render_config, scaffold_component
from component_kit.config import ComponentConfig, load_config
from component_kit.errors import ComponentKitError, ScaffoldError

RUNTIME = Path(component_kit.runtime.__file__).with_name("component_runtime.py")

# A commented-out field line: "# key: ..." or "#   key: ..." (not an explanation).
FIELD_LINE = re.compile(r"^# ( *)([a-z_]+):( |$)")


def test_writes_three_files(tmp_path: Path) -> None:
    target = tmp_path / "new" / "comp"
    written = scaffold_component(target, "my-component")
    assert written == [target / name for name in SCAFFOLD_FILES]
    assert [p.name for p in written] == [
        "component_config.yaml",
        "component_api.py",
        "component_requirements.txt",
    ]
    for path in written:
        assert path.is_file()
    requirements = (target / "component_requirements.txt").read_text()
    assert requirements.startswith("#")
    assert all(line.startswith("#") for line in requirements.splitlines())


@pytest.mark.parametrize(
    "name",
    ["my-component", "1.0", "yes", "null", "with: colon # and hash", 'quo"te\\', "naïve ✓"],
)
def test_config_parses_and_has_the_name(tmp_path: Path, name: str) -> None:
    scaffold_component(tmp_path, name)
    data = yaml.safe_load((tmp_path / "component_config.yaml").read_text(encoding="utf-8"))
    assert data == {"name": name}


def test_config_is_valid_for_component_kit(tmp_path: Path) -> None:
    scaffold_component(tmp_path, "demo")
    loaded = load_config(tmp_path)
    assert loaded.config.name == "demo"
    assert loaded.form == "current"
    assert loaded.warnings == ()


def uncomment_fields(text: str) -> str:
    """Uncomment every commented-out field (and its nested lines); keep explanations."""
    out = []
    for line in text.splitlines():
        if FIELD_LINE.match(line) or line.startswith("#   "):
            out.append(line[2:])
        else:
            out.append(line)
    return "\n".join(out) + "\n"


def test_every_field_is_shown_with_its_default(tmp_path: Path) -> None:
    """Uncommenting everything gives exactly the defaults of every current-form field."""
    text = render_config("demo")
    full = uncomment_fields(text)
    data: dict[str, Any] = yaml.safe_load(full)
    expected = ComponentConfig(name="demo").to_dict()
    assert data == expected
    # ... and component-kit accepts that file too (the deprecated alias gives no error).
    path = tmp_path / "component_config.yaml"
    path.write_text(full, encoding="utf-8")
    assert load_config(path).config == ComponentConfig(name="demo")


def test_every_field_has_a_comment() -> None:
    lines = render_config("demo").splitlines()
    for index, line in enumerate(lines):
        match = FIELD_LINE.match(line) or re.match(r"^()(name):", line)
        if match is None or line.startswith("#     "):  # requirements' own sub-keys
            continue
        previous = lines[index - 1]
        assert previous.startswith("#"), f"no comment before {line!r}"
        assert not FIELD_LINE.match(previous), f"no explanation before {line!r}"


def test_refuses_to_overwrite(tmp_path: Path) -> None:
    (tmp_path / "component_api.py").write_text("# mine\n")
    with pytest.raises(ScaffoldError) as info:
        scaffold_component(tmp_path, "demo")
    err = info.value
    assert isinstance(err, ComponentKitError)
    assert "component_api.py" in err.message
    assert err.hint
    # Nothing was written, and the existing file is untouched.
    assert sorted(p.name for p in tmp_path.iterdir()) == ["component_api.py"]
    assert (tmp_path / "component_api.py").read_text() == "# mine\n"


def test_second_run_refuses(tmp_path: Path) -> None:
    scaffold_component(tmp_path, "demo")
    before = {p.name: p.read_text() for p in tmp_path.iterdir()}
    with pytest.raises(ScaffoldError, match="refusing to overwrite"):
        scaffold_component(tmp_path, "other")
    assert {p.name: p.read_text() for p in tmp_path.iterdir()} == before


def test_directory_is_a_file(tmp_path: Path) -> None:
    target = tmp_path / "file"
    target.write_text("x")
    with pytest.raises(ScaffoldError, match="not a directory"):
        scaffold_component(target, "demo")


@pytest.mark.parametrize("name", ["", "tab\tname", "new\nline"])
def test_rejects_bad_names(tmp_path: Path, name: str) -> None:
    with pytest.raises(ScaffoldError) as info:
        scaffold_component(tmp_path, name)
    assert info.value.hint
    assert list(tmp_path.iterdir()) == []


def _load_api(path: Path) -> Any:
    spec = importlib.util.spec_from_file_location("scaffolded_component_api", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_api_apply_works(tmp_path: Path) -> None:
    scaffold_component(tmp_path, "demo")
    module = _load_api(tmp_path / "component_api.py")
    assert module.apply({"a": 1, "b": 2.5, "flag": True, "note": "hi"}) == {
        "result": 3.5,
        "numbers": ["a", "b"],
        "echo": {"flag": True, "note": "hi"},
    }
    assert module.apply({}) == {"result": 0, "numbers": [], "echo": {}}
    with pytest.raises(TypeError, match="JSON object"):
        module.apply([1, 2])
    assert module.__doc__
    assert module.apply.__doc__


def test_api_passes_the_runtime_check_and_applies(tmp_path: Path) -> None:
    scaffold_component(tmp_path, "demo")
    env = {**os.environ, "COMPONENT_API_PATH": str(tmp_path / "component_api.py")}

    def runtime(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, str(RUNTIME), *args],
            env=env,
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
        )

    check = runtime("check")
    assert check.returncode == 0, check.stderr
    applied = runtime("apply", '{"x": 2, "y": 3, "label": "sum"}')
    assert applied.returncode == 0, applied.stderr
    assert json.loads(applied.stdout) == {
        "result": 5,
        "numbers": ["x", "y"],
        "echo": {"label": "sum"},
    }
