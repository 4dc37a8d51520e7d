"""Read a YAML document into plain Python values, remembering where each value came from.

PyYAML's safe composer gives a node tree with marks; we walk it ourselves instead of using
its constructor so that we can (a) report duplicate keys at their second occurrence, (b)
refuse tags that are not plain data, (c) bound the work that anchors and aliases can cause
(an "alias bomb" is small as a node graph but huge once expanded), and (d) record, for every
path, the line and column of its key and of its value.

Scalars still go through the safe constructor, so YAML 1.1 resolution applies exactly as in
``yaml.safe_load`` (``yes`` is a boolean, ``1.0`` a float, ``2024-01-01`` a date).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

import yaml

from ..errors import Finding

try:
    _Loader: type[yaml.SafeLoader] = yaml.CSafeLoader  # type: ignore[assignment,unused-ignore]
except AttributeError:  # PyYAML built without libyaml
    _Loader = yaml.SafeLoader

MAX_FILE_BYTES = 1024 * 1024
MAX_DEPTH = 64
MAX_EXPANDED_NODES = 100_000

PathKey = str | int
Path_ = tuple[PathKey, ...]

_TAG = "tag:yaml.org,2002:"
_SCALAR_TAGS = {_TAG + t for t in ("str", "int", "float", "bool", "null", "timestamp")}
_TAG_NAMES = {
    "bool": "a boolean",
    "int": "an integer",
    "float": "a number",
    "null": "null",
    "timestamp": "a date",
    "str": "a string",
}


@dataclass(frozen=True)
class Position:
    """Where a value sits in the file (1-based), and how it was written there."""

    line: int
    column: int
    key_line: int
    key_column: int
    text: str | None = None  # the scalar as written, for messages about YAML's reading of it
    quoted: bool = False


@dataclass
class Document:
    """A parsed file: its data and the position of every path inside it."""

    data: Any
    positions: dict[Path_, Position]
    # Keys that YAML read as something other than a string (``yes:``, ``1:``). They are kept
    # in ``data`` under their source text so that paths stay readable; the value here is
    # what YAML made of them, for the validator to reject where only strings are allowed.
    non_string_keys: dict[Path_, Any]

    def position(self, path: Path_) -> Position:
        """The position of ``path``, or of its nearest ancestor that has one."""
        while path not in self.positions and path:
            path = path[:-1]
        return self.positions.get(path, Position(1, 1, 1, 1))


class SourceError(Exception):
    """The file cannot be read as YAML data; carries one located finding."""

    def __init__(self, finding: Finding):
        super().__init__(finding.message)
        self.finding = finding


def _fail(
    code: str, message: str, line: int = 1, column: int = 1, path: Path_ = ()
) -> SourceError:
    return SourceError(Finding(code, format_path(path), line, column, message))


_IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")
_SURROGATE = re.compile("[\ud800-\udfff]")


def format_path(path: Path_) -> str:
    """``build_config.package_data[1][0]``, ``env.MY_VAR``; "" for the whole file."""
    out = ""
    for part in path:
        if isinstance(part, int):
            out += f"[{part}]"
        elif _IDENTIFIER.match(part):
            out += f".{part}" if out else part
        else:
            escaped = part.replace("\\", "\\\\").replace('"', '\\"')
            out += f'["{escaped}"]'
    return out


def decode(raw: bytes, size: int | None = None) -> str:
    """``size``: the whole file's size when ``raw`` holds only its beginning."""
    size = max(len(raw), size or 0)
    if size > MAX_FILE_BYTES:
        raise _fail(
            "file-too-large",
            f"the file is {size:,} bytes; a component configuration may be at most "
            f"{MAX_FILE_BYTES:,} bytes (1 MiB). Keep large data in package_data files instead",
        )
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        before = raw[: exc.start]
        line = before.count(b"\n") + 1
        column = exc.start - (before.rfind(b"\n") + 1) + 1
        raise _fail(
            "not-utf8",
            f"byte 0x{raw[exc.start]:02x} is not valid UTF-8; save the file as UTF-8",
            line,
            column,
        ) from None
    return text.removeprefix("\ufeff")


def parse(text: str) -> Document:
    """Parse one YAML document held in ``text``; raises SourceError with a location."""
    if not text.strip() or _only_comments(text):
        raise _fail(
            "empty-file",
            "the file is empty; it must be a mapping with at least `name: <component name>`",
        )
    # Text decoded elsewhere (surrogateescape, JSON "\\ud800") may hold lone surrogates,
    # which the YAML reader cannot encode: refuse them like undecodable bytes.
    surrogate = _SURROGATE.search(text)
    if surrogate:
        line, column = _offset_to_line_col(text, surrogate.start())
        raise _fail(
            "not-utf8",
            f"the text contains the lone surrogate U+{ord(surrogate.group()):04X}, which is not "
            "valid Unicode; save the file as UTF-8",
            line,
            column,
        )
    # Text handed in directly (not read through ``decode``) is bounded the same way.
    size = len(text.encode("utf-8")) if len(text) > MAX_FILE_BYTES // 4 else 0
    if size > MAX_FILE_BYTES:
        raise _fail(
            "file-too-large",
            f"the file is {size:,} bytes; a component configuration may be at most "
            f"{MAX_FILE_BYTES:,} bytes (1 MiB). Keep large data in package_data files instead",
        )
    loader = _Loader(text)
    try:
        _check_depth(loader, text)
    finally:
        loader.dispose()
    loader = _Loader(text)
    try:
        node = loader.get_single_node()
    except yaml.MarkedYAMLError as exc:
        raise _yaml_error(exc, text) from None
    except yaml.YAMLError as exc:  # ReaderError and friends carry no mark object
        raise _reader_error(exc, text) from None
    finally:
        loader.dispose()
    if node is None:
        raise _fail("empty-file", "the file holds no YAML document")
    walker = _Walker(loader)
    data = walker.walk(node, (), node.start_mark, 0)
    return Document(data, walker.positions, walker.non_string_keys)


def _only_comments(text: str) -> bool:
    return all(not ln.strip() or ln.lstrip().startswith("#") for ln in text.splitlines())


def _check_depth(loader: yaml.SafeLoader, text: str) -> None:
    # The composer recurses once per nesting level; libyaml's parser does not. Walking the
    # event stream first keeps a pathological "[[[[..." from reaching the composer at all.
    # It also counts the values as written (not the keys): the walker visits at least as
    # many, so a document with more can only be refused, and is, before it is composed.
    depth = 0
    values = 0
    # For each open collection: True while a mapping waits for a key, None for a sequence.
    awaiting_key: list[bool | None] = []
    node_events = (yaml.ScalarEvent, yaml.AliasEvent, yaml.MappingStartEvent,
                   yaml.SequenceStartEvent)
    try:
        while loader.check_event():
            event = loader.get_event()  # type: ignore[no-untyped-call]
            if isinstance(event, node_events):
                is_key = bool(awaiting_key and awaiting_key[-1])
                if awaiting_key and awaiting_key[-1] is not None:
                    awaiting_key[-1] = not awaiting_key[-1]
                # An alias may stand for nothing the walker counts (an empty merged mapping).
                values += not is_key and not isinstance(event, yaml.AliasEvent)
            if isinstance(event, yaml.MappingStartEvent):
                awaiting_key.append(True)
            elif isinstance(event, yaml.SequenceStartEvent):
                awaiting_key.append(None)
            elif isinstance(event, (yaml.MappingEndEvent, yaml.SequenceEndEvent)):
                awaiting_key.pop()
            if values > MAX_EXPANDED_NODES:
                mark = event.start_mark
                line, column = (mark.line + 1, mark.column + 1) if mark else (1, 1)
                raise _fail(
                    "too-complex",
                    f"the document holds more than {MAX_EXPANDED_NODES:,} values; a component "
                    "configuration is small: keep large data in package_data files",
                    line,
                    column,
                )
            if isinstance(event, (yaml.MappingStartEvent, yaml.SequenceStartEvent)):
                depth += 1
                if depth > MAX_DEPTH:
                    mark = event.start_mark
                    line, column = (mark.line + 1, mark.column + 1) if mark else (1, 1)
                    raise _fail(
                        "too-deep", f"the document nests deeper than {MAX_DEPTH} levels", line,
                        column,
                    )
            elif isinstance(event, (yaml.MappingEndEvent, yaml.SequenceEndEvent)):
                depth -= 1
    except yaml.MarkedYAMLError as exc:
        raise _yaml_error(exc, text) from None
    except yaml.YAMLError as exc:
        raise _reader_error(exc, text) from None


def _yaml_error(exc: yaml.MarkedYAMLError, text: str) -> SourceError:
    mark = exc.problem_mark or exc.context_mark
    line, column = (mark.line + 1, mark.column + 1) if mark else (1, 1)
    problem = exc.problem or "invalid YAML"
    if "expected a single document" in str(exc.context or "") or (
        exc.problem and "but found another document" in exc.problem
    ):
        return _fail(
            "multiple-documents",
            "the file holds more than one YAML document (a `---` separator); keep one",
            line,
            column,
        )
    context = f" {exc.context}" if exc.context else ""
    # libyaml does not name the character it trips on: look at the source line.
    source_lines = re.split(r"\r\n|\r|\n", text)
    at = source_lines[line - 1][column - 1 : column] if line <= len(source_lines) else ""
    if "found character '\\t'" in problem or at == "\t":
        problem += " (YAML indentation must use spaces, not tabs)"
    return _fail("yaml-syntax", f"invalid YAML: {problem}{context}", line, column)


def _reader_error(exc: yaml.YAMLError, text: str) -> SourceError:
    position = getattr(exc, "position", None)
    character = getattr(exc, "character", None)
    detail = str(exc).splitlines()[0] if str(exc) else "unreadable input"
    if isinstance(character, (str, int)):
        code = ord(character) if isinstance(character, str) else character
        detail = f"the file contains the control character U+{code:04X}, which YAML forbids"
    # The reader reports an offset, not a line: turn it into one for the finding.
    line = column = 1
    if isinstance(position, int):
        line, column = _offset_to_line_col(text, position)
    return _fail("yaml-syntax", f"invalid YAML: {detail}", line, column)


def _offset_to_line_col(text: str, offset: int) -> tuple[int, int]:
    before = text[:offset]
    return before.count("\n") + 1, offset - (before.rfind("\n") + 1) + 1


def describe_scalar(value: Any) -> str:
    """How YAML read a value, for messages: 'a boolean', 'a date', 'null' ..."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, int):
        return "an integer"
    if isinstance(value, float):
        return "a number"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, (list, tuple)):
        return "a list"
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, bytes):
        return "binary data"
    import datetime

    if isinstance(value, (datetime.date, datetime.datetime)):
        return "a date"
    return type(value).__name__


class _Walker:
    def __init__(self, loader: yaml.SafeLoader):
        self.constructor = loader
        self.positions: dict[Path_, Position] = {}
        self.non_string_keys: dict[Path_, Any] = {}
        self.visited = 0

    def walk(self, node: yaml.Node, path: Path_, key_mark: Any, depth: int) -> Any:
        self.visited += 1
        if self.visited > MAX_EXPANDED_NODES:
            mark = node.start_mark
            raise _fail(
                "too-complex",
                f"the document expands to more than {MAX_EXPANDED_NODES:,} values "
                "(anchors and aliases multiply it); write the data out plainly",
                mark.line + 1,
                mark.column + 1,
            )
        if depth > MAX_DEPTH:
            # Only an alias that refers to its own ancestor gets here (the event check
            # bounds written nesting): point at the node, not at the top of the file.
            mark = node.start_mark
            raise _fail(
                "too-deep",
                f"the document nests deeper than {MAX_DEPTH} levels (an alias refers to a "
                "mapping or list that contains it)",
                mark.line + 1,
                mark.column + 1,
            )
        start = node.start_mark
        text = node.value if isinstance(node, yaml.ScalarNode) else None
        quoted = isinstance(node, yaml.ScalarNode) and node.style in ("'", '"', "|", ">")
        self.positions[path] = Position(
            start.line + 1, start.column + 1, key_mark.line + 1, key_mark.column + 1, text, quoted
        )
        if isinstance(node, yaml.ScalarNode):
            if node.tag not in _SCALAR_TAGS:
                raise self._bad_tag(node, path)
            return self.constructor.construct_object(node, deep=True)
        if isinstance(node, yaml.SequenceNode):
            if node.tag != _TAG + "seq":
                raise self._bad_tag(node, path)
            return [
                self.walk(item, (*path, i), item.start_mark, depth + 1)
                for i, item in enumerate(node.value)
            ]
        if isinstance(node, yaml.MappingNode):
            if node.tag != _TAG + "map":
                raise self._bad_tag(node, path)
            return self._walk_mapping(node, path, depth)
        raise self._bad_tag(node, path)  # pragma: no cover - PyYAML has no other node kinds

    def _walk_mapping(self, node: yaml.MappingNode, path: Path_, depth: int) -> dict[Any, Any]:
        result: dict[Any, Any] = {}
        seen: dict[Any, int] = {}
        merged: dict[Any, Any] = {}
        for key_node, value_node in node.value:
            if key_node.tag == _TAG + "merge":
                self._merge_into(merged, value_node, path, depth)
                continue
            if isinstance(key_node, yaml.ScalarNode) and key_node.tag not in _SCALAR_TAGS:
                raise self._bad_tag(key_node, path)  # a tagged key: the tag is the problem
            if not isinstance(key_node, yaml.ScalarNode):
                mark = key_node.start_mark
                raise _fail(
                    "invalid-key",
                    "mapping keys must be plain scalars, not lists or mappings",
                    mark.line + 1,
                    mark.column + 1,
                    path,
                )
            constructed = self.constructor.construct_object(key_node, deep=True)
            key = constructed if isinstance(constructed, str) else str(key_node.value)
            mark = key_node.start_mark
            if key in seen:
                raise _fail(
                    "duplicate-key",
                    f"duplicate key `{key_node.value}` (first defined on line {seen[key]}); "
                    "remove one of them",
                    mark.line + 1,
                    mark.column + 1,
                    (*path, key),
                )
            seen[key] = mark.line + 1
            child_path = (*path, key)
            if not isinstance(constructed, str):
                self.non_string_keys[child_path] = constructed
            result[key] = self.walk(value_node, child_path, mark, depth + 1)
        # Keys written in the mapping itself win over merged ones, as YAML's merge key says.
        return {**{k: v for k, v in merged.items() if k not in result}, **result}

    def _merge_into(
        self, merged: dict[Any, Any], value_node: yaml.Node, path: Path_, depth: int
    ) -> None:
        sources = value_node.value if isinstance(value_node, yaml.SequenceNode) else [value_node]
        for source in sources:
            if not isinstance(source, yaml.MappingNode):
                mark = source.start_mark
                raise _fail(
                    "invalid-merge",
                    "a merge key `<<` must refer to a mapping or a list of mappings",
                    mark.line + 1,
                    mark.column + 1,
                    path,
                )
            for key, value in self._walk_mapping(source, path, depth).items():
                merged.setdefault(key, value)

    @staticmethod
    def _bad_tag(node: yaml.Node, path: Path_) -> SourceError:
        mark = node.start_mark
        return _fail(
            "unsupported-tag",
            f"the YAML tag `{node.tag}` is not allowed; a component configuration holds only "
            "plain strings, numbers, booleans, null, lists and mappings",
            mark.line + 1,
            mark.column + 1,
            path,
        )

