// A fix never makes things worse, over the seeded mutation corpus and every fixture: with all the
// fixes of a file applied, checking it again shows none of the fixed findings and no finding that
// was not there before, nothing is left to fix (one pass reaches the fixed point), and every
// character outside the edits is where it was.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type CheckOptions } from '../../src/config/check.js';
import { checkBytes } from '../checker.js';
import type { Edit, Finding } from '../../src/config/findings.js';
import { applyEdits, fixEdits } from '../../src/config/fix/fixes.js';
import { caseNames, FIXTURES } from './corpus.js';
import { mutant } from './mutants.js';

const SEED = Number(process.env['MUTATION_SEED'] ?? 0xf1c5ed) >>> 0;
// The suite's size; .github/workflows/full-differentials.yml runs 3,000 and more on a schedule.
const MUTANTS = Number(process.env['FIX_MUTATION_COUNT'] ?? 1200);
/** The same tests at any count: the mutants are shared out among six. */
const CHUNK = Math.ceil(MUTANTS / 6);
const FILE = 'component_config.yaml';

// The file as the command line reads it for --fix: UTF-8 with its BOM kept (the edits count
// columns after it; a second one is text).
const decode = (bytes: Uint8Array): string | undefined => {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return undefined;
  }
};

/**
 * The edits applied another way than applyEdits: on the lines (with their ends) of the text,
 * from the last edit to the first. Agreeing with it checks both.
 */
function applyByLines(text: string, edits: readonly Edit[]): string {
  const bom = text.startsWith('\ufeff') ? '\ufeff' : '';
  const lines = text.slice(bom.length).match(/[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+$/g) ?? [];
  const at = (line: number, column: number) => lines.slice(0, line - 1).join('').length + column - 1;
  let body = lines.join('');
  const sorted = [...edits].sort((a, b) => b.line - a.line || b.column - a.column);
  for (const e of sorted) body = body.slice(0, at(e.line, e.column)) + e.text + body.slice(at(e.endLine, e.endColumn));
  return bom + body;
}

const keyOf = (f: Finding) => `${f.code} ${f.location}`;

interface Tally {
  files: number;
  fixed: number;
  fixes: number;
  codes: Set<string>;
  problems: string[];
}

function fixOnce(name: string, bytes: Uint8Array, options: CheckOptions, tally: Tally): void {
  const before = checkBytes(FILE, bytes, options).findings;
  const fixable = before.filter((f) => f.fix);
  tally.files++;
  if (fixable.length === 0) return;
  const text = decode(bytes);
  if (text === undefined) {
    tally.problems.push(`${name}: fixes in a file that is not UTF-8`);
    return;
  }
  tally.fixed++;
  tally.fixes += fixable.length;
  for (const f of fixable) tally.codes.add(f.code);
  let fixed: string;
  try {
    fixed = applyEdits(text, fixEdits(fixable));
  } catch (error) {
    tally.problems.push(`${name}: the edits do not apply: ${String(error)}`);
    return;
  }
  if (fixed !== applyByLines(text, fixEdits(fixable))) tally.problems.push(`${name}: applying by lines differs`);
  const after = checkBytes(FILE, new TextEncoder().encode(fixed), options).findings;
  const left = new Map<string, number>();
  for (const f of before) if (!f.fix) left.set(keyOf(f), (left.get(keyOf(f)) ?? 0) + 1);
  for (const f of after) {
    const n = left.get(keyOf(f)) ?? 0;
    if (n === 0) tally.problems.push(`${name}: after fixing, ${keyOf(f)} (${f.message}) was not there before`);
    left.set(keyOf(f), n - 1);
    if (f.fix) tally.problems.push(`${name}: a second pass would fix ${keyOf(f)} again`);
  }
}

const CHUNKS = Array.from({ length: Math.ceil(MUTANTS / CHUNK) }, (_, k) => k);
const tallies: Tally[] = [];
const newTally = (): Tally => ({ files: 0, fixed: 0, fixes: 0, codes: new Set(), problems: [] });

describe(`fixes make nothing worse (seed 0x${SEED.toString(16)}, ${MUTANTS} mutants and the fixtures)`, () => {
  it.each(CHUNKS)(
    'mutants of chunk %i',
    (chunk) => {
      const tally = newTally();
      for (let index = chunk * CHUNK; index < Math.min(MUTANTS, (chunk + 1) * CHUNK); index++) {
        const m = mutant(SEED, index);
        fixOnce(`mutant ${index} (base ${m.base}; ${m.ops.join(' + ')})`, m.bytes, m.options, tally);
      }
      tallies.push(tally);
      expect(tally.problems.slice(0, 10)).toEqual([]);
    },
    Math.max(120_000, CHUNK * 100),
  );

  it('every fixture', () => {
    const tally = newTally();
    for (const name of caseNames()) {
      const expected = JSON.parse(readFileSync(join(FIXTURES, name, 'expected.json'), 'utf8')) as CheckOptions;
      const bytes = new Uint8Array(readFileSync(join(FIXTURES, name, 'component_config.yaml')));
      fixOnce(name, bytes, { form: expected.form ?? 'auto' }, tally);
    }
    tallies.push(tally);
    expect(tally.problems.slice(0, 10)).toEqual([]);
    // Enough fixes to mean something: the corpus has hundreds of fixable findings.
    expect(tally.fixes).toBeGreaterThan(150);
  }, 120_000);

  it('tried many fixes of many codes', () => {
    const fixes = tallies.reduce((n, t) => n + t.fixes, 0);
    const codes = new Set(tallies.flatMap((t) => [...t.codes]));
    expect(fixes).toBeGreaterThan(300);
    expect([...codes].sort()).toEqual(expect.arrayContaining(['unknown-key', 'wrong-type']));
  });
});
