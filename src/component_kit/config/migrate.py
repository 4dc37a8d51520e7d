"""Rewrite a component_config.yaml from the earlier form of the schema into the current form.

``component migrate`` uses this module. It makes exactly these changes (spec section 9):

* ``build_config.requirements.provider: python-pip`` becomes ``uv-pip``, in the same quoting
  style;
* the deprecated alias ``build_config.python_version`` moves to
  ``build_config.requirements.python_version`` (creating ``requirements`` with provider uv-pip
  when it is absent), or is dropped when it is null or repeats the value already there. A
  conflicting value, or a conda provider, is a ``MigrationError``.

How it keeps everything else: the file is parsed with ruamel.yaml in round-trip mode, but the
result is *not* re-emitted by ruamel. The composed node tree only supplies exact character
positions; the rewrite edits the original text at those positions and leaves every other
character alone. Comments, key order, quoting, indentation, blank lines, anchors, line endings
(LF, CRLF, CR, even mixed) and a byte order mark therefore survive byte for byte. Dumping the
round-trip data instead (ruamel.yaml 0.19) would drop the byte order mark and a ``...``
document end, write its own lines with LF while comments keep their CRLF, turn ``~`` and
``null`` into empty values, re-indent the whole file to one style, re-space flow collections
(``{ provider: x }`` -> ``{provider: x}``, moving the comment after it) and re-wrap long quoted
strings.

Every rewrite is checked before it is returned: the new text is parsed again and its data must
equal the original data with exactly the changes above applied (key order included). A layout
the rewrite cannot handle fails that check and becomes a ``MigrationError`` instead of a
silently wrong file.

Comments that belong to a moved ``python_version`` move with it: the comment at the end of its
line, comments between its key and its value, and the full-line comments directly above it at
the same indentation with no blank line in between. When the target ``requirements`` mapping is
in flow style (``{provider: python-pip}``) a comment cannot go inside it; those comments are
written as full-line comments directly above the ``requirements`` key. When the alias is only
dropped (null, or equal to ``requirements.python_version``) its comments stay where they were;
a comment at the end of the dropped line becomes a full-line comment in its place.

ruamel.yaml is imported inside the functions that need it: it is slow to import and
``component --help`` must stay fast.
"""

from __future__ import annotations

import contextlib
import difflib
import itertools
import os
import re
import stat
import tempfile
import warnings
from collections.abc import Mapping
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from component_kit.errors import ComponentKitError

__all__ = [
    "Migration",
    "MigrationError",
    "migrate_text",
    "read_text",
    "write_atomically",
]

OLD_PROVIDER = "python-pip"
NEW_PROVIDER = "uv-pip"

_STR_TAG = "tag:yaml.org,2002:str"
_NULL_TAG = "tag:yaml.org,2002:null"
_BOM = "\ufeff"
# build_config keys that exist only in the current form: a file using one of them is not an
# earlier-form file, so an absent requirements key is not worth a note.
_CURRENT_ONLY_BUILD_KEYS = (
    "python_version",
    "inherit_base_image_packages",
    "host_credentials",
    "build_env",
)
_LINE_BREAK = re.compile(r"\r\n|\r|\n")
_LINE = re.compile(r"[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+")

# A node of the tree ruamel.yaml composes (ScalarNode, SequenceNode or MappingNode). ruamel's
# own annotations type them loosely, so this module treats them as Any and reads only
# ``id``, ``tag``, ``value``, ``flow_style``, ``start_mark`` and ``end_mark``.
Node = Any


class MigrationError(ComponentKitError):
    """The file cannot be migrated; ``line`` and ``column`` (1-based) locate the cause."""

    exit_code = 1
    code = "migrate"  # the CLI prints it as error[migrate]

    def __init__(self, line: int, column: int, message: str) -> None:
        super().__init__(f"line {line}, column {column}: {message}")
        self.line = line
        self.column = column
        self.message = message

    def format(self, path: str | os.PathLike[str]) -> str:
        """``path:line:column: error: message``, the layout of the other config errors."""
        return f"{os.fspath(path)}:{self.line}:{self.column}: error: {self.message}"


@dataclass(frozen=True)
class Migration:
    """The result of ``migrate_text``.

    ``changes`` lists one sentence per change, each starting with the line of the input it
    concerns. It may also hold an informational sentence that needs no edit (an earlier-form
    ``build_config`` without ``requirements``); ``needed`` is true only when the text changes.
    """

    original: str
    migrated: str
    changes: tuple[str, ...] = ()

    @property
    def needed(self) -> bool:
        return self.migrated != self.original

    def unified_diff(self, path: str) -> str:
        """A unified diff from ``a/<path>`` to ``b/<path>``; empty when nothing changes.

        Line endings of the file are kept inside the diff lines. A last line without a line
        break is followed by git's ``\\ No newline at end of file`` marker.
        """
        diff = difflib.unified_diff(
            _split_lines(self.original),
            _split_lines(self.migrated),
            fromfile=f"a/{path}",
            tofile=f"b/{path}",
        )
        out: list[str] = []
        for line in diff:
            out.append(line)
            if not line.endswith(("\n", "\r")):
                out.append("\n\\ No newline at end of file\n")
        return "".join(out)


def migrate_text(text: str) -> Migration:
    """Migrate the text of a component_config.yaml to the current form of the schema.

    Returns a ``Migration`` whose ``migrated`` text equals ``text`` when nothing needs to
    change. Raises ``MigrationError`` when the text is not YAML, is not a mapping, or holds a
    conflict that needs a human decision.
    """
    bom = _BOM if text.startswith(_BOM) else ""
    body = text[len(bom) :]
    root, data = _parse(body)
    plan = _Planner(body, root, data).plan()
    changes = tuple(sentence for _, sentence in sorted(plan.changes, key=lambda c: c[0]))
    if not plan.edits:
        return Migration(original=text, migrated=text, changes=changes)
    migrated = _apply(body, plan.edits)
    if not body.endswith(("\n", "\r")):
        # A moved last line gained a line break; the file keeps ending without one.
        migrated = _strip_final_break(migrated)
    _verify(migrated, plan.expected, plan.edits[0].line, plan.edits[0].column)
    return Migration(original=text, migrated=bom + migrated, changes=changes)


def read_text(path: Path) -> str:
    """Read a configuration file for ``migrate_text`` without translating line endings.

    ``Path.read_text`` turns CRLF into LF; writing that back would change every line. A byte
    order mark is kept as the first character. Raises ``MigrationError`` when the file is not
    UTF-8.
    """
    raw = path.read_bytes()
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw.count(b"\n", 0, exc.start) + 1
        column = exc.start - (raw.rfind(b"\n", 0, exc.start) + 1) + 1
        raise MigrationError(line, column, f"the file is not valid UTF-8 ({exc.reason})") from exc


def write_atomically(path: Path, text: str) -> None:
    """Replace ``path`` with ``text`` (UTF-8, line endings exactly as given) atomically.

    The text goes to a temporary file in the same directory, is flushed to disk, and then
    replaces the file with ``os.replace``, so a reader sees the old or the new file, never a
    mix. The file's permission bits are kept (a new file gets 0o666 minus the umask). A
    symbolic link is followed: its target is replaced, the link stays. On any error the
    temporary file is removed and the file is left as it was; an I/O error (or text that
    cannot be encoded) is raised as ``ComponentKitError`` naming the file.
    """
    target = Path(os.path.realpath(path))
    try:
        try:
            mode = stat.S_IMODE(os.stat(target).st_mode)
        except FileNotFoundError:
            mode = 0o666 & ~_current_umask()
        fd, tmp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    except OSError as exc:
        raise ComponentKitError(f"{path}: cannot write the file: {exc}") from exc
    tmp = Path(tmp_name)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(tmp, mode)
        os.replace(tmp, target)
    except BaseException as exc:
        with contextlib.suppress(OSError):
            tmp.unlink()
        if isinstance(exc, (OSError, UnicodeError)):
            raise ComponentKitError(f"{path}: cannot write the file: {exc}") from exc
        raise
    _fsync_directory(target.parent)


# --------------------------------------------------------------------------------------------
# Parsing


def _parse(text: str) -> tuple[Node, object]:
    """Compose the node tree (positions) and load the data (values) of one YAML document."""
    from ruamel.yaml import YAML
    from ruamel.yaml.error import MarkedYAMLError, YAMLError

    with warnings.catch_warnings():
        # ruamel warns about reused anchors and the like; migrate is not the place for that,
        # and a warning must not escape into the CLI's output or a strict test run.
        warnings.simplefilter("ignore")
        root: Node = None
        try:
            root = YAML(typ="rt").compose(text)
            data = YAML(typ="rt").load(text)
        except MarkedYAMLError as exc:
            raise _marked_error(exc) from exc
        except YAMLError as exc:  # ReaderError: a character YAML does not allow
            position = getattr(exc, "position", 0)
            line, column = _line_column(text, position if isinstance(position, int) else 0)
            character = getattr(exc, "character", None)
            if isinstance(character, str) and len(character) == 1:
                character = ord(character)
            message = (
                f"the character #x{character:04x} is not allowed in YAML"
                if isinstance(character, int)
                else _one_line(exc)
            )
            raise MigrationError(line, column, f"not valid YAML: {message}") from exc
        except RecursionError as exc:
            raise MigrationError(1, 1, "not readable: the YAML is nested too deeply") from exc
        except Exception as exc:
            # ruamel lets a scalar it cannot construct (an impossible date, "!!int abc")
            # raise a bare ValueError or TypeError; find which node it was.
            line, column = _failing_scalar(root, exc)
            raise MigrationError(line, column, f"not a valid YAML value: {exc}") from exc
    return root, data


def _marked_error(exc: Any) -> MigrationError:
    mark = exc.problem_mark or exc.context_mark
    line, column = (mark.line + 1, mark.column + 1) if mark is not None else (1, 1)
    parts = [str(p).strip() for p in (exc.context, exc.problem) if p]
    message = ": ".join(parts) if parts else _one_line(exc)
    return MigrationError(line, column, f"not valid YAML: {message}")


def _failing_scalar(root: Node, exc: Exception) -> tuple[int, int]:
    """The 1-based position of the first scalar whose construction raises like ``exc``."""
    if root is None:
        return 1, 1
    from ruamel.yaml import YAML

    constructor = YAML(typ="rt").constructor
    seen: set[int] = set()
    stack = [root]
    while stack:
        node = stack.pop()
        if id(node) in seen:
            continue
        seen.add(id(node))
        if node.id == "scalar":
            try:
                constructor.construct_object(node, deep=True)
            except Exception as inner:
                if type(inner) is type(exc):
                    return node.start_mark.line + 1, node.start_mark.column + 1
        elif node.id == "mapping":
            stack.extend(reversed([n for pair in node.value for n in pair]))
        else:
            stack.extend(reversed(node.value))
    return 1, 1


def _one_line(exc: BaseException) -> str:
    return " ".join(str(exc).split())


def _line_column(text: str, index: int) -> tuple[int, int]:
    line = len(_LINE_BREAK.findall(text, 0, index)) + 1
    return line, index - _line_start(text, index) + 1


# --------------------------------------------------------------------------------------------
# Planning: which edits the text needs, and what the data must look like afterwards


@dataclass(frozen=True)
class _Edit:
    """Replace ``text[start:end]`` by ``replacement``; ``line``/``column`` locate it (1-based)."""

    start: int
    end: int
    replacement: str
    line: int
    column: int


@dataclass
class _Plan:
    edits: list[_Edit] = field(default_factory=list)
    changes: list[tuple[int, str]] = field(default_factory=list)
    # The expected data after migration, in the comparable form of ``_plain``.
    expected: object = None


@dataclass(frozen=True)
class _Entry:
    """The ``python_version`` alias entry of build_config, with the text around it."""

    key: Node
    value: Node
    block: bool
    region_start: int  # first character to remove (block: start of attached comment lines)
    key_line_start: int  # block: start of the key's line
    region_end: int  # one past the last character to remove
    lead_comments: tuple[str, ...]  # block: the full-line comments directly above the key
    inner_comments: tuple[str, ...]  # comments inside the entry (end of line, key to value)
    value_text: str
    column: int  # 0-based column of the key in the text


class _Planner:
    def __init__(self, text: str, root: Node, data: object) -> None:
        self.text = text
        self.root = root
        self.data = data
        self.newline = _first_newline(text)
        self.result = _Plan()
        self.refs: dict[int, int] = {}
        self.bc_key: Node = None

    # -- entry point ------------------------------------------------------------------------

    def plan(self) -> _Plan:
        root, data = self.root, self.data
        if root is None:
            raise MigrationError(
                1, 1, "the file holds no YAML document; a component configuration is a mapping"
            )
        if root.id != "mapping" or not isinstance(data, Mapping):
            raise MigrationError(
                *_position(root),
                f"the file must be a YAML mapping (a component configuration), not {_kind(root)}",
            )
        self.refs = _reference_counts(root)
        expected = _plain(data)
        self.result.expected = expected
        bc_key, bc = self._lookup(root, data, "build_config", "the top level")
        self.bc_key = bc_key
        if bc is None or _is_null(bc):
            return self.result
        if bc.id != "mapping" or not isinstance(data["build_config"], Mapping):
            raise MigrationError(
                *_position(bc), f"build_config must be a mapping or null, not {_kind(bc)}"
            )
        bc_data: Mapping[Any, Any] = data["build_config"]
        bc_plain = _map_get(expected, "build_config")
        req_key, req = self._lookup(bc, bc_data, "requirements", "build_config")
        alias_key, alias = self._lookup(bc, bc_data, "python_version", "build_config")
        req_data: Mapping[Any, Any] | None = None
        if req is not None and not _is_null(req):
            if req.id != "mapping" or not isinstance(bc_data["requirements"], Mapping):
                raise MigrationError(
                    *_position(req),
                    f"build_config.requirements must be a mapping, not {_kind(req)}",
                )
            req_data = bc_data["requirements"]
            self._rename_provider(bc, req, req_data, _map_get(bc_plain, "requirements"))
        if alias_key is not None:
            self._migrate_alias(bc, bc_data, bc_plain, alias_key, alias, req_key, req, req_data)
        elif req is None and not self._has_current_only_keys(root, bc):
            line = _position(bc_key)[0]
            self.result.changes.append(
                (
                    line,
                    f"line {line}: build_config.requirements: absent, so no key is needed: "
                    f"the default provider changes from {OLD_PROVIDER} (earlier form) to "
                    f"{NEW_PROVIDER} (current form)",
                )
            )
        return self.result

    # -- the two changes --------------------------------------------------------------------

    def _rename_provider(
        self, bc: Node, req: Node, req_data: Mapping[Any, Any], req_plain: object
    ) -> None:
        _, provider = self._lookup(req, req_data, "provider", "build_config.requirements")
        if provider is None or not _is_str(provider, OLD_PROVIDER):
            return
        self._unshared(bc, "build_config")
        self._unshared(req, "build_config.requirements")
        self._unshared(provider, "build_config.requirements.provider")
        start, end = provider.start_mark.index, provider.end_mark.index
        # The span may begin with an anchor or a tag; the scalar itself comes last. Quotes
        # stay outside the replaced characters, so the quoting style is kept.
        at = self.text.rfind(OLD_PROVIDER, start, end)
        if at < 0:
            raise MigrationError(
                *_position(provider),
                f"build_config.requirements.provider is written in a way migrate cannot "
                f"rewrite (escapes or line breaks); change it to {NEW_PROVIDER} by hand",
            )
        self._edit(at, at + len(OLD_PROVIDER), NEW_PROVIDER, provider)
        _map_set(req_plain, "provider", ("str", NEW_PROVIDER))
        line = provider.start_mark.line + 1
        self.result.changes.append(
            (
                line,
                f"line {line}: build_config.requirements.provider: "
                f"{OLD_PROVIDER} -> {NEW_PROVIDER}",
            )
        )

    def _migrate_alias(
        self,
        bc: Node,
        bc_data: Mapping[Any, Any],
        bc_plain: object,
        alias_key: Node,
        alias: Node,
        req_key: Node | None,
        req: Node | None,
        req_data: Mapping[Any, Any] | None,
    ) -> None:
        line, column = _position(alias_key)
        where = f"line {line}: build_config.python_version"
        alias_value = bc_data["python_version"]
        self._unshared(bc, "build_config")
        self._unshared(alias_key, "the build_config.python_version key")
        self._unshared(alias, "build_config.python_version")
        if alias_value is not None and alias.id != "scalar":
            raise MigrationError(
                *_position(alias),
                f"build_config.python_version must be a string or null, not {_kind(alias)}",
            )
        entry = self._entry(bc, alias_key, alias)

        if alias_value is None:
            self._drop(bc, entry)
            _map_del(bc_plain, "python_version")
            self.result.changes.append(
                (line, f"{where}: removed (null, the deprecated alias had no effect)")
            )
            return
        if req is not None and _is_null(req):
            raise MigrationError(
                *_position(req_key),
                "build_config.requirements is null, so build_config.python_version has nowhere "
                "to go; remove 'requirements:' or give it 'provider: uv-pip', then run migrate "
                "again",
            )

        moved = ("str", "python_version"), _plain(alias_value)
        if req is None or req_data is None:
            self._create_requirements(bc, entry)
            _map_replace_key(
                bc_plain,
                "python_version",
                ("str", "requirements"),
                ("map", [[("str", "provider"), ("str", NEW_PROVIDER)], list(moved)]),
            )
            self.result.changes.append(
                (
                    line,
                    f"{where}: moved to build_config.requirements.python_version, in a new "
                    f"build_config.requirements with provider {NEW_PROVIDER}",
                )
            )
            return

        req_plain = _map_get(bc_plain, "requirements")
        req_path = "build_config.requirements"
        _, provider = self._lookup(req, req_data, "provider", req_path)
        if provider is not None and _is_str(provider, "conda"):
            raise MigrationError(
                line,
                column,
                f"build_config.python_version cannot be migrated: {req_path}.provider is conda "
                f"(line {provider.start_mark.line + 1}), and conda requirements take no "
                f"python_version. Remove build_config.python_version, or switch the provider "
                f"to {NEW_PROVIDER}, then run migrate again",
            )
        self._unshared(req, req_path)
        rpv_key, rpv = self._lookup(req, req_data, "python_version", req_path)
        if rpv_key is not None and req_data.get("python_version") is not None:
            rpv_line = rpv_key.start_mark.line + 1
            if _plain(req_data["python_version"]) != _plain(alias_value):
                raise MigrationError(
                    line,
                    column,
                    f"build_config.python_version ({_source(entry.value_text)}) conflicts with "
                    f"{req_path}.python_version ({_source(_node_text(self.text, rpv))}) "
                    f"(line {rpv_line}); keep one of them, then run migrate again",
                )
            self._drop(bc, entry)
            _map_del(bc_plain, "python_version")
            self.result.changes.append(
                (
                    line,
                    f"{where}: removed; {req_path}.python_version (line {rpv_line}) "
                    f"already has the same value",
                )
            )
            return

        self._remove_entry(entry)
        if rpv_key is not None:  # requirements.python_version is present but null
            self._unshared(rpv_key, f"the {req_path}.python_version key")
            self._unshared(rpv, f"{req_path}.python_version")
            self._fill_null(entry, rpv_key, rpv)
            self._relocate_comments(entry, [rpv_key, req_key])
            _map_set(req_plain, "python_version", moved[1])
        elif req.flow_style:
            self._insert_into_flow(entry, req)
            self._relocate_comments(entry, [req_key])
            _map_append(req_plain, *moved)
        else:
            self._insert_into_block(entry, req)
            _map_append(req_plain, *moved)
        _map_del(bc_plain, "python_version")
        self.result.changes.append(
            (
                line,
                f"{where}: moved to {req_path}.python_version "
                f"(the alias is deprecated and removed in release 1.13.0)",
            )
        )

    # -- text surgery -----------------------------------------------------------------------

    def _entry(self, bc: Node, key: Node, value: Node) -> _Entry:
        text = self.text
        start, value_end = key.start_mark.index, _value_end(text, key, value)
        value_text = _node_text(text, value)
        skip = [(start, key.end_mark.index), (min(value.start_mark.index, value_end), value_end)]
        if bc.flow_style:
            comments = _comments(text, start, value_end, skip)
            if comments:
                raise self._layout_error(key, "a comment inside the flow-style build_config")
            region_start, region_end = _flow_entry_region(text, start, value_end)
            return _Entry(
                key,
                value,
                False,
                region_start,
                start,
                region_end,
                (),
                (),
                value_text,
                start - _line_start(text, start),
            )
        line_start = _line_start(text, start)
        if text[line_start:start].strip(" "):
            raise self._layout_error(key, "a key that does not start its line")
        end_of_line = _end_of_line(text, value_end)
        if end_of_line is None:
            raise self._layout_error(key, "more content after the value on its line")
        region_end = end_of_line
        column = start - line_start
        lead_start = line_start
        bound = self._previous_end(bc, key)
        while lead_start > bound:
            previous = _previous_line_start(text, lead_start)
            content = _strip_break(text[previous:lead_start])
            if previous < bound or not content.lstrip(" ").startswith("#"):
                break
            if len(content) - len(content.lstrip(" ")) != column:
                break
            lead_start = previous
        lead = tuple(
            _strip_break(line).strip(" \t") for line in _split_lines(text[lead_start:line_start])
        )
        inner = tuple(_comments(text, line_start, region_end, skip))
        return _Entry(
            key, value, True, lead_start, line_start, region_end, lead, inner, value_text, column
        )

    def _previous_end(self, bc: Node, key: Node) -> int:
        """Where the entry before ``key`` ends: comment lines above ``key`` start after it."""
        previous = None
        for k, v in bc.value:
            if k is key:
                break
            previous = (k, v)
        if previous is None:  # the first key: comment lines after the build_config key count
            return int(self.bc_key.end_mark.index)
        return _last_end(self.text, previous[1], previous[0])

    def _drop(self, bc: Node, entry: _Entry) -> None:
        """Remove the alias entry, keeping all of its comments in place."""
        if not entry.block:
            self._edit(entry.region_start, entry.region_end, "", entry.key)
            return
        if len(bc.value) == 1:
            # Without its only key a block build_config would read as null: write {}.
            self._empty_block_mapping(entry)
        indent = " " * entry.column
        kept = "".join(f"{indent}{c}{self.newline}" for c in entry.inner_comments)
        self._edit(entry.key_line_start, entry.region_end, kept, entry.key)

    def _empty_block_mapping(self, entry: _Entry) -> None:
        """Write ``{}`` as the value of the build_config key (after its anchor or tag)."""
        text = self.text
        at = int(self.bc_key.end_mark.index)
        while at < len(text) and text[at] in " \t":
            at += 1
        if not text.startswith(":", at):
            raise self._layout_error(self.bc_key, "an unusual build_config key")
        at += 1
        # Only anchors (&name) and tags (!tag) may follow on the line, then a comment.
        while True:
            while at < len(text) and text[at] in " \t":
                at += 1
            if at >= len(text) or text[at] not in "&!":
                break
            while at < len(text) and text[at] not in " \t\r\n":
                at += 1
        if at < len(text) and text[at] not in "#\r\n":
            raise self._layout_error(self.bc_key, "more content on the build_config line")
        while at > 0 and text[at - 1] in " \t":
            at -= 1
        self._edit(at, at, " {}", entry.key)

    def _remove_entry(self, entry: _Entry) -> None:
        """Remove the alias entry with its comments (they are re-inserted elsewhere)."""
        self._edit(entry.region_start, entry.region_end, "", entry.key)

    def _moved_lines(self, entry: _Entry, column: int) -> str:
        """The entry's own lines, comments included, re-indented from its column to ``column``."""
        lines = self.text[entry.region_start : entry.region_end]
        if not lines.endswith(("\n", "\r")):
            lines += self.newline
        return _reindent(lines, column - entry.column)

    def _create_requirements(self, bc: Node, entry: _Entry) -> None:
        nl = self.newline
        if not entry.block:
            if "\n" in entry.value_text or "\r" in entry.value_text:
                raise self._multiline_error(entry)
            replacement = (
                f"requirements: {{provider: {NEW_PROVIDER}, python_version: {entry.value_text}}}"
            )
            self._edit(
                entry.key.start_mark.index, entry.value.end_mark.index, replacement, entry.key
            )
            return
        outer = entry.column
        step = outer - self._root_column() if outer > self._root_column() else 2
        inner = outer + step
        replacement = (
            f"{' ' * outer}requirements:{nl}"
            f"{' ' * inner}provider: {NEW_PROVIDER}{nl}"
            f"{self._moved_lines(entry, inner)}"
        )
        self._edit(entry.region_start, entry.region_end, replacement, entry.key)

    def _root_column(self) -> int:
        first_key = self.root.value[0][0]
        index = int(first_key.start_mark.index)
        return index - _line_start(self.text, index)

    def _insert_into_block(self, entry: _Entry, req: Node) -> None:
        text = self.text
        first_key = req.value[0][0]
        index = int(first_key.start_mark.index)
        column = index - _line_start(text, index)
        if entry.block:
            moved = self._moved_lines(entry, column)
        else:  # cannot happen: a flow build_config holds only flow mappings
            raise self._layout_error(entry.key, "a flow-style build_config")
        at = _end_of_line(text, _last_end(text, req))
        if at is None:
            raise self._layout_error(req, "more content after the last value of requirements")
        if at == len(text) and not text.endswith(("\n", "\r")):
            moved = self.newline + moved
        self._edit(at, at, moved, entry.key)

    def _insert_into_flow(self, entry: _Entry, req: Node) -> None:
        if "\n" in entry.value_text or "\r" in entry.value_text:
            raise self._multiline_error(entry)
        addition = f"python_version: {entry.value_text}"
        if req.value:
            at = _last_end(self.text, req.value[-1][1], req.value[-1][0])
            addition = ", " + addition
        else:
            at = self.text.index("{", req.start_mark.index) + 1
        self._edit(at, at, addition, entry.key)

    def _fill_null(self, entry: _Entry, rpv_key: Node, rpv: Node) -> None:
        """Give the present-but-null requirements.python_version the alias's value."""
        if "\n" in entry.value_text or "\r" in entry.value_text:
            raise self._multiline_error(entry)
        start, end = rpv.start_mark.index, rpv.end_mark.index
        if self.text[start:end].strip():
            self._edit(start, end, entry.value_text, entry.key)
            return
        at = rpv_key.end_mark.index
        while at < len(self.text) and self.text[at] in " \t":
            at += 1
        if at >= len(self.text) or self.text[at] != ":":
            raise self._layout_error(rpv_key, "an unusual requirements.python_version key")
        self._edit(at + 1, at + 1, f" {entry.value_text}", entry.key)

    def _relocate_comments(self, entry: _Entry, targets: list[Node | None]) -> None:
        """Write the entry's comments as full lines above the first target key starting a line."""
        comments = entry.lead_comments + entry.inner_comments
        if not comments:
            return
        for target in targets:
            if target is None:
                continue
            index = int(target.start_mark.index)
            line_start = _line_start(self.text, index)
            if not self.text[line_start:index].strip(" "):
                indent = " " * (index - line_start)
                lines = "".join(f"{indent}{c}{self.newline}" for c in comments)
                self._edit(line_start, line_start, lines, entry.key)
                return
        raise self._layout_error(entry.key, "comments that have nowhere to go")

    # -- helpers ----------------------------------------------------------------------------

    def _edit(self, start: int, end: int, replacement: str, node: Node) -> None:
        line, column = _position(node)
        self.result.edits.append(_Edit(start, end, replacement, line, column))

    def _lookup(
        self, mapping: Node, data: Mapping[Any, Any], key: str, where: str
    ) -> tuple[Node | None, Node | None]:
        """The key and value nodes of ``key`` written directly in ``mapping``.

        A key that the data has only through a merge key (``<<: *defaults``) cannot be
        rewritten in place; that is an error rather than a silent miss.
        """
        found: tuple[Node | None, Node | None] = (None, None)
        for k, v in mapping.value:
            if _is_str(k, key):
                found = (k, v)
        if found[0] is None and key in data:
            raise MigrationError(
                *_position(mapping),
                f"{key} in {where} comes from a YAML merge key (<<); migrate cannot rewrite "
                f"it in place. Write {key} out in {where}, then run migrate again",
            )
        return found

    def _unshared(self, node: Node, what: str) -> None:
        if self.refs.get(id(node), 0) > 1:
            raise MigrationError(
                *_position(node),
                f"{what} is a YAML anchor that is also used through an alias (*name); "
                f"migrate would change every use. Replace the alias by a copy, then run "
                f"migrate again",
            )

    def _has_current_only_keys(self, root: Node, bc: Node) -> bool:
        return any(_is_str(k, "env") for k, _ in root.value) or any(
            _is_str(k, name) for k, _ in bc.value for name in _CURRENT_ONLY_BUILD_KEYS
        )

    def _layout_error(self, node: Node, what: str) -> MigrationError:
        return MigrationError(
            *_position(node),
            f"migrate cannot move build_config.python_version here because of {what}; move "
            f"it to build_config.requirements.python_version by hand",
        )

    def _multiline_error(self, entry: _Entry) -> MigrationError:
        return MigrationError(
            *_position(entry.key),
            "the value of build_config.python_version spans several lines; write it on one "
            "line, then run migrate again",
        )


# --------------------------------------------------------------------------------------------
# Applying and verifying


def _apply(text: str, edits: list[_Edit]) -> str:
    # Right to left, so earlier positions stay valid. At equal starts the longer edit goes
    # first: an insertion at the start of a removed region then lands in front of what follows.
    ordered = sorted(edits, key=lambda e: (e.start, e.end), reverse=True)
    for later, earlier in itertools.pairwise(ordered):
        if earlier.end > later.start:
            raise MigrationError(later.line, later.column, "migrate planned overlapping edits")
    out = text
    for edit in ordered:
        out = out[: edit.start] + edit.replacement + out[edit.end :]
    return out


def _verify(migrated: str, expected: object, line: int, column: int) -> None:
    try:
        _, data = _parse(migrated)
    except MigrationError as exc:
        raise MigrationError(
            line,
            column,
            f"migrate could not rewrite this file safely (the result would not be valid YAML: "
            f"{exc.message}); migrate it by hand",
        ) from exc
    if _plain(data) != expected:
        raise MigrationError(
            line,
            column,
            "migrate could not rewrite this file safely (the result would not hold the same "
            "data); migrate it by hand",
        )


# --------------------------------------------------------------------------------------------
# Comparable data: nested tuples and lists, mappings as ordered [key, value] pairs


def _plain(value: object) -> object:
    """``value`` as comparable plain data: key order counts, types count, NaN equals NaN."""
    return _plain_at(value, [])


def _plain_at(value: object, path: list[int]) -> object:
    from ruamel.yaml.comments import TaggedScalar

    if isinstance(value, (Mapping, list, tuple, AbstractSet)):
        if id(value) in path:
            return ("cycle",)
        path.append(id(value))
        try:
            if isinstance(value, Mapping):
                return ("map", [[_plain_at(k, path), _plain_at(v, path)] for k, v in value.items()])
            return (type(value).__name__, [_plain_at(item, path) for item in value])
        finally:
            path.pop()
    if isinstance(value, str):
        return ("str", str(value))
    if isinstance(value, TaggedScalar):
        if str(value.tag) == _STR_TAG:
            return ("str", str(value.value))
        return ("tagged", str(value.tag), str(value.value))
    return (type(value).__name__, repr(value))


def _pairs(plain: object) -> list[list[object]]:
    assert isinstance(plain, tuple) and plain[0] == "map", plain
    pairs = plain[1]
    assert isinstance(pairs, list)
    return pairs


def _map_get(plain: object, key: str) -> object:
    for k, v in _pairs(plain):
        if k == ("str", key):
            return v
    raise KeyError(key)


def _map_set(plain: object, key: str, value: object) -> None:
    for pair in _pairs(plain):
        if pair[0] == ("str", key):
            pair[1] = value
            return
    raise KeyError(key)


def _map_del(plain: object, key: str) -> None:
    pairs = _pairs(plain)
    pairs[:] = [pair for pair in pairs if pair[0] != ("str", key)]


def _map_append(plain: object, key: object, value: object) -> None:
    _pairs(plain).append([key, value])


def _map_replace_key(plain: object, key: str, new_key: object, new_value: object) -> None:
    for pair in _pairs(plain):
        if pair[0] == ("str", key):
            pair[0], pair[1] = new_key, new_value
            return
    raise KeyError(key)


# --------------------------------------------------------------------------------------------
# Nodes


def _is_str(node: Node, value: str) -> bool:
    return bool(node.id == "scalar" and str(node.tag) == _STR_TAG and node.value == value)


def _is_null(node: Node) -> bool:
    return bool(node.id == "scalar" and str(node.tag) == _NULL_TAG)


def _kind(node: Node) -> str:
    if node.id == "mapping":
        return "a mapping"
    if node.id == "sequence":
        return "a list"
    if _is_null(node):
        return "null"
    return f"the scalar {_show(str(node.value))}"


def _source(value: str) -> str:
    """Source text for a message: one line, at most 40 characters."""
    value = " ".join(value.split())
    return value if len(value) <= 40 else value[:37] + "..."


def _show(value: str) -> str:
    return repr(value if len(value) <= 40 else value[:37] + "...")


def _position(node: Node) -> tuple[int, int]:
    return int(node.start_mark.line) + 1, int(node.start_mark.column) + 1


def _node_text(text: str, node: Node) -> str:
    return text[node.start_mark.index : node.end_mark.index].rstrip()


def _last_end(text: str, node: Node, key: Node = None) -> int:
    """Index after the last character of ``node`` (the value of ``key``, if given).

    A block collection's own end mark lies at the next token, past any comment lines that
    follow it, so its last leaf is used instead.
    """
    while node.id in ("mapping", "sequence") and not node.flow_style and node.value:
        if node.id == "mapping":
            key, node = node.value[-1]
        else:
            key, node = None, node.value[-1]
    if key is not None:
        return _value_end(text, key, node)
    return int(node.end_mark.index)


def _value_end(text: str, key: Node, value: Node) -> int:
    """Index after ``value``; for an empty value (``key:``), right after the colon.

    ruamel gives an empty scalar the position of whatever token comes next, which may lie
    several lines further down.
    """
    start, end = int(value.start_mark.index), int(value.end_mark.index)
    if value.id != "scalar" or start != end:
        return end
    at = int(key.end_mark.index)
    while at < len(text) and text[at] in " \t":
        at += 1
    return at + 1 if text.startswith(":", at) else int(key.end_mark.index)


def _reference_counts(root: Node) -> dict[int, int]:
    """How often each node is reached: more than once means an anchor used by an alias."""
    counts: dict[int, int] = {}
    stack = [root]
    while stack:
        node = stack.pop()
        seen = counts.get(id(node), 0)
        counts[id(node)] = seen + 1
        if seen:
            continue
        if node.id == "mapping":
            stack.extend(n for pair in node.value for n in pair)
        elif node.id == "sequence":
            stack.extend(node.value)
    return counts


# --------------------------------------------------------------------------------------------
# Text


def _split_lines(text: str) -> list[str]:
    """Lines with their line breaks; only CR, LF and CRLF break lines (as in YAML 1.2)."""
    return _LINE.findall(text)


def _strip_break(line: str) -> str:
    return line.rstrip("\r\n")


def _strip_final_break(text: str) -> str:
    if text.endswith("\r\n"):
        return text[:-2]
    return text[:-1] if text.endswith(("\n", "\r")) else text


def _first_newline(text: str) -> str:
    match = _LINE_BREAK.search(text)
    return match.group() if match else "\n"


def _line_start(text: str, index: int) -> int:
    return max(text.rfind("\n", 0, index), text.rfind("\r", 0, index)) + 1


def _previous_line_start(text: str, line_start: int) -> int:
    """The start of the line before the one starting at ``line_start`` (> 0)."""
    before = line_start - 2 if text.startswith("\r\n", line_start - 2) else line_start - 1
    return _line_start(text, before)


def _end_of_line(text: str, index: int) -> int | None:
    """Past the line break that ends ``index``'s line, if only blanks and a comment follow.

    ``index`` at the start of a line (a block scalar's end) is returned as it is. None when
    something else follows on the line.
    """
    if index == 0 or text[index - 1] in "\r\n":
        return index
    at = index
    while at < len(text) and text[at] in " \t":
        at += 1
    if at < len(text) and text[at] == "#":
        while at < len(text) and text[at] not in "\r\n":
            at += 1
    if at == len(text):
        return at
    if text.startswith("\r\n", at):
        return at + 2
    if text[at] in "\r\n":
        return at + 1
    return None


def _comments(text: str, start: int, end: int, skip: list[tuple[int, int]]) -> list[str]:
    """The comments in ``text[start:end]`` outside the ``skip`` spans (scalars, keys)."""
    found: list[str] = []
    at = start
    while at < end:
        inside = next((s_end for s_start, s_end in skip if s_start <= at < s_end), None)
        if inside is not None:
            at = inside
            continue
        if text[at] == "#" and (at == 0 or text[at - 1] in " \t\r\n"):
            stop = at
            while stop < len(text) and text[stop] not in "\r\n":
                stop += 1
            found.append(text[at:stop].rstrip(" \t"))
            at = stop
            continue
        at += 1
    return found


def _flow_entry_region(text: str, start: int, end: int) -> tuple[int, int]:
    """The span of a flow-mapping entry together with one neighbouring comma."""
    after = end
    while after < len(text) and text[after] in " \t\r\n":
        after += 1
    if after < len(text) and text[after] == ",":
        after += 1
        while after < len(text) and text[after] in " \t":
            after += 1
        return start, after
    before = start
    while before > 0 and text[before - 1] in " \t\r\n":
        before -= 1
    if before > 0 and text[before - 1] == ",":
        return before - 1, end
    return start, end


def _reindent(block: str, delta: int) -> str:
    out: list[str] = []
    for line in _split_lines(block):
        if not _strip_break(line):
            out.append(line)
        elif delta >= 0:
            out.append(" " * delta + line)
        else:
            spaces = len(line) - len(line.lstrip(" "))
            out.append(line[min(spaces, -delta) :])
    return "".join(out)


# --------------------------------------------------------------------------------------------
# Files


def _current_umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def _fsync_directory(directory: Path) -> None:
    """Make the rename durable; not every platform lets a directory be opened and synced."""
    if os.name != "posix":
        return
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
