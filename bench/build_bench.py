"""Benchmark `component build` on a real engine.

Measures, for the scaffolded example component (plus one requirement):
cold build (--no-cache), no-change rebuild, rebuild after editing only component_api.py,
the bytes of the build context, and the final image size minus the base image size.
Prints medians over --runs repetitions; these machines are noisy.

Needs the environment of `scripts/test-env.sh env` (engine settings and the local index):
    eval "$(bash scripts/test-env.sh env)"; python bench/build_bench.py --engine docker
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def engine_env(engine: str) -> dict[str, str]:
    env = dict(os.environ)
    if engine == "docker":
        env["DOCKER_HOST"] = os.environ["COMPONENT_KIT_DOCKER_HOST"]
        env["COMPONENT_ENGINE_EXE"] = os.environ.get("COMPONENT_KIT_DOCKER_EXE", "/usr/bin/docker")
        env["COMPONENT_ENGINE_ARGS"] = "--network host"
    else:
        exe = os.environ[f"COMPONENT_KIT_{engine.upper()}_EXE"]
        env["COMPONENT_ENGINE_EXE"] = exe
        env["STORAGE_DRIVER"] = os.environ.get("COMPONENT_KIT_STORAGE_DRIVER", "vfs")
        if "COMPONENT_KIT_CONTAINERS_STORAGE_CONF" in os.environ:
            env["CONTAINERS_STORAGE_CONF"] = os.environ["COMPONENT_KIT_CONTAINERS_STORAGE_CONF"]
        env["BUILDAH_ISOLATION"] = os.environ.get("COMPONENT_KIT_BUILDAH_ISOLATION", "chroot")
    return env


def build(directory: Path, engine: str, env: dict[str, str], *extra: str) -> dict[str, object]:
    start = time.perf_counter()
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "component_kit.cli",
            "build",
            str(directory),
            "--engine",
            engine,
            "--format",
            "json",
            *extra,
        ],
        env=env,
        capture_output=True,
        text=True,
    )
    seconds = time.perf_counter() - start
    if proc.returncode != 0:
        sys.exit(f"build failed:\n{proc.stderr[-3000:]}")
    result: dict[str, object] = json.loads(proc.stdout)
    result["wall"] = seconds
    return result


def context_bytes(directory: Path) -> int:
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "ctx"
        subprocess.run(
            [
                sys.executable,
                "-m",
                "component_kit.cli",
                "build",
                str(directory),
                "--generate-only",
                str(out),
            ],
            check=True,
            capture_output=True,
        )
        return sum(p.stat().st_size for p in out.rglob("*") if p.is_file())


def base_size(engine: str, env: dict[str, str]) -> int:
    if engine == "docker":
        argv = [
            env["COMPONENT_ENGINE_EXE"],
            "image",
            "inspect",
            "-f",
            "{{.Size}}",
            "debian:bookworm-slim",
        ]
        return int(subprocess.run(argv, env=env, capture_output=True, text=True, check=True).stdout)
    exe = env["COMPONENT_ENGINE_EXE"].split()[0]
    argv = [exe, "inspect", "--type", "image", "debian:bookworm-slim"]
    info = json.loads(
        subprocess.run(argv, env=env, capture_output=True, text=True, check=True).stdout
    )
    manifest = json.loads(info.get("Manifest", "{}"))
    return sum(layer.get("size", 0) for layer in manifest.get("layers", []))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--engine", default="docker", choices=("docker", "buildah", "podman"))
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    env = engine_env(args.engine)
    index = os.environ.get("COMPONENT_KIT_INDEX_URL", "http://127.0.0.1:8765/simple/")
    cold, unchanged, api_edit = [], [], []
    sizes: list[int] = []
    with tempfile.TemporaryDirectory() as tmp:
        directory = Path(tmp) / "bench-component"
        subprocess.run(
            [
                sys.executable,
                "-m",
                "component_kit.cli",
                "init",
                str(directory),
                "--name",
                "bench-component",
            ],
            check=True,
            capture_output=True,
        )
        _set_build_env(directory / "component_config.yaml", index)
        (directory / "component_requirements.txt").write_text("six\n")
        api = directory / "component_api.py"
        original_api = api.read_text()
        for run in range(args.runs):
            api.write_text(original_api)
            cold.append(float(build(directory, args.engine, env, "--no-cache")["wall"]))
            unchanged.append(float(build(directory, args.engine, env)["wall"]))
            api.write_text(original_api + f"\n# edit {run} {time.time()}\n")
            result = build(directory, args.engine, env)
            api_edit.append(float(result["wall"]))
            sizes.append(int(result["size_bytes"]))  # type: ignore[call-overload]
        ctx = context_bytes(directory)
    base = base_size(args.engine, env)
    print(f"engine: {args.engine}, runs: {args.runs}")
    print(f"cold build (--no-cache): median {statistics.median(cold):.1f} s  {cold}")
    print(f"no-change rebuild: median {statistics.median(unchanged):.1f} s")
    print(f"rebuild after editing component_api.py: median {statistics.median(api_edit):.1f} s")
    print(f"build context: {ctx:,} bytes")
    print(
        f"final image: {sizes[-1]:,} bytes; base image {base:,} bytes; "
        f"added {sizes[-1] - base:,} bytes"
    )


def _set_build_env(config: Path, index: str) -> None:
    """Point the scaffolded config's build_env at the local index (the scaffold leaves
    build_env commented out)."""
    import yaml

    data = yaml.safe_load(config.read_text())
    data.setdefault("build_config", {})
    data["build_config"] = data["build_config"] or {}
    data["build_config"]["build_env"] = {"PIP_INDEX_URL": index}
    config.write_text(yaml.safe_dump(data, sort_keys=False))


if __name__ == "__main__":
    main()
