"""Fixtures of the end-to-end tests: real engines, the base image and the local package index.

They need the environment of ``scripts/test-env.sh up`` and the variables printed by
``scripts/test-env.sh env``. Without them the tests are skipped, unless
``COMPONENT_KIT_REQUIRE_E2E=1`` (set by ``scripts/test.sh``) turns that into a failure.
Every test in this folder gets the ``e2e`` marker.
"""

from __future__ import annotations

import os
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import NoReturn

import pytest

from .harness import ENGINES, EngineHarness, EngineUnavailable, Settings

HERE = Path(__file__).parent


def unavailable(reason: str) -> NoReturn:
    """Skip, or fail when the end-to-end tests are required to run."""
    if os.environ.get("COMPONENT_KIT_REQUIRE_E2E") == "1":
        pytest.fail(
            f"end-to-end environment unavailable: {reason} "
            "(a failure because COMPONENT_KIT_REQUIRE_E2E=1)",
            pytrace=False,
        )
    pytest.skip(f"end-to-end environment unavailable: {reason}")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if HERE in item.path.parents:
            item.add_marker(pytest.mark.e2e)


@pytest.fixture(scope="session")
def e2e_settings() -> Settings:
    try:
        return Settings.from_environ()
    except EngineUnavailable as exc:
        reason = str(exc)
    unavailable(reason)


@pytest.fixture(scope="session", params=ENGINES, ids=ENGINES)
def _checked_engine(request: pytest.FixtureRequest, e2e_settings: Settings) -> str:
    """Check each engine once per session; a skip or failure here repeats for its tests."""
    name: str = request.param
    try:
        EngineHarness.create(name, e2e_settings).check_available()
    except EngineUnavailable as exc:
        reason = str(exc)
    else:
        return name
    unavailable(reason)


@pytest.fixture
def engine(_checked_engine: str, e2e_settings: Settings) -> Iterator[EngineHarness]:
    """A real engine (docker, buildah, podman); images made through it are removed after."""
    harness = EngineHarness.create(_checked_engine, e2e_settings)
    try:
        yield harness
    finally:
        harness.cleanup()


@pytest.fixture(scope="session")
def package_index_url(e2e_settings: Settings) -> str:
    """The local PEP 503 index (``http://127.0.0.1:PORT/simple/``), reachable from builds."""
    url = e2e_settings.index_url
    opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
    try:
        with opener.open(url, timeout=10) as response:
            response.read()
    except OSError as exc:
        reason = f"the package index {url} does not answer: {exc}"
    else:
        return url
    unavailable(reason)


@pytest.fixture(scope="session")
def base_image(e2e_settings: Settings) -> str:
    """``debian:bookworm-slim``, present in every engine without a registry."""
    return e2e_settings.base_image
