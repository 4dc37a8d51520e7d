"""The `component` command: parse arguments, call the library, format results.

Errors become exit codes in one place (``main``): 0 success, 1 invalid input or a failed
build, 2 usage errors, 130 interrupted. Heavy modules are imported inside the subcommand
that needs them, so `component --help` and `component validate` start quickly.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any

from . import __version__
from .errors import ComponentKitError, ConfigError, Finding

if TYPE_CHECKING:
    from .config.validate import Report

FORMS = ("auto", "current", "earlier")


class Style:
    """Colour only when writing to a terminal, and never when NO_COLOR is set."""

    def __init__(self, stream: IO[str]):
        self.enabled = (
            hasattr(stream, "isatty") and stream.isatty() and "NO_COLOR" not in os.environ
        )

    def paint(self, text: str, code: str) -> str:
        return f"\033[{code}m{text}\033[0m" if self.enabled else text

    def finding(self, finding: Finding, path: str | Path) -> str:
        line = finding.format(path)
        label = f"{finding.severity}[{finding.code}]"
        colour = "1;31" if finding.severity == "error" else "1;33"
        return line.replace(label, self.paint(label, colour), 1)


def _plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


# ---------------------------------------------------------------------------- validate


def _validate_one(path: Path, form: str) -> Report:
    from .build.component_dir import check_component_dir
    from .config.validate import validate_file

    if path.is_dir():
        return check_component_dir(path, form)  # type: ignore[arg-type]
    return validate_file(path, form)  # type: ignore[arg-type]


def cmd_validate(args: argparse.Namespace) -> int:
    paths = [Path(p) for p in args.paths] or [Path(".")]
    reports = [_validate_one(p, args.form) for p in paths]
    if args.format == "json":
        payload: Any = [r.as_dict() for r in reports]
        print(json.dumps(payload[0] if len(payload) == 1 else payload, indent=2))
    else:
        out = Style(sys.stdout)
        for report in reports:
            for finding in (*report.errors, *report.warnings):
                print(out.finding(finding, report.path))
            state = "valid" if report.valid else "invalid"
            counts = f"{_plural(len(report.errors), 'error')}, " + _plural(
                len(report.warnings), "warning"
            )
            print(f"{report.path}: {state} ({report.form} form): {counts}")
    return 0 if all(r.valid for r in reports) else 1


# ------------------------------------------------------------------------------ schema


def cmd_schema(args: argparse.Namespace) -> int:
    from .config.jsonschema import schema_text

    sys.stdout.write(schema_text(args.form))
    return 0


# ----------------------------------------------------------------------------- migrate


def cmd_migrate(args: argparse.Namespace) -> int:
    from .config.migrate import MigrationError, migrate_text, read_text, write_atomically

    path = Path(args.path)
    if path.is_dir():
        path = path / "component_config.yaml"
    if not path.is_file():
        raise ComponentKitError(f"{path}: no such file")
    try:
        migration = migrate_text(read_text(path))
    except MigrationError as error:
        # Located in the file: print it the way validate prints findings.
        print(Style(sys.stderr).paint(error.format(path), "1;31"), file=sys.stderr)
        return error.exit_code
    if not migration.needed:
        for note in migration.changes:
            print(f"{path}: note: {note}", file=sys.stderr)
        print(f"{path}: already in the current form; nothing to migrate")
        return 0
    for change in migration.changes:
        print(f"{path}: {change}", file=sys.stderr)
    if args.write:
        write_atomically(path, migration.migrated)
        print(f"{path}: migrated to the current form ({_plural(len(migration.changes), 'change')})")
        return 0
    sys.stdout.write(migration.unified_diff(str(path).lstrip("/")))
    return 1 if args.check else 0


# ------------------------------------------------------------------------------- build


def cmd_build(args: argparse.Namespace) -> int:
    from .build.pipeline import BuildOptions, build_component, generate_only

    options = BuildOptions(
        component_dir=Path(args.path),
        tags=tuple(args.tag),
        engine=args.engine,
        secrets=tuple(args.secret),
        no_cache=args.no_cache,
        form=args.form,
        ca_cert=Path(args.ca_cert) if args.ca_cert else None,
    )
    err = Style(sys.stderr)
    log = lambda line: print(line, file=sys.stderr, flush=True)  # noqa: E731
    if args.generate_only is not None:
        result = generate_only(options, args.generate_only, force=args.force, log=log)
        if args.format == "json":
            print(json.dumps({"context": str(result.context_dir), "command": result.argv}))
        else:
            print(f"wrote the build context to {result.context_dir}")
            print("engine command:")
            print("  " + result.command_line)
        return 0
    outcome = build_component(options, log=log)
    if args.format == "json":
        print(json.dumps(outcome.as_dict()))
    else:
        tags = ", ".join(outcome.tags)
        print(err.paint("built", "1;32") + f" {tags} ({outcome.image_id}) with "
              f"{outcome.engine} in {outcome.seconds:.1f}s")
    return 0


# -------------------------------------------------------------------------------- init


def cmd_init(args: argparse.Namespace) -> int:
    from .build.scaffold import scaffold_component

    directory = Path(args.directory)
    written = scaffold_component(directory, args.name)
    for path in written:
        print(f"wrote {path}")
    print(f"next: component build {directory}")
    return 0


# ---------------------------------------------------------------------------- the rest


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="component",
        description="Validate component_config.yaml and build container images from it.",
    )
    parser.add_argument("--version", action="version", version=f"component-kit {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    sub.required = True

    p = sub.add_parser(
        "validate",
        help="check configuration files or component directories",
        description="Check component_config.yaml files (schema only) or component directories "
        "(schema, component_api.py, package_data sources, requirements file).",
    )
    p.add_argument("paths", nargs="*", metavar="PATH", help="file or directory (default: .)")
    p.add_argument("--form", choices=FORMS, default="auto", help="schema form (default: auto)")
    p.add_argument("--format", choices=("text", "json"), default="text")
    p.set_defaults(func=cmd_validate)

    p = sub.add_parser("schema", help="print the JSON Schema of the configuration file")
    p.add_argument("--form", choices=("current", "earlier"), default="current")
    p.set_defaults(func=cmd_schema)

    p = sub.add_parser(
        "migrate",
        help="rewrite an earlier-form configuration into the current form",
        description="Print a unified diff of the migration; --write applies it in place "
        "(atomically), --check exits 1 when a migration is needed.",
    )
    p.add_argument("path", metavar="PATH", help="configuration file or component directory")
    mode = p.add_mutually_exclusive_group()
    mode.add_argument("--check", action="store_true", help="exit 1 when a migration is needed")
    mode.add_argument("--write", action="store_true", help="rewrite the file in place")
    p.set_defaults(func=cmd_migrate)

    p = sub.add_parser("init", help="scaffold a working component")
    p.add_argument("directory", nargs="?", default=".", metavar="DIR")
    p.add_argument("--name", required=True, help="component name")
    p.set_defaults(func=cmd_init)

    _add_build_parser(sub)
    return parser


def _add_build_parser(sub: Any) -> None:
    p = sub.add_parser(
        "build",
        help="build a container image from a component directory",
        description="Validate the component, render a multi-stage build file and build it "
        "with Docker (BuildKit), Podman or Buildah. COMPONENT_ENGINE_EXE names the engine "
        "binary; COMPONENT_ENGINE_ARGS adds arguments to its build command.",
    )
    p.add_argument("path", nargs="?", default=".", metavar="PATH",
                   help="component directory (default: .)")
    p.add_argument("-t", "--tag", action="append", default=[], metavar="TAG",
                   help="image reference; repeatable; replaces the default <name>:<version> "
                   "and <name>:latest")
    p.add_argument("--engine", choices=("auto", "docker", "podman", "buildah"), default="auto")
    p.add_argument("--secret", action="append", default=[], metavar="SPEC",
                   help="build secret: id=ID,env=VAR or id=ID,src=FILE; repeatable")
    p.add_argument("--no-cache", action="store_true", help="do not reuse cached layers")
    p.add_argument("--generate-only", metavar="DIR", type=Path,
                   help="write the build context to DIR and print the engine command, "
                   "without building")
    p.add_argument("--force", action="store_true",
                   help="with --generate-only: allow a non-empty DIR")
    p.add_argument("--ca-cert", metavar="FILE", type=Path,
                   default=os.environ.get("COMPONENT_CA_CERT") or None,
                   help="extra CA bundle trusted by every fetching step of the build stage "
                   "(default: $COMPONENT_CA_CERT); never enters the final image")
    p.add_argument("--form", choices=FORMS, default="auto")
    p.add_argument("--format", choices=("text", "json"), default="text")
    p.set_defaults(func=cmd_build)


def report_error(error: ComponentKitError) -> None:
    err = Style(sys.stderr)
    if isinstance(error, ConfigError):
        for finding in (*error.errors, *error.warnings):
            print(err.finding(finding, error.path), file=sys.stderr)
        print(
            f"{error.path}: invalid ({error.form} form): "
            f"{_plural(len(error.errors), 'error')}",
            file=sys.stderr,
        )
        return
    message = str(error)
    code = getattr(error, "code", None)
    label = err.paint(f"error[{code}]" if code else "error", "1;31")
    print(f"component: {label}: {message}", file=sys.stderr)
    hint = getattr(error, "hint", None)
    if hint:
        print(f"  hint: {hint}", file=sys.stderr)


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return int(args.func(args))
    except ComponentKitError as error:
        report_error(error)
        return error.exit_code
    except KeyboardInterrupt:
        print("component: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 1
    except Exception as error:  # a bug of ours: one line, the traceback only on request
        if os.environ.get("COMPONENT_KIT_DEBUG"):
            raise
        print(
            f"component: internal error: {type(error).__name__}: {error} "
            "(set COMPONENT_KIT_DEBUG=1 for the traceback, and please report it)",
            file=sys.stderr,
        )
        return 3


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
