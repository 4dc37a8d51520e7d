"""Podman: daemonless, its ``build`` is buildah's under the hood.

Global options (``--storage-driver vfs``, ``--root DIR``) belong before the subcommand; give
them in COMPONENT_ENGINE_EXE (``podman --storage-driver vfs``). Build options such as
``--isolation chroot`` go in COMPONENT_ENGINE_ARGS.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from component_kit.engines.base import BuildRequest, common_build_options
from component_kit.engines.daemonless import DaemonlessEngine

__all__ = [
    "PodmanEngine",
    "build_argv",
    "image_size_argv",
    "probe_argv",
    "remove_image_argv",
]

NAME = "podman"


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


class PodmanEngine(DaemonlessEngine):
    """Podman's ``build`` (Buildah inside); no daemon."""

    name = NAME
    product = "Podman"

    def _probe_argv(self) -> list[str]:
        return probe_argv(self.exe, self.global_args)

    def _build_argv(self, request: BuildRequest, iidfile: Path | None) -> list[str]:
        return build_argv(self.exe, request, global_args=self.global_args, iidfile=iidfile)

    def _size_argv(self, image: str) -> list[str]:
        return image_size_argv(self.exe, image, self.global_args)

    def _remove_argv(self, image: str) -> list[str]:
        return remove_image_argv(self.exe, image, self.global_args)

    def _parse_size(self, stdout: str) -> int:
        return int(stdout.strip())
