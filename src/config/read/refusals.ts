// The checker's own refusals: what it holds stricter than the builder's reader, which reads
// these files and would take them (docs/yaml-and-pyyaml.md, "stricter on purpose"). Duplicate
// keys (PyYAML lets the last win), tags other than the standard scalar ones and `!!seq`/`!!map`,
// keys that are not scalars, merges of what is not a mapping, and the depth and value budgets.
// Each is a problem made here alone, as the walk (py-loader.ts) meets it; what the builder
// itself refuses is the builder's pipeline's (pyyaml/, builder-says.ts, full-read.ts, which
// also refuses a line break of YAML 1.1 alone outside a quoted value: `yaml-syntax` is its code).

import type { Span } from '../findings.js';
import type { Path } from '../paths.js';
import { problem, type Problem } from './problems.js';
import { TAG } from './pyyaml/constructor.js';

export const MAX_DEPTH = 64;
export const MAX_VALUES = 100_000;

const short = (tag: string) => (tag.startsWith(TAG) ? `!!${tag.slice(TAG.length)}` : tag);

export function duplicateKey(key: string, firstLine: number, span: Span, path: Path): Problem {
  return problem(
    'duplicate-key',
    `duplicate key \`${key}\` (first defined on line ${firstLine}); remove one of them`,
    span,
    [...path, key],
  );
}

export function invalidKey(span: Span, path: Path): Problem {
  return problem('invalid-key', 'mapping keys must be plain scalars, not lists or mappings', span, path);
}

/** A tag outside the allow-list. */
export function badTag(tag: string, span: Span, path: Path): Problem {
  return problem(
    'unsupported-tag',
    `the YAML tag \`${short(tag)}\` is not allowed; a component configuration holds only plain strings, numbers, booleans, null, lists and mappings`,
    span,
    path,
  );
}

/** A plain `<<` or `=` as a value: YAML 1.1's merge and value tags, which nothing here holds. */
export function specialPlain(raw: string, tag: string, span: Span, path: Path): Problem {
  return problem(
    'unsupported-tag',
    `YAML 1.1 gives a plain \`${raw}\` the special tag \`${short(tag)}\`, which a component configuration cannot hold; quote it to keep it as text: "${raw}"`,
    span,
    path,
  );
}

/** An explicit scalar tag its text does not fit (the builder's constructor fails on it too). */
export function tagDoesNotFit(raw: string, tag: string, key: boolean, span: Span, path: Path): Problem {
  return problem(
    'unsupported-tag',
    key
      ? `the key \`${raw}\` cannot be read as ${short(tag)}; remove the tag`
      : `\`${raw}\` cannot be read as ${short(tag)}; remove the tag or fix the value`,
    span,
    path,
  );
}

export function mergeNotAMapping(span: Span, path: Path): Problem {
  return problem('invalid-merge', 'a merge key `<<` must refer to a mapping or a list of mappings', span, path);
}

export function mergeOfItself(span: Span, path: Path): Problem {
  return problem(
    'invalid-merge',
    'a merge key `<<` refers to the mapping that holds it; merge another mapping',
    span,
    path,
  );
}

/** Nesting past MAX_DEPTH; `how` says through what, when not plain nesting. */
export function tooDeep(span: Span, how = ''): Problem {
  return problem('too-deep', `the document nests deeper than ${MAX_DEPTH} levels${how}`, span);
}

export function tooComplex(span: Span): Problem {
  return problem(
    'too-complex',
    `the document expands to more than ${MAX_VALUES.toLocaleString('en-US')} values (anchors and aliases multiply it); write the data out plainly`,
    span,
  );
}
