// How PyYAML's safe loader (YAML 1.1) reads an untagged plain scalar, for the fast reader and
// the fixes: the builder that reads these files uses it, so `yes` is a boolean, `08` a string,
// `1e5` a string and `1.0e+5` a number here too. The resolver and the constructor themselves
// are the builder's (pyyaml/constructor.ts); this is their answer for one text, with a quick way
// out for the texts that can only be strings.

import { constructPlain, ConstructFailure, type Scalarish, TAG, Timestamp } from './pyyaml/constructor.js';

export { TAG, Timestamp, type Scalarish };

/** What an explicitly tagged value reads as, for a message that says so. */
export const TAG_READS_AS: Record<string, string> = {
  [`${TAG}int`]: 'an integer',
  [`${TAG}float`]: 'a number',
  [`${TAG}bool`]: 'a boolean',
  [`${TAG}null`]: 'null',
  [`${TAG}timestamp`]: 'a date',
};
/** The scalar tags a component configuration may hold (the rest are refused: refusals.ts). */
export const SCALAR_TAGS = new Set(['str', 'int', 'float', 'bool', 'null', 'timestamp'].map((t) => TAG + t));

// The float resolver's pattern, for a message that tells a number from an integer.
export const FLOAT =
  /^(?:[-+]?(?:[0-9][0-9_]*)\.[0-9_]*(?:[eE][-+][0-9]+)?|\.[0-9][0-9_]*(?:[eE][-+][0-9]+)?|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/;

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

/**
 * How PyYAML's safe loader reads a plain scalar: its value; or, for a text resolved to a tag
 * nothing here can hold (`=`, `<<`) or one the builder's constructor fails on (`2024-02-30`,
 * `0x_`), that tag, with PyYAML's exception in the second case.
 */
export function resolvePlain(v: string): Scalarish | { unsupported: string; failure?: ConstructFailure } {
  if (ALWAYS_STRING_START[v.charCodeAt(0)] === 1) return v;
  try {
    return constructPlain(v);
  } catch (e) {
    if (e instanceof ConstructFailure) return { unsupported: e.tag, failure: e };
    throw e;
  }
}
