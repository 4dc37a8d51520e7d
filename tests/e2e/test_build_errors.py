"""`component build` on real engines: builds that must fail, each with a typed error.

The CLI exits 1 and its stderr names the error code (``error[CODE]``) and the field of the
configuration behind it; no image is left under the requested name. The components are the
shared basic one with one thing changed, so the layers before the failure come from cache.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from .components import (
    BASIC_FILES,
    NOT_PODMAN,
    PROBE_API,
    RUNTIME,
    SHARED_PACKAGES,
    VENV_PYTHON,
    basic_config,
    build_fails,
    build_ok,
    only_engines,
    run_many,
    write_component,
)
from .harness import EngineHarness

pytestmark = pytest.mark.e2e

MISSING_MODULE = "ck_e2e_missing_module"
# apply is defined (the static check on the host passes); the import fails in the image.
BROKEN_API = PROBE_API + f"\nfrom {MISSING_MODULE} import helper  # noqa: E402\n"


# -- 3. an API module that does not import ---------------------------------------------------


@NOT_PODMAN
def test_build_api_check_fails_then_skip_checks_builds(
    engine: EngineHarness, package_index_url: str, tmp_path: Path
) -> None:
    directory = write_component(
        tmp_path / "broken", basic_config(package_index_url), api=BROKEN_API, files=BASIC_FILES
    )
    run = build_fails(engine, directory, "broken")
    assert "error[api-check-failed]" in run.stderr, run.describe()
    assert f"No module named '{MISSING_MODULE}'" in run.stderr, run.describe()
    assert "skip_checks" in run.stderr  # the hint

    write_component(
        directory, basic_config(package_index_url, skip_checks=True), api=BROKEN_API
    )
    image, _ = build_ok(engine, directory, "skipchecks")
    # The image is there; the broken API now fails when it is used, not when it is built.
    proc, described = run_many(
        engine, image, [([VENV_PYTHON, RUNTIME, "apply", "{}"], None),
                        ([VENV_PYTHON, RUNTIME, "describe"], None)],
    )
    assert proc.returncode == 1, proc
    assert "component-kit-error[apply]" in proc.stderr, proc.stderr
    assert f"No module named '{MISSING_MODULE}'" in proc.stderr, proc.stderr
    assert described.returncode == 0, described
    assert json.loads(described.stdout)["name"] == "ck-e2e-basic"


# -- 5. a base image that is not Debian-based ------------------------------------------------


@NOT_PODMAN
def test_build_base_image_not_debian(
    engine: EngineHarness, package_index_url: str, base_image: str, tmp_path: Path
) -> None:
    context = tmp_path / "not-debian"
    context.mkdir()
    (context / "Containerfile").write_text(
        f"FROM {base_image}\nRUN rm -f /etc/debian_version /usr/bin/apt-get\n"
    )
    not_debian = engine.build(context, engine.new_image_name("notdebian"))

    directory = write_component(
        tmp_path / "comp",
        basic_config(package_index_url, base_image=not_debian),
        files=BASIC_FILES,
    )
    run = build_fails(engine, directory, "on-not-debian")
    assert "error[base-image-not-debian]" in run.stderr, run.describe()
    assert "build_config.base_image" in run.stderr, run.describe()
    assert not_debian in run.stderr, run.describe()


# -- 8. an apt package that does not exist ---------------------------------------------------


@NOT_PODMAN
def test_build_missing_apt_package(
    engine: EngineHarness, package_index_url: str, tmp_path: Path
) -> None:
    packages = [*SHARED_PACKAGES, "ck-e2e-no-such-package"]
    directory = write_component(
        tmp_path / "comp",
        basic_config(package_index_url, extra_packages=packages),
        files=BASIC_FILES,
    )
    run = build_fails(engine, directory, "missing-apt")
    assert "error[apt-package-not-found]" in run.stderr, run.describe()
    assert f"build_config.extra_packages[{len(packages) - 1}]" in run.stderr, run.describe()
    assert "ck-e2e-no-such-package" in run.stderr


# -- requirements.python_version: uv downloads Python, which these machines cannot ----------


@only_engines("docker")  # one engine is enough to see the diagnosis; the step is the same
def test_build_python_version_download_fails(
    engine: EngineHarness, package_index_url: str, tmp_path: Path
) -> None:
    directory = write_component(
        tmp_path / "comp",
        basic_config(
            package_index_url, requirements={"provider": "uv-pip", "python_version": "3.12"}
        ),
        files=BASIC_FILES,
    )
    run = build_fails(engine, directory, "python-version")
    assert "error[python-download-failed]" in run.stderr, run.describe()
    assert "3.12" in run.stderr
