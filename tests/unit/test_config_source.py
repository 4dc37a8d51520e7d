"""The YAML layer under validation: scalar resolution, duplicate keys, tags, anchors, merge
keys, encodings, line endings, the shape of the document and the limits on pathological input.

Every test goes through ``validate_text``/``validate_bytes``/``validate_file`` and asserts the
finding's code, location, line and column: the positions are the contract the CLI prints.
"""

from __future__ import annotations

import datetime
import textwrap
from pathlib import Path

import pytest
import yaml

from component_kit.config import (
    LoadedConfig,
    Report,
    load_config,
    validate_bytes,
    validate_file,
    validate_text,
)
from component_kit.config.source import MAX_DEPTH, MAX_FILE_BYTES, format_path, parse
from component_kit.errors import ConfigError, Finding

C = Path("c.yaml")


def check(text: str, form: str = "auto") -> Report:
    return validate_text(textwrap.dedent(text), C, form)  # type: ignore[arg-type]


def where(report: Report) -> list[tuple[str, str, int, int]]:
    return [(f.code, f.location, f.line, f.column) for f in report.errors]


def only_error(report: Report) -> Finding:
    assert len(report.errors) == 1, report.errors
    assert report.config is None
    assert not report.valid
    return report.errors[0]


def locate(template: str, marker: str = "{v}") -> tuple[str, int, int]:
    """Dedent ``template``; return it with the 1-based line and column of ``marker``."""
    text = textwrap.dedent(template)
    index = text.index(marker)
    return text, text.count("\n", 0, index) + 1, index - (text.rfind("\n", 0, index) + 1) + 1


# ------------------------------------------------------------------ YAML 1.1 scalars


def _yaml_reads(text: str) -> object:
    return yaml.safe_load(f"v: {text}\n")["v"]


# Scalars PyYAML's safe loader does not read as strings, with what the message calls them.
NOT_STRINGS = [
    ("yes", "a boolean"),
    ("Yes", "a boolean"),
    ("YES", "a boolean"),
    ("no", "a boolean"),
    ("on", "a boolean"),
    ("Off", "a boolean"),
    ("true", "a boolean"),
    ("False", "a boolean"),
    ("1", "an integer"),
    ("0", "an integer"),
    ("-7", "an integer"),
    ("0x1F", "an integer"),
    ("017", "an integer"),
    ("1_000", "an integer"),
    ("0b101", "an integer"),
    ("190:20:30", "an integer"),
    ("1.0", "a number"),
    ("3.10", "a number"),
    ("-1.5", "a number"),
    ("6.8523015e+5", "a number"),
    (".inf", "a number"),
    ("-.Inf", "a number"),
    (".nan", "a number"),
    ("2024-01-01", "a date"),
    ("2001-12-14t21:59:43.10-05:00", "a date"),
]

# Scalars that look like something else but that YAML 1.1 reads as strings.
STRINGS = [
    "y",
    "n",
    "1e3",  # YAML 1.1 needs a dot in a float
    "0o17",  # YAML 1.2 octal, a string in 1.1
    "3.11.4",
    "v1",
    "1.2.3-rc1",
    "2024-1-1x",
    "truee",
    "null-ish",
    "~x",
    "0x",
    ".5.",
]


@pytest.mark.parametrize(("text", "read_as"), NOT_STRINGS)
def test_yaml_11_non_strings_are_wrong_type_in_a_string_field(text: str, read_as: str) -> None:
    assert not isinstance(_yaml_reads(text), str)  # the same reading as yaml.safe_load
    source, line, column = locate("name: x\ndescription: {v}\n")
    finding = only_error(validate_text(source.replace("{v}", text), C))
    assert (finding.code, finding.location, finding.line, finding.column) == (
        "wrong-type", "description", line, column,
    )
    assert f"YAML read `{text}` as {read_as}" in finding.message
    assert f'quote it to keep it as text: "{text}"' in finding.message


@pytest.mark.parametrize("text", STRINGS)
def test_yaml_11_strings_are_accepted_in_a_string_field(text: str) -> None:
    assert isinstance(_yaml_reads(text), str)
    report = check(f"name: x\ndescription: {text}\n")
    assert report.valid, report.errors
    assert report.config is not None
    assert report.config.description == text


@pytest.mark.parametrize(
    "text",
    [t for t, _ in NOT_STRINGS] + STRINGS + ["null", "~", "''", '"yes"', "'1.0'", "!!str 1"],
)
def test_scalar_resolution_matches_the_safe_loader(text: str) -> None:
    """A string field accepts a scalar exactly when yaml.safe_load reads it as a string."""
    report = check(f"name: x\ndescription: {text}\n")
    assert report.valid == isinstance(_yaml_reads(text), str)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("yes", True),
        ("off", False),
        ("1", 1),
        ("0x10", 16),
        ("1.5", 1.5),
        ("~", None),
        ("2024-01-01", None),  # dates are refused in metadata (JSON has none): see below
        ("'yes'", "yes"),
        ("!!str 12", "12"),
    ],
)
def test_metadata_keeps_what_yaml_read(text: str, value: object) -> None:
    report = check(f"name: x\nmetadata:\n  v: {text}\n")
    if text == "2024-01-01":
        finding = only_error(report)
        assert (finding.code, finding.location, finding.line, finding.column) == (
            "unsupported-value", "metadata.v", 3, 6,
        )
        assert "as a date" in finding.message and '"2024-01-01"' in finding.message
        return
    assert report.valid, report.errors
    assert report.config is not None
    got = report.config.metadata["v"]
    assert got == value and type(got) is type(value)


def test_explicit_str_tag_makes_a_string() -> None:
    report = check("name: !!str 123\nversion: !!str 1.0\n")
    assert report.valid, report.errors
    assert report.config is not None
    assert (report.config.name, report.config.version) == ("123", "1.0")


def test_explicit_int_tag_is_still_an_integer() -> None:
    finding = only_error(check('name: !!int "12"\n'))
    assert (finding.code, finding.location, finding.line, finding.column) == (
        "wrong-type", "name", 1, 7,
    )


# --------------------------------------------------------------------- duplicate keys


@pytest.mark.parametrize(
    ("template", "location"),
    [
        ("name: x\n{v}name: y\n", "name"),
        ("name: x\n{v}'name': y\n", "name"),  # quoting does not make it another key
        ('name: x\n{v}"name": y\n', "name"),
        ("name: x\nversion: '1'\ndescription: a\n{v}version: '2'\n", "version"),
        (
            "name: x\nbuild_config:\n  base_image: debian\n  skip_checks: true\n"
            "  {v}base_image: ubuntu\n",
            "build_config.base_image",
        ),
        (
            "name: x\nbuild_config:\n  requirements:\n    provider: uv-pip\n"
            "    {v}provider: conda\n",
            "build_config.requirements.provider",
        ),
        (
            "name: x\nbuild_config:\n  host_credentials:\n"
            "    - {host: a.example, secret_id: s, {v}host: b.example}\n",
            "build_config.host_credentials[0].host",
        ),
        ("name: x\nenv:\n  A: '1'\n  B: '2'\n  {v}A: '3'\n", "env.A"),
        ("name: x\nbuild_config:\n  build_env: {A: '1', {v}A: '2'}\n", "build_config.build_env.A"),
        ("name: x\nmetadata:\n  deep:\n    - k: 1\n      {v}k: 2\n", "metadata.deep[0].k"),
        ("name: x\nmetadata:\n  a b: 1\n  {v}a b: 2\n", 'metadata["a b"]'),
    ],
)
def test_duplicate_keys_are_reported_at_the_second_occurrence(
    template: str, location: str
) -> None:
    text, line, column = locate(template)
    finding = only_error(validate_text(text.replace("{v}", ""), C))
    assert (finding.code, finding.location, finding.line, finding.column) == (
        "duplicate-key", location, line, column,
    )
    assert "first defined on line" in finding.message


def test_duplicate_key_message_names_the_first_line() -> None:
    finding = only_error(check("name: x\ndescription: a\n\n\ndescription: b\n"))
    assert (finding.line, finding.column) == (5, 1)
    assert "`description` (first defined on line 2)" in finding.message


def test_the_same_key_in_different_mappings_is_not_a_duplicate() -> None:
    report = check(
        """\
        name: x
        build_config:
          host_credentials:
            - {host: a.example, secret_id: s}
            - {host: b.example, secret_id: s}
        metadata:
          name: x
          a: {name: y}
          b: {name: z}
        """
    )
    assert report.valid, report.errors


def test_an_explicit_key_overrides_a_merged_one_without_a_duplicate() -> None:
    report = check(
        """\
        name: x
        metadata:
          base: &base {k: 1, j: 2}
          over:
            <<: *base
            k: 3
        """
    )
    assert report.valid, report.errors
    assert report.config is not None
    assert report.config.metadata["over"] == {"k": 3, "j": 2}


# ------------------------------------------------------------------------------ tags


@pytest.mark.parametrize(
    ("value", "tag"),
    [
        ("!!python/object:os.system x", "python/object:os.system"),
        ("!!python/object/apply:os.system ['true']", "python/object/apply:os.system"),
        ("!!python/name:os.system ''", "python/name:os.system"),
        ("!!python/tuple [1, 2]", "python/tuple"),
        ("!!binary aGVsbG8=", "binary"),
        ("!!set {a, b}", "set"),
        ("!!omap [a: 1]", "omap"),
        ("!!pairs [a: 1]", "pairs"),
        ("!custom x", "!custom"),
        ("!<tag:example.com,2024:thing> x", "tag:example.com,2024:thing"),
    ],
)
def test_object_constructing_and_unknown_tags_are_refused(value: str, tag: str) -> None:
    text, line, column = locate("name: x\nmetadata:\n  ok: 1\n  v: {v}\n")
    finding = only_error(validate_text(text.replace("{v}", value), C))
    assert (finding.code, finding.location, finding.line, finding.column) == (
        "unsupported-tag", "metadata.v", line, column,
    )
    assert tag in finding.message


@pytest.mark.parametrize(
    ("text", "location", "line", "column"),
    [
        ("!!python/object/apply:os.system ['echo pwned']\n", "", 1, 1),
        ("name: !!python/object/new:subprocess.Popen [['echo pwned']]\n", "name", 1, 7),
        ("? !!python/name:os.system\n: x\n", "", 1, 3),
        ("name: x\nmetadata:\n  !!python/name:os.getcwd '': x\n", "metadata", 3, 3),
    ],
)
def test_tags_never_construct_anything(
    text: str, location: str, line: int, column: int, capfd: pytest.CaptureFixture[str]
) -> None:
    finding = only_error(validate_text(text, C))
    assert (finding.code, finding.location, finding.line, finding.column) == (
        "unsupported-tag", location, line, column,
    )
    assert "pwned" not in capfd.readouterr().out


def test_standard_collection_tags_are_allowed() -> None:
    report = check("name: x\nmetadata: !!map\n  a: !!seq [1, 2]\n  b: !!null ''\n")
    assert report.valid, report.errors
    assert report.config is not None
    assert report.config.metadata == {"a": [1, 2], "b": None}


# ----------------------------------------------------------------- document shape


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("- name: x\n", "a list"),
        ("[a, b]\n", "a list"),
        ("just a string\n", "a single value"),
        ("42\n", "a single value"),
        ("yes\n", "a single value"),
        ("null\n", "a single value"),
        ("'name: x'\n", "a single value"),
    ],
)
def test_top_level_must_be_a_mapping(text: str, found: str) -> None:
    finding = only_error(validate_text(text, C))
    assert (finding.code, finding.location, finding.line, finding.column) == (
        "not-a-mapping", "", 1, 1,
    )
    assert f"the file holds {found}" in finding.message


@pytest.mark.parametrize(
    "text",
    ["", "\n", "\n\n\n", "   \n\t\n", "# only a comment\n", "# a\n\n   # b\n", "\ufeff"],
)
def test_empty_file(text: str) -> None:
    finding = only_error(validate_text(text, C))
    assert (finding.code, finding.location, finding.line, finding.column) == (
        "empty-file", "", 1, 1,
    )


@pytest.mark.parametrize("raw", [b"", b"\xef\xbb\xbf", b"\xef\xbb\xbf# c\r\n"])
def test_empty_file_as_bytes(raw: bytes) -> None:
    assert [f.code for f in validate_bytes(raw, C).errors] == ["empty-file"]


def test_multiple_documents_are_refused_at_the_second() -> None:
    finding = only_error(check("name: x\n---\nname: y\n"))
    assert (finding.code, finding.location, finding.line, finding.column) == (
        "multiple-documents", "", 2, 1,
    )


@pytest.mark.parametrize(
    ("text", "line", "column", "words"),
    [
        ("name: x\nbuild_config:\n\tbase_image: x\n", 3, 1, "spaces, not tabs"),
        ("name: x\nbuild_config:\n  base_image: x\n\tskip_checks: true\n", 4, 1, "not tabs"),
        ("name: [a, b\n", 2, 1, "invalid YAML"),
        ("name: x\n  version: y\n", 2, 10, "invalid YAML"),
        ("name: 'unterminated\n", 2, 1, "invalid YAML"),
        ("name: *nothing\n", 1, 7, "undefined alias"),
        ("name: x\nname x\nfoo: 1\n", 3, 1, "could not find expected ':'"),
    ],
)
def test_yaml_syntax_errors_are_located(text: str, line: int, column: int, words: str) -> None:
    finding = only_error(validate_text(text, C))
    assert (finding.code, finding.location, finding.line, finding.column) == (
        "yaml-syntax", "", line, column,
    )
    assert words in finding.message


@pytest.mark.parametrize(
    ("text", "location", "line", "column"),
    [
        ("? [a, b]\n: x\nname: y\n", "", 1, 3),
        ("name: x\nmetadata:\n  ? {a: 1}\n  : x\n", "metadata", 3, 5),
    ],
)
def test_keys_must_be_scalars(text: str, location: str, line: int, column: int) -> None:
    finding = only_error(validate_text(text, C))
    assert (finding.code, finding.location, finding.line, finding.column) == (
        "invalid-key", location, line, column,
    )


# ----------------------------------------------------------- anchors and merge keys


def test_anchors_and_aliases_are_expanded() -> None:
    report = check(
        """\
        name: &n demo
        description: *n
        env:
          A: &v shared
          B: *v
        metadata:
          list: &l [1, 2]
          again: *l
        """
    )
    assert report.valid, report.errors
    assert report.config is not None
    assert report.config.description == "demo"
    assert report.config.env == {"A": "shared", "B": "shared"}
    assert report.config.metadata == {"list": [1, 2], "again": [1, 2]}


def test_merge_key_fills_build_config_and_explicit_keys_win() -> None:
    report = check(
        """\
        name: x
        metadata:
          common: &common
            base_image: ubuntu:24.04
            target_platform: linux/amd64
        build_config:
          <<: *common
          target_platform: linux/arm64
        """
    )
    assert report.valid, report.errors
    assert report.config is not None
    build = report.config.build_config
    assert (build.base_image, build.target_platform) == ("ubuntu:24.04", "linux/arm64")


def test_merge_of_a_list_of_mappings_first_wins() -> None:
    report = check(
        """\
        name: x
        metadata:
          a: &a {k: from-a}
          b: &b {k: from-b, j: from-b}
          m:
            <<: [*a, *b]
        """
    )
    assert report.valid, report.errors
    assert report.config is not None
    assert report.config.metadata["m"] == {"k": "from-a", "j": "from-b"}


def test_merged_values_are_checked_like_written_ones() -> None:
    text = textwrap.dedent(
        """\
        name: x
        metadata:
          common: &common
            skip_checks: "yes"
        build_config:
          <<: *common
        """
    )
    finding = only_error(validate_text(text, C))
    assert (finding.code, finding.location) == ("wrong-type", "build_config.skip_checks")
    # A merged value is located where it is written: in the anchored mapping.
    assert (finding.line, finding.column) == (4, 18)


def test_merged_unknown_key_is_refused() -> None:
    finding = only_error(
        check("name: x\nmetadata:\n  c: &c {colour: red}\nbuild_config:\n  <<: *c\n")
    )
    assert (finding.code, finding.location) == ("unknown-key", "build_config.colour")


@pytest.mark.parametrize(
    ("value", "line", "column"),
    [("1", 3, 7), ("[1, 2]", 3, 8), ("[{a: 1}, x]", 3, 16)],
)
def test_merge_key_must_refer_to_mappings(value: str, line: int, column: int) -> None:
    finding = only_error(check(f"name: x\nbuild_config:\n  <<: {value}\n"))
    assert (finding.code, finding.location, finding.line, finding.column) == (
        "invalid-merge", "build_config", line, column,
    )


def test_self_referencing_alias_is_refused_where_it_is() -> None:
    report = check("name: x\nmetadata: &m\n  self: *m\n")
    finding = only_error(report)
    # Located at the anchored node, not at the start of the file.
    assert (finding.code, finding.location, finding.line, finding.column) == (
        "too-deep", "", 2, 11,
    )
    assert "alias" in finding.message


# ------------------------------------------------------------ encodings, line ends


def test_bom_is_ignored_and_positions_are_unchanged() -> None:
    raw = "\ufeffname: x\nversion: 1.0\n".encode()
    for report in (validate_bytes(raw, C), validate_text(raw.decode(), C)):
        assert where(report) == [("wrong-type", "version", 2, 10)]


def test_bom_file_is_valid() -> None:
    report = validate_bytes(b"\xef\xbb\xbfname: x\n", C)
    assert report.valid, report.errors


@pytest.mark.parametrize("newline", ["\r\n", "\r", "\n"])
def test_line_endings_do_not_move_positions(newline: str) -> None:
    text = "name: x\nbuild_config:\n  skip_checks: 'no'\n  extra_packages: [curl, 'a b']\n"
    text = text.replace("\n", newline)
    report = validate_bytes(text.encode(), C)
    assert where(report) == [
        ("wrong-type", "build_config.skip_checks", 3, 16),
        ("invalid-package-name", "build_config.extra_packages[1]", 4, 26),
    ]


def test_crlf_valid_file_keeps_values_clean() -> None:
    raw = (
        b"\xef\xbb\xbfname: x\r\nbuild_config:\r\n  custom_build_steps:\r\n    - |\r\n"
        b"      RUN a \\\r\n        b\r\n"
    )
    report = validate_bytes(raw, C)
    assert report.valid, report.errors
    assert report.config is not None
    assert report.config.build_config.custom_build_steps == ("RUN a \\\n  b\n",)


@pytest.mark.parametrize(
    ("raw", "line", "column", "byte"),
    [
        (b"name: x\ndescription: caf\xe9\n", 2, 17, "0xe9"),
        (b"\xff\xfen\x00a\x00", 1, 1, "0xff"),  # UTF-16 with a BOM
        (b"name: x\n\n  \x80\n", 3, 3, "0x80"),
        (b"name: \xc3\n", 1, 7, "0xc3"),  # truncated sequence
        (b"name: \xed\xa0\x80\n", 1, 7, "0xed"),  # an encoded surrogate
    ],
)
def test_invalid_utf8_is_located(raw: bytes, line: int, column: int, byte: str) -> None:
    finding = only_error(validate_bytes(raw, C))
    assert (finding.code, finding.location, finding.line, finding.column) == (
        "not-utf8", "", line, column,
    )
    assert byte in finding.message and "UTF-8" in finding.message


@pytest.mark.parametrize(
    ("text", "line", "column", "code"),
    [
        ("name: \ud800\n", 1, 7, "U+D800"),
        ("name: x\nmetadata: {a: b\udfff}\n", 2, 16, "U+DFFF"),
        (b"name: caf\xe9\n".decode("utf-8", "surrogateescape"), 1, 10, "U+DCE9"),
    ],
)
def test_lone_surrogates_in_text_are_located(text: str, line: int, column: int,
                                             code: str) -> None:
    finding = only_error(validate_text(text, C))
    assert (finding.code, finding.location, finding.line, finding.column) == (
        "not-utf8", "", line, column,
    )
    assert code in finding.message


@pytest.mark.parametrize(
    ("raw", "line", "column", "code"),
    [
        (b"name: x\x00\n", 1, 8, "U+0000"),
        (b"name: x\ndescription: 'a\x00b'\n", 2, 16, "U+0000"),
        (b"name: x\x07\n", 1, 8, "U+0007"),
        (b"name: x\n\x1b[31m: y\n", 2, 1, "U+001B"),
    ],
)
def test_control_characters_are_located(raw: bytes, line: int, column: int, code: str) -> None:
    finding = only_error(validate_bytes(raw, C))
    assert (finding.code, finding.location, finding.line, finding.column) == (
        "yaml-syntax", "", line, column,
    )
    assert code in finding.message


def test_non_ascii_text_is_fine() -> None:
    report = validate_bytes("name: café\ndescription: 日本語 ✓\n".encode(), C)
    assert report.valid, report.errors
    assert report.config is not None
    assert (report.config.name, report.config.description) == ("café", "日本語 ✓")


# ------------------------------------------------------------------------- limits


def test_file_size_limit_on_bytes_and_text() -> None:
    body = "name: x\ndescription: " + "a" * MAX_FILE_BYTES + "\n"
    for report in (validate_bytes(body.encode(), C), validate_text(body, C)):
        finding = only_error(report)
        assert (finding.code, finding.location, finding.line, finding.column) == (
            "file-too-large", "", 1, 1,
        )
        assert f"{MAX_FILE_BYTES:,} bytes" in finding.message


def test_file_size_limit_counts_utf8_bytes_not_characters() -> None:
    text = "name: x\ndescription: " + "é" * (MAX_FILE_BYTES // 2 + 10) + "\n"
    assert len(text) < MAX_FILE_BYTES < len(text.encode())
    assert [f.code for f in validate_text(text, C).errors] == ["file-too-large"]


def test_a_file_just_under_the_limit_is_read() -> None:
    text = "name: x\ndescription: " + "a" * (MAX_FILE_BYTES - 100) + "\n"
    report = validate_bytes(text.encode(), C)
    assert report.valid, report.errors


@pytest.mark.parametrize(
    ("text", "line", "column"),
    [
        ("[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1), 1, MAX_DEPTH + 1),
        # The top-level mapping is the first level, so the (MAX_DEPTH - 1)th `{` is too many.
        (
            "name: x\nmetadata: " + "{a: " * MAX_DEPTH + "1" + "}" * MAX_DEPTH,
            2,
            len("metadata: ") + 4 * (MAX_DEPTH - 1) + 1,
        ),
        ("".join(" " * i + "a:\n" for i in range(MAX_DEPTH + 2)), MAX_DEPTH + 1, MAX_DEPTH + 1),
    ],
)
def test_nesting_limit(text: str, line: int, column: int) -> None:
    finding = only_error(validate_text(text, C))
    assert (finding.code, finding.location, finding.line, finding.column) == (
        "too-deep", "", line, column,
    )


def test_nesting_at_the_limit_is_fine() -> None:
    depth = MAX_DEPTH - 2  # the top-level mapping and metadata count too
    report = check("name: x\nmetadata: {a: " + "[" * depth + "]" * depth + "}\n")
    assert report.valid, report.errors
    deeper = check("name: x\nmetadata: {a: " + "[" * (depth + 1) + "]" * (depth + 1) + "}\n")
    assert [f.code for f in deeper.errors] == ["too-deep"]


def test_alias_expansion_limit() -> None:
    lines = ["name: x", "metadata:", "  a: &a [x, x, x, x, x, x, x, x, x, x]"]
    for i in range(1, 7):
        refs = ", ".join([f"*{chr(96 + i)}"] * 10)
        lines.append(f"  {chr(97 + i)}: &{chr(97 + i)} [{refs}]")
    finding = only_error(validate_text("\n".join(lines) + "\n", C))
    assert (finding.code, finding.location) == ("too-complex", "")
    assert finding.line >= 3 and finding.column >= 1
    assert "aliases" in finding.message


def test_written_value_limit_is_checked_before_composing() -> None:
    from component_kit.config.source import MAX_EXPANDED_NODES

    text = "name: x\nmetadata:\n  l: [" + "1," * MAX_EXPANDED_NODES + "]\n"
    finding = only_error(validate_text(text, C))
    assert (finding.code, finding.location, finding.line) == ("too-complex", "", 3)
    assert f"holds more than {MAX_EXPANDED_NODES:,} values" in finding.message
    # Keys are not values: a mapping may hold as many keys as values.
    keys = "name: x\nmetadata:\n" + "".join(f"  k{i}: {i}\n" for i in range(20_000))
    assert validate_text(keys, C).valid


def test_many_small_aliases_below_the_limit_are_fine() -> None:
    text = "name: x\nmetadata:\n  a: &a [1, 2, 3]\n  b: [" + ", ".join(["*a"] * 1000) + "]\n"
    report = validate_text(text, C)
    assert report.valid, report.errors


# --------------------------------------------------------------------- positions


def test_key_and_value_positions_in_block_and_flow_style() -> None:
    flow = 'build_config: {target_platform: linux/mips, extra_packages: [curl, "a;b"]}'
    report = check(f"name: x\n{flow}\nenv:\n    1BAD: 'x'\n")
    assert where(report) == [
        ("invalid-platform", "build_config.target_platform", 2, flow.index("linux/") + 1),
        ("invalid-package-name", "build_config.extra_packages[1]", 2, flow.index('"a;b"') + 1),
        ("invalid-env-name", 'env["1BAD"]', 4, 5),  # a finding about a key sits on the key
    ]


def test_findings_are_sorted_by_position() -> None:
    report = check(
        """\
        version: 1
        name: 2
        description: 3
        """
    )
    assert [(f.line, f.location) for f in report.errors] == [
        (1, "version"),
        (2, "name"),
        (3, "description"),
    ]


@pytest.mark.parametrize(
    ("path", "text"),
    [
        ((), ""),
        (("name",), "name"),
        (("build_config", "package_data", 1, 0), "build_config.package_data[1][0]"),
        (("env", "MY_VAR"), "env.MY_VAR"),
        (("env", "1BAD"), 'env["1BAD"]'),
        (("metadata", "a b", 0), 'metadata["a b"][0]'),
        (("metadata", 'q"uote'), 'metadata["q\\"uote"]'),
        (("metadata", "a\nb"), 'metadata["a\nb"]'),
    ],
)
def test_format_path(path: tuple[str | int, ...], text: str) -> None:
    assert format_path(path) == text


def test_document_positions_fall_back_to_the_nearest_parent() -> None:
    document = parse("name: x\nbuild_config:\n  skip_checks: true\n")
    own = document.position(("build_config", "skip_checks"))
    assert (own.line, own.column, own.key_line, own.key_column) == (3, 16, 3, 3)
    missing = document.position(("build_config", "nope", 3))
    assert (missing.line, missing.column) == (3, 3)  # build_config's mapping
    assert document.position(("nothing",)).line == 1


def test_timestamps_are_read_as_dates_not_strings() -> None:
    document = parse("d: 2024-01-02\n")
    assert document.data == {"d": datetime.date(2024, 1, 2)}


# -------------------------------------------------------------- files and loading


def test_validate_file_reads_from_disk(tmp_path: Path) -> None:
    path = tmp_path / "component_config.yaml"
    path.write_bytes(b"name: x\nversion: yes\n")
    report = validate_file(path)
    assert report.path == path
    assert where(report) == [("wrong-type", "version", 2, 10)]


def test_validate_file_missing_and_directory(tmp_path: Path) -> None:
    missing = validate_file(tmp_path / "nope.yaml")
    assert where(missing) == [("file-not-found", "", 1, 1)]
    directory = validate_file(tmp_path)
    assert where(directory) == [("file-not-found", "", 1, 1)]
    assert "directory" in directory.errors[0].message


def test_load_config_returns_config_and_warnings(tmp_path: Path) -> None:
    (tmp_path / "component_config.yaml").write_text(
        "name: x\nbuild_config:\n  python_version: '3.11'\n"
    )
    loaded = load_config(tmp_path)  # a directory means its component_config.yaml
    assert isinstance(loaded, LoadedConfig)
    assert loaded.form == "current"
    assert loaded.config.build_config.requirements.python_version == "3.11"
    assert [w.code for w in loaded.warnings] == ["deprecated-field"]


def test_load_config_raises_with_every_error(tmp_path: Path) -> None:
    path = tmp_path / "c.yaml"
    path.write_text("name: 1\nversion: 2\n")
    with pytest.raises(ConfigError) as info:
        load_config(path)
    error = info.value
    assert error.path == path
    assert [(f.code, f.location) for f in error.errors] == [
        ("wrong-type", "name"),
        ("wrong-type", "version"),
    ]
    assert str(error).splitlines()[0].startswith(f"{path}:1:7: error[wrong-type]: ")
