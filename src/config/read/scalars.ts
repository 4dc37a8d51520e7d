// How PyYAML's safe loader (YAML 1.1) reads scalars: the builder that reads these files uses it,
// so `yes` is a boolean, `08` a string, `1e5` a string and `1.0e+5` a number here too.

/** A YAML 1.1 timestamp: kept apart from strings so that a string field can refuse it. */
export class Timestamp {
  constructor(readonly text: string) {}
}

export const TAG = 'tag:yaml.org,2002:';
export const TAG_READS_AS: Record<string, string> = {
  [`${TAG}int`]: 'an integer',
  [`${TAG}float`]: 'a number',
  [`${TAG}bool`]: 'a boolean',
  [`${TAG}null`]: 'null',
  [`${TAG}timestamp`]: 'a date',
};
export const SCALAR_TAGS = new Set(['str', 'int', 'float', 'bool', 'null', 'timestamp'].map((t) => TAG + t));

// PyYAML's implicit resolvers (resolver.py), tried in its order. Only plain scalars resolve.
const BOOL = /^(?:yes|Yes|YES|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF)$/;
export const FLOAT =
  /^(?:[-+]?(?:[0-9][0-9_]*)\.[0-9_]*(?:[eE][-+][0-9]+)?|\.[0-9][0-9_]*(?:[eE][-+][0-9]+)?|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/;
const INT =
  /^(?:[-+]?0b[0-1_]+|[-+]?0[0-7_]+|[-+]?(?:0|[1-9][0-9_]*)|[-+]?0x[0-9a-fA-F_]+|[-+]?[1-9][0-9_]*(?::[0-5]?[0-9])+)$/;
const NULL = /^(?:~|null|Null|NULL|)$/;
const TIMESTAMP =
  /^(?:[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]|[0-9][0-9][0-9][0-9]-[0-9][0-9]?-[0-9][0-9]?(?:[Tt]|[ \t]+)[0-9][0-9]?:[0-9][0-9]:[0-9][0-9](?:\.[0-9]*)?(?:[ \t]*(?:Z|[-+][0-9][0-9]?(?::[0-9][0-9])?))?)$/;

// The timestamp constructor's own pattern (constructor.py), looser than the resolver's: it is
// what an explicit `!!timestamp` must match, and its groups are the parts checked for a real date.
const TIMESTAMP_PARTS =
  /^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})(?:(?:[Tt]|[ \t]+)([0-9]{1,2}):([0-9]{2}):([0-9]{2})(?:\.[0-9]*)?(?:[ \t]*(?:Z|([-+])([0-9]{1,2})(?::([0-9]{2}))?))?)?$/;

export type Scalarish = string | number | boolean | null | Timestamp;

// Letters that start none of the resolvers' forms (booleans and nulls start with one of
// y n t f o, in either case; numbers and dates with a digit, a sign or a dot): a plain scalar
// starting with any other letter is a string, whatever follows. Most keys and values do.
// A table by character code rather than a pattern: this runs for nearly every key and value,
// mostly before the optimising compiler has seen it.
const ALWAYS_STRING_START = asciiTable('abcdeghijklmpqrsuvwxzABCDEGHIJKLMPQRSUVWXZ');

function asciiTable(chars: string): Uint8Array {
  const table = new Uint8Array(128);
  for (const c of chars) table[c.charCodeAt(0)] = 1;
  return table;
}

/** How PyYAML's safe loader reads a plain scalar: its value, or a tag it cannot construct. */
export function resolvePlain(v: string): Scalarish | { unsupported: string } {
  if (ALWAYS_STRING_START[v.charCodeAt(0)] === 1) return v;
  if (BOOL.test(v)) return /^(?:yes|Yes|YES|true|True|TRUE|on|On|ON)$/.test(v);
  if (FLOAT.test(v)) return toFloat(v);
  if (INT.test(v)) return toInt(v);
  if (v === '<<') return { unsupported: TAG + 'merge' };
  if (NULL.test(v)) return null;
  if (TIMESTAMP.test(v)) return new Timestamp(v);
  if (v === '=') return { unsupported: TAG + 'value' };
  return v;
}

function toInt(raw: string): number {
  let v = raw.replace(/_/g, '');
  let sign = 1;
  if (v[0] === '-' || v[0] === '+') {
    if (v[0] === '-') sign = -1;
    v = v.slice(1);
  }
  if (v === '0') return 0;
  if (v.startsWith('0b')) return sign * parseInt(v.slice(2), 2);
  if (v.startsWith('0x')) return sign * parseInt(v.slice(2), 16);
  if (v.startsWith('0')) return sign * parseInt(v.slice(1), 8);
  if (v.includes(':')) return sign * v.split(':').reduce((acc, d) => acc * 60 + Number(d), 0);
  return sign * Number(v);
}

function toFloat(raw: string): number {
  let v = raw.replace(/_/g, '').toLowerCase();
  let sign = 1;
  if (v[0] === '-' || v[0] === '+') {
    if (v[0] === '-') sign = -1;
    v = v.slice(1);
  }
  if (v === '.inf') return sign * Infinity;
  if (v === '.nan') return NaN;
  if (v.includes(':')) return sign * v.split(':').reduce((acc, d) => acc * 60 + Number(d), 0);
  return sign * Number(v);
}

export function withTag(tag: string, v: string): Scalarish | undefined {
  switch (tag) {
    case TAG + 'str':
      return v;
    case TAG + 'bool':
      return BOOL.test(v) ? /^(?:yes|Yes|YES|true|True|TRUE|on|On|ON)$/.test(v) : undefined;
    case TAG + 'int':
      return INT.test(v) ? toInt(v) : undefined;
    case TAG + 'float':
      return FLOAT.test(v) ? toFloat(v) : INT.test(v) ? toInt(v) : undefined;
    case TAG + 'null':
      return null;
    case TAG + 'timestamp':
      return TIMESTAMP_PARTS.test(v) ? new Timestamp(v) : undefined;
    default:
      return undefined;
  }
}

/**
 * Why PyYAML's safe constructor fails on a scalar it resolved (or was tagged) as `tag`, when it
 * does: a date that does not exist, an integer of no digits. Undefined when it constructs it.
 */
export function unconstructable(tag: string, v: string): string | undefined {
  if (tag === TAG + 'int' && INT.test(v)) {
    const digits = v.replace(/_/g, '').replace(/^[-+]/, '');
    if (digits === '0b' || digits === '0x') return `\`${v}\` has no digits after \`${digits}\``;
    return undefined;
  }
  if (tag !== TAG + 'timestamp') return undefined;
  const m = TIMESTAMP_PARTS.exec(v);
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

/** The tag PyYAML resolves a plain scalar to, for unconstructable. */
export function plainTag(v: Scalarish): string {
  return v instanceof Timestamp ? TAG + 'timestamp' : typeof v === 'number' ? TAG + 'int' : '';
}
