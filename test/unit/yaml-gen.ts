// A seeded generator of YAML documents at the edges where YAML readers disagree, for the PyYAML
// differential test (pyyaml.test.ts): Unicode white space and line breaks, tabs, YAML 1.1
// special scalars, flow and block forms, block scalar headers, comments in odd places, long
// keys, keys and values over several lines (quoted, plain, flow collections, a `:` on the next
// line), directives, CR and CRLF; and the typos people make in real configs (TYPOS), valid or
// not. `yamlDocument(seed, index)` rebuilds one document alone.

import { mulberry32 } from './mutants.js';

type Rng = () => number;
const int = (r: Rng, n: number): number => Math.floor(r() * n);
const pick = <T>(r: Rng, items: readonly T[]): T => items[int(r, items.length)]!;
const chance = (r: Rng, p: number): boolean => r() < p;

/** Every character JavaScript's trim() and \s take that YAML does not (YAML's white space is space and tab). */
export const UNICODE_SPACES = [
  '\u00a0',
  '\u1680',
  '\u2000',
  '\u2001',
  '\u2002',
  '\u2003',
  '\u2004',
  '\u2005',
  '\u2006',
  '\u2007',
  '\u2008',
  '\u2009',
  '\u200a',
  '\u202f',
  '\u205f',
  '\u3000',
  '\ufeff',
] as const;
/** Line breaks in YAML 1.1 (PyYAML) that YAML 1.2 and JavaScript's `yaml` take as text. */
export const UNICODE_BREAKS = ['\u0085', '\u2028', '\u2029'] as const;

const SPACES = [' ', ' ', ' ', '  ', '\t', ' \t', '\t ', ...UNICODE_SPACES, '\u200b', '\u180e'];
const BREAKS = ['\n', '\n', '\n', '\r\n', '\r', ...UNICODE_BREAKS];

const SCALARS = [
  'svc',
  'curl',
  'uv-pip',
  '/opt/x',
  'a b',
  'yes',
  'No',
  'ON',
  'off',
  'y',
  'n',
  'true',
  'False',
  '~',
  'null',
  'NULL',
  '',
  '0o10',
  '0x1F',
  '0x_',
  '-0x1_f',
  '0b101',
  '0b_',
  '010',
  '08',
  '0_',
  '1_000',
  '+12',
  '-0',
  '1:30',
  '190:20:30',
  '-1:0',
  '1:30.5',
  '1.5',
  '1.',
  '.5',
  '1._5',
  '1e5',
  '1.0e+5',
  '-1.5E-3',
  '.inf',
  '-.Inf',
  '+.INF',
  '.nan',
  '.NaN',
  '12345678901234567890',
  '9007199254740993',
  '2024-01-01',
  '2024-1-1',
  '2024-01-01 10:00:00',
  '2024-01-01T10:00:00Z',
  '2024-01-01t10:00:00.5+01:00',
  '2024-01-01  10:00:00 -5',
  '2024-02-30',
  '2024-13-01',
  '2024-01-01 25:00:00',
  '=',
  '<<',
  'a:b',
  'a#b',
  'a,b',
  'a?',
  'a?b',
  ':a',
  '?a',
  '-a',
  '-',
  '@a',
  '`a',
  '%a',
  'a%',
  'a@b',
  'é',
  '日本',
  '"q"',
  '"a b"',
  '"a\\tb"',
  '"\\u00e9"',
  '"\\x41"',
  '"\\L"',
  '"\\N"',
  '"\\_"',
  '"\\e"',
  "'it''s'",
  "''",
  "'a # b'",
  '"yes"',
];

const KEYS = [
  'name',
  'version',
  'a',
  'b',
  'env',
  'metadata',
  'extra_packages',
  'skip_checks',
  'k?',
  'a b',
  '1',
  'yes',
  '~',
  '"q"',
  "'s'",
  'é',
];

const HEADERS = ['|', '>', '|-', '>-', '|+', '>+', '|2', '>1-', '|#c', '| #c', '|\t', '|\t#c', '|-#c', '>  # c', '|x'];

const PREFIXES = [
  '',
  '',
  '',
  '',
  '---\n',
  '--- \n',
  '---\t\n',
  '%YAML 1.1\n---\n',
  '%YAML 1.2\n---\n',
  '%YAML 2.0\n---\n',
  '%YAML 1.1\n%YAML 1.1\n---\n',
  '%TAG !e! tag:example.com,2000:\n---\n',
  '%FOO bar\n---\n',
  '# comment\n',
  '\ufeff',
  '\t\n',
  '...\n',
];
const SUFFIXES = ['', '', '', '\n...\n', '...\n', '\n---\n', '# end', '\n\t', '\n  # c\n'];

/**
 * Realistic typos, each an entry (or a few) of a mapping at `i`, its lines ended by `nl`: an
 * escaped quote ending a double-quoted value (a Windows path's last backslash), `? key` with a
 * `:` line indented otherwise, quotes left open, a colon inside a value, indentation slips; and
 * their valid neighbours, so that the checker must tell them apart as the builder does.
 */
const TYPOS: Array<(i: string, nl: string) => string> = [
  (i, nl) => `${i}description: "C:\\temp\\"${nl}${i}version: "1.0"${nl}`,
  (i, nl) => `${i}path: "C:\\dir\\"${nl}`,
  (i, nl) => `${i}description: "ends in a backslash \\"${nl}${i}name: x${nl}`,
  (i, nl) => `${i}description: "C:\\temp\\"${nl}`,
  (i, nl) => `${i}dir: "C:\\Users\\me"${nl}`,
  (i, nl) => `${i}dir: "C:\\new\\x"${nl}`,
  (i, nl) => `${i}dir: "C:\\new"${nl}`,
  (i, nl) => `${i}description: "say \\"hi\\""${nl}`,
  (i, nl) => `${i}description: 'C:\\temp\\'${nl}`,
  (i, nl) => `${i}description: "C:\\\\temp\\\\"${nl}`,
  (i, nl) => `${i}? key${nl}${i}  : value${nl}`,
  (i, nl) => `${i}? key${nl}${i} : value${nl}`,
  (i, nl) => `${i}  ? key${nl}${i}: value${nl}`,
  (i, nl) => `${i}? key${nl}${i}: value${nl}`,
  (i, nl) => `${i}? key${nl}${i}:${nl}${i}  - x${nl}`,
  (i, nl) => `${i}? key${nl}${i}- x${nl}`,
  (i, nl) => `${i}? [a, b]${nl}${i}   : value${nl}`,
  (i, nl) => `${i}name: "svc${nl}`,
  (i, nl) => `${i}name: "svc${nl}${i}version: "1"${nl}`,
  (i, nl) => `${i}name: 'it's'${nl}`,
  (i, nl) => `${i}name: 'it''s'${nl}`,
  (i, nl) => `${i}name:svc${nl}`,
  (i, nl) => `${i}name: svc: x${nl}`,
  (i, nl) => `${i}url: http://x${nl}`,
  (i, nl) => `${i}extra_packages: [curl, git${nl}`,
  (i, nl) => `${i}extra_packages: [curl, git${nl}${i}name: x${nl}`,
  (i, nl) => `${i}extra_packages:${nl}${i}- curl${nl}${i} - git${nl}`,
  (i, nl) => `${i}extra_packages:${nl}${i}  - curl${nl}${i}- git${nl}`,
  (i, nl) => `${i}env:${nl}${i}  A: 1${nl}${i}   B: 2${nl}`,
  (i, nl) => `${i}env:${nl}${i}  A: 1${nl}${i} B: 2${nl}`,
  (i, nl) => `${i}env:${nl}${i}    A: 1${nl}${i}  B: 2${nl}`,
  (i, nl) => `${i}a: b${nl}${i}- c${nl}`,
  (i, nl) => `${i}a: b${nl}${i}  c${nl}`,
  (i, nl) => `${i}a: b${nl}${i}  c: d${nl}`,
  (i, nl) => `${i}a: "b"${nl}${i}  c${nl}`,
  (i, nl) => `${i}description: "multi${nl}${i}  line"${nl}`,
  (i, nl) => `${i}description: >${nl}${i}  folded${nl}${i} less${nl}`,
  (i, nl) => `${i}description: |${nl}${i}text${nl}`,
  (i, nl) => `${i}- item${nl}`,
];

class Gen {
  constructor(
    private readonly r: Rng,
    private readonly nl: string,
    /** How often a choice takes an odd form: some documents are clean, some are full of oddities. */
    private readonly rate: number,
  ) {}

  /** Whether this choice takes an odd form. */
  odd(): boolean {
    return chance(this.r, this.rate);
  }

  space(): string {
    return this.odd() ? pick(this.r, SPACES) : ' ';
  }

  /** After a value: nothing, spaces, a comment. */
  tail(): string {
    const r = this.r;
    if (!this.odd()) return chance(r, 0.1) ? ' # c' : '';
    return pick(r, [
      ' # c',
      '# c',
      ' #',
      '  #c',
      this.space(),
      ' \t# c',
      '\t',
      pick(r, UNICODE_SPACES),
      pick(r, UNICODE_SPACES) + ' # c',
    ]);
  }

  key(): string {
    const r = this.r;
    if (chance(r, 0.04)) return 'k'.repeat(1015 + int(r, 15));
    if (this.odd() && chance(r, 0.3))
      return pick(r, ['"k' + this.nl + '  k"', "'k" + this.nl + "  k'", '[a,' + this.nl + '  b]', '{a: b}', '[a]']);
    if (this.odd()) return pick(r, KEYS) + pick(r, SPACES);
    return pick(r, KEYS);
  }

  scalar(): string {
    const r = this.r;
    let s = pick(r, SCALARS);
    if (this.odd() && chance(r, 0.2))
      s = pick(r, ['"a' + this.nl + '    b"', "'a" + this.nl + this.nl + "    b'", 'a' + this.nl + '    b']);
    if (this.odd()) s += pick(r, [...UNICODE_SPACES, '\t', ' ', pick(r, UNICODE_BREAKS)]);
    if (this.odd()) s = pick(r, UNICODE_SPACES) + s;
    return s;
  }

  flow(depth: number): string {
    const r = this.r;
    const n = int(r, 4);
    const sep = () =>
      !this.odd()
        ? ', '
        : pick(r, [',', ' ,', ',\t', ', ' + pick(r, UNICODE_SPACES), ',' + this.nl + '  ', ', # c' + this.nl + '  ']);
    const item = (): string => (depth < 2 && chance(r, 0.15) ? this.flow(depth + 1) : this.scalar());
    const pad = () => (!this.odd() ? '' : chance(r, 0.7) ? this.space() : this.nl + pick(r, ['', '  ', '    ']));
    if (chance(r, 0.5)) {
      const items = Array.from({ length: n }, item);
      return '[' + pad() + items.join(sep()) + pad() + ']';
    }
    const pairs = Array.from({ length: n }, () => {
      const k = this.odd()
        ? pick(r, ['? k', 'k?', ':k', '?k', '"k"', 'k' + pick(r, UNICODE_SPACES), '', '"k' + this.nl + '  k"', '[a]'])
        : pick(r, KEYS);
      const colon = this.odd() ? pick(r, [':', ':\t', ': ' + pick(r, UNICODE_SPACES), this.nl + '  : ', ' : ']) : ': ';
      return k + colon + item();
    });
    return '{' + pad() + pairs.join(sep()) + pad() + '}';
  }

  block(indent: string): string {
    const r = this.r;
    const lines = 1 + int(r, 3);
    const inner = indent + (this.odd() ? pick(r, [' ', '\t', '  \t', '   ']) : '  ');
    let out = (this.odd() ? pick(r, HEADERS) : pick(r, ['|', '>', '|-', '>-'])) + this.tail() + this.nl;
    for (let i = 0; i < lines; i++) {
      if (this.odd()) out += this.nl;
      out += inner + this.scalar() + (this.odd() ? ' # not a comment' : '') + this.nl;
    }
    return out;
  }

  /** A value after `key:` or `- `, with its line end (and the lines below). */
  value(indent: string, depth: number): string {
    const r = this.r;
    const x = r();
    if (depth < 3 && x < 0.15) return this.tail() + this.nl + this.mapping(indent + '  ', depth + 1);
    if (depth < 3 && x < 0.25)
      return this.tail() + this.nl + this.list(chance(r, 0.5) ? indent : indent + '  ', depth + 1);
    if (x < 0.45) return this.flow(0) + this.tail() + this.nl;
    if (x < 0.55) return this.block(indent);
    if (x < 0.58 && this.odd())
      return pick(r, ['&a ', '!!str ', '!!int ', '*a', '&a [x]', '!!timestamp ']) + this.scalar() + this.nl;
    return this.scalar() + this.tail() + this.nl;
  }

  mapping(indent: string, depth: number, typo = -1): string {
    const r = this.r;
    const n = 1 + int(r, 4);
    let out = '';
    for (let i = 0; i < n; i++) {
      if (i === typo) out += pick(r, TYPOS)(indent, this.nl);
      if (this.odd())
        out += pick(r, ['# c', indent + '# c', ' #c', indent + pick(r, SPACES) + '# c', '', indent]) + this.nl;
      const ind = this.odd() ? indent.replace(/ {2}$/, '\t') : indent;
      const colon = this.odd() ? pick(r, [' :', ':\t', '\t:']) : ':';
      out += ind + this.key() + colon + this.space() + this.value(indent, depth);
    }
    return out;
  }

  list(indent: string, depth: number): string {
    const r = this.r;
    const n = 1 + int(r, 3);
    let out = '';
    for (let i = 0; i < n; i++)
      out +=
        indent +
        (this.odd() ? pick(r, ['-\t', '-' + pick(r, UNICODE_SPACES)]) : '- ') +
        this.value(indent + '  ', depth);
    return out;
  }
}

/** Document `index` of the seeded sequence `seed`. */
export function yamlDocument(seed: number, index: number): string {
  const r = mulberry32((seed ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0);
  const rate = pick(r, [0, 0.01, 0.03, 0.1]);
  const nl = chance(r, 0.8) ? '\n' : pick(r, BREAKS);
  const g = new Gen(r, nl, rate);
  // One document in five holds a realistic typo (or its valid neighbour) among its keys.
  const typo = chance(r, 0.2) ? int(r, 4) : -1;
  let text = (g.odd() ? pick(r, PREFIXES) : '') + g.mapping('', 0, typo) + (g.odd() ? pick(r, SUFFIXES) : '');
  if (nl !== '\n') text = text.replace(/\n/g, nl);
  // A stray piece anywhere: a space of another kind, a line break, a tab, an indicator.
  const strays = chance(r, rate * 5) ? 1 : 0;
  for (let k = 0; k < strays; k++) {
    const at = int(r, text.length + 1);
    const piece = pick(r, [
      ...SPACES,
      ...BREAKS,
      '\t',
      '#',
      ' #',
      ':',
      '?',
      '-',
      '%',
      '@',
      '`',
      ',',
      '[',
      ']',
      '{',
      '}',
      '"',
      "'",
      '|',
      '\x85',
      '\x07',
      '\x0b',
      '\x0c',
      '\ud800',
    ]);
    text = text.slice(0, at) + piece + text.slice(at);
  }
  return text;
}
