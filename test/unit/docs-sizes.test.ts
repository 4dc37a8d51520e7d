// Sizes and counts in the documentation are measured or derived, never remembered: every size
// (MB, MiB, KB, bytes) a page states is one of the facts below, each computed from where it comes
// from (a limit in src/, the bound the package test measures the install against); counts of
// tests are not written at all (they change with every pull request). docs/speed.md and
// docs/decisions.md are records of measurements, each taken when its section says, and
// docs/codes.md is generated from CODES (test/unit/docs.test.ts).

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES } from '../../src/config/read/decode.js';
import { SARIF_LIMITS } from '../../src/report/sarif.js';

const ROOT = join(import.meta.dirname, '..', '..');
const RECORDS = ['docs/speed.md', 'docs/decisions.md', 'docs/codes.md'];
const PAGES = [
  'README.md',
  'CONTRIBUTING.md',
  'RELEASING.md',
  'CHANGELOG.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
].filter((p) => !RECORDS.includes(p));

const MiB = 1024 * 1024;
/** What the package test (test/e2e/package.test.ts) holds the installed package to. */
function maxInstalled(): number {
  const text = readFileSync(join(ROOT, 'test', 'e2e', 'package.test.ts'), 'utf8');
  const m = /^const MAX_INSTALLED = (\d+) \* 1024 \* 1024;$/m.exec(text);
  expect(m, 'MAX_INSTALLED in test/e2e/package.test.ts').not.toBeNull();
  return Number(m![1]) * MiB;
}

const SIZE = /\b\d[\d.,]* ?(?:[KMG]i?B|kB|bytes)\b/g;

describe('sizes and counts in the documentation', () => {
  const facts = new Map([
    [`${SARIF_LIMITS.bytes / 1_000_000} MB`, "code scanning's limit on a SARIF file (SARIF_LIMITS)"],
    [`${MAX_FILE_BYTES / MiB} MiB`, 'the largest config read (MAX_FILE_BYTES)'],
    [`${maxInstalled() / MiB} MiB`, 'the bound of the installed package (MAX_INSTALLED)'],
  ]);

  it('state only sizes derived from their source, and each of those somewhere', () => {
    const stated = PAGES.flatMap((page) =>
      readFileSync(join(ROOT, page), 'utf8')
        .split('\n')
        .flatMap((line, i) => [...line.matchAll(SIZE)].map((m) => ({ where: `${page}:${i + 1}`, size: m[0] }))),
    );
    expect(stated.filter((s) => !facts.has(s.size)).map((s) => `${s.where}: ${s.size}`)).toEqual([]);
    for (const fact of facts.keys())
      expect(
        stated.map((s) => s.size),
        fact,
      ).toContain(fact);
  });

  it('give no count of tests', () => {
    const counts = PAGES.flatMap((page) =>
      readFileSync(join(ROOT, page), 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          /\b\d[\d,]* (?:\w+ )?tests\b|about [\d,]+\)/.test(line) ? [`${page}:${i + 1}: ${line}`] : [],
        ),
    );
    expect(counts).toEqual([]);
  });
});
