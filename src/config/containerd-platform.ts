// target_platform as the container tools read it: containerd's platform parsing and
// normalisation (github.com/containerd/platforms, platforms.go Parse and database.go
// normalizeOS/normalizeArch), which Docker, BuildKit and Podman use. What containerd refuses is
// an error, and so are an OS other than Linux (the base image is Debian-based) and an
// architecture containerd does not know (isKnownArch: it keeps the name, and no image has it);
// what it accepts but is unlikely to build a Debian image is a warning.

import { PYTHON_SPACE } from './python-space.js';

/** `os[(version[+feature]*)]`, then up to two `[A-Za-z0-9_.-]+` components, as containerd splits it. */
const OS_PART = /^([A-Za-z0-9_-]+)(?:\(([A-Za-z0-9_.%-]*)((?:\+[A-Za-z0-9_.%-]+)*)\))?$/;
const COMPONENT = /^[A-Za-z0-9_.-]+$/;

// Go's known operating systems and architectures (containerd's isKnownOS / isKnownArch).
const KNOWN_OS = new Set(
  'aix android darwin dragonfly freebsd hurd illumos ios js linux nacl netbsd openbsd plan9 solaris windows zos'.split(
    ' ',
  ),
);
const KNOWN_ARCH = new Set(
  '386 amd64 amd64p32 arm armbe arm64 arm64be ppc64 ppc64le loong64 mips mipsle mips64 mips64le mips64p32 mips64p32le ppc riscv riscv64 s390 s390x sparc sparc64 wasm'.split(
    ' ',
  ),
);
/** Names containerd rewrites to a Go architecture (and variant). */
const ARCH_ALIASES = ['i386', 'x86_64', 'x86-64', 'aarch64', 'armhf', 'armel'];

/** Architectures the official Debian images are published for, with the variants that select them. */
export const DEBIAN_ARCHITECTURES: Record<string, readonly string[]> = {
  amd64: ['', 'v2', 'v3', 'v4'],
  arm64: [
    'v8',
    'v8.1',
    'v8.2',
    'v8.3',
    'v8.4',
    'v8.5',
    'v8.6',
    'v8.7',
    'v8.8',
    'v8.9',
    'v9',
    'v9.1',
    'v9.2',
    'v9.3',
    'v9.4',
    'v9.5',
  ],
  arm: ['v5', 'v6', 'v7', 'v8'],
  '386': [''],
  mips64le: [''],
  ppc64le: [''],
  riscv64: [''],
  s390x: [''],
};

const anyCase = (word: string): string =>
  [...word].map((c) => (/[a-z]/.test(c) ? `[${c}${c.toUpperCase()}]` : c.replace(/[.]/g, '\\.'))).join('');

// The same grammar as a pattern, for the schema (and the editors' JSON Schema): "native"; Linux
// with an optional OS version, then an architecture containerd knows and a variant; or an
// architecture alone.
const LINUX = `${anyCase('linux')}(?:\\([A-Za-z0-9_.%-]*(?:\\+[A-Za-z0-9_.%-]+)*\\))?`;
const ARCHITECTURE = [...KNOWN_ARCH, ...ARCH_ALIASES].map(anyCase).join('|');
// The builder takes `target_platform.strip() == "native"` for native (Python's strip).
export const PLATFORM_PATTERN = `^(?:[${PYTHON_SPACE}]*native[${PYTHON_SPACE}]*|${LINUX}(?:/(?:${ARCHITECTURE})(?:/[A-Za-z0-9_.-]+)?)?|(?:${ARCHITECTURE}))$`;

export interface Platform {
  os: string;
  architecture: string;
  variant: string;
  /** Whether the OS was written (not taken from the machine running the build). */
  osGiven: boolean;
}

function normalizeArch(arch: string, variant: string): [string, string] {
  let a = arch.toLowerCase();
  let v = variant.toLowerCase();
  switch (a) {
    case 'i386':
      return ['386', ''];
    case 'x86_64':
    case 'x86-64':
    case 'amd64':
      return ['amd64', v === 'v1' ? '' : v];
    case 'aarch64':
    case 'arm64':
      a = 'arm64';
      if (['8', 'v8', 'v8.0'].includes(v)) v = '';
      else if (['9', '9.0', 'v9.0'].includes(v)) v = 'v9';
      return [a, v];
    case 'armhf':
      return ['arm', 'v7'];
    case 'armel':
      return ['arm', 'v6'];
    case 'arm':
      if (v === '' || v === '7') v = 'v7';
      else if (['5', '6', '8'].includes(v)) v = `v${v}`;
      return [a, v];
    default:
      return [a, v];
  }
}

/** containerd's reading of a platform string, or why it refuses it. */
export function parsePlatform(value: string): Platform | { refused: string } {
  if (value.includes('*')) return { refused: 'wildcards are not supported' };
  const parts = value.split('/');
  if (parts.length > 3) return { refused: 'it has more than the three parts os/architecture/variant' };
  const os = OS_PART.exec(parts[0]!);
  if (!os) return { refused: `\`${parts[0]}\` is not an OS (letters, digits, _ and -)` };
  for (const part of parts.slice(1)) {
    if (!COMPONENT.test(part)) {
      return {
        refused: part === '' ? 'it has an empty part' : `\`${part}\` has characters other than letters, digits, _ . -`,
      };
    }
  }
  const osName = os[1]!.toLowerCase() === 'macos' ? 'darwin' : os[1]!.toLowerCase();
  if (parts.length === 1) {
    if (KNOWN_OS.has(osName)) return { os: osName, architecture: '', variant: '', osGiven: true };
    const [architecture, variant] = normalizeArch(parts[0]!, '');
    if (!KNOWN_ARCH.has(architecture)) return { refused: 'it is neither an OS nor an architecture' };
    return { os: '', architecture, variant: architecture === 'arm' && variant === 'v7' ? '' : variant, osGiven: false };
  }
  if (parts.length === 2) {
    const [architecture, variant] = normalizeArch(parts[1]!, '');
    return {
      os: osName,
      architecture,
      variant: architecture === 'arm' && variant === 'v7' ? '' : variant,
      osGiven: true,
    };
  }
  const [architecture, variant] = normalizeArch(parts[1]!, parts[2]!);
  return {
    os: osName,
    architecture,
    variant: architecture === 'arm64' && variant === '' ? 'v8' : variant,
    osGiven: true,
  };
}

/** Why a platform containerd accepts is unlikely to build a Debian image, or undefined. */
export function unusualPlatform(p: Platform, value: string): string | undefined {
  if (!p.osGiven) {
    return `\`${value}\` names no OS, so the container tools take the OS of the machine that runs the build (not Linux on a Mac or Windows client); write linux/${p.architecture}${p.variant ? `/${p.variant}` : ''}`;
  }
  if (!p.architecture) return undefined;
  const variants = DEBIAN_ARCHITECTURES[p.architecture];
  if (!variants) {
    return `no Debian image is published for the architecture ${p.architecture}, so the build will find no base image; Debian images exist for ${Object.keys(DEBIAN_ARCHITECTURES).join(', ')}`;
  }
  // A 2-part arm platform means v7; a 2-part arm64 means any variant.
  const variant =
    p.variant === '' && p.architecture === 'arm'
      ? 'v7'
      : p.variant === '' && p.architecture === 'arm64'
        ? 'v8'
        : p.variant;
  if (!variants.includes(variant)) {
    const listed = variants.filter((v) => v && !/\.[0-9]/.test(v));
    const minor = p.architecture === 'arm64' ? ' (and minor versions such as v8.2)' : '';
    return `${p.architecture} has no variant ${p.variant}, so no image will match it; ${listed.length ? `its variants are ${listed.join(', ')}${minor}` : 'it has no variants: leave the variant out'}`;
  }
  return undefined;
}

/** The message of a platform the pattern refused. */
export const PLATFORM_HINT =
  'write "native" or linux/ARCHITECTURE[/VARIANT], such as linux/amd64, linux/arm64 or linux/arm/v7';

export function platformProblem(value: string): string {
  const hint = PLATFORM_HINT;
  if (value.toLowerCase() === 'native')
    return `\`${value}\` is not a platform; the host platform is written in lower case: native`;
  if (value.includes(',')) return `\`${value}\` names several platforms; a component is built for one: ${hint}`;
  if (value === '') return `target_platform is empty; ${hint}`;
  const p = parsePlatform(value);
  if ('refused' in p) return `\`${value}\` is not a container platform: ${p.refused}; ${hint}`;
  if (p.os === 'linux' && p.architecture && !KNOWN_ARCH.has(p.architecture)) {
    // containerd keeps a name it does not know as written; no image is ever published for it.
    return `\`${value}\` names the architecture \`${p.architecture}\`, which the container tools do not know, so the build will find no base image; write linux/ARCHITECTURE with one Debian publishes images for: ${Object.keys(DEBIAN_ARCHITECTURES).join(', ')}`;
  }
  return `\`${value}\` is a ${p.os} platform, but the base image is Debian-based and builds only for Linux; ${hint}`;
}
