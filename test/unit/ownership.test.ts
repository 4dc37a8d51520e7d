// Each finding code has one home: the `owner` its CODES row names, the module under src/ that
// makes its findings. From a code to its code is then one step, and a second module that starts
// making a code (a copied message, a check written twice) fails here.
//
// The mechanism: a module "makes" a code when the code's string literal stands where a finding's
// code is given, which is one of
//   - the first argument of a call: finding('x', …), add('x', …), problem('x', …), this.fail('x', …);
//   - the value of a `code:` property (an object that is, or becomes, a finding);
//   - a branch of a conditional expression (`cond ? 'x' : 'y'` as such an argument);
//   - a constant that names it for other modules (`const WRONG_TYPE = 'wrong-type'`);
//   - the value of a schema keyword `'x-code'` or `'x-key-code'`: the pattern (or key rule) it sits on
//     is the check, and schema-findings.ts turns such keywords into findings without naming the code.
// Anything else (a list of codes, a comparison, a map keyed by code, prose) only mentions a code.
// Codes are written as plain single-quoted literals across src/ (Prettier keeps them so), which
// is what the scan reads; `scan` is tested below on text of each kind, so the test can fail.

import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CODES, type Code } from '../../src/config/findings.js';

const SRC = fileURLToPath(new URL('../../src/', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return e.name.endsWith('.ts') ? [path] : [];
  });
}

const PRODUCING = /(?:\(|\bcode\s*:|'x-(?:key-)?code'\s*:|\?|\s:|\bconst\s+\w+\s*=)\s*'([a-z0-9-]+)'/g;

/** The codes a module's text makes, by the mechanism above. */
export function scan(text: string): Set<string> {
  const made = new Set<string>();
  for (const m of text.matchAll(PRODUCING)) if (Object.hasOwn(CODES, m[1]!)) made.add(m[1]!);
  return made;
}

function producers(): Map<string, string[]> {
  const byCode = new Map<string, string[]>();
  for (const file of sources(SRC)) {
    const module = relative(SRC, file).replace(/\\/g, '/').replace(/\.ts$/, '');
    if (module === 'config/findings') continue; // the table itself
    for (const code of scan(readFileSync(file, 'utf8'))) byCode.set(code, [...(byCode.get(code) ?? []), module]);
  }
  return byCode;
}

describe('finding code ownership', () => {
  it('reads the places a code is made, and only those', () => {
    expect([...scan(`add('invalid-host', path, message)`)]).toEqual(['invalid-host']);
    expect([...scan(`finding(\n  'missing-source',\n  file)`)]).toEqual(['missing-source']);
    expect([...scan(`return { code: 'internal-error', message }`)]).toEqual(['internal-error']);
    expect([...scan(`problem(bad ? 'not-utf8' : 'yaml-syntax', m, span)`)].sort()).toEqual(['not-utf8', 'yaml-syntax']);
    expect([...scan(`{ pattern: P, 'x-code': 'invalid-image' }`)]).toEqual(['invalid-image']);
    expect([...scan(`{ 'x-key-code': 'invalid-env-name' }`)]).toEqual(['invalid-env-name']);
    expect([...scan(`export const WRONG_TYPE = 'wrong-type';`)]).toEqual(['wrong-type']);
    expect([...scan(`if (f.code === 'deprecated-field') x(); const S = new Set(['not-a-mapping']);`)]).toEqual([]);
    expect([...scan(`const FIXES = { 'wrong-type': 'quotes the value' }; add('no-such-code', p, m);`)]).toEqual([]);
  });

  it('every code is made by exactly the module its CODES row names', () => {
    const made = producers();
    const wrong: string[] = [];
    for (const [code, info] of Object.entries(CODES) as Array<[Code, (typeof CODES)[Code]]>) {
      const modules = made.get(code) ?? [];
      if (modules.length !== 1 || modules[0] !== info.owner)
        wrong.push(`${code}: owner ${info.owner}, made in ${modules.length ? modules.join(', ') : 'no module'}`);
    }
    expect(wrong).toEqual([]);
  });

  it('each owner is a module that exists', () => {
    const modules = new Set(sources(SRC).map((f) => relative(SRC, f).replace(/\\/g, '/').replace(/\.ts$/, '')));
    const missing = Object.entries(CODES).filter(([, info]) => !modules.has(info.owner));
    expect(missing.map(([code, info]) => `${code}: ${info.owner}`)).toEqual([]);
  });
});
