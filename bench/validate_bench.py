"""Benchmark `component validate`: one process per file, and 1,000 files in one process.

Goals (issue 2): one `component validate FILE` process, median wall time under 0.25 s;
validating 1,000 files in one process under 1 s. Prints medians of several runs, since
these machines are noisy. Usage: python bench/validate_bench.py [--runs N]
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

CONFIG = """\
name: bench-{i}
version: "1.{i}"
description: A component used for benchmarking
build_config:
  base_image: debian:bookworm-slim
  extra_packages: [libgomp1, curl]
  package_data:
    - [data/model.bin, /opt/models/model-{i}.bin]
    - [config, etc/config]
  custom_build_steps:
    - RUN echo hello
  requirements:
    provider: uv-pip
    python_version: "3.11"
  host_credentials:
    - host: pypi.example.com
      secret_id: token
  build_env:
    UV_INDEX_URL: https://pypi.example.com/simple/
env:
  MODE: fast
  LEVEL: "{i}"
metadata:
  owner: team
  tags: [a, b, c]
"""


def one_process(path: Path, runs: int) -> list[float]:
    command = [sys.executable, "-m", "component_kit.cli", "validate", str(path)]
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(command, check=True, capture_output=True)
        times.append(time.perf_counter() - start)
    return times


def many_in_one_process(paths: list[Path], runs: int) -> list[float]:
    code = (
        "import sys, time\n"
        "from pathlib import Path\n"
        "start = time.perf_counter()\n"
        "from component_kit.config import validate_file\n"
        "paths = [Path(p) for p in sys.argv[1:]]\n"
        "reports = [validate_file(p) for p in paths]\n"
        "assert all(r.valid for r in reports), [r.errors for r in reports if not r.valid][:1]\n"
        "print(time.perf_counter() - start)\n"
    )
    times = []
    for _ in range(runs):
        out = subprocess.run(
            [sys.executable, "-c", code, *map(str, paths)],
            check=True,
            capture_output=True,
            text=True,
        )
        times.append(float(out.stdout.strip()))
    return times


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=15)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        paths = []
        for i in range(1000):
            path = folder / f"c{i}.yaml"
            path.write_text(CONFIG.format(i=i), encoding="utf-8")
            paths.append(path)
        single = one_process(paths[0], args.runs)
        batch = many_in_one_process(paths, max(3, args.runs // 3))
    print(
        f"one `component validate FILE` process: median {statistics.median(single):.3f} s "
        f"(min {min(single):.3f}, max {max(single):.3f}, {len(single)} runs; goal < 0.25 s)"
    )
    print(
        f"1,000 files in one process (imports included): median "
        f"{statistics.median(batch):.3f} s (min {min(batch):.3f}, max {max(batch):.3f}, "
        f"{len(batch)} runs; goal < 1 s)"
    )


if __name__ == "__main__":
    main()
