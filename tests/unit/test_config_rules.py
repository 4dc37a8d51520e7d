"""Every rule of the configuration schema, positive and negative, located exactly.

Templates mark the value under test with ``{v}``; ``locate`` derives the line and column the
finding must carry from the template itself, so each case states where its value starts.
"""

from __future__ import annotations

import re
import textwrap
from pathlib import Path

import pytest

import component_kit
from component_kit.config import Report, rules, validate_text
from component_kit.config.schema import REMOVAL_RELEASE, root
from component_kit.errors import Finding

C = Path("c.yaml")
REPO = Path(__file__).resolve().parents[2]


def check(text: str, form: str = "auto") -> Report:
    return validate_text(textwrap.dedent(text), C, form)  # type: ignore[arg-type]


def locate(template: str, marker: str = "{v}") -> tuple[str, int, int]:
    text = textwrap.dedent(template)
    index = text.index(marker)
    return text, text.count("\n", 0, index) + 1, index - (text.rfind("\n", 0, index) + 1) + 1


def fill(template: str, value: str) -> tuple[Report, int, int]:
    text, line, column = locate(template)
    return validate_text(text.replace("{v}", value), C), line, column


def only_error(report: Report) -> Finding:
    assert len(report.errors) == 1, report.errors
    assert report.config is None and not report.valid
    return report.errors[0]


def assert_error(report: Report, code: str, location: str, line: int, column: int) -> Finding:
    finding = only_error(report)
    assert (finding.code, finding.location, finding.line, finding.column) == (
        code, location, line, column,
    ), finding.message
    assert finding.severity == "error"
    return finding


def assert_valid(report: Report) -> None:
    assert report.errors == (), report.errors
    assert report.config is not None and report.valid


# Every string field of the current form: (template with {v} at the value, location).
STRING_FIELDS = [
    ("name: {v}\n", "name"),
    ("name: x\nversion: {v}\n", "version"),
    ("name: x\ndescription: {v}\n", "description"),
    ("name: x\nbuild_config:\n  base_image: {v}\n", "build_config.base_image"),
    ("name: x\nbuild_config:\n  target_platform: {v}\n", "build_config.target_platform"),
    (
        "name: x\nbuild_config:\n  extra_packages:\n    - curl\n    - {v}\n",
        "build_config.extra_packages[1]",
    ),
    (
        "name: x\nbuild_config:\n  package_data:\n    - [a, /opt/a]\n    - [{v}, /opt/b]\n",
        "build_config.package_data[1][0]",
    ),
    (
        "name: x\nbuild_config:\n  package_data:\n    - [a, {v}]\n",
        "build_config.package_data[0][1]",
    ),
    (
        "name: x\nbuild_config:\n  custom_build_steps:\n    - {v}\n",
        "build_config.custom_build_steps[0]",
    ),
    ("name: x\nbuild_config:\n  python_version: {v}\n", "build_config.python_version"),
    (
        "name: x\nbuild_config:\n  requirements:\n    provider: uv-pip\n    python_version: {v}\n",
        "build_config.requirements.python_version",
    ),
    (
        "name: x\nbuild_config:\n  host_credentials:\n    - host: {v}\n      secret_id: s\n",
        "build_config.host_credentials[0].host",
    ),
    (
        "name: x\nbuild_config:\n  host_credentials:\n    - host: h\n      secret_id: {v}\n",
        "build_config.host_credentials[0].secret_id",
    ),
    (
        "name: x\nbuild_config:\n  host_credentials:\n"
        "    - {host: h, secret_id: s, username: {v}}\n",
        "build_config.host_credentials[0].username",
    ),
    ("name: x\nenv:\n  MY_VAR: {v}\n", "env.MY_VAR"),
    ("name: x\nbuild_config:\n  build_env:\n    UV_X: {v}\n", "build_config.build_env.UV_X"),
]

NON_STRING_SCALARS = [
    ("yes", "a boolean"),
    ("off", "a boolean"),
    ("true", "a boolean"),
    ("1", "an integer"),
    ("0x10", "an integer"),
    ("3.10", "a number"),
    ("1.0", "a number"),
    (".inf", "a number"),
    ("2024-01-01", "a date"),
]


# ---------------------------------------------------------------- strict strings


@pytest.mark.parametrize(("template", "location"), STRING_FIELDS)
@pytest.mark.parametrize(("value", "read_as"), NON_STRING_SCALARS)
def test_string_fields_are_strict(
    template: str, location: str, value: str, read_as: str
) -> None:
    report, line, column = fill(template, value)
    finding = assert_error(report, "wrong-type", location, line, column)
    assert f"`{location}` must be " in finding.message
    assert f"YAML read `{value}` as {read_as}" in finding.message
    assert f'quote it to keep it as text: "{value}"' in finding.message


@pytest.mark.parametrize(("template", "location"), STRING_FIELDS)
@pytest.mark.parametrize("value", ["[a]", "{a: b}"])
def test_string_fields_refuse_collections(template: str, location: str, value: str) -> None:
    report, line, column = fill(template, value)
    finding = assert_error(report, "wrong-type", location, line, column)
    assert "YAML read a list" in finding.message or "YAML read a mapping" in finding.message


NULLABLE_STRINGS = {"build_config.python_version", "build_config.requirements.python_version"}


@pytest.mark.parametrize(("template", "location"), STRING_FIELDS)
@pytest.mark.parametrize("value", ["null", "~", "Null"])
def test_null_in_a_string_field(template: str, location: str, value: str) -> None:
    report, line, column = fill(template, value)
    if location in NULLABLE_STRINGS:
        assert_valid(report)  # null means unset
        return
    finding = assert_error(report, "wrong-type", location, line, column)
    assert "is null" in finding.message
    assert f'quote it: "{value}"' in finding.message


def test_empty_value_is_null() -> None:
    finding = assert_error(check("name:\n"), "wrong-type", "name", 1, 6)
    assert "is null (empty)" in finding.message


@pytest.mark.parametrize(
    ("value", "expected"),
    [("'yes'", "yes"), ('"1.0"', "1.0"), ("'2024-01-01'", "2024-01-01"), ("'null'", "null")],
)
def test_quoted_scalars_are_strings(value: str, expected: str) -> None:
    report = check(f"name: x\ndescription: {value}\nenv:\n  A: {value}\n")
    assert_valid(report)
    assert report.config is not None
    assert report.config.description == expected
    assert report.config.env == {"A": expected}


# ------------------------------------------------------------------------ booleans


BOOL_FIELDS = [
    ("name: x\nbuild_config:\n  skip_checks: {v}\n", "build_config.skip_checks"),
    (
        "name: x\nbuild_config:\n  inherit_base_image_packages: {v}\n",
        "build_config.inherit_base_image_packages",
    ),
]


@pytest.mark.parametrize(("template", "location"), BOOL_FIELDS)
@pytest.mark.parametrize(
    ("value", "hint"),
    [
        ('"true"', "write it without quotes: true"),
        ("'False'", "write it without quotes: false"),
        ("'yes'", None),
        ("1", None),
        ("0", None),
        ("null", None),
        ("enabled", None),
        ("[true]", None),
    ],
)
def test_booleans_are_strict(template: str, location: str, value: str, hint: str | None) -> None:
    report, line, column = fill(template, value)
    finding = assert_error(report, "wrong-type", location, line, column)
    assert "boolean" in finding.message
    if hint:
        assert hint in finding.message


@pytest.mark.parametrize(("template", "location"), BOOL_FIELDS)
@pytest.mark.parametrize(("value", "expected"), [("true", True), ("no", False), ("On", True)])
def test_yaml_booleans_are_accepted(
    template: str, location: str, value: str, expected: bool
) -> None:
    report, _, _ = fill(template, value)
    assert_valid(report)
    assert report.config is not None
    assert getattr(report.config.build_config, location.split(".")[1]) is expected


# ------------------------------------------------------------------ wrong containers


@pytest.mark.parametrize(
    ("template", "location", "expected"),
    [
        ("name: x\nbuild_config: {v}\n", "build_config", "a mapping"),
        ("name: x\nenv: {v}\n", "env", "a mapping"),
        ("name: x\nmetadata: {v}\n", "metadata", "a mapping"),
        ("name: x\nbuild_config:\n  extra_packages: {v}\n", "build_config.extra_packages",
         "a list"),
        ("name: x\nbuild_config:\n  package_data: {v}\n", "build_config.package_data", "a list"),
        ("name: x\nbuild_config:\n  custom_build_steps: {v}\n",
         "build_config.custom_build_steps", "a list"),
        ("name: x\nbuild_config:\n  host_credentials: {v}\n", "build_config.host_credentials",
         "a list"),
        ("name: x\nbuild_config:\n  build_env: {v}\n", "build_config.build_env", "a mapping"),
        ("name: x\nbuild_config:\n  requirements: {v}\n", "build_config.requirements",
         "a mapping"),
        ("name: x\nbuild_config:\n  host_credentials:\n    - {v}\n",
         "build_config.host_credentials[0]", "a mapping"),
    ],
)
@pytest.mark.parametrize("value", ["text", "1", "yes"])
def test_containers_refuse_scalars(
    template: str, location: str, expected: str, value: str
) -> None:
    report, line, column = fill(template, value)
    finding = assert_error(report, "wrong-type", location, line, column)
    assert f"must be {expected}" in finding.message


@pytest.mark.parametrize(
    ("template", "location"),
    [
        ("name: x\nbuild_config:\n  extra_packages: {v}\n", "build_config.extra_packages"),
        ("name: x\nbuild_config:\n  package_data: {v}\n", "build_config.package_data"),
        ("name: x\nbuild_config:\n  host_credentials: {v}\n", "build_config.host_credentials"),
    ],
)
def test_lists_refuse_mappings(template: str, location: str) -> None:
    report, line, column = fill(template, "{a: b}")
    assert_error(report, "wrong-type", location, line, column)


@pytest.mark.parametrize(
    ("template", "location"),
    [
        ("name: x\nenv: {v}\n", "env"),
        ("name: x\nmetadata: {v}\n", "metadata"),
        ("name: x\nbuild_config: {v}\n", "build_config"),
        ("name: x\nbuild_config:\n  build_env: {v}\n", "build_config.build_env"),
        ("name: x\nbuild_config:\n  requirements: {v}\n", "build_config.requirements"),
    ],
)
def test_mappings_refuse_lists(template: str, location: str) -> None:
    report, line, column = fill(template, "[a, b]")
    assert_error(report, "wrong-type", location, line, column)


# ---------------------------------------------------------------------------- null


def _defaults() -> dict[str, object]:
    report = check("name: x\n")
    assert report.config is not None
    return report.config.to_dict()


def test_build_config_null_means_all_defaults() -> None:
    for text in ("name: x\nbuild_config: null\n", "name: x\nbuild_config: ~\n",
                 "name: x\nbuild_config:\n", "name: x\nbuild_config: {}\n"):
        report = check(text)
        assert_valid(report)
        assert report.config is not None
        assert report.config.to_dict() == _defaults()


@pytest.mark.parametrize("field", ["package_data", "custom_build_steps"])
@pytest.mark.parametrize("value", ["null", "~", ""])
def test_null_lists_mean_empty(field: str, value: str) -> None:
    report = check(f"name: x\nbuild_config:\n  {field}: {value}\n")
    assert_valid(report)
    assert report.config is not None
    assert report.config.to_dict()["build_config"][field] == []
    assert report.config.to_dict() == _defaults()


@pytest.mark.parametrize(
    "text",
    [
        "name: x\nbuild_config:\n  python_version: null\n",
        "name: x\nbuild_config:\n  python_version: null\n  inherit_base_image_packages: true\n",
        "name: x\nbuild_config:\n  requirements: {provider: uv-pip, python_version: null}\n",
        "name: x\nbuild_config:\n  python_version: ~\n  requirements: {provider: conda}\n",
    ],
)
def test_python_version_null_means_unset(text: str) -> None:
    report = check(text)
    assert_valid(report)
    assert report.warnings == ()  # an unset alias is not a use of the deprecated field
    assert report.config is not None
    assert report.config.build_config.requirements.python_version is None


NULL_ELSEWHERE = [
    ("name: {v}\n", "name"),
    ("name: x\nversion: {v}\n", "version"),
    ("name: x\ndescription: {v}\n", "description"),
    ("name: x\nenv: {v}\n", "env"),
    ("name: x\nmetadata: {v}\n", "metadata"),
    ("name: x\nbuild_config:\n  base_image: {v}\n", "build_config.base_image"),
    ("name: x\nbuild_config:\n  target_platform: {v}\n", "build_config.target_platform"),
    ("name: x\nbuild_config:\n  extra_packages: {v}\n", "build_config.extra_packages"),
    ("name: x\nbuild_config:\n  extra_packages: [{v}]\n", "build_config.extra_packages[0]"),
    ("name: x\nbuild_config:\n  custom_build_steps: [{v}]\n",
     "build_config.custom_build_steps[0]"),
    ("name: x\nbuild_config:\n  package_data: [[{v}, /x]]\n", "build_config.package_data[0][0]"),
    ("name: x\nbuild_config:\n  requirements: {v}\n", "build_config.requirements"),
    ("name: x\nbuild_config:\n  requirements:\n    provider: {v}\n",
     "build_config.requirements.provider"),
    ("name: x\nbuild_config:\n  host_credentials: {v}\n", "build_config.host_credentials"),
    ("name: x\nbuild_config:\n  host_credentials: [{v}]\n",
     "build_config.host_credentials[0]"),
    ("name: x\nbuild_config:\n  host_credentials: [{host: h, secret_id: s, username: {v}}]\n",
     "build_config.host_credentials[0].username"),
    ("name: x\nbuild_config:\n  build_env: {v}\n", "build_config.build_env"),
    ("name: x\nbuild_config:\n  build_env: {A: {v}}\n", "build_config.build_env.A"),
    ("name: x\nbuild_config:\n  skip_checks: {v}\n", "build_config.skip_checks"),
    ("name: x\nbuild_config:\n  inherit_base_image_packages: {v}\n",
     "build_config.inherit_base_image_packages"),
    ("name: x\nenv:\n  A: {v}\n", "env.A"),
]


@pytest.mark.parametrize(("template", "location"), NULL_ELSEWHERE)
def test_null_elsewhere_is_wrong_type(template: str, location: str) -> None:
    report, line, column = fill(template, "null")
    finding = assert_error(report, "wrong-type", location, line, column)
    assert "null" in finding.message


def test_null_package_data_entry_is_not_a_pair() -> None:
    report, line, column = fill("name: x\nbuild_config:\n  package_data:\n    - {v}\n", "null")
    finding = assert_error(report, "not-a-pair", "build_config.package_data[0]", line, column)
    assert "but is null" in finding.message


def test_null_in_metadata_is_kept() -> None:
    report = check("name: x\nmetadata:\n  a: null\n  b: [~, 1]\n")
    assert_valid(report)
    assert report.config is not None
    assert report.config.metadata == {"a": None, "b": [None, 1]}


# --------------------------------------------------------------- name and version


def test_missing_name() -> None:
    finding = assert_error(check("version: '1'\ndescription: d\n"), "missing-key", "", 1, 1)
    assert "`name`" in finding.message and "name: ..." in finding.message


def test_missing_key_sits_on_the_mapping_that_lacks_it() -> None:
    text = "# leading comment\n\n  # another\nversion: '1'\n"
    assert_error(check(text), "missing-key", "", 4, 1)


@pytest.mark.parametrize("value", ["''", '""'])
def test_empty_name(value: str) -> None:
    report, line, column = fill("name: {v}\n", value)
    finding = assert_error(report, "empty-value", "name", line, column)
    assert "must not be empty" in finding.message


@pytest.mark.parametrize("value", ["x", " ", "my-component", "ünïcode ✓", "a" * 1000])
def test_any_non_empty_name(value: str) -> None:
    report = check(f"name: '{value}'\n")
    assert_valid(report)
    assert report.config is not None and report.config.name == value


@pytest.mark.parametrize("length", [1, 2, 64, 127, 128])
def test_version_up_to_128_characters(length: int) -> None:
    report = check(f"name: x\nversion: '{'v' * length}'\n")
    assert_valid(report)
    assert report.config is not None and len(report.config.version) == length


@pytest.mark.parametrize("length", [129, 130, 1000])
def test_version_longer_than_128_characters(length: int) -> None:
    report, line, column = fill("name: x\nversion: {v}\n", "v" * length)
    finding = assert_error(report, "too-long", "version", line, column)
    assert f"{length} characters" in finding.message and "at most 128" in finding.message


def test_version_128_counts_characters_not_bytes() -> None:
    assert_valid(check(f"name: x\nversion: '{'é' * 128}'\n"))
    assert [f.code for f in check(f"name: x\nversion: '{'é' * 129}'\n").errors] == ["too-long"]


@pytest.mark.parametrize("value", ["''", '""'])
def test_empty_version(value: str) -> None:
    report, line, column = fill("name: x\nversion: {v}\n", value)
    assert_error(report, "empty-value", "version", line, column)


def test_version_default_and_description_default() -> None:
    report = check("name: x\n")
    assert report.config is not None
    assert (report.config.version, report.config.description) == ("unknown", "")


def test_description_may_be_empty() -> None:
    assert_valid(check("name: x\ndescription: ''\n"))


# ---------------------------------------------------------------------- unknown keys


@pytest.mark.parametrize(
    ("template", "location", "hint"),
    [
        ("name: x\n{v}versoin: '1'\n", "versoin", "did you mean `version`?"),
        ("name: x\n{v}descripton: d\n", "descripton", "did you mean `description`?"),
        ("name: x\n{v}build_confg: {}\n", "build_confg", "did you mean `build_config`?"),
        ("name: x\n{v}metdata: {}\n", "metdata", "did you mean `metadata`?"),
        ("name: x\n{v}Name: y\n", "Name", "did you mean `name`?"),
        (
            "name: x\nbuild_config:\n  {v}base_imag: debian\n",
            "build_config.base_imag",
            "did you mean `base_image`?",
        ),
        (
            "name: x\nbuild_config:\n  {v}extra_package: [curl]\n",
            "build_config.extra_package",
            "did you mean `extra_packages`?",
        ),
        (
            "name: x\nbuild_config:\n  {v}skip_check: true\n",
            "build_config.skip_check",
            "did you mean `skip_checks`?",
        ),
        (
            "name: x\nbuild_config:\n  requirements:\n    provider: uv-pip\n"
            "    {v}python_verison: '3.11'\n",
            "build_config.requirements.python_verison",
            "did you mean `python_version`?",
        ),
        (
            "name: x\nbuild_config:\n  requirements: {provider: uv-pip, {v}providr: conda}\n",
            "build_config.requirements.providr",
            "did you mean `provider`?",
        ),
        (
            "name: x\nbuild_config:\n  host_credentials:\n    - host: h\n      secret_id: s\n"
            "      {v}usernme: u\n",
            "build_config.host_credentials[0].usernme",
            "did you mean `username`?",
        ),
        (
            "name: x\nbuild_config:\n  host_credentials:\n    - host: h\n      secret_id: s\n"
            "    - {host: g, {v}secretid: s, secret_id: t}\n",
            "build_config.host_credentials[1].secretid",
            "did you mean `secret_id`?",
        ),
    ],
)
def test_unknown_keys_suggest_the_closest(template: str, location: str, hint: str) -> None:
    report, line, column = fill(template, "")
    finding = assert_error(report, "unknown-key", location, line, column)
    assert finding.message.startswith(f"unknown key `{location.rsplit('.', 1)[-1]}` in ")
    assert finding.message.endswith(hint)


@pytest.mark.parametrize(
    ("template", "location", "allowed"),
    [
        ("name: x\n{v}zzz: 1\n", "zzz", "name, version, description, build_config, env, metadata"),
        (
            "name: x\nbuild_config:\n  {v}colour: red\n",
            "build_config.colour",
            "base_image, target_platform, extra_packages, package_data, custom_build_steps, "
            "python_version, inherit_base_image_packages, requirements, host_credentials, "
            "build_env, skip_checks",
        ),
        (
            "name: x\nbuild_config:\n  requirements: {provider: uv-pip, {v}zzz: 1}\n",
            "build_config.requirements.zzz",
            "provider, python_version",
        ),
        (
            "name: x\nbuild_config:\n  host_credentials: [{host: h, secret_id: s, {v}zzz: 1}]\n",
            "build_config.host_credentials[0].zzz",
            "host, secret_id, username",
        ),
    ],
)
def test_unknown_keys_list_the_allowed_when_none_is_close(
    template: str, location: str, allowed: str
) -> None:
    report, line, column = fill(template, "")
    finding = assert_error(report, "unknown-key", location, line, column)
    assert finding.message.endswith(f"allowed keys are: {allowed}")


@pytest.mark.parametrize(
    ("template", "location", "hint"),
    [
        ("name: x\n{v}base_image: debian\n", "base_image", "write it as build_config.base_image"),
        ("name: x\n{v}requirements: {provider: conda}\n", "requirements",
         "belongs in build_config"),
        ("name: x\n{v}build_env: {}\n", "build_env", "belongs in build_config"),
        ("name: x\nbuild_config:\n  {v}name: y\n", "build_config.name",
         "belongs at the top level"),
        ("name: x\nbuild_config:\n  {v}metadata: {}\n", "build_config.metadata",
         "belongs at the top level"),
        ("name: x\nbuild_config:\n  {v}env: {}\n", "build_config.env", "use build_env"),
        ("name: x\nbuild_config:\n  {v}provider: conda\n", "build_config.provider",
         "belongs in build_config.requirements"),
        ("name: x\nbuild_config:\n  requirements:\n    provider: conda\n"
         "    {v}python_version: '3'\n",
         "build_config.requirements.python_version", "conda requirements take no python_version"),
    ],
)
def test_unknown_keys_that_belong_elsewhere_say_where(
    template: str, location: str, hint: str
) -> None:
    report, line, column = fill(template, "")
    finding = assert_error(report, "unknown-key", location, line, column)
    assert hint in finding.message


def test_every_unknown_key_is_reported() -> None:
    report = check(
        "name: x\na: 1\nbuild_config:\n  b: 2\n  requirements: {provider: conda, c: 3}\n"
    )
    assert [(f.code, f.location, f.line) for f in report.errors] == [
        ("unknown-key", "a", 2),
        ("unknown-key", "build_config.b", 4),
        ("unknown-key", "build_config.requirements.c", 5),
    ]


def test_non_string_top_level_keys_are_unknown() -> None:
    report = check("name: x\n1: a\nyes: b\n")
    assert [(f.code, f.location, f.line, f.column) for f in report.errors] == [
        ("unknown-key", '["1"]', 2, 1),
        ("unknown-key", "yes", 3, 1),
    ]


# -------------------------------------------------------------- env and build_env


ENV_TEMPLATES = [
    ("name: x\nenv:\n  {v}: value\n", "env"),
    ("name: x\nbuild_config:\n  build_env:\n    {v}: value\n", "build_config.build_env"),
]


@pytest.mark.parametrize(("template", "parent"), ENV_TEMPLATES)
@pytest.mark.parametrize("name", ["A", "_", "_a", "a1", "MY_VAR", "lower_case", "A" * 200])
def test_valid_env_names(template: str, parent: str, name: str) -> None:
    report, _, _ = fill(template, name)
    assert_valid(report)


@pytest.mark.parametrize(("template", "parent"), ENV_TEMPLATES)
@pytest.mark.parametrize(
    ("written", "name"),
    [
        ("1BAD", "1BAD"),
        ("MY-VAR", "MY-VAR"),
        ("MY.VAR", "MY.VAR"),
        ("'MY VAR'", "MY VAR"),
        ("'A='", "A="),
        ("ÄPFEL", "ÄPFEL"),
        ("'$HOME'", "$HOME"),
        ("''", ""),
        ('"A\\n"', "A\n"),  # a trailing newline is not part of a name
        ('"A\\nB"', "A\nB"),
    ],
)
def test_invalid_env_names(template: str, parent: str, written: str, name: str) -> None:
    report, line, column = fill(template, written)
    location = f"{parent}.{name}" if re.fullmatch(r"[A-Za-z_]\w*", name) else (
        f'{parent}["{name}"]'
    )
    finding = assert_error(report, "invalid-env-name", location, line, column)
    assert "not a valid environment variable name" in finding.message


@pytest.mark.parametrize(("template", "parent"), ENV_TEMPLATES)
@pytest.mark.parametrize(("written", "read_as"), [("yes", "a boolean"), ("1", "an integer"),
                                                  ("1.5", "a number"), ("~", "null")])
def test_env_keys_must_be_strings(template: str, parent: str, written: str, read_as: str) -> None:
    report, line, column = fill(template, written)
    key = f".{written}" if written.isalpha() else f'["{written}"]'
    finding = assert_error(report, "wrong-type", parent + key, line, column)
    assert f"read it as {read_as}" in finding.message
    assert f'quote it: "{written}"' in finding.message


def test_env_values_are_kept_verbatim() -> None:
    report = check("name: x\nenv:\n  A: ''\n  B: 'with spaces and $VARS'\n  C: \"l1\\nl2\"\n")
    assert_valid(report)
    assert report.config is not None
    assert report.config.env == {"A": "", "B": "with spaces and $VARS", "C": "l1\nl2"}


def test_env_value_with_nul_is_refused() -> None:
    report, line, column = fill('name: x\nenv:\n  A: {v}\n', '"a\\0b"')
    assert_error(report, "invalid-value", "env.A", line, column)


# -------------------------------------------------------------------- target_platform


@pytest.mark.parametrize(
    "platform",
    [
        "native",
        "linux/amd64",
        "linux/amd64/v2",
        "linux/amd64/v3",
        "linux/arm64",
        "linux/arm64/v8",
        "linux/arm",
        "linux/arm/v6",
        "linux/arm/v7",
        "linux/386",
        "linux/ppc64le",
        "linux/s390x",
        "linux/riscv64",
    ],
)
def test_valid_platforms(platform: str) -> None:
    report = check(f"name: x\nbuild_config:\n  target_platform: {platform}\n")
    assert_valid(report)
    assert report.config is not None
    assert report.config.build_config.target_platform == platform


@pytest.mark.parametrize(
    "platform",
    [
        "''",
        "Native",
        "host",
        "linux",
        "linux/",
        "amd64",
        "Linux/amd64",
        "linux/AMD64",
        "linux/x86_64",
        "linux/aarch64",
        "linux/mips64le",
        "windows/amd64",
        "darwin/arm64",
        "linux/amd64/",
        "linux/arm64/v7",
        "linux/arm/v9",
        "linux/386/v1",
        "linux/arm/v7/extra",
        "'linux/amd64 '",
        "' linux/amd64'",
        '"linux/amd64\\n"',
        "linux/amd64,linux/arm64",
    ],
)
def test_invalid_platforms(platform: str) -> None:
    report, line, column = fill("name: x\nbuild_config:\n  target_platform: {v}\n", platform)
    finding = assert_error(report, "invalid-platform", "build_config.target_platform", line,
                           column)
    assert "native" in finding.message or "variant" in finding.message


# ---------------------------------------------------------------------- python_version


PYTHON_VERSION_TEMPLATES = [
    ("name: x\nbuild_config:\n  python_version: {v}\n", "build_config.python_version"),
    (
        "name: x\nbuild_config:\n  requirements:\n    provider: uv-pip\n    python_version: {v}\n",
        "build_config.requirements.python_version",
    ),
]


@pytest.mark.parametrize(("template", "location"), PYTHON_VERSION_TEMPLATES)
@pytest.mark.parametrize("version", ["'3.11'", '"3.9"', "3.12.1", "'3.13.0'", "'10.0'"])
def test_valid_python_versions(template: str, location: str, version: str) -> None:
    report, _, _ = fill(template, version)
    assert_valid(report)
    assert report.config is not None
    assert report.config.build_config.requirements.python_version == version.strip("'\"")


@pytest.mark.parametrize(("template", "location"), PYTHON_VERSION_TEMPLATES)
@pytest.mark.parametrize(
    "version",
    ["'3'", "'3.'", "'3.x'", "v3.11", "'3.11.4.1'", "3.11rc1", "'3.10.0-rc1'", "python3.11",
     "'3.11 '", "'3,11'", "''", '"3.11\\n"', "latest"],
)
def test_invalid_python_versions(template: str, location: str, version: str) -> None:
    report, line, column = fill(template, version)
    finding = assert_error(report, "invalid-python-version", location, line, column)
    assert "major.minor" in finding.message


@pytest.mark.parametrize(("template", "location"), PYTHON_VERSION_TEMPLATES)
def test_unquoted_python_version_is_a_number(template: str, location: str) -> None:
    report, line, column = fill(template, "3.10")
    finding = assert_error(report, "wrong-type", location, line, column)
    assert '"3.10"' in finding.message  # the fix keeps the trailing zero


# ------------------------------------------------------------------------- package_data


def _package_data(*entries: str) -> str:
    return "name: x\nbuild_config:\n  package_data:\n" + "".join(f"    - {e}\n" for e in entries)


@pytest.mark.parametrize(
    ("entries", "expected"),
    [
        (["[data, /opt/data]"], [("data", "/opt/data")]),
        (["[../shared/x.txt, x.txt]"], [("../shared/x.txt", "x.txt")]),
        (["['./a b', 'rel/dest']"], [("./a b", "rel/dest")]),
        (["[a, /opt/x]", "[b, /opt/y]", "[c, opt/x]"],
         [("a", "/opt/x"), ("b", "/opt/y"), ("c", "opt/x")]),
        (["[a/b\\c, /x]"], [("a/b\\c", "/x")]),
        (["- a\n      - /opt/a"], [("a", "/opt/a")]),
    ],
)
def test_valid_package_data(entries: list[str], expected: list[tuple[str, str]]) -> None:
    report = check(_package_data(*entries))
    assert_valid(report)
    assert report.config is not None
    got = [(p.source, p.destination) for p in report.config.build_config.package_data]
    assert got == expected


@pytest.mark.parametrize(
    ("entry", "got"),
    [
        ("[a]", "a list of 1 item"),
        ("[a, b, c]", "a list of 3 items"),
        ("[]", "a list of 0 items"),
        ("a", "a string"),
        ("{a: b}", "a mapping"),
        ("1", "an integer"),
    ],
)
def test_package_data_entries_must_be_pairs(entry: str, got: str) -> None:
    report, line, column = fill(_package_data("[ok, /ok]", "{v}"), entry)
    finding = assert_error(report, "not-a-pair", "build_config.package_data[1]", line, column)
    assert f"but is {got}" in finding.message
    assert '["source", "destination"]' in finding.message


@pytest.mark.parametrize("index", [0, 1])
@pytest.mark.parametrize(("value", "code"), [("yes", "wrong-type"), ("1", "wrong-type"),
                                             ("''", "empty-value"), ("[a]", "wrong-type")])
def test_package_data_items_are_strict_strings(index: int, value: str, code: str) -> None:
    pair = "[{v}, /dest]" if index == 0 else "[src, {v}]"
    report, line, column = fill(_package_data(pair), value)
    assert_error(report, code, f"build_config.package_data[0][{index}]", line, column)


@pytest.mark.parametrize(
    ("source", "kind"),
    [
        ("/abs", "is absolute"),
        ("/", "is absolute"),
        ("//server/share", "is absolute"),
        ("'C:\\data'", "Windows"),
        ("'C:/data'", "Windows"),
        ("'c:data'", "Windows"),
        ("'\\\\server\\share'", "Windows"),
        ("'\\data'", "Windows"),
    ],
)
def test_absolute_sources_are_refused(source: str, kind: str) -> None:
    report, line, column = fill(_package_data("[ok, /ok]", "[{v}, /dest]"), source)
    finding = assert_error(report, "absolute-path", "build_config.package_data[1][0]", line,
                           column)
    assert kind in finding.message


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("/opt/x", "/opt/x"),
        ("/opt/x", "/opt/x/"),
        ("/opt/x", "/opt/./x"),
        ("/opt/x/", "/opt//x"),
        ("/opt/x", "/opt/y/../x"),
        ("rel/x", "./rel/x"),
        ("/", "//"),
    ],
)
def test_duplicate_destinations(first: str, second: str) -> None:
    report, line, column = fill(
        _package_data(f"[a, '{first}']", "[b, /other]", "[c, {v}]"), f"'{second}'"
    )
    finding = assert_error(
        report, "duplicate-destination", "build_config.package_data[2][1]", line, column
    )
    assert "package_data[0]" in finding.message and "unique" in finding.message


def test_every_duplicate_destination_is_reported() -> None:
    report = check(_package_data("[a, /x]", "[b, /x/]", "[c, /x/.]"))
    assert [(f.code, f.location, f.line) for f in report.errors] == [
        ("duplicate-destination", "build_config.package_data[1][1]", 5),
        ("duplicate-destination", "build_config.package_data[2][1]", 6),
    ]


def test_same_source_to_different_destinations_is_fine() -> None:
    assert_valid(check(_package_data("[a, /x]", "[a, /y]")))


def test_relative_and_absolute_destinations_differ() -> None:
    assert_valid(check(_package_data("[a, /opt/x]", "[b, opt/x]")))


@pytest.mark.parametrize("index", [0, 1])
def test_control_characters_in_package_data_paths(index: int) -> None:
    pair = '["a\\nb", /x]' if index == 0 else '[a, "/x\\ty"]'
    report = check(_package_data(pair))
    finding = only_error(report)
    assert (finding.code, finding.location) == (
        "invalid-path", f"build_config.package_data[0][{index}]",
    )


# ------------------------------------------------------------------- host_credentials


def _credential(host: str = "h.example", secret_id: str = "s", extra: str = "") -> str:
    return (
        "name: x\nbuild_config:\n  host_credentials:\n"
        f"    - host: {host}\n      secret_id: {secret_id}\n{extra}"
    )


@pytest.mark.parametrize(
    "host",
    ["pypi.example.com", "localhost", "10.0.0.5", "'::1'", "'2001:db8::1'", "gitlab",
     "xn--bcher-kva.example", "EXAMPLE.COM", "a-b.c-d.example", "fqdn.example.", "a" * 63],
)
def test_valid_hosts(host: str) -> None:
    assert_valid(check(_credential(host=host)))


@pytest.mark.parametrize(
    "host",
    [
        "https://pypi.example.com",
        "pypi.example.com/simple",
        "pypi.example.com:8443",
        "user@pypi.example.com",
        "'user:pw@pypi.example.com'",
        "'pypi example.com'",
        "' pypi.example.com'",
        "'pypi.example.com '",
        '"pypi.example.com\\t"',
        "''",
        "'[::1]'",
        "'10.0.0.5:80'",
        "-bad.example",
        "bad-.example",
        "a..b",
        "'*.example.com'",
        "'h?x'",
        "'h#x'",
        "a" * 64 + ".example",
    ],
)
def test_invalid_hosts(host: str) -> None:
    report, line, column = fill(_credential(host="{v}"), host)
    code = "empty-value" if host == "''" else "invalid-host"
    finding = assert_error(report, code, "build_config.host_credentials[0].host", line, column)
    if code == "invalid-host":
        assert "bare host name" in finding.message


@pytest.mark.parametrize("secret_id", ["s", "pypi_token", "git.token-1", "A1", "'1'"])
def test_valid_secret_ids(secret_id: str) -> None:
    assert_valid(check(_credential(secret_id=secret_id)))


@pytest.mark.parametrize(
    "secret_id", ["'a b'", "a/b", "'a:b'", "'a=b'", "'a,b'", "$TOKEN", "ünï", '"a\\n"']
)
def test_invalid_secret_ids(secret_id: str) -> None:
    report, line, column = fill(_credential(secret_id="{v}"), secret_id)
    location = "build_config.host_credentials[0].secret_id"
    finding = assert_error(report, "invalid-secret-id", location, line, column)
    assert "letters, digits" in finding.message


def test_empty_secret_id() -> None:
    report, line, column = fill(_credential(secret_id="{v}"), "''")
    assert_error(report, "empty-value", "build_config.host_credentials[0].secret_id", line,
                 column)


@pytest.mark.parametrize("username", ["deploy", "oauth2", "user@example.com", "ünïcode", "a:b"])
def test_valid_usernames(username: str) -> None:
    report = check(_credential(extra=f"      username: '{username}'\n"))
    assert_valid(report)
    assert report.config is not None
    assert report.config.build_config.host_credentials[0].username == username


@pytest.mark.parametrize("username", ["'a b'", '"a\\tb"', '"a\\nb"', '"a\\x01"', "' a'"])
def test_invalid_usernames(username: str) -> None:
    report, line, column = fill(_credential(extra="      username: {v}\n"), username)
    finding = assert_error(report, "invalid-username", "build_config.host_credentials[0].username",
                           line, column)
    assert "whitespace" in finding.message


def test_username_defaults_to_token() -> None:
    report = check(_credential())
    assert report.config is not None
    assert report.config.build_config.host_credentials[0].username == "__token__"


@pytest.mark.parametrize("missing", ["host", "secret_id"])
def test_host_credential_required_keys(missing: str) -> None:
    entry = {"host": "host: h", "secret_id": "secret_id: s"}
    del entry[missing]
    text = "name: x\nbuild_config:\n  host_credentials:\n    - username: u\n      " + "".join(
        entry.values()) + "\n"
    finding = assert_error(check(text), "missing-key", "build_config.host_credentials[0]", 4, 7)
    assert f"`{missing}`" in finding.message


@pytest.mark.parametrize(("first", "second"), [("a.example", "a.example"),
                                               ("a.example", "A.Example"),
                                               ("a.example", "a.example."),
                                               ("10.0.0.5", "10.0.0.5")])
def test_duplicate_hosts(first: str, second: str) -> None:
    text = (
        "name: x\nbuild_config:\n  host_credentials:\n"
        f"    - {{host: {first}, secret_id: one}}\n"
        "    - {host: other.example, secret_id: two}\n"
        "    - {host: {v}, secret_id: three}\n"
    )
    report, line, column = fill(text, second)
    finding = assert_error(report, "duplicate-host", "build_config.host_credentials[2].host", line,
                           column)
    assert "host_credentials[0]" in finding.message


# ---------------------------------------------------------------------- extra_packages


@pytest.mark.parametrize(
    "package",
    ["curl", "g++", "libc6", "python3.11", "libssl3=3.0.11-1~deb12u2", "vim/bookworm-backports",
     "libfoo:amd64", "libfoo:arm64=1:2.0-1", "r-base-core", "ab", "0ad"],
)
def test_valid_packages(package: str) -> None:
    report = check(f"name: x\nbuild_config:\n  extra_packages: ['{package}']\n")
    assert_valid(report)
    assert report.config is not None
    assert report.config.build_config.extra_packages == (package,)


@pytest.mark.parametrize(
    "package",
    ["'curl wget'", "'curl;rm -rf /'", "'a && b'", "'a || b'", "'a|b'", "'$(id)'", "'`id`'",
     "'\"curl\"'", "\"'curl'\"", "Curl", "a", "-curl", "curl=", "curl/", "'curl\\n'",
     '"curl\\n"', "'curl>1'", "'curl*'", "''", "'curl=1.0 '"],
)
def test_invalid_packages(package: str) -> None:
    report, line, column = fill(
        "name: x\nbuild_config:\n  extra_packages:\n    - curl\n    - {v}\n", package
    )
    finding = assert_error(report, "invalid-package-name", "build_config.extra_packages[1]", line,
                           column)
    assert "Debian package name" in finding.message


# ------------------------------------------------------------------ custom_build_steps


@pytest.mark.parametrize(
    "step",
    [
        "RUN echo hi",
        "run echo lower-case",
        "COPY a /b",
        "ENV A=1",
        "ARG X",
        "WORKDIR /app",
        "USER 1000",
        "LABEL a=b",
        "EXPOSE 80",
        "HEALTHCHECK CMD true",
        "# a comment\nRUN x",
        "RUN a \\\n  && b",
        "RUN a \\\n# a comment inside the continuation\n  && b",
        "RUN a \\\n\n  && b",
        "RUN <<EOF\necho one\necho two\nEOF",
        "RUN <<-'END'\n  cat x\n  END",
        "COPY <<EOF /etc/x\nnot an instruction\nEOF\nRUN cat /etc/x",
        "  RUN indented",
        "RUN x\n\n# c\nENV y=1\n",
    ],
)
def test_valid_build_steps(step: str) -> None:
    text = "name: x\nbuild_config:\n  custom_build_steps:\n    - |\n" + textwrap.indent(
        step if step.endswith("\n") else step + "\n", "      "
    )
    report = check(text)
    assert_valid(report)


@pytest.mark.parametrize(
    ("step", "words"),
    [
        ("echo hi", "line 1 starts with `echo`"),
        ("apt-get install curl", "line 1 starts with `apt-get`"),
        ("RUN ok\necho no", "line 2 starts with `echo`"),
        ("FROM debian", "FROM would start a new build stage"),
        ("# only a comment", "holds no instruction"),
        ("RUN a \\", "nothing follows"),
        ("RUN <<EOF\nnever closed", "never closed"),
        ("RUNX x", "line 1 starts with `RUNX`"),
    ],
)
def test_invalid_build_steps(step: str, words: str) -> None:
    text = "name: x\nbuild_config:\n  custom_build_steps:\n    - RUN fine\n    - {v}\n"
    report, line, column = fill(text, '"' + step.replace("\\", "\\\\").replace("\n", "\\n") + '"')
    finding = assert_error(report, "invalid-build-step", "build_config.custom_build_steps[1]",
                           line, column)
    assert words in finding.message


def test_empty_build_step() -> None:
    report, line, column = fill("name: x\nbuild_config:\n  custom_build_steps: [{v}]\n", "''")
    assert_error(report, "empty-value", "build_config.custom_build_steps[0]", line, column)


# ------------------------------------------------------------------------- requirements


@pytest.mark.parametrize(
    ("form", "provider", "hint"),
    [
        ("current", "python-pip", "earlier form's provider"),
        ("current", "pip", None),
        ("current", "UV-PIP", None),
        ("current", "'uv-pip '", None),
        ("current", "''", None),
        ("earlier", "uv-pip", "current form's provider"),
        ("earlier", "pip", None),
        ("earlier", "Conda", None),
    ],
)
def test_provider_outside_the_constants(form: str, provider: str, hint: str | None) -> None:
    text, line, column = locate("name: x\nbuild_config:\n  requirements:\n    provider: {v}\n")
    report = validate_text(text.replace("{v}", provider), C, form)  # type: ignore[arg-type]
    assert report.form == form
    finding = assert_error(report, "invalid-provider", "build_config.requirements.provider",
                           line, column)
    allowed = '"uv-pip" or "conda"' if form == "current" else '"python-pip" or "conda"'
    assert f"expected {allowed}" in finding.message
    if hint:
        assert hint in finding.message


@pytest.mark.parametrize("form", ["current", "earlier"])
def test_provider_is_required(form: str) -> None:
    text = "name: x\nbuild_config:\n  requirements:\n    python_version: '3.11'\n"
    report = validate_text(text, C, form)  # type: ignore[arg-type]
    finding = assert_error(report, "missing-key", "build_config.requirements", 4, 5)
    assert "`provider`" in finding.message


@pytest.mark.parametrize("value", ["1", "yes", "[uv-pip]"])
def test_provider_must_be_a_string(value: str) -> None:
    report, line, column = fill("name: x\nbuild_config:\n  requirements: {provider: {v}}\n", value)
    assert_error(report, "wrong-type", "build_config.requirements.provider", line, column)


# ----------------------------------------------- the deprecated build_config.python_version


def test_deprecated_alias_moves_into_requirements_with_a_warning() -> None:
    report = check("name: x\nbuild_config:\n  python_version: '3.11'\n")
    assert_valid(report)
    assert report.config is not None
    build = report.config.to_dict()["build_config"]
    assert build["python_version"] is None
    assert build["requirements"] == {"provider": "uv-pip", "python_version": "3.11"}
    [warning] = report.warnings
    assert (warning.code, warning.location, warning.line, warning.column, warning.severity) == (
        "deprecated-field", "build_config.python_version", 3, 3, "warning",
    )
    assert "requirements.python_version" in warning.message
    assert REMOVAL_RELEASE == "1.13.0"
    assert "release 1.13.0" in warning.message


def test_deprecated_alias_equal_to_requirements_warns() -> None:
    report = check(
        "name: x\nbuild_config:\n  python_version: '3.12'\n"
        "  requirements: {provider: uv-pip, python_version: '3.12'}\n"
    )
    assert_valid(report)
    assert report.config is not None
    assert report.config.build_config.requirements.python_version == "3.12"
    assert [(w.code, w.location, w.line, w.column) for w in report.warnings] == [
        ("deprecated-field", "build_config.python_version", 3, 3),
    ]
    assert "1.13.0" in report.warnings[0].message


def test_deprecated_alias_different_from_requirements_is_an_error() -> None:
    report, line, column = fill(
        "name: x\nbuild_config:\n  python_version: {v}\n"
        "  requirements: {provider: uv-pip, python_version: '3.12'}\n",
        "'3.11'",
    )
    finding = assert_error(report, "conflicting-python-version", "build_config.python_version",
                           line, column)
    assert "3.11" in finding.message and "3.12" in finding.message


def test_deprecated_alias_with_conda_is_an_error() -> None:
    report, line, column = fill(
        "name: x\nbuild_config:\n  requirements: {provider: conda}\n  python_version: {v}\n",
        "'3.11'",
    )
    finding = assert_error(report, "python-version-with-conda", "build_config.python_version",
                           line, column)
    assert "conda" in finding.message


@pytest.mark.parametrize(
    ("template", "location"),
    [
        (
            "name: x\nbuild_config:\n  inherit_base_image_packages: true\n"
            "  python_version: {v}\n",
            "build_config.python_version",
        ),
        (
            "name: x\nbuild_config:\n  inherit_base_image_packages: true\n"
            "  requirements:\n    provider: uv-pip\n    python_version: {v}\n",
            "build_config.requirements.python_version",
        ),
        (
            "name: x\nbuild_config:\n  python_version: {v}\n  inherit_base_image_packages: yes\n"
            "  requirements: {provider: uv-pip, python_version: '3.11'}\n",
            "build_config.python_version",
        ),
    ],
)
def test_python_version_with_inherit_is_an_error(template: str, location: str) -> None:
    report, line, column = fill(template, "'3.11'")
    finding = assert_error(report, "python-version-with-inherit", location, line, column)
    assert "inherit_base_image_packages" in finding.message


@pytest.mark.parametrize(
    "text",
    [
        "name: x\nbuild_config:\n  inherit_base_image_packages: true\n",
        "name: x\nbuild_config:\n  inherit_base_image_packages: true\n"
        "  requirements: {provider: conda}\n",
        "name: x\nbuild_config:\n  inherit_base_image_packages: false\n"
        "  requirements: {provider: uv-pip, python_version: '3.11'}\n",
    ],
)
def test_inherit_without_python_version_is_fine(text: str) -> None:
    report = check(text)
    assert_valid(report)
    assert report.warnings == ()


def test_alias_with_inherit_false_only_warns() -> None:
    report = check(
        "name: x\nbuild_config:\n  python_version: '3.11'\n  inherit_base_image_packages: false\n"
    )
    assert_valid(report)
    assert [w.code for w in report.warnings] == ["deprecated-field"]


def _version_tuple(text: str) -> tuple[int, ...]:
    return tuple(int(part) for part in re.findall(r"\d+", text)[:3])


def test_the_deprecated_alias_is_removed_by_its_release() -> None:
    """Fails once the package reaches 1.13.0 while the alias is still in the schema."""
    pyproject = (REPO / "pyproject.toml").read_text()
    declared = re.search(r'(?m)^version\s*=\s*"([^"]+)"', pyproject)
    assert declared is not None, "pyproject.toml declares no version"
    versions = {component_kit.__version__, declared.group(1)}
    removal = _version_tuple(REMOVAL_RELEASE)
    build_config = next(f for f in root("current").fields if f.name == "build_config")
    inner = build_config.kind.inner  # type: ignore[attr-defined]
    alias_present = any(f.name == "python_version" for f in inner.fields)
    for version in versions:
        assert not (alias_present and _version_tuple(version) >= removal), (
            f"component-kit {version} still accepts build_config.python_version, which was "
            f"to be removed in release {REMOVAL_RELEASE}"
        )


def test_version_guard_would_trip() -> None:
    assert _version_tuple("1.13.0") >= _version_tuple(REMOVAL_RELEASE)
    assert _version_tuple("1.13.0rc1") >= _version_tuple(REMOVAL_RELEASE)
    assert _version_tuple("1.12.9") < _version_tuple(REMOVAL_RELEASE)
    assert _version_tuple(component_kit.__version__) < _version_tuple(REMOVAL_RELEASE)


# --------------------------------------------------------------------------- base_image


@pytest.mark.parametrize(
    "image",
    ["debian:bookworm-slim", "debian", "ubuntu:24.04", "python:3.12-slim-bookworm",
     "docker.io/library/debian:12", "registry.example.com:5000/team/base:1.0",
     "continuumio/miniconda3", "myorg/ubiquity:1", "myalpine-tools",
     "mcr.microsoft.com/devcontainers/python:3",
     "debian@sha256:" + "a" * 64],
)
def test_debian_and_other_images_do_not_warn(image: str) -> None:
    report = check(f"name: x\nbuild_config:\n  base_image: {image}\n")
    assert_valid(report)
    assert report.warnings == ()


@pytest.mark.parametrize(
    ("image", "family"),
    [
        ("alpine", "alpine"),
        ("alpine:3.20", "alpine"),
        ("docker.io/library/alpine:3", "alpine"),
        ("python:3.12-alpine", "alpine"),
        ("node:20-alpine3.19", "alpine"),
        ("fedora:40", "fedora"),
        ("quay.io/fedora/fedora:40", "fedora"),
        ("centos:7", "centos"),
        ("quay.io/centos/centos:stream9", "centos"),
        ("rockylinux:9", "rockylinux"),
        ("almalinux:9", "almalinux"),
        ("amazonlinux:2023", "amazonlinux"),
        ("archlinux:latest", "archlinux"),
        ("opensuse/leap:15.6", "opensuse"),
        ("opensuse/tumbleweed", "opensuse"),
        ("busybox", "busybox"),
        ("busybox:1.36-glibc", "busybox"),
        ("registry.access.redhat.com/ubi9/ubi-minimal", "ubi"),
        ("redhat/ubi8", "ubi"),
    ],
)
def test_non_debian_base_images_warn(image: str, family: str) -> None:
    report, line, column = fill("name: x\nbuild_config:\n  base_image: {v}\n", image)
    assert_valid(report)
    [warning] = report.warnings
    assert (warning.code, warning.location, warning.line, warning.column, warning.severity) == (
        "non-debian-base-image", "build_config.base_image", line, column, "warning",
    )
    assert family in warning.message and "Debian" in warning.message


@pytest.mark.parametrize(
    "image",
    ["''", "'Debian:12'", "'debian bookworm'", "'debian:'", "'http://x/debian'", '"debian\\n"'],
)
def test_invalid_image_references(image: str) -> None:
    report, line, column = fill("name: x\nbuild_config:\n  base_image: {v}\n", image)
    code = "empty-value" if image == "''" else "invalid-image"
    assert_error(report, code, "build_config.base_image", line, column)


# ---------------------------------------------------------------------------- build_env


@pytest.mark.parametrize(
    "name",
    ["GITHUB_TOKEN", "token", "HF_TOKEN_PATH", "DB_PASSWORD", "password", "MY_SECRET",
     "SECRET_VALUE", "AWS_SECRET_ACCESS_KEY", "API_KEY", "SSH_KEY", "PRIVATE_KEY"],
)
def test_secret_like_build_env_names_warn(name: str) -> None:
    text = f"name: x\nbuild_config:\n  build_env:\n    LANG: C.UTF-8\n    {name}: value\n"
    report = check(text)
    assert_valid(report)
    [warning] = report.warnings
    assert (warning.code, warning.location, warning.line, warning.column) == (
        "secret-in-build-env", f"build_config.build_env.{name}", 5, 5,
    )
    assert name in warning.message and "--secret" in warning.message


@pytest.mark.parametrize(
    "url",
    ["https://user:s3cret@pypi.example.com/simple", "http://__token__:abc@h/x",
     "git+https://me:pw@git.example.com/r.git", "--index-url https://u:p@h/simple"],
)
def test_urls_with_a_password_in_build_env_warn(url: str) -> None:
    report, _, _ = fill("name: x\nbuild_config:\n  build_env:\n    {v}: '" + url + "'\n",
                        "PIP_INDEX_URL")
    assert_valid(report)
    [warning] = report.warnings
    assert (warning.code, warning.location, warning.line, warning.column) == (
        "secret-in-build-env", "build_config.build_env.PIP_INDEX_URL", 4, 5,
    )
    assert "password" in warning.message


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("PIP_INDEX_URL", "https://pypi.example.com/simple"),
        ("PIP_INDEX_URL", "https://user@pypi.example.com/simple"),
        ("UV_INDEX_URL", "https://pypi.example.com:8443/simple"),
        ("LANG", "C.UTF-8"),
        ("KEYBOARD", "us"),
        ("MONKEY", "1"),
        ("PIP_DEFAULT_TIMEOUT", "60"),
    ],
)
def test_ordinary_build_env_does_not_warn(name: str, value: str) -> None:
    report = check(f"name: x\nbuild_config:\n  build_env:\n    {name}: '{value}'\n")
    assert_valid(report)
    assert report.warnings == ()


def test_secret_names_in_env_do_not_warn() -> None:
    """env is the final image's environment; the build_env warning is about the build context."""
    report = check("name: x\nenv:\n  API_TOKEN_FILE: /run/secrets/t\n")
    assert_valid(report)
    assert report.warnings == ()


# ------------------------------------------------------------------------ metadata


def test_metadata_holds_any_json_data() -> None:
    report = check(
        """\
        name: x
        metadata:
          owner: team
          count: 3
          ratio: 0.5
          flag: true
          none: null
          list: [1, "two", {three: 3}]
          nested: {a: {b: {c: []}}}
          "key with spaces": 1
        """
    )
    assert_valid(report)
    assert report.config is not None
    assert report.config.metadata["key with spaces"] == 1
    assert report.config.metadata["list"] == [1, "two", {"three": 3}]


@pytest.mark.parametrize(
    ("value", "code", "location"),
    [
        ("{1: a}", "wrong-type", 'metadata.v["1"]'),
        ("{yes: a}", "wrong-type", "metadata.v.yes"),
        ("[2024-01-01]", "unsupported-value", "metadata.v[0]"),
        (".nan", "unsupported-value", "metadata.v"),
        ("-.inf", "unsupported-value", "metadata.v"),
    ],
)
def test_metadata_must_survive_json(value: str, code: str, location: str) -> None:
    report = check(f"name: x\nmetadata:\n  v: {value}\n")
    finding = only_error(report)
    assert (finding.code, finding.location, finding.line) == (code, location, 3)


def test_metadata_top_level_keys_must_be_strings() -> None:
    finding = only_error(check("name: x\nmetadata:\n  1: a\n"))
    assert (finding.code, finding.location, finding.line, finding.column) == (
        "wrong-type", 'metadata["1"]', 3, 3,
    )
    assert 'quote it: "1"' in finding.message


# ----------------------------------------------------------------- the rule functions


@pytest.mark.parametrize(
    ("rule", "value", "ok"),
    [
        (rules.env_name, "A_1", True),
        (rules.env_name, "A\n", False),
        (rules.python_version, "3.11\n", False),
        (rules.secret_id, "tok\n", False),
        (rules.deb_package, "curl\n", False),
        (rules.image_reference, "debian\n", False),
        (rules.target_platform, "native\n", False),
        (rules.host, "h.example\n", False),
        (rules.username, "u\n", False),
        (rules.relative_source, "a\n", False),
        (rules.destination, "/x\n", False),
    ],
)
def test_no_rule_accepts_a_trailing_newline(rule: object, value: str, ok: bool) -> None:
    assert (rule(value) is None) is ok  # type: ignore[operator]


@pytest.mark.parametrize(
    ("path", "normal"),
    [("/opt/x", "/opt/x"), ("/opt/x/", "/opt/x"), ("/opt/./x", "/opt/x"), ("//opt//x", "/opt/x"),
     ("x/", "x"), ("./x", "x"), ("/opt/y/../x", "/opt/x")],
)
def test_normalize_destination(path: str, normal: str) -> None:
    assert rules.normalize_destination(path) == normal
