"""The configuration layer: YAML with positions, both forms of the schema, rules, errors.

It knows nothing about images or engines.
"""

from .models import (
    BuildConfig,
    ComponentConfig,
    CondaRequirements,
    Form,
    HostCredential,
    LoadedConfig,
    PackageData,
    PipRequirements,
)
from .validate import Report, load_config, validate_bytes, validate_file, validate_text

__all__ = [
    "BuildConfig",
    "ComponentConfig",
    "CondaRequirements",
    "Form",
    "HostCredential",
    "LoadedConfig",
    "PackageData",
    "PipRequirements",
    "Report",
    "load_config",
    "validate_bytes",
    "validate_file",
    "validate_text",
]
