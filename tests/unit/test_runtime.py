"""Tests of the in-image program ``runtime/component_runtime.py``, run as a subprocess."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from collections.abc import Callable
from pathlib import Path

import pytest

import component_kit.runtime

RUNTIME = Path(component_kit.runtime.__file__).with_name("component_runtime.py")
CHECK_PREFIX = "component-kit-error[api-check]: "

Run = Callable[..., subprocess.CompletedProcess[str]]


@pytest.fixture
def component(tmp_path: Path) -> Path:
    """A directory for component_api.py, plus a component.json beside it."""
    directory = tmp_path / "component"
    directory.mkdir()
    (tmp_path / "component.json").write_text(
        json.dumps(
            {
                "name": "demo",
                "version": "1.2.3",
                "description": "A démo",
                "metadata": {"team": "x", "tags": [1, 2]},
            }
        ),
        encoding="utf-8",
    )
    return directory


def write_api(directory: Path, source: str) -> Path:
    path = directory / "component_api.py"
    path.write_text(textwrap.dedent(source), encoding="utf-8")
    return path


@pytest.fixture
def run(component: Path) -> Run:
    def run(
        *args: str, stdin: str | None = None, cwd: Path | None = None
    ) -> subprocess.CompletedProcess[str]:
        env = {
            **os.environ,
            "COMPONENT_API_PATH": str(component / "component_api.py"),
            "COMPONENT_INFO_PATH": str(component.parent / "component.json"),
        }
        return subprocess.run(
            [sys.executable, str(RUNTIME), *args],
            env=env,
            cwd=cwd or component.parent,
            input=stdin if stdin is not None else "",
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
        )

    return run


SYNC_API = """
    def apply(inputs):
        print("noise from the component")
        return {"sum": inputs["a"] + inputs["b"]}
    """


# --- check --------------------------------------------------------------------------------


def test_check_passes(component: Path, run: Run) -> None:
    write_api(component, SYNC_API)
    proc = run("check")
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "component-kit: API check passed"
    assert not (component / "__pycache__").exists()


def test_check_passes_for_async_apply_with_defaults(component: Path, run: Run) -> None:
    write_api(
        component,
        """
        async def apply(inputs, *, verbose=False, retries=3):
            return inputs
        """,
    )
    assert run("check").returncode == 0


def test_check_imports_siblings_from_the_module_directory(component: Path, run: Run) -> None:
    (component / "helper.py").write_text("VALUE = 41\n")
    write_api(component, "import helper\n\ndef apply(inputs):\n    return helper.VALUE + 1\n")
    proc = run("check", cwd=Path("/"))
    assert proc.returncode == 0, proc.stderr
    assert run("apply", "null").stdout.strip() == "42"


def test_check_broken_import(component: Path, run: Run) -> None:
    write_api(
        component,
        """
        import json

        def helper():
            raise RuntimeError("config missing")

        helper()

        def apply(inputs):
            return inputs
        """,
    )
    proc = run("check")
    assert proc.returncode == 1
    assert proc.stderr.startswith(CHECK_PREFIX)
    first = proc.stderr.splitlines()[0]
    assert "importing" in first
    assert "RuntimeError: config missing" in first
    # The user's traceback, without the runtime's or importlib's frames.
    assert "Traceback (most recent call last):" in proc.stderr
    assert 'component_api.py", line 7, in <module>' in proc.stderr
    assert 'component_api.py", line 5, in helper' in proc.stderr
    assert "component_runtime.py" not in proc.stderr
    assert "importlib" not in proc.stderr


def test_check_missing_dependency(component: Path, run: Run) -> None:
    write_api(component, "import ck_no_such_module_xyz\n\ndef apply(inputs):\n    return 1\n")
    proc = run("check")
    assert proc.returncode == 1
    assert proc.stderr.startswith(CHECK_PREFIX)
    assert "ModuleNotFoundError: No module named 'ck_no_such_module_xyz'" in proc.stderr


def test_check_syntax_error(component: Path, run: Run) -> None:
    write_api(component, "def apply(inputs)\n    return 1\n")
    proc = run("check")
    assert proc.returncode == 1
    assert proc.stderr.startswith(CHECK_PREFIX)
    assert "SyntaxError" in proc.stderr
    assert "line 1" in proc.stderr


def test_check_missing_apply(component: Path, run: Run) -> None:
    write_api(component, "def run(inputs):\n    return inputs\n")
    proc = run("check")
    assert proc.returncode == 1
    assert proc.stderr.startswith(CHECK_PREFIX)
    assert "defines no top-level `apply`" in proc.stderr


def test_check_apply_not_callable(component: Path, run: Run) -> None:
    write_api(component, "apply = 42\n")
    proc = run("check")
    assert proc.returncode == 1
    assert proc.stderr.startswith(CHECK_PREFIX)
    assert "not callable (it is a int)" in proc.stderr


@pytest.mark.parametrize(
    "signature",
    ["()", "(a, b)", "(*, inputs)", "(inputs, other, /)"],
)
def test_check_apply_wrong_arity(component: Path, run: Run, signature: str) -> None:
    write_api(component, f"def apply{signature}:\n    return 1\n")
    proc = run("check")
    assert proc.returncode == 1
    assert proc.stderr.startswith(CHECK_PREFIX)
    assert "cannot be called with one positional argument" in proc.stderr
    assert f"apply{signature}" in proc.stderr


def test_check_callable_class_instance(component: Path, run: Run) -> None:
    write_api(
        component,
        """
        class Handler:
            def __call__(self, inputs):
                return inputs

        apply = Handler()
        """,
    )
    assert run("check").returncode == 0


def test_check_missing_module_file(run: Run) -> None:
    proc = run("check")
    assert proc.returncode == 1
    assert proc.stderr.startswith(CHECK_PREFIX)
    assert "does not exist" in proc.stderr


# --- apply --------------------------------------------------------------------------------


def test_apply_sync(component: Path, run: Run) -> None:
    write_api(component, SYNC_API)
    proc = run("apply", '{"a": 2, "b": 3}')
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout) == {"sum": 5}
    # The component's own print went to stderr, keeping stdout pure JSON.
    assert "noise from the component" in proc.stderr


def test_apply_reads_stdin(component: Path, run: Run) -> None:
    write_api(component, SYNC_API)
    proc = run("apply", "-", stdin='{"a": 10, "b": -4}\n')
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout) == {"sum": 6}


def test_apply_async(component: Path, run: Run) -> None:
    write_api(
        component,
        """
        import asyncio

        async def apply(inputs):
            await asyncio.sleep(0)
            return {"echo": inputs, "async": True}
        """,
    )
    proc = run("apply", '["x", 1]')
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout) == {"echo": ["x", 1], "async": True}


def test_apply_returning_another_awaitable(component: Path, run: Run) -> None:
    write_api(
        component,
        """
        class Later:
            def __await__(self):
                if False:
                    yield
                return "done"

        def apply(inputs):
            return Later()
        """,
    )
    proc = run("apply", "{}")
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout) == "done"


SCHEMA_API = """
    class Model:
        # A tiny stand-in for a pydantic model.
        fields = ()

        def __init__(self, **values):
            self.values = values

        @classmethod
        def model_validate(cls, data):
            if isinstance(data, cls):
                return data
            if not isinstance(data, dict) or set(data) != set(cls.fields):
                raise ValueError(f"{cls.__name__} needs exactly the fields {list(cls.fields)}")
            return cls(**data)

        def model_dump(self, mode="python"):
            assert mode == "json"
            return dict(self.values, dumped_by=type(self).__name__)

    class InputSchema(Model):
        fields = ("x", "y")

    class OutputSchema(Model):
        fields = ("product", "dumped_by")

    class Result(Model):
        fields = ("product",)

    def apply(inputs):
        assert isinstance(inputs, InputSchema), type(inputs)
        return RESULT(inputs.values["x"] * inputs.values["y"])

    def as_model(product):
        return Result(product=product)

    def as_dict(product):
        return {"product": product, "dumped_by": "apply"}

    RESULT = @@result@@
    """


@pytest.mark.parametrize(
    ("result", "expected"),
    [
        # apply returns a model: model_dump, then OutputSchema validation, then model_dump.
        ("as_model", {"product": 12, "dumped_by": "OutputSchema"}),
        # apply returns a dict: OutputSchema validates it, then model_dump.
        ("as_dict", {"product": 12, "dumped_by": "OutputSchema"}),
    ],
)
def test_apply_with_schemas(
    component: Path, run: Run, result: str, expected: dict[str, object]
) -> None:
    write_api(component, SCHEMA_API.replace("@@result@@", result))
    proc = run("apply", '{"x": 3, "y": 4}')
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout) == expected


def test_apply_input_rejected_by_schema(component: Path, run: Run) -> None:
    write_api(component, SCHEMA_API.replace("@@result@@", "as_dict"))
    proc = run("apply", '{"x": 3}')
    assert proc.returncode == 2
    assert proc.stdout == ""
    assert proc.stderr.startswith("component-kit-error[input]: ")
    assert "InputSchema" in proc.stderr
    assert "needs exactly the fields ['x', 'y']" in proc.stderr


def test_apply_output_rejected_by_schema(component: Path, run: Run) -> None:
    source = SCHEMA_API.replace("@@result@@", "as_dict").replace(
        '"dumped_by": "apply"', '"extra": 1'
    )
    write_api(component, source)
    proc = run("apply", '{"x": 3, "y": 4}')
    assert proc.returncode == 1
    assert proc.stderr.startswith("component-kit-error[output]: ")
    assert "OutputSchema" in proc.stderr


def test_apply_model_dump_without_schemas(component: Path, run: Run) -> None:
    write_api(
        component,
        """
        class Out:
            def model_dump(self, mode="python"):
                return {"mode": mode}

        def apply(inputs):
            return Out()
        """,
    )
    proc = run("apply", "1")
    assert json.loads(proc.stdout) == {"mode": "json"}


def test_apply_bad_json(component: Path, run: Run) -> None:
    write_api(component, SYNC_API)
    proc = run("apply", "{'a': 1}")
    assert proc.returncode == 2
    assert proc.stdout == ""
    assert proc.stderr.startswith("component-kit-error[input]: ")
    assert "not valid JSON" in proc.stderr
    assert "line 1 column 2" in proc.stderr


def test_apply_bad_json_on_stdin(component: Path, run: Run) -> None:
    write_api(component, SYNC_API)
    proc = run("apply", "-", stdin="")
    assert proc.returncode == 2
    assert "standard input" in proc.stderr


def test_apply_exception_prints_traceback(component: Path, run: Run) -> None:
    write_api(
        component,
        """
        def apply(inputs):
            return inputs["missing"]
        """,
    )
    proc = run("apply", "{}")
    assert proc.returncode == 1
    assert proc.stdout == ""
    assert proc.stderr.startswith("component-kit-error[apply]: apply raised KeyError: 'missing'")
    assert "Traceback (most recent call last):" in proc.stderr
    assert 'component_api.py", line 3, in apply' in proc.stderr
    assert "component_runtime.py" not in proc.stderr


def test_apply_async_exception(component: Path, run: Run) -> None:
    write_api(
        component,
        """
        async def apply(inputs):
            raise ValueError("bad value")
        """,
    )
    proc = run("apply", "{}")
    assert proc.returncode == 1
    assert "ValueError: bad value" in proc.stderr
    assert "asyncio" not in proc.stderr


@pytest.mark.parametrize(
    ("returned", "what"),
    [("{1, 2}", "set"), ("float('nan')", "float"), ("object()", "object")],
)
def test_apply_result_not_json(component: Path, run: Run, returned: str, what: str) -> None:
    write_api(component, f"def apply(inputs):\n    return {returned}\n")
    proc = run("apply", "{}")
    assert proc.returncode == 1
    assert proc.stdout == ""
    assert proc.stderr.startswith("component-kit-error[output]: ")
    assert f"({what}) cannot be written as JSON" in proc.stderr


def test_apply_wrong_arity(component: Path, run: Run) -> None:
    write_api(component, "def apply():\n    return 1\n")
    proc = run("apply", "{}")
    assert proc.returncode == 1
    assert proc.stderr.startswith("component-kit-error[apply]: ")
    assert "one positional argument" in proc.stderr


def test_apply_broken_import(component: Path, run: Run) -> None:
    write_api(component, "raise ImportError('no gpu')\n")
    proc = run("apply", "{}")
    assert proc.returncode == 1
    assert proc.stderr.startswith("component-kit-error[apply]: importing ")
    assert "ImportError: no gpu" in proc.stderr


# --- describe and usage -------------------------------------------------------------------


def test_describe(run: Run) -> None:
    proc = run("describe")
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout) == {
        "name": "demo",
        "version": "1.2.3",
        "description": "A démo",
        "metadata": {"team": "x", "tags": [1, 2]},
    }


def test_describe_missing_info(component: Path, run: Run) -> None:
    (component.parent / "component.json").unlink()
    proc = run("describe")
    assert proc.returncode == 1
    assert proc.stderr.startswith("component-kit-error[describe]: no component description")


def test_no_subcommand_prints_usage(run: Run) -> None:
    proc = run()
    assert proc.returncode == 2
    assert "usage:" in proc.stdout
    for name in ("check", "apply", "describe"):
        assert name in proc.stdout


def test_unknown_subcommand(run: Run) -> None:
    proc = run("frobnicate")
    assert proc.returncode == 2
    assert "invalid choice" in proc.stderr


def test_runtime_uses_only_the_standard_library() -> None:
    """Import it in an isolated interpreter (-I -S: no site-packages, no user paths)."""
    proc = subprocess.run(
        [sys.executable, "-I", "-S", str(RUNTIME), "--help"],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr
    assert "SUBCOMMAND" in proc.stdout


def test_runtime_package_does_not_import_the_program() -> None:
    assert "component_kit.runtime.component_runtime" not in sys.modules
