// The comparison of the checker's reading of a text with PyYAML's (pyyaml.ts), for the
// differentials (pyyaml.test.ts, pyyaml-tags.test.ts): PyYAML refuses ⇒ the checker refuses
// (at PyYAML's line, with its words, for a grammar error); PyYAML reads ⇒ the checker reads the
// same data, or refuses on purpose (what it holds stricter).

import { checkText, readSource } from '../checker.js';
import { Timestamp } from '../../src/config/read/source.js';
import type { PyRead } from './pyyaml.js';

const FILE = 'component_config.yaml';

// Where PyYAML reads data and the checker refuses on purpose: what the checker holds stricter
// (duplicate keys, which PyYAML lets the last one win; tags and merges it cannot hold; limits),
// and characters the two YAML versions read differently, refused rather than guessed.
export const STRICTER = new Set([
  'duplicate-key',
  'unsupported-tag',
  'invalid-key',
  'invalid-merge',
  'too-deep',
  'too-complex',
  'empty-file',
]);
// Where PyYAML reads data and the checker refuses on purpose: a line break of YAML 1.1 alone
// (U+0085, U+2028, U+2029) outside a quoted value, which editors show as text (full-read.ts).
export const REFUSED_ON_PURPOSE = /reads as a line break and editors show as text/;

/** PyYAML counts NEL, LS and PS as line breaks; the checker's lines (as editors show them) do not. */
const OTHER_BREAKS = /[\u0085\u2028\u2029]/;

/** Set when a mapping of the checker's data holds keys a Python dict takes as one (`1` and `true`). */
let collided = false;

/** Data as the comparison sees it: mappings as sorted pairs, dates as their text, NaN and infinities by name. */
export function canon(v: unknown, nonStringKeys?: Map<string, unknown>, pointer = ''): unknown {
  if (v instanceof Timestamp) return { $ts: v.text };
  if (typeof v === 'number') {
    if (Number.isNaN(v)) return { $float: 'nan' };
    if (!Number.isFinite(v)) return { $float: v > 0 ? 'inf' : '-inf' };
    return v === 0 ? 0 : v;
  }
  if (Array.isArray(v)) return v.map((x, i) => canon(x, nonStringKeys, `${pointer}/${i}`));
  if (v !== null && typeof v === 'object') {
    // A Python dict holds `1` and `true` (and `1.0`) as one key: such keys are errors in a
    // configuration anyway (keys must be strings), and are compared no further.
    const pairs = new Map<string, unknown[]>();
    for (const k of Object.keys(v)) {
      const child = `${pointer}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      const key = canon(nonStringKeys?.has(child) ? nonStringKeys.get(child) : k);
      const same = JSON.stringify(typeof key === 'boolean' ? Number(key) : key);
      const value = canon((v as Record<string, unknown>)[k], nonStringKeys, child);
      const got = pairs.get(same);
      if (got) collided = true;
      else pairs.set(same, [key, value]);
    }
    return { $map: sortPairs([...pairs.values()]) };
  }
  return v;
}

/** PyYAML's data (pyyaml.ts's form) as the comparison sees it. */
export function pyCanon(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(pyCanon);
  if (v !== null && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    if ('$int' in o) return canon(Number(o['$int']));
    if ('$map' in o) return { $map: sortPairs((o['$map'] as unknown[][]).map(([k, x]) => [pyCanon(k), pyCanon(x)])) };
    return o;
  }
  return canon(v);
}

function sortPairs(pairs: unknown[][]): unknown[][] {
  return pairs
    .map((p) => [JSON.stringify(p[0]), p] as const)
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .map((x) => x[1]);
}

/** What is wrong with the checker's reading of `text`, given PyYAML's; undefined when nothing. */
export function disagreement(text: string, py: PyRead | undefined): string | undefined {
  const read = readSource(text);
  if (py === undefined) return undefined; // an expansion too big to compare (the checker's limit holds it)
  if ('error' in py) {
    const p = read.problems[0];
    if (!p) return `PyYAML refuses it (${py.error}), the checker reads ${JSON.stringify(canon(read.source?.data))}`;
    // A refusal by PyYAML's grammar is reported on its line, with its words.
    // (The checker's own limits may stop it first: too-deep before a composer's error.)
    if (py.problem === undefined || OTHER_BREAKS.test(text) || STRICTER.has(p.code)) return undefined;
    if (p.line !== py.line! + 1 || !p.message.includes(`says: ${py.problem}`))
      return `PyYAML refuses it on line ${py.line! + 1} (${py.error}), the checker on line ${p.line}: ${p.message}`;
    return undefined;
  }
  if (read.problems.length > 0) {
    const p = read.problems[0]!;
    if (STRICTER.has(p.code) || REFUSED_ON_PURPOSE.test(p.message)) return undefined;
    return `PyYAML reads ${JSON.stringify(pyCanon(py.ok))}, the checker refuses it: ${p.code} at ${p.line}:${p.column}: ${p.message}`;
  }
  collided = false;
  const mine = JSON.stringify(canon(read.source!.data, read.source!.nonStringKeys));
  const theirs = JSON.stringify(pyCanon(py.ok));
  if (mine === theirs) return undefined;
  if (collided && checkText(FILE, text).findings.some((f) => f.severity === 'error')) return undefined;
  return `PyYAML reads ${theirs}, the checker reads ${mine}`;
}
