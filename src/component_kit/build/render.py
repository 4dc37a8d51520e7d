"""Render the build file from the template: a pure function of the config and the plan.

Every value from the config reaches the build file through ``quote`` (ENV, LABEL: the
build-file lexer's double quotes, with `\\`, `"` and `$` escaped so nothing expands), through
``shlex.quote`` (shell words in RUN lines), or through JSON arrays (COPY). A value holding a
newline cannot be written in ENV or LABEL syntax at all, so it travels as a build argument
and the line refers to it (``ENV KEY="${COMPONENT_KIT_VALUE_0}"``), which keeps it exact.
"""

from __future__ import annotations

import json
import re
import shlex
from dataclasses import dataclass, field
from importlib import resources
from typing import Any

from ..config.models import ComponentConfig, CondaRequirements, PipRequirements
from .plan import ContextPlan

ROOT = "/opt/component-kit"
VENV = f"{ROOT}/venv"
TOOLS = f"{ROOT}/tools"
MANAGED_PYTHON = f"{ROOT}/python"
REQUIREMENTS_DIR = f"{ROOT}/requirements"
AUTH_DIR = "/run/component-kit-auth"
CA_DIR = "/run/component-kit-ca"
CA_SECRET_ID = "component-kit-ca-cert"
APP_DIR = "/opt/component"
USER_ID = 10001
METADATA_LABEL = "io.componentkit.component.metadata"
BUILD_FILE_NAME = "Containerfile"


@dataclass(frozen=True)
class RenderedBuildFile:
    text: str
    # Build arguments the file needs (values with newlines); pass each as --build-arg.
    build_args: dict[str, str] = field(default_factory=dict)


def quote(value: str) -> str:
    """A double-quoted word for ENV and LABEL lines; the value must hold no newline."""
    escaped = value.replace("\\", "\\\\").replace('"', '\\"').replace("$", "\\$")
    return f'"{escaped}"'


def json_words(words: list[str]) -> str:
    """A JSON array for COPY whose words arrive as written.

    COPY runs each word, even in JSON form, through the engine's word processing: quotes
    are removed (an odd one is an error), a backslash escapes the next character, `$`
    expands. A backslash before each of `\\ $ " '` keeps them all literal (BuildKit and
    buildah alike).
    """
    return json.dumps([re.sub(r"""([\\$"'])""", r"\\\1", w) for w in words])


class _Values:
    """Allocates a build argument for each value that cannot be written inline."""

    def __init__(self) -> None:
        self.args: dict[str, str] = {}

    def word(self, value: str) -> str:
        if "\n" not in value and "\r" not in value:
            return quote(value)
        name = f"COMPONENT_KIT_VALUE_{len(self.args)}"
        self.args[name] = value
        return f'"${{{name}}}"'


def _debian_check(base_image: str) -> str:
    message = (
        f"component-kit-error[base-image-not-debian]: the base image {base_image} is not "
        "Debian-based (it has no /etc/debian_version or no apt-get); set "
        "build_config.base_image to a Debian or Ubuntu image"
    )
    return (
        "if [ ! -f /etc/debian_version ] || ! command -v apt-get >/dev/null 2>&1; "
        f"then echo {shlex.quote(message)} >&2; exit 1; fi"
    )


def _needs_system_python(config: ComponentConfig) -> bool:
    requirements = config.build_config.requirements
    return isinstance(requirements, PipRequirements) and (
        requirements.python_version is None or config.build_config.inherit_base_image_packages
    )


def _apt_install(packages: list[str], *, ca_cert: bool) -> str:
    if not packages:
        return ""
    words = " ".join(shlex.quote(p) for p in packages)
    ca = f" -o Acquire::https::CAInfo={CA_DIR}/bundle.pem" if ca_cert else ""
    return (
        f"apt-get{ca} update"
        f" && DEBIAN_FRONTEND=noninteractive apt-get{ca} install -y --no-install-recommends"
        f" {words}"
        " && rm -rf /var/lib/apt/lists/*"
    )


def _ca_prefix(ca_cert: bool) -> tuple[str, str]:
    """(mount flags, shell prelude) that make a step trust the extra CA bundle."""
    if not ca_cert:
        return "", ""
    mounts = (
        f"--mount=type=secret,id={CA_SECRET_ID},target=/run/secrets/{CA_SECRET_ID} "
        f"--mount=type=tmpfs,target={CA_DIR} "
    )
    prelude = (
        f"{{ cat /etc/ssl/certs/ca-certificates.crt 2>/dev/null; "
        f"cat /run/secrets/{CA_SECRET_ID}; }} > {CA_DIR}/bundle.pem"
        f" && export SSL_CERT_FILE={CA_DIR}/bundle.pem REQUESTS_CA_BUNDLE={CA_DIR}/bundle.pem"
        f" PIP_CERT={CA_DIR}/bundle.pem GIT_SSL_CAINFO={CA_DIR}/bundle.pem"
        f" CURL_CA_BUNDLE={CA_DIR}/bundle.pem CONDA_SSL_VERIFY={CA_DIR}/bundle.pem"
        " UV_NATIVE_TLS=1 && "
    )
    return mounts, prelude


# uv and pip read different variables for the same settings; build_env may name either, so
# each step fills in the other tool's spelling when only one is set.
INDEX_SHARING = (
    'if [ -z "${PIP_INDEX_URL:-}" ] && [ -n "${UV_DEFAULT_INDEX:-${UV_INDEX_URL:-}}" ]; then '
    'export PIP_INDEX_URL="${UV_DEFAULT_INDEX:-$UV_INDEX_URL}"; fi; '
    'if [ -z "${UV_DEFAULT_INDEX:-}${UV_INDEX_URL:-}" ] && [ -n "${PIP_INDEX_URL:-}" ]; then '
    'export UV_DEFAULT_INDEX="$PIP_INDEX_URL"; fi; '
    'if [ -z "${UV_EXTRA_INDEX_URL:-}" ] && [ -n "${PIP_EXTRA_INDEX_URL:-}" ]; then '
    'export UV_EXTRA_INDEX_URL="$PIP_EXTRA_INDEX_URL"; fi; '
    'if [ -z "${PIP_EXTRA_INDEX_URL:-}" ] && [ -n "${UV_EXTRA_INDEX_URL:-}" ]; then '
    'export PIP_EXTRA_INDEX_URL="$UV_EXTRA_INDEX_URL"; fi'
)


def _continued(commands: list[str]) -> str:
    return " \\\n    && ".join(c for c in commands if c)


def _environment_install(config: ComponentConfig, plan: ContextPlan) -> tuple[str, str]:
    """(tool installation step or "", the command that makes the environment)."""
    bc = config.build_config
    requirements = bc.requirements
    req_file = f"{REQUIREMENTS_DIR}/{plan.requirements_name}" if plan.requirements_name else None
    site = bc.inherit_base_image_packages
    cd = f"cd {REQUIREMENTS_DIR} && {INDEX_SHARING}"
    if isinstance(requirements, CondaRequirements):
        message = (
            "component-kit-error[conda-missing]: provider conda needs conda, mamba or "
            "micromamba in the base image, and it has none; use a base image that provides "
            "one, or provider uv-pip"
        )
        if req_file:
            # micromamba has no `env create`; conda and mamba take the file there.
            create = (
                f'case "$tool" in micromamba) "$tool" create -y -p {VENV} -f {req_file};; '
                f'*) "$tool" env create -p {VENV} -f {req_file};; esac'
            )
        else:
            create = f'"$tool" create -y -p {VENV} python'
        find = (
            "tool=; for candidate in micromamba mamba conda; do "
            'if command -v "$candidate" >/dev/null 2>&1; then tool=$candidate; break; fi; done; '
            f'if [ -z "$tool" ]; then echo {shlex.quote(message)} >&2; exit 1; fi'
        )
        return "", _continued([cd, find, create])
    fail = (
        "component-kit-error[requirements-failed]: installing the Python requirements from "
        f"{plan.requirements_name or 'the requirements file'} failed; the resolver "
        "says why above"
    )

    def guarded(command: str) -> str:
        return f"{{ {command} || {{ echo {shlex.quote(fail)} >&2; exit 1; }}; }}"

    if requirements.provider == "python-pip":
        venv = f"python3 -m venv {'--system-site-packages ' if site else ''}{VENV}"
        install = (
            guarded(
                f"{VENV}/bin/pip install --no-cache-dir --disable-pip-version-check -r {req_file}"
            )
            if req_file
            else ""
        )
        return "", _continued([cd, venv, install])
    uv = f"{TOOLS}/bin/uv"
    tool_step = (
        f"RUN @@ca_mounts@@@@ca_prelude@@{INDEX_SHARING}; "
        f"python3 -m venv {TOOLS} && {TOOLS}/bin/pip install --no-cache-dir "
        "--disable-pip-version-check uv"
        " || { echo 'component-kit-error[uv-install-failed]: could not install uv from the "
        "Python package index; point build_config.build_env (PIP_INDEX_URL) at an index "
        "that serves it' >&2; exit 1; }"
    )
    commands = [cd]
    if requirements.python_version and not site:
        message = (
            f"component-kit-error[python-download-failed]: uv could not install Python "
            f"{requirements.python_version}; it downloads Python builds from the internet, "
            "which this build cannot reach; remove requirements.python_version to use the "
            "base image's Python, or allow the download (build_env UV_PYTHON_INSTALL_MIRROR)"
        )
        commands.append(
            f"UV_PYTHON_INSTALL_DIR={MANAGED_PYTHON} {uv} python install "
            f"{shlex.quote(requirements.python_version)} || {{ echo {shlex.quote(message)} "
            ">&2; exit 1; }"
        )
        commands.append(
            f"UV_PYTHON_INSTALL_DIR={MANAGED_PYTHON} {uv} venv --python-preference only-managed"
            f" --python {shlex.quote(requirements.python_version)} {VENV}"
        )
    else:
        flag = "--system-site-packages " if site else ""
        commands.append(f"{uv} venv {flag}--python /usr/bin/python3 {VENV}")
    if req_file:
        commands.append(
            guarded(f"UV_LINK_MODE=copy {uv} pip install --python {VENV}/bin/python -r {req_file}")
        )
    return tool_step, _continued(commands)


def _credential_parts(config: ComponentConfig) -> tuple[str, str, str]:
    """(helper COPY line, mount flags, shell prelude) for host_credentials."""
    credentials = config.build_config.host_credentials
    if not credentials:
        return "", "", ""
    mounts = "".join(
        f"--mount=type=secret,id={c.secret_id},target=/run/secrets/{c.secret_id} "
        for c in sorted({c.secret_id: c for c in credentials}.values(), key=lambda c: c.secret_id)
    )
    mounts += f"--mount=type=tmpfs,target={AUTH_DIR} "
    args = " ".join(
        f"{shlex.quote(c.host)} /run/secrets/{c.secret_id} {shlex.quote(c.username)}"
        for c in credentials
    )
    prelude = (
        f"sh {ROOT}/build/credentials.sh {AUTH_DIR} {args}"
        f" && export NETRC={AUTH_DIR}/netrc GIT_CONFIG_GLOBAL={AUTH_DIR}/gitconfig && "
    )
    copy = f"COPY credentials.sh {ROOT}/build/credentials.sh"
    return copy, mounts, prelude


def _package_data(plan: ContextPlan) -> str:
    lines = []
    for staged in plan.package_data:
        lines.append(f"COPY {json_words([staged.staged_path, staged.destination])}")
    return "\n".join(lines)


def _labels(config: ComponentConfig, values: _Values) -> str:
    labels = {
        "org.opencontainers.image.title": config.name,
        "org.opencontainers.image.version": config.version,
        "org.opencontainers.image.description": config.description,
        METADATA_LABEL: json.dumps(config.metadata, sort_keys=True, ensure_ascii=False),
    }
    words = [f"{quote(key)}={values.word(value)}" for key, value in labels.items()]
    return "LABEL " + " \\\n      ".join(words)


def _env_lines(env: dict[str, str], values: _Values) -> str:
    if not env:
        return ""
    return "ENV " + " \\\n    ".join(f"{key}={values.word(value)}" for key, value in env.items())


def component_info(config: ComponentConfig) -> dict[str, Any]:
    """What `describe` prints inside the image."""
    return {
        "name": config.name,
        "version": config.version,
        "description": config.description,
        "metadata": config.metadata,
    }


def render(config: ComponentConfig, plan: ContextPlan, *, ca_cert: bool = False) -> RenderedBuildFile:
    bc = config.build_config
    build_values = _Values()
    final_values = _Values()
    ca_mounts, ca_prelude = _ca_prefix(ca_cert)

    # pip and uv both start from the system python3 in the build stage (uv is installed with
    # pip); only the final stage can do without it, when uv brought its own Python.
    pip_based = isinstance(bc.requirements, PipRequirements)
    build_packages = (["python3", "python3-venv"] if pip_based else []) + ["ca-certificates"]
    build_packages += list(bc.extra_packages)
    final_packages = (["python3"] if _needs_system_python(config) else []) + list(
        bc.extra_packages
    )
    useradd = (
        f"groupadd --system --gid {USER_ID} component && "
        f"useradd --system --uid {USER_ID} --gid {USER_ID} --home-dir {APP_DIR} --no-create-home "
        "--shell /usr/sbin/nologin component"
    )
    final_apt = _apt_install(final_packages, ca_cert=ca_cert)
    final_step = (ca_mounts + ca_prelude if final_apt else "") + _continued([final_apt, useradd])

    tool_step, environment = _environment_install(config, plan)
    tool_step = tool_step.replace("@@ca_mounts@@", ca_mounts).replace("@@ca_prelude@@", ca_prelude)
    helper_copy, cred_mounts, cred_prelude = _credential_parts(config)
    build_env = _env_lines(bc.build_env, build_values)
    env = _env_lines(config.env, final_values)
    labels = _labels(config, final_values)

    python_copy = ""
    if isinstance(bc.requirements, PipRequirements) and bc.requirements.python_version and not (
        bc.inherit_base_image_packages
    ):
        python_copy = f"COPY --from=build {MANAGED_PYTHON} {MANAGED_PYTHON}"
    api_check = ""
    if not bc.skip_checks:
        api_check = (
            f'RUN ["{VENV}/bin/python", "{ROOT}/runtime/component_runtime.py", "check"]'
        )
    custom_steps = "\n".join(step.rstrip("\n") for step in bc.custom_build_steps)

    def arg_lines(values: _Values) -> str:
        return "\n".join(f"ARG {name}" for name in values.args)

    replacements = {
        "title": f"{config.name} {config.version}".replace("\n", " "),
        "base_image": bc.base_image,
        "build_args": arg_lines(build_values),
        "final_args": arg_lines(final_values),
        "debian_check": _debian_check(bc.base_image),
        "build_env": build_env,
        "build_apt": ca_mounts + ca_prelude + _apt_install(build_packages, ca_cert=ca_cert),
        "tool_install": tool_step,
        "credential_helper": helper_copy,
        "mounts": ca_mounts + cred_mounts + ca_prelude + cred_prelude,
        "environment_install": environment,
        "final_apt": final_step,
        "python_copy": python_copy,
        "package_data": _package_data(plan),
        "env": env,
        "custom_steps": custom_steps,
        "api_check": api_check,
        "labels": labels,
    }
    lines = []
    for line in _template().split("\n"):
        stripped = line.strip()
        if stripped.startswith("@@") and stripped.endswith("@@") and stripped.count("@@") == 2:
            value = replacements[stripped[2:-2]]
            if value:
                lines.append(value)
            continue  # a placeholder line that rendered empty leaves no blank line
        for key, value in replacements.items():
            line = line.replace(f"@@{key}@@", value)
        lines.append(line)
    return RenderedBuildFile("\n".join(lines), {**build_values.args, **final_values.args})


def _template() -> str:
    return resources.files(__package__).joinpath("templates").joinpath("Containerfile.in").read_text(
        encoding="utf-8"
    )
