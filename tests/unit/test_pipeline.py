"""The build pipeline up to the engine: tags, secret specs, generate-only, failure diagnosis."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from component_kit.build.diagnose import diagnose
from component_kit.build.pipeline import (
    BuildOptions,
    check_secrets,
    check_tags,
    default_tags,
    generate_only,
    parse_secret,
    repository_name,
    tag_from_version,
)
from component_kit.cli import main
from component_kit.config import ComponentConfig, load_config
from component_kit.errors import ConfigError, UsageError


def write_component(
    directory: Path, config: str, api: str = "def apply(x):\n    return x\n"
) -> Path:
    directory.mkdir(parents=True, exist_ok=True)
    (directory / "component_config.yaml").write_text(config, encoding="utf-8")
    (directory / "component_api.py").write_text(api, encoding="utf-8")
    return directory


def config_of(tmp_path: Path, text: str) -> ComponentConfig:
    return load_config(write_component(tmp_path / "c", text)).config


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("demo", "demo"),
        ("Demo Component", "demo-component"),
        ("my_comp.v2", "my_comp.v2"),
        ("--Weird__Name!!", "weird-name"),
        ("ÄÖÜ", ""),
        ("***", ""),
    ],
)
def test_repository_name(name: str, expected: str) -> None:
    assert repository_name(name) == expected


@pytest.mark.parametrize(
    ("version", "expected"),
    [("1.0", "1.0"), ("1.0 beta", "1.0-beta"), (".hidden", "hidden"), ("v" * 200, "v" * 128)],
)
def test_tag_from_version(version: str, expected: str) -> None:
    assert tag_from_version(version) == expected


def test_default_tags(tmp_path: Path) -> None:
    config = config_of(tmp_path, 'name: "My Solver"\nversion: "2.0+local"\n')
    assert default_tags(config) == ("my-solver:2.0-local", "my-solver:latest")


def test_default_tags_without_a_valid_name_ask_for_tag(tmp_path: Path) -> None:
    config = config_of(tmp_path, 'name: "!!!"\n')
    with pytest.raises(UsageError, match="--tag"):
        default_tags(config)


@pytest.mark.parametrize("tag", ["localhost:5000/team/comp:1.2", "comp", "a/b/c:latest"])
def test_valid_tags(tag: str) -> None:
    assert check_tags([tag]) == (tag,)


@pytest.mark.parametrize("tag", ["Comp:1", "comp:", "comp:$(id)", "comp name", "a//b"])
def test_invalid_tags(tag: str) -> None:
    with pytest.raises(UsageError, match="not a valid image reference"):
        check_tags([tag])


def test_parse_secret_env() -> None:
    secret = parse_secret("id=tok,env=MY_TOKEN", {"MY_TOKEN": "abc"})
    assert (secret.id, secret.env, secret.src) == ("tok", "MY_TOKEN", None)


def test_parse_secret_src(tmp_path: Path) -> None:
    token = tmp_path / "token"
    token.write_text("abc\n")
    secret = parse_secret(f"id=tok,src={token}", {})
    assert secret.src == token.resolve()


@pytest.mark.parametrize(
    ("spec", "environ", "message"),
    [
        ("tok", {}, "expected id=ID,env=VAR"),
        ("id=tok", {}, "exactly one of env=VAR or src=FILE"),
        ("id=tok,env=A,src=/x", {"A": "1"}, "exactly one of"),
        ("id=tok,env=MISSING", {}, "MISSING is not set"),
        ("id=tok,env=EMPTY", {"EMPTY": ""}, "EMPTY is empty"),
        ("id=tok,src=/no/such/file", {}, "does not exist"),
        ("id=tok,env=A,env=B", {"A": "1"}, "repeats one"),
        ("id=,env=A", {"A": "1"}, "the id must be"),
        ("id=a b,env=A", {"A": "1"}, "the id must be"),
        ("id=tok,type=file", {}, "not one of id=, env=, src="),
    ],
)
def test_bad_secret_specs(spec: str, environ: dict[str, str], message: str) -> None:
    with pytest.raises(UsageError, match=message):
        parse_secret(spec, environ)


CREDENTIALED = """\
name: private
build_config:
  host_credentials:
    - host: pypi.internal.example
      secret_id: internal
    - host: git.example.com
      secret_id: gitlab
      username: deploy
"""


def test_missing_secrets_are_listed_with_the_flag(tmp_path: Path) -> None:
    config = config_of(tmp_path, CREDENTIALED)
    with pytest.raises(UsageError) as caught:
        check_secrets(config, ["id=internal,env=T"], {"T": "x"}, lambda line: None)
    message = str(caught.value)
    assert "--secret id=gitlab,env=<VARIABLE>" in message
    assert "git.example.com" in message
    assert "internal" not in message.split("missing build secrets:")[1].split("gitlab")[0]


def test_unnamed_secret_is_passed_with_a_note(tmp_path: Path) -> None:
    config = config_of(tmp_path, CREDENTIALED)
    notes: list[str] = []
    secrets, values = check_secrets(
        config,
        ["id=internal,env=T", "id=gitlab,env=G", "id=extra,env=E"],
        {"T": "tok1", "G": "tok2\nsecond line", "E": "tok3"},
        notes.append,
    )
    assert [s.id for s in secrets] == ["internal", "gitlab", "extra"]
    assert values == ("tok1", "tok2", "tok3")  # the first line is the token
    assert any("id=extra" in note for note in notes)


def test_generate_only_writes_the_context_and_the_command(tmp_path: Path) -> None:
    component = write_component(
        tmp_path / "comp",
        "name: demo\nbuild_config:\n  package_data: [[data.txt, /opt/data.txt]]\n",
    )
    (component / "data.txt").write_text("payload")
    (component / "component_requirements.txt").write_text("six\n")
    out = tmp_path / "out"
    result = generate_only(
        BuildOptions(component), out, force=False, log=lambda line: None, environ={}
    )
    assert (out / "Containerfile").is_file()
    assert (out / "data" / "0" / "item").read_text() == "payload"
    assert (out / "requirements" / "component_requirements.txt").read_text() == "six\n"
    assert (out / "component_api.py").is_file()
    assert json.loads((out / "component.json").read_text())["name"] == "demo"
    assert result.argv[:3] == ["env", "DOCKER_BUILDKIT=1", "docker"]
    assert result.argv[-1] == str(out.resolve())
    # Nothing but the context was written next to it.
    assert sorted(p.name for p in tmp_path.iterdir()) == ["comp", "out"]


def test_generate_only_refuses_a_directory_inside_the_component(tmp_path: Path) -> None:
    component = write_component(tmp_path / "comp", "name: demo\n")
    with pytest.raises(UsageError, match="inside the component directory"):
        generate_only(
            BuildOptions(component),
            component / "ctx",
            force=False,
            log=lambda line: None,
            environ={},
        )


def test_generate_only_refuses_a_non_empty_directory_without_force(tmp_path: Path) -> None:
    component = write_component(tmp_path / "comp", "name: demo\n")
    out = tmp_path / "out"
    out.mkdir()
    (out / "keep").write_text("x")
    with pytest.raises(UsageError, match="--force"):
        generate_only(BuildOptions(component), out, force=False, log=lambda line: None, environ={})
    generate_only(BuildOptions(component), out, force=True, log=lambda line: None, environ={})
    assert not (out / "keep").exists()
    assert (out / "Containerfile").is_file()


def test_generate_only_leaves_nothing_behind_on_failure(tmp_path: Path) -> None:
    component = write_component(
        tmp_path / "comp", "name: demo\nbuild_config:\n  package_data: [[missing, /x]]\n"
    )
    with pytest.raises(ConfigError):
        generate_only(
            BuildOptions(component),
            tmp_path / "out",
            force=False,
            log=lambda line: None,
            environ={},
        )
    assert sorted(p.name for p in tmp_path.iterdir()) == ["comp"]


def test_invalid_config_never_reaches_the_engine(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    component = write_component(tmp_path / "comp", "name: demo\nversion: 1.0\n")
    code = main(["build", str(component), "--engine", "docker"])
    err = capsys.readouterr().err
    assert code == 1
    assert "component_config.yaml:2:10: error[wrong-type]" in err


def test_cli_generate_only_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    component = write_component(tmp_path / "comp", "name: demo\n")
    code = main(
        [
            "build",
            str(component),
            "--generate-only",
            str(tmp_path / "o"),
            "--engine",
            "buildah",
            "--format",
            "json",
        ]
    )
    out = json.loads(capsys.readouterr().out)
    assert code == 0
    assert out["command"][0].endswith("buildah") and "--layers" in out["command"]


def test_cli_usage_error_exit_code(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    component = write_component(tmp_path / "comp", CREDENTIALED)
    code = main(["build", str(component), "--generate-only", str(tmp_path / "o")])
    assert code == 2
    assert "--secret id=internal" in capsys.readouterr().err


CONFIG_WITH_PACKAGES = """\
name: demo
build_config:
  extra_packages: [curl, no-such-package-xyz]
"""


@pytest.mark.parametrize(
    "line",
    [
        "#7 2.345 E: Unable to locate package no-such-package-xyz",
        "E: Package 'no-such-package-xyz' has no installation candidate",
    ],
)
def test_diagnose_apt_package(tmp_path: Path, line: str) -> None:
    config = config_of(tmp_path, CONFIG_WITH_PACKAGES)
    error = diagnose(f"step\n{line}\nmore\n", config, 100)
    assert error.code == "apt-package-not-found"
    assert "build_config.extra_packages[1]" in error.message


def test_diagnose_marker_wins(tmp_path: Path) -> None:
    config = config_of(tmp_path, "name: demo\n")
    output = (
        "#5 0.1 component-kit-error[base-image-not-debian]: the base image x is not Debian-based\n"
    )
    error = diagnose(output, config, 1)
    assert error.code == "base-image-not-debian"


def test_diagnose_api_check_shows_the_import_error(tmp_path: Path) -> None:
    config = config_of(tmp_path, "name: demo\n")
    output = (
        "#20 0.5 component-kit-error[api-check]: importing component_api failed\n"
        "#20 0.5 Traceback (most recent call last):\n"
        '#20 0.5   File "/opt/component/component_api.py", line 1, in <module>\n'
        "#20 0.5 ModuleNotFoundError: No module named 'numpy'\n"
    )
    error = diagnose(output, config, 1)
    assert error.code == "api-check-failed"
    assert "No module named 'numpy'" in error.message


def test_diagnose_unknown_failure_keeps_the_tail(tmp_path: Path) -> None:
    config = config_of(tmp_path, "name: demo\n")
    error = diagnose("a\nb\nsomething odd happened\n", config, 2)
    assert error.code == "engine-build-failed"
    assert "something odd happened" in error.message
