"""Typed, immutable models of a validated component configuration.

One set of classes serves both forms of the schema: a configuration in the earlier form
simply leaves the current-form-only fields at their defaults, and ``to_dict`` writes only
the fields its form has. Instances are built by ``config.validate`` from checked data, never
from raw YAML, so every field here already obeys the rules.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

Form = Literal["current", "earlier"]
FORMS: tuple[Form, ...] = ("current", "earlier")

DEFAULT_BASE_IMAGE = "debian:bookworm-slim"
DEFAULT_USERNAME = "__token__"


@dataclass(frozen=True)
class PipRequirements:
    """``uv-pip`` (current form) or ``python-pip`` (earlier form)."""

    provider: Literal["uv-pip", "python-pip"] = "uv-pip"
    python_version: str | None = None


@dataclass(frozen=True)
class CondaRequirements:
    provider: Literal["conda"] = "conda"
    python_version: None = None


Requirements = PipRequirements | CondaRequirements


@dataclass(frozen=True)
class PackageData:
    source: str
    destination: str


@dataclass(frozen=True)
class HostCredential:
    host: str
    secret_id: str
    username: str = DEFAULT_USERNAME


@dataclass(frozen=True)
class BuildConfig:
    base_image: str = DEFAULT_BASE_IMAGE
    target_platform: str = "native"
    extra_packages: tuple[str, ...] = ()
    package_data: tuple[PackageData, ...] = ()
    custom_build_steps: tuple[str, ...] = ()
    # Deprecated alias; validation moves its value into requirements.python_version, so
    # after validation it is always None.
    python_version: str | None = None
    inherit_base_image_packages: bool = False
    requirements: Requirements = field(default_factory=PipRequirements)
    host_credentials: tuple[HostCredential, ...] = ()
    build_env: dict[str, str] = field(default_factory=dict)
    skip_checks: bool = False


@dataclass(frozen=True)
class ComponentConfig:
    name: str
    version: str = "unknown"
    description: str = ""
    build_config: BuildConfig = field(default_factory=BuildConfig)
    env: dict[str, str] = field(default_factory=dict)
    metadata: dict[str, Any] = field(default_factory=dict)
    form: Form = "current"

    def to_dict(self) -> dict[str, Any]:
        """The normalized configuration: every field of its form, defaults filled in."""
        bc = self.build_config
        requirements: dict[str, Any] = {"provider": bc.requirements.provider}
        if self.form == "current" and isinstance(bc.requirements, PipRequirements):
            requirements["python_version"] = bc.requirements.python_version
        build: dict[str, Any] = {
            "base_image": bc.base_image,
            "target_platform": bc.target_platform,
            "extra_packages": list(bc.extra_packages),
            "package_data": [[p.source, p.destination] for p in bc.package_data],
            "custom_build_steps": list(bc.custom_build_steps),
        }
        if self.form == "current":
            build["python_version"] = bc.python_version
            build["inherit_base_image_packages"] = bc.inherit_base_image_packages
        build["requirements"] = requirements
        if self.form == "current":
            build["host_credentials"] = [
                {"host": c.host, "secret_id": c.secret_id, "username": c.username}
                for c in bc.host_credentials
            ]
            build["build_env"] = dict(bc.build_env)
        build["skip_checks"] = bc.skip_checks
        out: dict[str, Any] = {
            "name": self.name,
            "version": self.version,
            "description": self.description,
            "build_config": build,
        }
        if self.form == "current":
            out["env"] = dict(self.env)
        out["metadata"] = self.metadata
        return out


@dataclass(frozen=True)
class LoadedConfig:
    """What ``load_config`` returns: the config, its form and any warnings."""

    config: ComponentConfig
    form: Form
    warnings: tuple[Any, ...] = ()
