"""The schema of component_config.yaml, in both forms, declared once.

``root(form)`` is the tree of kinds that validation walks; ``json_schema(form)`` and
``reference_rows(form)`` are written from the same tree, so the committed JSON Schema and
the README reference cannot drift from what the validator enforces.
"""

from __future__ import annotations

import functools
from typing import Any

from . import rules
from .kinds import (
    AnyData,
    Checker,
    Const,
    Field,
    Flag,
    Kind,
    ListOf,
    MapOf,
    Nullable,
    Obj,
    OneOfProvider,
    PairOf,
    Text,
)
from .models import (
    DEFAULT_BASE_IMAGE,
    DEFAULT_USERNAME,
    BuildConfig,
    ComponentConfig,
    CondaRequirements,
    Form,
    HostCredential,
    PackageData,
    PipRequirements,
)
from .source import Path_

REMOVAL_RELEASE = "1.13.0"

_CURRENT_ONLY = "exists only in the current form of the schema"


def _string_map(expected: str) -> MapOf:
    return MapOf(
        value=Text(rules=(rules.no_nul,)),
        key_rules=(rules.env_name,),
        key_pattern=rules.ENV_NAME_PATTERN,
        expected=expected,
    )


def _python_version() -> Nullable:
    return Nullable(
        Text(rules=(rules.python_version,), pattern=rules.PYTHON_VERSION_PATTERN),
        when_null=lambda: None,
    )


def _requirements(form: Form) -> OneOfProvider:
    conda = Obj(
        title="conda requirements",
        fields=(Field("provider", Const("conda"), "Create the environment with conda.", True),),
        build=lambda v, p, c: CondaRequirements(),
        elsewhere={"python_version": "conda requirements take no python_version"},
    )
    if form == "current":
        pip = Obj(
            title="pip requirements",
            fields=(
                Field("provider", Const("uv-pip"), "Install requirements with uv.", True),
                Field(
                    "python_version",
                    _python_version(),
                    "Python version (major.minor[.patch]) that uv installs, independent of "
                    "the base image. When null, the base image's system Python is used.",
                    default_label="null",
                    rule="major.minor[.patch]; not with inherit_base_image_packages",
                ),
            ),
            build=lambda v, p, c: PipRequirements("uv-pip", v["python_version"]),
        )
        return OneOfProvider(
            variants={"uv-pip": pip, "conda": conda},
            other_form={
                "python-pip": "python-pip is the earlier form's provider; in the current form "
                "write uv-pip, or run `component migrate --write`"
            },
        )
    pip = Obj(
        title="pip requirements",
        fields=(Field("provider", Const("python-pip"), "Install requirements with pip.", True),),
        build=lambda v, p, c: PipRequirements("python-pip", None),
        elsewhere={"python_version": f"python_version {_CURRENT_ONLY} (provider uv-pip)"},
    )
    return OneOfProvider(
        variants={"python-pip": pip, "conda": conda},
        other_form={"uv-pip": "uv-pip is the current form's provider"},
    )


def _host_credential() -> Obj:
    return Obj(
        title="host credential",
        fields=(
            Field(
                "host",
                Text(min_length=1, rules=(rules.host,)),
                "Host name only (no scheme, port or path) whose downloads need the credential.",
                True,
                rule="bare host name or IP address",
            ),
            Field(
                "secret_id",
                Text(min_length=1, rules=(rules.secret_id,), pattern=rules.SECRET_ID_PATTERN),
                "Id of the build secret (`--secret id=<id>,env=<VAR>` or `src=<file>`) that "
                "carries the token or password.",
                True,
                rule="[A-Za-z0-9_.-]+; must be supplied with --secret at build time",
            ),
            Field(
                "username",
                Text(min_length=1, rules=(rules.username,)),
                "Username paired with the secret.",
                default=lambda: DEFAULT_USERNAME,
                default_label=f'"{DEFAULT_USERNAME}"',
                rule="no whitespace or control characters",
            ),
        ),
        build=lambda v, p, c: HostCredential(v["host"], v["secret_id"], v["username"]),
    )


def _build_config(form: Form) -> Obj:
    current = form == "current"
    fields: list[Field] = [
        Field(
            "base_image",
            Text(min_length=1, rules=(rules.image_reference,)),
            "Debian- or Ubuntu-based image both build stages start from.",
            default=lambda: DEFAULT_BASE_IMAGE,
            default_label=f'"{DEFAULT_BASE_IMAGE}"',
            rule="a valid image reference; a warning for names of non-Debian families",
        ),
        Field(
            "target_platform",
            Text(rules=(rules.target_platform,), pattern=rules.PLATFORM_PATTERN),
            '"native" for the host platform, or a container platform such as linux/arm64.',
            default=lambda: "native",
            default_label='"native"',
            rule="native, or linux/ARCH[/VARIANT] with ARCH in amd64, arm64, arm, 386, ppc64le, s390x, riscv64",
        ),
        Field(
            "extra_packages",
            ListOf(Text(rules=(rules.deb_package,), pattern=rules.DEB_PACKAGE_PATTERN)),
            "Debian packages installed with apt-get in the build and the final image.",
            default=tuple,
            default_label="[]",
            rule="each a Debian package name, optionally =version or /release; no shell syntax",
        ),
        Field(
            "package_data",
            Nullable(
                ListOf(
                    PairOf(
                        Text(min_length=1, rules=(rules.relative_source,)),
                        Text(min_length=1, rules=(rules.destination,)),
                        names=("source", "destination"),
                    )
                ),
                when_null=tuple,
            ),
            "Files or directories copied into the image, as [source, destination] pairs. "
            "Sources are relative to the directory holding component_api.py; destinations "
            "are absolute or relative to the image's working directory, and unique.",
            default=tuple,
            default_label="[]",
            rule="each exactly 2 strings; source relative and existing; destinations unique after normalization",
        ),
        Field(
            "custom_build_steps",
            Nullable(ListOf(Text(min_length=1, rules=(rules.build_step,))), when_null=tuple),
            "Build-file instructions run after everything else is installed.",
            default=tuple,
            default_label="[]",
            rule="each entry starts with a build-file instruction (not FROM); comments allowed",
        ),
    ]
    if current:
        fields += [
            Field(
                "python_version",
                _python_version(),
                "Deprecated alias of requirements.python_version; removed in release "
                f"{REMOVAL_RELEASE}.",
                default_label="null",
                rule="major.minor[.patch]; moved to requirements.python_version with a warning; conflicts are errors",
            ),
            Field(
                "inherit_base_image_packages",
                Flag(),
                "Create the Python environment with access to the base image's system site "
                "packages.",
                default=lambda: False,
                default_label="false",
                rule="YAML boolean; cannot be combined with python_version",
            ),
        ]
    fields.append(
        Field(
            "requirements",
            _requirements(form),
            "How the Python environment is made: provider uv-pip"
            if current
            else "How the Python environment is made: provider python-pip or conda.",
            default=lambda: PipRequirements("uv-pip" if current else "python-pip"),
            default_label='{"provider": "uv-pip", "python_version": null}'
            if current
            else '{"provider": "python-pip"}',
        )
    )
    if current:
        fields[-1].doc += " (optionally with python_version) or conda."
        fields += [
            Field(
                "host_credentials",
                ListOf(_host_credential()),
                "Credentials for hosts that dependencies are fetched from; the token itself "
                "comes from a build secret.",
                default=tuple,
                default_label="[]",
                rule="hosts unique (case-insensitive)",
            ),
            Field(
                "build_env",
                _string_map("a mapping of environment variable names to strings"),
                "Environment variables of the build stage only (not the final image). "
                "Never put secrets here.",
                default=dict,
                default_label="{}",
                rule="keys [A-Za-z_][A-Za-z0-9_]*; a warning when a key or value looks like a secret",
            ),
        ]
    fields.append(
        Field(
            "skip_checks",
            Flag(),
            "Skip the build-time checks of the API module.",
            default=lambda: False,
            default_label="false",
            rule="YAML boolean",
        )
    )
    elsewhere = {}
    if not current:
        elsewhere = {
            name: f"`{name}` {_CURRENT_ONLY}; this file is read in the earlier form because "
            "it uses provider python-pip"
            for name in (
                "python_version",
                "inherit_base_image_packages",
                "host_credentials",
                "build_env",
            )
        }
    elsewhere.update(
        {
            name: f"`{name}` belongs at the top level, not in build_config"
            for name in ("name", "version", "description", "metadata")
        }
    )
    if current:
        elsewhere["env"] = "`env` belongs at the top level; for the build stage only use build_env"
    elsewhere["provider"] = "`provider` belongs in build_config.requirements"
    return Obj(
        title="build configuration",
        fields=tuple(fields),
        build=_finish_build_config,
        elsewhere=elsewhere,
    )


def _finish_build_config(values: dict[str, Any], path: Path_, checker: Checker) -> BuildConfig:
    package_data = tuple(PackageData(src, dst) for src, dst in values["package_data"])
    _check_unique_destinations(package_data, path, checker)
    _check_unique_hosts(values.get("host_credentials", ()), path, checker)

    family = rules.non_debian_family(values["base_image"])
    if family:
        checker.warn(
            "non-debian-base-image",
            (*path, "base_image"),
            f"`{values['base_image']}` looks like a {family} image, but the base image must "
            "be Debian- or Ubuntu-based (the build needs apt-get); the build will check",
        )
    for name, value in values.get("build_env", {}).items():
        reason = rules.looks_like_secret(name, value)
        if reason:
            checker.warn(
                "secret-in-build-env",
                (*path, "build_env", name),
                f"{reason}; build_env values are written into the build context, so never "
                "put secrets there: declare a host_credentials entry and pass the token with "
                "--secret",
                anchor="key",
            )

    requirements = values["requirements"]
    alias = values.get("python_version")
    inherit = values.get("inherit_base_image_packages", False)
    alias_path = (*path, "python_version")
    if alias is not None:
        if inherit:
            checker.error(
                "python-version-with-inherit",
                alias_path,
                "python_version cannot be combined with inherit_base_image_packages: true "
                "(an environment inherits the base image's own Python); remove one of them",
            )
        elif isinstance(requirements, CondaRequirements):
            checker.error(
                "python-version-with-conda",
                alias_path,
                "python_version applies to provider uv-pip only; with conda, pin python in "
                "component_environment.yaml instead",
            )
        elif requirements.python_version not in (None, alias):
            checker.error(
                "conflicting-python-version",
                alias_path,
                f'build_config.python_version "{alias}" contradicts '
                f'requirements.python_version "{requirements.python_version}"; remove the '
                "deprecated build_config.python_version",
            )
        else:
            both = requirements.python_version == alias
            checker.warn(
                "deprecated-field",
                alias_path,
                "build_config.python_version is deprecated and will be removed in release "
                f"{REMOVAL_RELEASE}; "
                + (
                    "requirements.python_version already says the same, so delete this line"
                    if both
                    else "move it to build_config.requirements.python_version "
                    "(`component migrate --write` does it)"
                ),
                anchor="key",
            )
            requirements = PipRequirements(requirements.provider, alias)
    elif inherit and isinstance(requirements, PipRequirements) and requirements.python_version:
        checker.error(
            "python-version-with-inherit",
            (*path, "requirements", "python_version"),
            "requirements.python_version cannot be combined with inherit_base_image_packages: "
            "true (an environment inherits the base image's own Python); remove one of them",
        )

    return BuildConfig(
        base_image=values["base_image"],
        target_platform=values["target_platform"],
        extra_packages=tuple(values["extra_packages"]),
        package_data=package_data,
        custom_build_steps=tuple(values["custom_build_steps"]),
        python_version=None,
        inherit_base_image_packages=inherit,
        requirements=requirements,
        host_credentials=tuple(values.get("host_credentials", ())),
        build_env=dict(values.get("build_env", {})),
        skip_checks=values["skip_checks"],
    )


def _check_unique_destinations(
    package_data: tuple[PackageData, ...], path: Path_, checker: Checker
) -> None:
    first: dict[str, int] = {}
    for index, entry in enumerate(package_data):
        key = rules.normalize_destination(entry.destination)
        if key in first:
            checker.error(
                "duplicate-destination",
                (*path, "package_data", index, 1),
                f"destination `{entry.destination}` is already used by package_data"
                f"[{first[key]}]; destinations must be unique",
            )
        else:
            first[key] = index


def _check_unique_hosts(credentials: Any, path: Path_, checker: Checker) -> None:
    first: dict[str, int] = {}
    for index, credential in enumerate(credentials):
        key = credential.host.lower().rstrip(".")
        if key in first:
            checker.error(
                "duplicate-host",
                (*path, "host_credentials", index, "host"),
                f"host `{credential.host}` already has a credential in host_credentials"
                f"[{first[key]}]; a credential is keyed by host, so keep one",
            )
        else:
            first[key] = index


def _finish_component(form: Form) -> Any:
    def build(values: dict[str, Any], path: Path_, checker: Checker) -> ComponentConfig:
        return ComponentConfig(
            name=values["name"],
            version=values["version"],
            description=values["description"],
            build_config=values["build_config"],
            env=dict(values.get("env", {})),
            metadata=values["metadata"],
            form=form,
        )

    return build


@functools.cache
def root(form: Form) -> Obj:
    current = form == "current"

    def default_build() -> BuildConfig:
        return BuildConfig(requirements=PipRequirements("uv-pip" if current else "python-pip"))

    fields: list[Field] = [
        Field(
            "name",
            Text(min_length=1),
            "Name of the component.",
            required=True,
            rule="at least 1 character",
        ),
        Field(
            "version",
            Text(min_length=1, max_length=128),
            "The component's own version, 1 to 128 characters.",
            default=lambda: "unknown",
            default_label='"unknown"',
            rule="1 to 128 characters",
        ),
        Field(
            "description",
            Text(),
            "Free-text description.",
            default=lambda: "",
            default_label='""',
        ),
        Field(
            "build_config",
            Nullable(_build_config(form), when_null=default_build),
            "Build configuration; null means all defaults.",
            default=default_build,
            default_label="{}",
        ),
    ]
    if current:
        fields.append(
            Field(
                "env",
                _string_map("a mapping of environment variable names to strings"),
                "Environment variables set in the built image.",
                default=dict,
                default_label="{}",
                rule="keys [A-Za-z_][A-Za-z0-9_]*; values literal (no $VAR expansion)",
            )
        )
    fields.append(
        Field(
            "metadata",
            MapOf(value=AnyData(), expected="a mapping"),
            "Free-form data, stored as JSON in the image label io.componentkit.component.metadata.",
            default=dict,
            default_label="{}",
            rule="string keys; values JSON-representable (quote dates)",
        )
    )
    elsewhere = {
        name: f"`{name}` belongs in build_config: write it as build_config.{name}"
        for name in (
            "base_image",
            "target_platform",
            "extra_packages",
            "package_data",
            "custom_build_steps",
            "requirements",
            "skip_checks",
            "python_version",
            "inherit_base_image_packages",
            "host_credentials",
            "build_env",
        )
        if current
        or name
        not in ("python_version", "inherit_base_image_packages", "host_credentials", "build_env")
    }
    if not current:
        elsewhere["env"] = (
            f"`env` {_CURRENT_ONLY}; this file is read in the earlier form because it uses "
            "provider python-pip"
        )
    return Obj(
        title="component configuration",
        fields=tuple(fields),
        build=_finish_component(form),
        elsewhere=elsewhere,
    )


def json_schema(form: Form) -> dict[str, Any]:
    schema = root(form).json_schema()
    return {
        "$schema": "http://json-schema.org/draft-07/schema#",
        "$id": f"https://component-kit.invalid/schema/component_config.{form}.json",
        "title": f"component_config.yaml ({form} form)",
        **{k: v for k, v in schema.items() if k != "title"},
    }


def reference_rows(form: Form) -> list[tuple[str, str, str, str, str]]:
    """(field path, type, default, description, rule) for every field, for the README."""
    rows: list[tuple[str, str, str, str, str]] = []

    def walk(obj: Obj, prefix: str) -> None:
        for f in obj.fields:
            name = f"{prefix}{f.name}"
            default = "required" if f.required else (f.default_label or "null")
            rows.append((name, f.kind.type_label(), default, f.doc, f.rule))
            inner: Kind = f.kind.inner if isinstance(f.kind, Nullable) else f.kind
            if isinstance(inner, Obj) and name == "build_config":
                walk(inner, name + ".")
            if isinstance(inner, ListOf) and isinstance(inner.item, Obj):
                walk(inner.item, name + "[].")
            if isinstance(inner, OneOfProvider):
                for provider, variant in inner.variants.items():
                    for vf in variant.fields:
                        if vf.name != "provider":
                            rows.append(
                                (
                                    f"{name}.{vf.name} ({provider})",
                                    vf.kind.type_label(),
                                    vf.default_label or "null",
                                    vf.doc,
                                    vf.rule,
                                )
                            )

    walk(root(form), "")
    return rows
