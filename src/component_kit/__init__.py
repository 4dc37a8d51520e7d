"""component-kit: build container images from component_config.yaml and component_api.py."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

__version__ = "0.1.0"

if TYPE_CHECKING:
    from .config import ComponentConfig, LoadedConfig, load_config

__all__ = ["ComponentConfig", "LoadedConfig", "__version__", "load_config"]


def __getattr__(name: str) -> Any:
    # The config layer imports PyYAML; keep `import component_kit` itself cheap.
    if name in ("load_config", "ComponentConfig", "LoadedConfig"):
        from . import config

        return getattr(config, name)
    raise AttributeError(name)
