// End-to-end (issue 32): the log and the reports stay clean. The built action as the runner runs
// it, its stdout parsed as the runner parses workflow commands: an annotation's message shows
// control, bidirectional and invisible characters as escapes, as its title does (no config byte
// drives the log viewer); the SARIF file stays within code scanning's limits, with a notice
// saying how many results were left out. On node 24, the runtime action.yml names.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { NODE24, cleanup, describeRun, makeWorkspace, runAction, spawnTimeout, tempDir } from './harness.js';

afterAll(cleanup);

const NODE = NODE24;
const CONFIG = 'component_config.yaml';
/** What must never reach the log raw: C0 and C1 controls, DEL, bidirectional and invisible characters. */
const UNSEEN = /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/;

describe('the log and the reports stay clean (node 24)', () => {
  it('an annotation message shows BEL, ESC, bidirectional and invisible characters as escapes, as its title does', async () => {
    // An env name with BEL, an ESC colour sequence and a right-to-left override; a package_data
    // source (check-paths names it in its message) with a zero-width space and a bidi isolate.
    const text = [
      'name: x',
      'version: "1.0"',
      'env:',
      '  "A\\aB\\e[31mC\\u202eD": x',
      'build_config:',
      '  package_data:',
      '    - ["da\\u200bta\\u2066/x", /opt/x]',
      '',
    ].join('\n');
    const ws = makeWorkspace({ [`a/${CONFIG}`]: text });
    const r = await runAction({ workspace: ws, node: NODE.path, inputs: { 'check-paths': 'true' } });
    expect(r.code, describeRun(r)).toBe(1);
    const codes = r.annotations.map((a) => a.title?.split(':')[0]);
    expect(codes).toEqual(expect.arrayContaining(['invalid-env-name', 'missing-source']));
    for (const a of r.annotations) {
      expect(a.message, describeRun(r)).not.toMatch(UNSEEN);
      expect(a.title ?? '').not.toMatch(UNSEEN);
    }
    const env = r.annotations.find((a) => a.title?.startsWith('invalid-env-name'))!;
    // The key is in the title (its location); the message does not repeat it.
    expect(env.title).toContain('A\\u0007B\\u001b[31mC\\u202eD');
    const source = r.annotations.find((a) => a.title?.startsWith('missing-source'))!;
    expect(source.message).toContain('da\\u200bta\\u2066/x');
    // The plain log lines (the findings, the verdict) are as clean.
    for (const line of r.stdout.split('\n')) expect(line).not.toMatch(UNSEEN);
  });

  it(
    'SARIF past code scanning’s limits: under 10 MB and 25,000 results, the errors kept, one notice saying how many were left out',
    async () => {
      // 26,000 unknown keys (errors), one warning: the file would be far over 10 MB.
      const lines = ['name: x', 'version: "1.0"', 'build_config:', '  base_img: x'];
      for (let i = 0; i < 26_000; i++) lines.push(`k${i}: 1`);
      const ws = makeWorkspace({ [`a/${CONFIG}`]: `${lines.join('\n')}\n` });
      const sarifFile = join(tempDir('cca-sarif-'), 'results.sarif');
      const r = await runAction({
        workspace: ws,
        node: NODE.path,
        inputs: { 'sarif-file': sarifFile },
        timeoutMs: 120_000,
      });
      expect(r.code, describeRun(r)).toBe(1);
      const bytes = readFileSync(sarifFile);
      expect(bytes.length).toBeLessThan(10_000_000);
      const log = JSON.parse(bytes.toString('utf8')) as { runs: Array<{ results: Array<{ level: string }> }> };
      const results = log.runs[0]!.results;
      expect(results.length).toBeLessThanOrEqual(25_000);
      expect(results.length).toBeGreaterThan(20_000);
      // The most severe are kept: the one warning is what goes first.
      expect(results.every((x) => x.level === 'error')).toBe(true);
      const notices = r.commands.filter((c) => c.name === 'notice' && c.message.startsWith('the SARIF log'));
      expect(notices.map((c) => c.message)).toEqual([
        `the SARIF log written to ${sarifFile} holds ${results.length} of 26001 results (the most severe first): ${26_001 - results.length} were left out to stay within code scanning's limits (25,000 results a run, a file under 10 MB); every finding is in the log above`,
      ]);
    },
    spawnTimeout(1, 120_000),
  );
});
