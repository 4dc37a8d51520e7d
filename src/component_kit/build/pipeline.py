"""`component build`: validate, plan, render, stage, build; each step's errors typed.

The build context lives in a temporary folder that is removed afterwards, also on failure
and on Ctrl-C. Secrets are checked before any engine starts, and their values are masked in
everything the engine prints.
"""

from __future__ import annotations

import os
import re
import shlex
import shutil
import tempfile
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlsplit

from ..config.kinds import format_path
from ..config.models import ComponentConfig, HostCredential
from ..config.rules import IMAGE_REF_PATTERN
from ..config.validate import FormChoice, Report
from ..errors import BuildError, ConfigError, ProcessError, UsageError
from .component_dir import check_component_dir
from .plan import ContextPlan, plan_context, stage_context
from .render import BUILD_FILE_NAME, CA_SECRET_ID, RenderedBuildFile, component_info, render

Log = Callable[[str], None]

PROXY_VARIABLES = ("HTTP_PROXY", "HTTPS_PROXY", "NO_PROXY", "http_proxy", "https_proxy",
                   "no_proxy")


@dataclass(frozen=True)
class BuildOptions:
    component_dir: Path
    tags: tuple[str, ...] = ()
    engine: str = "auto"
    secrets: tuple[str, ...] = ()  # raw --secret specs
    no_cache: bool = False
    form: FormChoice = "auto"
    ca_cert: Path | None = None


@dataclass(frozen=True)
class BuildResult:
    image: str
    tags: tuple[str, ...]
    image_id: str
    engine: str
    seconds: float
    size_bytes: int

    def as_dict(self) -> dict[str, Any]:
        return {
            "image": self.image,
            "tags": list(self.tags),
            "image_id": self.image_id,
            "engine": self.engine,
            "seconds": round(self.seconds, 3),
            "size_bytes": self.size_bytes,
        }


@dataclass(frozen=True)
class ParsedSecret:
    id: str
    env: str | None
    src: Path | None
    spec: str


@dataclass(frozen=True)
class Prepared:
    config: ComponentConfig
    plan: ContextPlan
    rendered: RenderedBuildFile
    tags: tuple[str, ...]
    secrets: tuple[ParsedSecret, ...]
    secret_values: tuple[str, ...]


@dataclass(frozen=True)
class GeneratedContext:
    context_dir: Path
    argv: list[str]

    @property
    def command_line(self) -> str:
        return shlex.join(self.argv)


# ----------------------------------------------------------------------------- tags

_REPOSITORY_COMPONENT = re.compile(r"[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*\Z")
_IMAGE_REFERENCE = re.compile(IMAGE_REF_PATTERN)


def repository_name(name: str) -> str:
    """A valid repository name from a component name, or "" when none can be made."""
    lowered = re.sub(r"[^a-z0-9._-]+", "-", name.lower())
    lowered = re.sub(r"[._-]{2,}", "-", lowered).strip("._-")
    return lowered if _REPOSITORY_COMPONENT.match(lowered) else ""


def tag_from_version(version: str) -> str:
    tag = re.sub(r"[^A-Za-z0-9_.-]+", "-", version).lstrip(".-")[:128]
    return tag


def default_tags(config: ComponentConfig) -> tuple[str, ...]:
    repository = repository_name(config.name)
    if not repository:
        raise UsageError(
            f"cannot make an image name from the component name {config.name!r}; "
            "give one with --tag NAME[:TAG]"
        )
    version = tag_from_version(config.version)
    tags = [f"{repository}:{version}"] if version and version != "latest" else []
    return (*tags, f"{repository}:latest")


def check_tags(tags: Sequence[str]) -> tuple[str, ...]:
    for tag in tags:
        if not _IMAGE_REFERENCE.match(tag):
            raise UsageError(
                f"--tag {tag!r} is not a valid image reference; write "
                "[registry[:port]/]name[:tag] in lower case, e.g. localhost:5000/team/comp:1.2"
            )
    return tuple(dict.fromkeys(tags))


# -------------------------------------------------------------------------- secrets


def parse_secret(spec: str, environ: Mapping[str, str]) -> ParsedSecret:
    fields: dict[str, str] = {}
    for part in spec.split(","):
        key, sep, value = part.partition("=")
        if not sep or key not in ("id", "env", "src") or key in fields:
            raise UsageError(
                f"--secret {spec!r}: expected id=ID,env=VAR or id=ID,src=FILE "
                f"(the part {part!r} is not one of id=, env=, src=, or repeats one)"
            )
        fields[key] = value
    secret_id = fields.get("id", "")
    if not re.fullmatch(r"[A-Za-z0-9_.-]+", secret_id):
        raise UsageError(f"--secret {spec!r}: the id must be letters, digits, `_`, `.` or `-`")
    if ("env" in fields) == ("src" in fields):
        raise UsageError(f"--secret {spec!r}: give exactly one of env=VAR or src=FILE")
    if "env" in fields:
        variable = fields["env"]
        if not environ.get(variable):
            raise UsageError(
                f"--secret {spec!r}: the environment variable {variable} is "
                + ("empty" if variable in environ else "not set")
                + f"; export {variable}=<token> first"
            )
        return ParsedSecret(secret_id, variable, None, spec)
    source = Path(fields["src"]).expanduser()
    if not source.is_file() or not os.access(source, os.R_OK):
        if source.is_dir():
            why = "is a directory"
        elif source.exists():
            why = "is not readable by this user"
        else:
            why = "does not exist"
        raise UsageError(
            f"--secret {spec!r}: the file {source} {why}; give src= the path of a readable "
            "file whose first line is the token"
        )
    return ParsedSecret(secret_id, None, source.resolve(), spec)


def _secret_value(secret: ParsedSecret, environ: Mapping[str, str]) -> str:
    if secret.env is not None:
        raw = environ.get(secret.env, "")
    else:
        assert secret.src is not None
        raw = secret.src.read_text(encoding="utf-8", errors="replace")
    return raw.splitlines()[0].strip() if raw.strip() else ""


def _missing_secrets_message(
    credentials: Sequence[HostCredential], supplied: set[str], report: Report | None
) -> str:
    """One line per config line that asks for a secret no --secret supplies."""
    lines = []
    for index, credential in enumerate(credentials):
        if credential.secret_id in supplied:
            continue
        path = ("build_config", "host_credentials", index, "secret_id")
        where = format_path(path)
        if report is not None and report.document is not None:
            where = f"{report.path}:{report.document.position(path).line}: {where}"
        lines.append(
            f"  {where}: {credential.secret_id} (for host {credential.host}): add "
            f"--secret id={credential.secret_id},env=<VARIABLE> (or src=<FILE>)"
        )
    return (
        "missing build secrets: host_credentials asks for secrets that no --secret "
        "supplies; the build did not start\n" + "\n".join(lines)
    )


def check_secrets(
    config: ComponentConfig, specs: Sequence[str], environ: Mapping[str, str], log: Log,
    report: Report | None = None,
) -> tuple[tuple[ParsedSecret, ...], tuple[str, ...]]:
    """Check every --secret spec, and that every host_credentials secret is supplied.

    ``report`` (the validation report of the config) lets the errors name the config line
    that asks for a missing secret. Returns the parsed specs and their values (to redact).
    """
    parsed = [parse_secret(spec, environ) for spec in specs]
    ids = [p.id for p in parsed]
    duplicates = sorted({i for i in ids if ids.count(i) > 1})
    if duplicates:
        raise UsageError(f"--secret: the id {duplicates[0]!r} is given more than once")
    supplied = set(ids)
    credentials = config.build_config.host_credentials
    if any(c.secret_id not in supplied for c in credentials):
        raise UsageError(_missing_secrets_message(credentials, supplied, report))
    named = {c.secret_id for c in credentials}
    for secret in parsed:
        if secret.id not in named:
            log(
                f"note: --secret id={secret.id} is not named by any host_credentials entry; "
                "it is passed to the engine for custom_build_steps to mount"
            )
    values = tuple(v for v in (_secret_value(p, environ) for p in parsed) if v)
    return tuple(parsed), values


# --------------------------------------------------------------------------- prepare


def prepare(options: BuildOptions, environ: Mapping[str, str], log: Log) -> Prepared:
    directory = options.component_dir
    if not directory.is_dir():
        raise UsageError(f"{directory} is not a directory; PATH must be a component directory")
    report = check_component_dir(directory, options.form)
    for warning in report.warnings:
        log(warning.format(report.path))
    if not report.valid or report.config is None:
        raise ConfigError(report.path, report.form, report.errors, ())
    config = report.config
    tags = check_tags(options.tags) if options.tags else default_tags(config)
    secrets, values = check_secrets(config, options.secrets, environ, log, report)
    if options.ca_cert is not None and not options.ca_cert.is_file():
        raise UsageError(f"--ca-cert {options.ca_cert}: no such file")
    plan = plan_context(config, directory)
    rendered = render(config, plan, ca_cert=options.ca_cert is not None)
    return Prepared(config, plan, rendered, tags, secrets, values + proxy_passwords(environ))


def proxy_passwords(environ: Mapping[str, str]) -> tuple[str, ...]:
    """Passwords in the proxy URLs passed to the build, masked in its output like secrets
    (a resolver's connection error may print the proxy URL)."""
    found = []
    for name in PROXY_VARIABLES:
        try:
            password = urlsplit(environ.get(name, "")).password
        except ValueError:  # a malformed URL (bad port): nothing to take from it
            continue
        if password:
            found += [password, unquote(password)]
    return tuple(dict.fromkeys(found))


def _request_for(
    prepared: Prepared, context_dir: Path, options: BuildOptions, extra_args: tuple[str, ...],
    environ: Mapping[str, str],
) -> Any:
    from ..engines.base import BuildRequest, SecretSpec

    secrets = [SecretSpec(s.id, env=s.env, src=s.src) for s in prepared.secrets]
    if options.ca_cert is not None:
        secrets.append(SecretSpec(CA_SECRET_ID, src=options.ca_cert.resolve()))
    platform = prepared.config.build_config.target_platform
    build_args: list[tuple[str, str | None]] = list(prepared.rendered.build_args.items())
    # Proxy settings reach the build stage as predefined build arguments, which engines do
    # not record in the image; passed by name, their values stay out of the command line.
    build_args += [(name, None) for name in PROXY_VARIABLES if environ.get(name)]
    return BuildRequest(
        context_dir=context_dir,
        build_file=context_dir / BUILD_FILE_NAME,
        tags=prepared.tags,
        platform=None if platform == "native" else platform,
        secrets=tuple(secrets),
        no_cache=options.no_cache,
        extra_args=extra_args,
        build_args=tuple(build_args),
    )


def _write_context(prepared: Prepared, destination: Path) -> None:
    stage_context(prepared.plan, destination, prepared.rendered.text,
                  component_info(prepared.config))


# -------------------------------------------------------------------------- commands


def generate_only(
    options: BuildOptions, destination: Path, *, force: bool, log: Log,
    environ: Mapping[str, str] | None = None,
) -> GeneratedContext:
    from ..engines import ENGINE_ORDER, engine_settings_from_env
    from ..engines import build_command as engine_build_command

    environ = os.environ if environ is None else environ
    component = options.component_dir.resolve()
    target = destination.resolve()
    if target == component or component in target.parents:
        raise UsageError(
            f"--generate-only {destination}: the directory lies inside the component "
            "directory; choose one outside it (the context would include itself)"
        )
    occupied = target.exists() and (not target.is_dir() or any(target.iterdir()))
    if occupied and (not force or not target.is_dir()):
        raise UsageError(
            f"--generate-only {destination}: the directory exists and is not empty; "
            "choose another or add --force to replace its contents"
        )
    prepared = prepare(options, environ, log)
    # Stage beside the target and move it into place at the end, so that a failure leaves
    # no half-written context behind.
    target.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=f".{target.name}.", dir=target.parent))
    try:
        _write_context(prepared, staging)
        if target.exists():
            shutil.rmtree(target)
        staging.rename(target)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
    exe, extra = engine_settings_from_env(environ)
    name = options.engine if options.engine != "auto" else ENGINE_ORDER[0]
    request = _request_for(prepared, target, options, extra, environ)
    return GeneratedContext(target, engine_build_command(name, exe, request))


def build_component(
    options: BuildOptions, log: Log, environ: Mapping[str, str] | None = None
) -> BuildResult:
    from ..engines import detect_engine, engine_settings_from_env

    environ = os.environ if environ is None else environ
    started = time.monotonic()
    prepared = prepare(options, environ, log)
    exe, extra = engine_settings_from_env(environ)
    engine = detect_engine(options.engine, exe=exe, environ=environ)
    context = Path(tempfile.mkdtemp(prefix="component-kit-context-"))
    try:
        _write_context(prepared, context)
        request = _request_for(prepared, context, options, extra, environ)
        log(f"building {', '.join(prepared.tags)} with {engine.name} ({engine.exe})")
        try:
            outcome = engine.build(request, on_line=log, redact=prepared.secret_values)
        except (BuildError, ProcessError) as error:
            output = getattr(error, "output", "") or getattr(error, "output_tail", "")
            code = getattr(error, "returncode", 1)
            if not output:
                raise
            from .diagnose import diagnose

            raise diagnose(output, prepared.config, code) from None
    finally:
        shutil.rmtree(context, ignore_errors=True)
    try:
        size = engine.image_size(outcome.image_id)
    except (BuildError, ProcessError):
        size = 0
    seconds = time.monotonic() - started
    log(f"image {prepared.tags[0]} {outcome.image_id}")
    return BuildResult(prepared.tags[0], prepared.tags, outcome.image_id, engine.name,
                       seconds, size)
