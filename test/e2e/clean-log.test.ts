// End-to-end (issue 32): the log and the reports stay clean. The built action as the runner runs
// it, its stdout parsed as the runner parses workflow commands: an annotation's message shows
// control, bidirectional and invisible characters as escapes, as its title does (no config byte
// drives the log viewer); the SARIF file stays within code scanning's limits, with a notice
// saying how many results were left out. On node 24, the runtime action.yml names.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { NODE24, cleanup, describeRun, makeWorkspace, runAction, spawnTimeout, tempDir } from './harness.js';

afterAll(cleanup);

const NODE = NODE24;
const CONFIG = 'component_config.yaml';
/** What must never reach the log raw: C0 and C1 controls, DEL, bidirectional and invisible characters. */
const UNSEEN =
  /[\u0000-\u001f\u007f-\u009f\u00ad\u034f\u061c\u115f\u1160\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u2069\u3164\ufeff\uffa0\u{e0000}-\u{e007f}]/u;

describe('the log and the reports stay clean (node 24)', () => {
  it('the Hangul fillers, the combining grapheme joiner and the tag characters are escaped in messages, and named', async () => {
    // Each draws nothing: a package name that holds one reads as a valid one.
    const text = [
      'name: x',
      'version: "1.0"',
      'build_config:',
      '  extra_packages: ["curl\u3164", "g\u034fit", "jq\\U000E0041", "wget\uFFA0", "zip\u115F"]',
      '',
    ].join('\n');
    const ws = makeWorkspace({ [`a/${CONFIG}`]: text });
    const r = await runAction({ workspace: ws, node: NODE.path });
    expect(r.code, describeRun(r)).toBe(1);
    const messages = r.annotations.map((a) => a.message);
    expect(messages).toHaveLength(5);
    for (const m of messages) expect(m, describeRun(r)).not.toMatch(UNSEEN);
    for (const line of r.stdout.split('\n')) expect(line).not.toMatch(UNSEEN);
    expect(messages.map((m) => /^`([^`]*)` \(it holds (U\+[0-9A-F]+)/.exec(m)?.slice(1))).toEqual([
      ['curl\\u3164', 'U+3164'],
      ['g\\u034fit', 'U+034F'],
      ['jq\\U000e0041', 'U+E0041'],
      ['wget\\uffa0', 'U+FFA0'],
      ['zip\\u115f', 'U+115F'],
    ]);
  });

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
    'SARIF past code scanning’s limits: 25,000 results kept while the gzip-compressed file is under 10 MB (the limit is on it), the errors first, one notice saying how many were left out',
    async () => {
      // 30,000 unknown keys (errors), one warning: over 10 MB as text, about 0.1 MB compressed.
      const lines = ['name: x', 'version: "1.0"', 'build_config:', '  base_img: x'];
      for (let i = 0; i < 30_000; i++) lines.push(`k${i}: 1`);
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
      expect(gzipSync(bytes).length).toBeLessThan(10_000_000);
      const log = JSON.parse(bytes.toString('utf8')) as { runs: Array<{ results: Array<{ level: string }> }> };
      const results = log.runs[0]!.results;
      expect(results).toHaveLength(25_000);
      // The most severe are kept: the one warning is what goes first.
      expect(results.every((x) => x.level === 'error')).toBe(true);
      const notices = r.commands.filter((c) => c.name === 'notice' && c.message.startsWith('the SARIF log'));
      expect(notices.map((c) => c.message)).toEqual([
        `the SARIF log written to ${sarifFile} holds 25000 of 30001 results (the most severe first): 5001 were left out to stay within code scanning's limits (25,000 results a run, a file under 10 MB gzip-compressed); every finding is in the log above`,
      ]);
    },
    spawnTimeout(1, 120_000),
  );
});
