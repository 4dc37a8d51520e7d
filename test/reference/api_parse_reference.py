"""The builder's rules for component_config.yaml, as a reference for the checker's verdict.

The builder (pasteurlabs/tesseract-core) reads the file with PyYAML's safe_load and validates
it with the pydantic models of tesseract_core/sdk/api_parse.py; then it renders its build file
(tesseract_core/sdk/templates/Dockerfile.base, with Jinja) from the values. This module writes
those models again, field by field, type by type, validator by validator, from commit

    60938ae254bdefd34bc75e8415fe539707655875  (branch dion/index-handling, 2026-08-21)

the first commit whose models have host_credentials and build_env (the default branch's head,
8f7398fe47acf926eb7ce2bb31838988bf0d17b7, has neither), and adds what fails the build after
validation. It is our own code, written from reading theirs.

Where the spec (component_config.md) deliberately differs from the builder, the spec wins, and
this reference follows the spec:
  - version is a free string of 1 to 128 characters (spec 9.4); the builder's semver validator
    is not applied;
  - the pip provider is "uv-pip" in the current form and "python-pip" in the earlier form (spec
    2.3), not the builder's "uv" with "python-pip" as its alias; the pip requirements of the
    current form have python_version (string or null), and python_version is refused beside
    inherit_base_image_packages wherever it is written (spec 2.2), and a deprecated
    build_config.python_version that contradicts requirements.python_version is refused (it is
    the alias of that field: one value cannot be two);
  - a host credential names its secret secret_id (the builder: secret), host is a host name
    only, and one credential per host (spec 2.4);
  - the earlier form has no env, python_version, inherit_base_image_packages, host_credentials
    or build_env (spec 9.2);
  - booleans are booleans: the builder's lax bool takes "yes", "true" or 1 (spec 7.1: a value of
    the wrong type is invalid), and a package_data source is a strict string (spec rule 3);
  - package_data destinations are unique as places: /opt/x, /opt/x/ and /opt/./x are one (spec
    2.2; the builder compares the strings);
  - a package_data source is a relative path (spec 2.2); an empty one is taken, as the builder
    takes it (it copies the whole component directory; the checker warns).

What fails the build after validation, also refused here:
  - metadata is written by Jinja's tojson, json.dumps with sort_keys=True: a date (value or key)
    and a mapping whose keys Python cannot sort together raise;
  - a NUL in an env or build_env value: the build's later RUN steps cannot be started with it;
  - a control character (below U+0020) in a package_data path: COPY's JSON form cannot hold it;
    an empty destination: `RUN chmod 777` with no operand;
  - an empty base_image: `FROM ... AS build_stage` names no image;
  - a secret_id the build command cannot be given (`--secret id=<id>,env=<VAR>`): empty, or
    holding a comma, a double quote or a NUL. An empty username is taken, as the builder takes
    it (its netrc entry's login is then the next word; the checker warns).

The grammars the checker holds values to because the build fails otherwise (an image reference,
a platform, Debian package names, uv's Python versions, build-file instructions, the name of an
ENV line) are not written here beyond an empty value: the differential's generator draws values
both accept, and values that break one of the rules above; a platform other than native must be
one of the few it draws.

Use: JSON lines on stdin, each a document's text; a JSON line out for each:
{"ok": true} or {"error": "<why>"}.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import PurePosixPath, PureWindowsPath
from typing import Annotated, Any, Literal, Optional, Union

import yaml
from pydantic import (
    AfterValidator,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    Strict,
    ValidationError,
    field_validator,
    model_validator,
)

BUILDER_COMMIT = "60938ae254bdefd34bc75e8415fe539707655875"

Text = Annotated[str, Strict()]
Flag = Annotated[bool, Strict()]


def _windows_absolute(value: str) -> bool:
    """PureWindowsPath(value).is_absolute() as Python 3.13 and later decide it: ntpath.isabs of the
    path as pathlib parses and joins it again. It is true of every path Pythons 3.10 to 3.12 take
    for absolute (a drive and a root, or a UNC share), so it is the builder's test on every Python
    it supports; on an older Python here, it is written out."""
    if sys.version_info >= (3, 13):
        return PureWindowsPath(value).is_absolute()
    path = value.replace("/", "\\")
    if path[:2] == "\\\\":
        return True  # a UNC or device drive: the joined path starts with two separators
    if path[:1] != "\\":
        return path[1:2] == ":" and path[2:3] == "\\"  # a drive and a root
    # A root alone: joined again, `\:\x` has `:\` at its second character.
    parts = [part for part in path[1:].split("\\") if part not in ("", ".")]
    return len(parts) >= 2 and parts[0] == ":"


def _relative(value: str) -> str:
    # The builder's test, as every Python it supports runs it.
    if PurePosixPath(value).is_absolute() or _windows_absolute(value):
        raise ValueError(f"absolute path {value!r}")
    return value


Source = Annotated[Text, AfterValidator(_relative)]


def _no_space(value: str) -> str:
    # The builder's credential test: no character str.isspace counts.
    if value != value.strip() or any(c.isspace() for c in value):
        raise ValueError(f"white space in {value!r}")
    return value


NoSpace = Annotated[Text, AfterValidator(_no_space)]


class _Closed(BaseModel):
    model_config = ConfigDict(extra="forbid")


class CondaRequirements(_Closed):
    provider: Literal["conda"]


class CurrentPip(_Closed):
    provider: Literal["uv-pip"]
    python_version: Optional[Text] = None


class EarlierPip(_Closed):
    provider: Literal["python-pip"]


def _secret_id(value: str) -> str:
    if value == "" or any(c in value for c in ',"\x00'):
        raise ValueError(f"no --secret flag can carry {value!r}")
    return value


# A host name (spec 2.4): labels of letters, digits, underscores and inner hyphens, up to 63
# characters, at most 253 in all, an optional final dot. (The checker also takes IP addresses;
# the generator draws none.)
_LABEL = re.compile(r"[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?\Z")


def _host_name(value: str) -> str:
    labels = value[:-1].split(".") if value.endswith(".") else value.split(".")
    if len(value) > 253 or not all(_LABEL.match(label) for label in labels):
        raise ValueError(f"not a host name: {value!r}")
    return value


class HostCredential(_Closed):
    host: Annotated[NoSpace, AfterValidator(_host_name)]
    secret_id: Annotated[NoSpace, AfterValidator(_secret_id)]
    username: NoSpace = "__token__"


def _env_value(value: str) -> str:
    if "\x00" in value:
        raise ValueError("a NUL in an environment value")
    return value


def _env_name(value: str) -> str:
    # `ENV ="x"`: BuildKit's "ENV names can not be blank". (The rest of the grammar of an ENV
    # line's name is not written here: the generator draws names it takes.)
    if value == "":
        raise ValueError("an empty environment variable name")
    return value


EnvMap = dict[Annotated[Text, AfterValidator(_env_name)], Annotated[Text, AfterValidator(_env_value)]]


def _path_chars(value: str) -> str:
    if any(ord(c) < 0x20 for c in value):
        raise ValueError(f"a control character in {value!r}")
    return value


def _destination(value: str) -> str:
    if value == "":
        raise ValueError("an empty destination")
    return value


Pair = tuple[
    Annotated[Source, AfterValidator(_path_chars)],
    Annotated[Text, AfterValidator(_path_chars), AfterValidator(_destination)],
]


# Platforms other than native that the generator draws, which containerd parses (its grammar
# is not written here); the template builds natively when `target_platform.strip() == "native"`.
_PLATFORMS = ("linux/amd64", "linux/arm64")


def _platform(value: str) -> str:
    if value.strip() != "native" and value not in _PLATFORMS:
        raise ValueError(f"FROM --platform={value!r}: not a platform")
    return value


class _Build(_Closed):
    base_image: Text = "debian:bookworm-slim"
    target_platform: Annotated[Text, AfterValidator(_platform)] = "native"
    extra_packages: tuple[Text, ...] = ()
    package_data: Optional[tuple[Pair, ...]] = ()
    custom_build_steps: Optional[tuple[Text, ...]] = ()
    skip_checks: Flag = False

    @field_validator("base_image")
    @classmethod
    def _image(cls, value: str) -> str:
        if value == "":
            raise ValueError("an empty base image")
        return value

    @field_validator("package_data")
    @classmethod
    def _unique(cls, pairs):
        seen = set()
        for _, destination in pairs or ():
            place = _place(destination)
            if place in seen:
                raise ValueError(f"destination {destination!r} twice")
            seen.add(place)
        return pairs


def _place(destination: str) -> str:
    # One place, however written: /opt/x, /opt/x/, /opt/./x (and .. resolved as far as it goes).
    absolute = destination.startswith("/")
    kept: list[str] = []
    for part in destination.split("/"):
        if part in ("", "."):
            continue
        if part == ".." and kept and kept[-1] != "..":
            kept.pop()
        elif part == ".." and absolute:
            continue
        else:
            kept.append(part)
    joined = "/".join(kept)
    return "/" + joined if absolute else joined or "."


class CurrentBuild(_Build):
    python_version: Optional[Text] = None
    inherit_base_image_packages: Flag = False
    requirements: Union[CurrentPip, CondaRequirements] = Field(
        default_factory=lambda: CurrentPip(provider="uv-pip"), discriminator="provider"
    )
    host_credentials: tuple[HostCredential, ...] = ()
    build_env: EnvMap = Field(default_factory=dict)

    @field_validator("host_credentials")
    @classmethod
    def _one_per_host(cls, credentials):
        # A credential is keyed by host (spec 2.4); host names are not case-sensitive.
        seen = set()
        for credential in credentials:
            key = credential.host.lower().rstrip(".")
            if key in seen:
                raise ValueError(f"host {credential.host!r} twice")
            seen.add(key)
        return credentials

    @model_validator(mode="after")
    def _python_version(self):
        alias = self.python_version
        pinned = getattr(self.requirements, "python_version", None)
        if alias is not None and isinstance(self.requirements, CondaRequirements):
            raise ValueError("python_version with conda")
        if (alias is not None or pinned is not None) and self.inherit_base_image_packages:
            raise ValueError("python_version with inherit_base_image_packages")
        if alias is not None and pinned is not None and alias != pinned:
            raise ValueError("build_config.python_version contradicts requirements.python_version")
        return self


class EarlierBuild(_Build):
    requirements: Union[EarlierPip, CondaRequirements] = Field(
        default_factory=lambda: EarlierPip(provider="python-pip"), discriminator="provider"
    )


def _build_or_default(model):
    # build_config: null is all defaults (the builder's BeforeValidator).
    return BeforeValidator(lambda v: model() if v is None else v)


def _metadata(value: dict) -> dict:
    # What Jinja's tojson does with it: json.dumps(..., sort_keys=True); NaN and the
    # infinities are written (allow_nan stays on). The build fails where it raises.
    try:
        json.dumps(value, sort_keys=True)
    except TypeError as error:
        raise ValueError(f"the label's JSON: {error}") from None
    return value


class _Config(_Closed):
    name: Text = Field(..., min_length=1)
    version: Text = Field("unknown", min_length=1, max_length=128)
    description: Text = ""
    metadata: Annotated[dict[str, Any], AfterValidator(_metadata)] = Field(default_factory=dict)


class CurrentConfig(_Config):
    build_config: Annotated[CurrentBuild, _build_or_default(CurrentBuild)] = Field(
        default_factory=CurrentBuild
    )
    env: EnvMap = Field(default_factory=dict)


class EarlierConfig(_Config):
    build_config: Annotated[EarlierBuild, _build_or_default(EarlierBuild)] = Field(
        default_factory=EarlierBuild
    )


def verdict(text: str) -> dict:
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as error:
        return {"error": "yaml: " + " | ".join(str(error).splitlines())}
    except RecursionError:
        return {"error": "yaml: nested too deep"}
    if not isinstance(data, dict):
        # TesseractConfig(**data) raises TypeError.
        return {"error": f"not a mapping: {type(data).__name__}"}
    problems = []
    for model in (CurrentConfig, EarlierConfig):
        try:
            model(**data)
            return {"ok": True}
        except ValidationError as error:
            problems.append(f"{model.__name__}: " + "; ".join(
                f"{'.'.join(map(str, e['loc']))}: {e['msg']}" for e in error.errors()
            ))
        except TypeError as error:
            # A key that is no string cannot be a keyword argument.
            problems.append(f"{model.__name__}: {error}")
    return {"error": " || ".join(problems)}


def main() -> None:
    for line in sys.stdin:
        sys.stdout.write(json.dumps(verdict(json.loads(line))) + "\n")
    sys.stdout.flush()


if __name__ == "__main__":
    main()
