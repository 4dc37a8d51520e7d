"""The JSON Schema of each form: generated from the declarative schema, committed as files.

Editors (yaml-language-server, SchemaStore) read the committed files; a test fails when
they are stale. ``python -m component_kit.config.jsonschema`` rewrites them.
"""

from __future__ import annotations

import json
from importlib import resources

from .models import FORMS, Form


def generate(form: Form) -> str:
    from .schema import json_schema

    return json.dumps(json_schema(form), indent=2) + "\n"


def schema_file_name(form: Form) -> str:
    return f"component_config.{form}.schema.json"


def schema_text(form: Form) -> str:
    """The committed schema (fast: no schema machinery imported)."""
    return (
        resources.files(__package__)
        .joinpath("schemas")
        .joinpath(schema_file_name(form))
        .read_text(encoding="utf-8")
    )


def main() -> None:
    from pathlib import Path

    folder = Path(__file__).parent / "schemas"
    for form in FORMS:
        (folder / schema_file_name(form)).write_text(generate(form), encoding="utf-8")
        print(f"wrote {folder / schema_file_name(form)}")


if __name__ == "__main__":
    main()
