// The seeded mutant generator of the fuzz tests (mutation.test.ts checks every mutant; the fix
// property test, fix-property.test.ts, fixes them): corrupted copies of the fixture corpus.
// `mutant(seed, index)` rebuilds one mutant alone.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CheckOptions, FormChoice } from '../../src/config/check.js';
import { caseNames, FIXTURES } from './corpus.js';

// ---------------------------------------------------------------------------------------------
// The generator: mulberry32, 32 bits of state.

type Rng = () => number;

export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const int = (r: Rng, n: number): number => Math.floor(r() * n);
const pick = <T>(r: Rng, items: readonly T[]): T => items[int(r, items.length)]!;
const chance = (r: Rng, p: number): boolean => r() < p;

// ---------------------------------------------------------------------------------------------
// The corpus. Mutations work on "binary strings" (one char per byte, Latin-1), so that invalid
// UTF-8 survives every step; text is spliced in as its UTF-8 bytes.

// The alias bomb of the corpus takes most of a second by design (source.test.ts has it); its
// mutants would only make this test slow.
const SKIP = /^source-alias-expansion-limit-/;

const bin = (bytes: Uint8Array): string => Buffer.from(bytes).toString('latin1');
const unbin = (s: string): Uint8Array => new Uint8Array(Buffer.from(s, 'latin1'));
const u8 = (text: string): string => Buffer.from(text, 'utf8').toString('latin1');

interface Base {
  name: string;
  text: string;
}

function loadCorpus(): { all: Base[]; valid: Base[] } {
  const names = caseNames().filter((n) => !SKIP.test(n));
  const validNames = new Set(
    readFileSync(join(FIXTURES, 'valid-cases.txt'), 'utf8')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l !== '' && !l.startsWith('#')),
  );
  const all = names.map((name) => ({ name, text: bin(readFileSync(join(FIXTURES, name, 'component_config.yaml'))) }));
  return { all, valid: all.filter((b) => validNames.has(b.name)) };
}

export const corpus = loadCorpus();

// ---------------------------------------------------------------------------------------------
// The mutations.

const KEYS = [
  'name',
  'version',
  'description',
  'build_config',
  'env',
  'metadata',
  'base_image',
  'target_platform',
  'extra_packages',
  'package_data',
  'custom_build_steps',
  'python_version',
  'inherit_base_image_packages',
  'requirements',
  'provider',
  'host_credentials',
  'host',
  'secret_id',
  'username',
  'build_env',
  'skip_checks',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'nmae',
  'Name',
  'NAME',
  'base_img',
  '<<',
  '=',
  '"name"',
  "'version'",
  '? name',
  '1',
  'true',
  'yes',
  '~',
  'null',
  '"a b"',
  'MY-VAR',
  '"x\\u0000y"',
  u8('日本'),
  u8('é'),
  '!!str name',
  '!!python/name:os.system',
  '&k name',
  '*k',
  '[a, b]',
  '{a: 1}',
  '',
];

const VALUES = [
  'yes',
  'no',
  'on',
  'off',
  'True',
  '~',
  'null',
  '',
  '010',
  '08',
  '0x1F',
  '0o10',
  '1_000',
  '1.10',
  '1.5',
  '1e5',
  '1.0e+5',
  '.inf',
  '-.inf',
  '.nan',
  '2024-01-01',
  '2024-1-1',
  '1:30',
  '=',
  '<<',
  '""',
  "''",
  '[]',
  '{}',
  '[a, b]',
  '{a: 1}',
  '[[a, b], [c, d]]',
  '[a]',
  '[a, b, c]',
  '|',
  '|-\n  text',
  '>',
  '- x',
  '*a',
  '&a x',
  '&a {k: v}',
  '!!binary aGk=',
  '!!python/object/apply:os.system ["ls"]',
  '!!set {a, b}',
  '!!omap [{a: 1}]',
  '!custom x',
  '!<tag:example.com,2000:x> y',
  '!!str 12',
  '!!int "12"',
  '!!int abc',
  '!!float 1',
  '!!bool x',
  '!!null x',
  '!!map {a: 1}',
  '!!seq [1]',
  '! x',
  '"unterminated',
  "'unterminated",
  '[unbalanced',
  '{a: 1',
  '{a: 1}}',
  'x]',
  '"a\\x00b"',
  '"a\\tb"',
  '"\\ud800"',
  'x'.repeat(300),
  '/etc/passwd',
  '../up',
  'linux/amd64',
  'linux/arm/v9',
  'windows/amd64',
  'native',
  'debian:bookworm',
  'Debian:Bookworm',
  'python:3.12-alpine',
  'uv-pip',
  'conda',
  'python-pip',
  'pip',
  '"3.11"',
  '"3"',
  'RUN echo hi',
  'FROM x',
  'https://pypi.example.com',
  'a.example.com',
  '"my secret"',
  '"a b"',
  'curl git',
  u8('日本語 🎉'),
  u8('\u2028'),
  u8('\u0085'),
  u8('é'),
  '# only a comment',
  'a # comment',
  'a: b',
  'a:b',
  '? x',
  '%x',
];

const TAGS = [
  '!!python/object/apply:os.system ',
  '!!python/name:os.getcwd ',
  '!!binary ',
  '!!set ',
  '!!omap ',
  '!!pairs ',
  '!!str ',
  '!!int ',
  '!!float ',
  '!!bool ',
  '!!null ',
  '!!map ',
  '!!seq ',
  '!!timestamp ',
  '!custom ',
  '! ',
  '!<tag:yaml.org,2002:str> ',
  '!<tag:example.com,2000:x> ',
  '!!merge ',
  '!!value ',
];

const INSERTS = [
  '\x00',
  '\x07',
  '\x08',
  '\t',
  '\r',
  '\n',
  '\r\n',
  '\x0b',
  '\x0c',
  '\x1b',
  '\x7f',
  '\x80',
  '\xc3',
  '\xe6\x97',
  '\xed\xa0\x80',
  '\xc0\xaf',
  '\xf4\x90\x80\x80',
  '\xff',
  '\xfe',
  '\xef\xbb\xbf',
  u8('é'),
  u8('日本'),
  u8('🎉'),
  u8('\u0085'),
  u8('\u2028'),
  u8('\u2029'),
  u8('\u00a0'),
  u8('\u1680'),
  u8('\u200a'),
  u8('\u202f'),
  u8('\u205f'),
  u8('\u3000'),
  u8('\ufffe'),
  u8('\u0086'),
  ' ',
  '  ',
  '"',
  "'",
  '\\',
  ':',
  ': ',
  '- ',
  '-',
  '#',
  ' #',
  '&',
  '*',
  '!',
  '!!',
  '|',
  '>',
  '%',
  '@',
  '`',
  '?',
  '? ',
  ',',
  '[',
  ']',
  '{',
  '}',
  '---',
  '...',
  '<<',
  '&a ',
  '*a',
  '\n---\n',
];

interface Line {
  lines: string[];
  /** The line end of each line ('' for the last one). */
  ends: string[];
}

function splitLines(s: string): Line {
  const lines: string[] = [];
  const ends: string[] = [];
  const re = /\r\n|\r|\n/g;
  let at = 0;
  for (let m = re.exec(s); m; m = re.exec(s)) {
    lines.push(s.slice(at, m.index));
    ends.push(m[0]);
    at = m.index + m[0].length;
  }
  lines.push(s.slice(at));
  ends.push('');
  return { lines, ends };
}

function joinLines({ lines, ends }: Line): string {
  return lines.map((l, i) => l + (ends[i] ?? '\n')).join('');
}

/** Lines with a `key: value` or `key:` in block style: [index, indent+dash, key, rest]. */
const KEY_LINE = /^(\s*(?:-\s+)?)([^\s#:][^:#]*?)(\s*:)(?=\s|$)(.*)$/;

function keyLines(l: Line): number[] {
  return l.lines.map((line, i) => (KEY_LINE.test(line) ? i : -1)).filter((i) => i >= 0);
}

type Mutation = (s: string, r: Rng) => string;

const at = (s: string, r: Rng): number => int(r, s.length + 1);

const MUTATIONS: Record<string, Mutation> = {
  // Bytes.
  flipBit: (s, r) => {
    if (s.length === 0) return s;
    const i = int(r, s.length);
    return s.slice(0, i) + String.fromCharCode(s.charCodeAt(i) ^ (1 << int(r, 8))) + s.slice(i + 1);
  },
  insertBytes: (s, r) => {
    const i = at(s, r);
    return s.slice(0, i) + pick(r, INSERTS) + s.slice(i);
  },
  randomByte: (s, r) => {
    const i = at(s, r);
    const keep = chance(r, 0.5) ? 1 : 0;
    return s.slice(0, i) + String.fromCharCode(int(r, 256)) + s.slice(i + keep);
  },
  deleteBytes: (s, r) => {
    const i = at(s, r);
    return s.slice(0, i) + s.slice(i + 1 + int(r, 8));
  },
  duplicateBytes: (s, r) => {
    const i = at(s, r);
    const j = Math.min(s.length, i + 1 + int(r, 40));
    return s.slice(0, j) + s.slice(i, j) + s.slice(j);
  },
  truncate: (s, r) => s.slice(0, at(s, r)),
  bom: (s) => '\xef\xbb\xbf' + s,
  // Lines.
  cutLine: (s, r) => {
    const l = splitLines(s);
    const i = int(r, l.lines.length);
    l.lines.splice(i, 1);
    l.ends.splice(i, 1);
    return joinLines(l);
  },
  duplicateLine: (s, r) => {
    const l = splitLines(s);
    const i = int(r, l.lines.length);
    l.lines.splice(i, 0, l.lines[i]!);
    l.ends.splice(i, 0, '\n');
    return joinLines(l);
  },
  swapLines: (s, r) => {
    const l = splitLines(s);
    const i = int(r, l.lines.length);
    const j = int(r, l.lines.length);
    [l.lines[i], l.lines[j]] = [l.lines[j]!, l.lines[i]!];
    return joinLines(l);
  },
  moveLine: (s, r) => {
    const l = splitLines(s);
    const [line] = l.lines.splice(int(r, l.lines.length), 1);
    l.ends.pop();
    l.lines.splice(int(r, l.lines.length + 1), 0, line!);
    l.ends.splice(0, 0, '\n');
    l.ends[l.ends.length - 1] = '';
    return joinLines(l);
  },
  reindent: (s, r) => {
    const l = splitLines(s);
    const i = int(r, l.lines.length);
    const line = l.lines[i]!;
    const how = int(r, 4);
    if (how === 0) l.lines[i] = ' '.repeat(1 + int(r, 4)) + line;
    else if (how === 1) l.lines[i] = line.replace(/^ {1,4}/, '');
    else if (how === 2) l.lines[i] = '\t' + line;
    else l.lines[i] = line.replace(/^( *)/, (m) => m.replace(/ {2}/, '\t'));
    return joinLines(l);
  },
  joinTwoLines: (s, r) => {
    const l = splitLines(s);
    if (l.lines.length < 2) return s;
    const i = int(r, l.lines.length - 1);
    l.lines.splice(i, 2, l.lines[i]! + pick(r, ['', ' ', ', ']) + l.lines[i + 1]!.trimStart());
    l.ends.splice(i, 1);
    return joinLines(l);
  },
  lineEnds: (s, r) => {
    const end = pick(r, ['\r\n', '\r', '\n', 'mixed']);
    const l = splitLines(s);
    l.ends = l.ends.map((e) => (e === '' ? '' : end === 'mixed' ? pick(r, ['\r\n', '\r', '\n']) : end));
    return joinLines(l);
  },
  insertLine: (s, r) => {
    const l = splitLines(s);
    const i = int(r, l.lines.length + 1);
    const indent = ' '.repeat(2 * int(r, 3));
    const line = pick(r, [
      '',
      '#',
      '# comment',
      '---',
      '...',
      '%YAML 1.1',
      '%TAG ! tag:example.com,2000:',
      '- x',
      '? x',
      ': y',
      '<<: *a',
      '<<: [1, 2]',
      '<<: {k: v}',
      'a: &a {k: v}',
      'b: *a',
      'name: again',
      `${pick(r, KEYS)}: ${pick(r, VALUES)}`,
    ]);
    l.lines.splice(i, 0, indent + line);
    l.ends.splice(i, 0, '\n');
    return joinLines(l);
  },
  trailingSpace: (s, r) => {
    const l = splitLines(s);
    const i = int(r, l.lines.length);
    l.lines[i] += pick(r, [' ', '\t', '  # c', ' \t ']);
    return joinLines(l);
  },
  // Keys and values.
  renameKey: (s, r) => {
    const l = splitLines(s);
    const ks = keyLines(l);
    if (ks.length === 0) return s;
    const i = pick(r, ks);
    l.lines[i] = l.lines[i]!.replace(
      KEY_LINE,
      (_m, lead: string, _k: string, colon: string, rest: string) => lead + pick(r, KEYS) + colon + rest,
    );
    return joinLines(l);
  },
  swapKeys: (s, r) => {
    const l = splitLines(s);
    const ks = keyLines(l);
    if (ks.length < 2) return s;
    const i = pick(r, ks);
    const j = pick(r, ks);
    const a = KEY_LINE.exec(l.lines[i]!)!;
    const b = KEY_LINE.exec(l.lines[j]!)!;
    l.lines[i] = a[1]! + b[2]! + a[3]! + a[4]!;
    l.lines[j] = b[1]! + a[2]! + b[3]! + b[4]!;
    return joinLines(l);
  },
  swapValues: (s, r) => {
    const l = splitLines(s);
    const ks = keyLines(l);
    if (ks.length < 2) return s;
    const i = pick(r, ks);
    const j = pick(r, ks);
    const a = KEY_LINE.exec(l.lines[i]!)!;
    const b = KEY_LINE.exec(l.lines[j]!)!;
    l.lines[i] = a[1]! + a[2]! + a[3]! + b[4]!;
    l.lines[j] = b[1]! + b[2]! + b[3]! + a[4]!;
    return joinLines(l);
  },
  replaceValue: (s, r) => {
    const l = splitLines(s);
    const ks = keyLines(l);
    if (ks.length === 0) return s;
    const i = pick(r, ks);
    const a = KEY_LINE.exec(l.lines[i]!)!;
    l.lines[i] = a[1]! + a[2]! + a[3]! + ' ' + pick(r, VALUES);
    return joinLines(l);
  },
  // YAML machinery.
  spliceTag: (s, r) => {
    const l = splitLines(s);
    const ks = keyLines(l);
    if (ks.length === 0) return MUTATIONS['insertBytes']!(s, r);
    const i = pick(r, ks);
    const a = KEY_LINE.exec(l.lines[i]!)!;
    const tag = pick(r, TAGS);
    l.lines[i] = chance(r, 0.8)
      ? a[1]! + a[2]! + a[3]! + ' ' + tag + a[4]!.trimStart()
      : a[1]! + tag + a[2]! + a[3]! + a[4]!;
    return joinLines(l);
  },
  spliceAnchorAlias: (s, r) => {
    const l = splitLines(s);
    const ks = keyLines(l);
    if (ks.length === 0) return s;
    const name = pick(r, ['a', 'b', 'x']);
    const i = pick(r, ks);
    const j = pick(r, ks);
    const a = KEY_LINE.exec(l.lines[i]!)!;
    l.lines[i] = a[1]! + a[2]! + a[3]! + ` &${name}` + a[4]!;
    const b = KEY_LINE.exec(l.lines[j]!)!;
    l.lines[j] = chance(r, 0.5) ? b[1]! + b[2]! + b[3]! + ` *${name}` : b[1]! + '<<' + b[3]! + ` *${name}`;
    return joinLines(l);
  },
  spliceMerge: (s, r) => {
    const l = splitLines(s);
    const ks = keyLines(l);
    if (ks.length === 0) return s;
    const i = pick(r, ks);
    const indent = /^\s*/.exec(l.lines[i]!)![0];
    const merge = pick(r, [
      '<<: *a',
      '<<: [*a, *b]',
      '<<: {k: v}',
      '<<: [{a: 1}, x]',
      '<<: 1',
      '<<: [1, 2]',
      '<<: ~',
      '<<: {name: merged}',
    ]);
    l.lines.splice(i, 0, indent + merge);
    l.ends.splice(i, 0, '\n');
    if (chance(r, 0.5)) {
      l.lines.unshift('a: &a {k: 1}');
      l.ends.unshift('\n');
    }
    return joinLines(l);
  },
  aliasFanOut: (s, r) => {
    // A small "laughs" tree under a new top-level key: width^levels values, mostly below the limit.
    const width = 2 + int(r, 8);
    const levels = 2 + int(r, 3);
    const lines = [`laughs:`, `  l0: &l0 [${Array(width).fill('x').join(', ')}]`];
    for (let k = 1; k < levels; k++)
      lines.push(
        `  l${k}: &l${k} [${Array(width)
          .fill(`*l${k - 1}`)
          .join(', ')}]`,
      );
    return s + (s.endsWith('\n') || s === '' ? '' : '\n') + lines.join('\n') + '\n';
  },
  unbalance: (s, r) => {
    const brackets: number[] = [];
    for (let i = 0; i < s.length; i++) if ('[]{}'.includes(s[i]!)) brackets.push(i);
    if (brackets.length === 0 || chance(r, 0.3)) {
      const i = at(s, r);
      return s.slice(0, i) + pick(r, ['[', ']', '{', '}', '[[', ']]', '{[', ']}']) + s.slice(i);
    }
    const i = pick(r, brackets);
    return chance(r, 0.5) ? s.slice(0, i) + s.slice(i + 1) : s.slice(0, i) + pick(r, ['[', ']', '{', '}']) + s.slice(i);
  },
  deepen: (s, r) => {
    const l = splitLines(s);
    const ks = keyLines(l);
    if (ks.length === 0) return s;
    const i = pick(r, ks);
    const a = KEY_LINE.exec(l.lines[i]!)!;
    const n = pick(r, [62, 63, 64, 65, 66, 100, 1001, 2000]);
    const [open, close] = chance(r, 0.5) ? ['[', ']'] : ['{a: ', '}'];
    const inner = a[4]!.trim() || 'x';
    l.lines[i] = a[1]! + a[2]! + a[3]! + ' ' + open.repeat(n) + inner + (chance(r, 0.9) ? close.repeat(n) : '');
    return joinLines(l);
  },
  joinDocuments: (s, r) => {
    const other = pick(r, corpus.all).text;
    return s + (s.endsWith('\n') ? '' : '\n') + pick(r, ['---\n', '--- ', '...\n---\n', '...\n']) + other;
  },
  directive: (s, r) =>
    pick(r, ['%YAML 1.1\n---\n', '%YAML 1.2\n---\n', '---\n', '--- !!map\n', '%FOO bar\n---\n', '--- |\n']) + s,
};

const MUTATION_NAMES = Object.keys(MUTATIONS).sort();
// Bytes-level changes are the most likely to break things subtly; weigh them up.
const WEIGHTED = [
  ...MUTATION_NAMES,
  'flipBit',
  'insertBytes',
  'insertBytes',
  'deleteBytes',
  'renameKey',
  'replaceValue',
  'replaceValue',
];

export interface Mutant {
  index: number;
  base: string;
  ops: string[];
  bytes: Uint8Array;
  options: CheckOptions;
}

export function mutant(seed: number, index: number): Mutant {
  const r = mulberry32((seed ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0);
  const base = chance(r, 0.7) ? pick(r, corpus.valid) : pick(r, corpus.all);
  const ops: string[] = [];
  let s = base.text;
  const count = 1 + int(r, 3);
  for (let k = 0; k < count; k++) {
    const op = pick(r, WEIGHTED);
    ops.push(op);
    s = MUTATIONS[op]!(s, r);
  }
  const form = pick<FormChoice>(r, ['auto', 'auto', 'current', 'earlier']);
  const options: CheckOptions = { form };
  return { index, base: base.name, ops, bytes: unbin(s), options };
}
