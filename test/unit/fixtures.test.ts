// The fixture corpus: every input the Python reference validator's unit tests fed it, with the
// reference's findings. Each folder under test/fixtures holds component_config.yaml (the exact
// bytes) and expected.json; each folder is one test here. Everything a user reads is pinned:
// place, span, severity, code, location and message. The reference's own message (`reference`)
// is kept for humans and not compared.
//
// UPDATE_FIXTURES=1 rewrites each expected.json (and valid-cases.txt) from what the checker says
// now, keeping `source`, `form`, `deviation` and the `reference` texts; review the diff.

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { caseNames, FIXTURES } from './corpus.js';
import { type Form, type FormChoice } from '../../src/config/check.js';
import { checkBytes } from '../checker.js';
import { CODES } from '../../src/config/findings.js';

const CONFIG = 'component_config.yaml';
const EXPECTED = 'expected.json';
const VALID_LIST = 'valid-cases.txt';
// The corpus holds ~950 cases; far fewer means it went missing, and the tests below would pass
// by checking nothing.
const MIN_FIXTURES = 500;
const UPDATE = process.env['UPDATE_FIXTURES'] === '1';

interface Compared {
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  severity: string;
  code: string;
  location: string;
  message: string;
}

interface ExpectedFinding extends Compared {
  /** The reference's message text, for humans; never compared. */
  reference?: string;
}

interface Expected {
  source: string;
  form: FormChoice;
  detectedForm?: Form;
  findings: ExpectedFinding[];
  deviation?: unknown;
}

const names = caseNames();

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
    for (const key of ['line', 'column', 'endLine', 'endColumn'] as const) {
      if (!isPositiveInt(g[key])) out.push(`${where}.${key}: ${JSON.stringify(g[key])}`);
    }
    if (typeof g['message'] !== 'string' || g['message'] === '') out.push(`${where}.message: not a text`);
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

function writeValidList(valid: string[]): void {
  const path = join(FIXTURES, VALID_LIST);
  const header = readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.startsWith('#'));
  writeFileSync(path, [...header, ...valid].join('\n') + '\n');
}

const placeKey = (f: { line: number; column: number; code: string; location: string }): string =>
  `${f.line}:${f.column}:${f.code}:${f.location}`;

/** The expected.json the checker's result would make, keeping what only humans wrote. */
function rewrite(name: string, old: Expected, got: Compared[], detected: Form | undefined): void {
  const references = new Map(old.findings.filter((f) => f.reference).map((f) => [placeKey(f), f.reference]));
  const next: Expected = {
    source: old.source,
    form: old.form,
    ...(detected !== undefined ? { detectedForm: detected } : {}),
    findings: got.map((f) => {
      const reference = references.get(placeKey(f));
      return reference === undefined ? f : { ...f, reference };
    }),
    ...(old.deviation !== undefined ? { deviation: old.deviation } : {}),
  };
  writeFileSync(join(FIXTURES, name, EXPECTED), JSON.stringify(next, null, 2) + '\n');
}

// Runs first: in update mode it rewrites the files the corpus checks below read.
describe('checkBytes on the fixture corpus', () => {
  it.each(names)('%s', (name) => {
    const bytes = readFileSync(join(FIXTURES, name, CONFIG));
    const expected = readExpected(name);

    const result = checkBytes(CONFIG, new Uint8Array(bytes), { form: expected.form });

    const got: Compared[] = result.findings
      .map(({ line, column, endLine, endColumn, severity, code, location, message }) => ({
        line,
        column,
        endLine,
        endColumn,
        severity,
        code,
        location,
        message,
      }))
      .sort(order);
    // The form is pinned only where the file was read as data, as the case already says.
    if (UPDATE) rewrite(name, expected, got, expected.detectedForm !== undefined ? result.form : undefined);
    const want: Compared[] = readExpected(name)
      .findings.map(({ reference: _ignored, ...f }) => f)
      .sort(order);
    const context = `${name} (${expected.source})`;
    expect(got, context).toEqual(want);
    const pinned = readExpected(name).detectedForm;
    if (pinned !== undefined) expect(result.form, `${context}: detected form`).toBe(pinned);
  });
});

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
    const valid = names.filter((name) => !readExpected(name).findings.some((f) => f.severity === 'error'));
    if (UPDATE) writeValidList(valid);
    const listed = readFileSync(join(FIXTURES, VALID_LIST), 'utf8')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l !== '' && !l.startsWith('#'))
      .sort();
    expect(listed).toEqual(valid);
    expect(valid.length).toBeGreaterThan(0);
    expect(valid.length).toBeLessThan(names.length);
  });
});
