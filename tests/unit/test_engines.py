"""Tests of the build engines: exact argv, probing, detection, environment settings.

Nothing here runs a real engine: ``_process.run`` and ``_process.stream`` are replaced by
fakes that answer from recorded outputs.
"""

from __future__ import annotations

import json
import subprocess
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from component_kit import _process
from component_kit.engines import (
    ENGINES,
    BuildahEngine,
    BuildRequest,
    DockerEngine,
    Engine,
    PodmanEngine,
    SecretSpec,
    build_command,
    buildah,
    detect_engine,
    docker,
    engine_settings_from_env,
    get_engine,
    podman,
)
from component_kit.engines.base import common_build_options
from component_kit.errors import (
    BuildError,
    EngineUnavailable,
    ExecutableNotFound,
    ProcessError,
    UsageError,
)

CTX = Path("/src/ctx")
BUILD_FILE = Path("/src/ctx/Containerfile")
IID = Path("/tmp/iid")


def request(**overrides: object) -> BuildRequest:
    values: dict[str, object] = {
        "context_dir": CTX,
        "build_file": BUILD_FILE,
        "tags": ("demo:1.0",),
        "platform": None,
        "iidfile": IID,
    }
    values.update(overrides)
    return BuildRequest(**values)  # type: ignore[arg-type]


# --- argv ---------------------------------------------------------------------------------

# What each engine puts before the shared options.
PREFIXES: dict[str, list[str]] = {
    "docker-buildx": ["docker", "buildx", "build", "--load", "--progress", "plain"],
    "docker-classic": ["docker", "build", "--progress", "plain"],
    "podman": ["podman", "build", "--layers"],
    "buildah": ["buildah", "build", "--layers", "--force-rm"],
}


def argv_for(engine: str, req: BuildRequest) -> list[str]:
    if engine == "docker-buildx":
        return docker.build_argv("docker", req, buildx=True)
    if engine == "docker-classic":
        return docker.build_argv("docker", req, buildx=False)
    if engine == "podman":
        return podman.build_argv("podman", req)
    return buildah.build_argv("buildah", req)


OPTION_CASES: list[tuple[str, dict[str, object], list[str]]] = [
    ("minimal", {}, ["-f", str(BUILD_FILE), "-t", "demo:1.0", "--iidfile", str(IID)]),
    (
        "several-tags",
        {"tags": ("demo:1.0", "demo:latest", "reg.example/demo:x")},
        [
            "-f",
            str(BUILD_FILE),
            "-t",
            "demo:1.0",
            "-t",
            "demo:latest",
            "-t",
            "reg.example/demo:x",
            "--iidfile",
            str(IID),
        ],
    ),
    ("no-tags", {"tags": ()}, ["-f", str(BUILD_FILE), "--iidfile", str(IID)]),
    (
        "platform",
        {"platform": "linux/arm64"},
        [
            "-f",
            str(BUILD_FILE),
            "-t",
            "demo:1.0",
            "--platform",
            "linux/arm64",
            "--iidfile",
            str(IID),
        ],
    ),
    (
        "secret-env",
        {"secrets": (SecretSpec("tok", env="MY_TOKEN"),)},
        [
            "-f",
            str(BUILD_FILE),
            "-t",
            "demo:1.0",
            "--secret",
            "id=tok,env=MY_TOKEN",
            "--iidfile",
            str(IID),
        ],
    ),
    (
        "secret-src",
        {"secrets": (SecretSpec("tok", src=Path("/run/tok.txt")),)},
        [
            "-f",
            str(BUILD_FILE),
            "-t",
            "demo:1.0",
            "--secret",
            "id=tok,src=/run/tok.txt",
            "--iidfile",
            str(IID),
        ],
    ),
    (
        "two-secrets",
        {"secrets": (SecretSpec("a", env="A"), SecretSpec("b", src=Path("b.txt")))},
        [
            "-f",
            str(BUILD_FILE),
            "-t",
            "demo:1.0",
            "--secret",
            "id=a,env=A",
            "--secret",
            "id=b,src=b.txt",
            "--iidfile",
            str(IID),
        ],
    ),
    (
        "no-cache",
        {"no_cache": True},
        ["-f", str(BUILD_FILE), "-t", "demo:1.0", "--no-cache", "--iidfile", str(IID)],
    ),
    (
        "extra-args",
        {"extra_args": ("--network", "host", "--isolation=chroot")},
        [
            "-f",
            str(BUILD_FILE),
            "-t",
            "demo:1.0",
            "--iidfile",
            str(IID),
            "--network",
            "host",
            "--isolation=chroot",
        ],
    ),
    (
        "build-args",
        {"build_args": (("A", "1 2"), ("B", None))},
        [
            "-f",
            str(BUILD_FILE),
            "-t",
            "demo:1.0",
            "--build-arg",
            "A=1 2",
            "--build-arg",
            "B",
            "--iidfile",
            str(IID),
        ],
    ),
    ("no-iidfile", {"iidfile": None}, ["-f", str(BUILD_FILE), "-t", "demo:1.0"]),
]


@pytest.mark.parametrize("engine", list(PREFIXES))
@pytest.mark.parametrize(
    ("overrides", "options"),
    [pytest.param(o, exp, id=case) for case, o, exp in OPTION_CASES],
)
def test_build_argv_per_option(
    engine: str, overrides: dict[str, object], options: list[str]
) -> None:
    assert argv_for(engine, request(**overrides)) == [*PREFIXES[engine], *options, str(CTX)]


FULL = request(
    tags=("a:1", "b:2"),
    platform="linux/amd64",
    secrets=(SecretSpec("tok", env="TOK"), SecretSpec("f", src=Path("/s/f"))),
    no_cache=True,
    extra_args=("--network", "host"),
)
FULL_TAIL = [
    "-f", "/src/ctx/Containerfile",
    "-t", "a:1", "-t", "b:2",
    "--platform", "linux/amd64",
    "--secret", "id=tok,env=TOK", "--secret", "id=f,src=/s/f",
    "--no-cache",
    "--iidfile", "/tmp/iid",
    "--network", "host",
    "/src/ctx",
]  # fmt: skip


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        pytest.param(
            docker.build_argv("/usr/bin/docker", FULL, buildx=True),
            ["/usr/bin/docker", "buildx", "build", "--load", "--progress", "plain", *FULL_TAIL],
            id="docker-buildx",
        ),
        pytest.param(
            docker.build_argv("docker", FULL, buildx=False),
            ["docker", "build", "--progress", "plain", *FULL_TAIL],
            id="docker-classic",
        ),
        pytest.param(
            podman.build_argv("podman", FULL, global_args=("--storage-driver", "vfs")),
            ["podman", "--storage-driver", "vfs", "build", "--layers", *FULL_TAIL],
            id="podman-global-args",
        ),
        pytest.param(
            buildah.build_argv("buildah", FULL),
            ["buildah", "build", "--layers", "--force-rm", *FULL_TAIL],
            id="buildah",
        ),
        pytest.param(
            buildah.build_argv("buildah", FULL, iidfile=Path("/other/iid")),
            [
                "buildah",
                "build",
                "--layers",
                "--force-rm",
                *FULL_TAIL[:-5],
                "--iidfile",
                "/other/iid",
                "--network",
                "host",
                "/src/ctx",
            ],
            id="buildah-iidfile-override",
        ),
    ],
)
def test_build_argv_all_options(argv: list[str], expected: list[str]) -> None:
    assert argv == expected


@pytest.mark.parametrize(
    ("name", "exe", "expected"),
    [
        ("docker", None, ["env", "DOCKER_BUILDKIT=1", "docker", "build", "--progress", "plain"]),
        ("podman", "/opt/podman --root /r", ["/opt/podman", "--root", "/r", "build", "--layers"]),
        ("buildah", None, ["buildah", "build", "--layers", "--force-rm"]),
    ],
)
def test_build_command(name: str, exe: str | None, expected: list[str]) -> None:
    argv = build_command(name, exe, request())
    assert argv == [
        *expected,
        "-f",
        str(BUILD_FILE),
        "-t",
        "demo:1.0",
        "--iidfile",
        str(IID),
        str(CTX),
    ]


def test_build_command_unknown_engine() -> None:
    with pytest.raises(UsageError):
        build_command("kaniko", None, request())


def test_buildah_always_caches_layers_and_removes_failed_containers() -> None:
    argv = buildah.build_argv("buildah", request(no_cache=True))
    assert "--layers" in argv
    assert "--force-rm" in argv


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        (
            docker.daemon_probe_argv("docker"),
            ["docker", "version", "--format", "{{.Server.Version}}"],
        ),
        (docker.buildx_probe_argv("docker"), ["docker", "buildx", "version"]),
        (docker.classic_probe_argv("docker"), ["docker", "build", "--help"]),
        (
            docker.image_size_argv("docker", "img:1"),
            ["docker", "image", "inspect", "--format", "{{.Size}}", "img:1"],
        ),
        (
            docker.remove_image_argv("docker", "img:1"),
            ["docker", "image", "rm", "--force", "img:1"],
        ),
        (podman.probe_argv("podman"), ["podman", "info", "--format", "{{.Version.Version}}"]),
        (
            podman.image_size_argv("podman", "img:1", ("--root", "/r")),
            ["podman", "--root", "/r", "image", "inspect", "--format", "{{.Size}}", "img:1"],
        ),
        (podman.remove_image_argv("podman", "img:1"), ["podman", "rmi", "--force", "img:1"]),
        (
            buildah.probe_argv("buildah"),
            ["buildah", "info", "--format", "{{.store.GraphDriverName}}"],
        ),
        (
            buildah.image_size_argv("buildah", "img:1"),
            ["buildah", "inspect", "--type", "image", "--format", "{{.Manifest}}", "img:1"],
        ),
        (buildah.remove_image_argv("buildah", "img:1"), ["buildah", "rmi", "--force", "img:1"]),
    ],
)
def test_other_argv(argv: list[str], expected: list[str]) -> None:
    assert argv == expected


def test_common_options_iidfile_argument_wins() -> None:
    options = common_build_options(request(), Path("/x"))
    assert options[options.index("--iidfile") + 1] == "/x"


def test_secret_spec_rules() -> None:
    assert SecretSpec("a").as_option() == "id=a"
    with pytest.raises(ValueError, match="not both"):
        SecretSpec("a", env="A", src=Path("f"))
    with pytest.raises(ValueError, match="id"):
        SecretSpec("", env="A")


# --- a fake _process.run ------------------------------------------------------------------

Answer = str | BaseException


@dataclass
class FakeRun:
    """Answers ``_process.run`` from a table: subcommand words -> answer.

    An answer is stdout (exit 0) or an exception to raise. Unknown commands fail the test.
    """

    answers: dict[tuple[str, ...], Answer]
    calls: list[tuple[list[str], Mapping[str, str] | None]] = field(default_factory=list)
    missing: set[str] = field(default_factory=set)

    def __call__(
        self,
        argv: Sequence[str],
        *,
        env: Mapping[str, str] | None = None,
        cwd: object = None,
        timeout: float | None = None,
        input: str | None = None,
        check: bool = True,
    ) -> subprocess.CompletedProcess[str]:
        args = [str(a) for a in argv]
        self.calls.append((args, env))
        if args[0] in self.missing:
            raise ExecutableNotFound(args[0], hint="install it")
        # Match the subcommand wherever it starts (global options may come first).
        for key in sorted(self.answers, key=len, reverse=True):
            if any(tuple(args[i : i + len(key)]) == key for i in range(1, len(args))):
                answer = self.answers[key]
                if isinstance(answer, BaseException):
                    raise answer
                return subprocess.CompletedProcess(args, 0, answer, "")
        raise AssertionError(f"unexpected command: {args}")

    def commands(self) -> list[list[str]]:
        return [argv for argv, _ in self.calls]


def failed(argv: str, output: str, code: int = 1) -> ProcessError:
    return ProcessError(argv.split(), code, output)


DAEMON_DOWN = failed(
    "docker version",
    "Cannot connect to the Docker daemon at unix:///x.sock. Is the docker daemon running?",
)
NO_BUILDX = failed("docker buildx version", "docker: 'buildx' is not a docker command.")
BUILDKIT_MISSING = failed(
    "docker build --help",
    "ERROR: BuildKit is enabled but the buildx component is missing or broken.\n"
    "       Install the buildx component to build images with BuildKit:\n"
    "       https://docs.docker.com/go/buildx/\n",
)


@pytest.fixture
def fake_run(monkeypatch: pytest.MonkeyPatch) -> Callable[..., FakeRun]:
    def install(answers: dict[tuple[str, ...], Answer], missing: Iterable[str] = ()) -> FakeRun:
        fake = FakeRun(dict(answers), missing=set(missing))
        monkeypatch.setattr(_process, "run", fake)
        return fake

    return install


DOCKER_OK_BUILDX: dict[tuple[str, ...], Answer] = {
    ("version",): "20.10.24\n",
    ("buildx", "version"): "github.com/docker/buildx v0.10.4\n",
}
DOCKER_OK_CLASSIC: dict[tuple[str, ...], Answer] = {
    ("version",): "20.10.24\n",
    ("buildx", "version"): NO_BUILDX,
    ("build", "--help"): "Usage:  docker build [OPTIONS] PATH | URL | -\n",
}
PODMAN_OK: dict[tuple[str, ...], Answer] = {("info",): "4.3.1\n"}
BUILDAH_OK: dict[tuple[str, ...], Answer] = {("info",): "vfs\n"}


def test_docker_prefers_buildx(fake_run: Callable[..., FakeRun]) -> None:
    fake = fake_run(DOCKER_OK_BUILDX)
    engine = DockerEngine()
    engine.check_available()
    assert engine.buildx is True
    assert fake.commands() == [
        ["docker", "version", "--format", "{{.Server.Version}}"],
        ["docker", "buildx", "version"],
    ]


def test_docker_classic_with_buildkit(fake_run: Callable[..., FakeRun]) -> None:
    fake = fake_run(DOCKER_OK_CLASSIC)
    engine = DockerEngine("/usr/bin/docker", environ={"PATH": "/bin", "DOCKER_HOST": "unix:///s"})
    engine.check_available()
    assert engine.buildx is False
    argv, env = fake.calls[-1]
    assert argv == ["/usr/bin/docker", "build", "--help"]
    assert env is not None
    assert env["DOCKER_BUILDKIT"] == "1"
    assert env["DOCKER_HOST"] == "unix:///s"


def test_docker_buildkit_missing_message(fake_run: Callable[..., FakeRun]) -> None:
    fake_run({**DOCKER_OK_CLASSIC, ("build", "--help"): BUILDKIT_MISSING})
    with pytest.raises(EngineUnavailable) as info:
        DockerEngine().check_available()
    err = info.value
    assert "BuildKit is enabled but the buildx component is missing or broken" in err.message
    assert err.hint is not None
    assert "buildx" in err.hint
    assert "COMPONENT_ENGINE_EXE" in err.hint
    assert err.code == "engine-unavailable"


def test_docker_classic_other_failure(fake_run: Callable[..., FakeRun]) -> None:
    fake_run({**DOCKER_OK_CLASSIC, ("build", "--help"): failed("docker build", "weird")})
    with pytest.raises(EngineUnavailable, match="weird") as info:
        DockerEngine().check_available()
    assert info.value.hint


def test_docker_binary_missing(fake_run: Callable[..., FakeRun]) -> None:
    fake_run({}, missing=["docker"])
    with pytest.raises(EngineUnavailable, match="not found") as info:
        DockerEngine().check_available()
    assert info.value.hint is not None
    assert "install" in info.value.hint.lower()


def test_docker_daemon_unreachable_names_docker_host(
    fake_run: Callable[..., FakeRun],
) -> None:
    fake_run({("version",): DAEMON_DOWN})
    engine = DockerEngine(environ={"DOCKER_HOST": "unix:///x.sock"})
    with pytest.raises(EngineUnavailable) as info:
        engine.check_available()
    assert "DOCKER_HOST=unix:///x.sock" in info.value.message
    assert "Cannot connect" in info.value.message
    assert info.value.hint is not None
    assert "DOCKER_HOST" in info.value.hint


def test_docker_daemon_unreachable_default_socket(fake_run: Callable[..., FakeRun]) -> None:
    fake_run({("version",): DAEMON_DOWN})
    with pytest.raises(EngineUnavailable, match="DOCKER_HOST is not set"):
        DockerEngine(environ={}).check_available()


def test_docker_global_args_from_exe(fake_run: Callable[..., FakeRun]) -> None:
    fake = fake_run(DOCKER_OK_BUILDX)
    engine = DockerEngine("docker --context ci")
    engine.check_available()
    assert engine.exe == "docker"
    assert fake.commands()[0][:3] == ["docker", "--context", "ci"]


@pytest.mark.parametrize(("cls", "program"), [(PodmanEngine, "podman"), (BuildahEngine, "buildah")])
def test_daemonless_engine_missing(
    fake_run: Callable[..., FakeRun], cls: type[PodmanEngine | BuildahEngine], program: str
) -> None:
    fake_run({}, missing=[program])
    with pytest.raises(EngineUnavailable, match="not found") as info:
        cls().check_available()
    assert info.value.hint is not None
    assert f"apt-get install {program}" in info.value.hint


@pytest.mark.parametrize(("cls", "program"), [(PodmanEngine, "podman"), (BuildahEngine, "buildah")])
def test_daemonless_engine_info_fails(
    fake_run: Callable[..., FakeRun], cls: type[PodmanEngine | BuildahEngine], program: str
) -> None:
    fake_run({("info",): failed(f"{program} info", "Error: kernel does not support overlay fs")})
    with pytest.raises(EngineUnavailable, match="overlay fs") as info:
        cls().check_available()
    assert info.value.hint is not None
    assert "--storage-driver vfs" in info.value.hint


# --- detection ----------------------------------------------------------------------------


def test_detect_auto_takes_docker_first(fake_run: Callable[..., FakeRun]) -> None:
    fake_run({**DOCKER_OK_BUILDX})
    assert detect_engine().name == "docker"


def test_detect_auto_falls_back_to_podman(fake_run: Callable[..., FakeRun]) -> None:
    fake = fake_run(PODMAN_OK, missing=["docker"])
    engine = detect_engine("auto")
    assert engine.name == "podman"
    assert [c[0] for c in fake.commands()] == ["docker", "podman"]


def test_detect_auto_falls_back_to_buildah_when_buildkit_missing(
    fake_run: Callable[..., FakeRun],
) -> None:
    fake_run(
        {**DOCKER_OK_CLASSIC, ("build", "--help"): BUILDKIT_MISSING, **BUILDAH_OK},
        missing=["podman"],
    )
    assert detect_engine().name == "buildah"


def test_detect_auto_none_lists_every_failure(fake_run: Callable[..., FakeRun]) -> None:
    fake_run({("version",): DAEMON_DOWN}, missing=["podman", "buildah"])
    with pytest.raises(EngineUnavailable) as info:
        detect_engine("auto")
    message = info.value.message
    assert message.startswith("no usable build engine:")
    assert "\n  docker: cannot reach the Docker daemon" in message
    assert "\n  podman: the program 'podman' was not found" in message
    assert "\n  buildah: the program 'buildah' was not found" in message
    assert "docker: docker:" not in message
    assert "Cannot connect" in message
    assert info.value.hint is not None
    assert "apt-get install podman" in info.value.hint


def test_detect_named_engine_raises_its_own_error(fake_run: Callable[..., FakeRun]) -> None:
    fake = fake_run({**PODMAN_OK, ("version",): DAEMON_DOWN})
    with pytest.raises(EngineUnavailable, match="Docker daemon"):
        detect_engine("docker")
    assert all(argv[0] == "docker" for argv in fake.commands())


def test_detect_named_engine(fake_run: Callable[..., FakeRun]) -> None:
    fake_run(BUILDAH_OK)
    engine = detect_engine("buildah", exe="/usr/bin/buildah")
    assert isinstance(engine, BuildahEngine)
    assert engine.exe == "/usr/bin/buildah"


def test_detect_auto_with_exe_uses_the_engine_it_names(
    fake_run: Callable[..., FakeRun],
) -> None:
    fake = fake_run(PODMAN_OK)
    engine = detect_engine("auto", exe="/usr/bin/podman --storage-driver vfs")
    assert engine.name == "podman"
    assert fake.commands() == [
        ["/usr/bin/podman", "--storage-driver", "vfs", "info", "--format", "{{.Version.Version}}"]
    ]


def test_detect_auto_with_unknown_exe(fake_run: Callable[..., FakeRun]) -> None:
    fake_run({})
    with pytest.raises(EngineUnavailable, match="cannot tell which engine"):
        detect_engine("auto", exe="/opt/bin/builder")


def test_get_engine_registry() -> None:
    assert set(ENGINES) == {"docker", "podman", "buildah"}
    for name in ENGINES:
        engine: Engine = get_engine(name, None)
        assert engine.name == name
        assert engine.exe == name
    assert get_engine("podman", "/opt/podman").exe == "/opt/podman"


def test_get_engine_unknown() -> None:
    with pytest.raises(UsageError, match="unknown build engine 'kaniko'"):
        get_engine("kaniko", None)


# --- build, size, remove ------------------------------------------------------------------


@dataclass
class FakeStream:
    output: str = "STEP 1/1: FROM scratch\n"
    returncode: int = 0
    image_id: str | None = "sha256:" + "ab" * 32
    calls: list[tuple[list[str], Mapping[str, str] | None]] = field(default_factory=list)

    def __call__(
        self,
        argv: Sequence[str],
        *,
        env: Mapping[str, str] | None = None,
        cwd: object = None,
        on_line: Callable[[str], None] | None = None,
        redact: Iterable[str] = (),
        **_: object,
    ) -> _process.StreamResult:
        args = [str(a) for a in argv]
        self.calls.append((args, env))
        mask = _process.make_redactor(redact)
        lines = [mask(line) for line in self.output.splitlines()]
        for line in lines:
            if on_line is not None:
                on_line(line)
        if self.image_id is not None:
            Path(args[args.index("--iidfile") + 1]).write_text(self.image_id + "\n")
        return _process.StreamResult(self.returncode, "\n".join(lines))


@pytest.fixture
def fake_stream(monkeypatch: pytest.MonkeyPatch) -> Callable[..., FakeStream]:
    def install(**kwargs: object) -> FakeStream:
        fake = FakeStream(**kwargs)  # type: ignore[arg-type]
        monkeypatch.setattr(_process, "stream", fake)
        return fake

    return install


def test_docker_classic_build(
    fake_run: Callable[..., FakeRun], fake_stream: Callable[..., FakeStream]
) -> None:
    fake_run(DOCKER_OK_CLASSIC)
    stream = fake_stream(output="step one\nusing token s3cret\n")
    seen: list[str] = []
    engine = DockerEngine(environ={"PATH": "/bin", "DOCKER_HOST": "tcp://h:2375"})
    outcome = engine.build(request(iidfile=None), seen.append, redact=["s3cret"])
    assert outcome.image_id == "sha256:" + "ab" * 32
    assert outcome.output == "step one\nusing token ***"
    assert seen == ["step one", "using token ***"]
    argv, env = stream.calls[0]
    assert argv[:4] == ["docker", "build", "--progress", "plain"]
    assert env is not None
    assert env["DOCKER_BUILDKIT"] == "1"
    assert env["DOCKER_HOST"] == "tcp://h:2375"
    # A temporary iidfile was used and is gone.
    assert not Path(argv[argv.index("--iidfile") + 1]).exists()


def test_docker_buildx_build_env(
    fake_run: Callable[..., FakeRun], fake_stream: Callable[..., FakeStream]
) -> None:
    fake_run(DOCKER_OK_BUILDX)
    stream = fake_stream()
    DockerEngine(environ={"PATH": "/bin"}).build(request(iidfile=None))
    argv, env = stream.calls[0]
    assert argv[:4] == ["docker", "buildx", "build", "--load"]
    assert env == {"PATH": "/bin"}


def test_build_uses_requested_iidfile(
    tmp_path: Path, fake_stream: Callable[..., FakeStream]
) -> None:
    iid = tmp_path / "image.iid"
    iid.write_text("stale")
    fake_stream(image_id="0123abcd" * 8)
    outcome = BuildahEngine().build(request(iidfile=iid))
    # A bare hex id gets the sha256: prefix.
    assert outcome.image_id == "sha256:" + "0123abcd" * 8
    assert iid.read_text().strip() == "0123abcd" * 8


def test_build_failure_raises_build_error_with_tail(
    fake_stream: Callable[..., FakeStream],
) -> None:
    output = "\n".join(f"line {i}" for i in range(100)) + "\nError: step 3 failed"
    fake_stream(output=output, returncode=1, image_id=None)
    with pytest.raises(BuildError) as info:
        PodmanEngine().build(request(iidfile=None))
    err = info.value
    assert "podman build failed with exit code 1" in err.message
    assert "Error: step 3 failed" in err.message
    assert "line 10\n" not in err.message
    assert err.hint


def test_build_failure_sandbox_hint(fake_stream: Callable[..., FakeStream]) -> None:
    fake_stream(
        output="error running container: ... Operation not permitted", returncode=1, image_id=None
    )
    with pytest.raises(BuildError) as info:
        BuildahEngine().build(request(iidfile=None))
    assert info.value.hint is not None
    assert "--isolation chroot" in info.value.hint


def test_build_without_image_id(fake_stream: Callable[..., FakeStream]) -> None:
    fake_stream(image_id=None)
    with pytest.raises(BuildError, match="no image id"):
        BuildahEngine().build(request(iidfile=None))


def test_build_missing_executable(monkeypatch: pytest.MonkeyPatch) -> None:
    def missing(argv: Sequence[str], **_: object) -> _process.StreamResult:
        raise ExecutableNotFound(str(argv[0]), hint="install it")

    monkeypatch.setattr(_process, "stream", missing)
    with pytest.raises(BuildError, match="not found"):
        BuildahEngine("/nope/buildah").build(request(iidfile=None))


@pytest.mark.parametrize(
    ("cls", "answer", "expected"),
    [
        (DockerEngine, "123456\n", 123456),
        (PodmanEngine, "3532\n", 3532),
        (
            BuildahEngine,
            json.dumps(
                {
                    "schemaVersion": 2,
                    "config": {"digest": "sha256:c", "size": 494},
                    "layers": [{"size": 2048}, {"size": 1000}],
                }
            ),
            3542,
        ),
    ],
)
def test_image_size(
    fake_run: Callable[..., FakeRun],
    cls: type[DockerEngine | PodmanEngine | BuildahEngine],
    answer: str,
    expected: int,
) -> None:
    fake = fake_run({("image", "inspect"): answer, ("inspect",): answer})
    assert cls().image_size("img:1") == expected
    assert fake.commands()[0][-1] == "img:1"


def test_image_size_garbage(fake_run: Callable[..., FakeRun]) -> None:
    fake_run({("image", "inspect"): "<no value>\n", ("inspect",): "not json"})
    with pytest.raises(BuildError):
        PodmanEngine().image_size("img")
    with pytest.raises(BuildError):
        BuildahEngine().image_size("img")


@pytest.mark.parametrize("cls", [DockerEngine, PodmanEngine, BuildahEngine])
def test_remove_image(
    fake_run: Callable[..., FakeRun], cls: type[DockerEngine | PodmanEngine | BuildahEngine]
) -> None:
    fake = fake_run({("image", "rm"): "", ("rmi",): ""})
    cls().remove_image("img:1")
    assert fake.commands()[0][-2:] == ["--force", "img:1"]


# --- environment settings -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("environ", "expected"),
    [
        ({}, (None, ())),
        ({"COMPONENT_ENGINE_EXE": "", "COMPONENT_ENGINE_ARGS": ""}, (None, ())),
        ({"COMPONENT_ENGINE_EXE": "  "}, (None, ())),
        ({"COMPONENT_ENGINE_EXE": "/usr/bin/docker"}, ("/usr/bin/docker", ())),
        (
            {"COMPONENT_ENGINE_ARGS": "--network host --isolation=chroot"},
            (None, ("--network", "host", "--isolation=chroot")),
        ),
        (
            {"COMPONENT_ENGINE_ARGS": "--build-arg 'GREETING=hello world' --label a=\"b c\""},
            (None, ("--build-arg", "GREETING=hello world", "--label", "a=b c")),
        ),
        (
            {"COMPONENT_ENGINE_EXE": "buildah --storage-driver vfs", "COMPONENT_ENGINE_ARGS": " "},
            ("buildah --storage-driver vfs", ()),
        ),
    ],
)
def test_engine_settings_from_env(
    environ: dict[str, str], expected: tuple[str | None, tuple[str, ...]]
) -> None:
    assert engine_settings_from_env(environ) == expected


@pytest.mark.parametrize("var", ["COMPONENT_ENGINE_ARGS", "COMPONENT_ENGINE_EXE"])
def test_engine_settings_unbalanced_quote(var: str) -> None:
    with pytest.raises(UsageError, match=var):
        engine_settings_from_env({var: "--label 'open"})
