"""The static check of component_api.py: it exists, parses, and binds a top-level ``apply``.

The dynamic half (import it with the image's own Python, ``apply`` callable with one
argument) runs inside the image, in ``runtime/component_runtime.py check``.
"""

from __future__ import annotations

import ast
from pathlib import Path

from ..errors import Finding

API_MODULE = "component_api.py"


def _binds_apply(statements: list[ast.stmt]) -> bool:
    for node in statements:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            if node.name == "apply":
                return True
        elif isinstance(node, ast.Assign):
            for target in node.targets:
                names = target.elts if isinstance(target, (ast.Tuple, ast.List)) else [target]
                if any(isinstance(n, ast.Name) and n.id == "apply" for n in names):
                    return True
        elif isinstance(node, (ast.AnnAssign, ast.AugAssign)):
            if isinstance(node.target, ast.Name) and node.target.id == "apply":
                return True
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            for alias in node.names:
                bound = alias.asname or alias.name.split(".")[0]
                # A star import may bind anything; the in-image check decides.
                if bound == "apply" or alias.name == "*":
                    return True
        elif isinstance(node, (ast.If, ast.Try, ast.With)):
            # Conditional definitions (try: from fast import apply / except: def apply) count.
            blocks = [node.body, getattr(node, "orelse", []), getattr(node, "finalbody", [])]
            blocks += [h.body for h in getattr(node, "handlers", [])]
            if any(_binds_apply(block) for block in blocks):
                return True
    return False


def check_api_module(component_dir: Path) -> list[Finding]:
    """Findings about component_api.py; empty when it is fine."""
    path = component_dir / API_MODULE
    shown = str(path)
    if not path.is_file():
        return [
            Finding(
                "missing-api-module",
                "",
                1,
                1,
                f"{API_MODULE} is missing from {component_dir}; it must define "
                "`def apply(inputs): ...` (`component init` writes a working one)",
                file=shown,
            )
        ]
    try:
        source = path.read_bytes()
        tree = ast.parse(source, filename=shown)
    except SyntaxError as exc:
        return [
            Finding(
                "api-syntax-error",
                "",
                exc.lineno or 1,
                exc.offset or 1,
                f"{API_MODULE} does not parse: {exc.msg}",
                file=shown,
            )
        ]
    except (OSError, ValueError) as exc:
        return [Finding("api-unreadable", "", 1, 1, f"cannot read {API_MODULE}: {exc}", file=shown)]
    if not _binds_apply(tree.body):
        return [
            Finding(
                "missing-apply",
                "",
                1,
                1,
                f"{API_MODULE} has no top-level `apply`; define `def apply(inputs): ...` "
                "(or import or assign it at the top level)",
                file=shown,
            )
        ]
    return []
