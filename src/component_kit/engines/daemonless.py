"""What Buildah and Podman share: no daemon, a probe, a build, a size, a removal.

Each engine module keeps its own pure argv builders and says, in a small subclass, which
ones to use, what to install, and how its image size reads.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path

from component_kit import _process
from component_kit.engines.base import (
    BuildOutcome,
    BuildRequest,
    OnLine,
    describe_failure,
    inherit_env,
    run_build,
    sandbox_hint,
    split_command,
)
from component_kit.errors import BuildError, EngineUnavailable, ExecutableNotFound, ProcessError

PROBE_TIMEOUT = 60.0


class DaemonlessEngine:
    """An engine that builds straight into containers/storage (Buildah, Podman)."""

    name: str = ""
    #: the product's name and its Debian package, for the install hint
    product: str = ""

    def __init__(self, exe: str | None = None, *, environ: Mapping[str, str] | None = None):
        self.exe, self.global_args = split_command(exe or self.name)
        self._environ = environ

    def __repr__(self) -> str:
        return f"{type(self).__name__}(exe={self.exe!r}, global_args={self.global_args!r})"

    # The engine-specific parts: pure argv builders and the reading of the size.
    def _probe_argv(self) -> list[str]:
        raise NotImplementedError

    def _build_argv(self, request: BuildRequest, iidfile: Path | None) -> list[str]:
        raise NotImplementedError

    def _size_argv(self, image: str) -> list[str]:
        raise NotImplementedError

    def _remove_argv(self, image: str) -> list[str]:
        raise NotImplementedError

    def _parse_size(self, stdout: str) -> int:
        raise NotImplementedError

    def _run(self, argv: Sequence[str]) -> str:
        return _process.run(argv, env=inherit_env(self._environ), timeout=PROBE_TIMEOUT).stdout

    def check_available(self) -> None:
        try:
            self._run(self._probe_argv())
        except ExecutableNotFound as exc:
            raise EngineUnavailable(
                f"{self.name}: the program {self.exe!r} was not found",
                hint=f"install {self.product} (Debian: apt-get install {self.name}) or set "
                "COMPONENT_ENGINE_EXE to its path",
            ) from exc
        except ProcessError as exc:
            raise EngineUnavailable(
                f"{self.name}: `{self.name} info` fails: {describe_failure(exc.output_tail)}",
                hint=f"run `{self.name} info` to see why; where the overlay driver is not "
                "available use vfs storage: "
                f"COMPONENT_ENGINE_EXE='{self.name} --storage-driver vfs'",
            ) from exc

    def build(
        self, request: BuildRequest, on_line: OnLine | None = None, redact: Iterable[str] = ()
    ) -> BuildOutcome:
        return run_build(
            engine=self.name,
            argv_for=lambda iid: self._build_argv(request, iid),
            request=request,
            env=inherit_env(self._environ),
            on_line=on_line,
            redact=redact,
            hint_for=lambda output: sandbox_hint(self.name, output),
        )

    def image_size(self, image: str) -> int:
        stdout = self._run(self._size_argv(image))
        try:
            return self._parse_size(stdout)
        except (ValueError, KeyError, TypeError) as exc:
            raise BuildError(f"{self.name}: cannot read the size of {image}: {exc}") from exc

    def remove_image(self, image: str) -> None:
        self._run(self._remove_argv(image))
