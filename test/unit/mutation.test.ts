// A seeded mutation (fuzz) test of the checker. Starting from the fixture corpus (valid configs
// especially), it builds a few thousand corrupted files: bytes flipped, inserted and deleted
// (invalid UTF-8, NUL, control characters, tabs, CR), lines cut, duplicated, swapped and
// re-indented, keys renamed or swapped, values swapped or replaced with YAML 1.1 oddities,
// anchors, aliases, tags and `<<` merges spliced in, brackets unbalanced, documents joined.
// For every one, checkBytes must return (never throw) within a time bound, deterministically,
// with findings that are well formed and located inside the file.
//
// Every mutant has its own generator, seeded from SEED and its index, so a failure names the
// mutant and `mutant(SEED, index)` rebuilds it alone.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { caseNames, FIXTURES } from './corpus.js';
import { checkBytes, type CheckOptions, type CheckResult, type FormChoice } from '../../src/config/check.js';
import { CODES } from '../../src/config/findings.js';

// MUTATION_SEED and MUTATION_COUNT override these, to explore further; the suite runs with these.
const SEED = Number(process.env['MUTATION_SEED'] ?? 0x5eed1e55) >>> 0;
const MUTANTS = Number(process.env['MUTATION_COUNT'] ?? 4000);
const CHUNK = 500;
/** A single check of a file of a few KB; the checker takes a few ms. */
const TIME_BOUND_MS = 2000;
const FILE = 'component_config.yaml';

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

const corpus = loadCorpus();

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
    l.ends = l.ends.map((e, i) => (e === '' ? '' : end === 'mixed' ? pick(r, ['\r\n', '\r', '\n']) : end));
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

interface Mutant {
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

// ---------------------------------------------------------------------------------------------
// What every result must satisfy.

/** Codes only the action produces (file system, runner); the pure checker never does. */
const NOT_FROM_THE_CHECKER = new Set([
  'unreadable-file',
  'missing-api-module',
  'missing-source',
  'internal-error',
  'unreadable-directory',
  'symlink-loop',
]);

function lineLengths(bytes: Uint8Array): number[] {
  // As the checker reads it: UTF-8 (bad bytes replaced, a BOM dropped), lines split on CRLF, CR, LF.
  const text = new TextDecoder('utf-8').decode(bytes);
  return text.split(/\r\n|\r|\n/).map((l) => l.length);
}

const isPositiveInt = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 1;

function violations(m: Mutant, result: CheckResult): string[] {
  const out: string[] = [];
  const lengths = lineLengths(m.bytes);
  const lineLength = (line: number) => lengths[line - 1] ?? 0;
  const input = new TextDecoder('utf-8').decode(m.bytes);
  if (result.file !== FILE) out.push(`file is ${JSON.stringify(result.file)}`);
  if (result.form !== 'current' && result.form !== 'earlier') out.push(`form is ${JSON.stringify(result.form)}`);
  if (m.options.form && m.options.form !== 'auto' && result.form !== m.options.form)
    out.push(`form ${result.form} for a forced ${m.options.form}`);
  if (!Array.isArray(result.findings)) return [...out, 'findings is not a list'];
  if (!Array.isArray(result.packageSources)) out.push('packageSources is not a list');
  result.findings.forEach((f, k) => {
    const id = `findings[${k}] ${f.code}@${f.line}:${f.column}-${f.endLine}:${f.endColumn}`;
    if (f.file !== FILE) out.push(`${id}: file ${JSON.stringify(f.file)}`);
    if (
      !isPositiveInt(f.line) ||
      !isPositiveInt(f.column) ||
      !isPositiveInt(f.endLine) ||
      !isPositiveInt(f.endColumn)
    ) {
      out.push(`${id}: a position is not an integer >= 1`);
      return;
    }
    if (f.endLine < f.line) out.push(`${id}: ends before its line`);
    if (f.endLine === f.line && f.endColumn < f.column) out.push(`${id}: ends before its column`);
    if (f.line > lengths.length + 1) out.push(`${id}: line past the end (${lengths.length} lines)`);
    else if (f.column > lineLength(f.line) + 2)
      out.push(`${id}: column past the end of its line (${lineLength(f.line)} long)`);
    if (f.endLine > lengths.length + 1) out.push(`${id}: endLine past the end (${lengths.length} lines)`);
    else if (f.endColumn > lineLength(f.endLine) + 2)
      out.push(`${id}: endColumn past the end of its line (${lineLength(f.endLine)} long)`);
    if (typeof f.code !== 'string' || !Object.hasOwn(CODES, f.code)) {
      out.push(`${id}: unknown code`);
      return;
    }
    if (NOT_FROM_THE_CHECKER.has(f.code)) out.push(`${id}: a code the pure checker never gives`);
    const info = CODES[f.code as keyof typeof CODES];
    if (f.code !== 'deprecated-field' && f.severity !== info.severity)
      out.push(`${id}: severity ${f.severity}, the code's is ${info.severity}`);
    if (f.severity !== 'error' && f.severity !== 'warning') out.push(`${id}: severity ${JSON.stringify(f.severity)}`);
    if (typeof f.message !== 'string' || f.message.trim() === '') out.push(`${id}: empty message`);
    else {
      if (f.message.length >= 2000) out.push(`${id}: message of ${f.message.length} characters`);
      for (const leak of ['[object Object]', '[native code]', 'NaN', 'undefined']) {
        if (f.message.includes(leak) && !input.includes(leak))
          out.push(`${id}: message shows ${leak}: ${f.message.slice(0, 200)}`);
      }
    }
    if (typeof f.location !== 'string') out.push(`${id}: location is not a string`);
  });
  for (let k = 1; k < result.findings.length; k++) {
    const a = result.findings[k - 1]!;
    const b = result.findings[k]!;
    if (a.line > b.line || (a.line === b.line && a.column > b.column))
      out.push(`findings[${k}] not sorted by line, then column`);
  }
  return out;
}

interface Outcome {
  problems: string[];
  withError: number;
  withoutError: number;
  withoutFindings: number;
  codes: Set<string>;
  slowest: number;
}

/** The bytes as a JS string literal: printable ASCII as is, every other byte as \xNN. */
function showBytes(bytes: Uint8Array, max = Infinity): string {
  let out = '';
  for (const b of bytes.subarray(0, Math.min(bytes.length, max))) {
    if (b === 0x0a) out += '\\n';
    else if (b === 0x5c) out += '\\\\';
    else if (b === 0x27) out += "\\'";
    else if (b >= 0x20 && b < 0x7f) out += String.fromCharCode(b);
    else out += `\\x${b.toString(16).padStart(2, '0')}`;
  }
  return `'${out}'${bytes.length > max ? '…' : ''}`;
}

function describeMutant(m: Mutant, max = 300): string {
  return `mutant ${m.index} (MUTANT=${m.index}, seed 0x${SEED.toString(16)}; base ${m.base}; ${m.ops.join(' + ')}; form ${m.options.form}) bytes ${showBytes(m.bytes, max)}`;
}

const outcomes = new Map<number, Outcome>();

function runChunk(chunk: number): Outcome {
  const cached = outcomes.get(chunk);
  if (cached) return cached;
  const outcome: Outcome = {
    problems: [],
    withError: 0,
    withoutError: 0,
    withoutFindings: 0,
    codes: new Set(),
    slowest: 0,
  };
  for (let index = chunk * CHUNK; index < Math.min(MUTANTS, (chunk + 1) * CHUNK); index++) {
    const m = mutant(SEED, index);
    let first: CheckResult;
    let second: CheckResult;
    const start = performance.now();
    try {
      first = checkBytes(FILE, m.bytes, m.options);
    } catch (err) {
      outcome.problems.push(`${describeMutant(m)}: threw ${(err as Error)?.stack ?? String(err)}`);
      continue;
    }
    const ms = performance.now() - start;
    outcome.slowest = Math.max(outcome.slowest, ms);
    if (ms > TIME_BOUND_MS) outcome.problems.push(`${describeMutant(m)}: took ${ms.toFixed(0)} ms`);
    try {
      second = checkBytes(FILE, m.bytes.slice(), m.options);
    } catch (err) {
      outcome.problems.push(`${describeMutant(m)}: threw the second time: ${String(err)}`);
      continue;
    }
    if (JSON.stringify(first) !== JSON.stringify(second))
      outcome.problems.push(`${describeMutant(m)}: a second run gave another result`);
    for (const v of violations(m, first)) outcome.problems.push(`${describeMutant(m)}: ${v}`);
    if (first.findings.some((f) => f.severity === 'error')) outcome.withError++;
    else outcome.withoutError++;
    if (first.findings.length === 0) outcome.withoutFindings++;
    for (const f of first.findings) outcome.codes.add(f.code);
  }
  outcomes.set(chunk, outcome);
  return outcome;
}

const CHUNKS = Array.from({ length: Math.ceil(MUTANTS / CHUNK) }, (_, k) => k);

describe(`mutation fuzz (seed 0x${SEED.toString(16)}, ${MUTANTS} mutants)`, () => {
  it('has a corpus to mutate', () => {
    expect(corpus.all.length).toBeGreaterThan(500);
    expect(corpus.valid.length).toBeGreaterThan(100);
  });

  it('generates the same mutants from the same seed, and others from another', () => {
    const r = mulberry32(1);
    const first = [r(), r(), r()];
    const again = mulberry32(1);
    expect([again(), again(), again()]).toEqual(first);
    expect(first.every((x) => x >= 0 && x < 1)).toBe(true);
    for (const index of [0, 1, 123, MUTANTS - 1]) {
      const a = mutant(SEED, index);
      const b = mutant(SEED, index);
      expect(Buffer.from(a.bytes).equals(Buffer.from(b.bytes))).toBe(true);
      expect([a.base, a.ops, a.options]).toEqual([b.base, b.ops, b.options]);
    }
    const distinct = new Set(
      Array.from({ length: 50 }, (_, i) => Buffer.from(mutant(SEED, i).bytes).toString('base64')),
    );
    expect(distinct.size).toBeGreaterThan(45);
    expect(Buffer.from(mutant(SEED + 1, 0).bytes).equals(Buffer.from(mutant(SEED, 0).bytes))).toBe(false);
  });

  it.each(CHUNKS)(
    `mutants of chunk %i: checkBytes returns in time, deterministically, with well-formed, located, sorted findings`,
    (chunk) => {
      const { problems } = runChunk(chunk);
      // The first few, each with the mutant's index and bytes, and how many there are.
      expect({ count: problems.length, first: problems.slice(0, Number(process.env['MUTATION_SHOW'] ?? 12)) }).toEqual({
        count: 0,
        first: [],
      });
    },
    120_000,
  );

  // MUTANT=<index> reruns one mutant alone and prints its bytes and its result.
  // Registered only when asked for: a skipped test would read as a pass that checked nothing.
  const only = process.env['MUTANT'];
  if (only !== undefined) {
    it(`reproduces mutant ${only} alone`, () => {
      const m = mutant(SEED, Number(only));
      const result = checkBytes(FILE, m.bytes, m.options);
      console.log(`${describeMutant(m, Infinity)}\n${JSON.stringify(result.findings, null, 2)}`);
      expect(violations(m, result)).toEqual([]);
    });
  }

  it('produces a real mix: many mutants with errors, some still valid, many codes', () => {
    const all = CHUNKS.map(runChunk);
    const total = all.reduce((n, o) => n + o.withError + o.withoutError, 0);
    const withError = all.reduce((n, o) => n + o.withError, 0);
    const withoutError = all.reduce((n, o) => n + o.withoutError, 0);
    const withoutFindings = all.reduce((n, o) => n + o.withoutFindings, 0);
    const codes = new Set(all.flatMap((o) => [...o.codes]));
    expect(total).toBeGreaterThan(MUTANTS * 0.99);
    expect(withError / total).toBeGreaterThanOrEqual(0.3);
    expect(withoutError / total).toBeGreaterThanOrEqual(0.05);
    expect(withoutFindings / total).toBeGreaterThanOrEqual(0.05);
    // The source layer's refusals all occur, and a good part of the schema's and the rules'.
    for (const code of [
      'not-utf8',
      'yaml-syntax',
      'multiple-documents',
      'duplicate-key',
      'unsupported-tag',
      'invalid-merge',
      'too-deep',
      'empty-file',
      'not-a-mapping',
      'wrong-type',
      'unknown-key',
      'missing-key',
    ]) {
      expect(codes, `no mutant gave ${code}`).toContain(code);
    }
    expect(codes.size).toBeGreaterThanOrEqual(20);
  }, 300_000);
});
