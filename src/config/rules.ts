// What the schema cannot say: rules across fields (unique destinations and hosts, the
// python_version alias), rules that need code (host names, build steps, paths), keys YAML read
// as non-strings, metadata that JSON cannot hold, and the warnings. Each rule looks only at
// values of the type it expects, so a value the schema already refused is not reported twice.

import { describe } from './describe.js';
import type { Code } from './findings.js';
import type { Anchor } from './locate.js';
import { formatPath, type Path } from './paths.js';
import { REMOVAL_RELEASE } from './schema.js';
import { Timestamp, type Source } from './source.js';
import type { Form } from './check.js';

export interface Draft {
  code: Code;
  path: Path;
  anchor: Anchor;
  message: string;
}

type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Timestamp);
const isStr = (v: unknown): v is string => typeof v === 'string';

export const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\x00-\x1f\x7f]/;

export const PLATFORM_ARCHITECTURES: Record<string, readonly string[]> = {
  amd64: ['v1', 'v2', 'v3', 'v4'],
  arm64: ['v8', 'v9'],
  arm: ['v5', 'v6', 'v7', 'v8'],
  '386': [],
  ppc64le: [],
  s390x: [],
  riscv64: [],
};

const NON_DEBIAN_FAMILIES = [
  'alpine', 'fedora', 'centos', 'rockylinux', 'almalinux', 'amazonlinux', 'archlinux', 'opensuse', 'busybox', 'ubi',
];

const FAMILY_PATTERNS: Array<[string, RegExp]> = NON_DEBIAN_FAMILIES.map((f) => [f, new RegExp(`^${f}[0-9.]*$`)]);

export const BUILD_INSTRUCTIONS = [
  'ADD', 'ARG', 'CMD', 'COPY', 'ENTRYPOINT', 'ENV', 'EXPOSE', 'HEALTHCHECK', 'LABEL', 'MAINTAINER',
  'ONBUILD', 'RUN', 'SHELL', 'STOPSIGNAL', 'USER', 'VOLUME', 'WORKDIR',
];

/** The message of a value that failed the pattern its schema carries, by finding code. */
export function patternMessage(code: string, name: string, value: string): string {
  switch (code) {
    case 'invalid-python-version':
      return `\`${name}\`: \`${value}\` is not a Python version; write major.minor or major.minor.patch, quoted, for example "3.11"`;
    case 'invalid-platform':
      return `\`${name}\`: ${platformProblem(value)}`;
    case 'invalid-image':
      return `\`${name}\`: \`${value}\` is not a valid image reference; write [registry/]name[:tag][@digest] in lower case, for example debian:bookworm-slim`;
    case 'invalid-package-name':
      return `\`${name}\`: \`${value}\` is not a Debian package name (lower-case letters, digits, + - ., optionally =version or /release); list one package per entry, with no spaces, quotes or shell syntax`;
    case 'invalid-secret-id':
      return `\`${name}\`: \`${value}\` is not a valid secret id; use letters, digits, \`_\`, \`.\` and \`-\``;
    case 'invalid-username':
      return `\`${name}\`: must not contain whitespace or control characters`;
    case 'invalid-value':
      return `\`${name}\`: contains a NUL character, which no environment can hold`;
    default:
      return `\`${name}\`: \`${value}\` is not allowed here`;
  }
}

function platformProblem(value: string): string {
  const parts = value.split('/');
  const variants = parts[1] !== undefined && Object.hasOwn(PLATFORM_ARCHITECTURES, parts[1]) ? PLATFORM_ARCHITECTURES[parts[1]] : undefined;
  if (parts.length === 3 && parts[0] === 'linux' && variants) {
    return `\`${value}\`: architecture ${parts[1]} has no variant \`${parts[2]}\` (variants: ${variants.join(', ') || 'none'})`;
  }
  const arches = Object.keys(PLATFORM_ARCHITECTURES).map((a) => `linux/${a}`).join(', ');
  return `\`${value}\` is not a container platform; use "native" or one of ${arches} (optionally with a variant, as in linux/arm/v7)`;
}

export function hostProblem(value: string): boolean {
  if (CONTROL.test(value) || /[ /:@?#[\]]/.test(value)) return !isIPv6(value);
  if (isIPv4(value)) return false;
  if (value.length > 253) return true;
  const labels = value.replace(/\.$/, '').split('.');
  return labels.some((l) => !/^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?|[A-Za-z0-9_])$/.test(l));
}

function isIPv4(v: string): boolean {
  const parts = v.split('.');
  return parts.length === 4 && parts.every((p) => /^(0|[1-9][0-9]{0,2})$/.test(p) && Number(p) <= 255);
}

function isIPv6(v: string): boolean {
  if (!/^[0-9A-Fa-f:.]+$/.test(v) || !v.includes(':')) return false;
  let head = v;
  let groupsNeeded = 8;
  const lastColon = v.lastIndexOf(':');
  const tail = v.slice(lastColon + 1);
  if (tail.includes('.')) {
    if (!isIPv4(tail)) return false;
    head = v.slice(0, lastColon + 1) + '0:0';
  }
  const halves = head.split('::');
  if (halves.length > 2) return false;
  const groups = (s: string) => (s === '' ? [] : s.split(':'));
  const all = halves.flatMap(groups);
  if (!all.every((g) => /^[0-9A-Fa-f]{1,4}$/.test(g))) return false;
  if (halves.length === 2) return all.length < groupsNeeded;
  groupsNeeded = 8;
  return all.length === groupsNeeded;
}

export function nonDebianFamily(image: string): string | undefined {
  const reference = image.split('@')[0]!.toLowerCase();
  const colon = reference.lastIndexOf(':');
  let name = colon >= 0 ? reference.slice(0, colon) : '';
  let tag = colon >= 0 ? reference.slice(colon + 1) : '';
  if (!name || tag.includes('/')) {
    name = reference;
    tag = '';
  }
  const components = name.split('/');
  const words = tag.split('-');
  for (const [family, versioned] of FAMILY_PATTERNS) {
    if (components.some((c) => versioned.test(c) || c.startsWith(`${family}-`))) return family;
    if (words.some((w) => versioned.test(w))) return family;
  }
  return undefined;
}

const HEREDOC = /<<(-?)(["']?)([A-Za-z_][A-Za-z0-9_]*)\2/g;

/** Each line outside continuations and heredocs must start with a build-file instruction. */
export function buildStepProblem(step: string): string | undefined {
  const lines = step.split('\n');
  let continued = false;
  const heredocEnd: string[] = [];
  let seenInstruction = false;
  for (let n = 0; n < lines.length; n++) {
    const raw = lines[n]!;
    const line = raw.trim();
    if (heredocEnd.length > 0) {
      if (line === heredocEnd[0] || raw.replace(/\r$/, '') === heredocEnd[0]) heredocEnd.shift();
      continue;
    }
    if (continued) {
      if (!line || line.startsWith('#')) continue;
      continued = line.endsWith('\\');
      if (!continued) for (const m of raw.matchAll(HEREDOC)) heredocEnd.push(m[3]!);
      continue;
    }
    if (!line || line.startsWith('#')) continue;
    const first = line.split(/\s+/, 1)[0]!;
    const word = first.toUpperCase();
    if (word === 'FROM') {
      return `line ${n + 1}: FROM would start a new build stage and discard the component; custom steps run inside the final image, so use RUN, COPY, ENV, ...`;
    }
    if (!BUILD_INSTRUCTIONS.includes(word)) {
      return `line ${n + 1} starts with \`${first}\`, which is not a build-file instruction; begin it with one of ${BUILD_INSTRUCTIONS.join(', ')} (for a shell command: RUN ...)`;
    }
    seenInstruction = true;
    continued = line.endsWith('\\');
    if (!continued) for (const m of raw.matchAll(HEREDOC)) heredocEnd.push(m[3]!);
  }
  if (continued) return 'the last line ends with `\\` but nothing follows it';
  if (heredocEnd.length > 0) return `the heredoc \`${heredocEnd[0]}\` is never closed`;
  if (!seenInstruction) return 'holds no instruction (only comments or blank lines)';
  return undefined;
}

const SECRET_NAME = /(TOKEN|PASSWORD|PASSWD|SECRET|CREDENTIAL|_KEY$|^KEY$|APIKEY|API_KEY|AUTH)/i;
const URL_WITH_PASSWORD = /[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/\s:@]*:[^/\s@]+@/;

export function secretReason(name: string, value: string): string | undefined {
  if (SECRET_NAME.test(name) && value) return `the name \`${name}\` suggests a secret`;
  if (URL_WITH_PASSWORD.test(value)) return 'the value is a URL with a password in it';
  return undefined;
}

/** Equal for destinations that name the same place: /opt/x, /opt/x/ and /opt/./x. */
export function normalizeDestination(value: string): string {
  const absolute = value.startsWith('/');
  const out: string[] = [];
  for (const part of value.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (out.length > 0 && out[out.length - 1] !== '..') out.pop();
      else if (!absolute) out.push('..');
      continue;
    }
    out.push(part);
  }
  const joined = out.join('/');
  return absolute ? `/${joined}` : joined || '.';
}

export function runRules(data: unknown, form: Form, source: Source): Draft[] {
  const drafts: Draft[] = [];
  const add = (code: Code, path: Path, message: string, anchor: Anchor = 'value') =>
    drafts.push({ code, path, anchor, message });
  if (!isObj(data)) return drafts;
  const current = form === 'current';

  const nonStringKey = (path: Path, pointer: string, context: string): boolean => {
    if (!source.nonStringKeys.has(pointer)) return false;
    const key = String(path[path.length - 1]);
    const readAs = describe(source.nonStringKeys.get(pointer), key);
    add('wrong-type', path, `the key \`${key}\` ${context} must be a string, but YAML read it as ${readAs}; quote it: "${key}"`, 'key');
    return true;
  };

  const envMap = (value: unknown, path: Path) => {
    if (!isObj(value)) return;
    const pointer = toPointer(path);
    for (const key of Object.keys(value)) {
      const child = [...path, key];
      if (nonStringKey(child, `${pointer}/${esc(key)}`, `in \`${formatPath(path)}\``)) continue;
      if (!ENV_NAME.test(key)) {
        add('invalid-env-name', child, `\`${key}\` is not a valid environment variable name; use letters, digits and underscores, not starting with a digit (for example MY_VAR)`, 'key');
      }
    }
  };

  const freeData = (value: unknown, path: Path, pointer: string) => {
    if (isObj(value)) {
      for (const key of Object.keys(value)) {
        const child = [...path, key];
        const childPointer = `${pointer}/${esc(key)}`;
        nonStringKey(child, childPointer, '(it is stored as JSON)');
        freeData(value[key], child, childPointer);
      }
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => freeData(item, [...path, i], `${pointer}/${i}`));
    } else if (typeof value === 'number' && !Number.isFinite(value)) {
      const text = source.places.get(pointer)?.text ?? String(value);
      add('unsupported-value', path, `\`${formatPath(path)}\` is ${text}, which JSON cannot hold; quote it to keep it as text`);
    } else if (value instanceof Timestamp) {
      add('unsupported-value', path, `\`${formatPath(path)}\`: YAML read \`${value.text}\` as a date, which is stored as JSON only as text; quote it: "${value.text}"`);
    }
  };

  if (current) envMap(data['env'], ['env']);
  if (isObj(data['metadata'])) freeData(data['metadata'], ['metadata'], '/metadata');

  const build = data['build_config'];
  if (!isObj(build)) return drafts;
  const bp: Path = ['build_config'];

  const image = build['base_image'];
  if (isStr(image)) {
    const family = nonDebianFamily(image);
    if (family) {
      add('non-debian-base-image', [...bp, 'base_image'], `\`${image}\` looks like a ${family} image, but the base image must be Debian- or Ubuntu-based (the build needs apt-get); the build will check`);
    }
  }

  const packageData = build['package_data'];
  if (Array.isArray(packageData)) {
    const firstUse = new Map<string, number>();
    packageData.forEach((pair, i) => {
      if (!Array.isArray(pair) || pair.length !== 2) return;
      const [src, dst] = pair as unknown[];
      const name = formatPath([...bp, 'package_data', i, 0]);
      if (isStr(src) && src) {
        if (CONTROL.test(src)) add('invalid-path', [...bp, 'package_data', i, 0], `\`${name}\`: contains a control character (newline, tab, ...)`);
        else if (src.startsWith('/')) add('absolute-path', [...bp, 'package_data', i, 0], `\`${name}\`: \`${src}\` is absolute; a source must be relative to the directory holding component_api.py`);
        else if (/^[A-Za-z]:/.test(src) || src.startsWith('\\')) {
          add('absolute-path', [...bp, 'package_data', i, 0], `\`${name}\`: \`${src}\` is a Windows absolute or drive path; a source must be a relative path with forward slashes`);
        }
      }
      if (isStr(dst) && dst) {
        const dname = formatPath([...bp, 'package_data', i, 1]);
        if (CONTROL.test(dst)) {
          add('invalid-path', [...bp, 'package_data', i, 1], `\`${dname}\`: contains a control character (newline, tab, ...)`);
          return;
        }
        const key = normalizeDestination(dst);
        const first = firstUse.get(key);
        if (first !== undefined) {
          add('duplicate-destination', [...bp, 'package_data', i, 1], `destination \`${dst}\` is already used by package_data[${first}]; destinations must be unique`);
        } else firstUse.set(key, i);
      }
    });
  }

  const steps = build['custom_build_steps'];
  if (Array.isArray(steps)) {
    steps.forEach((step, i) => {
      if (!isStr(step) || !step) return;
      const problem = buildStepProblem(step);
      if (problem) add('invalid-build-step', [...bp, 'custom_build_steps', i], `\`${formatPath([...bp, 'custom_build_steps', i])}\`: ${problem}`);
    });
  }

  if (!current) return drafts;

  const credentials = build['host_credentials'];
  if (Array.isArray(credentials)) {
    const firstHost = new Map<string, number>();
    credentials.forEach((c, i) => {
      if (!isObj(c) || !isStr(c['host']) || !c['host']) return;
      const host = c['host'];
      const path = [...bp, 'host_credentials', i, 'host'];
      if (hostProblem(host)) {
        add('invalid-host', path, `\`${formatPath(path)}\`: \`${host}\` is not a bare host name; write only the host, such as pypi.example.com or 10.0.0.5 (no scheme, port, path, user or spaces)`);
        return;
      }
      const key = host.toLowerCase().replace(/\.+$/, '');
      const first = firstHost.get(key);
      if (first !== undefined) {
        add('duplicate-host', path, `host \`${host}\` already has a credential in host_credentials[${first}]; a credential is keyed by host, so keep one`);
      } else firstHost.set(key, i);
    });
  }

  const buildEnv = build['build_env'];
  envMap(buildEnv, [...bp, 'build_env']);
  if (isObj(buildEnv)) {
    for (const [name, value] of Object.entries(buildEnv)) {
      if (!isStr(value)) continue;
      const reason = secretReason(name, value);
      if (reason) {
        add('secret-in-build-env', [...bp, 'build_env', name], `${reason}; build_env values are written into the build context, so never put secrets there: declare a host_credentials entry and pass the token with --secret`, 'key');
      }
    }
  }

  pythonVersionRules(build, bp, add);
  return drafts;
}

const VERSION = /^[0-9]+\.[0-9]+(\.[0-9]+)?$/;

function pythonVersionRules(build: Obj, bp: Path, add: (code: Code, path: Path, message: string, anchor?: Anchor) => void) {
  const alias = build['python_version'];
  const inherit = build['inherit_base_image_packages'] === true;
  const requirements = build['requirements'];
  const provider = isObj(requirements) ? requirements['provider'] : 'uv-pip';
  const pinned = isObj(requirements) ? requirements['python_version'] : undefined;
  const aliasPath = [...bp, 'python_version'];
  if (isStr(alias) && VERSION.test(alias)) {
    if (inherit) {
      add('python-version-with-inherit', aliasPath, 'python_version cannot be combined with inherit_base_image_packages: true (an environment inherits the base image\'s own Python); remove one of them');
    } else if (provider === 'conda') {
      add('python-version-with-conda', aliasPath, 'python_version applies to provider uv-pip only; with conda, pin python in component_environment.yaml instead');
    } else if (provider !== 'uv-pip') {
      return; // an unknown provider is already an error of its own
    } else if (isStr(pinned) && pinned !== alias) {
      add('conflicting-python-version', aliasPath, `build_config.python_version "${alias}" contradicts requirements.python_version "${pinned}"; remove the deprecated build_config.python_version`);
    } else {
      const same = pinned === alias;
      add(
        'deprecated-field',
        aliasPath,
        `build_config.python_version is deprecated and will be removed in release ${REMOVAL_RELEASE}; ` +
          (same
            ? 'requirements.python_version already says the same, so delete this line'
            : `move it to build_config.requirements.python_version (requirements: {provider: uv-pip, python_version: "${alias}"})`),
        'key',
      );
    }
  } else if (alias === null || alias === undefined) {
    if (inherit && provider === 'uv-pip' && isStr(pinned) && pinned) {
      add('python-version-with-inherit', [...bp, 'requirements', 'python_version'], 'requirements.python_version cannot be combined with inherit_base_image_packages: true (an environment inherits the base image\'s own Python); remove one of them');
    }
  }
}

export function esc(key: string): string {
  return key.includes('~') || key.includes('/') ? key.replace(/~/g, '~0').replace(/\//g, '~1') : key;
}

export function toPointer(path: Path): string {
  return path.map((p) => `/${typeof p === 'number' ? p : esc(p)}`).join('');
}
