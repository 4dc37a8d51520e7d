"""`--ca-cert`: the build stage trusts an extra CA bundle, which never enters the image.

On these machines outbound HTTPS goes through an intercepting proxy whose CA only the host
trusts, so a build that installs from the public Python index over HTTPS fails certificate
checks unless it is given the host's bundle. Both are built here: with --ca-cert (succeeds,
and the bundle is nowhere in the final image) and without (fails, naming the certificate
problem and the flag). uv itself still comes from the local index over plain http; the
component's one requirement (``idna``, not in the local index) comes from pypi.org.

Skipped when pypi.org is unreachable from the host; the failing case is skipped when the
host reaches pypi.org without an intercepting CA (then there is nothing to fail).
"""

from __future__ import annotations

import glob
import json
import os
import socket
import ssl
import subprocess
import time
from pathlib import Path

import pytest

from . import leak_scan
from .harness import BUILD_TIMEOUT, EngineHarness, layer_members
from .test_auth_build import COMPONENT, VENV_PYTHON

PUBLIC_INDEX = "https://pypi.org/simple/"
REQUIREMENT = "idna==3.10"
# A comment line in the bundle: ignored by TLS libraries, easy to find if the file leaks.
MARKER = "ck-ca-bundle-marker-91c3e7d05a"
BUNDLE_CANDIDATES = (
    os.environ.get("COMPONENT_KIT_HOST_CA_BUNDLE", ""),
    os.environ.get("SSL_CERT_FILE", ""),
    os.environ.get("REQUESTS_CA_BUNDLE", ""),
    "/etc/ssl/certs/ca-certificates.crt",
    "/etc/pki/tls/certs/ca-bundle.crt",
)


def _tls_verifies(context: ssl.SSLContext, host: str = "pypi.org") -> bool:
    try:
        with socket.create_connection((host, 443), timeout=15) as sock, context.wrap_socket(
            sock, server_hostname=host
        ):
            return True
    except ssl.SSLError:
        return False


@pytest.fixture(scope="module")
def host_bundle() -> Path:
    """The host's CA bundle, after checking that pypi.org answers over HTTPS with it."""
    bundle = next((Path(p) for p in BUNDLE_CANDIDATES if p and Path(p).is_file()), None)
    if bundle is None:
        pytest.skip("no CA bundle found on the host (set COMPONENT_KIT_HOST_CA_BUNDLE)")
    context = ssl.create_default_context(cafile=str(bundle))
    try:
        if not _tls_verifies(context):
            pytest.skip(f"pypi.org does not verify with the host bundle {bundle}")
    except OSError as exc:
        pytest.skip(f"pypi.org is unreachable over HTTPS from this host: {exc}")
    return bundle


@pytest.fixture(scope="module")
def intercepted(host_bundle: Path) -> bool:
    """Whether TLS to pypi.org needs a CA outside the public (Mozilla) set: a proxy's."""
    public = sorted(glob.glob("/usr/share/ca-certificates/mozilla/*.crt"))
    if not public:
        return True  # cannot tell; the failing case will show it
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    for path in public:
        context.load_verify_locations(path)
    return not _tls_verifies(context)


def write_component(directory: Path, index_url: str, case: str) -> Path:
    directory.mkdir(parents=True)
    config = {
        "name": "ck-ca-e2e",
        "version": "1.0",
        "build_config": {
            # uv is installed by pip from the local index; the requirements come from PyPI.
            "build_env": {"PIP_INDEX_URL": index_url, "UV_DEFAULT_INDEX": PUBLIC_INDEX},
        },
    }
    (directory / "component_config.yaml").write_text(json.dumps(config, indent=2))
    (directory / "component_api.py").write_text("def apply(inputs):\n    return inputs\n")
    (directory / "component_requirements.txt").write_text(f"# case: {case}\n{REQUIREMENT}\n")
    return directory


def build(
    engine: EngineHarness, directory: Path, image: str, *args: str
) -> subprocess.CompletedProcess[str]:
    environ = engine.environ()
    environ.pop("COMPONENT_CA_CERT", None)
    return subprocess.run(
        [COMPONENT, "build", str(directory), "--engine", engine.name, "--tag", image, *args],
        env=environ, capture_output=True, text=True, timeout=BUILD_TIMEOUT, check=False,
    )


def test_with_ca_cert_the_public_index_works_and_the_bundle_stays_out(
    engine: EngineHarness, package_index_url: str, host_bundle: Path, tmp_path: Path
) -> None:
    bundle = tmp_path / "ca-bundle.pem"
    bundle.write_bytes(f"# {MARKER}\n".encode() + host_bundle.read_bytes())
    # A new comment line each run: the dependency step really fetches from PyPI every time.
    nonce = os.urandom(6).hex()
    directory = write_component(tmp_path / "component", package_index_url, f"with-ca {nonce}")
    image = engine.new_image_name("ca")
    started = time.monotonic()
    proc = build(engine, directory, image, "--ca-cert", str(bundle))
    output = proc.stdout + proc.stderr
    assert proc.returncode == 0, output[-6000:]
    print(f"{engine.name}: --ca-cert build took {time.monotonic() - started:.0f}s")

    run = engine.run(image, "-c", "import idna; print(idna.__version__)", entrypoint=[VENV_PYTHON])
    assert (run.returncode, run.stdout.strip()) == (0, "3.10"), run.stderr

    config = engine.inspect(image)
    for name in ("SSL_CERT_FILE", "REQUESTS_CA_BUNDLE", "PIP_CERT", "UV_NATIVE_TLS",
                 "GIT_SSL_CAINFO", "CURL_CA_BUNDLE", "UV_DEFAULT_INDEX", "PIP_INDEX_URL"):
        assert name not in config["Env"], name
    exported = engine.export_layers(image, tmp_path / "export")
    members = layer_members(exported.layers)
    # BuildKit leaves the mount points behind as empty directories; nothing may be in them.
    assert not [m for m in members if m.startswith(("/run/component-kit-ca/", "/run/secrets/"))]
    # The bundle's marker line, and every certificate it adds to the public set, are absent.
    patterns = {MARKER.encode(): "the --ca-cert bundle"}
    for path in glob.glob("/usr/local/share/ca-certificates/**/*.crt", recursive=True):
        body = [line for line in Path(path).read_text().splitlines() if line and "-" not in line]
        if len(body) > 2:
            patterns[body[1].encode()] = f"the local CA {Path(path).name}"
    assert leak_scan.scan_files(exported, patterns) == []


def test_without_ca_cert_the_build_fails_on_the_certificate(
    engine: EngineHarness, package_index_url: str, intercepted: bool, tmp_path: Path
) -> None:
    if not intercepted:
        pytest.skip("TLS to pypi.org is not intercepted here: a build without --ca-cert works")
    directory = write_component(tmp_path / "component", package_index_url, "without-ca")
    image = engine.new_image_name("no-ca")
    proc = build(engine, directory, image)
    output = proc.stdout + proc.stderr
    assert proc.returncode == 1, output[-6000:]
    message = output[output.rfind("component: error"):]
    assert "certificate" in message.lower(), output[-4000:]
    assert "pypi.org" in message, message
    assert "--ca-cert" in message, message
    assert not engine.exists(image)
