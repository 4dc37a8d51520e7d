// Rules on single string values that need code rather than a pattern, and the messages of the
// values the schema's patterns refuse.

export const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
// eslint-disable-next-line no-control-regex
export const CONTROL = /[\x00-\x1f\x7f]/;

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

export const BUILD_INSTRUCTIONS = [
  'ADD',
  'ARG',
  'CMD',
  'COPY',
  'ENTRYPOINT',
  'ENV',
  'EXPOSE',
  'HEALTHCHECK',
  'LABEL',
  'MAINTAINER',
  'ONBUILD',
  'RUN',
  'SHELL',
  'STOPSIGNAL',
  'USER',
  'VOLUME',
  'WORKDIR',
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
  const variants =
    parts[1] !== undefined && Object.hasOwn(PLATFORM_ARCHITECTURES, parts[1])
      ? PLATFORM_ARCHITECTURES[parts[1]]
      : undefined;
  if (parts.length === 3 && parts[0] === 'linux' && variants) {
    return `\`${value}\`: architecture ${parts[1]} has no variant \`${parts[2]}\` (variants: ${variants.join(', ') || 'none'})`;
  }
  const arches = Object.keys(PLATFORM_ARCHITECTURES)
    .map((a) => `linux/${a}`)
    .join(', ');
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
