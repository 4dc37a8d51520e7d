"""Turn a failed engine run into an error that names its cause and the field behind it.

The generated build file prints ``component-kit-error[CODE]: message`` lines for the
failures it can foresee (not Debian, no conda, requirements, API check); the rest is
recognised from the messages of apt and the engines themselves.
"""

from __future__ import annotations

import re
from urllib.parse import urlsplit

from ..config.kinds import format_path
from ..config.models import ComponentConfig
from ..errors import BuildError

_MARKER = re.compile(r"component-kit-error\[(?P<code>[a-z0-9-]+)\]: (?P<message>.*)")
# BuildKit prefixes step output with "#12 0.345 "; buildah and podman print it bare.
_STEP_PREFIX = re.compile(r"^#\d+ \d+(\.\d+)? ")
_APT_MISSING = (
    re.compile(r"Unable to locate package (?P<package>\S+)"),
    re.compile(r"Package '?(?P<package>[^' ]+)'? has no installation candidate"),
    re.compile(r"Version '[^']+' for '(?P<package>[^']+)' was not found"),
    re.compile(r"Release '[^']+' for '(?P<package>[^']+)' was not found"),
)
_BASE_IMAGE_MISSING = (
    "pull access denied",
    "failed to resolve source metadata",
    "manifest unknown",
    "repository does not exist",
    "failed to pull image",
    "initializing source docker://",
    "no such image",
    "error creating build container",
)
_NO_SHELL = ("/bin/sh: no such file", 'exec: "/bin/sh"', "/bin/sh: not found",
             "executable file `/bin/sh` not found")


# A host refusing the build's credentials (or asking for some), as uv, pip and git say it.
# Each pattern captures the URL and, where the tool prints one, the HTTP status.
_AUTH_FAILED = (
    # uv, an index: "An index URL (URL) could not be queried due to a lack of valid
    # authentication credentials (401 Unauthorized)"
    re.compile(r"index URL \((?P<url>[^)\s]+)\) could not be queried due to a lack of valid "
               r"authentication credentials \((?P<status>\d{3})[^)]*\)"),
    # uv, a file: "HTTP status client error (401 Unauthorized) for url (URL)"
    re.compile(r"HTTP status client error \((?P<status>40[13])[^)]*\) for url \((?P<url>[^)\s]+)\)"),
    # pip: "HTTP error 401 while getting URL", "401 Client Error: Unauthorized for url: URL"
    re.compile(r"HTTP error (?P<status>40[13]) while getting (?P<url>\S+)"),
    re.compile(r"(?P<status>40[13]) Client Error: \w+ for url: (?P<url>\S+)"),
    # git: refused credentials, or none to give
    re.compile(r"fatal: Authentication failed for '(?P<url>[^']+)'"),
    re.compile(r"fatal: could not read (?:Username|Password) for '(?P<url>[^']+)'"),
)
_STATUS_TEXT = {"401": "401 Unauthorized", "403": "403 Forbidden"}
# A TLS certificate the build stage does not trust, as uv, pip, apt, git/curl and conda say it.
_TLS_UNTRUSTED = (
    "invalid peer certificate",  # uv (rustls): "invalid peer certificate: UnknownIssuer"
    "certificate_verify_failed",  # pip, conda (OpenSSL via Python)
    "problem confirming the ssl certificate",  # pip
    "certificate verification failed",  # apt (GnuTLS)
    "ssl certificate problem",  # git, curl: "SSL certificate problem: unable to get local ..."
    "server certificate verification failed",  # git (GnuTLS)
    "condasslerror",
)
_URL = re.compile(r"https://[^\s'\"()`<>]+")
_HOST_ARG = re.compile(r"host='(?P<host>[^']+)'")


def _clean(line: str) -> str:
    return _STEP_PREFIX.sub("", line.rstrip())


def _auth_error(lines: list[str], config: ComponentConfig) -> BuildError | None:
    """The host that refused the build's credentials, and the host_credentials entry behind it."""
    for line in lines:
        for pattern in _AUTH_FAILED:
            match = pattern.search(line)
            if not match:
                continue
            url = match["url"].rstrip(".,;'\"")
            host = (urlsplit(url).hostname or "").lower()
            if not host:
                continue
            status = _STATUS_TEXT.get(match.groupdict().get("status") or "401", "401 Unauthorized")
            for index, credential in enumerate(config.build_config.host_credentials):
                if credential.host.lower().strip("[]") == host:
                    where = format_path(("build_config", "host_credentials", index))
                    return BuildError(
                        f"{where}: the host {host} refused the credentials of the build "
                        f"({status}) for {url}",
                        hint=f"check the token passed with --secret id={credential.secret_id} "
                        f"(is it valid, unexpired, allowed to read?) and the username "
                        f"`{credential.username}` the entry pairs it with",
                        code="auth-failed",
                    )
            return BuildError(
                f"the host {host} asks for credentials ({status}) for {url}, and no "
                "build_config.host_credentials entry names it",
                hint=f"add an entry (host: {host}, secret_id: <id>) and pass the token with "
                "--secret id=<id>,env=<VARIABLE> (or src=<FILE>)",
                code="auth-failed",
            )
    return None


def _tls_error(lines: list[str]) -> BuildError | None:
    """A fetch that failed because the build stage does not trust a server's certificate."""
    for index, line in enumerate(lines):
        if not any(marker in line.lower() for marker in _TLS_UNTRUSTED):
            continue
        host = ""
        # The URL is on the line itself (git), a few lines above (uv, apt) or below (pip's
        # retry warnings come before the line that names the URL).
        nearby = [line, *reversed(lines[max(0, index - 6) : index]), *lines[index + 1 : index + 4]]
        for candidate in nearby:
            match = _HOST_ARG.search(candidate) or _URL.search(candidate)
            if match:
                host = match["host"] if "host" in match.groupdict() else (
                    urlsplit(match[0]).hostname or ""
                )
                break
        where = f" of {host}" if host else ""
        return BuildError(
            f"the build could not verify the TLS certificate{where}: its issuer is not "
            f"trusted inside the build ({line.strip()[:160]})",
            hint="if a proxy that intercepts TLS or a private CA signs it, pass that CA "
            "bundle with --ca-cert FILE (or set COMPONENT_CA_CERT): every fetching step of "
            "the build stage then trusts it, and the file stays out of the image",
            code="tls-untrusted",
        )
    return None


def diagnose(output: str, config: ComponentConfig, returncode: int) -> BuildError:
    lines = [_clean(line) for line in output.splitlines()]
    # Before the markers: a refused credential also ends in requirements-failed, and the
    # host is the more useful thing to name.
    auth = _auth_error(lines, config) or _tls_error(lines)
    if auth is not None:
        return auth
    for index, line in enumerate(lines):
        match = _MARKER.search(line)
        if match and "echo " not in line:
            code, message = match["code"], match["message"]
            if code == "api-check":
                detail = [ln for ln in lines[index + 1 : index + 40] if ln.strip()]
                detail = [ln for ln in detail if not ln.startswith(("#", "DONE", "ERROR", "---"))]
                message += ("\n" + "\n".join(detail[:30])) if detail else ""
                return BuildError(
                    f"the API check inside the image failed: {message}",
                    hint="fix component_api.py (it must import with the image's own Python "
                    "and define apply(inputs)), or set build_config.skip_checks: true",
                    code="api-check-failed",
                )
            return BuildError(message, code=code)
    for pattern in _APT_MISSING:
        for line in lines:
            match = pattern.search(line)
            if match:
                return _apt_error(match["package"], config)
    lowered = output.lower()
    if any(marker in lowered for marker in _BASE_IMAGE_MISSING) and "from" in lowered:
        image = config.build_config.base_image
        return BuildError(
            f"build_config.base_image: the base image `{image}` cannot be found or pulled",
            hint="check the name, or load the image into the engine's local storage first "
            "(docker load / buildah pull)",
            code="base-image-not-found",
        )
    if any(marker in lowered for marker in _NO_SHELL):
        return BuildError(
            f"build_config.base_image: `{config.build_config.base_image}` has no /bin/sh, so "
            "it is not a Debian-based image",
            hint="use a Debian or Ubuntu image",
            code="base-image-not-debian",
        )
    tail = "\n".join(line for line in lines[-15:] if line.strip())
    return BuildError(
        f"the engine's build failed (exit code {returncode}); its last lines:\n{tail}",
        code="engine-build-failed",
    )


def _apt_error(package: str, config: ComponentConfig) -> BuildError:
    for index, entry in enumerate(config.build_config.extra_packages):
        name = re.split(r"[=/:]", entry, maxsplit=1)[0]
        if package in (entry, name):
            where = format_path(("build_config", "extra_packages", index))
            return BuildError(
                f"{where}: the Debian package `{entry}` does not exist in the base image's "
                "apt sources",
                hint="check the name with `apt-cache search` on the same distribution",
                code="apt-package-not-found",
            )
    return BuildError(
        f"apt-get could not find the package `{package}` that the build needs",
        code="apt-package-not-found",
    )
