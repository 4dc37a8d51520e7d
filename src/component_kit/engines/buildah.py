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
    "BuildahEngine",
    "build_argv",
    "image_size_argv",
    "manifest_size",
    "probe_argv",
    "remove_image_argv",
]

NAME = "buildah"
PROBE_TIMEOUT = 60.0


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


class BuildahEngine:
    """Buildah's ``build`` with layer caching; no daemon."""

    name = NAME

    def __init__(self, exe: str | None = None, *, environ: Mapping[str, str] | None = None):
        self.exe, self.global_args = split_command(exe or NAME)
        self._environ = environ

    def __repr__(self) -> str:
        return f"BuildahEngine(exe={self.exe!r}, global_args={self.global_args!r})"

    def check_available(self) -> None:
        try:
            _process.run(
                probe_argv(self.exe, self.global_args),
                env=inherit_env(self._environ),
                timeout=PROBE_TIMEOUT,
            )
        except ExecutableNotFound as exc:
            raise EngineUnavailable(
                f"buildah: the program {self.exe!r} was not found",
                hint="install Buildah (Debian: apt-get install buildah) or set "
                "COMPONENT_ENGINE_EXE to its path",
            ) from exc
        except ProcessError as exc:
            raise EngineUnavailable(
                f"buildah: `buildah info` fails: {describe_failure(exc.output_tail)}",
                hint="run `buildah info` to see why; where the overlay driver is not "
                "available use vfs storage: COMPONENT_ENGINE_EXE='buildah --storage-driver vfs'",
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
            return manifest_size(proc.stdout)
        except (ValueError, KeyError, TypeError) as exc:
            raise BuildError(f"buildah: cannot read the size of {image}: {exc}") from exc

    def remove_image(self, image: str) -> None:
        _process.run(
            remove_image_argv(self.exe, image, self.global_args),
            env=inherit_env(self._environ),
            timeout=PROBE_TIMEOUT,
        )
