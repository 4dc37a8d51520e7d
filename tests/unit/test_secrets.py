"""Build secrets up to and through the engine, with a fake engine standing in for docker.

What is checked here without any container: each --secret spec is checked before an engine
starts; host_credentials ids missing from the command line stop the build with the config
line and the flag to add; the engine gets each secret by reference only (never its value on
the command line or in the context); every line the engine prints reaches the user with the
secret masked in plain, base64 and percent-encoded form, also in the error of a failed build.
"""

from __future__ import annotations

import base64
import json
import os
import secrets
import shlex
import string
import sys
import textwrap
import urllib.parse
from pathlib import Path

import pytest

from component_kit.build.pipeline import (
    BuildOptions,
    build_component,
    check_secrets,
    generate_only,
    parse_secret,
    prepare,
)
from component_kit.cli import main
from component_kit.config import load_config
from component_kit.config.validate import validate_file
from component_kit.errors import BuildError, UsageError

GHP = "ghp_" + "".join(secrets.choice(string.ascii_letters + string.digits) for _ in range(36))
SPECIAL = "p@ss/w:rd%+"

CONFIG = """\
name: private-thing
version: "1.0"
build_config:
  host_credentials:
    - host: pypi.internal.example
      secret_id: internal
    - host: git.example.com
      secret_id: gitlab
      username: deploy-bot
  build_env:
    PIP_INDEX_URL: http://127.0.0.1:8765/simple/
"""


def token_forms(token: str, username: str = "__token__") -> set[str]:
    """The ways a token can leak: plain, base64 (alone and in a Basic header), %-encoded."""
    raw = token.encode()
    forms = {token}
    for value in (raw, f"{username}:{token}".encode()):
        for encode in (base64.b64encode, base64.urlsafe_b64encode):
            encoded = encode(value).decode()
            forms |= {encoded, encoded.rstrip("=")}
    forms |= {urllib.parse.quote(token, safe=""), urllib.parse.quote_plus(token, safe="")}
    every_byte = "".join(f"%{b:02x}" for b in raw)
    forms |= {every_byte, every_byte.upper()}
    return {f for f in forms if len(f) >= 6}


def leaks(text: str, token: str, username: str = "__token__") -> list[str]:
    return sorted(f for f in token_forms(token, username) if f in text)


def component(tmp_path: Path, config: str = CONFIG) -> Path:
    directory = tmp_path / "component"
    directory.mkdir()
    (directory / "component_config.yaml").write_text(config, encoding="utf-8")
    (directory / "component_api.py").write_text("def apply(x):\n    return x\n", encoding="utf-8")
    (directory / "component_requirements.txt").write_text("six\n", encoding="utf-8")
    return directory


# ----------------------------------------------------------------- specs, one at a time


def test_env_secret_takes_the_first_line_as_the_value(tmp_path: Path) -> None:
    config = load_config(component(tmp_path)).config
    parsed, values = check_secrets(
        config,
        ["id=internal,env=A", "id=gitlab,env=B"],
        {"A": f"{GHP}\nignored", "B": f"  {SPECIAL}  "},
        lambda line: None,
    )
    assert [p.id for p in parsed] == ["internal", "gitlab"]
    assert values == (GHP, SPECIAL)


def test_src_secret_reads_the_file_and_resolves_its_path(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    config = load_config(component(tmp_path)).config
    (tmp_path / "tok").write_text(f"{GHP}\r\n", encoding="utf-8")
    (tmp_path / "tok2").write_text(SPECIAL, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    parsed, values = check_secrets(
        config, ["id=internal,src=tok", "id=gitlab,src=./tok2"], {}, lambda line: None
    )
    assert [p.src for p in parsed] == [tmp_path / "tok", tmp_path / "tok2"]
    assert values == (GHP, SPECIAL)


def test_unreadable_secret_file_is_named(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    secret = tmp_path / "tok"
    secret.write_text(GHP)
    secret.chmod(0)
    # Root reads every file whatever its mode (and the tests run as root in CI), so the
    # permission answer is simulated for this one path; the check under test asks os.access.
    real_access = os.access
    monkeypatch.setattr(
        os,
        "access",
        lambda path, mode, **kw: False if Path(path) == secret else real_access(path, mode, **kw),
    )
    with pytest.raises(UsageError, match="is not readable"):
        parse_secret(f"id=x,src={secret}", {})


def test_a_directory_is_not_a_secret_file(tmp_path: Path) -> None:
    with pytest.raises(UsageError, match=r"--secret 'id=x,src=.*': the file .* is a directory; "
                       r"give src= the path of a readable file whose first line is the token"):
        parse_secret(f"id=x,src={tmp_path}", {})


def test_a_missing_secret_file_says_what_to_give(tmp_path: Path) -> None:
    with pytest.raises(UsageError, match=r"does not exist; give src= the path of a readable file"):
        parse_secret(f"id=x,src={tmp_path / 'nope'}", {})


@pytest.mark.parametrize(
    ("spec", "fix"),
    [
        ("id=tok,env=NOPE", "export NOPE=<token> first"),
        ("id=tok,env=EMPTY", "export EMPTY=<token> first"),
        ("id=tok", "give exactly one of env=VAR or src=FILE"),
        ("env=A", "the id must be"),
        ("id=tok,env=A,extra=1", "expected id=ID,env=VAR or id=ID,src=FILE"),
    ],
)
def test_errors_name_the_spec_and_the_fix(spec: str, fix: str) -> None:
    with pytest.raises(UsageError) as caught:
        parse_secret(spec, {"A": "1", "EMPTY": ""})
    assert f"--secret {spec!r}" in str(caught.value)
    assert fix in str(caught.value)


def test_the_same_id_twice_is_refused(tmp_path: Path) -> None:
    config = load_config(component(tmp_path)).config
    with pytest.raises(UsageError, match="'internal' is given more than once"):
        check_secrets(
            config,
            ["id=internal,env=A", "id=internal,env=B"],
            {"A": "1", "B": "2"},
            lambda line: None,
        )


# ----------------------------------------------------------- secrets the config asks for


def test_missing_secrets_name_the_config_line_and_the_flag(tmp_path: Path) -> None:
    directory = component(tmp_path)
    report = validate_file(directory / "component_config.yaml")
    assert report.config is not None
    with pytest.raises(UsageError) as caught:
        check_secrets(report.config, [], {}, lambda line: None, report)
    message = str(caught.value)
    lines = message.splitlines()
    assert "the build did not start" in lines[0]
    assert lines[1:] == [
        f"  {directory / 'component_config.yaml'}:6: build_config.host_credentials[0].secret_id:"
        " internal (for host pypi.internal.example): add --secret id=internal,env=<VARIABLE>"
        " (or src=<FILE>)",
        f"  {directory / 'component_config.yaml'}:8: build_config.host_credentials[1].secret_id:"
        " gitlab (for host git.example.com): add --secret id=gitlab,env=<VARIABLE>"
        " (or src=<FILE>)",
    ]


def test_only_the_missing_ones_are_listed(tmp_path: Path) -> None:
    directory = component(tmp_path)
    report = validate_file(directory / "component_config.yaml")
    assert report.config is not None
    with pytest.raises(UsageError) as caught:
        check_secrets(report.config, ["id=gitlab,env=G"], {"G": GHP}, lambda line: None, report)
    assert "id=internal" in str(caught.value)
    assert "gitlab" not in str(caught.value)
    assert GHP not in str(caught.value)


def test_an_unnamed_secret_is_passed_on_with_a_note(tmp_path: Path) -> None:
    directory = component(tmp_path, "name: plain\n")
    notes: list[str] = []
    prepared = prepare(
        BuildOptions(directory, secrets=("id=pip_conf,env=X",)), {"X": GHP}, notes.append
    )
    assert [s.id for s in prepared.secrets] == ["pip_conf"]
    assert prepared.secret_values == (GHP,)
    assert any("id=pip_conf is not named by any host_credentials entry" in n for n in notes)


# ---------------------------------------------------------------- through a fake engine

FAKE_DOCKER = textwrap.dedent(
    """\
    import base64, json, os, sys, urllib.parse
    args = sys.argv[1:]
    log = os.environ["FAKE_ENGINE_LOG"]
    with open(log, "a") as f:
        f.write(json.dumps(args) + "\\n")
    if args[:1] == ["version"]:
        print("20.10.24"); sys.exit(0)
    if args[:2] == ["buildx", "version"]:
        print("github.com/docker/buildx v0.10.4"); sys.exit(0)
    if args[:2] == ["image", "inspect"]:
        print("12345"); sys.exit(0)
    if args[:2] != ["buildx", "build"]:
        sys.exit(f"fake docker: unexpected {args}")
    tokens = []
    for i, arg in enumerate(args):
        if arg == "--secret":
            spec = dict(part.split("=", 1) for part in args[i + 1].split(","))
            if "env" in spec:
                tokens.append(os.environ[spec["env"]].splitlines()[0].strip())
            else:
                tokens.append(open(spec["src"]).read().splitlines()[0].strip())
    # What a careless build step could print: every token, in every encoding.
    for token in tokens:
        basic = base64.b64encode(("__token__:" + token).encode()).decode()
        print(f"#9 1.2 token {token} in a url https://__token__:{urllib.parse.quote(token, safe='')}@h/")
        print(f"#9 1.3 Authorization: Basic {basic}")
        print("#9 1.4 alone " + base64.b64encode(token.encode()).decode())
        print("#9 1.5 every byte " + "".join("%%%02x" % b for b in token.encode()), file=sys.stderr)
    if os.environ.get("FAKE_ENGINE_MODE") == "fail401":
        print("#9 2.0 error: Failed to download `ckdirect @ https://pypi.internal.example/files/x.whl`")
        print("#9 2.0   cause: HTTP status client error (401 Unauthorized) for url "
              "(https://pypi.internal.example/files/x.whl)")
        print("#9 2.1 component-kit-error[requirements-failed]: installing the Python "
              "requirements from component_requirements.txt failed; the resolver says why above")
        sys.exit(1)
    iid = args[args.index("--iidfile") + 1]
    with open(iid, "w") as f:
        f.write("sha256:" + "ab" * 32)
    print("#10 DONE")
    """
)


@pytest.fixture
def fake_docker(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    script = tmp_path / "fake_docker.py"
    script.write_text(FAKE_DOCKER, encoding="utf-8")
    log = tmp_path / "engine.log"
    monkeypatch.setenv("FAKE_ENGINE_LOG", str(log))
    monkeypatch.setenv(
        "COMPONENT_ENGINE_EXE", f"{shlex.quote(sys.executable)} {shlex.quote(str(script))}"
    )
    monkeypatch.delenv("COMPONENT_ENGINE_ARGS", raising=False)
    return log


def engine_calls(log: Path) -> list[list[str]]:
    if not log.exists():
        return []
    return [json.loads(line) for line in log.read_text().splitlines()]


def test_missing_secret_stops_before_any_engine_command(
    tmp_path: Path, fake_docker: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    directory = component(tmp_path)
    code = main(["build", str(directory), "--engine", "docker"])
    err = capsys.readouterr().err
    assert code == 2
    assert "--secret id=internal,env=<VARIABLE>" in err and "--secret id=gitlab" in err
    assert "component_config.yaml:6:" in err and "component_config.yaml:8:" in err
    assert engine_calls(fake_docker) == []  # not even `docker version`


def test_bad_spec_stops_before_any_engine_command(
    tmp_path: Path,
    fake_docker: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv("NOT_SET_ANYWHERE", raising=False)
    directory = component(tmp_path)
    code = main(
        [
            "build",
            str(directory),
            "--engine",
            "docker",
            "--secret",
            "id=internal,env=NOT_SET_ANYWHERE",
            "--secret",
            "id=gitlab,env=X",
        ]
    )
    assert code == 2
    assert "NOT_SET_ANYWHERE is not set" in capsys.readouterr().err
    assert engine_calls(fake_docker) == []


def _secret_env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> tuple[str, ...]:
    monkeypatch.setenv("CK_INTERNAL_TOKEN", GHP)
    (tmp_path / "gitlab-token").write_text(SPECIAL + "\n", encoding="utf-8")
    return (
        "--secret",
        "id=internal,env=CK_INTERNAL_TOKEN",
        "--secret",
        f"id=gitlab,src={tmp_path / 'gitlab-token'}",
    )


def test_successful_build_masks_every_form_and_passes_secrets_by_reference(
    tmp_path: Path,
    fake_docker: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    directory = component(tmp_path)
    flags = _secret_env(monkeypatch, tmp_path)
    code = main(["build", str(directory), "--engine", "docker", *flags])
    out, err = capsys.readouterr()
    assert code == 0, err
    assert "token *** in a url https://__token__:***@h/" in err
    assert "Authorization: Basic " in err and "***" in err.split("Authorization: Basic ")[1]
    for token in (GHP, SPECIAL):
        assert leaks(out + err, token) == []
    build = next(call for call in engine_calls(fake_docker) if call[:2] == ["buildx", "build"])
    assert build[build.index("--secret") : build.index("--secret") + 2] == [
        "--secret",
        "id=internal,env=CK_INTERNAL_TOKEN",
    ]
    assert f"id=gitlab,src={tmp_path / 'gitlab-token'}" in build
    for token in (GHP, SPECIAL):
        assert leaks(json.dumps(engine_calls(fake_docker)), token) == []


def test_refused_credentials_name_the_host_and_leak_nothing(
    tmp_path: Path,
    fake_docker: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    directory = component(tmp_path)
    flags = _secret_env(monkeypatch, tmp_path)
    monkeypatch.setenv("FAKE_ENGINE_MODE", "fail401")
    code = main(["build", str(directory), "--engine", "docker", *flags])
    out, err = capsys.readouterr()
    assert code == 1
    assert "pypi.internal.example" in err and "401 Unauthorized" in err
    assert "build_config.host_credentials[0]" in err
    assert "--secret id=internal" in err
    for token in (GHP, SPECIAL):
        assert leaks(out + err, token) == []


def test_build_error_object_carries_no_secret(
    tmp_path: Path, fake_docker: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    directory = component(tmp_path)
    _secret_env(monkeypatch, tmp_path)
    monkeypatch.setenv("FAKE_ENGINE_MODE", "fail401")
    options = BuildOptions(
        directory,
        engine="docker",
        secrets=("id=internal,env=CK_INTERNAL_TOKEN", f"id=gitlab,src={tmp_path / 'gitlab-token'}"),
    )
    lines: list[str] = []
    with pytest.raises(BuildError) as caught:
        build_component(options, lines.append)
    error = caught.value
    everything = "\n".join([str(error), error.hint or "", *lines, repr(error.__dict__)])
    for token in (GHP, SPECIAL):
        assert leaks(everything, token) == []
    assert error.code == "auth-failed"


# ------------------------------------------------------------------ the written context


def test_generate_only_writes_no_token_anywhere(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    directory = component(tmp_path)
    flags = _secret_env(monkeypatch, tmp_path)
    target = tmp_path / "context"
    assert main(["build", str(directory), "--generate-only", str(target), *flags]) == 0
    out, err = capsys.readouterr()
    files = [p for p in target.rglob("*") if p.is_file()]
    assert any(p.name == "credentials.sh" for p in files)
    for token in (GHP, SPECIAL):
        for path in files:
            assert leaks(path.read_bytes().decode("utf-8", "replace"), token) == [], path
        assert leaks(out + err, token) == []
    containerfile = (target / "Containerfile").read_text()
    # Only host, secret id and username are in the build file.
    assert "pypi.internal.example /run/secrets/internal __token__" in containerfile
    assert "git.example.com /run/secrets/gitlab deploy-bot" in containerfile
    assert "--secret id=internal,env=CK_INTERNAL_TOKEN" in out


def test_proxy_variables_reach_the_engine_by_name_only(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    directory = component(tmp_path, "name: plain\n")
    environ = {
        "HTTPS_PROXY": "http://proxyuser:proxy-pass-123@proxy.corp:3128",
        "NO_PROXY": "127.0.0.1,localhost",
        "http_proxy": "http://proxy.corp:3128",
    }
    result = generate_only(
        BuildOptions(directory, engine="docker"),
        tmp_path / "ctx",
        force=False,
        log=lambda line: None,
        environ=environ,
    )
    argv = result.argv
    pairs = [argv[i + 1] for i, a in enumerate(argv) if a == "--build-arg"]
    assert {"HTTPS_PROXY", "NO_PROXY", "http_proxy"} <= set(pairs)
    assert "proxy-pass-123" not in " ".join(argv)
    assert "proxy.corp" not in " ".join(argv)
    assert "proxy" not in (tmp_path / "ctx" / "Containerfile").read_text().lower()


@pytest.mark.parametrize("token", [GHP, SPECIAL])
def test_redactor_masks_the_every_byte_encoding_of_git_credentials(token: str) -> None:
    from component_kit._process import make_redactor

    mask = make_redactor([token])
    every_byte = "".join(f"%{b:02x}" for b in token.encode())
    line = f"https://%5f%5f:{every_byte}@git.example.com and {every_byte.upper()}"
    assert mask(line) == "https://%5f%5f:***@git.example.com and ***"


def test_proxy_passwords_are_masked_like_secrets(tmp_path: Path) -> None:
    directory = component(tmp_path, "name: plain\n")
    environ = {
        "HTTPS_PROXY": "http://proxyuser:pr%40xy-pass@proxy.corp:3128",
        "http_proxy": "http://proxy.corp:3128",
        "NO_PROXY": "localhost",
    }
    prepared = prepare(BuildOptions(directory), environ, lambda line: None)
    assert set(prepared.secret_values) == {"pr%40xy-pass", "pr@xy-pass"}
    from component_kit._process import make_redactor

    mask = make_redactor(prepared.secret_values)
    assert mask("ProxyError: http://proxyuser:pr%40xy-pass@proxy.corp:3128") == (
        "ProxyError: http://proxyuser:***@proxy.corp:3128"
    )
