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

import { describe, expect, it } from 'vitest';
import { type CheckResult } from '../../src/config/check.js';
import { checkBytes } from '../checker.js';
import { CODES } from '../../src/config/findings.js';
import { corpus, mulberry32, type Mutant, mutant } from './mutants.js';

// MUTATION_SEED and MUTATION_COUNT override these, to explore further; the suite runs with these
// (.github/workflows/full-differentials.yml runs 4,000 and more on a schedule).
const SEED = Number(process.env['MUTATION_SEED'] ?? 0x5eed1e55) >>> 0;
const MUTANTS = Number(process.env['MUTATION_COUNT'] ?? 1600);
/** The same tests at any count: the mutants are shared out among eight. */
const CHUNK = Math.ceil(MUTANTS / 8);
/**
 * A single check of a file of a few KB takes a few ms of CPU. Counted in the process's CPU time,
 * not the clock's: the bound is for a check that loops or backtracks, and a loaded machine, which
 * holds the process off its core, does not make the checker do more work.
 */
const CPU_BOUND_MS = 2000;
const FILE = 'component_config.yaml';

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
      // The builder's own words ("found undefined alias 'a'") are PyYAML's text, not a leak.
      const ours = f.message.split("; the builder's YAML reader (PyYAML) says: ")[0]!;
      for (const leak of ['[object Object]', '[native code]', 'NaN', 'undefined']) {
        if (ours.includes(leak) && !input.includes(leak))
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
    const start = process.cpuUsage();
    try {
      first = checkBytes(FILE, m.bytes, m.options);
    } catch (err) {
      outcome.problems.push(`${describeMutant(m)}: threw ${(err as Error)?.stack ?? String(err)}`);
      continue;
    }
    const used = process.cpuUsage(start);
    const ms = (used.user + used.system) / 1000;
    outcome.slowest = Math.max(outcome.slowest, ms);
    if (ms > CPU_BOUND_MS) outcome.problems.push(`${describeMutant(m)}: took ${ms.toFixed(0)} ms of CPU`);
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
    Math.max(120_000, CHUNK * 100),
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
