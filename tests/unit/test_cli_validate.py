"""`component validate` and `component schema`: output formats, exit codes, directory checks,
the committed JSON Schemas (staleness) and the absence of tracebacks on bad input."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml

from component_kit.cli import main
from component_kit.config import validate_file, validate_text
from component_kit.config.jsonschema import generate, schema_file_name, schema_text

SCHEMA_DIR = Path(__file__).resolve().parents[2] / "src" / "component_kit" / "config" / "schemas"
API = "def apply(inputs):\n    return inputs\n"


@pytest.fixture(autouse=True)
def _in_tmp(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)  # relative paths make the printed lines predictable
    monkeypatch.delenv("COMPONENT_KIT_DEBUG", raising=False)


def write(path: str, text: str | bytes) -> Path:
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(text, bytes):
        target.write_bytes(text)
    else:
        target.write_text(textwrap.dedent(text), encoding="utf-8")
    return target


def component(directory: str = "comp", config: str = "name: demo\n", api: str | None = API,
              **files: str | bytes) -> Path:
    write(f"{directory}/component_config.yaml", config)
    if api is not None:
        write(f"{directory}/component_api.py", api)
    for name, content in files.items():
        write(f"{directory}/{name}", content)
    return Path(directory)


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, list[str], str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out.splitlines(), err


def run_json(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, Any]:
    code = main([*argv, "--format", "json"])
    out, _ = capsys.readouterr()
    return code, json.loads(out)


# ------------------------------------------------------------------------ text output


def test_valid_file_text(capsys: pytest.CaptureFixture[str]) -> None:
    write("c.yaml", "name: x\n")
    code, lines, err = run(capsys, "validate", "c.yaml")
    assert (code, lines, err) == (0, ["c.yaml: valid (current form): 0 errors, 0 warnings"], "")


def test_invalid_file_text_lines_exactly(capsys: pytest.CaptureFixture[str]) -> None:
    write("c.yaml", "name: 1\nversion: ''\nbuild_config:\n  base_imag: debian\n")
    code, lines, _ = run(capsys, "validate", "c.yaml")
    assert code == 1
    assert lines == [
        'c.yaml:1:7: error[wrong-type]: `name` must be a string, but YAML read `1` as an '
        'integer; quote it to keep it as text: "1"',
        "c.yaml:2:10: error[empty-value]: `version` must not be empty; give it a value",
        "c.yaml:4:3: error[unknown-key]: unknown key `base_imag` in build_config; did you "
        "mean `base_image`?",
        "c.yaml: invalid (current form): 3 errors, 0 warnings",
    ]


def test_warnings_follow_errors_and_keep_exit_zero(capsys: pytest.CaptureFixture[str]) -> None:
    write("c.yaml", "name: x\nbuild_config:\n  base_image: alpine\n  python_version: '3.11'\n")
    code, lines, _ = run(capsys, "validate", "c.yaml")
    assert code == 0
    report = validate_file(Path("c.yaml"))
    assert lines == [
        *(f"c.yaml:{w.line}:{w.column}: warning[{w.code}]: {w.message}" for w in report.warnings),
        "c.yaml: valid (current form): 0 errors, 2 warnings",
    ]
    assert [line.split(": ")[1] for line in lines[:2]] == [
        "warning[non-debian-base-image]",
        "warning[deprecated-field]",
    ]


def test_errors_then_warnings_in_one_report(capsys: pytest.CaptureFixture[str]) -> None:
    write("c.yaml", "name: x\nversion: 2\nbuild_config:\n  base_image: fedora\n  skip_checks: 1\n")
    code, lines, _ = run(capsys, "validate", "c.yaml")
    # A config with errors gets no cross-field warnings; errors print in file order.
    assert code == 1
    assert [line.split(": ")[0:2] for line in lines[:-1]] == [
        ["c.yaml:2:10", "error[wrong-type]"],
        ["c.yaml:5:16", "error[wrong-type]"],
    ]
    assert lines[-1] == "c.yaml: invalid (current form): 2 errors, 0 warnings"


def test_summary_names_the_detected_form(capsys: pytest.CaptureFixture[str]) -> None:
    write("old.yaml", "name: x\nbuild_config:\n  requirements: {provider: python-pip}\n")
    write("bad-old.yaml",
          "name: x\nenv: {}\nbuild_config:\n  requirements: {provider: python-pip}\n")
    code, lines, _ = run(capsys, "validate", "old.yaml", "bad-old.yaml")
    assert code == 1
    assert lines[0] == "old.yaml: valid (earlier form): 0 errors, 0 warnings"
    assert lines[1].startswith("bad-old.yaml:2:1: error[unknown-key]: unknown key `env`")
    assert lines[2] == "bad-old.yaml: invalid (earlier form): 1 error, 0 warnings"


@pytest.mark.parametrize(
    ("form", "code", "summary"),
    [
        ("auto", 0, "c.yaml: valid (earlier form): 0 errors, 0 warnings"),
        ("earlier", 0, "c.yaml: valid (earlier form): 0 errors, 0 warnings"),
        ("current", 1, "c.yaml: invalid (current form): 1 error, 0 warnings"),
    ],
)
def test_form_option(capsys: pytest.CaptureFixture[str], form: str, code: int,
                     summary: str) -> None:
    write("c.yaml", "name: x\nbuild_config:\n  requirements: {provider: python-pip}\n")
    got, lines, _ = run(capsys, "validate", "c.yaml", "--form", form)
    assert (got, lines[-1]) == (code, summary)
    if code:
        assert lines[0].startswith("c.yaml:3:28: error[invalid-provider]: ")


def test_several_paths_each_get_a_summary(capsys: pytest.CaptureFixture[str]) -> None:
    write("a.yaml", "name: a\n")
    write("b.yaml", "name: [b]\n")
    write("c.yaml", "name: c\n")
    code, lines, _ = run(capsys, "validate", "a.yaml", "b.yaml", "c.yaml")
    assert code == 1  # any invalid path makes the run invalid
    assert lines == [
        "a.yaml: valid (current form): 0 errors, 0 warnings",
        "b.yaml:1:7: error[wrong-type]: `name` must be a string, but YAML read a list",
        "b.yaml: invalid (current form): 1 error, 0 warnings",
        "c.yaml: valid (current form): 0 errors, 0 warnings",
    ]


def test_missing_file(capsys: pytest.CaptureFixture[str]) -> None:
    code, lines, _ = run(capsys, "validate", "nope.yaml")
    assert code == 1
    assert lines == [
        "nope.yaml:1:1: error[file-not-found]: nope.yaml no such file",
        "nope.yaml: invalid (current form): 1 error, 0 warnings",
    ]


@pytest.mark.parametrize(
    ("raw", "first"),
    [
        (b"", "c.yaml:1:1: error[empty-file]: "),
        (b"- a\n", "c.yaml:1:1: error[not-a-mapping]: "),
        (b"name: x\nname: y\n", "c.yaml:2:1: error[duplicate-key]: "),
        (b"name: !!python/object:os.system x\n", "c.yaml:1:7: error[unsupported-tag]: "),
        (b"name: x\n\xff\n", "c.yaml:2:1: error[not-utf8]: "),
        (b"name: [x\n", "c.yaml:2:1: error[yaml-syntax]: "),
    ],
)
def test_file_level_errors_are_printed_located(
    capsys: pytest.CaptureFixture[str], raw: bytes, first: str
) -> None:
    write("c.yaml", raw)
    code, lines, err = run(capsys, "validate", "c.yaml")
    assert code == 1 and err == ""
    assert lines[0].startswith(first)
    assert lines[1] == "c.yaml: invalid (current form): 1 error, 0 warnings"


def test_no_colour_when_not_a_terminal(capsys: pytest.CaptureFixture[str]) -> None:
    write("c.yaml", "name: 1\n")
    _, lines, _ = run(capsys, "validate", "c.yaml")
    assert not any("\033[" in line for line in lines)


# ------------------------------------------------------------------------ JSON output


def test_json_for_one_path_is_one_object(capsys: pytest.CaptureFixture[str]) -> None:
    write("c.yaml", "name: x\nbuild_config:\n  python_version: '3.11'\n")
    code, payload = run_json(capsys, "validate", "c.yaml")
    assert code == 0
    assert isinstance(payload, dict)
    assert list(payload) == ["path", "valid", "form", "config", "errors", "warnings"]
    assert payload["path"] == "c.yaml"
    assert payload["valid"] is True
    assert payload["form"] == "current"
    config = validate_file(Path("c.yaml")).config
    assert config is not None and payload["config"] == config.to_dict()
    assert payload["config"]["build_config"]["requirements"] == {
        "provider": "uv-pip", "python_version": "3.11",
    }
    assert payload["errors"] == []
    [warning] = payload["warnings"]
    assert set(warning) == {"code", "location", "line", "column", "message"}
    assert (warning["code"], warning["location"], warning["line"], warning["column"]) == (
        "deprecated-field", "build_config.python_version", 3, 3,
    )


def test_json_for_an_invalid_file(capsys: pytest.CaptureFixture[str]) -> None:
    write("c.yaml", "name: x\nbuild_config:\n  package_data:\n    - [/abs, /x]\n")
    code, payload = run_json(capsys, "validate", "c.yaml")
    assert code == 1
    assert payload["valid"] is False and payload["config"] is None
    assert [
        (e["code"], e["location"], e["line"], e["column"]) for e in payload["errors"]
    ] == [("absolute-path", "build_config.package_data[0][0]", 4, 8)]


def test_json_for_several_paths_is_a_list(capsys: pytest.CaptureFixture[str]) -> None:
    write("a.yaml", "name: a\n")
    write("b.yaml", "name: x\nbuild_config:\n  requirements: {provider: python-pip}\n")
    write("c.yaml", "version: '1'\n")
    code, payload = run_json(capsys, "validate", "a.yaml", "b.yaml", "c.yaml")
    assert code == 1
    assert isinstance(payload, list)
    assert [(r["path"], r["valid"], r["form"]) for r in payload] == [
        ("a.yaml", True, "current"),
        ("b.yaml", True, "earlier"),
        ("c.yaml", False, "current"),
    ]
    assert payload[1]["config"]["build_config"]["requirements"] == {"provider": "python-pip"}
    assert "env" not in payload[1]["config"]
    assert payload[2]["config"] is None
    assert [(e["code"], e["location"]) for e in payload[2]["errors"]] == [("missing-key", "")]


def test_json_for_two_valid_paths_exits_zero(capsys: pytest.CaptureFixture[str]) -> None:
    write("a.yaml", "name: a\n")
    write("b.yaml", "name: b\n")
    code, payload = run_json(capsys, "validate", "a.yaml", "b.yaml")
    assert code == 0 and [r["valid"] for r in payload] == [True, True]


# ------------------------------------------------------------------------- exit codes


@pytest.mark.parametrize(
    "argv",
    [
        ["validate", "--form", "newest", "c.yaml"],
        ["validate", "--format", "xml", "c.yaml"],
        ["validate", "--bogus", "c.yaml"],
        ["schema", "--form", "auto"],
        ["schema", "extra"],
        ["nonsense"],
        [],
    ],
)
def test_usage_errors_exit_2(capsys: pytest.CaptureFixture[str], argv: list[str]) -> None:
    write("c.yaml", "name: x\n")
    with pytest.raises(SystemExit) as info:
        main(argv)
    assert info.value.code == 2
    out, err = capsys.readouterr()
    assert out == "" and "usage:" in err


def test_usage_error_exit_code_from_the_command_line() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "component_kit.cli", "validate", "--form", "x"],
        capture_output=True, text=True, timeout=60, check=False,
    )
    assert result.returncode == 2
    assert "Traceback" not in result.stderr


def test_default_path_is_the_current_directory(capsys: pytest.CaptureFixture[str],
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    component("here")
    monkeypatch.chdir("here")
    code, lines, _ = run(capsys, "validate")
    assert code == 0
    assert lines == ["component_config.yaml: valid (current form): 0 errors, 0 warnings"]


# ------------------------------------------------------------------- directory checks


def test_valid_component_directory(capsys: pytest.CaptureFixture[str]) -> None:
    component(
        config="name: demo\nbuild_config:\n  package_data:\n    - [data, /opt/data]\n"
        "    - [model.bin, /opt/model.bin]\n    - [../shared, /opt/shared]\n",
        **{"data/a.txt": "a", "model.bin": b"\x00\x01", "component_requirements.txt": "numpy\n"},
    )
    write("shared/x", "x")
    code, lines, _ = run(capsys, "validate", "comp")
    assert (code, lines) == (0, ["comp/component_config.yaml: valid (current form): 0 errors, "
                                 "0 warnings"])


def test_directory_without_config(capsys: pytest.CaptureFixture[str]) -> None:
    write("empty/component_api.py", API)
    code, lines, _ = run(capsys, "validate", "empty")
    assert code == 1
    assert lines[0].startswith("empty/component_config.yaml:1:1: error[file-not-found]: ")


def test_missing_api_module(capsys: pytest.CaptureFixture[str]) -> None:
    component(api=None)
    code, lines, _ = run(capsys, "validate", "comp")
    assert code == 1
    assert lines[0].startswith("comp/component_api.py:1:1: error[missing-api-module]: "
                               "component_api.py is missing from comp")
    assert lines[1] == "comp/component_config.yaml: invalid (current form): 1 error, 0 warnings"


@pytest.mark.parametrize(
    ("api", "line", "column"),
    [
        ("def apply(inputs)\n    return inputs\n", 1, 18),
        ("import os\n\ndef apply(:\n    pass\n", 3, 11),
        ("def apply(inputs):\nreturn inputs\n", 2, 1),
    ],
)
def test_api_syntax_error_is_located(capsys: pytest.CaptureFixture[str], api: str, line: int,
                                     column: int) -> None:
    component(api=api)
    code, lines, _ = run(capsys, "validate", "comp")
    assert code == 1
    assert lines[0].startswith(
        f"comp/component_api.py:{line}:{column}: error[api-syntax-error]: "
        "component_api.py does not parse: "
    )
    code, payload = run_json(capsys, "validate", "comp")
    [error] = payload["errors"]
    assert (error["code"], error["file"], error["line"], error["column"]) == (
        "api-syntax-error", "comp/component_api.py", line, column,
    )


@pytest.mark.parametrize(
    "api",
    ["def run(inputs):\n    return inputs\n", "", "class A:\n    def apply(self): ...\n",
     "def outer():\n    def apply(x): ...\n", "# def apply(inputs): ...\n"],
)
def test_missing_apply(capsys: pytest.CaptureFixture[str], api: str) -> None:
    component(api=api)
    code, lines, _ = run(capsys, "validate", "comp")
    assert code == 1
    assert lines[0].startswith("comp/component_api.py:1:1: error[missing-apply]: ")


@pytest.mark.parametrize(
    "api",
    [
        API,
        "async def apply(inputs):\n    return inputs\n",
        "from impl import apply\n",
        "from impl import run as apply\n",
        "import apply\n",
        "def run(x):\n    return x\n\napply = run\n",
        "apply = lambda inputs: inputs\n",
        "from typing import Any\napply: Any = print\n",
        "apply, other = print, print\n",
        "try:\n    from fast import apply\nexcept ImportError:\n    def apply(x): return x\n",
        "if True:\n    def apply(x): return x\n",
        "class apply:\n    def __init__(self, inputs): ...\n",
        "from impl import *\n",
    ],
)
def test_apply_bindings_accepted(capsys: pytest.CaptureFixture[str], api: str) -> None:
    component(api=api)
    code, lines, _ = run(capsys, "validate", "comp")
    assert (code, lines[-1]) == (0, "comp/component_config.yaml: valid (current form): 0 "
                                    "errors, 0 warnings")


def test_missing_package_data_sources_are_located_at_their_entries(
    capsys: pytest.CaptureFixture[str],
) -> None:
    component(
        config="name: demo\nbuild_config:\n  package_data:\n    - [data, /opt/data]\n"
        "    - [present.txt, /opt/p]\n    - [gone/file.txt, /opt/g]\n",
        **{"present.txt": "x"},
    )
    code, lines, _ = run(capsys, "validate", "comp")
    assert code == 1
    assert lines[0].startswith("comp/component_config.yaml:4:8: error[missing-source]: "
                               "package_data source `data` does not exist")
    assert lines[1].startswith("comp/component_config.yaml:6:8: error[missing-source]: "
                               "package_data source `gone/file.txt` does not exist")
    assert lines[2] == "comp/component_config.yaml: invalid (current form): 2 errors, 0 warnings"
    _, payload = run_json(capsys, "validate", "comp")
    assert [(e["code"], e["location"], e["line"], e["column"]) for e in payload["errors"]] == [
        ("missing-source", "build_config.package_data[0][0]", 4, 8),
        ("missing-source", "build_config.package_data[2][0]", 6, 8),
    ]
    assert payload["config"] is None and payload["valid"] is False


def test_sources_are_relative_to_the_component_directory(
    capsys: pytest.CaptureFixture[str],
) -> None:
    write("data", "in the working directory, not the component's")
    component(config="name: demo\nbuild_config:\n  package_data: [[data, /opt/data]]\n")
    code, lines, _ = run(capsys, "validate", "comp")
    assert code == 1 and "error[missing-source]" in lines[0]


@pytest.mark.parametrize(
    ("name", "content", "config"),
    [
        ("component_requirements.txt", b"numpy\n\xff\xfe\n", "name: demo\n"),
        ("component_environment.yaml", b"\xe9\n",
         "name: demo\nbuild_config:\n  requirements: {provider: conda}\n"),
    ],
)
def test_non_utf8_requirements_file(capsys: pytest.CaptureFixture[str], name: str,
                                    content: bytes, config: str) -> None:
    component(config=config, **{name: content})
    code, lines, _ = run(capsys, "validate", "comp")
    assert code == 1
    assert lines[0] == (f"comp/{name}:1:1: error[unreadable-requirements]: cannot read "
                        f"{name}: it is not UTF-8 text")


def test_unreadable_requirements_file(capsys: pytest.CaptureFixture[str]) -> None:
    component()
    Path("comp/component_requirements.txt").mkdir()  # unreadable as a file, even for root
    code, lines, _ = run(capsys, "validate", "comp")
    assert code == 1
    assert lines[0].startswith("comp/component_requirements.txt:1:1: "
                               "error[unreadable-requirements]: cannot read "
                               "component_requirements.txt: ")


def test_requirements_file_of_the_other_provider_is_ignored(
    capsys: pytest.CaptureFixture[str],
) -> None:
    component(**{"component_environment.yaml": b"\xff"})  # pip provider: not read
    code, _, _ = run(capsys, "validate", "comp")
    assert code == 0


def test_invalid_config_and_broken_api_are_both_reported(
    capsys: pytest.CaptureFixture[str],
) -> None:
    component(config="name: 1\n", api="def apply(:\n")
    code, lines, _ = run(capsys, "validate", "comp")
    assert code == 1
    assert [line.split(": ")[0:2] for line in lines[:-1]] == [
        ["comp/component_config.yaml:1:7", "error[wrong-type]"],
        ["comp/component_api.py:1:11", "error[api-syntax-error]"],
    ]
    assert lines[-1] == "comp/component_config.yaml: invalid (current form): 2 errors, 0 warnings"


def test_skip_checks_skips_the_api_checks_but_not_the_file(
    capsys: pytest.CaptureFixture[str],
) -> None:
    config = "name: demo\nbuild_config:\n  skip_checks: true\n"
    component("broken", config=config, api="def apply(:\n")
    component("missing", config=config, api=None)
    code, lines, _ = run(capsys, "validate", "broken", "missing")
    assert lines[0] == "broken/component_config.yaml: valid (current form): 0 errors, 0 warnings"
    assert lines[1].startswith("missing/component_api.py:1:1: error[missing-api-module]: ")
    assert code == 1


def test_directories_and_files_mixed_in_json(capsys: pytest.CaptureFixture[str]) -> None:
    component(api=None)
    write("c.yaml", "name: x\n")
    code, payload = run_json(capsys, "validate", "comp", "c.yaml")
    assert code == 1
    assert [(r["path"], r["valid"]) for r in payload] == [
        ("comp/component_config.yaml", False),
        ("c.yaml", True),
    ]
    [error] = payload[0]["errors"]
    assert error["code"] == "missing-api-module" and error["file"] == "comp/component_api.py"


# ----------------------------------------------------------------------------- schema


def _objects(node: Any, where: str = "#") -> Iterator[tuple[str, dict[str, Any]]]:
    if isinstance(node, dict):
        kind = node.get("type")
        if kind == "object" or (isinstance(kind, list) and "object" in kind):
            yield where, node
        for key, value in node.items():
            yield from _objects(value, f"{where}/{key}")
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from _objects(value, f"{where}/{index}")


@pytest.mark.parametrize("form", ["current", "earlier"])
def test_schema_command_prints_the_committed_schema(capsys: pytest.CaptureFixture[str],
                                                    form: str) -> None:
    code = main(["schema", "--form", form])
    out, err = capsys.readouterr()
    assert (code, err) == (0, "")
    assert out == (SCHEMA_DIR / schema_file_name(form)).read_text(encoding="utf-8")
    assert out == schema_text(form)  # type: ignore[arg-type]
    schema = json.loads(out)
    assert schema["$schema"] == "http://json-schema.org/draft-07/schema#"
    assert form in schema["title"]


def test_schema_default_form_is_current(capsys: pytest.CaptureFixture[str]) -> None:
    main(["schema"])
    assert json.loads(capsys.readouterr().out)["title"] == "component_config.yaml (current form)"


@pytest.mark.parametrize("form", ["current", "earlier"])
def test_committed_schema_is_not_stale(form: str) -> None:
    committed = (SCHEMA_DIR / schema_file_name(form)).read_text(encoding="utf-8")
    assert committed == generate(form), (  # type: ignore[arg-type]
        f"src/component_kit/config/schemas/{schema_file_name(form)} is stale; regenerate it "
        "with `python -m component_kit.config.jsonschema`"
    )


@pytest.mark.parametrize("form", ["current", "earlier"])
def test_every_fixed_object_forbids_additional_properties(form: str) -> None:
    schema = json.loads(generate(form))  # type: ignore[arg-type]
    objects = dict(_objects(schema))
    assert "#" in objects and "#/properties/build_config" in objects
    for where, node in objects.items():
        assert "additionalProperties" in node, where
        if "properties" in node:
            assert node["additionalProperties"] is False, where
        else:  # a map (env, build_env, metadata): its values are described instead
            assert isinstance(node["additionalProperties"], dict), where
    variants = schema["properties"]["build_config"]["properties"]["requirements"]["oneOf"]
    assert all(v["additionalProperties"] is False for v in variants)


def test_schemas_differ_as_the_forms_do() -> None:
    current = json.loads(generate("current"))
    earlier = json.loads(generate("earlier"))
    assert set(current["properties"]) - set(earlier["properties"]) == {"env"}
    build_c = set(current["properties"]["build_config"]["properties"])
    build_e = set(earlier["properties"]["build_config"]["properties"])
    assert build_c - build_e == {"python_version", "inherit_base_image_packages",
                                 "host_credentials", "build_env"}
    assert current["required"] == earlier["required"] == ["name"]


# ------------------------------------------------ configs against the JSON Schema


jsonschema = pytest.importorskip("jsonschema")

VALID_CONFIGS = [
    ("current", "name: x\n"),
    ("current", "name: x\nbuild_config: null\n"),
    ("current", "name: x\nbuild_config:\n  package_data: null\n  custom_build_steps: null\n"),
    ("current", textwrap.dedent("""\
        name: demo
        version: "1.0"
        description: d
        build_config:
          base_image: ubuntu:24.04
          target_platform: linux/arm/v7
          extra_packages: [curl, "libssl3=3.0.11-1~deb12u2"]
          package_data: [[data, /opt/data]]
          custom_build_steps: ["RUN echo hi"]
          python_version: null
          inherit_base_image_packages: true
          requirements: {provider: uv-pip, python_version: null}
          host_credentials:
            - {host: pypi.example.com, secret_id: tok}
            - {host: git.example.com, secret_id: git.tok, username: me}
          build_env: {PIP_INDEX_URL: "https://pypi.example.com/simple"}
          skip_checks: false
        env: {A: b}
        metadata: {any: [1, {nested: true}]}
        """)),
    ("current",
     "name: x\nbuild_config:\n  requirements: {provider: uv-pip, python_version: '3.12'}\n"),
    ("current", "name: x\nbuild_config:\n  requirements: {provider: conda}\n"),
    ("current", "name: x\nbuild_config:\n  python_version: '3.11'\n"),
    ("earlier", "name: x\nbuild_config:\n  requirements: {provider: python-pip}\n"),
    ("earlier", "name: x\nbuild_config:\n  requirements: {provider: conda}\n  skip_checks: true\n"),
]

# Invalid in ways the JSON Schema can express: it must refuse them too.
INVALID_CONFIGS = [
    ("current", "version: '1'\n"),
    ("current", "name: ''\n"),
    ("current", "name: 1\n"),
    ("current", "name: x\nversion: ''\n"),
    ("current", f"name: x\nversion: '{'v' * 129}'\n"),
    ("current", "name: x\nbogus: 1\n"),
    ("current", "name: x\nbuild_config:\n  bogus: 1\n"),
    ("current", "name: x\nbuild_config:\n  requirements: {provider: python-pip}\n"),
    ("current", "name: x\nbuild_config:\n  requirements: {provider: uv-pip, bogus: 1}\n"),
    ("current", "name: x\nbuild_config:\n  requirements: {provider: conda, python_version: '3'}\n"),
    ("current", "name: x\nbuild_config:\n  package_data: [[a]]\n"),
    ("current", "name: x\nbuild_config:\n  package_data: [[a, b, c]]\n"),
    ("current", "name: x\nbuild_config:\n  skip_checks: 'true'\n"),
    ("current", "name: x\nbuild_config:\n  target_platform: linux/mips\n"),
    ("current", "name: x\nbuild_config:\n  extra_packages: ['a b']\n"),
    ("current", "name: x\nbuild_config:\n  python_version: '3'\n"),
    ("current", "name: x\nbuild_config:\n  host_credentials: [{host: h}]\n"),
    ("current", "name: x\nbuild_config:\n  host_credentials: [{host: h, secret_id: 'a b'}]\n"),
    ("current", "name: x\nbuild_config:\n  host_credentials: [{host: h, secret_id: s, x: 1}]\n"),
    ("current", "name: x\nenv: {1BAD: x}\n"),
    ("current", "name: x\nenv: {A: 1}\n"),
    ("current", "name: x\nbuild_config:\n  build_env: {A-B: x}\n"),
    ("current", "name: x\nmetadata: [1]\n"),
    ("earlier", "name: x\nenv: {A: b}\n"),
    ("earlier", "name: x\nbuild_config:\n  build_env: {}\n"),
    ("earlier", "name: x\nbuild_config:\n  requirements: {provider: uv-pip}\n"),
    ("earlier",
     "name: x\nbuild_config:\n  requirements: {provider: python-pip, python_version: '3.1'}\n"),
]


def _validator(form: str) -> Any:
    schema = json.loads(generate(form))  # type: ignore[arg-type]
    jsonschema.Draft7Validator.check_schema(schema)
    return jsonschema.Draft7Validator(schema)


@pytest.mark.parametrize("form", ["current", "earlier"])
def test_generated_schemas_are_valid_draft_07(form: str) -> None:
    _validator(form)


@pytest.mark.parametrize(("form", "text"), VALID_CONFIGS)
def test_valid_configs_pass_the_json_schema(form: str, text: str) -> None:
    assert validate_text(text, Path("c.yaml"), form).valid  # type: ignore[arg-type]
    errors = list(_validator(form).iter_errors(yaml.safe_load(text)))
    assert errors == []


@pytest.mark.parametrize(("form", "text"), INVALID_CONFIGS)
def test_invalid_configs_fail_the_json_schema_too(form: str, text: str) -> None:
    assert not validate_text(text, Path("c.yaml"), form).valid  # type: ignore[arg-type]
    assert list(_validator(form).iter_errors(yaml.safe_load(text))) != []


def test_normalized_configs_pass_the_json_schema() -> None:
    for form, text in VALID_CONFIGS:
        report = validate_text(text, Path("c.yaml"), form)  # type: ignore[arg-type]
        assert report.config is not None
        assert list(_validator(form).iter_errors(report.config.to_dict())) == [], text


# ----------------------------------------------------------------- no tracebacks, ever


BAD_INPUTS: dict[str, bytes] = {
    "empty.yaml": b"",
    "spaces.yaml": b"   \n\n",
    "list.yaml": b"- a\n- b\n",
    "scalar.yaml": b"just text\n",
    "syntax.yaml": b"name: [unclosed\n",
    "tabs.yaml": b"name: x\nbuild_config:\n\tbase_image: x\n",
    "dup.yaml": b"name: a\nname: b\n",
    "tag.yaml": b"name: !!python/object/apply:os.system ['echo pwned']\n",
    "custom-tag.yaml": b"name: !vault x\n",
    "binary-tag.yaml": b"name: x\nmetadata: {b: !!binary aGk=}\n",
    "bomb.yaml": (
        b'a: &a ["l","l","l","l","l","l","l","l","l"]\n'
        + b"".join(
            f"{chr(98 + i)}: &{chr(98 + i)} [".encode()
            + b",".join([f"*{chr(97 + i)}".encode()] * 9)
            + b"]\n"
            for i in range(9)
        )
    ),
    "recursive.yaml": b"name: x\nmetadata: &m\n  m: *m\n",
    "deep.yaml": b"[" * 100_000,
    "deep-map.yaml": b"name: x\nmetadata: " + b"{a: " * 10_000,
    "big.yaml": b"name: x\ndescription: " + b"x" * 3_000_000 + b"\n",
    "utf16.yaml": "name: x\n".encode("utf-16"),
    "latin1.yaml": "name: café\n".encode("latin-1"),
    "nul.yaml": b"name: x\x00\n",
    "garbage.bin": bytes(range(256)) * 64,
    "elf.bin": b"\x7fELF\x02\x01\x01\x00" + bytes(500),
    "multi.yaml": b"name: a\n---\nname: b\n",
    "complex-key.yaml": b"? [a]\n: b\n",
    "merge.yaml": b"name: x\nbuild_config:\n  <<: 5\n",
    "nan.yaml": b"name: x\nmetadata: {v: .nan}\n",
    "date.yaml": b"name: 2024-01-01\nmetadata: {d: 2024-01-01}\n",
    "null-keys.yaml": b"~: a\nname: x\nenv: {~: b}\n",
    "bool-keys.yaml": b"name: x\nenv: {yes: a, 1: b, 1.5: c}\n",
    "weird.yaml": "name: \u2028\x85\ufeff\nversion: \U0001f600\n".encode(),
    "surrogate.yaml": b"name: \xed\xa0\x80\n",
    "control.yaml": b"name: \x1b[31mred\n",
    "cr.yaml": b"name: x\rversion: yes\r",
    "long-key.yaml": b"k" * 5000 + b": 1\n",
    "anchor-only.yaml": b"&a\n",
    "directive.yaml": b"%YAML 1.1\n%TAG ! tag:x,2000:\n---\nname: !a x\n",
    "bad-types.yaml": (
        b"name: [1]\nversion: {a: 1}\nbuild_config:\n  package_data: [1, [a], [/a, b, c]]\n"
        b"  host_credentials: [1, {}, {host: 'h/x', secret_id: ' '}]\n"
        b"  requirements: {provider: [1]}\n  extra_packages: {a: 1}\n"
    ),
}


def _run_cli(*argv: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k != "COMPONENT_KIT_DEBUG"}
    return subprocess.run(
        [sys.executable, "-m", "component_kit.cli", *argv],
        capture_output=True, text=True, timeout=120, check=False, env=env,
    )


@pytest.mark.parametrize("output", ["text", "json"])
def test_bad_inputs_never_print_a_traceback(tmp_path: Path, output: str) -> None:
    for name, raw in BAD_INPUTS.items():
        (tmp_path / name).write_bytes(raw)
    names = sorted(BAD_INPUTS)
    result = _run_cli("validate", "--format", output, *names)
    for stream in (result.stdout, result.stderr):
        assert "Traceback" not in stream
        assert "internal error" not in stream
    assert result.returncode == 1, result.stderr
    if output == "json":
        payload = json.loads(result.stdout)
        assert [r["path"] for r in payload] == names
        for report in payload:
            assert report["valid"] is False, report["path"]
            for error in report["errors"]:
                assert error["line"] >= 1 and error["column"] >= 1
    else:
        summaries = [line for line in result.stdout.splitlines() if ": invalid (" in line]
        assert len(summaries) == len(names)


def test_bad_component_directories_never_print_a_traceback(tmp_path: Path) -> None:
    cases = {
        "nul-api": {"component_config.yaml": b"name: x\n", "component_api.py": b"x = '\x00'\n"},
        "latin1-api": {"component_config.yaml": b"name: x\n", "component_api.py": b"x = '\xe9'\n"},
        "binary-api": {"component_config.yaml": b"name: x\n",
                       "component_api.py": bytes(range(256))},
        "dir-api": {"component_config.yaml": b"name: x\n", "component_api.py/x": b""},
        "dir-config": {"component_config.yaml/x": b"", "component_api.py": API.encode()},
        "bad-reqs": {"component_config.yaml": b"name: x\n", "component_api.py": API.encode(),
                     "component_requirements.txt": b"\xff\xfe"},
        "bomb": {"component_config.yaml": BAD_INPUTS["bomb.yaml"], "component_api.py": b""},
        "source-loop": {
            "component_config.yaml": b"name: x\nbuild_config:\n  package_data: [[loop, /x]]\n",
            "component_api.py": API.encode(),
        },
    }
    for directory, files in cases.items():
        for name, raw in files.items():
            path = tmp_path / directory / name
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(raw)
    (tmp_path / "source-loop" / "loop").symlink_to("loop")
    result = _run_cli("validate", *sorted(cases))
    assert "Traceback" not in result.stdout + result.stderr
    assert "internal error" not in result.stdout + result.stderr
    assert result.returncode == 1
    summaries = [line for line in result.stdout.splitlines() if ": invalid (" in line]
    assert len(summaries) == len(cases)
