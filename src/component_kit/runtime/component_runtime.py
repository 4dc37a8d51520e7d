#!/usr/bin/env python3
"""The program inside every image component-kit builds; the image's entrypoint.

    python /opt/component-kit/runtime/component_runtime.py SUBCOMMAND

It uses only the Python standard library (any Python from 3.8 on), because it runs on the
image's own interpreter, next to whatever the component installed.

Image layout:

* the API module: /opt/component/component_api.py (env ``COMPONENT_API_PATH`` overrides);
* the component's description: /opt/component-kit/component.json, with the keys name,
  version, description and metadata (env ``COMPONENT_INFO_PATH`` overrides).

Subcommands:

``check``
    Import the API module and check that a top-level ``apply`` exists and can be called
    with one positional argument. Run while the image is built; a failure prints one line
    starting with ``component-kit-error[api-check]: `` (then details) and exits 1.
``apply JSON`` / ``apply -``
    Call ``apply`` on a JSON value (given, or read from stdin) and print its result as JSON
    on stdout. ``InputSchema`` / ``OutputSchema`` classes in the module that have
    ``model_validate`` (pydantic models, say) validate the input and the result. An async
    ``apply`` is run with ``asyncio.run``. Whatever the module prints goes to stderr, so
    stdout carries only the result. Exit codes: 0 success, 1 the component failed, 2 bad
    input (invalid JSON, or rejected by ``InputSchema``).
``describe``
    Print the component's description (name, version, description, metadata) as JSON.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import importlib.util
import inspect
import json
import os
import sys
import traceback
from types import ModuleType, TracebackType
from typing import Any, NoReturn

API_PATH_ENV = "COMPONENT_API_PATH"
INFO_PATH_ENV = "COMPONENT_INFO_PATH"
DEFAULT_API_PATH = "/opt/component/component_api.py"
DEFAULT_INFO_PATH = "/opt/component-kit/component.json"
MODULE_NAME = "component_api"
CHECK_PASSED = "component-kit: API check passed"

EXIT_OK = 0
EXIT_FAILED = 1
EXIT_BAD_INPUT = 2

# Frames from here, the import machinery and asyncio are noise in a user's traceback.
_OWN_FILE = os.path.abspath(__file__)


class Failure(Exception):
    """A failure to report as ``component-kit-error[<kind>]: <message>`` and exit with."""

    def __init__(self, kind: str, message: str, exit_code: int = EXIT_FAILED) -> None:
        super().__init__(message)
        self.kind = kind
        self.message = message
        self.exit_code = exit_code


def _is_noise(filename: str) -> bool:
    return (
        os.path.abspath(filename) == _OWN_FILE
        or filename.startswith("<frozen importlib")
        or os.sep + "importlib" + os.sep in filename
        or os.sep + "asyncio" + os.sep in filename
    )


def format_user_traceback(
    exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None
) -> str:
    """The traceback of ``exc`` without the runtime's and importlib's own frames."""
    frames = [frame for frame in traceback.extract_tb(tb) if not _is_noise(frame.filename)]
    lines: list[str] = []
    if frames:
        lines.append("Traceback (most recent call last):\n")
        lines.extend(traceback.format_list(frames))
    lines.extend(traceback.format_exception_only(exc_type, exc))
    return "".join(lines).rstrip("\n")


def describe_exception(exc: BaseException) -> str:
    """``Type: message`` (just ``Type`` when the message is empty)."""
    name = type(exc).__name__
    text = str(exc)
    return f"{name}: {text}" if text else name


# --- loading the API module ---------------------------------------------------------------


def api_path() -> str:
    return os.environ.get(API_PATH_ENV) or DEFAULT_API_PATH


def info_path() -> str:
    return os.environ.get(INFO_PATH_ENV) or DEFAULT_INFO_PATH


def load_api(path: str, kind: str) -> ModuleType:
    """Import the file at ``path`` as ``component_api``, its directory first on sys.path."""
    if not os.path.isfile(path):
        raise Failure(kind, f"the API module {path} does not exist")
    directory = os.path.dirname(os.path.abspath(path))
    if not sys.path or sys.path[0] != directory:
        sys.path.insert(0, directory)
    spec = importlib.util.spec_from_file_location(MODULE_NAME, path)
    if spec is None or spec.loader is None:
        raise Failure(kind, f"cannot load {path} as a Python module")
    module = importlib.util.module_from_spec(spec)
    sys.modules[MODULE_NAME] = module
    try:
        spec.loader.exec_module(module)
    except BaseException as exc:
        sys.modules.pop(MODULE_NAME, None)
        if isinstance(exc, KeyboardInterrupt):
            raise
        details = format_user_traceback(type(exc), exc, exc.__traceback__)
        raise Failure(
            kind, f"importing {path} failed: {describe_exception(exc)}\n{details}"
        ) from exc
    return module


def find_apply(module: ModuleType, path: str, kind: str) -> Any:
    """The module's ``apply``, checked to be callable with one positional argument."""
    if not hasattr(module, "apply"):
        raise Failure(kind, f"{path} defines no top-level `apply`; define `def apply(inputs):`")
    apply = module.apply
    if not callable(apply):
        raise Failure(
            kind,
            f"`apply` in {path} is not callable (it is a {type(apply).__name__}); "
            "define `def apply(inputs):`",
        )
    try:
        signature = inspect.signature(apply)
    except (TypeError, ValueError):
        return apply  # a builtin or C callable without a signature: trust it
    try:
        signature.bind(object())
    except TypeError as exc:
        raise Failure(
            kind,
            f"`apply{signature}` in {path} cannot be called with one positional argument "
            f"({exc}); define it as `def apply(inputs):`",
        ) from exc
    return apply


def _validator(module: ModuleType, name: str) -> Any:
    """``module.<name>.model_validate`` if the module defines such a schema class."""
    schema = getattr(module, name, None)
    validate = getattr(schema, "model_validate", None)
    return validate if callable(validate) else None


def _dump(value: Any) -> Any:
    dump = getattr(value, "model_dump", None)
    if callable(dump):
        return dump(mode="json")
    return value


async def _await(awaitable: Any) -> Any:
    return await awaitable


# --- subcommands --------------------------------------------------------------------------


def cmd_check(args: argparse.Namespace) -> int:
    path = api_path()
    with contextlib.redirect_stdout(sys.stderr):
        module = load_api(path, "api-check")
        find_apply(module, path, "api-check")
    print(CHECK_PASSED)
    return EXIT_OK


def read_inputs(source: str) -> Any:
    text = sys.stdin.read() if source == "-" else source
    where = "standard input" if source == "-" else "the argument"
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise Failure(
            "input",
            f"the input ({where}) is not valid JSON: {exc.msg} at line {exc.lineno} "
            f"column {exc.colno}",
            EXIT_BAD_INPUT,
        ) from exc


def cmd_apply(args: argparse.Namespace) -> int:
    inputs = read_inputs(args.inputs)
    path = api_path()
    # The component's own prints must not mix with the JSON result on stdout.
    with contextlib.redirect_stdout(sys.stderr):
        module = load_api(path, "apply")
        apply = find_apply(module, path, "apply")

        validate_input = _validator(module, "InputSchema")
        if validate_input is not None:
            try:
                inputs = validate_input(inputs)
            except Exception as exc:
                raise Failure(
                    "input", f"the input does not match InputSchema:\n{exc}", EXIT_BAD_INPUT
                ) from exc

        try:
            result = apply(inputs)
            if inspect.isawaitable(result):
                result = asyncio.run(_await(result))
        except Exception as exc:
            details = format_user_traceback(type(exc), exc, exc.__traceback__)
            raise Failure("apply", f"apply raised {describe_exception(exc)}\n{details}") from exc

        try:
            result = _dump(result)
        except Exception as exc:
            raise Failure(
                "output", f"model_dump of the result failed: {describe_exception(exc)}"
            ) from exc
        validate_output = _validator(module, "OutputSchema")
        if validate_output is not None:
            try:
                result = _dump(validate_output(result))
            except Exception as exc:
                raise Failure(
                    "output", f"the result of apply does not match OutputSchema:\n{exc}"
                ) from exc

    try:
        text = json.dumps(result, allow_nan=False)
    except (TypeError, ValueError) as exc:
        raise Failure(
            "output",
            f"the result of apply ({type(result).__name__}) cannot be written as JSON: {exc}; "
            "return dicts, lists, strings, numbers, booleans or None",
        ) from exc
    print(text)
    return EXIT_OK


def cmd_describe(args: argparse.Namespace) -> int:
    path = info_path()
    try:
        with open(path, encoding="utf-8") as handle:
            info = json.load(handle)
    except FileNotFoundError as exc:
        raise Failure("describe", f"no component description at {path}") from exc
    except (OSError, ValueError) as exc:
        raise Failure("describe", f"cannot read {path}: {describe_exception(exc)}") from exc
    print(json.dumps(info, indent=2, ensure_ascii=False))
    return EXIT_OK


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="component_runtime.py",
        description="Run the component packaged in this image.",
    )
    sub = parser.add_subparsers(dest="command", metavar="SUBCOMMAND")
    check = sub.add_parser("check", help="check that the API module imports and defines apply")
    check.set_defaults(handler=cmd_check)
    apply = sub.add_parser("apply", help="call apply on JSON input and print the JSON result")
    apply.add_argument("inputs", metavar="JSON", help="the input as JSON, or - to read stdin")
    apply.set_defaults(handler=cmd_apply)
    describe = sub.add_parser("describe", help="print the component's name, version, etc.")
    describe.set_defaults(handler=cmd_describe)
    return parser


def main(argv: list[str] | None = None) -> int:
    sys.dont_write_bytecode = True  # keep __pycache__ out of the image and its layers
    parser = build_parser()
    args = parser.parse_args(argv)
    handler = getattr(args, "handler", None)
    if handler is None:
        parser.print_help()
        return EXIT_BAD_INPUT
    try:
        result: int = handler(args)
    except Failure as failure:
        sys.stdout.flush()
        print(f"component-kit-error[{failure.kind}]: {failure.message}", file=sys.stderr)
        return failure.exit_code
    return result


def _exit(code: int) -> NoReturn:
    sys.stdout.flush()
    sys.exit(code)


if __name__ == "__main__":
    _exit(main())
