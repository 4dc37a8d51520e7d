"""Build engines behind one small Protocol, found by name in a registry.

``get_engine(name, exe)`` makes one; ``detect_engine("auto")`` tries docker, then podman,
then buildah and returns the first that can build. Two environment variables tune them
(read with ``engine_settings_from_env``):

``COMPONENT_ENGINE_EXE``
    The engine's program instead of ``docker``/``podman``/``buildah``. It is split like a
    shell command line, so it may carry global options placed before the subcommand:
    ``COMPONENT_ENGINE_EXE='buildah --storage-driver vfs'``.
``COMPONENT_ENGINE_ARGS``
    Extra options for the build command (shell-split), e.g. ``--network host`` or
    ``--isolation chroot``; they go into ``BuildRequest.extra_args``.
"""

from __future__ import annotations

import shlex
from collections.abc import Mapping
from pathlib import PurePath
from typing import Protocol

from component_kit.engines import buildah, docker, podman
from component_kit.engines.base import (
    BuildOutcome,
    BuildRequest,
    Engine,
    OnLine,
    SecretSpec,
    split_command,
)
from component_kit.engines.buildah import BuildahEngine
from component_kit.engines.docker import DockerEngine
from component_kit.engines.podman import PodmanEngine
from component_kit.errors import EngineUnavailable, UsageError

__all__ = [
    "ENGINES",
    "ENGINE_ARGS_VAR",
    "ENGINE_EXE_VAR",
    "ENGINE_ORDER",
    "BuildOutcome",
    "BuildRequest",
    "BuildahEngine",
    "DockerEngine",
    "Engine",
    "EngineFactory",
    "OnLine",
    "PodmanEngine",
    "SecretSpec",
    "build_command",
    "detect_engine",
    "engine_settings_from_env",
    "get_engine",
]

ENGINE_EXE_VAR = "COMPONENT_ENGINE_EXE"
ENGINE_ARGS_VAR = "COMPONENT_ENGINE_ARGS"


class EngineFactory(Protocol):
    """What the registry holds: an engine class, called with the program to run."""

    def __call__(
        self, exe: str | None = None, *, environ: Mapping[str, str] | None = None
    ) -> Engine: ...


ENGINES: dict[str, EngineFactory] = {
    "docker": DockerEngine,
    "podman": PodmanEngine,
    "buildah": BuildahEngine,
}
#: The order ``detect_engine("auto")`` tries them in.
ENGINE_ORDER: tuple[str, ...] = ("docker", "podman", "buildah")


def get_engine(
    name: str, exe: str | None = None, *, environ: Mapping[str, str] | None = None
) -> Engine:
    """The engine called ``name``, running ``exe`` (default: the engine's own name on PATH).

    Nothing is run yet; call ``check_available`` to probe it. ``environ`` is the environment
    of the engine's commands (default: ours, at the time they run).
    """
    try:
        factory = ENGINES[name]
    except KeyError:
        raise UsageError(
            f"unknown build engine {name!r}; choose one of: {', '.join(ENGINES)} (or auto)"
        ) from None
    return factory(exe or None, environ=environ)


def _engine_named_by(exe: str) -> str | None:
    """Which engine a program is, from its file name (``/usr/bin/podman-remote``: podman)."""
    program = PurePath(split_command(exe)[0]).name
    for name in ENGINE_ORDER:
        if program.startswith(name):
            return name
    return None


def detect_engine(
    preferred: str = "auto",
    *,
    exe: str | None = None,
    environ: Mapping[str, str] | None = None,
) -> Engine:
    """An engine that can build right now, checked with ``check_available``.

    ``preferred`` names one engine (its problem is raised as is), or is ``auto``: docker,
    then podman, then buildah, the first that passes. With ``exe`` and ``auto`` the engine
    is the one the program's name says. If none works, ``EngineUnavailable`` lists why each
    failed.
    """
    if preferred != "auto":
        engine = get_engine(preferred, exe, environ=environ)
        engine.check_available()
        return engine

    candidates: tuple[str, ...] = ENGINE_ORDER
    if exe:
        named = _engine_named_by(exe)
        if named is None:
            raise EngineUnavailable(
                f"cannot tell which engine {ENGINE_EXE_VAR}={exe!r} is",
                hint=f"name the engine explicitly (one of: {', '.join(ENGINES)})",
            )
        candidates = (named,)

    failures: list[tuple[str, EngineUnavailable]] = []
    for name in candidates:
        engine = get_engine(name, exe, environ=environ)
        try:
            engine.check_available()
        except EngineUnavailable as exc:
            failures.append((name, exc))
            continue
        return engine

    if len(failures) == 1:
        raise failures[0][1]
    lines = ["no usable build engine:"]
    hints: list[str] = []
    for name, failure in failures:
        message = failure.message
        if not message.startswith(f"{name}:"):
            message = f"{name}: {message}"
        lines.append(f"  {message}")
        if failure.hint:
            hints.append(f"{name}: {failure.hint}")
    hint = "install or start one of them"
    if hints:
        hint += "; " + "; ".join(hints)
    raise EngineUnavailable("\n".join(lines), hint=hint)


def engine_settings_from_env(environ: Mapping[str, str]) -> tuple[str | None, tuple[str, ...]]:
    """``(COMPONENT_ENGINE_EXE or None, shell-split COMPONENT_ENGINE_ARGS)``.

    Empty or blank values count as unset. A value that does not split (an unclosed quote)
    raises ``UsageError``.
    """
    exe = environ.get(ENGINE_EXE_VAR, "").strip() or None
    if exe is not None:
        try:
            split_command(exe)
        except ValueError as exc:
            raise UsageError(f"{ENGINE_EXE_VAR}={exe!r}: {exc}") from None
    raw_args = environ.get(ENGINE_ARGS_VAR, "")
    try:
        extra_args = tuple(shlex.split(raw_args))
    except ValueError as exc:
        raise UsageError(f"{ENGINE_ARGS_VAR}={raw_args!r}: {exc}") from None
    return exe, extra_args


def build_command(name: str, exe: str | None, request: BuildRequest) -> list[str]:
    """The build command an engine would run for ``request`` (pure; nothing is probed).

    For docker this is the classic client's form, run with ``DOCKER_BUILDKIT=1``, since
    whether buildx is present is only known by probing.
    """
    if name not in ENGINES:
        raise UsageError(f"unknown build engine {name!r}; choose one of: {', '.join(ENGINES)}")
    program, global_args = split_command(exe or name)
    if name == "docker":
        argv = docker.build_argv(program, request, buildx=False, global_args=global_args)
        return ["env", "DOCKER_BUILDKIT=1", *argv]
    if name == "buildah":
        return buildah.build_argv(program, request, global_args=global_args)
    return podman.build_argv(program, request, global_args=global_args)
