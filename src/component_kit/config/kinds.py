"""Value kinds of the declarative schema: each checks a value and describes itself.

A kind checks one parsed YAML value at a path, reports findings through a ``Checker`` and
returns the converted value (or ``INVALID``). The same kinds write the JSON Schema and the
type column of the README reference, so the three can never disagree.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from ..errors import Finding
from .source import Document, Path_, describe_scalar, format_path

INVALID: Any = type("Invalid", (), {"__repr__": lambda self: "INVALID"})()

Anchor = Literal["value", "key"]
# A rule looks at a checked string and returns (code, message) when it is wrong.
Rule = Callable[[str], "tuple[str, str] | None"]

__all__ = ["INVALID", "Checker", "Kind", "format_path"]


@dataclass
class Checker:
    """Collects findings for one document checked against one form."""

    document: Document
    form: str
    errors: list[Finding] = field(default_factory=list)
    warnings: list[Finding] = field(default_factory=list)

    def _finding(self, code: str, path: Path_, message: str, anchor: Anchor) -> Finding:
        pos = self.document.position(path)
        line, column = (pos.key_line, pos.key_column) if anchor == "key" else (pos.line, pos.column)
        return Finding(code, format_path(path), line, column, message)

    def error(self, code: str, path: Path_, message: str, anchor: Anchor = "value") -> None:
        self.errors.append(self._finding(code, path, message, anchor))

    def warn(self, code: str, path: Path_, message: str, anchor: Anchor = "value") -> None:
        finding = self._finding(code, path, message, anchor)
        self.warnings.append(
            Finding(finding.code, finding.location, finding.line, finding.column,
                    finding.message, "warning")
        )

    def string_key(self, path: Path_, context: str) -> bool:
        """Report the key at the end of ``path`` if YAML read it as a non-string."""
        if path not in self.document.non_string_keys:
            return True
        read_as = describe_scalar(self.document.non_string_keys[path])
        key = path[-1]
        self.error(
            "wrong-type",
            path,
            f'the key `{key}` {context} must be a string, but YAML read it as {read_as}; '
            f'quote it: "{key}"',
            anchor="key",
        )
        return False

    def wrong_type(self, path: Path_, value: Any, expected: str) -> None:
        name = format_path(path) or "the file"
        pos = self.document.position(path)
        if value is None:
            message = (
                f"`{name}` is null (empty) but must be {expected}; give it a value, "
                "or remove the key to use the default"
            )
            if pos.text and expected.startswith("a string"):
                # `null` or `~` written out: the user may have meant the word itself.
                message += f'; to keep `{pos.text}` as text, quote it: "{pos.text}"'
            self.error("wrong-type", path, message)
            return
        found = describe_scalar(value)
        message = f"`{name}` must be {expected}, but YAML read "
        if pos.text is not None and not isinstance(value, str):
            message += f"`{pos.text}` as {found}"
            if expected.startswith("a string") or expected.startswith("text"):
                quoted = pos.text.replace('"', '\\"')
                message += f"; quote it to keep it as text: \"{quoted}\""
        else:
            message += found
        self.error("wrong-type", path, message)


class Kind:
    """Base of all value kinds."""

    #: how the type reads in messages and in the reference ("a string", "a list of ...")
    expected: str = "a value"

    def check(self, value: Any, path: Path_, checker: Checker) -> Any:
        raise NotImplementedError

    def json_schema(self) -> dict[str, Any]:
        raise NotImplementedError

    def type_label(self) -> str:
        """Short type name for the reference table."""
        return self.expected


@dataclass
class Text(Kind):
    min_length: int = 0
    max_length: int | None = None
    rules: Sequence[Rule] = ()
    pattern: str | None = None  # for the JSON Schema only; rules do the checking
    schema_extra: Mapping[str, Any] = field(default_factory=dict)
    expected: str = "a string"

    def check(self, value: Any, path: Path_, checker: Checker) -> Any:
        if not isinstance(value, str):
            checker.wrong_type(path, value, self.expected)
            return INVALID
        name = format_path(path)
        if len(value) < self.min_length:
            checker.error(
                "empty-value", path, f"`{name}` must not be empty; give it a value"
            )
            return INVALID
        if self.max_length is not None and len(value) > self.max_length:
            checker.error(
                "too-long",
                path,
                f"`{name}` is {len(value)} characters long; at most {self.max_length} "
                "are allowed",
            )
            return INVALID
        for rule in self.rules:
            problem = rule(value)
            if problem is not None:
                checker.error(problem[0], path, f"`{name}`: {problem[1]}")
                return INVALID
        return value

    def json_schema(self) -> dict[str, Any]:
        schema: dict[str, Any] = {"type": "string"}
        if self.min_length:
            schema["minLength"] = self.min_length
        if self.max_length is not None:
            schema["maxLength"] = self.max_length
        if self.pattern:
            schema["pattern"] = self.pattern
        schema.update(self.schema_extra)
        return schema

    def type_label(self) -> str:
        return "string"


@dataclass
class Const(Kind):
    value: str = ""

    def check(self, value: Any, path: Path_, checker: Checker) -> Any:  # pragma: no cover
        return value  # checked by OneOfProvider, which owns the better message

    def json_schema(self) -> dict[str, Any]:
        return {"const": self.value}

    def type_label(self) -> str:
        return f'"{self.value}"'


@dataclass
class Flag(Kind):
    expected: str = "a boolean (true or false)"

    def check(self, value: Any, path: Path_, checker: Checker) -> Any:
        if not isinstance(value, bool):
            checker.wrong_type(path, value, self.expected)
            if isinstance(value, str) and value.strip().lower() in {"true", "false"}:
                checker.errors[-1] = _append(
                    checker.errors[-1], "; write it without quotes: " + value.strip().lower()
                )
            return INVALID
        return value

    def json_schema(self) -> dict[str, Any]:
        return {"type": "boolean"}

    def type_label(self) -> str:
        return "boolean"


def _append(finding: Finding, extra: str) -> Finding:
    return Finding(finding.code, finding.location, finding.line, finding.column,
                   finding.message + extra, finding.severity)


@dataclass
class Nullable(Kind):
    """``null`` is accepted and stands for ``when_null`` (an empty list, or unset)."""

    inner: Kind = field(default_factory=Kind)
    when_null: Callable[[], Any] = lambda: None

    def check(self, value: Any, path: Path_, checker: Checker) -> Any:
        if value is None:
            return self.when_null()
        return self.inner.check(value, path, checker)

    def json_schema(self) -> dict[str, Any]:
        inner = self.inner.json_schema()
        if set(inner) == {"type"} or (inner.get("type") and "$ref" not in inner):
            return {**inner, "type": [inner["type"], "null"]}
        return {"anyOf": [inner, {"type": "null"}]}

    def type_label(self) -> str:
        return f"{self.inner.type_label()} or null"


@dataclass
class ListOf(Kind):
    item: Kind = field(default_factory=Kind)
    label: str = "list"

    @property
    def expected(self) -> str:  # type: ignore[override]
        return f"a list of {self.item.type_label()}s"

    def check(self, value: Any, path: Path_, checker: Checker) -> Any:
        if not isinstance(value, list):
            checker.wrong_type(path, value, self.expected)
            return INVALID
        items = [self.item.check(v, (*path, i), checker) for i, v in enumerate(value)]
        return INVALID if any(i is INVALID for i in items) else tuple(items)

    def json_schema(self) -> dict[str, Any]:
        return {"type": "array", "items": self.item.json_schema()}

    def type_label(self) -> str:
        return f"list of {self.item.type_label()}s"


@dataclass
class PairOf(Kind):
    first: Kind = field(default_factory=Kind)
    second: Kind = field(default_factory=Kind)
    names: tuple[str, str] = ("first", "second")
    label: str = "pair"

    @property
    def expected(self) -> str:  # type: ignore[override]
        return f"a pair [{self.names[0]}, {self.names[1]}]"

    def check(self, value: Any, path: Path_, checker: Checker) -> Any:
        if not isinstance(value, list) or len(value) != 2:
            got = (
                f"a list of {len(value)} item{'s' if len(value) != 1 else ''}"
                if isinstance(value, list)
                else describe_scalar(value)
            )
            checker.error(
                "not-a-pair",
                path,
                f"`{format_path(path)}` must be exactly two strings "
                f"[{self.names[0]}, {self.names[1]}], but is {got}; "
                f'write it as ["{self.names[0]}", "{self.names[1]}"]',
            )
            return INVALID
        a = self.first.check(value[0], (*path, 0), checker)
        b = self.second.check(value[1], (*path, 1), checker)
        return INVALID if INVALID in (a, b) else (a, b)

    def json_schema(self) -> dict[str, Any]:
        return {
            "type": "array",
            "items": [self.first.json_schema(), self.second.json_schema()],
            "minItems": 2,
            "maxItems": 2,
            "additionalItems": False,
        }

    def type_label(self) -> str:
        return f"[{self.names[0]}, {self.names[1]}] pair"


@dataclass
class MapOf(Kind):
    """A mapping with string keys that obey ``key_rules`` and values of one kind."""

    value: Kind = field(default_factory=Kind)
    key_rules: Sequence[Rule] = ()
    key_pattern: str | None = None
    expected: str = "a mapping"

    def check(self, value: Any, path: Path_, checker: Checker) -> Any:
        if not isinstance(value, dict):
            checker.wrong_type(path, value, self.expected)
            return INVALID
        out: dict[str, Any] = {}
        ok = True
        for key, item in value.items():
            child = (*path, key)
            if not checker.string_key(child, f"in `{format_path(path)}`"):
                ok = False
                continue
            problem = next((p for r in self.key_rules if (p := r(key)) is not None), None)
            if problem is not None:
                checker.error(problem[0], child, problem[1], anchor="key")
                ok = False
                continue
            checked = self.value.check(item, child, checker)
            ok = ok and checked is not INVALID
            out[key] = checked
        return out if ok else INVALID

    def json_schema(self) -> dict[str, Any]:
        schema: dict[str, Any] = {
            "type": "object",
            "additionalProperties": self.value.json_schema(),
        }
        if self.key_pattern:
            schema["propertyNames"] = {"pattern": self.key_pattern}
        return schema

    def type_label(self) -> str:
        return f"map of string to {self.value.type_label()}"


@dataclass
class AnyData(Kind):
    """Free-form data that must survive a trip through JSON unchanged."""

    expected: str = "any value"

    def check(self, value: Any, path: Path_, checker: Checker) -> Any:
        ok = True
        if isinstance(value, dict):
            for key, item in value.items():
                child = (*path, key)
                ok = checker.string_key(child, "(it is stored as JSON)") and ok
                ok = self.check(item, child, checker) is not INVALID and ok
        elif isinstance(value, list):
            for i, item in enumerate(value):
                ok = self.check(item, (*path, i), checker) is not INVALID and ok
        elif isinstance(value, float) and not math.isfinite(value):
            checker.error(
                "unsupported-value",
                path,
                f"`{format_path(path)}` is {value}, which JSON cannot hold; quote it to keep "
                "it as text",
            )
            ok = False
        elif value is not None and not isinstance(value, (str, int, float, bool)):
            pos = checker.document.position(path)
            checker.error(
                "unsupported-value",
                path,
                f"`{format_path(path)}`: YAML read `{pos.text}` as {describe_scalar(value)}, "
                f'which is stored as JSON only as text; quote it: "{pos.text}"',
            )
            ok = False
        return value if ok else INVALID

    def json_schema(self) -> dict[str, Any]:
        return {}

    def type_label(self) -> str:
        return "any"


@dataclass
class Field:
    name: str
    kind: Kind
    doc: str
    required: bool = False
    default: Callable[[], Any] = lambda: None
    default_label: str = ""  # how the default reads in the reference and the schema
    rule: str = ""  # the rules beyond the type, in a few words, for the reference


@dataclass
class Obj(Kind):
    """A mapping with a fixed set of keys; unknown keys are errors."""

    title: str = ""
    fields: Sequence[Field] = ()
    # Hints for unknown keys: key -> sentence (keys of the other form, keys of other levels).
    elsewhere: Mapping[str, str] = field(default_factory=dict)
    # Called with the checked values (all valid) to apply cross-field rules and build a model.
    build: Callable[[dict[str, Any], Path_, Checker], Any] = lambda values, path, checker: values
    expected: str = "a mapping"

    def check(self, value: Any, path: Path_, checker: Checker) -> Any:
        if not isinstance(value, dict):
            checker.wrong_type(path, value, f"{self.expected} ({self.title})")
            return INVALID
        by_name = {f.name: f for f in self.fields}
        ok = True
        for key in value:
            if key not in by_name:
                checker.error("unknown-key", (*path, key), self._unknown(key, path), "key")
                ok = False
        values: dict[str, Any] = {}
        for f in self.fields:
            if f.name in value:
                checked = f.kind.check(value[f.name], (*path, f.name), checker)
                ok = ok and checked is not INVALID
                values[f.name] = checked
            elif f.required:
                where = format_path(path) or "the top level"
                checker.error(
                    "missing-key",
                    path,
                    f"`{where}` lacks the required key `{f.name}`; add `{f.name}: ...`",
                )
                ok = False
            else:
                values[f.name] = f.default()
        if not ok:
            return INVALID
        return self.build(values, path, checker)

    def _unknown(self, key: str, path: Path_) -> str:
        where = format_path(path) or "the top level"
        message = f"unknown key `{key}` in {where}"
        if key in self.elsewhere:
            return f"{message}; {self.elsewhere[key]}"
        import difflib

        names = [f.name for f in self.fields]
        close = difflib.get_close_matches(key, names, n=1, cutoff=0.6)
        if close:
            return f"{message}; did you mean `{close[0]}`?"
        return f"{message}; allowed keys are: {', '.join(names)}"

    def json_schema(self) -> dict[str, Any]:
        properties: dict[str, Any] = {}
        for f in self.fields:
            prop = dict(f.kind.json_schema())
            prop["description"] = f.doc
            if not f.required and f.default_label:
                try:
                    import json

                    prop["default"] = json.loads(f.default_label)
                except ValueError:
                    pass
            properties[f.name] = prop
        schema: dict[str, Any] = {
            "type": "object",
            "properties": properties,
            "additionalProperties": False,
        }
        required = [f.name for f in self.fields if f.required]
        if required:
            schema["required"] = required
        if self.title:
            schema["title"] = self.title
        return schema

    def type_label(self) -> str:
        return f"{self.title} object" if self.title else "object"


@dataclass
class OneOfProvider(Kind):
    """Requirements: an object chosen by its ``provider`` constant."""

    variants: Mapping[str, Obj] = field(default_factory=dict)
    # Providers of the other form, with the sentence that explains them.
    other_form: Mapping[str, str] = field(default_factory=dict)
    expected: str = "a requirements mapping"

    def check(self, value: Any, path: Path_, checker: Checker) -> Any:
        choices = " or ".join(f'"{p}"' for p in self.variants)
        if not isinstance(value, dict):
            checker.wrong_type(path, value, f"a mapping with `provider: {choices}`")
            return INVALID
        if "provider" not in value:
            checker.error(
                "missing-key",
                path,
                f"`{format_path(path)}` lacks the required key `provider`; "
                f"add `provider: {next(iter(self.variants))}`",
            )
            return INVALID
        provider = value["provider"]
        provider_path = (*path, "provider")
        if not isinstance(provider, str):
            checker.wrong_type(provider_path, provider, f"one of {choices}")
            return INVALID
        if provider not in self.variants:
            message = f"unknown provider `{provider}`; expected {choices}"
            if provider in self.other_form:
                message += f" ({self.other_form[provider]})"
            checker.error("invalid-provider", provider_path, message)
            return INVALID
        return self.variants[provider].check(value, path, checker)

    def json_schema(self) -> dict[str, Any]:
        return {"oneOf": [v.json_schema() for v in self.variants.values()]}

    def type_label(self) -> str:
        return " or ".join(v.type_label() for v in self.variants.values())
