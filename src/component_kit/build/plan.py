"""Plan and stage the build context: only what the image needs, under fixed names.

``plan_context`` looks at the component directory (which sources are files or folders,
which requirements file exists, which local paths it names) and decides where each thing
goes in the context; ``stage_context`` then copies them. Staged names are ours
(``data/0/item``), so no user-chosen name reaches a build-file line except destinations.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import stat
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

from ..config.kinds import format_path
from ..config.models import ComponentConfig
from ..errors import BuildError
from .api_check import API_MODULE
from .component_dir import requirements_file_name

_LOCAL_PREFIXES = ("./", "../", "/", "file:", "~")


@dataclass(frozen=True)
class StagedData:
    source: Path  # on the host
    staged_path: str  # inside the context
    destination: str  # inside the image
    is_dir: bool


@dataclass(frozen=True)
class StagedFile:
    source: Path
    staged_path: str


@dataclass(frozen=True)
class ContextPlan:
    component_dir: Path
    requirements_name: str | None
    # The requirements files as they go into the context, with local paths rewritten.
    requirements_files: tuple[tuple[str, str], ...]  # (staged path, text)
    local_paths: tuple[StagedFile, ...]
    package_data: tuple[StagedData, ...]


def plan_context(config: ComponentConfig, component_dir: Path) -> ContextPlan:
    component_dir = component_dir.resolve()
    data = []
    for index, entry in enumerate(config.build_config.package_data):
        source = (component_dir / entry.source).resolve()
        if not source.exists():
            where = format_path(("build_config", "package_data", index, 0))
            raise BuildError(
                f"{where}: package_data source `{entry.source}` does not exist "
                f"(looked for {source})",
                hint="sources are relative to the directory holding component_api.py",
                code="missing-source",
            )
        data.append(
            StagedData(source, f"data/{index}/item", entry.destination.rstrip("/") or "/",
                       source.is_dir())
        )
    name = requirements_file_name(config)
    requirements_path = component_dir / name
    files: list[tuple[str, str]] = []
    local: list[StagedFile] = []
    if requirements_path.is_file():
        _plan_requirements(requirements_path, f"requirements/{name}", files, local)
        requirements_name: str | None = name
    else:
        requirements_name = None
    return ContextPlan(component_dir, requirements_name, tuple(files), tuple(local), tuple(data))


_OPTION = re.compile(
    r"^(?P<opt>-e|--editable|-r|--requirement|-c|--constraint)(?:\s+|=)(?P<path>\S+)(?P<rest>.*)$"
)


def _plan_requirements(
    path: Path, staged: str, files: list[tuple[str, str]], local: list[StagedFile]
) -> None:
    """Stage a pip requirements file, rewriting local paths to their staged copies."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise BuildError(f"cannot read {path}: {exc}", code="unreadable-requirements") from None
    if path.suffix in (".yaml", ".yml"):  # conda environment files are copied as they are
        files.append((staged, text))
        return
    out = []
    for line in text.splitlines():
        out.append(_rewrite_line(line, path.parent, files, local))
    files.append((staged, "\n".join(out) + "\n"))


def _rewrite_line(
    line: str, base: Path, files: list[tuple[str, str]], local: list[StagedFile]
) -> str:
    stripped = line.strip()
    if not stripped or stripped.startswith("#"):
        return line
    match = _OPTION.match(stripped)
    if match:
        opt, target, rest = match["opt"], match["path"], match["rest"]
        if opt in ("-r", "--requirement", "-c", "--constraint"):
            if "://" in target:
                return line
            included = (base / target).resolve()
            staged = f"requirements/included/{len(files)}-{included.name}"
            _plan_requirements(included, staged, files, local)
            return f"{opt} ./included/{staged.rsplit('/', 1)[1]}{rest}"
        if _is_local(target):
            return f"{opt} {_stage_local(target, base, local)}{rest}"
        return line
    first = stripped.split()[0]
    if _is_local(first):
        return stripped.replace(first, _stage_local(first, base, local), 1)
    at = re.match(r"^(?P<name>[A-Za-z0-9._\[\],-]+)\s*@\s*(?P<url>file:\S+)(?P<rest>.*)$", stripped)
    if at:
        return f"{at['name']} @ {_stage_local(at['url'], base, local)}{at['rest']}"
    return line


def _is_local(word: str) -> bool:
    return word.startswith(_LOCAL_PREFIXES) or word in (".", "..")


def _stage_local(word: str, base: Path, local: list[StagedFile]) -> str:
    raw = word
    if raw.startswith("file://"):
        raw = raw[len("file://"):]
    elif raw.startswith("file:"):
        raw = raw[len("file:"):]
    source = (base / os.path.expanduser(raw)).resolve()
    if not source.exists():
        raise BuildError(
            f"the requirements file names the local path `{word}`, which does not exist "
            f"(looked for {source})",
            code="missing-local-dependency",
        )
    staged = f"requirements/local/{len(local)}/{source.name}"
    local.append(StagedFile(source, staged))
    return f"./local/{len(local) - 1}/{source.name}"


def _copy_readable(source: Path, target: Path) -> None:
    """Copy a file or tree, making it readable by the image's non-root user.

    Fixing modes here, in the context, avoids a recursive chmod in the image, which would
    duplicate every file in a second layer.
    """
    if source.is_dir():
        shutil.copytree(source, target, symlinks=False, copy_function=shutil.copy2)
        for root, dirs, names in os.walk(target):
            for d in dirs:
                _add_mode(Path(root, d), 0o555)
            for n in names:
                _add_mode(Path(root, n), 0o444)
        _add_mode(target, 0o555)
    else:
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(source, target)
        _add_mode(target, 0o444)


def _add_mode(path: Path, bits: int) -> None:
    mode = path.stat().st_mode
    path.chmod(stat.S_IMODE(mode) | bits)


def stage_context(
    plan: ContextPlan, destination: Path, build_file: str, info: dict[str, object]
) -> None:
    """Write the whole context into ``destination`` (which must exist and be empty)."""
    from .render import BUILD_FILE_NAME

    (destination / BUILD_FILE_NAME).write_text(build_file, encoding="utf-8")
    _copy_readable(plan.component_dir / API_MODULE, destination / API_MODULE)
    (destination / "component.json").write_text(
        json.dumps(info, indent=2, sort_keys=True, ensure_ascii=False) + "\n", encoding="utf-8"
    )
    runtime = resources.files("component_kit.runtime").joinpath("component_runtime.py")
    (destination / "runtime").mkdir()
    (destination / "runtime" / "component_runtime.py").write_text(
        runtime.read_text(encoding="utf-8"), encoding="utf-8"
    )
    helper = resources.files("component_kit.build").joinpath("templates").joinpath("credentials.sh")
    (destination / "credentials.sh").write_text(helper.read_text(encoding="utf-8"),
                                                encoding="utf-8")
    requirements = destination / "requirements"
    requirements.mkdir()
    for staged, text in plan.requirements_files:
        target = destination / staged
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")
    for item in plan.local_paths:
        _copy_readable(item.source, destination / item.staged_path)
    for data in plan.package_data:
        _copy_readable(data.source, destination / data.staged_path)
