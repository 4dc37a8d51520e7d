"""`component build` on real engines: images that build, checked through the engine.

Each test writes a component into tmp_path, builds it with the CLI (a subprocess, in the
engine's environment from the harness) and asserts on the image itself: its config
(inspect), what runs in it (run), and its layers (export_layers).

inherit_base_image_packages is covered by two of these builds rather than two more: the
scaffold (default false) and the kitchen sink (true) both install python3-yaml with apt.
"""

from __future__ import annotations

import json
import tarfile
from pathlib import Path

import pytest
import yaml

from .components import (
    MARKER_NAME,
    MARKER_VALUE,
    NOT_PODMAN,
    RUNTIME,
    SHARED_PACKAGES,
    VENV_PYTHON,
    apply,
    build_ok,
    component_cli,
    run_many,
    shared_build_config,
    write_component,
)
from .harness import EngineHarness, layer_members

pytestmark = pytest.mark.e2e

METADATA_LABEL = "io.componentkit.component.metadata"


def _assert_user_is_not_root(config: dict[str, object]) -> None:
    user = str(config["User"])
    assert user, "the image sets no User: it would run as root"
    assert user.split(":")[0] not in ("root", "0"), user


# -- 1. the scaffold ------------------------------------------------------------------------


def test_build_scaffold(engine: EngineHarness, package_index_url: str, tmp_path: Path) -> None:
    directory = tmp_path / "demo"
    init = component_cli(engine, "init", str(directory), "--name", "demo")
    assert init.returncode == 0, init.describe()
    # The scaffold installs uv from the default index (PyPI), which builds cannot reach
    # here: add build_env pointing at the local index (and the other tests' apt packages,
    # so the layers are shared), below the scaffold's commented-out fields.
    with (directory / "component_config.yaml").open("a", encoding="utf-8") as handle:
        handle.write(yaml.safe_dump({"build_config": shared_build_config(package_index_url)}))

    image, _ = build_ok(engine, directory, "scaffold")

    config = engine.inspect(image)
    assert config["Entrypoint"] == [VENV_PYTHON, RUNTIME]
    assert config["Cmd"] == ["describe"]
    assert config["WorkingDir"] == "/opt/component"
    assert config["Labels"]["org.opencontainers.image.title"] == "demo"
    assert config["Labels"]["org.opencontainers.image.version"] == "unknown"
    assert config["Labels"]["org.opencontainers.image.description"] == ""
    assert json.loads(config["Labels"][METADATA_LABEL]) == {}
    _assert_user_is_not_root(config)

    # Through the image's own entrypoint: apply, and describe (the default command). What
    # the scaffold's apply returns is in build/scaffold.py.
    assert apply(engine, image, {"a": 1}) == {"result": 1, "numbers": ["a"], "echo": {}}
    expected = {"name": "demo", "version": "unknown", "description": "", "metadata": {}}
    default = engine.run(image)
    assert default.returncode == 0, default
    assert json.loads(default.stdout) == expected

    # The rest from one container, as the image's user; the argv is the Entrypoint's.
    entry = [VENV_PYTHON, RUNTIME]
    uid, more, stdin, not_object, not_json, described, system_yaml, venv_yaml = run_many(
        engine,
        image,
        [
            (["id", "-u"], None),
            ([*entry, "apply", '{"a": 1, "b": 2.5, "note": "hi", "flag": true}'], None),
            ([*entry, "apply", "-"], '{"x": -4}'),
            ([*entry, "apply", "[1, 2]"], None),
            ([*entry, "apply", "{not json"], None),
            ([*entry, "describe"], None),
            (["/usr/bin/python3", "-c", "import yaml"], None),
            ([VENV_PYTHON, "-c", "import yaml"], None),
        ],
    )
    assert uid.returncode == 0 and int(uid.stdout) != 0, uid
    assert (more.returncode, json.loads(more.stdout)) == (
        0, {"result": 3.5, "numbers": ["a", "b"], "echo": {"note": "hi", "flag": True}}
    ), more
    assert (stdin.returncode, json.loads(stdin.stdout)) == (
        0, {"result": -4, "numbers": ["x"], "echo": {}}
    ), stdin
    assert (not_object.returncode, not_object.stdout) == (1, ""), not_object
    assert "component-kit-error[apply]" in not_object.stderr
    assert "expected a JSON object, got list" in not_object.stderr
    assert not_json.returncode == 2, not_json
    assert "component-kit-error[input]" in not_json.stderr
    assert (described.returncode, json.loads(described.stdout)) == (0, expected), described
    # inherit_base_image_packages defaults to false: apt's python3-yaml is in the image but
    # the environment does not see it.
    assert system_yaml.returncode == 0, system_yaml
    assert venv_yaml.returncode == 1 and "ModuleNotFoundError" in venv_yaml.stderr, venv_yaml


# -- 2. the kitchen sink --------------------------------------------------------------------

ENV = {
    "CK_QUOTES": "double \" and single ' quotes",
    "CK_SPACES": "  two  spaces  ",
    "CK_BACKSLASH": "C:\\dir\\file \\n is not a newline \\",
    "CK_DOLLAR": "$HOME ${HOME} $$ $1 ${UNSET:-default}",
    "CK_CMDSUB": "$(id)",
    "CK_BACKTICK": "`id`",
    "CK_NEWLINE": "first line\nsecond line",
    "CK_UNICODE": "grüße ✓ 日本",
    "CK_EMPTY": "",
    "CK_HASH": "a=b # not a comment",
    "CK_TAB": "col1\tcol2",
}
METADATA = {
    "owner": "team-e2e",
    "tags": ["alpha", "beta"],
    "nested": {"int": 1, "float": 1.5, "bool": True, "none": None, "list": [1, "two"]},
    "tricky": 'quotes " \' $HOME `id` \\ done',
    "multiline": "one\ntwo",
    "unicode": "ünï ✓",
}
DESCRIPTION = 'A "kitchen" sink: $HOME, `id`, \\ backslash,\nand a second line'
DATA = {
    "data/config.json": '{"answer": 42}\n',
    "data/notes.txt": "relative destination\n",
    "data/with space.txt": "space in the name\n",
    "data/dollar.txt": "dollar in the destination\n",
    "data/tree/a.txt": "tree a\n",
    "data/tree/sub/b.txt": "tree b\n",
}
IN_IMAGE = {
    "/opt/data/config.json": '{"answer": 42}\n',
    "/opt/component/notes/notes.txt": "relative destination\n",
    "notes/notes.txt": "relative destination\n",  # read relative to the working directory
    "/opt/data/with space.txt": "space in the name\n",
    "/opt/data/dollar$HOME.txt": "dollar in the destination\n",
    "/opt/tree/a.txt": "tree a\n",
    "/opt/tree/sub/b.txt": "tree b\n",
    "/opt/shared/x.txt": "from outside the component directory\n",
    "/opt/custom-marker": "custom step ran\n",
    "/opt/custom-uid": "0\n",
    "/opt/custom-second": "second line of a multi-line entry\n",
}
CUSTOM_STEPS = [
    # Everything must be in place before the custom steps: data, packages, env, the venv
    # with its requirement (six) and, with inherit_base_image_packages, apt's yaml.
    "RUN test -f /opt/data/config.json && test -f /opt/component/notes/notes.txt"
    " && test -f /opt/tree/sub/b.txt && test -f /opt/shared/x.txt"
    " && command -v jq && jq --version"
    " && /opt/component-kit/venv/bin/python -c 'import six, yaml'"
    ' && test "$CK_SPACES" = "  two  spaces  "'
    " && echo 'custom step ran' > /opt/custom-marker",
    "RUN id -u > /opt/custom-uid\nRUN echo 'second line of a multi-line entry' > /opt/custom-second",
]


def _scan_layers_for(exported: list[Path], needles: list[bytes]) -> list[str]:
    """Where any of ``needles`` occurs: layer member names, file contents, the config."""
    found = []
    *layers, config = exported
    for layer in layers:
        with tarfile.open(layer) as tar:
            for member in tar:
                if any(n in member.name.encode() for n in needles):
                    found.append(f"{layer.name}: name {member.name}")
                if not member.isfile():
                    continue
                handle = tar.extractfile(member)
                assert handle is not None
                data = handle.read()
                for needle in needles:
                    if needle in data:
                        found.append(f"{layer.name}: {member.name} holds {needle!r}")
    text = config.read_bytes()
    found += [f"image config holds {n!r}" for n in needles if n in text]
    return found


def test_build_kitchen_sink(
    engine: EngineHarness, package_index_url: str, tmp_path: Path
) -> None:
    (tmp_path / "shared").mkdir()
    (tmp_path / "shared" / "x.txt").write_text("from outside the component directory\n")
    directory = write_component(
        tmp_path / "kitchen",
        {
            "name": "ck-e2e-kitchen-sink",
            "version": "2.0.0-rc.1+build.7",
            "description": DESCRIPTION,
            "env": ENV,
            "metadata": METADATA,
            "build_config": {
                **shared_build_config(package_index_url),
                "inherit_base_image_packages": True,
                "package_data": [
                    ["data/config.json", "/opt/data/config.json"],
                    ["data/notes.txt", "notes/notes.txt"],
                    ["data/with space.txt", "/opt/data/with space.txt"],
                    ["data/dollar.txt", "/opt/data/dollar$HOME.txt"],
                    ["data/tree", "/opt/tree/"],
                    ["../shared/x.txt", "/opt/shared/x.txt"],
                ],
                "custom_build_steps": CUSTOM_STEPS,
            },
        },
        files=DATA,
    )
    image, _ = build_ok(engine, directory, "kitchen")

    # The image config.
    config = engine.inspect(image)
    env = config["Env"]
    for key, value in ENV.items():
        assert env.get(key) == value, (key, env.get(key), value)
    for absent in (MARKER_NAME, "PIP_INDEX_URL", "UV_DEFAULT_INDEX"):
        assert absent not in env, f"build_env {absent} reached the final image: {env}"
    assert not [k for k in env if k.startswith("COMPONENT_KIT_")], env
    assert env["PATH"].split(":")[0] == "/opt/component-kit/venv/bin"
    labels = config["Labels"]
    assert labels["org.opencontainers.image.title"] == "ck-e2e-kitchen-sink"
    assert labels["org.opencontainers.image.version"] == "2.0.0-rc.1+build.7"
    assert labels["org.opencontainers.image.description"] == DESCRIPTION
    assert json.loads(labels[METADATA_LABEL]) == METADATA
    assert config["Entrypoint"] == [VENV_PYTHON, RUNTIME]
    _assert_user_is_not_root(config)

    # Inside the running image, as the component's user.
    result = apply(
        engine,
        image,
        {
            "env": [*ENV, MARKER_NAME, "PIP_INDEX_URL"],
            "files": list(IN_IMAGE),
            "imports": ["six", "yaml"],
        },
    )
    assert result["env"] == {**ENV, MARKER_NAME: None, "PIP_INDEX_URL": None}
    assert result["files"] == IN_IMAGE
    assert result["imports"]["six"].startswith("/opt/component-kit/venv/"), result["imports"]
    # inherit_base_image_packages: true: apt's python3-yaml, seen from the venv.
    assert result["imports"]["yaml"].startswith("/usr/lib/python3/dist-packages/"), result
    assert result["executable"] == VENV_PYTHON
    assert result["cwd"] == "/opt/component"
    assert result["uid"] != 0

    described, jq = run_many(
        engine, image, [([VENV_PYTHON, RUNTIME, "describe"], None), (["jq", "--version"], None)]
    )
    assert described.returncode == 0, described
    assert json.loads(described.stdout) == {
        "name": "ck-e2e-kitchen-sink",
        "version": "2.0.0-rc.1+build.7",
        "description": DESCRIPTION,
        "metadata": METADATA,
    }
    assert jq.returncode == 0 and jq.stdout.startswith("jq-"), jq

    # The layers: data present, build tools absent, the build_env marker nowhere.
    exported = engine.export_layers(image, tmp_path / "export")
    members = layer_members(exported.layers)
    for path in ("/opt/data/config.json", "/opt/tree/sub/b.txt", "/opt/shared/x.txt",
                 "/opt/component/notes/notes.txt", "/opt/component/component_api.py",
                 f"{VENV_PYTHON}"):
        assert path in members, path
    assert not [m for m in members if m.startswith("/opt/component-kit/tools")], "uv leaked"
    assert not [m for m in members if m.startswith("/opt/component-kit/requirements")]
    leaks = _scan_layers_for(list(exported), [MARKER_NAME.encode(), MARKER_VALUE.encode()])
    assert not leaks, "build_env reached the image:\n" + "\n".join(leaks)


# -- 6. the earlier form --------------------------------------------------------------------


@NOT_PODMAN
def test_build_earlier_form(engine: EngineHarness, package_index_url: str, tmp_path: Path) -> None:
    # The earlier form has no build_env: the requirements file names the local index.
    directory = write_component(
        tmp_path / "earlier",
        {
            "name": "ck-e2e-earlier",
            "version": "0.9",
            "metadata": {"form": "earlier"},
            "build_config": {
                "extra_packages": list(SHARED_PACKAGES),
                "requirements": {"provider": "python-pip"},
                "package_data": [["data/e.txt", "/opt/data/e.txt"]],
            },
        },
        requirements=f"--index-url {package_index_url}\nsix\n",
        files={"data/e.txt": "earlier form data\n"},
    )
    validated = component_cli(engine, "validate", str(directory), "--format", "json")
    assert validated.returncode == 0, validated.describe()
    assert validated.json()["form"] == "earlier"

    image, _ = build_ok(engine, directory, "earlier")

    result = apply(engine, image, {"files": ["/opt/data/e.txt"], "imports": ["six", "yaml"]})
    assert result["files"] == {"/opt/data/e.txt": "earlier form data\n"}
    assert result["imports"]["six"].startswith("/opt/component-kit/venv/lib/"), result
    assert "error" in result["imports"]["yaml"]  # no inherit_base_image_packages in this form
    assert result["executable"] == VENV_PYTHON
    assert result["uid"] != 0
    config = engine.inspect(image)
    assert json.loads(config["Labels"][METADATA_LABEL]) == {"form": "earlier"}
    assert config["Labels"]["org.opencontainers.image.title"] == "ck-e2e-earlier"
