// End-to-end: suppression comments through the built action and the built command line, on node
// 20 and node 24. A silenced finding is not annotated, does not fail the step, is counted (output
// `suppressed`, the verdict line, the summary) and listed in the JSON report with the comment's
// line; a suppression that silences nothing is a warning annotation on the comment.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeCli, runCli } from './cli-harness.js';
import { NODES, type RunResult, cleanup, describeRun, hasStackTrace, makeWorkspace, runAction } from './harness.js';

afterAll(cleanup);

const CONFIG = 'component_config.yaml';

// Silenced on purpose: a cross build (error) and an Alpine base (warning).
const SILENCED = `name: cross
build_config:
  # component-config-check: ignore[invalid-platform] built on a Windows runner
  target_platform: windows/amd64
  base_image: alpine:3.20  # component-config-check: ignore[non-debian-base-image] musl on purpose
`;
// A suppression naming a code that does not occur on its line.
const STALE = `name: stale
version: "1.0"  # component-config-check: ignore[wrong-type] was 1.10 once
`;
// An error that a suppression of another code leaves standing.
const WRONG_CODE = `name: wrong
version: 1.10  # component-config-check: ignore[invalid-platform] not this one
`;

describe.each(NODES)('suppression comments on $label', (node) => {
  let passing: RunResult; // silenced and stale only: passes with a warning
  let failing: RunResult; // plus a suppression of the wrong code: fails
  let ws: string;
  const report = `report-${node.label}.json`;

  beforeAll(async () => {
    ws = makeWorkspace({ [`a/${CONFIG}`]: SILENCED, [`b/${CONFIG}`]: STALE, [`c/${CONFIG}`]: WRONG_CODE });
    [passing, failing] = await Promise.all([
      runAction({
        node: node.path,
        workspace: ws,
        inputs: { files: `a/${CONFIG}\nb/${CONFIG}`, 'report-file': report },
        timeoutMs: 90_000,
      }),
      runAction({ node: node.path, workspace: ws, timeoutMs: 90_000 }),
    ]);
  }, 120_000);

  it('does not annotate silenced findings, and passes when only they were errors', () => {
    expect(passing.code, describeRun(passing)).toBe(0);
    expect(hasStackTrace(passing)).toBe(false);
    expect(passing.annotations.filter((a) => a.file === `a/${CONFIG}`)).toEqual([]);
    expect(passing.stdout).toContain('2 component configs checked, all valid (0 errors, 1 warning, 2 suppressed)');
  });

  it('warns on a suppression that silences nothing, on the comment', () => {
    expect(passing.annotations.map((a) => [a.severity, a.file, a.line, a.column, a.code])).toEqual([
      ['warning', `b/${CONFIG}`, 2, 17, 'unused-ignore'],
    ]);
    expect(passing.annotations[0]!.message).toContain('no wrong-type finding starts on line 2');
  });

  it('counts them in the outputs and the job summary, and lists them in the log', () => {
    expect(passing.outputs).toMatchObject({ errors: '0', warnings: '1', suppressed: '2' });
    expect(passing.summary).toContain('2 suppressed');
    expect(passing.stdout).toContain(`suppressed by line 3: a/${CONFIG}:4:20: error[invalid-platform]`);
    expect(passing.stdout).toContain(`suppressed by line 5: a/${CONFIG}:5:15: warning[non-debian-base-image]`);
  });

  it('lists them in the JSON report with the suppression line and reason', () => {
    const json = JSON.parse(readFileSync(join(ws, report), 'utf8')) as {
      counts: Record<string, number>;
      files: Array<{ file: string; suppressed: number }>;
      suppressed: Array<{ file: string; line: number; code: string; suppression: { line: number; reason: string } }>;
    };
    expect(json.counts).toMatchObject({ errors: 0, warnings: 1, suppressed: 2 });
    expect(json.files.map((f) => [f.file, f.suppressed])).toEqual([
      [`a/${CONFIG}`, 2],
      [`b/${CONFIG}`, 0],
    ]);
    expect(json.suppressed.map((s) => [s.file, s.line, s.code, s.suppression])).toEqual([
      [`a/${CONFIG}`, 4, 'invalid-platform', { line: 3, reason: 'built on a Windows runner' }],
      [`a/${CONFIG}`, 5, 'non-debian-base-image', { line: 5, reason: 'musl on purpose' }],
    ]);
  });

  it('leaves a finding of another code standing: annotated, and the step fails', () => {
    expect(failing.code, describeRun(failing)).toBe(1);
    expect(
      failing.annotations.filter((a) => a.file === `c/${CONFIG}`).map((a) => [a.severity, a.line, a.code]),
    ).toEqual([
      ['error', 2, 'wrong-type'],
      ['warning', 2, 'unused-ignore'],
    ]);
    expect(failing.outputs).toMatchObject({ errors: '1', warnings: '2', suppressed: '2' });
    expect(failing.stdout).toContain('1 of 3 component configs is invalid (1 error, 2 warnings, 2 suppressed)');
  });

  it('the command line honours the same comments: exit status, text and JSON', async () => {
    const [text, json, failingText] = await Promise.all([
      runCli([`a/${CONFIG}`, `b/${CONFIG}`], { cwd: ws, node: node.path, timeoutMs: 90_000 }),
      runCli(['--format', 'json', `a/${CONFIG}`], { cwd: ws, node: node.path, timeoutMs: 90_000 }),
      runCli(['.'], { cwd: ws, node: node.path, timeoutMs: 90_000 }),
    ]);
    expect(text.code, describeCli(text)).toBe(0);
    expect(text.stdout).not.toContain('invalid-platform');
    expect(text.stdout).toContain(`b/${CONFIG}:2:17: warning[unused-ignore]`);
    expect(text.stdout).toContain('(0 errors, 1 warning, 2 suppressed)');
    const report = JSON.parse(json.stdout) as { findings: unknown[]; suppressed: Array<{ code: string }> };
    expect(json.code, describeCli(json)).toBe(0);
    expect(report.findings).toEqual([]);
    expect(report.suppressed.map((s) => s.code)).toEqual(['invalid-platform', 'non-debian-base-image']);
    expect(failingText.code, describeCli(failingText)).toBe(1);
  }, 120_000);
});
