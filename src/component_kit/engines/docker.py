"""Docker, always with BuildKit.

Two ways to reach BuildKit, chosen once by probing:

* ``docker buildx build --load`` when the buildx plugin answers ``docker buildx version``;
* otherwise the classic ``docker build`` with ``DOCKER_BUILDKIT=1``, which older clients
  (Debian's docker.io 20.10) serve from the daemon's built-in BuildKit. Newer clients
  without the buildx plugin refuse that ("BuildKit is enabled but the buildx component is
  missing or broken"); the probe notices and says how to fix it.

The daemon is whatever the client talks to: ``DOCKER_HOST`` (or ``DOCKER_CONTEXT``) in the
environment is passed through untouched.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path

from component_kit import _process
from component_kit.engines.base import (
    BuildOutcome,
    BuildRequest,
    OnLine,
    common_build_options,
    describe_failure,
    inherit_env,
    run_build,
    split_command,
)
from component_kit.errors import BuildError, EngineUnavailable, ExecutableNotFound, ProcessError

__all__ = [
    "BUILDKIT_MISSING_MESSAGE",
    "DockerEngine",
    "build_argv",
    "buildx_probe_argv",
    "classic_probe_argv",
    "daemon_probe_argv",
    "image_size_argv",
    "remove_image_argv",
]

NAME = "docker"
BUILDKIT_MISSING_MESSAGE = "BuildKit is enabled but the buildx component is missing or broken"
PROBE_TIMEOUT = 60.0

BUILDX_FIX_HINT = (
    "install the buildx plugin (Debian/Ubuntu: apt-get install docker-buildx, or "
    "docker-buildx-plugin from Docker's repository; or put the buildx binary at "
    "~/.docker/cli-plugins/docker-buildx), or point COMPONENT_ENGINE_EXE at a docker client "
    "with BuildKit built in, such as /usr/bin/docker from Debian's docker.io 20.10"
)


def _prefix(exe: str, global_args: Sequence[str]) -> list[str]:
    return [exe, *global_args]


def build_argv(
    exe: str,
    request: BuildRequest,
    *,
    buildx: bool,
    global_args: Sequence[str] = (),
    iidfile: Path | None = None,
) -> list[str]:
    """The build command (pure). ``iidfile`` overrides ``request.iidfile``.

    buildx: ``docker buildx build --load --progress plain ...``;
    classic: ``docker build --progress plain ...`` (run it with ``DOCKER_BUILDKIT=1``).
    """
    sub = ["buildx", "build", "--load"] if buildx else ["build"]
    argv = [*_prefix(exe, global_args), *sub, "--progress", "plain"]
    return [*argv, *common_build_options(request, iidfile), str(request.context_dir)]


def build_env(environ: Mapping[str, str] | None, *, buildx: bool) -> dict[str, str] | None:
    """The build command's environment: the caller's, plus DOCKER_BUILDKIT=1 if classic."""
    if buildx:
        return inherit_env(environ)
    return inherit_env(environ, DOCKER_BUILDKIT="1")


def daemon_probe_argv(exe: str, global_args: Sequence[str] = ()) -> list[str]:
    """``docker version`` asks the daemon too, and says clearly when it cannot reach it."""
    return [*_prefix(exe, global_args), "version", "--format", "{{.Server.Version}}"]


def buildx_probe_argv(exe: str, global_args: Sequence[str] = ()) -> list[str]:
    return [*_prefix(exe, global_args), "buildx", "version"]


def classic_probe_argv(exe: str, global_args: Sequence[str] = ()) -> list[str]:
    """``docker build --help`` with DOCKER_BUILDKIT=1: fails at once if BuildKit is missing."""
    return [*_prefix(exe, global_args), "build", "--help"]


def image_size_argv(exe: str, image: str, global_args: Sequence[str] = ()) -> list[str]:
    return [*_prefix(exe, global_args), "image", "inspect", "--format", "{{.Size}}", image]


def remove_image_argv(exe: str, image: str, global_args: Sequence[str] = ()) -> list[str]:
    return [*_prefix(exe, global_args), "image", "rm", "--force", image]


class DockerEngine:
    """Docker with BuildKit (buildx plugin, or the classic client with DOCKER_BUILDKIT=1)."""

    name = NAME

    def __init__(self, exe: str | None = None, *, environ: Mapping[str, str] | None = None):
        self.exe, self.global_args = split_command(exe or NAME)
        self._environ = environ
        self._buildx: bool | None = None

    def __repr__(self) -> str:
        return f"DockerEngine(exe={self.exe!r}, buildx={self._buildx!r})"

    @property
    def buildx(self) -> bool:
        """Whether builds go through ``docker buildx`` (probed on first use)."""
        if self._buildx is None:
            self.check_available()
        assert self._buildx is not None
        return self._buildx

    def _env(self, **extra: str) -> dict[str, str] | None:
        return inherit_env(self._environ, **extra)

    def _where(self) -> str:
        environ = os.environ if self._environ is None else self._environ
        host = environ.get("DOCKER_HOST")
        if host:
            return f"DOCKER_HOST={host}"
        context = environ.get("DOCKER_CONTEXT")
        if context:
            return f"DOCKER_CONTEXT={context}"
        return "the default socket (DOCKER_HOST is not set)"

    def check_available(self) -> None:
        """Probe the client, the daemon and BuildKit; remember which build command to use."""
        try:
            _process.run(
                daemon_probe_argv(self.exe, self.global_args),
                env=self._env(),
                timeout=PROBE_TIMEOUT,
            )
        except ExecutableNotFound as exc:
            raise EngineUnavailable(
                f"docker: the docker client {self.exe!r} was not found",
                hint="install Docker (Debian: apt-get install docker.io) or set "
                "COMPONENT_ENGINE_EXE to the client's path",
            ) from exc
        except ProcessError as exc:
            raise EngineUnavailable(
                f"docker: cannot reach the Docker daemon at {self._where()}: "
                f"{describe_failure(exc.output_tail)}",
                hint="start dockerd (or Docker Desktop), or set DOCKER_HOST to the socket of "
                "a running daemon, e.g. DOCKER_HOST=unix:///run/docker.sock",
            ) from exc

        try:
            _process.run(
                buildx_probe_argv(self.exe, self.global_args),
                env=self._env(),
                timeout=PROBE_TIMEOUT,
            )
        except ProcessError:
            pass
        else:
            self._buildx = True
            return

        try:
            _process.run(
                classic_probe_argv(self.exe, self.global_args),
                env=self._env(DOCKER_BUILDKIT="1"),
                timeout=PROBE_TIMEOUT,
            )
        except ProcessError as exc:
            if BUILDKIT_MISSING_MESSAGE.lower() in exc.output_tail.lower():
                raise EngineUnavailable(
                    f"docker: the client {self.exe!r} cannot build with BuildKit: "
                    f"{BUILDKIT_MISSING_MESSAGE} (and `docker buildx version` fails)",
                    hint=BUILDX_FIX_HINT,
                ) from exc
            raise EngineUnavailable(
                f"docker: the client {self.exe!r} has no buildx plugin and its classic "
                f"builder does not work with DOCKER_BUILDKIT=1: "
                f"{describe_failure(exc.output_tail)}",
                hint=BUILDX_FIX_HINT,
            ) from exc
        self._buildx = False

    def build(
        self, request: BuildRequest, on_line: OnLine | None = None, redact: Iterable[str] = ()
    ) -> BuildOutcome:
        buildx = self.buildx
        return run_build(
            engine=NAME,
            argv_for=lambda iid: build_argv(
                self.exe, request, buildx=buildx, global_args=self.global_args, iidfile=iid
            ),
            request=request,
            env=build_env(self._environ, buildx=buildx),
            on_line=on_line,
            redact=redact,
        )

    def image_size(self, image: str) -> int:
        proc = _process.run(
            image_size_argv(self.exe, image, self.global_args),
            env=self._env(),
            timeout=PROBE_TIMEOUT,
        )
        try:
            return int(proc.stdout.strip())
        except ValueError as exc:
            raise BuildError(f"docker: unexpected image size {proc.stdout.strip()!r}") from exc

    def remove_image(self, image: str) -> None:
        _process.run(
            remove_image_argv(self.exe, image, self.global_args),
            env=self._env(),
            timeout=PROBE_TIMEOUT,
        )
