// Where the fixture corpus is, and which of its folders are cases: every folder holding an
// expected.json. (test/fixtures/codes/ holds one example file per finding code instead; see
// codes.test.ts.) Every test that walks the corpus asks here, so they all walk the same cases.

import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const FIXTURES = fileURLToPath(new URL('../fixtures/', import.meta.url));

export function caseNames(): string[] {
  if (!existsSync(FIXTURES)) return [];
  return readdirSync(FIXTURES)
    .filter((name) => existsSync(join(FIXTURES, name, 'expected.json')))
    .sort();
}
