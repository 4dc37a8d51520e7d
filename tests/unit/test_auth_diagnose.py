"""Failed fetches explained: refused credentials (401/403) and untrusted TLS certificates.

The outputs are what uv 0.13, pip 23-26, git 2.39 and apt print, captured against the test
server of tests/e2e/auth_server.py and an intercepting proxy; BuildKit adds "#N secs "
before each line, buildah and podman do not.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from component_kit.build.diagnose import diagnose
from component_kit.config import ComponentConfig, load_config

CONFIG = """\
name: private
build_config:
  host_credentials:
    - host: pypi.internal.example
      secret_id: internal
    - host: 127.0.0.1
      secret_id: local_index
      username: deploy
"""
MARKER = (
    "component-kit-error[requirements-failed]: installing the Python requirements from "
    "component_requirements.txt failed; the resolver says why above"
)

UV_INDEX = """\
 Using CPython 3.11.2 interpreter at: /usr/bin/python3
error: No solution found when resolving dependencies
  cause: Because ckpriv was not found in the package registry and you require ckpriv, we can conclude that your requirements are unsatisfiable.

hint: An index URL (http://127.0.0.1:46063/simple/) could not be queried due to a lack of valid authentication credentials (401 Unauthorized)
"""
UV_DIRECT = """\
error: Failed to download `ckdirect @ https://pypi.internal.example/files/ckdirect-1.0-py3-none-any.whl`
  cause: Failed to fetch: https://pypi.internal.example/files/ckdirect-1.0-py3-none-any.whl
  cause: HTTP status client error (401 Unauthorized) for url (https://pypi.internal.example/files/ckdirect-1.0-py3-none-any.whl)
"""
UV_DIRECT_403 = UV_DIRECT.replace("401 Unauthorized", "403 Forbidden")
PIP_DIRECT = """\
Collecting ckdirect@ https://pypi.internal.example/files/x.whl (from -r r.txt (line 1))
   ERROR: HTTP error 401 while getting https://pypi.internal.example/files/x.whl
ERROR: Could not install requirement ckdirect@ https://pypi.internal.example/files/x.whl because of HTTP error 401 Client Error: Unauthorized for url: https://pypi.internal.example/files/x.whl for URL https://pypi.internal.example/files/x.whl
"""
GIT_REFUSED = """\
   Updating http://127.0.0.1:46063/git/ckgit.git (HEAD)
error: Failed to download and build `ckgit @ git+http://127.0.0.1:46063/git/ckgit.git`
  cause: Git operation failed
         --- stderr
         remote: 401 Unauthorized: credentials required
         fatal: Authentication failed for 'http://127.0.0.1:46063/git/ckgit.git/'
"""
GIT_UNKNOWN_HOST = """\
  cause: process didn't exit successfully: `/usr/bin/git fetch --force --update-head-ok 'https://git.other.example/team/repo.git' '+HEAD:refs/remotes/origin/HEAD'` (exit status: 128)
         --- stderr
         fatal: could not read Username for 'https://git.other.example': terminal prompts disabled
"""
UV_TLS = """\
Using CPython 3.11.2 interpreter at: /usr/bin/python3
error: Failed to fetch: https://pypi.org/simple/idna/
  cause: error sending request for url (https://pypi.org/simple/idna/)
  cause: client error (Connect)
  cause: invalid peer certificate: UnknownIssuer
"""
PIP_TLS = """\
WARNING: Retrying (Retry(total=0, connect=None, read=None, redirect=None, status=None)) after connection broken by 'SSLError(SSLCertVerificationError(1, '[SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed: self-signed certificate in certificate chain (_ssl.c:1006)'))': /simple/uv/
Could not fetch URL https://pypi.org/simple/uv/: There was a problem confirming the ssl certificate: HTTPSConnectionPool(host='pypi.org', port=443): Max retries exceeded with url: /simple/uv/ (Caused by SSLError(SSLCertVerificationError(1, '[SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed: self-signed certificate in certificate chain (_ssl.c:1006)'))) - skipping
ERROR: Could not find a version that satisfies the requirement uv (from versions: none)
component-kit-error[uv-install-failed]: could not install uv from the Python package index
"""
APT_TLS = """\
Err:1 https://apt.internal.example/debian bookworm InRelease
  Certificate verification failed: The certificate is NOT trusted. The certificate issuer is unknown.  Could not handshake: Error in the certificate verification. [IP: 10.0.0.5 443]
"""
GIT_TLS = """\
fatal: unable to access 'https://git.internal.example/team/repo.git/': SSL certificate problem: unable to get local issuer certificate
"""


@pytest.fixture
def config(tmp_path: Path) -> ComponentConfig:
    (tmp_path / "component_config.yaml").write_text(CONFIG)
    return load_config(tmp_path / "component_config.yaml").config


def buildkit(text: str) -> str:
    return "\n".join(f"#14 {i}.{i:03d} {line}" for i, line in enumerate(text.splitlines()))


@pytest.mark.parametrize("prefix", [False, True], ids=["bare", "buildkit"])
@pytest.mark.parametrize(
    ("output", "host", "status", "entry", "secret"),
    [
        (UV_INDEX, "127.0.0.1", "401 Unauthorized", 1, "local_index"),
        (UV_DIRECT, "pypi.internal.example", "401 Unauthorized", 0, "internal"),
        (UV_DIRECT_403, "pypi.internal.example", "403 Forbidden", 0, "internal"),
        (PIP_DIRECT, "pypi.internal.example", "401 Unauthorized", 0, "internal"),
        (GIT_REFUSED, "127.0.0.1", "401 Unauthorized", 1, "local_index"),
    ],
    ids=["uv-index", "uv-direct", "uv-direct-403", "pip-direct", "git"],
)
def test_refused_credentials_name_host_status_and_entry(
    config: ComponentConfig, output: str, host: str, status: str, entry: int, secret: str,
    prefix: bool,
) -> None:
    text = output + MARKER + "\n"
    error = diagnose(buildkit(text) if prefix else text, config, 1)
    assert error.code == "auth-failed"
    message = str(error)
    assert f"build_config.host_credentials[{entry}]" in message
    assert f"the host {host} refused the credentials" in message
    assert status in message
    assert f"--secret id={secret}" in (error.hint or "")
    if entry == 1:
        assert "`deploy`" in (error.hint or "")


def test_a_host_without_credentials_is_told_to_get_one(config: ComponentConfig) -> None:
    error = diagnose(GIT_UNKNOWN_HOST + MARKER, config, 1)
    assert error.code == "auth-failed"
    assert "git.other.example asks for credentials" in str(error)
    assert "no build_config.host_credentials entry names it" in str(error)
    assert "host: git.other.example" in (error.hint or "")


@pytest.mark.parametrize("prefix", [False, True], ids=["bare", "buildkit"])
@pytest.mark.parametrize(
    ("output", "host"),
    [
        (UV_TLS, "pypi.org"),
        (PIP_TLS, "pypi.org"),
        (APT_TLS, "apt.internal.example"),
        (GIT_TLS, "git.internal.example"),
    ],
    ids=["uv", "pip", "apt", "git"],
)
def test_untrusted_certificates_point_at_ca_cert(
    config: ComponentConfig, output: str, host: str, prefix: bool
) -> None:
    text = output + MARKER + "\n"
    error = diagnose(buildkit(text) if prefix else text, config, 1)
    assert error.code == "tls-untrusted"
    assert f"could not verify the TLS certificate of {host}" in str(error)
    assert "--ca-cert FILE" in (error.hint or "")
    assert "COMPONENT_CA_CERT" in (error.hint or "")


def test_other_failures_keep_their_own_diagnosis(config: ComponentConfig) -> None:
    output = "error: No solution found when resolving dependencies: six==99 not found\n" + MARKER
    error = diagnose(output, config, 1)
    assert error.code == "requirements-failed"
