"""Drive the real container engines of the end-to-end tests.

The engines, the base image and the package index come from ``scripts/test-env.sh up``; its
``env`` subcommand prints the ``COMPONENT_KIT_*`` variables read here. What each engine needs
on this kind of machine (root, no registry, a sandbox without user namespaces):

- docker: the Debian client ``/usr/bin/docker`` talking to a private dockerd (``DOCKER_HOST``),
  BuildKit via ``DOCKER_BUILDKIT=1``, and ``--network host`` on builds (the daemon has no bridge).
- buildah and podman: one vfs store named by ``CONTAINERS_STORAGE_CONF`` (buildah ignores
  ``STORAGE_DRIVER``) and ``BUILDAH_ISOLATION=chroot``, which ``buildah build``, ``buildah run``
  and ``podman build`` honour. ``podman run`` does not work here (setrlimit is refused), so
  images of both are run with ``buildah from`` + ``buildah run`` + ``buildah rm``.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import tarfile
import uuid
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, ClassVar

ENGINES = ("docker", "buildah", "podman")

BUILD_TIMEOUT = 900
RUN_TIMEOUT = 300
QUICK_TIMEOUT = 120

# What `buildah run` adds to stderr when the command exits non-zero; docker adds nothing.
_BUILDAH_EXIT_NOISE = re.compile(
    r"^(subprocess exited with status \d+|Error: exit status \d+)$", re.MULTILINE
)


class EngineUnavailable(Exception):
    """The environment of the end-to-end tests is missing or an engine does not answer."""


@dataclass(frozen=True)
class Settings:
    """What ``scripts/test-env.sh env`` exports."""

    docker_host: str
    docker_exe: str
    buildah_exe: str
    podman_exe: str
    storage_conf: str
    storage_driver: str
    isolation: str
    index_url: str
    base_image: str

    VARIABLES: ClassVar[dict[str, str]] = {
        "docker_host": "COMPONENT_KIT_DOCKER_HOST",
        "docker_exe": "COMPONENT_KIT_DOCKER_EXE",
        "buildah_exe": "COMPONENT_KIT_BUILDAH_EXE",
        "podman_exe": "COMPONENT_KIT_PODMAN_EXE",
        "storage_conf": "COMPONENT_KIT_CONTAINERS_STORAGE_CONF",
        "storage_driver": "COMPONENT_KIT_STORAGE_DRIVER",
        "isolation": "COMPONENT_KIT_BUILDAH_ISOLATION",
        "index_url": "COMPONENT_KIT_INDEX_URL",
        "base_image": "COMPONENT_KIT_BASE_IMAGE",
    }

    @classmethod
    def from_environ(cls, environ: Mapping[str, str] = os.environ) -> Settings:
        missing = [var for var in cls.VARIABLES.values() if not environ.get(var)]
        if missing:
            raise EngineUnavailable(
                f"environment variables not set: {', '.join(missing)} "
                '(run `scripts/test-env.sh up` and `eval "$(scripts/test-env.sh env)"`)'
            )
        return cls(**{attr: environ[var] for attr, var in cls.VARIABLES.items()})


class ExportedImage(list[Path]):
    """The files of an exported image: every layer tar, in order, then the config JSON."""

    def __init__(self, layers: Sequence[Path], config: Path) -> None:
        super().__init__([*layers, config])
        self.layers = list(layers)
        self.config = config


def _text(data: bytes | str | None) -> str:
    if data is None:
        return ""
    return data if isinstance(data, str) else data.decode("utf-8", errors="replace")


def _describe(argv: Sequence[str], proc: subprocess.CompletedProcess[bytes]) -> str:
    return (
        f"command failed with exit code {proc.returncode}: {' '.join(argv)}\n"
        f"--- stdout ---\n{_text(proc.stdout)[-4000:]}\n"
        f"--- stderr ---\n{_text(proc.stderr)[-4000:]}"
    )


def normalize_config(config: Mapping[str, Any] | None) -> dict[str, Any]:
    """One shape for the image config of every engine.

    Env becomes a dict; absent values become empty (``{}``, ``""``, ``[]``).
    """
    config = config or {}
    env: dict[str, str] = {}
    for item in config.get("Env") or []:
        key, _, value = item.partition("=")
        env[key] = value
    return {
        "Env": env,
        "Labels": dict(config.get("Labels") or {}),
        "User": config.get("User") or "",
        "WorkingDir": config.get("WorkingDir") or "",
        "Entrypoint": list(config.get("Entrypoint") or []),
        "Cmd": list(config.get("Cmd") or []),
        "ExposedPorts": sorted(config.get("ExposedPorts") or {}),
    }


def _safe_extract(archive: Path, dest: Path) -> None:
    with tarfile.open(archive) as tar:
        if hasattr(tarfile, "data_filter"):
            tar.extractall(dest, filter="data")
        else:  # Python < 3.11.4: no filters; the archives come from our own engines.
            tar.extractall(dest)


@dataclass
class EngineHarness:
    """One engine, as the tests use it. Images made through it are removed by ``cleanup``."""

    name: str
    exe: str
    env: dict[str, str]
    settings: Settings
    _tracked: list[str] = field(default_factory=list, repr=False)

    @classmethod
    def create(cls, name: str, settings: Settings) -> EngineHarness:
        if name == "docker":
            return cls(
                name=name,
                exe=settings.docker_exe,
                env={
                    "DOCKER_HOST": settings.docker_host,
                    "DOCKER_BUILDKIT": "1",
                    "COMPONENT_ENGINE_EXE": settings.docker_exe,
                    "COMPONENT_ENGINE_ARGS": "--network host",
                },
                settings=settings,
            )
        if name in ("buildah", "podman"):
            exe = settings.buildah_exe if name == "buildah" else settings.podman_exe
            return cls(
                name=name,
                exe=exe,
                env={
                    "CONTAINERS_STORAGE_CONF": settings.storage_conf,
                    "STORAGE_DRIVER": settings.storage_driver,
                    "BUILDAH_ISOLATION": settings.isolation,
                    "COMPONENT_ENGINE_EXE": exe,
                    "COMPONENT_ENGINE_ARGS": "",
                },
                settings=settings,
            )
        raise ValueError(f"unknown engine {name!r}; expected one of {', '.join(ENGINES)}")

    # -- running commands ----------------------------------------------------------------------

    def environ(self) -> dict[str, str]:
        """The full environment for a subprocess (such as the ``component`` CLI) on this engine."""
        environ = {k: v for k, v in os.environ.items() if k != "DOCKER_CONTEXT"}
        environ.update(self.env)
        return environ

    def _exec(
        self,
        argv: Sequence[str],
        *,
        timeout: float,
        check: bool = True,
        stdin: bytes | str | None = None,
    ) -> subprocess.CompletedProcess[bytes]:
        argv = list(argv)
        try:
            proc = subprocess.run(
                argv,
                input=stdin.encode() if isinstance(stdin, str) else stdin,
                stdin=subprocess.DEVNULL if stdin is None else None,
                capture_output=True,
                env=self.environ(),
                timeout=timeout,
                check=False,
            )
        except subprocess.TimeoutExpired as exc:
            raise AssertionError(
                f"command timed out after {timeout}s: {' '.join(argv)}\n"
                f"--- stderr ---\n{_text(exc.stderr)[-4000:]}"
            ) from None
        if check and proc.returncode != 0:
            raise AssertionError(_describe(argv, proc))
        return proc

    def engine(
        self, *args: str, timeout: float = QUICK_TIMEOUT, check: bool = True
    ) -> subprocess.CompletedProcess[bytes]:
        """Run the engine's own executable with this harness's environment."""
        return self._exec([self.exe, *args], timeout=timeout, check=check)

    def _buildah(
        self, *args: str, timeout: float = QUICK_TIMEOUT, check: bool = True
    ) -> subprocess.CompletedProcess[bytes]:
        # podman's images live in the same store; buildah runs and inspects them.
        return self._exec([self.settings.buildah_exe, *args], timeout=timeout, check=check)

    # -- availability --------------------------------------------------------------------------

    def check_available(self) -> None:
        """Raise EngineUnavailable unless the engine answers and has the base image."""
        if not os.access(self.exe, os.X_OK):
            raise EngineUnavailable(f"{self.name}: {self.exe} is not an executable")
        probe = ["version"] if self.name == "docker" else ["info"]
        try:
            self.engine(*probe, timeout=30)
        except AssertionError as exc:
            raise EngineUnavailable(f"{self.name} does not answer: {exc}") from None
        if not self.exists(self.settings.base_image):
            raise EngineUnavailable(
                f"{self.name} has no base image {self.settings.base_image} "
                "(scripts/test-env.sh up imports it)"
            )

    # -- images --------------------------------------------------------------------------------

    def new_image_name(self, stem: str = "e2e") -> str:
        """A unique image name, removed again by ``cleanup``."""
        image = f"localhost/ck-{stem}-{uuid.uuid4().hex[:10]}:latest"
        return self.track(image)

    def track(self, image: str) -> str:
        """Remove ``image`` in ``cleanup`` (for images made by the code under test)."""
        if image not in self._tracked:
            self._tracked.append(image)
        return image

    def build(
        self,
        context: Path,
        image: str,
        *extra: str,
        containerfile: Path | None = None,
    ) -> str:
        """Build with the raw engine command (not through component-kit)."""
        self.track(image)
        args = ["build", "-t", image]
        if self.name == "docker":
            args += ["--network", "host"]
        if containerfile is None and (context / "Containerfile").exists():
            containerfile = context / "Containerfile"  # docker 20.10 only looks for Dockerfile
        if containerfile is not None:
            args += ["-f", str(containerfile)]
        self.engine(*args, *extra, str(context), timeout=BUILD_TIMEOUT)
        return image

    def exists(self, image: str) -> bool:
        if self.name == "docker":
            proc = self.engine("image", "inspect", image, check=False)
        else:
            proc = self._buildah("inspect", "--type", "image", image, check=False)
        return proc.returncode == 0

    def _raw_config(self, image: str) -> dict[str, Any]:
        if self.name == "docker":
            data = json.loads(self.engine("image", "inspect", image).stdout)
            return dict(data[0].get("Config") or {})
        data = json.loads(self._buildah("inspect", "--type", "image", image).stdout)
        return dict((data.get("OCIv1") or {}).get("config") or {})

    def inspect(self, image: str) -> dict[str, Any]:
        """The image config: Env (dict), Labels, User, WorkingDir, Entrypoint, Cmd, ExposedPorts."""
        return normalize_config(self._raw_config(image))

    def image_size(self, image: str) -> int:
        """Uncompressed size of all layers, in bytes."""
        if self.name == "docker":
            return int(self.engine("image", "inspect", "--format", "{{.Size}}", image).stdout)
        data = json.loads(self._buildah("inspect", "--type", "image", image).stdout)
        manifest = json.loads(data["Manifest"])
        return sum(int(layer["size"]) for layer in manifest["layers"])

    def remove(self, image: str) -> None:
        """Remove the image; no error when it is already gone."""
        if self.name == "docker":
            self.engine("rmi", "-f", image, check=False)
        else:
            self._buildah("rmi", "-f", image, check=False)
        if self.exists(image):
            raise AssertionError(f"{self.name}: image {image} is still there after removal")

    def cleanup(self) -> None:
        errors = []
        for image in reversed(self._tracked):
            try:
                self.remove(image)
            except AssertionError as exc:
                errors.append(str(exc))
        self._tracked.clear()
        if errors:
            raise AssertionError("\n".join(errors))

    # -- running images ------------------------------------------------------------------------

    def run(
        self,
        image: str,
        *args: str,
        stdin: bytes | str | None = None,
        timeout: float = RUN_TIMEOUT,
        entrypoint: Sequence[str] | None = None,
        user: str | None = None,
    ) -> subprocess.CompletedProcess[str]:
        """Run the image like ``docker run --rm IMAGE ARGS...``; the exit code is not checked.

        The image's Entrypoint, Cmd (replaced by ``args`` when given), User, WorkingDir and Env
        apply. stdout and stderr come back as text.
        """
        if self.name == "docker":
            argv = [self.exe, "run", "--rm", "--network", "none"]
            if stdin is not None:
                argv.append("-i")
            if entrypoint is not None:
                argv += ["--entrypoint", entrypoint[0] if entrypoint else ""]
                args = (*entrypoint[1:], *args)
            if user is not None:
                argv += ["--user", user]
            proc = self._exec([*argv, image, *args], timeout=timeout, check=False, stdin=stdin)
            stderr = _text(proc.stderr)
        else:
            config = self.inspect(image)
            command = list(config["Entrypoint"]) if entrypoint is None else list(entrypoint)
            command += list(args) if args or entrypoint is not None else config["Cmd"]
            if not command:
                raise AssertionError(f"{image} has neither Entrypoint nor Cmd, and no args given")
            proc = self._in_container(image, command, stdin=stdin, timeout=timeout, user=user)
            stderr = _BUILDAH_EXIT_NOISE.sub("", _text(proc.stderr)).rstrip("\n")
            if stderr:
                stderr += "\n"
        return subprocess.CompletedProcess(proc.args, proc.returncode, _text(proc.stdout), stderr)

    def _in_container(
        self,
        image: str,
        command: Sequence[str],
        *,
        stdin: bytes | str | None,
        timeout: float,
        user: str | None,
    ) -> subprocess.CompletedProcess[bytes]:
        """``buildah run`` applies the image's User, WorkingDir and Env, not its Entrypoint/Cmd."""
        container = self._buildah("from", "--pull=never", "--quiet", image).stdout.decode().strip()
        try:
            options = ["--user", user] if user is not None else []
            return self._exec(
                [self.settings.buildah_exe, "run", *options, container, "--", *command],
                timeout=timeout,
                check=False,
                stdin=stdin,
            )
        finally:
            self._buildah("rm", container, check=False)

    def file_exists(self, image: str, path: str) -> bool:
        """Whether ``path`` exists in the image (a dangling symlink counts). Needs /bin/sh."""
        proc = self.run(
            image,
            "-c",
            'test -e "$1" || test -L "$1"',
            "sh",
            path,
            entrypoint=["/bin/sh"],
            user="0:0",
        )
        if proc.returncode not in (0, 1):
            raise AssertionError(f"{self.name}: could not look for {path} in {image}: {proc}")
        return proc.returncode == 0

    # -- exporting -----------------------------------------------------------------------------

    def export_layers(self, image: str, dest_dir: Path) -> ExportedImage:
        """Export the image (docker-archive format) into ``dest_dir`` and unpack it.

        Returns every layer tar, bottom layer first, then the config JSON; ``.layers`` and
        ``.config`` name them apart.
        """
        dest_dir.mkdir(parents=True, exist_ok=True)
        archive = dest_dir / "image.tar"
        if self.name == "docker":
            self.engine("save", "-o", str(archive), image, timeout=BUILD_TIMEOUT)
        else:
            self._buildah(
                "push", "--quiet", image, f"docker-archive:{archive}", timeout=BUILD_TIMEOUT
            )
        unpacked = dest_dir / "image"
        _safe_extract(archive, unpacked)
        archive.unlink()
        manifest = json.loads((unpacked / "manifest.json").read_text())
        if len(manifest) != 1:
            raise AssertionError(f"expected one image in the archive of {image}, got {manifest}")
        layers = [(unpacked / layer).resolve() for layer in manifest[0]["Layers"]]
        return ExportedImage(layers, (unpacked / manifest[0]["Config"]).resolve())


def layer_members(layers: Iterable[Path]) -> set[str]:
    """Absolute paths present in the image stacked from ``layers``, OCI whiteouts applied."""
    present: set[str] = set()
    for layer in layers:
        added: set[str] = set()
        removed: set[str] = set()  # a path whose lower-layer contents this layer hides
        opaque: set[str] = set()  # a directory whose lower-layer entries this layer hides
        with tarfile.open(layer) as tar:
            for member in tar:
                name = member.name[2:] if member.name.startswith("./") else member.name
                path = "/" + name.strip("/")
                head, _, base = path.rpartition("/")
                if base == ".wh..wh..opq":
                    opaque.add(head)
                elif base.startswith(".wh."):
                    removed.add(f"{head}/{base[4:]}")
                elif path != "/":
                    added.add(path)

        def hidden(path: str, removed: set[str] = removed, opaque: set[str] = opaque) -> bool:
            return any(path == r or path.startswith(r + "/") for r in removed) or any(
                path.startswith(d + "/") for d in opaque
            )

        present = {p for p in present if not hidden(p)} | added
    return present
