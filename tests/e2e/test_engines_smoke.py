"""The harness itself, on every engine: build with the raw engine, then inspect, run, export."""

from __future__ import annotations

import json
import urllib.request
from pathlib import Path

from .harness import EngineHarness, layer_members


def _context(tmp_path: Path, containerfile: str) -> Path:
    context = tmp_path / "context"
    context.mkdir()
    (context / "Containerfile").write_text(containerfile)
    return context


def test_build_inspect_run_export(engine: EngineHarness, base_image: str, tmp_path: Path) -> None:
    context = _context(
        tmp_path,
        f"FROM {base_image}\nENV CK_SMOKE=hello\nLABEL org.component-kit.smoke={engine.name}\n",
    )
    image = engine.new_image_name("smoke")
    engine.build(context, image, containerfile=context / "Containerfile")

    config = engine.inspect(image)
    assert config["Env"]["CK_SMOKE"] == "hello"
    assert "/usr/bin" in config["Env"]["PATH"].split(":")
    assert config["Labels"]["org.component-kit.smoke"] == engine.name
    assert config["Entrypoint"] == []
    assert config["Cmd"] == ["bash"]
    assert config["User"] == ""

    proc = engine.run(
        image, "sh", "-c", 'echo "$CK_SMOKE"; cat; echo oops >&2; exit 3', stdin="in\n"
    )
    assert (proc.returncode, proc.stdout, proc.stderr) == (3, "hello\nin\n", "oops\n")

    assert engine.file_exists(image, "/etc/debian_version")
    assert not engine.file_exists(image, "/etc/no-such-file")

    exported = engine.export_layers(image, tmp_path / "export")
    assert exported == [*exported.layers, exported.config]
    assert exported.layers
    assert all(layer.is_file() for layer in exported.layers)
    assert "CK_SMOKE=hello" in json.loads(exported.config.read_text())["config"]["Env"]
    assert "/etc/debian_version" in layer_members(exported.layers)

    assert engine.image_size(image) > 50_000_000

    engine.remove(image)
    assert not engine.exists(image)


def test_run_applies_entrypoint_user_workdir(
    engine: EngineHarness, base_image: str, tmp_path: Path
) -> None:
    context = _context(
        tmp_path,
        f"FROM {base_image}\n"
        "RUN useradd --uid 4321 --create-home app && mkdir /srv/app && touch /srv/app/.keep"
        " && rm /etc/issue\n"
        "WORKDIR /srv/app\n"
        "USER app\n"
        'ENTRYPOINT ["/bin/sh", "-c", "echo \\"$(id -u) $(pwd) $*\\"", "entry"]\n'
        'CMD ["default"]\n',
    )
    image = engine.build(context, engine.new_image_name("entry"))

    config = engine.inspect(image)
    assert (config["User"], config["WorkingDir"]) == ("app", "/srv/app")
    assert config["Entrypoint"][:2] == ["/bin/sh", "-c"]
    assert config["Cmd"] == ["default"]

    assert engine.run(image).stdout == "4321 /srv/app default\n"
    assert engine.run(image, "a", "b").stdout == "4321 /srv/app a b\n"
    assert engine.file_exists(image, "/srv/app/.keep")

    members = layer_members(engine.export_layers(image, tmp_path / "export").layers)
    assert "/srv/app/.keep" in members
    assert "/etc/issue" not in members  # a whiteout in the upper layer hides it
    assert not engine.file_exists(image, "/etc/issue")


def test_package_index_serves_wheels(package_index_url: str) -> None:
    opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
    with opener.open(package_index_url + "six/", timeout=10) as response:
        page = response.read().decode()
    assert ".whl#sha256=" in page
