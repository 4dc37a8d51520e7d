"""credentials.sh, run for real with sh: the netrc and git credential files it assembles.

The script runs inside the build stage, in a tmpfs, from the secrets mounted on the
dependency step. Here it runs on the host against secret files in a temporary folder, and
its files are read back the way pip/uv (netrc) and git (credential helper) read them.
"""

from __future__ import annotations

import netrc
import os
import re
import secrets
import shutil
import string
import subprocess
import urllib.parse
from importlib import resources
from pathlib import Path

import pytest

SCRIPT = Path(str(resources.files("component_kit.build").joinpath("templates/credentials.sh")))
GHP = "ghp_" + "".join(secrets.choice(string.ascii_letters + string.digits) for _ in range(36))
SPECIAL = "p@ss/w:rd%+"

needs_git = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")


def assemble(tmp_path: Path, *entries: tuple[str, str | None, str]) -> subprocess.CompletedProcess[str]:
    """Run credentials.sh for (host, token or None for a missing file, username) entries."""
    out = tmp_path / "auth"
    out.mkdir(exist_ok=True)
    args: list[str] = []
    for index, (host, token, username) in enumerate(entries):
        secret = tmp_path / f"secret-{index}"
        if token is not None:
            secret.write_text(token, encoding="utf-8")
        args += [host, str(secret), username]
    return subprocess.run(
        ["sh", str(SCRIPT), str(out), *args], capture_output=True, text=True, timeout=30,
        check=False,
    )


def login_password(auth: Path, host: str) -> tuple[str, str] | None:
    """(login, password) for ``host`` as Python's netrc module (pip's, via requests) reads it."""
    entry = netrc.netrc(str(auth / "netrc")).authenticators(host)
    return None if entry is None else (entry[0], entry[2])


def git_fill(tmp_path: Path, url: str) -> dict[str, str]:
    """What git's credential machinery answers for ``url`` with the generated gitconfig."""
    env = {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "HOME": str(tmp_path),
        "GIT_CONFIG_NOSYSTEM": "1",
        "GIT_CONFIG_GLOBAL": str(tmp_path / "auth" / "gitconfig"),
        "GIT_TERMINAL_PROMPT": "0",
        "GIT_ASKPASS": "",
        "SSH_ASKPASS": "",
    }
    proc = subprocess.run(
        ["git", "credential", "fill"], input=f"url={url}\n\n", capture_output=True, text=True,
        env=env, timeout=30, check=False,
    )
    if proc.returncode != 0:
        return {}
    return dict(line.split("=", 1) for line in proc.stdout.splitlines() if "=" in line)


def test_netrc_and_git_credentials_for_a_pat(tmp_path: Path) -> None:
    proc = assemble(tmp_path, ("pypi.internal.example", GHP + "\n", "__token__"))
    assert proc.returncode == 0, proc.stderr
    auth = tmp_path / "auth"
    assert (auth / "netrc").read_text() == (
        f"machine pypi.internal.example login __token__ password {GHP}\n"
    )
    assert login_password(auth, "pypi.internal.example") == ("__token__", GHP)
    lines = (auth / "git-credentials").read_text().splitlines()
    assert [urllib.parse.urlsplit(line).scheme for line in lines] == ["https", "http"]
    for line in lines:
        parts = urllib.parse.urlsplit(line)
        assert parts.hostname == "pypi.internal.example"
        assert urllib.parse.unquote(parts.username or "") == "__token__"
        assert urllib.parse.unquote(parts.password or "") == GHP
    # Every file the token is in is readable by the owner alone (umask 077).
    for name in ("netrc", "git-credentials"):
        assert (auth / name).stat().st_mode & 0o077 == 0


def test_special_characters_are_percent_encoded_for_git(tmp_path: Path) -> None:
    user = "o'brien$x@corp"
    proc = assemble(tmp_path, ("git.example.com", SPECIAL, user))
    assert proc.returncode == 0, proc.stderr
    auth = tmp_path / "auth"
    line = (auth / "git-credentials").read_text().splitlines()[0]
    userinfo = line.removeprefix("https://").rsplit("@", 1)[0]
    # Nothing of the token or the username is left unencoded in the URL.
    assert SPECIAL not in line and "@corp" not in line
    assert re.fullmatch(r"(%[0-9a-f]{2})+:(%[0-9a-f]{2})+", userinfo)  # every byte encoded
    encoded_user, encoded_token = userinfo.split(":")
    assert urllib.parse.unquote(encoded_user) == user
    assert urllib.parse.unquote(encoded_token) == SPECIAL
    assert line.endswith("@git.example.com")
    # netrc carries both as written; Python's parser (pip's) reads them back intact.
    assert login_password(auth, "git.example.com") == (user, SPECIAL)


def test_only_the_first_line_counts_and_cr_is_dropped(tmp_path: Path) -> None:
    proc = assemble(tmp_path, ("h.example", f"{GHP}\r\nsecond line\n", "u"))
    assert proc.returncode == 0, proc.stderr
    assert (tmp_path / "auth" / "netrc").read_text() == f"machine h.example login u password {GHP}\n"


def test_a_token_file_without_final_newline_is_read(tmp_path: Path) -> None:
    proc = assemble(tmp_path, ("h.example", GHP, "u"))
    assert proc.returncode == 0, proc.stderr
    assert GHP in (tmp_path / "auth" / "netrc").read_text()


@pytest.mark.parametrize("token", ["", "\n", None])
def test_missing_or_empty_secret_stops_the_step(tmp_path: Path, token: str | None) -> None:
    proc = assemble(tmp_path, ("h.example", token, "u"))
    assert proc.returncode != 0
    assert "component-kit-error[secret-missing]" in proc.stderr
    assert "h.example" in proc.stderr


@pytest.mark.parametrize("token", ["two words", "tab\there", " leading"])
def test_whitespace_in_a_token_is_refused_without_echoing_it(tmp_path: Path, token: str) -> None:
    proc = assemble(tmp_path, ("h.example", token, "u"))
    assert proc.returncode != 0
    assert "component-kit-error[secret-invalid]" in proc.stderr
    assert token.strip() not in proc.stderr
    assert "words" not in proc.stderr and "here" not in proc.stderr


def test_several_hosts(tmp_path: Path) -> None:
    proc = assemble(
        tmp_path, ("a.example", "tok-a", "__token__"), ("b.example", "tok-b", "deploy")
    )
    assert proc.returncode == 0, proc.stderr
    assert login_password(tmp_path / "auth", "a.example") == ("__token__", "tok-a")
    assert login_password(tmp_path / "auth", "b.example") == ("deploy", "tok-b")
    assert len((tmp_path / "auth" / "git-credentials").read_text().splitlines()) == 4


def test_nothing_is_printed(tmp_path: Path) -> None:
    proc = assemble(tmp_path, ("h.example", GHP, "u"))
    assert (proc.returncode, proc.stdout, proc.stderr) == (0, "", "")


@needs_git
@pytest.mark.parametrize(
    "url",
    [
        "https://git.example.com/team/repo.git",
        "http://git.example.com/team/repo.git",
        # A credential is keyed by host: any port, as with netrc.
        "https://git.example.com:8443/team/repo.git",
        "http://git.example.com:3000/team/repo.git",
    ],
)
def test_git_finds_the_credential_on_any_port(tmp_path: Path, url: str) -> None:
    proc = assemble(tmp_path, ("git.example.com", SPECIAL, "o'brien$x"))
    assert proc.returncode == 0, proc.stderr
    answer = git_fill(tmp_path, url)
    assert (answer.get("username"), answer.get("password")) == ("o'brien$x", SPECIAL)


@needs_git
def test_git_ipv6_host(tmp_path: Path) -> None:
    proc = assemble(tmp_path, ("fd00::5", GHP, "__token__"))
    assert proc.returncode == 0, proc.stderr
    assert git_fill(tmp_path, "https://[fd00::5]:8443/r.git").get("password") == GHP
    assert git_fill(tmp_path, "https://[fd00::5]/r.git").get("password") == GHP


@needs_git
def test_git_gets_nothing_for_another_host(tmp_path: Path) -> None:
    proc = assemble(tmp_path, ("git.example.com", GHP, "__token__"))
    assert proc.returncode == 0, proc.stderr
    # Without a credential git would prompt; prompts are off, so `fill` fails.
    assert git_fill(tmp_path, "https://other.example.com/r.git") == {}
    assert git_fill(tmp_path, "https://git.example.com.evil.example/r.git") == {}


@needs_git
def test_git_helper_never_rewrites_the_store(tmp_path: Path) -> None:
    proc = assemble(tmp_path, ("git.example.com", GHP, "__token__"))
    assert proc.returncode == 0, proc.stderr
    store = tmp_path / "auth" / "git-credentials"
    before = store.read_text()
    env = {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "HOME": str(tmp_path),
        "GIT_CONFIG_NOSYSTEM": "1",
        "GIT_CONFIG_GLOBAL": str(tmp_path / "auth" / "gitconfig"),
    }
    for action in ("reject", "approve"):  # what git does after a refusal or a success
        subprocess.run(
            ["git", "credential", action],
            input="protocol=https\nhost=git.example.com\nusername=__token__\npassword=x\n\n",
            env=env, capture_output=True, text=True, timeout=30, check=True,
        )
    assert store.read_text() == before


@pytest.mark.parametrize(
    ("user", "token"),
    [
        ("a\\b", "x\\y"),  # a backslash escapes the next character in netrc
        ('"quoted', '"tok"'),  # a leading double quote starts a quoted word
        ("o'brien$(id)`x`", "#not-a-comment"),
        ("__token__", 'mid"dle\\\\two'),
    ],
)
def test_netrc_escapes_backslashes_and_quotes(tmp_path: Path, user: str, token: str) -> None:
    proc = assemble(tmp_path, ("h.example", token, user))
    assert proc.returncode == 0, proc.stderr
    # Python's netrc (3.11+) reads escapes the way uv's reader does.
    assert login_password(tmp_path / "auth", "h.example") == (user, token)


def test_host_names_are_lowercased_in_netrc(tmp_path: Path) -> None:
    # uv and pip look netrc up by the URL's host, lowercased, and compare exactly: an entry
    # written `machine PyPI.Internal.Example` was never used (seen by hand with both).
    proc = assemble(tmp_path, ("PyPI.Internal.Example", GHP, "__token__"))
    assert proc.returncode == 0, proc.stderr
    assert (tmp_path / "auth" / "netrc").read_text().startswith(
        "machine pypi.internal.example login"
    )


@needs_git
@pytest.mark.parametrize(
    "url", ["https://git.example.com/r.git", "https://GIT.Example.com:8443/r.git"]
)
def test_git_host_match_ignores_case(tmp_path: Path, url: str) -> None:
    proc = assemble(tmp_path, ("Git.Example.COM", GHP, "__token__"))
    assert proc.returncode == 0, proc.stderr
    assert git_fill(tmp_path, url).get("password") == GHP
