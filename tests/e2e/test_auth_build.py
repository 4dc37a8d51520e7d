"""Authenticated builds, end to end: a private host on 127.0.0.1 that answers 401 without
credentials, a component whose requirements need it, `component build --secret`, and a scan
of everything the image and the command kept, for the token in every encoding.

The private host serves one project through an index page (``--extra-index-url``), one
wheel by direct URL (``name @ http://...whl``) and one git repository
(``name @ git+http://...``), all behind HTTP basic auth, and logs the usernames it sees.
The git package is built from source in the dependency step by an in-tree backend that
records the SHA-256 of two build-time variables (the build_env probe and NO_PROXY), so the
image proves the step saw them without holding them.

Cost: per engine, one full build (apt, uv) and two that reuse its cached first steps.
Secrets do not bust an engine's cache, so each case's requirements file carries its own
comment line: the dependency step always runs again, and a broken secret cannot hide behind a
layer cached by an earlier case.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import secrets
import stat
import string
import subprocess
import sys
import time
from collections.abc import Iterator, Mapping
from pathlib import Path

import pytest

from . import leak_scan
from .auth_server import (
    PrivateIndex,
    git_available,
    make_backend_project,
    make_git_repo,
    make_wheel,
)
from .conftest import unavailable
from .harness import BUILD_TIMEOUT, EngineHarness, layer_members

COMPONENT = str(Path(sys.executable).with_name("component"))
VENV_PYTHON = "/opt/component-kit/venv/bin/python"
SECRET_ID = "private_index"


def _random(n: int) -> str:
    return "".join(secrets.choice(string.ascii_letters + string.digits) for _ in range(n))


# Realistic token shapes: a GitHub-style personal access token, and a password whose
# characters all need percent-encoding in a URL.
PAT = "ghp_" + _random(36)
SPECIAL = "p@ss/w:rd%+" + _random(8)
WRONG = "ghp_" + _random(36)
EXTRA = "xtra_" + _random(30)  # a secret no credential names
# A username with everything a shell, the build file or netrc could trip over (no spaces:
# the config refuses whitespace in usernames).
TRICKY_USER = "o'brien$(id)\"`x`\\y"
# Values that must stay in the build stage; constant, so that the first build steps are
# cached across runs.
PROBE = "ck-build-env-probe-4f0c2d9e7a1b"
NO_PROXY_MARKER = "127.0.0.1,localhost,ck-no-proxy-probe-8e3b1f.invalid"
TRICKY_ENV = "a \"b\" 'c' $(id) `id` \\d ${HOME} $HOME %s ;|&<> #x"
MULTILINE_ENV = "line one\nline two $HOME \\n"


@pytest.fixture(scope="module")
def private_host(tmp_path_factory: pytest.TempPathFactory) -> Iterator[PrivateIndex]:
    """The private index + git server; stopped at the end of the module, also on failure."""
    if not git_available():
        unavailable(
            "git is not installed on this host (apt-get install -y git): the private host "
            "serves its repository with `git http-backend`"
        )
    root = tmp_path_factory.mktemp("private-host")
    server = PrivateIndex(root, tokens=(PAT, SPECIAL))
    make_wheel(server.files, "ckpriv", "1.0", {"ckpriv.py": "SOURCE = 'index'\n"})
    make_wheel(server.files, "ckdirect", "1.0", {"ckdirect.py": "SOURCE = 'direct'\n"})
    project = make_backend_project(root / "ckgit-src", "ckgit", "1.0")
    make_git_repo(project, server.git_root / "ckgit.git")
    server.start()
    try:
        yield server
    finally:
        server.stop()


def write_component(
    directory: Path, server: PrivateIndex, index_url: str, case: str, username: str | None
) -> Path:
    directory.mkdir(parents=True)
    credential = {"host": "127.0.0.1", "secret_id": SECRET_ID}
    if username is not None:
        credential["username"] = username
    config = {
        "name": "ck-auth-e2e",
        "version": "1.0",
        "build_config": {
            "extra_packages": ["git"],  # uv fetches git requirements with the git CLI
            "host_credentials": [credential],
            "build_env": {"PIP_INDEX_URL": index_url, "CK_BUILD_PROBE": PROBE},
            "skip_checks": False,
        },
        "env": {"CK_TRICKY": TRICKY_ENV, "CK_MULTILINE": MULTILINE_ENV},
    }
    # JSON is YAML: every value arrives exactly as written here.
    (directory / "component_config.yaml").write_text(json.dumps(config, indent=2))
    (directory / "component_api.py").write_text(
        "def apply(inputs):\n    return {'ok': True}\n", encoding="utf-8"
    )
    (directory / "component_requirements.txt").write_text(
        f"# case: {case} (this line keeps the dependency step of each case uncached)\n"
        f"--extra-index-url {server.url}/simple/\n"
        "ckpriv\n"
        f"ckdirect @ {server.url}/files/ckdirect-1.0-py3-none-any.whl\n"
        f"ckgit @ git+{server.url}/git/ckgit.git\n",
        encoding="utf-8",
    )
    return directory


def component_build(
    engine: EngineHarness, directory: Path, image: str, *args: str,
    env: Mapping[str, str] | None = None,
) -> subprocess.CompletedProcess[str]:
    environ = engine.environ()
    environ.pop("COMPONENT_CA_CERT", None)
    environ.update(env or {})
    return subprocess.run(
        [COMPONENT, "build", str(directory), "--engine", engine.name, "--tag", image, *args],
        env=environ, capture_output=True, text=True, timeout=BUILD_TIMEOUT, check=False,
    )


def sha256(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def check_private_host_log(server: PrivateIndex, username: str) -> None:
    granted = [s for s in server.seen if s.status < 400]
    paths = {s.path for s in granted}
    assert "/simple/ckpriv/" in paths, server.seen
    assert "/files/ckdirect-1.0-py3-none-any.whl" in paths, server.seen
    assert "/files/ckpriv-1.0-py3-none-any.whl" in paths, server.seen
    assert any(p.startswith("/git/ckgit.git/") for p in paths), server.seen
    # Every request that carried credentials carried the configured username.
    assert {s.username for s in server.seen if s.username is not None} == {username}


def check_image(
    engine: EngineHarness, image: str, tmp_path: Path, output: str,
    tokens: Mapping[str, str], usernames: tuple[str, ...],
) -> None:
    """The packages work; the token, build_env and proxy values are nowhere in the image."""
    code = (
        "import json, ckpriv, ckdirect, ckgit\n"
        "print(json.dumps([ckpriv.SOURCE, ckdirect.SOURCE, ckgit.SOURCE, ckgit.PROBES]))\n"
    )
    proc = engine.run(image, "-c", code, entrypoint=[VENV_PYTHON])
    assert proc.returncode == 0, proc.stderr
    sources = json.loads(proc.stdout)
    assert sources[:3] == ["index", "direct", "git"]
    # The dependency step saw the build_env value and the proxy setting of the host.
    assert sources[3] == {"CK_BUILD_PROBE": sha256(PROBE), "NO_PROXY": sha256(NO_PROXY_MARKER)}

    config = engine.inspect(image)
    assert config["Env"]["CK_TRICKY"] == TRICKY_ENV
    assert config["Env"]["CK_MULTILINE"] == MULTILINE_ENV
    for name in ("CK_BUILD_PROBE", "PIP_INDEX_URL", "NETRC", "GIT_CONFIG_GLOBAL", "NO_PROXY",
                 "no_proxy"):
        assert name not in config["Env"], name

    exported = engine.export_layers(image, tmp_path / "export")
    members = layer_members(exported.layers)
    leftovers = sorted(
        m for m in members
        if m.startswith(("/run/component-kit-auth/", "/run/secrets/", "/opt/component-kit/build"))
        or m.endswith(("/.netrc", "/git-credentials", "/credentials.sh"))
    )
    assert leftovers == []

    patterns = leak_scan.needles(tokens, usernames)
    patterns.update(leak_scan.needles({"build_env value": PROBE, "NO_PROXY value": NO_PROXY_MARKER}))
    # Every file of every layer, the image config and its history (both in the config JSON).
    assert leak_scan.scan_files(exported, patterns) == []
    history = json.loads(exported.config.read_text()).get("history", [])
    assert history, "the exported config has no history to check"
    # Everything `component build` printed.
    assert leak_scan.scan_text(output, leak_scan.needles(tokens, usernames)) == set()


def check_build_stage(
    engine: EngineHarness, directory: Path, tmp_path: Path, secret_args: tuple[str, ...],
    env: Mapping[str, str], tokens: Mapping[str, str], usernames: tuple[str, ...],
) -> None:
    """The build stage, kept in the engine's cache, holds no token either.

    The same context again (--generate-only), built by the engine's own command with
    ``--target build``: every step comes from the cache of the build just made, so this is
    the very stage that ran the dependency step with the secrets mounted.
    """
    image = engine.new_image_name("auth-build-stage")
    environ = engine.environ()
    environ.pop("COMPONENT_CA_CERT", None)
    environ.update(env)
    generated = subprocess.run(
        [COMPONENT, "build", str(directory), "--engine", engine.name, "--tag", image,
         "--generate-only", str(tmp_path / "stage-context"), "--format", "json", *secret_args],
        env=environ, capture_output=True, text=True, timeout=120, check=False,
    )
    assert generated.returncode == 0, generated.stderr
    argv = json.loads(generated.stdout)["command"]
    argv = [*argv[:-1], "--target", "build", argv[-1]]
    started = time.monotonic()
    proc = subprocess.run(argv, env=environ, capture_output=True, text=True,
                          timeout=BUILD_TIMEOUT, check=False)
    assert proc.returncode == 0, (proc.stdout + proc.stderr)[-4000:]
    print(f"{engine.name}: build stage again (from the cache) in {time.monotonic() - started:.0f}s")
    exported = engine.export_layers(image, tmp_path / "export-build-stage")
    members = layer_members(exported.layers)
    assert "/opt/component-kit/venv/bin/python" in members  # the stage that installed them
    assert not [m for m in members if m.startswith(("/run/component-kit-auth/", "/run/secrets/"))]
    assert leak_scan.scan_files(exported, leak_scan.needles(tokens, usernames)) == []


# ------------------------------------------------------------------------------ cases


def test_env_secret_custom_username(
    engine: EngineHarness, private_host: PrivateIndex, package_index_url: str, tmp_path: Path
) -> None:
    directory = write_component(
        tmp_path / "component", private_host, package_index_url, f"env {engine.name}",
        TRICKY_USER,
    )
    image = engine.new_image_name("auth-env")
    private_host.clear()
    started = time.monotonic()
    proc = component_build(
        engine, directory, image, "--secret", f"id={SECRET_ID},env=CK_E2E_TOKEN",
        env={"CK_E2E_TOKEN": PAT, "NO_PROXY": NO_PROXY_MARKER},
    )
    output = proc.stdout + proc.stderr
    assert proc.returncode == 0, output[-6000:]
    print(f"{engine.name}: env-secret build took {time.monotonic() - started:.0f}s")
    check_private_host_log(private_host, TRICKY_USER)
    check_image(engine, image, tmp_path, output, {"token": PAT}, (TRICKY_USER, "__token__"))
    if engine.name != "podman":  # podman builds are buildah's; its stage is checked there
        check_build_stage(
            engine, directory, tmp_path, ("--secret", f"id={SECRET_ID},env=CK_E2E_TOKEN"),
            {"CK_E2E_TOKEN": PAT, "NO_PROXY": NO_PROXY_MARKER}, {"token": PAT},
            (TRICKY_USER, "__token__"),
        )


def test_src_secret_default_username_and_an_unnamed_secret(
    engine: EngineHarness, private_host: PrivateIndex, package_index_url: str, tmp_path: Path
) -> None:
    directory = write_component(
        tmp_path / "component", private_host, package_index_url, f"src {engine.name}", None
    )
    token_file = tmp_path / "token"
    token_file.write_text(SPECIAL + "\n", encoding="utf-8")
    token_file.chmod(stat.S_IRUSR | stat.S_IWUSR)
    image = engine.new_image_name("auth-src")
    private_host.clear()
    started = time.monotonic()
    proc = component_build(
        engine, directory, image,
        "--secret", f"id={SECRET_ID},src={token_file}",
        "--secret", "id=unused_extra,env=CK_E2E_EXTRA",
        env={"CK_E2E_EXTRA": EXTRA, "NO_PROXY": NO_PROXY_MARKER},
    )
    output = proc.stdout + proc.stderr
    assert proc.returncode == 0, output[-6000:]
    print(f"{engine.name}: src-secret build took {time.monotonic() - started:.0f}s")
    assert "id=unused_extra is not named by any host_credentials entry" in output
    check_private_host_log(private_host, "__token__")
    check_image(
        engine, image, tmp_path, output, {"token": SPECIAL, "unnamed secret": EXTRA},
        ("__token__",),
    )


def test_wrong_token_names_the_host_and_the_401(
    engine: EngineHarness, private_host: PrivateIndex, package_index_url: str, tmp_path: Path
) -> None:
    directory = write_component(
        tmp_path / "component", private_host, package_index_url, f"wrong {engine.name}", None
    )
    image = engine.new_image_name("auth-wrong")
    private_host.clear()
    proc = component_build(
        engine, directory, image, "--secret", f"id={SECRET_ID},env=CK_E2E_TOKEN",
        env={"CK_E2E_TOKEN": WRONG},
    )
    output = proc.stdout + proc.stderr
    assert proc.returncode == 1, output[-6000:]
    # The credential was sent (and refused): the secret reached the step.
    assert any(s.username == "__token__" and s.status == 401 for s in private_host.seen)
    assert not any(s.status < 400 for s in private_host.seen)
    message = output[output.rfind("component: error"):] if "component: error" in output else output
    assert "error[auth-failed]" in output or "auth-failed" in output, output[-3000:]
    assert "127.0.0.1" in message and "401" in message, message
    assert f"--secret id={SECRET_ID}" in message
    assert leak_scan.scan_text(output, leak_scan.needles({"wrong token": WRONG})) == set()
    assert not engine.exists(image)


def test_missing_secret_stops_before_the_engine(
    engine: EngineHarness, private_host: PrivateIndex, package_index_url: str, tmp_path: Path
) -> None:
    directory = write_component(
        tmp_path / "component", private_host, package_index_url, "missing", None
    )
    # A stand-in for the engine that logs every call before running the real one.
    calls = tmp_path / "engine-calls"
    spy = tmp_path / "engine-spy"
    spy.write_text(f'#!/bin/sh\necho "$*" >> {calls}\nexec {engine.exe} "$@"\n')
    spy.chmod(0o755)
    image = engine.new_image_name("auth-missing")
    private_host.clear()
    started = time.monotonic()
    proc = component_build(engine, directory, image, env={"COMPONENT_ENGINE_EXE": str(spy)})
    elapsed = time.monotonic() - started
    output = proc.stdout + proc.stderr
    assert proc.returncode == 2, output
    assert not calls.exists(), calls.read_text()
    assert elapsed < 30
    assert f"--secret id={SECRET_ID},env=<VARIABLE> (or src=<FILE>)" in output
    assert re.search(
        r"component_config\.yaml:\d+: build_config\.host_credentials\[0\]\.secret_id", output
    ), output
    assert private_host.seen == []
    assert not engine.exists(image)


def test_generate_only_context_holds_no_token(
    private_host: PrivateIndex, package_index_url: str, tmp_path: Path
) -> None:
    directory = write_component(
        tmp_path / "component", private_host, package_index_url, "generate", TRICKY_USER
    )
    environ = {k: v for k, v in os.environ.items() if k != "COMPONENT_CA_CERT"}
    environ["CK_E2E_TOKEN"] = PAT
    target = tmp_path / "context"
    proc = subprocess.run(
        [COMPONENT, "build", str(directory), "--generate-only", str(target),
         "--secret", f"id={SECRET_ID},env=CK_E2E_TOKEN"],
        env=environ, capture_output=True, text=True, timeout=120, check=False,
    )
    assert proc.returncode == 0, proc.stderr
    files = sorted(p for p in target.rglob("*") if p.is_file())
    assert target / "Containerfile" in files
    patterns = leak_scan.needles({"token": PAT}, (TRICKY_USER, "__token__"))
    assert leak_scan.scan_files(files, patterns) == []
    assert leak_scan.scan_text(proc.stdout + proc.stderr, patterns) == set()
