// The builder's constructor: PyYAML's resolver (resolver.py) and SafeConstructor
// (constructor.py) on the composer's nodes, the fifth stage of `yaml.safe_load`. What PyYAML
// raises here (ConstructorError, and the KeyError, ValueError, IndexError and AttributeError its
// constructors let through) fails the builder as a YAML error does, so each is a refusal, at the
// node's start mark as PyYAML reports constructor errors.
//
// Python's `re.match` is the resolver's: its `$` also matches before a final "\n", so a value
// tagged `!` whose text ends in a line break (`! "yes\n"`, a `! |` block) resolves as its text
// without the break does, and the constructor then meets the break. Python's `int()` and
// `float()` are followed as far as ASCII texts go (white space around, a sign, a base prefix).

import { pyRepr, type Mark } from './marks.js';
import type { PyNode, PyScalar } from './composer.js';

export const TAG = 'tag:yaml.org,2002:';
// The tags as constants, made once: a concatenation in a `case` or a comparison is made again
// (and flattened to compare) on every scalar.
const STR = `${TAG}str`;
const BINARY = `${TAG}binary`;
const NULL = `${TAG}null`;
const BOOL = `${TAG}bool`;
const INT = `${TAG}int`;
const FLOAT = `${TAG}float`;
const TIMESTAMP = `${TAG}timestamp`;
const VALUE = `${TAG}value`;

/** A YAML 1.1 timestamp: kept apart from strings so that a string field can refuse it. */
export class Timestamp {
  constructor(readonly text: string) {}
}

/** What a scalar constructs to, in the checker's terms (bytes for `!!binary`). */
export type Scalarish = string | number | boolean | null | Timestamp;

/** Why PyYAML's constructor raises: its exception, in parts, and where (the node's start). */
export class ConstructFailure extends Error {
  constructor(
    /** Python's exception class: ConstructorError, KeyError, ValueError, IndexError, AttributeError, RecursionError. */
    readonly kind: string,
    readonly problem: string,
    readonly mark: Mark,
    /** The resolved tag of the node that failed. */
    readonly tag: string,
    readonly context?: { text: string; mark: Mark },
  ) {
    super(`${kind}: ${problem}`);
  }
}

// PyYAML's implicit resolvers, each with the first characters it is tried for, in its order.
const RESOLVERS: Array<[string, RegExp, string]> = [
  ['bool', /^(?:yes|Yes|YES|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF)$/, 'yYnNtTfFoO'],
  [
    'float',
    /^(?:[-+]?(?:[0-9][0-9_]*)\.[0-9_]*(?:[eE][-+][0-9]+)?|\.[0-9][0-9_]*(?:[eE][-+][0-9]+)?|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/,
    '-+0123456789.',
  ],
  [
    'int',
    /^(?:[-+]?0b[0-1_]+|[-+]?0[0-7_]+|[-+]?(?:0|[1-9][0-9_]*)|[-+]?0x[0-9a-fA-F_]+|[-+]?[1-9][0-9_]*(?::[0-5]?[0-9])+)$/,
    '-+0123456789',
  ],
  ['merge', /^(?:<<)$/, '<'],
  ['null', /^(?:~|null|Null|NULL|)$/, '~nN'],
  [
    'timestamp',
    /^(?:[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]|[0-9][0-9][0-9][0-9]-[0-9][0-9]?-[0-9][0-9]?(?:[Tt]|[ \t]+)[0-9][0-9]?:[0-9][0-9]:[0-9][0-9](?:\.[0-9]*)?(?:[ \t]*(?:Z|[-+][0-9][0-9]?(?::[0-9][0-9])?))?)$/,
    '0123456789',
  ],
  ['value', /^(?:=)$/, '='],
];

// By character code (every first character is ASCII): this runs for most keys and values the
// fast reader takes, mostly before the optimising compiler has seen it.
const BY_FIRST = byFirstCharacter();
const EMPTY_RESOLVERS: Array<[string, RegExp]> = [[NULL, /^$/]];

function byFirstCharacter(): Array<Array<[string, RegExp]> | undefined> {
  const table: Array<Array<[string, RegExp]> | undefined> = new Array<undefined>(128).fill(undefined);
  for (const [name, re, first] of RESOLVERS)
    for (const c of first) table[c.charCodeAt(0)] = [...(table[c.charCodeAt(0)] ?? []), [TAG + name, re]];
  return table;
}

/** Python's `re.match(pattern, text)` for a pattern ending in `$`: it also matches before a final "\n". */
export function pyMatch(re: RegExp, text: string): boolean {
  return re.test(text) || (text.charCodeAt(text.length - 1) === 10 && re.test(text.slice(0, -1)));
}

/** The tag PyYAML's resolver gives a scalar it resolves implicitly (untagged plain, or tagged `!`). */
export function resolveImplicit(value: string): string {
  // Tried by the first character; the empty text is null's alone.
  const resolvers = value === '' ? EMPTY_RESOLVERS : BY_FIRST[value.charCodeAt(0)];
  if (resolvers) for (const [tag, re] of resolvers) if (pyMatch(re, value)) return tag;
  return STR;
}

/** A node's tag as PyYAML's composer leaves it: explicit, or resolved. */
export function resolvedTag(node: PyNode): string {
  if (node.tag !== undefined && node.tag !== '!') return node.tag;
  if (node.kind === 'scalar') return node.plainImplicit ? resolveImplicit(node.value) : STR;
  return TAG + node.kind;
}

export function fail(kind: string, problem: string, node: PyNode, tag = resolvedTag(node)): never {
  throw new ConstructFailure(kind, problem, node.start, tag);
}

/** `construct_scalar`: a scalar's text; a mapping's `=` entry's (SafeConstructor's); else a ConstructorError. */
function scalarText(node: PyNode, tag: string, seen?: Set<PyNode>): string {
  if (node.kind === 'scalar') return node.value;
  if (node.kind === 'map') {
    // A mapping that holds itself under `=` recurses until Python's stack runs out.
    seen ??= new Set<PyNode>();
    if (seen.has(node)) fail('RecursionError', 'maximum recursion depth exceeded', node, tag);
    seen.add(node);
    for (const [k, v] of node.pairs) if (resolvedTag(k) === VALUE) return scalarText(v, tag, seen);
  }
  return fail('ConstructorError', `expected a scalar node, but found ${nodeId(node)}`, node, tag);
}

export function nodeId(node: PyNode): string {
  return node.kind === 'map' ? 'mapping' : node.kind === 'seq' ? 'sequence' : 'scalar';
}

// Python's str.strip() and int()/float() skip Unicode white space around a number.
const PY_SPACE = '[\\t\\n\\x0b\\x0c\\r\\x1c-\\x1f \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]';
const STRIP = new RegExp(`^${PY_SPACE}+|${PY_SPACE}+$`, 'g');

/** str.strip(): the texts the resolver gives the constructor start and end in a printable ASCII character, so most need no pattern. */
function pyStrip(text: string): string {
  const first = text.charCodeAt(0);
  const last = text.charCodeAt(text.length - 1);
  return first > 0x20 && first < 0x7f && last > 0x20 && last < 0x7f ? text : text.replace(STRIP, '');
}
const DIGITS: Record<number, RegExp> = {
  2: /^[+-]?(?:0[bB])?[01]+$/,
  8: /^[+-]?(?:0[oO])?[0-7]+$/,
  10: /^[+-]?[0-9]+$/,
  16: /^[+-]?(?:0[xX])?[0-9a-fA-F]+$/,
};

/** Python's `int(text, base)` (underscores already gone), as a number; ValueError as it words it. */
function pyInt(text: string, base: 2 | 8 | 10 | 16, node: PyNode): number {
  const t = pyStrip(text);
  if (!DIGITS[base]!.test(t)) fail('ValueError', `invalid literal for int() with base ${base}: ${pyRepr(text)}`, node);
  const negative = t.startsWith('-');
  let digits = t.replace(/^[+-]/, '');
  if (base !== 10 && /^0[bBoOxX]/.test(digits)) digits = digits.slice(2);
  const prefix = base === 2 ? '0b' : base === 8 ? '0o' : base === 16 ? '0x' : '';
  const n = Number(BigInt(prefix + digits));
  return negative ? -n : n;
}

const FLOAT_TEXT = /^[+-]?(?:(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:e[+-]?[0-9]+)?|inf|infinity|nan)$/;

/** Python's `float(text)` on lowered text, underscores gone; ValueError as it words it. */
function pyFloat(text: string, node: PyNode): number {
  const t = pyStrip(text);
  if (!FLOAT_TEXT.test(t)) fail('ValueError', `could not convert string to float: ${pyRepr(text)}`, node);
  const negative = t.startsWith('-');
  const body = t.replace(/^[+-]/, '');
  const v = body === 'nan' ? NaN : body.startsWith('inf') ? Infinity : Number(body);
  return negative ? -v : v;
}

const BOOL_VALUES: Record<string, boolean> = { yes: true, no: false, true: true, false: false, on: true, off: false };

// constructor.py's timestamp_regexp, looser than the resolver's: an explicit `!!timestamp` takes
// one-digit months, days and hours. Its groups are the parts checked for a real date.
const TIMESTAMP_PARTS =
  /^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})(?:(?:[Tt]|[ \t]+)([0-9]{1,2}):([0-9]{2}):([0-9]{2})(?:\.[0-9]*)?(?:[ \t]*(?:Z|([-+])([0-9]{1,2})(?::([0-9]{2}))?))?)?$/;

/** Why `datetime` refuses a timestamp's parts, in words; undefined when it takes them. */
export function impossibleDate(text: string): string | undefined {
  const m = TIMESTAMP_PARTS.exec(text) ?? (text.endsWith('\n') ? TIMESTAMP_PARTS.exec(text.slice(0, -1)) : null);
  if (!m) return undefined;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1) return `year ${m[1]} is before year 1`;
  if (month < 1 || month > 12) return `month ${m[2]} is not 1 to 12`;
  const days = new Date(Date.UTC(2000, month, 0)).getUTCDate() - (month === 2 && !leap(year) ? 1 : 0);
  if (day < 1 || day > days) return `day ${m[3]} does not exist in month ${m[2]}`;
  if (m[4] === undefined) return undefined;
  if (Number(m[4]) > 23) return `hour ${m[4]} is not 0 to 23`;
  if (Number(m[5]) > 59) return `minute ${m[5]} is not 0 to 59`;
  if (Number(m[6]) > 59) return `second ${m[6]} is not 0 to 59`;
  if (m[7] !== undefined && Number(m[8]) * 60 + Number(m[9] ?? 0) >= 24 * 60)
    return `the time zone offset ${m[7]}${m[8]}${m[9] ? `:${m[9]}` : ''} is not under 24 hours`;
  return undefined;
}

function leap(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function sexagesimal(parts: number[]): number {
  let value = 0;
  let base = 1;
  for (const digit of parts.reverse()) {
    value += digit * base;
    base *= 60;
  }
  return value;
}

/**
 * A scalar node (or a mapping read as one through `=`) constructed as PyYAML's SafeConstructor
 * does under `tag`: its value, or the ConstructFailure PyYAML's exception becomes. `!!binary`
 * gives its text (the checker holds no bytes; it refuses the tag).
 */
export function constructScalar(node: PyNode, tag = resolvedTag(node)): Scalarish {
  switch (tag) {
    case STR:
    case BINARY:
      return scalarText(node, tag);
    case NULL:
      scalarText(node, tag);
      return null;
    case BOOL: {
      const v = scalarText(node, tag);
      const b = BOOL_VALUES[v.toLowerCase()];
      if (b === undefined) fail('KeyError', pyRepr(v.toLowerCase()), node, tag);
      return b;
    }
    case INT: {
      let v = scalarText(node, tag).replace(/_/g, '');
      if (v === '') fail('IndexError', 'string index out of range', node, tag);
      const sign = v[0] === '-' ? -1 : 1;
      if (v[0] === '-' || v[0] === '+') v = v.slice(1);
      if (v === '0') return 0;
      if (v.startsWith('0b')) return sign * pyInt(v.slice(2), 2, node);
      if (v.startsWith('0x')) return sign * pyInt(v.slice(2), 16, node);
      if (v === '') fail('IndexError', 'string index out of range', node, tag);
      if (v[0] === '0') return sign * pyInt(v, 8, node);
      if (v.includes(':')) return sign * sexagesimal(v.split(':').map((p) => pyInt(p, 10, node)));
      return sign * pyInt(v, 10, node) || 0;
    }
    case FLOAT: {
      let v = scalarText(node, tag).replace(/_/g, '').toLowerCase();
      if (v === '') fail('IndexError', 'string index out of range', node, tag);
      const sign = v[0] === '-' ? -1 : 1;
      if (v[0] === '-' || v[0] === '+') v = v.slice(1);
      if (v === '.inf') return sign * Infinity;
      if (v === '.nan') return NaN;
      if (v.includes(':')) return sign * sexagesimal(v.split(':').map((p) => pyFloat(p, node)));
      return sign * pyFloat(v, node);
    }
    case TIMESTAMP: {
      // The constructor matches the node's own text (a mapping's is not one: Python's TypeError).
      if (node.kind !== 'scalar') {
        scalarText(node, tag);
        fail('TypeError', 'expected string or bytes-like object', node, tag);
      }
      const v = node.value;
      if (!pyMatch(TIMESTAMP_PARTS, v))
        fail('AttributeError', "'NoneType' object has no attribute 'groupdict'", node, tag);
      const why = impossibleDate(v);
      if (why) fail('ValueError', why, node, tag);
      return new Timestamp(v);
    }
    default:
      return fail('ConstructorError', `could not determine a constructor for the tag ${pyRepr(tag)}`, node, tag);
  }
}

/** Scalar tags with a constructor in SafeConstructor. */
export const SCALAR_CONSTRUCTORS = new Set(
  ['str', 'binary', 'null', 'bool', 'int', 'float', 'timestamp'].map((t) => TAG + t),
);

const NOWHERE = { offset: 0, line: 0, column: 0 };

/** PyYAML's implicit reading of an untagged plain scalar (the fast reader's and the fixes' question). */
export function constructPlain(value: string): Scalarish | { unsupported: string } {
  const tag = resolveImplicit(value);
  // Most plain scalars are strings: no node to make for them.
  if (tag === STR) return value;
  if (!SCALAR_CONSTRUCTORS.has(tag)) return { unsupported: tag };
  const node: PyScalar = {
    kind: 'scalar',
    tag: undefined,
    anchor: undefined,
    start: NOWHERE,
    content: NOWHERE,
    end: NOWHERE,
    value,
    style: 'plain',
    plainImplicit: true,
  };
  return constructScalar(node, tag);
}
