"""What every build engine offers, and the plain data it works on.

An engine is a small object with a name, the program it runs, and four operations. The argv
of every command is built by pure functions in the engine's module, so tests can compare it
exactly; only the engine class runs anything, always through ``component_kit._process``.
"""

from __future__ import annotations

import os
import shlex
import tempfile
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from component_kit import _process
from component_kit.errors import BuildError, ExecutableNotFound

__all__ = [
    "BuildOutcome",
    "BuildRequest",
    "Engine",
    "OnLine",
    "SecretSpec",
    "build_output_tail",
    "common_build_options",
    "split_command",
]

OnLine = Callable[[str], None]


@dataclass(frozen=True)
class SecretSpec:
    """A build secret: ``--secret id=ID,env=VAR`` or ``--secret id=ID,src=FILE``.

    At most one of ``env`` and ``src`` may be set; with neither, the engine applies its own
    default for a bare ``id=ID``.
    """

    id: str
    env: str | None = None
    src: Path | None = None

    def __post_init__(self) -> None:
        if not self.id:
            raise ValueError("a build secret needs a non-empty id")
        if self.env is not None and self.src is not None:
            raise ValueError(f"build secret {self.id!r}: give env or src, not both")

    def as_option(self) -> str:
        """The value of the ``--secret`` option."""
        if self.env is not None:
            return f"id={self.id},env={self.env}"
        if self.src is not None:
            return f"id={self.id},src={self.src}"
        return f"id={self.id}"


@dataclass(frozen=True)
class BuildRequest:
    """Everything an engine needs to build one image.

    ``extra_args`` go verbatim onto the build command, just before the context directory
    (``COMPONENT_ENGINE_ARGS`` ends up here). Without ``iidfile`` the engine uses a
    temporary one to learn the image id.
    """

    context_dir: Path
    build_file: Path
    tags: tuple[str, ...]
    platform: str | None
    secrets: tuple[SecretSpec, ...] = ()
    no_cache: bool = False
    extra_args: tuple[str, ...] = ()
    iidfile: Path | None = None
    # (name, value) pairs for --build-arg; a value of None passes the name alone, so the
    # engine takes the value from its environment and it stays off the command line.
    build_args: tuple[tuple[str, str | None], ...] = ()


@dataclass(frozen=True)
class BuildOutcome:
    """A finished build: the image id (``sha256:...``) and the engine's (masked) output."""

    image_id: str
    output: str


class Engine(Protocol):
    """A container build engine (docker, podman, buildah)."""

    @property
    def name(self) -> str:
        """The engine's registry name: ``docker``, ``podman`` or ``buildah``."""
        ...

    @property
    def exe(self) -> str:
        """The program run for this engine (a name on PATH or a path)."""
        ...

    def check_available(self) -> None:
        """Return if builds can run; else raise ``EngineUnavailable`` with a fix hint."""
        ...

    def build(
        self, request: BuildRequest, on_line: OnLine | None = None, redact: Iterable[str] = ()
    ) -> BuildOutcome:
        """Build an image, streaming masked output lines to ``on_line``.

        Raises ``BuildError`` when the engine fails.
        """
        ...

    def image_size(self, image: str) -> int:
        """Size in bytes of a local image (by tag or id), as the engine counts it."""
        ...

    def remove_image(self, image: str) -> None:
        """Remove a local image (by tag or id)."""
        ...


# --- helpers shared by the engine modules -------------------------------------------------


def split_command(exe: str) -> tuple[str, tuple[str, ...]]:
    """Split an engine command such as ``buildah --storage-driver vfs`` into program + options.

    The options are global ones and go before the subcommand, e.g.
    ``buildah --storage-driver vfs build ...``.
    """
    parts = shlex.split(exe)
    if not parts:
        raise ValueError("empty engine command")
    return parts[0], tuple(parts[1:])


def common_build_options(request: BuildRequest, iidfile: Path | None = None) -> list[str]:
    """The options every engine takes, in the order every engine gets them.

    ``-f``, each ``-t``, ``--platform``, each ``--secret``, ``--no-cache``, ``--iidfile``
    (``iidfile``, else ``request.iidfile``, else none), then the request's extra args; the
    caller appends the context directory.
    """
    iid = iidfile if iidfile is not None else request.iidfile
    argv = ["-f", str(request.build_file)]
    for tag in request.tags:
        argv += ["-t", tag]
    if request.platform is not None:
        argv += ["--platform", request.platform]
    for secret in request.secrets:
        argv += ["--secret", secret.as_option()]
    for name, value in request.build_args:
        argv += ["--build-arg", name if value is None else f"{name}={value}"]
    if request.no_cache:
        argv.append("--no-cache")
    if iid is not None:
        argv += ["--iidfile", str(iid)]
    argv += list(request.extra_args)
    return argv


def build_output_tail(output: str, lines: int = 25) -> str:
    """The last lines of a build's output, indented, for an error message."""
    tail = output.splitlines()[-lines:]
    return "\n".join("    " + line for line in tail)


def normalize_image_id(raw: str) -> str:
    """``sha256:<hex>`` whether the engine wrote the prefix or not."""
    value = raw.strip()
    if value and ":" not in value:
        value = f"sha256:{value}"
    return value


def run_build(
    *,
    engine: str,
    argv_for: Callable[[Path], list[str]],
    request: BuildRequest,
    env: Mapping[str, str] | None,
    on_line: OnLine | None,
    redact: Iterable[str],
    hint_for: Callable[[str], str | None] | None = None,
) -> BuildOutcome:
    """Run a build command built by ``argv_for(iidfile)`` and read the image id back.

    Shared by the engines: streams the output, turns a non-zero exit or a missing image id
    into ``BuildError``. ``hint_for(output)`` may supply an engine-specific fix hint.
    """
    with tempfile.TemporaryDirectory(prefix="component-kit-iid-") as tmp:
        iidfile = request.iidfile or Path(tmp) / "iid"
        if iidfile.exists():
            iidfile.unlink()
        argv = argv_for(iidfile)
        try:
            result = _process.stream(argv, env=env, on_line=on_line, redact=redact)
        except ExecutableNotFound as exc:
            raise BuildError(
                f"{engine}: cannot run {exc.executable}: not found", hint=exc.hint
            ) from exc
        if result.returncode != 0:
            hint = hint_for(result.output) if hint_for is not None else None
            raise BuildError(
                f"{engine} build failed with exit code {result.returncode}; "
                f"the end of its output:\n{build_output_tail(result.output)}",
                hint=hint
                or "the engine's output shows which step failed; "
                "fix it and build again (--no-cache rules out a stale cached layer)",
                output=result.output,
                returncode=result.returncode,
            )
        try:
            image_id = normalize_image_id(iidfile.read_text(encoding="utf-8"))
        except OSError:
            image_id = ""
        if not image_id:
            raise BuildError(
                f"{engine} build succeeded but wrote no image id to {iidfile}",
                hint="check that the engine supports --iidfile",
            )
        return BuildOutcome(image_id=image_id, output=result.output)


_SANDBOX_SYMPTOMS = (
    "error running container",
    "operation not permitted",
    "cannot set up namespace",
    "unshare",
    "pivot_root",
    "overlay",
)


def sandbox_hint(engine: str, output: str) -> str | None:
    """A fix hint for podman/buildah failing to run a build step inside a restricted host.

    ``None`` when the output shows none of the usual symptoms (namespace, mount or overlay
    errors), so the generic hint applies.
    """
    lowered = output.lower()
    if not any(symptom in lowered for symptom in _SANDBOX_SYMPTOMS):
        return None
    return (
        f"if {engine} cannot run build steps on this host (a container or restricted "
        "sandbox), try chroot isolation and vfs storage: "
        f"COMPONENT_ENGINE_ARGS='--isolation chroot' and "
        f"COMPONENT_ENGINE_EXE='{engine} --storage-driver vfs'"
    )


def inherit_env(environ: Mapping[str, str] | None, **extra: str) -> dict[str, str] | None:
    """The environment for an engine command: ``environ`` (or ours) plus ``extra``.

    ``None`` (inherit unchanged) when there is nothing to add and no environ was given.
    """
    if environ is None and not extra:
        return None
    base = dict(os.environ if environ is None else environ)
    base.update(extra)
    return base


def first_line(text: str) -> str:
    for line in text.splitlines():
        if line.strip():
            return line.strip()
    return ""


def describe_failure(output: str, limit: int = 6) -> str:
    """The meaningful lines of a failed probe, joined for a one-paragraph message."""
    lines = [line.strip() for line in output.splitlines() if line.strip()]
    return " / ".join(lines[:limit]) or "(no output)"


def join_argv(argv: Sequence[str]) -> str:
    return shlex.join(argv)
