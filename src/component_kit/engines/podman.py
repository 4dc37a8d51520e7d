"""Podman: daemonless, its ``build`` is buildah's under the hood.

Global options (``--storage-driver vfs``, ``--root DIR``) belong before the subcommand; give
them in COMPONENT_ENGINE_EXE (``podman --storage-driver vfs``). Build options such as
``--isolation chroot`` go in COMPONENT_ENGINE_ARGS.
"""

from __future__ import annotations

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
    sandbox_hint,
    split_command,
)
from component_kit.errors import BuildError, EngineUnavailable, ExecutableNotFound, ProcessError

__all__ = [
    "PodmanEngine",
    "build_argv",
    "image_size_argv",
    "probe_argv",
    "remove_image_argv",
]

NAME = "podman"
PROBE_TIMEOUT = 60.0


def build_argv(
    exe: str,
    request: BuildRequest,
    *,
    global_args: Sequence[str] = (),
    iidfile: Path | None = None,
) -> list[str]:
    """``podman build --layers ...`` (pure). ``iidfile`` overrides ``request.iidfile``."""
    return [
        exe,
        *global_args,
        "build",
        "--layers",
        *common_build_options(request, iidfile),
        str(request.context_dir),
    ]


def probe_argv(exe: str, global_args: Sequence[str] = ()) -> list[str]:
    """``podman info``: fails when podman cannot open its storage or runtime."""
    return [exe, *global_args, "info", "--format", "{{.Version.Version}}"]


def image_size_argv(exe: str, image: str, global_args: Sequence[str] = ()) -> list[str]:
    return [exe, *global_args, "image", "inspect", "--format", "{{.Size}}", image]


def remove_image_argv(exe: str, image: str, global_args: Sequence[str] = ()) -> list[str]:
    return [exe, *global_args, "rmi", "--force", image]


class PodmanEngine:
    """Podman's ``build`` (Buildah inside); no daemon."""

    name = NAME

    def __init__(self, exe: str | None = None, *, environ: Mapping[str, str] | None = None):
        self.exe, self.global_args = split_command(exe or NAME)
        self._environ = environ

    def __repr__(self) -> str:
        return f"PodmanEngine(exe={self.exe!r}, global_args={self.global_args!r})"

    def check_available(self) -> None:
        try:
            _process.run(
                probe_argv(self.exe, self.global_args),
                env=inherit_env(self._environ),
                timeout=PROBE_TIMEOUT,
            )
        except ExecutableNotFound as exc:
            raise EngineUnavailable(
                f"podman: the program {self.exe!r} was not found",
                hint="install Podman (Debian: apt-get install podman) or set "
                "COMPONENT_ENGINE_EXE to its path",
            ) from exc
        except ProcessError as exc:
            raise EngineUnavailable(
                f"podman: `podman info` fails: {describe_failure(exc.output_tail)}",
                hint="run `podman info` to see why; where the overlay driver is not "
                "available use vfs storage: COMPONENT_ENGINE_EXE='podman --storage-driver vfs'",
            ) from exc

    def build(
        self, request: BuildRequest, on_line: OnLine | None = None, redact: Iterable[str] = ()
    ) -> BuildOutcome:
        return run_build(
            engine=NAME,
            argv_for=lambda iid: build_argv(
                self.exe, request, global_args=self.global_args, iidfile=iid
            ),
            request=request,
            env=inherit_env(self._environ),
            on_line=on_line,
            redact=redact,
            hint_for=lambda output: sandbox_hint(NAME, output),
        )

    def image_size(self, image: str) -> int:
        proc = _process.run(
            image_size_argv(self.exe, image, self.global_args),
            env=inherit_env(self._environ),
            timeout=PROBE_TIMEOUT,
        )
        try:
            return int(proc.stdout.strip())
        except ValueError as exc:
            raise BuildError(f"podman: unexpected image size {proc.stdout.strip()!r}") from exc

    def remove_image(self, image: str) -> None:
        _process.run(
            remove_image_argv(self.exe, image, self.global_args),
            env=inherit_env(self._environ),
            timeout=PROBE_TIMEOUT,
        )
