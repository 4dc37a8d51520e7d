// Rules on single string values that need code rather than a pattern, and the messages of the
// values the schema's patterns refuse.

import { PLATFORM_HINT, platformProblem } from './platform.js';

export const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
// eslint-disable-next-line no-control-regex
export const CONTROL = /[\x00-\x1f\x7f]/;

const NON_DEBIAN_FAMILIES = [
  'alpine',
  'fedora',
  'centos',
  'rockylinux',
  'almalinux',
  'amazonlinux',
  'archlinux',
  'opensuse',
  'busybox',
  'ubi',
];

const FAMILY_PATTERNS: Array<[string, RegExp]> = NON_DEBIAN_FAMILIES.map((f) => [f, new RegExp(`^${f}[0-9.]*$`)]);

// What a value refused by a pattern (or by a rule the editors' schema writes as a pattern) is
// not, and how to fix it. One text for both readers: the checker's message puts the place and
// the value before it; the editors' schema shows it as the pattern's message.
const QUOTING_PROBLEMS = {
  'invalid-python-version':
    'is not a Python version uv can install; write a release, quoted, such as "3.12" or "3.12.4" ("3.13t" for a free-threaded build, "3.14.0rc1" for a pre-release), or a specifier such as ">=3.11"',
  'invalid-image':
    'is not a valid image reference; write [registry/]name[:tag][@digest] in lower case, for example debian:bookworm-slim',
  'invalid-package-name':
    'is not a Debian package name (lower-case letters, digits, + - ., optionally =version or /release); list one package per entry, with no spaces, quotes or shell syntax',
  'invalid-secret-id': 'is not a valid secret id; use letters, digits, `_`, `.` and `-`',
  'invalid-host':
    'is not a bare host name; write only the host, such as pypi.example.com or 10.0.0.5 (no scheme, port, path, user or spaces)',
  'absolute-path': 'is absolute; a source must be relative to the directory holding component_api.py',
} as const;
const PLAIN_PROBLEMS = {
  'invalid-username': 'must not contain whitespace or control characters',
  'invalid-value': 'contains a NUL character, which no environment can hold',
  'invalid-path': 'contains a control character (newline, tab, ...)',
} as const;
const ENV_NAME_FIX = 'use letters, digits and underscores, not starting with a digit (for example MY_VAR)';

type ProblemCode = keyof typeof QUOTING_PROBLEMS | keyof typeof PLAIN_PROBLEMS;
export type PatternCode = ProblemCode | 'invalid-platform' | 'invalid-env-name';

const isQuoting = (code: string): code is keyof typeof QUOTING_PROBLEMS => Object.hasOwn(QUOTING_PROBLEMS, code);
const isPlain = (code: string): code is keyof typeof PLAIN_PROBLEMS => Object.hasOwn(PLAIN_PROBLEMS, code);

/** A value's problem, to follow the quoted value (or, for the plain ones, the place). */
export function valueProblem(code: ProblemCode): string {
  return isQuoting(code) ? QUOTING_PROBLEMS[code] : PLAIN_PROBLEMS[code];
}

/** The message of a pattern in the editors' schema, shown on the value (or key) it refuses. */
export function patternErrorMessage(code: PatternCode): string {
  if (code === 'invalid-platform') return `This value is not a container platform; ${PLATFORM_HINT}`;
  if (code === 'invalid-env-name') return `This key cannot be an environment variable name; ${ENV_NAME_FIX}`;
  return `This value ${valueProblem(code)}`;
}

/** The checker's message of a value that failed the pattern its schema carries, by finding code. */
export function patternMessage(code: string, name: string, value: string): string {
  if (value === '' && code !== 'invalid-platform') return `\`${name}\` is empty; give it a value, or remove it`;
  if (code === 'invalid-platform') return `\`${name}\`: ${platformProblem(value)}`;
  if (isQuoting(code)) return `\`${name}\`: \`${value}\` ${QUOTING_PROBLEMS[code]}`;
  if (isPlain(code)) return `\`${name}\`: ${PLAIN_PROBLEMS[code]}`;
  return `\`${name}\`: \`${value}\` is not allowed here`;
}

/** Why a name cannot be an ENV name of a build file (it failed ENV_NAME_PATTERN). */
export function envNameProblem(key: string): string {
  const fix = ENV_NAME_FIX;
  if (key === '') return `an environment variable name cannot be empty; ${fix}`;
  const why = key.includes('=')
    ? 'the = would end the name'
    : CONTROL.test(key) || /\s/.test(key)
      ? 'whitespace and control characters end the name'
      : 'the build file would read its quote, $ or \\ as syntax, not as part of the name';
  return `\`${key}\` cannot be an environment variable name (${why}); ${fix}`;
}

/** A POSIX-portable spelling of an environment variable name, for the hint. */
export function portableName(key: string): string {
  const name = key.replace(/[^A-Za-z0-9_]/g, '_');
  return /^[0-9]/.test(name) ? `_${name}` : name;
}

export function hostProblem(value: string): boolean {
  if (CONTROL.test(value) || /[ /:@?#[\]]/.test(value)) return !isIPv6(value);
  if (isIPv4(value)) return false;
  if (value.length > 253) return true;
  const labels = value.replace(/\.$/, '').split('.');
  // RFC 1123 labels, with underscores as well: DNS carries them (_acme-challenge, my_host.internal)
  // and pip, curl and git reach such hosts.
  return labels.some((l) => !/^[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?$/.test(l));
}

// A host written as a URL or with a port or path: scheme://host[:port][/path]. Not with a user
// (what the credential's username should be is not certain) nor an IPv6 address.
const HOST_IN_URL = /^(?:[A-Za-z][A-Za-z0-9+.-]*:\/\/)?([A-Za-z0-9._-]+)(?::[0-9]{1,5})?(?:[/?#]\S*)?$/;

/** The bare host of a host written as a URL (`https://pypi.example.com:443/simple`), if it has one. */
export function bareHost(value: string): string | undefined {
  const host = HOST_IN_URL.exec(value.trim())?.[1];
  return host !== undefined && host !== value && !hostProblem(host) ? host : undefined;
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

// A name holds a secret when it ends in a word that names one (GITHUB_TOKEN, DB_PASSWORD,
// OPENAI_API_KEY) or starts with SECRET/PASSWORD; a name that merely contains such a word
// names something about it (NPM_CONFIG_TOKEN_HELPER, UV_KEYRING_PROVIDER, HF_TOKEN_PATH).
const SECRET_LAST = new Set(['TOKEN', 'PASSWORD', 'PASSWD', 'PASS', 'SECRET', 'APIKEY', 'AUTH', 'AUTHTOKEN', 'PAT']);
const SECRET_LAST_TWO = new Set(['API_KEY', 'ACCESS_KEY', 'SECRET_KEY', 'PRIVATE_KEY', 'AUTH_KEY', 'SSH_KEY']);
const SECRET_FIRST = new Set(['SECRET', 'PASSWORD']);
// scheme://user:password@ (the password may be empty only when the user is not).
const URL_WITH_PASSWORD = /[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/\s:@]*:[^/\s@]+@/;

export function secretReason(name: string, value: string): string | undefined {
  const words = name
    .toUpperCase()
    .split(/[_.-]+/)
    .filter(Boolean);
  const last = words[words.length - 1] ?? '';
  const lastTwo = words.slice(-2).join('_');
  if (
    value &&
    (SECRET_LAST.has(last) || SECRET_LAST_TWO.has(lastTwo) || (words.length > 1 && SECRET_FIRST.has(words[0]!)))
  ) {
    return `the name \`${name}\` says it holds a secret`;
  }
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
