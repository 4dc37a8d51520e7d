"""Validation never raises and never hangs: arbitrary input gives a Report with located findings.

Hypothesis drives bytes, YAML-ish text and configuration-shaped data dumped as YAML; explicit
pathological inputs (alias bombs, deep nesting, megabytes, bad encodings) must each end in a
clear finding within a couple of seconds.
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from component_kit.config import Report, validate_bytes, validate_file, validate_text

C = Path("c.yaml")
FUZZ = settings(
    deadline=None,
    max_examples=200,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


def assert_sound(report: Report, text: str | None = None) -> None:
    """The invariants every Report keeps, whatever the input."""
    assert isinstance(report, Report)
    assert report.form in ("current", "earlier")
    assert report.valid == (not report.errors)
    if report.valid:
        assert report.config is not None
        json.dumps(report.config.to_dict())  # the normalized config is plain JSON
    else:
        assert report.config is None
    json.dumps(report.as_dict())
    # YAML breaks lines at \n, \r, NEL, LS and PS: a finding lies within the text's lines.
    lines = None if text is None else sum(text.count(c) for c in "\n\r\x85\u2028\u2029") + 2
    for finding in (*report.errors, *report.warnings):
        assert finding.code and finding.message
        assert isinstance(finding.location, str)
        assert finding.line >= 1 and finding.column >= 1, finding
        if lines is not None:
            assert finding.line <= lines, finding
    for finding in report.errors:
        assert finding.severity == "error"
    for finding in report.warnings:
        assert finding.severity == "warning"


# -------------------------------------------------------------------- raw input


@FUZZ
@given(st.binary(max_size=2000))
def test_arbitrary_bytes(raw: bytes) -> None:
    assert_sound(validate_bytes(raw, C))


@FUZZ
@given(st.text(max_size=2000))
def test_arbitrary_text(text: str) -> None:
    assert_sound(validate_text(text, C), text)


@FUZZ
@given(st.text(st.characters(exclude_categories=()), max_size=500))
def test_arbitrary_text_with_lone_surrogates(text: str) -> None:
    # Text decoded with surrogateescape, or from JSON "\ud800", can hold lone surrogates.
    assert_sound(validate_text(text, C), text)


YAML_PIECES = st.sampled_from(
    [
        "name", "version", "description", "build_config", "env", "metadata", "base_image",
        "target_platform", "extra_packages", "package_data", "custom_build_steps",
        "python_version", "inherit_base_image_packages", "requirements", "provider",
        "uv-pip", "python-pip", "conda", "host_credentials", "host", "secret_id", "username",
        "build_env", "skip_checks", ":", ": ", "- ", "\n", "\n  ", "\n    ", "\t", " ", "[",
        "]", "{", "}", ",", "'", '"', "&a ", "*a", "<<: ", "!!str ", "!!python/object:x ",
        "!x ", "? ", "|", ">", "#", "---", "...", "%YAML 1.1\n", "~", "null", "yes", "no",
        "1", "1.0", "3.11", "2024-01-01", ".inf", "0x1F", "\\", "\ufeff", "\r\n", "\x00",
        "\x85", "\u2028", "é", "RUN x", "/opt/x", "../a", "C:\\x", "linux/arm64",
    ]
)


@FUZZ
@given(st.lists(YAML_PIECES, max_size=80).map("".join))
def test_yaml_ish_text(text: str) -> None:
    assert_sound(validate_text(text, C), text)
    assert_sound(validate_bytes(text.encode("utf-8", "surrogatepass"), C))


# ------------------------------------------------------- data dumped as YAML

SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=30),
    st.sampled_from(["yes", "3.11", "uv-pip", "python-pip", "conda", "linux/amd64", "RUN x",
                     "/opt/x", "curl", "A_B", "pypi.example.com", "", "a b", "1BAD"]),
)
JSON_LIKE = st.recursive(
    SCALARS,
    lambda children: st.one_of(
        st.lists(children, max_size=4),
        st.dictionaries(st.text(max_size=12), children, max_size=4),
    ),
    max_leaves=25,
)

KEYS = st.sampled_from(
    ["name", "version", "description", "build_config", "env", "metadata", "base_image",
     "target_platform", "extra_packages", "package_data", "custom_build_steps",
     "python_version", "inherit_base_image_packages", "requirements", "provider",
     "host_credentials", "host", "secret_id", "username", "build_env", "skip_checks", "other"]
)
CONFIG_LIKE = st.recursive(
    SCALARS,
    lambda children: st.one_of(
        st.lists(children, max_size=4),
        st.dictionaries(KEYS, children, max_size=6),
    ),
    max_leaves=30,
)


def _dump(value: Any) -> str:
    return yaml.safe_dump(value, allow_unicode=True, sort_keys=False)


@FUZZ
@given(JSON_LIKE)
def test_json_like_values_dumped_as_yaml(value: Any) -> None:
    text = _dump(value)
    report = validate_text(text, C)
    assert_sound(report, text)
    if not isinstance(value, dict):
        assert [f.code for f in report.errors] in (["not-a-mapping"], ["empty-file"])


@FUZZ
@given(st.dictionaries(KEYS, CONFIG_LIKE, max_size=6), st.sampled_from(["auto", "current",
                                                                        "earlier"]))
def test_config_shaped_data_dumped_as_yaml(value: dict[str, Any], form: str) -> None:
    text = _dump(value)
    report = validate_text(text, C, form)  # type: ignore[arg-type]
    assert_sound(report, text)
    if form != "auto":
        assert report.form == form


@FUZZ
@given(
    name=st.text(min_size=1, max_size=20),
    version=st.text(min_size=1, max_size=128),
    env=st.dictionaries(st.from_regex(r"[A-Za-z_][A-Za-z0-9_]{0,10}", fullmatch=True),
                        st.text(max_size=20).filter(lambda s: "\x00" not in s), max_size=4),
    packages=st.lists(st.from_regex(r"[a-z0-9][a-z0-9+.-]{1,12}", fullmatch=True), max_size=4),
    skip=st.booleans(),
)
def test_valid_configs_stay_valid_through_yaml(
    name: str, version: str, env: dict[str, str], packages: list[str], skip: bool
) -> None:
    value = {
        "name": name,
        "version": version,
        "build_config": {"extra_packages": packages, "skip_checks": skip},
        "env": env,
    }
    # allow_unicode=False: PyYAML writes NEL (U+0085) unescaped in single quotes, which it
    # then reads back as a space; escaped, every string survives the round trip.
    text = yaml.safe_dump(value, allow_unicode=False, sort_keys=False)
    report = validate_text(text, C)
    assert report.valid, (text, report.errors)
    assert report.config is not None
    out = report.config.to_dict()
    assert (out["name"], out["version"], out["env"]) == (name, version, env)
    assert out["build_config"]["extra_packages"] == packages


# ----------------------------------------------------------------- pathological

LIMIT = 2.0  # seconds; generous: each case takes well under half a second here


def timed(run: Any) -> tuple[Report, float]:
    start = time.monotonic()
    report = run()
    return report, time.monotonic() - start


def billion_laughs() -> str:
    lines = ["name: x", "metadata:", '  a: &a ["lol","lol","lol","lol","lol","lol","lol","lol"]']
    for i in range(1, 10):
        previous, current = chr(ord("a") + i - 1), chr(ord("a") + i)
        lines.append(f"  {current}: &{current} [" + ",".join([f"*{previous}"] * 9) + "]")
    return "\n".join(lines) + "\n"


def quadratic_blowup() -> str:
    # Few nodes, one wide alias reused many times: the alias count, not the depth, grows.
    wide = "[" + ",".join(["x"] * 5000) + "]"
    return "name: x\nmetadata:\n  a: &a " + wide + "\n  b: [" + ",".join(["*a"] * 5000) + "]\n"


PATHOLOGICAL: list[tuple[str, Any, str]] = [
    ("billion laughs", lambda: validate_text(billion_laughs(), C), "too-complex"),
    ("quadratic alias blow-up", lambda: validate_text(quadratic_blowup(), C), "too-complex"),
    ("100k nested brackets", lambda: validate_text("[" * 100_000 + "]" * 100_000, C),
     "too-deep"),
    ("100k unclosed brackets", lambda: validate_text("[" * 100_000, C), "too-deep"),
    ("100k nested mappings",
     lambda: validate_text("name: x\nmetadata: " + "{a: " * 100_000 + "}" * 100_000, C),
     "too-deep"),
    ("deep block nesting",
     lambda: validate_text("".join(" " * i + "a:\n" for i in range(1000)), C), "too-deep"),
    ("self-referencing alias", lambda: validate_text("name: x\nmetadata: &m\n  m: *m\n", C),
     "too-deep"),
    ("5 MB of bytes",
     lambda: validate_bytes(b"name: x\nmetadata:\n" + b"  k: " + b"v" * 5_000_000 + b"\n", C),
     "file-too-large"),
    ("5 MB of text",
     lambda: validate_text("name: x\nmetadata:\n" + "".join(
         f"  k{i}: {'v' * 30}\n" for i in range(150_000)), C),
     "file-too-large"),
    ("5 MB on one line", lambda: validate_text("name: " + "a" * 5_000_000, C),
     "file-too-large"),
    ("invalid UTF-8", lambda: validate_bytes(b"name: x\ndescription: \xc3\x28\xa0\xa1\n", C),
     "not-utf8"),
    ("UTF-16", lambda: validate_bytes("name: x\n".encode("utf-16"), C), "not-utf8"),
    ("latin-1", lambda: validate_bytes("name: café\n".encode("latin-1"), C), "not-utf8"),
    ("NUL bytes", lambda: validate_bytes(b"name: x\n\x00\x00\x00\n", C), "yaml-syntax"),
    ("all NUL", lambda: validate_bytes(b"\x00" * 10_000, C), "yaml-syntax"),
    ("binary garbage", lambda: validate_bytes(bytes(range(256)) * 4000, C), "not-utf8"),
    ("ELF header", lambda: validate_bytes(b"\x7fELF\x02\x01\x01" + b"\x00" * 100, C),
     "yaml-syntax"),
    ("gzip", lambda: validate_bytes(b"\x1f\x8b\x08\x00" + bytes(200), C), "not-utf8"),
    ("110k values", lambda: validate_text("name: x\nmetadata:\n  l: [" + "1," * 110_000 + "]\n", C),
     "too-complex"),
    # YAML limits an implicit key to 1024 characters.
    ("a 900k key", lambda: validate_text("name: x\n" + "k" * 900_000 + ": 1\n", C),
     "yaml-syntax"),
]


@pytest.mark.parametrize(("label", "run", "code"), PATHOLOGICAL, ids=[p[0] for p in PATHOLOGICAL])
def test_pathological_input_ends_quickly_with_a_clear_error(
    label: str, run: Any, code: str
) -> None:
    report, seconds = timed(run)
    assert seconds < LIMIT, f"{label} took {seconds:.2f} s"
    assert_sound(report)
    assert not report.valid
    assert report.errors[0].code == code, report.errors
    assert len(report.errors[0].message) < 500  # a clear sentence, not a dump of the input


def test_pathological_files_on_disk(tmp_path: Path) -> None:
    cases = {
        "bomb.yaml": billion_laughs().encode(),
        "deep.yaml": b"[" * 100_000,
        "big.yaml": b"name: x\ndescription: " + b"x" * 5_000_000 + b"\n",
        "bad.yaml": b"\xff\xfe\xfd",
        "nul.yaml": b"name: \x00\n",
    }
    expected = {
        "bomb.yaml": "too-complex",
        "deep.yaml": "too-deep",
        "big.yaml": "file-too-large",
        "bad.yaml": "not-utf8",
        "nul.yaml": "yaml-syntax",
    }
    for name, raw in cases.items():
        path = tmp_path / name
        path.write_bytes(raw)
        report, seconds = timed(lambda path=path: validate_file(path))
        assert seconds < LIMIT, name
        assert [f.code for f in report.errors] == [expected[name]], name
        assert report.path == path


def test_memory_stays_bounded_for_an_alias_bomb() -> None:
    import tracemalloc

    tracemalloc.start()
    try:
        validate_text(billion_laughs(), C)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 200 * 1024 * 1024, f"peak {peak / 1e6:.0f} MB"


def test_a_huge_file_is_refused_without_reading_it_whole(tmp_path: Path) -> None:
    import tracemalloc

    path = tmp_path / "huge.yaml"
    with path.open("wb") as handle:  # sparse: costs no disk
        handle.truncate(300 * 1024 * 1024)
    tracemalloc.start()
    try:
        report, seconds = timed(lambda: validate_file(path))
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert seconds < LIMIT
    assert peak < 20 * 1024 * 1024, f"peak {peak / 1e6:.0f} MB"
    [finding] = report.errors
    assert (finding.code, finding.line, finding.column) == ("file-too-large", 1, 1)
    assert f"{300 * 1024 * 1024:,} bytes" in finding.message


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero")
def test_an_endless_device_is_refused() -> None:
    report, seconds = timed(lambda: validate_file(Path("/dev/zero")))
    assert seconds < LIMIT
    [finding] = report.errors
    assert finding.code == "file-too-large"
    assert "more than 1,048,576 bytes" in finding.message
