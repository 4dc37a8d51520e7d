// The fixture corpus: every input the Python reference validator's unit tests fed it, with the
// reference's findings. Each folder under test/fixtures holds component_config.yaml (the exact
// bytes) and expected.json; each folder is one test here. Message texts are the reference's, for
// humans only (`reference`), and are not compared.

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkBytes, type Form, type FormChoice } from '../../src/config/check.js';
import { CODES } from '../../src/config/findings.js';

const FIXTURES = fileURLToPath(new URL('../fixtures/', import.meta.url));
const CONFIG = 'component_config.yaml';
const EXPECTED = 'expected.json';
const VALID_LIST = 'valid-cases.txt';
// The corpus holds ~950 cases; far fewer means it went missing, and the tests below would pass
// by checking nothing.
const MIN_FIXTURES = 500;

interface ExpectedFinding {
  line: number;
  column: number;
  endLine?: number;
  endColumn?: number;
  severity: 'error' | 'warning';
  code: string;
  location: string;
  /** The reference's message text, for humans; never compared. */
  reference?: string;
}

interface Expected {
  source: string;
  form: FormChoice;
  detectedForm?: Form;
  findings: ExpectedFinding[];
}

interface Compared {
  line: number;
  column: number;
  endLine?: number;
  endColumn?: number;
  severity: string;
  code: string;
  location: string;
}

const names: string[] = existsSync(FIXTURES)
  ? readdirSync(FIXTURES)
      .filter((name) => statSync(join(FIXTURES, name)).isDirectory())
      .sort()
  : [];

function readExpected(name: string): Expected {
  return JSON.parse(readFileSync(join(FIXTURES, name, EXPECTED), 'utf8')) as Expected;
}

const cmp = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Findings at one place may come in any order: compare both lists in this one. */
function order(a: Compared, b: Compared): number {
  return (
    a.line - b.line ||
    a.column - b.column ||
    cmp(a.code, b.code) ||
    cmp(a.severity, b.severity) ||
    cmp(a.location, b.location)
  );
}

const FORMS: readonly unknown[] = ['auto', 'current', 'earlier'];
const DETECTED: readonly unknown[] = ['current', 'earlier'];
const isPositiveInt = (v: unknown): boolean => Number.isInteger(v) && (v as number) >= 1;

/** What is wrong with an expected.json's content, or [] when nothing is. */
function shapeProblems(e: unknown): string[] {
  if (e === null || typeof e !== 'object' || Array.isArray(e)) return ['not a JSON object'];
  const x = e as Record<string, unknown>;
  const out: string[] = [];
  if (typeof x['source'] !== 'string') out.push('source: not a string');
  if (!FORMS.includes(x['form'])) out.push(`form: ${JSON.stringify(x['form'])}`);
  if ('detectedForm' in x && !DETECTED.includes(x['detectedForm'])) {
    out.push(`detectedForm: ${JSON.stringify(x['detectedForm'])}`);
  }
  // `deviation`: where this project deliberately differs from the reference: why, and what the
  // reference said.
  const known = new Set(['source', 'form', 'detectedForm', 'findings', 'deviation']);
  if ('deviation' in x && typeof (x['deviation'] as { why?: unknown } | null)?.why !== 'string')
    out.push('deviation: no why');
  for (const key of Object.keys(x)) if (!known.has(key)) out.push(`unknown key ${key}`);
  if (!Array.isArray(x['findings'])) return [...out, 'findings: not a list'];
  x['findings'].forEach((f: unknown, i: number) => {
    const where = `findings[${i}]`;
    if (f === null || typeof f !== 'object' || Array.isArray(f)) {
      out.push(`${where}: not an object`);
      return;
    }
    const g = f as Record<string, unknown>;
    for (const key of ['line', 'column'] as const) {
      if (!isPositiveInt(g[key])) out.push(`${where}.${key}: ${JSON.stringify(g[key])}`);
    }
    for (const key of ['endLine', 'endColumn'] as const) {
      if (key in g && !isPositiveInt(g[key])) out.push(`${where}.${key}: ${JSON.stringify(g[key])}`);
    }
    if (g['severity'] !== 'error' && g['severity'] !== 'warning')
      out.push(`${where}.severity: ${JSON.stringify(g['severity'])}`);
    if (typeof g['code'] !== 'string' || !(g['code'] in CODES))
      out.push(`${where}.code: unknown ${JSON.stringify(g['code'])}`);
    else if (CODES[g['code'] as keyof typeof CODES].severity !== g['severity'])
      out.push(`${where}: severity does not match the code's`);
    if (typeof g['location'] !== 'string') out.push(`${where}.location: not a string`);
    if ('reference' in g && typeof g['reference'] !== 'string') out.push(`${where}.reference: not a string`);
  });
  return out;
}

describe('fixture corpus', () => {
  it(`holds at least ${MIN_FIXTURES} cases`, () => {
    expect(existsSync(FIXTURES), `${FIXTURES} is missing`).toBe(true);
    expect(names.length).toBeGreaterThanOrEqual(MIN_FIXTURES);
  });

  it('has both files in every case folder, and every expected.json parses and is well formed', () => {
    const problems: string[] = [];
    for (const name of names) {
      for (const file of [CONFIG, EXPECTED]) {
        if (!existsSync(join(FIXTURES, name, file))) problems.push(`${name}: no ${file}`);
      }
      if (!existsSync(join(FIXTURES, name, EXPECTED))) continue;
      let parsed: unknown;
      try {
        parsed = JSON.parse(readFileSync(join(FIXTURES, name, EXPECTED), 'utf8'));
      } catch (err) {
        problems.push(`${name}: ${EXPECTED} does not parse: ${(err as Error).message}`);
        continue;
      }
      problems.push(...shapeProblems(parsed).map((p) => `${name}: ${p}`));
    }
    expect(problems).toEqual([]);
  });

  it(`lists in ${VALID_LIST} exactly the cases without errors`, () => {
    const listed = readFileSync(join(FIXTURES, VALID_LIST), 'utf8')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l !== '' && !l.startsWith('#'))
      .sort();
    const valid = names.filter((name) => !readExpected(name).findings.some((f) => f.severity === 'error'));
    expect(listed).toEqual(valid);
    expect(valid.length).toBeGreaterThan(0);
    expect(valid.length).toBeLessThan(names.length);
  });
});

describe('checkBytes on the fixture corpus', () => {
  it.each(names)('%s', (name) => {
    const bytes = readFileSync(join(FIXTURES, name, CONFIG));
    const expected = readExpected(name);

    const result = checkBytes(CONFIG, new Uint8Array(bytes), { form: expected.form });

    const want: Compared[] = expected.findings.map(({ reference: _ignored, ...f }) => f).sort(order);
    const got = result.findings
      .map((f) => ({
        line: f.line,
        column: f.column,
        severity: f.severity,
        code: f.code,
        location: f.location,
        endLine: f.endLine,
        endColumn: f.endColumn,
      }))
      .sort(order)
      // Spans are compared only where the expected finding gives one.
      .map(({ endLine, endColumn, ...f }, i): Compared => {
        const w = want[i];
        return {
          ...f,
          ...(w && 'endLine' in w ? { endLine } : {}),
          ...(w && 'endColumn' in w ? { endColumn } : {}),
        };
      });
    const context = `${name} (${expected.source})`;
    expect(got, context).toEqual(want);
    if (expected.detectedForm !== undefined) {
      expect(result.form, `${context}: detected form`).toBe(expected.detectedForm);
    }
  });
});
