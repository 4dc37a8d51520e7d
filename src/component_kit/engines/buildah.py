"""Buildah: no daemon, builds straight into containers/storage (shared with podman).

``--layers`` is always passed: without it buildah caches no intermediate layers, and every
build would start from scratch. So is ``--force-rm``: by default a failed or interrupted
build leaves its working container behind (with vfs storage, a full copy of the root
file system each time). Global options (``--storage-driver vfs``, ``--root DIR``)
belong before the subcommand; give them in COMPONENT_ENGINE_EXE
(``buildah --storage-driver vfs``). Build options such as ``--isolation chroot`` go in
COMPONENT_ENGINE_ARGS.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path

from component_kit.engines.base import BuildRequest, common_build_options
from component_kit.engines.daemonless import DaemonlessEngine

__all__ = [
    "BuildahEngine",
    "build_argv",
    "image_size_argv",
    "manifest_size",
    "probe_argv",
    "remove_image_argv",
]

NAME = "buildah"


def build_argv(
    exe: str,
    request: BuildRequest,
    *,
    global_args: Sequence[str] = (),
    iidfile: Path | None = None,
) -> list[str]:
    """``buildah build --layers --force-rm ...`` (pure). ``iidfile`` overrides the request's."""
    return [
        exe,
        *global_args,
        "build",
        "--layers",
        "--force-rm",
        *common_build_options(request, iidfile),
        str(request.context_dir),
    ]


def probe_argv(exe: str, global_args: Sequence[str] = ()) -> list[str]:
    """``buildah info``: fails when buildah cannot open its storage."""
    return [exe, *global_args, "info", "--format", "{{.store.GraphDriverName}}"]


def image_size_argv(exe: str, image: str, global_args: Sequence[str] = ()) -> list[str]:
    """The image's manifest; its layer and config sizes add up to the image size."""
    return [exe, *global_args, "inspect", "--type", "image", "--format", "{{.Manifest}}", image]


def remove_image_argv(exe: str, image: str, global_args: Sequence[str] = ()) -> list[str]:
    return [exe, *global_args, "rmi", "--force", image]


def manifest_size(manifest_json: str) -> int:
    """Bytes of an image from its OCI/Docker manifest: every layer plus the config blob.

    In local storage the layers are uncompressed, so this is the unpacked content size.
    """
    manifest = json.loads(manifest_json)
    if not isinstance(manifest, dict):
        raise ValueError("manifest is not a JSON object")
    layers = manifest.get("layers") or []
    total = sum(int(layer["size"]) for layer in layers)
    config = manifest.get("config") or {}
    return total + int(config.get("size", 0))


class BuildahEngine(DaemonlessEngine):
    """Buildah's ``build`` with layer caching; no daemon."""

    name = NAME
    product = "Buildah"

    def _probe_argv(self) -> list[str]:
        return probe_argv(self.exe, self.global_args)

    def _build_argv(self, request: BuildRequest, iidfile: Path | None) -> list[str]:
        return build_argv(self.exe, request, global_args=self.global_args, iidfile=iidfile)

    def _size_argv(self, image: str) -> list[str]:
        return image_size_argv(self.exe, image, self.global_args)

    def _remove_argv(self, image: str) -> list[str]:
        return remove_image_argv(self.exe, image, self.global_args)

    def _parse_size(self, stdout: str) -> int:
        return manifest_size(stdout)
