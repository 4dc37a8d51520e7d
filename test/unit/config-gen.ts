// A seeded generator of component configs at the edges of the builder's value rules, for the
// builder differential (builder-differential.test.ts): dates, numbers and booleans where strings
// or mappings belong, white space Python counts and JavaScript does not (and the reverse) in
// credentials and around "native", package_data paths over the characters Windows and POSIX
// paths are made of, metadata of any shape with keys of every kind, empty strings, unknown keys.
// The YAML itself is plain (block mappings, flow collections, double-quoted escapes): where YAML
// readers disagree is yaml-gen.ts's part. `configDocument(seed, index)` rebuilds one document.

import { mulberry32 } from './mutants.js';

type Rng = () => number;
const int = (r: Rng, n: number): number => Math.floor(r() * n);
const pick = <T>(r: Rng, items: readonly T[]): T => items[int(r, items.length)]!;
const chance = (r: Rng, p: number): boolean => r() < p;

/** A string as a YAML double-quoted scalar, every character outside printable ASCII escaped. */
export function dq(s: string): string {
  let out = '"';
  for (const c of s) {
    const cp = c.codePointAt(0)!;
    if (c === '\\' || c === '"') out += '\\' + c;
    else if (cp >= 0x20 && cp < 0x7f) out += c;
    else if (cp < 0x100) out += '\\x' + cp.toString(16).padStart(2, '0');
    else if (cp < 0x10000) out += '\\u' + cp.toString(16).padStart(4, '0');
    else out += '\\U' + cp.toString(16).padStart(8, '0');
  }
  return out + '"';
}

/** Every character Python's str.isspace counts. */
export const PYTHON_SPACES = [
  ...'\t\n\v\f\r\x1c\x1d\x1e\x1f \x85\xa0\u1680\u2028\u2029\u202f\u205f\u3000',
  ...Array.from({ length: 11 }, (_, i) => String.fromCharCode(0x2000 + i)),
];
/** Characters that look like white space or nothing, which Python's str.isspace does not count. */
const NOT_PYTHON_SPACES = ['\ufeff', '\u200b', '\u180e', '\u2060', '\x01', '\x1b', '\x7f'];

// Plain scalars YAML 1.1 reads as something other than a string.
const TYPED = ['2024-01-01', '2024-01-01 10:00:00', '1', '1.5', 'yes', 'true', '~', '.inf', '.nan', '0x1F', '[]', '{}'];

/** A string with a character of `pool` put in at a random place. */
function spiced(r: Rng, base: string, pool: readonly string[]): string {
  const at = int(r, base.length + 1);
  return base.slice(0, at) + pick(r, pool) + base.slice(at);
}

/** A string that is clean, or holds white space of either kind. */
function spacey(r: Rng, base: string): string {
  if (chance(r, 0.85)) return dq(base);
  return dq(spiced(r, base, chance(r, 0.6) ? PYTHON_SPACES : NOT_PYTHON_SPACES));
}

/** One of `good`, or now and then (`p`) one of `bad`. */
function mostly(r: Rng, good: readonly string[], bad: readonly string[], p = 0.15): string {
  return chance(r, p) ? pick(r, bad) : pick(r, good);
}

/** A value of the wrong kind now and then: a typed scalar, or `good`. */
function typedOr(r: Rng, good: () => string, p = 0.06): string {
  return chance(r, p) ? pick(r, TYPED) : good();
}

const PATH_CHARS = ['/', '\\', ':', 'C', 'c', 'x', '.', '.', '?', 'U', 'é', '日', '\u{1f600}'];

function pathText(r: Rng): string {
  const n = chance(r, 0.03) ? 0 : 1 + int(r, 6);
  let s = '';
  for (let i = 0; i < n; i++) s += pick(r, PATH_CHARS);
  if (chance(r, 0.05)) s = spiced(r, s, ['\t', '\x01', '\x1f', '\x7f', '\x85']);
  return s;
}

const DESTINATIONS = ['/opt/x', '/opt/x/', '/opt/./x', '/opt/y', '/opt/z', 'rel/y', './rel/y', '/opt/a/../x', 'a\x7fb'];

function packageData(r: Rng): string {
  if (chance(r, 0.05)) return pick(r, ['null', '[]', '2024-01-01', '[[a]]', '[[a, b, c]]', '[a]']);
  const pairs: string[] = [];
  const n = 1 + int(r, 2);
  for (let i = 0; i < n; i++) {
    const src = chance(r, 0.03) ? pick(r, TYPED) : chance(r, 0.4) ? 'data/x.txt' : dq(pathText(r));
    const dst = chance(r, 0.03) ? pick(r, TYPED) : dq(chance(r, 0.05) ? pick(r, ['', 'a\tb']) : pick(r, DESTINATIONS));
    pairs.push(`[${src}, ${dst}]`);
  }
  return `[${pairs.join(', ')}]`;
}

const HOSTS = ['pypi.example.com', 'a.example.com', 'A.example.com', 'git.example.org', 'h_1.internal'];
const SECRET_IDS = ['s', 'MY_TOKEN', 'pypi-token.v2', 's', 'MY_TOKEN', 'a/b', 'a@b', 'é', 'a,b', 'a"b', ''];

function credential(r: Rng): string {
  if (chance(r, 0.03)) return pick(r, TYPED);
  const parts = [`host: ${chance(r, 0.05) ? pick(r, TYPED) : spacey(r, pick(r, HOSTS))}`];
  parts.push(`secret_id: ${chance(r, 0.05) ? pick(r, TYPED) : spacey(r, pick(r, SECRET_IDS))}`);
  if (chance(r, 0.6)) {
    parts.push(
      `username: ${typedOr(r, () => spacey(r, mostly(r, ['user', '__token__', 'a.b@example.com'], [''])), 0.05)}`,
    );
  }
  if (chance(r, 0.02)) parts.push('secret: s');
  return `{${parts.join(', ')}}`;
}

const ENV_NAMES = ['A', 'B_1', 'UV_INDEX_STRATEGY', 'C', 'MY-VAR', 'my.var', '1A', 'D'];

function envMap(r: Rng): string {
  if (chance(r, 0.05)) return pick(r, ['2024-01-01', '2024-01-01 10:00:00', 'null', '[]', '1', '"x"']);
  const entries = new Map<string, string>();
  const n = int(r, 4);
  for (let i = 0; i < n; i++) {
    const key = chance(r, 0.05) ? pick(r, ['1', 'true', '~', '""']) : dq(pick(r, ENV_NAMES));
    const value = chance(r, 0.04)
      ? pick(r, TYPED)
      : dq(chance(r, 0.05) ? spiced(r, 'value', ['\x00', '\x01', '\x85']) : pick(r, ['x', '', 'a b', '1']));
    entries.set(key, value);
  }
  return `{${[...entries].map(([k, v]) => `${k}: ${v}`).join(', ')}}`;
}

// metadata: keys of every kind, values of every kind, nested.
const META_KEYS = ['a', 'b', '"c d"', '1', '2', '1.5', 'true', 'no', '~', '2024-01-01', '.inf'];
const META_VALUES = ['x', 'y', '1', '1.5', 'true', '~', '.inf', '-.inf', '.nan', '""', '"2024-01-01"'];

function metaValue(r: Rng, depth: number): string {
  if (depth < 3 && chance(r, 0.3)) return metaMap(r, depth + 1, chance(r, 0.15));
  if (depth < 3 && chance(r, 0.15)) {
    const n = int(r, 3);
    return `[${Array.from({ length: n }, () => metaValue(r, depth + 1)).join(', ')}]`;
  }
  return chance(r, 0.03) ? pick(r, ['2024-01-01', '2024-01-01 10:00:00']) : pick(r, META_VALUES);
}

function metaMap(r: Rng, depth: number, mixed: boolean): string {
  const keys = new Set<string>();
  const n = int(r, 4);
  for (let i = 0; i < n; i++) keys.add(mixed || chance(r, 0.06) ? pick(r, META_KEYS) : pick(r, ['a', 'b', 'x', 'y']));
  return `{${[...keys].map((k) => `${k}: ${metaValue(r, depth)}`).join(', ')}}`;
}

function metadata(r: Rng): string {
  if (chance(r, 0.08)) return pick(r, ['2024-01-01', '2024-01-01 10:00:00', 'null', '[]', '1']);
  return metaMap(r, 1, chance(r, 0.05));
}

const PLATFORMS = ['native', 'linux/amd64', 'linux/arm64'];

function platform(r: Rng): string {
  if (chance(r, 0.7)) return pick(r, PLATFORMS);
  const base = pick(r, PLATFORMS);
  const pad = () => (chance(r, 0.5) ? '' : pick(r, chance(r, 0.7) ? PYTHON_SPACES : NOT_PYTHON_SPACES));
  return dq(pad() + base + pad());
}

function requirements(r: Rng): string {
  if (chance(r, 0.5))
    return pick(r, ['{provider: uv-pip}', '{provider: conda}', '{provider: uv-pip, python_version: "3.12"}']);
  return pick(r, [
    '{provider: uv-pip}',
    '{provider: uv-pip, python_version: "3.12"}',
    '{provider: uv-pip, python_version: "3.11"}',
    '{provider: uv-pip, python_version: null}',
    '{provider: uv-pip, python_version: 3.12}',
    '{provider: conda}',
    '{provider: conda, python_version: "3.12"}',
    '{provider: python-pip}',
    '{provider: pip}',
    '{python_version: "3.12"}',
    '2024-01-01',
    'null',
  ]);
}

function buildConfig(r: Rng): string {
  if (chance(r, 0.05)) return ` ${pick(r, ['null', '2024-01-01', '[]', '1'])}\n`;
  const lines: string[] = [];
  const field = (key: string, value: string) => lines.push(`  ${key}: ${value}`);
  if (chance(r, 0.3))
    field(
      'base_image',
      typedOr(r, () => mostly(r, ['debian:bookworm-slim', 'ubuntu:24.04'], ['""'])),
    );
  if (chance(r, 0.4))
    field(
      'target_platform',
      typedOr(r, () => platform(r), 0.05),
    );
  if (chance(r, 0.3))
    field(
      'extra_packages',
      mostly(
        r,
        ['[curl, git]', '[]', '[libssl3]', '[""]', '["curl git"]', '[" curl\\t"]'],
        ['[curl, 1]', '[curl, 2024-01-01]', 'null', 'curl'],
      ),
    );
  if (chance(r, 0.5)) field('package_data', packageData(r));
  if (chance(r, 0.3))
    field(
      'custom_build_steps',
      mostly(
        r,
        ['["RUN echo hi"]', '[""]', '["  "]', '["# a comment"]', '["RUN a", ""]', 'null', '[]'],
        ['[1]', '[2024-01-01]', '"RUN x"'],
      ),
    );
  if (chance(r, 0.2)) field('python_version', mostly(r, ['"3.12"', '"3.11"', 'null'], ['3.12']));
  if (chance(r, 0.2))
    field('inherit_base_image_packages', mostly(r, ['true', 'false', 'yes'], ['"true"', '1', 'null']));
  if (chance(r, 0.4)) field('requirements', requirements(r));
  if (chance(r, 0.5)) {
    const n = int(r, 3);
    field('host_credentials', `[${Array.from({ length: n }, () => credential(r)).join(', ')}]`);
  }
  if (chance(r, 0.3)) field('build_env', envMap(r));
  if (chance(r, 0.2)) field('skip_checks', mostly(r, ['true', 'false', 'no'], ['"yes"', 'null']));
  if (chance(r, 0.02)) field('base_img', 'x');
  return lines.length === 0 ? ' {}\n' : '\n' + lines.join('\n') + '\n';
}

/** Document `index` of the seeded sequence `seed`. */
export function configDocument(seed: number, index: number): string {
  const r = mulberry32((seed ^ Math.imul(index + 1, 0x85ebca6b)) >>> 0);
  let text = `name: ${chance(r, 0.04) ? pick(r, ['""', ...TYPED]) : 'svc'}\n`;
  if (chance(r, 0.4))
    text += `version: ${typedOr(r, () => mostly(r, ['"1.0"', '"1.2.3"', dq('v'.repeat(128))], ['""', dq('v'.repeat(129))]))}\n`;
  if (chance(r, 0.2)) text += `description: ${typedOr(r, () => dq(pick(r, ['a b', '', 'x\ny'])))}\n`;
  if (chance(r, 0.8)) text += `build_config:${buildConfig(r)}`;
  if (chance(r, 0.4)) text += `env: ${envMap(r)}\n`;
  if (chance(r, 0.5)) text += `metadata: ${metadata(r)}\n`;
  if (chance(r, 0.01)) text += 'provider: conda\n';
  return text;
}
