"""``component init``: write a small component that builds and runs as it is.

Three files: ``component_config.yaml`` (only ``name`` set; every other field of the current
form listed, commented out, with its default and what it does), ``component_api.py`` with a
working ``apply``, and an empty ``component_requirements.txt``. Existing files are never
overwritten, and nothing is written unless all three can be.
"""

from __future__ import annotations

import json
from pathlib import Path

from component_kit.errors import ScaffoldError

__all__ = ["SCAFFOLD_FILES", "render_config", "scaffold_component"]

CONFIG_FILE = "component_config.yaml"
API_FILE = "component_api.py"
REQUIREMENTS_FILE = "component_requirements.txt"
#: The files ``scaffold_component`` writes, in order.
SCAFFOLD_FILES: tuple[str, ...] = (CONFIG_FILE, API_FILE, REQUIREMENTS_FILE)

_CONFIG_TEMPLATE = """\
# component_config.yaml: how `component build` turns this directory into a container image.
#
# Only `name` is required. Every other field is listed below, commented out, with its
# default value: uncomment a line to change it (for a build_config field, uncomment the
# `build_config:` line as well). Check the file with `component validate`.

# The component's name (required, at least one character).
name: @@name@@

# The component's own version: free text, 1 to 128 characters.
# version: "unknown"

# What the component does, in free text.
# description: ""

# How the image is built. Every field below is optional.
# build_config:
#   # The image to start from; it must be Debian-based (or Ubuntu-based).
#   base_image: "debian:bookworm-slim"
#   # The platform to build for, such as "linux/arm64"; "native" means this machine's.
#   # An image generally runs only on the platform it was built for.
#   target_platform: "native"
#   # Debian packages installed with apt-get during the build, e.g. ["libgomp1"].
#   extra_packages: []
#   # Files copied into the image, as [source, destination] pairs. The source is relative
#   # to this directory; the destination is a relative or absolute path in the image, and
#   # destinations must be unique. e.g. [["data/model.bin", "/opt/model.bin"]]
#   package_data: []
#   # Container build-file commands run after everything else is installed; each entry
#   # may span several lines. e.g. ["RUN echo ready > /etc/component-ready"]
#   custom_build_steps: []
#   # Deprecated alias of requirements.python_version (removed in release 1.13.0).
#   python_version: null
#   # When true, the Python virtual environment also sees the Python packages
#   # preinstalled in the base image. Cannot be combined with python_version.
#   inherit_base_image_packages: false
#   # How the Python dependencies are installed. "uv-pip" installs
#   # component_requirements.txt; its python_version (such as "3.12") installs that
#   # Python with uv, and null uses the base image's python3. The alternative,
#   # {provider: "conda"}, installs component_environment.yaml instead.
#   requirements:
#     provider: "uv-pip"
#     python_version: null
#   # Logins for hosts that dependencies come from (package indices, wheel URLs, conda
#   # channels, git+https), keyed by host name. The token never goes in this file: pass
#   # it as a build secret, `component build --secret id=<secret_id>,env=<VAR>` (or
#   # src=<file>). username defaults to "__token__", which suits access tokens.
#   # e.g. [{host: "pypi.example.com", secret_id: "pypi-token", username: "__token__"}]
#   host_credentials: []
#   # Environment variables for the build stage only (not in the final image), e.g.
#   # {UV_INDEX_URL: "http://index.example/simple/"}. They are written into the build
#   # context: never put secrets here.
#   build_env: {}
#   # Skip the build-time check that component_api.py imports and defines apply(inputs).
#   # Useful when the check cannot run (building for another platform).
#   skip_checks: false

# Environment variables set in the built image (string values), e.g. {LOG_LEVEL: "info"}.
# env: {}

# Free-form data about the component, stored in the image as a label.
# metadata: {}
"""

_API_SOURCE = '''\
"""The API of this component.

The built image calls ``apply`` with the JSON object it is given and prints the result as
JSON, for example::

    docker run --rm IMAGE apply '{"a": 1, "b": 2.5, "note": "hi"}'
    {"result": 3.5, "numbers": ["a", "b"], "echo": {"note": "hi"}}

``apply`` may also be ``async``. Optional ``InputSchema`` / ``OutputSchema`` classes with a
``model_validate`` method (pydantic models, for instance) validate the input and the result.
Dependencies go in component_requirements.txt.
"""

from __future__ import annotations

from typing import Any


def apply(inputs: dict[str, Any]) -> dict[str, Any]:
    """Sum the numeric values of a JSON object and echo the other ones.

    ``result`` is the sum of the values that are numbers (booleans are not), ``numbers``
    the sorted names of those values, and ``echo`` every other value, unchanged.
    """
    if not isinstance(inputs, dict):
        raise TypeError(f"expected a JSON object, got {type(inputs).__name__}")
    numbers = {
        key: value
        for key, value in inputs.items()
        if isinstance(value, (int, float)) and not isinstance(value, bool)
    }
    others = {key: value for key, value in inputs.items() if key not in numbers}
    return {"result": sum(numbers.values()), "numbers": sorted(numbers), "echo": others}
'''

_REQUIREMENTS_TEXT = """\
# Python dependencies of component_api.py, one per line in pip's format (e.g. requests>=2.31).
"""


def _yaml_string(value: str) -> str:
    """``value`` as a double-quoted YAML scalar (a JSON string is one)."""
    return json.dumps(value, ensure_ascii=False)


def _check_name(name: str) -> None:
    if not name:
        raise ScaffoldError(
            "the component name must not be empty",
            hint="pass a name, e.g. `component init --name my-component`",
        )
    if any(ord(ch) < 32 or ord(ch) == 127 for ch in name):
        raise ScaffoldError(
            f"the component name {name!r} contains control characters",
            hint="use a name made of printable characters, e.g. my-component",
        )


def render_config(name: str) -> str:
    """The text of the scaffolded component_config.yaml for a component called ``name``."""
    _check_name(name)
    return _CONFIG_TEMPLATE.replace("@@name@@", _yaml_string(name))


def scaffold_component(directory: Path, name: str) -> list[Path]:
    """Write a working component into ``directory`` (created if needed); return the files.

    Raises ``ScaffoldError`` when ``name`` is empty, ``directory`` is not a directory, or
    any of the files exists already; nothing is written then.
    """
    directory = Path(directory)
    contents = {
        CONFIG_FILE: render_config(name),
        API_FILE: _API_SOURCE,
        REQUIREMENTS_FILE: _REQUIREMENTS_TEXT,
    }
    if directory.exists() and not directory.is_dir():
        raise ScaffoldError(
            f"{directory} exists and is not a directory",
            hint="choose another directory for the new component",
        )
    existing = [directory / f for f in SCAFFOLD_FILES if (directory / f).exists()]
    if existing:
        names = ", ".join(str(p) for p in existing)
        raise ScaffoldError(
            f"refusing to overwrite existing files: {names}",
            hint="run `component init` in an empty directory (component init DIR --name NAME), "
            "or move those files away first",
        )
    try:
        directory.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise ScaffoldError(f"cannot create {directory}: {exc.strerror or exc}") from exc

    written: list[Path] = []
    try:
        for file_name in SCAFFOLD_FILES:
            path = directory / file_name
            # "x": fail rather than overwrite a file that appeared since the check above.
            with path.open("x", encoding="utf-8", newline="\n") as handle:
                handle.write(contents[file_name])
            written.append(path)
    except FileExistsError as exc:
        _remove(written)
        raise ScaffoldError(
            f"refusing to overwrite existing file: {exc.filename}",
            hint="run `component init` in an empty directory",
        ) from exc
    except OSError as exc:
        _remove(written)
        raise ScaffoldError(f"cannot write {exc.filename}: {exc.strerror or exc}") from exc
    return written


def _remove(paths: list[Path]) -> None:
    for path in paths:
        path.unlink(missing_ok=True)
