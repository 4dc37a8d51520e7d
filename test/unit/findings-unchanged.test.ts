// No finding changes with how the checker is loaded or run: the fixture corpus and two benchmark
// workspaces give exactly the golden's findings (see findings-golden.ts).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { benchWorkspace, currentFindings, GOLDEN, serialize, STYLES } from './findings-golden.js';

const workspaces = Object.fromEntries(STYLES.map((s) => [`workspace-${s}`, benchWorkspace(s)]));
afterAll(() => {
  for (const ws of Object.values(workspaces)) rmSync(ws.dir, { recursive: true, force: true });
}, 120_000);

describe('findings before and after', () => {
  it('are the same for every fixture and every benchmark config, message text included', async () => {
    const now = await currentFindings(workspaces);
    if (process.env['UPDATE_FINDINGS_GOLDEN'] === '1') writeFileSync(GOLDEN, serialize(now));
    const before = JSON.parse(readFileSync(GOLDEN, 'utf8')) as typeof now;
    expect(Object.keys(now)).toEqual(Object.keys(before));
    for (const group of Object.keys(before)) {
      expect(Object.keys(now[group]!)).toEqual(Object.keys(before[group]!));
      for (const file of Object.keys(before[group]!)) {
        expect(now[group]![file], `${group}: ${file}`).toEqual(before[group]![file]);
      }
    }
    // The golden is not trivially empty: both kinds of workspace hold failing and passing files.
    for (const group of Object.keys(before)) {
      const lists = Object.values(before[group]!);
      expect(lists.some((l) => l.length === 0)).toBe(true);
      expect(lists.some((l) => l.some((f) => f.severity === 'error'))).toBe(true);
    }
  }, 120_000);
});
