// Issue 27 end to end, on the built action and command line: nothing a config says becomes a
// workflow command (payloads through a value, a key, a comment and a directory name, read back
// as the runner reads stdout: LF, CR, the older `##[` syntax and stop-commands), and the failures
// that must fail the step with one clear line (a pipe named on the command line, a malformed
// glob, a directory the search cannot list, a summary cut at its size limit). Escaping does
// not depend on the node version: these run on GitHub's node 24 only.

import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cliHasStackTrace, describeCli, runCli } from './cli-harness.js';
import { requireClient } from './clients.js';
import { startFakeGitHub, type FakeGitHub } from './github-server.js';
import {
  NODE24,
  type RunResult,
  SHA,
  cleanup,
  describeRun,
  hasStackTrace,
  makeWorkspace,
  parseCommands,
  runAction,
  spawnTimeout,
  tempDir,
} from './harness.js';

const node = NODE24;
const CONFIG = 'component_config.yaml';
const FORGE = '\n::error file=x,line=1::forged';
const STOP = '\n::stop-commands::abc';
const q = (s: string) => JSON.stringify(s);
/** Control characters no line of output may carry raw (the line feeds between lines aside). */
const RAW_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/;

/** Each payload through a value, a key, a comment, a directory name, and in suppressed findings. */
const INJECTION: Record<string, string> = {
  [`ok/${CONFIG}`]: 'name: ok\nversion: "1.0"\n',
  [`value/${CONFIG}`]: `name: x\nbuild_config:\n  target_platform: ${q(`linux/amd64${FORGE}`)}\n  base_image: ${q(`debian${STOP}`)}\n  extra_packages: [${q('curl ##[error]forged')}]\n`,
  [`key/${CONFIG}`]: `name: x\n${q(`k${FORGE}`)}: 1\n${q(`j${STOP}`)}: 2\n`,
  // A comment ends at a line break, and the other breaks YAML 1.1 knows (U+0085, U+2028) make the
  // file one the builder refuses (a yaml-syntax error, below): its payloads are commands the
  // checker quotes in its own words.
  [`comment/${CONFIG}`]: `name: x  # component-config-check: ignore[::error file=x]\nversion: "1"  # component-config-check: ignore[b ::stop-commands::abc]\n`,
  [`comment-break/${CONFIG}`]: `name: x  # component-config-check: ignore[a\u0085::error file=x,line=1::forged]\nversion: "1"\n`,
  [`suppressed/${CONFIG}`]: `name: x\nbuild_config:\n  target_platform: ${q(`linux/amd64${STOP}`)}  # component-config-check: ignore[invalid-platform] payload\n  base_image: ${q(`debian${FORGE}`)}  # component-config-check: ignore[invalid-image]\n  extra_packages: [${q('a ##[stop-commands]abc')}]  # component-config-check: ignore[invalid-package-name]\n`,
  ...Object.fromEntries(
    [`d${FORGE}`, `e${STOP}`, '::stop-commands::abc', '##[error]forged'].map((d) => [
      `${d}/${CONFIG}`,
      'name: x\nversion: 1.10\n',
    ]),
  ),
};

interface Report {
  counts: { errors: number; warnings: number; suppressed: number };
  findings: Array<{ file: string; line: number; column: number; code: string; severity: string }>;
  suppressed: unknown[];
}

/** Nothing the runner would carry out beyond the action's own commands. */
function expectNoForgery(r: RunResult) {
  const names = r.commands.map((c) => c.name.toLowerCase());
  expect(names, describeRun(r)).not.toContain('stop-commands');
  expect(
    r.commands.filter((c) => c.properties['file'] === 'x' || c.message.startsWith('forged')),
    describeRun(r),
  ).toEqual([]);
  expect(hasStackTrace(r)).toBe(false);
}

const place = (f: { file: string; line: number; column: number; code: string }) =>
  `${f.file}:${f.line}:${f.column}:${f.code}`;

afterAll(cleanup);

describe('nothing a config says becomes a workflow command', { timeout: spawnTimeout(2) }, () => {
  let ws: string;
  let server: FakeGitHub;
  beforeAll(() => {
    ws = makeWorkspace(INJECTION);
  });
  afterEach(async () => {
    await server?.close();
  });

  function reportOf(file: string): Report {
    return JSON.parse(readFileSync(file, 'utf8')) as Report;
  }

  it('the action: one annotation per finding, suppressed findings as plain lines, the verdict last', async () => {
    const reportFile = join(tempDir('cca-inj-'), 'report.json');
    const r = await runAction({ workspace: ws, node: node.path, inputs: { 'report-file': reportFile } });
    expect(r.timedOut, describeRun(r)).toBe(false);
    expect(r.code, describeRun(r)).toBe(1);
    expectNoForgery(r);
    const report = reportOf(reportFile);
    expect(report.counts.suppressed).toBe(3);
    expect(r.stdout.split('\n').filter((l) => l.startsWith('suppressed by line '))).toHaveLength(3);
    // Every finding annotated once, nothing more: a forged annotation adds one, a forged
    // stop-commands hides those after it.
    expect(r.annotations.map(place).sort(), describeRun(r)).toEqual(report.findings.map(place).sort());
    expect(r.messages.at(-1)?.message, describeRun(r)).toMatch(/^7 of 10 component configs are invalid \(/);
  });

  it('the action with a check run: the findings as plain log lines, none a command', async () => {
    server = await startFakeGitHub();
    const event = join(tempDir('cca-inj-event-'), 'event.json');
    writeFileSync(event, JSON.stringify({ before: 'b'.repeat(40), after: SHA, ref: 'refs/heads/main' }));
    const reportFile = join(tempDir('cca-inj-'), 'report.json');
    const r = await runAction({
      workspace: ws,
      node: node.path,
      inputs: { 'check-run': 'true', 'github-token': 'ghs_secret123', 'report-file': reportFile },
      env: { GITHUB_API_URL: server.url, GITHUB_EVENT_NAME: 'push', GITHUB_EVENT_PATH: event },
    });
    expect(r.timedOut, describeRun(r)).toBe(false);
    expect(r.code, describeRun(r)).toBe(1);
    expect(server.of('create-check-run'), describeRun(r)).toHaveLength(1);
    expectNoForgery(r);
    const report = reportOf(reportFile);
    expect(r.annotations, describeRun(r)).toEqual([]);
    const lines = r.stdout
      .split('\n')
      .filter((l) => /: (error|warning)\[[a-z-]+\] /.test(l) && !l.startsWith('suppressed'));
    expect(lines).toHaveLength(report.findings.length);
    for (const l of lines) expect(l).not.toMatch(RAW_CONTROL);
    expect(
      r.messages.map((m) => m.message),
      describeRun(r),
    ).toEqual([expect.stringMatching(/^7 of 10 component configs are invalid \(/)]);
  });

  it('the command line: control characters as escapes, no line a command, JSON the same data', async () => {
    const text = await runCli(['.'], { cwd: ws, node: node.path });
    expect(text.code, describeCli(text)).toBe(1);
    expect(text.stdout, describeCli(text)).not.toMatch(RAW_CONTROL);
    expect(parseCommands(text.stdout + text.stderr), describeCli(text)).toEqual([]);
    expect(text.stdout).toContain(
      'key/component_config.yaml:2:1: error[unknown-key] ["k\\n::error file=x,line=1::forged"]',
    );
    expect(text.stdout).toContain('\\u003a:stop-commands::abc/component_config.yaml:2:10: error[wrong-type]');
    expect(text.stdout).toContain('"::error file=x" is not a finding code');
    expect(text.stdout).toContain('"b ::stop-commands::abc" is not a finding code');
    expect(text.stdout).toContain(
      'comment-break/component_config.yaml:2:1: error[yaml-syntax] invalid YAML: the line begun on line 1 stands where a key is expected',
    );
    expect(text.stdout).toContain('##\\u005berror]forged/component_config.yaml:2:10: error[wrong-type]');

    const json = await runCli(['--format', 'json', '.'], { cwd: ws, node: node.path });
    expect(json.code, describeCli(json)).toBe(1);
    expect(parseCommands(json.stdout + json.stderr), describeCli(json)).toEqual([]);
    expect(json.stdout).not.toMatch(RAW_CONTROL);
    const data = JSON.parse(json.stdout) as Omit<Report, 'suppressed'> & { suppressed: Array<{ message: string }> };
    expect(data.suppressed.map((s) => s.message).join('\n')).toContain('`a ##[stop-commands]abc`');
    expect(data.findings.map((f) => f.file)).toContain(`d${FORGE}/${CONFIG}`);
  });
});

describe('fail closed', { timeout: spawnTimeout(2) }, () => {
  // On a pipe, open() for reading waits for a writer that never comes: a hang, until the
  // harness kills the command at its limit (which the test would see as a signal).
  it('a pipe named on the command line is an unreadable-file error at once, also with --fix', async () => {
    const ws = makeWorkspace({ [`bad/${CONFIG}`]: 'name: x\nversion: 1.10\n' });
    mkdirSync(join(ws, 'fifo'));
    execFileSync(requireClient('mkfifo'), [join(ws, 'fifo', CONFIG)]);
    const args = [`fifo/${CONFIG}`, `bad/${CONFIG}`];
    for (const r of await Promise.all([
      runCli(args, { cwd: ws, node: node.path }),
      runCli(['--fix', ...args], { cwd: ws, node: node.path }),
    ])) {
      expect(r.signal, describeCli(r)).toBe(null);
      expect(r.code, describeCli(r)).toBe(1);
      expect(r.stdout, describeCli(r)).toContain(
        `fifo/${CONFIG}:1:1: error[unreadable-file] fifo/${CONFIG} cannot be read: it is a pipe or a device, not a file`,
      );
      expect(cliHasStackTrace(r)).toBe(false);
    }
    expect(readFileSync(join(ws, 'bad', CONFIG), 'utf8')).toBe('name: x\nversion: "1.10"\n');
  });

  it.each([
    ['**/{ok,bad/x', 'has a "{" that is never closed'],
    ['[z-a]', 'has the range z-a in [z-a], which runs backwards'],
  ])('a malformed glob (%s): one line naming it and what is wrong, a failing exit', async (glob, what) => {
    const ws = makeWorkspace({ [`ok/${CONFIG}`]: 'name: ok\n' });
    const [action, cli] = await Promise.all([
      runAction({ workspace: ws, node: node.path, inputs: { files: glob } }),
      runCli([glob], { cwd: ws, node: node.path }),
    ]);
    expect(action.code, describeRun(action)).toBe(1);
    expect(
      action.commands.filter((c) => c.name === 'error' || c.name === 'warning').map((c) => c.message),
      describeRun(action),
    ).toEqual([expect.stringContaining(`the pattern "${glob}" in input "files" ${what}`)]);
    expect(action.stdout).not.toMatch(/internal error|this is a bug/);
    expect(hasStackTrace(action)).toBe(false);

    expect(cli.code, describeCli(cli)).toBe(2);
    expect(cli.stdout).toBe('');
    expect(cli.stderr.trimEnd().split('\n'), describeCli(cli)).toEqual([
      expect.stringContaining(`the pattern "${glob}" in the arguments ${what}`),
    ]);
    expect(cli.stderr).not.toMatch(/internal error|this is a bug/);
    expect(cliHasStackTrace(cli)).toBe(false);
  });

  // Root lists a chmod 000 directory anyway; a path over PATH_MAX refuses to be listed whoever
  // asks (ENAMETOOLONG). test/unit/fail-closed.test.ts injects EACCES.
  it('a directory the search cannot list fails the step: configs below it went unchecked', async () => {
    const ws = makeWorkspace({ [`ok/${CONFIG}`]: 'name: ok\n' });
    const part = 'd'.repeat(200);
    // Made one level at a time, relative to the last: no system call sees the whole path.
    const script = `const fs = require('fs'); for (let i = 0; i < 24; i++) { fs.mkdirSync('${part}'); process.chdir('${part}'); } fs.writeFileSync('${CONFIG}', 'name: deep\\n');`;
    execFileSync(process.execPath, ['-e', script], { cwd: ws });
    try {
      const r = await runAction({ workspace: ws, node: node.path });
      expect(r.code, describeRun(r)).toBe(1);
      const found = r.annotations.filter((a) => a.code === 'unreadable-directory');
      expect(found, describeRun(r)).toHaveLength(1);
      expect(found[0]).toMatchObject({ severity: 'error' });
      expect(found[0]!.message).toContain('ENAMETOOLONG: its path is longer than the system allows');
      expect(r.outputs).toMatchObject({ 'files-checked': '1', errors: '1' });
      expect(r.messages.at(-1)?.message).toBe(
        '1 component config checked, none invalid, but not every directory could be searched (1 error, 0 warnings)',
      );
    } finally {
      // Removed one level at a time too (rm -r does), before the harness's own cleanup.
      execFileSync('rm', ['-rf', join(ws, part)]);
    }
  });

  it('the notice for more than 10 findings names the job summary only when it holds them all', async () => {
    // 1,000 unknown keys of 1,000 characters (each in its finding's location, not again in the
    // message): a summary past its 900 KiB budget.
    const keys = Array.from({ length: 1000 }, (_, i) => `k${String(i).padStart(3, '0')}${'x'.repeat(996)}: 1`);
    const ws = makeWorkspace({ [`big/${CONFIG}`]: `name: big\n${keys.join('\n')}\n` });
    const reportFile = join(tempDir('cca-cut-'), 'report.json');
    const r = await runAction({ workspace: ws, node: node.path, inputs: { 'report-file': reportFile } });
    expect(r.code, describeRun(r)).toBe(1);
    expect(r.summary).toMatch(/more findings are not shown here \(the summary has a size limit\)/);
    const notices = r.commands.filter((c) => c.name === 'notice').map((c) => c.message);
    expect(notices).toHaveLength(1);
    expect(notices[0]).not.toContain('in the job summary and');
    expect(notices[0]).toMatch(
      new RegExp(
        `all 1000 findings are in the log above and in the JSON report \\(${reportFile.replace(/[.\\/]/g, '\\$&')}\\); the job summary shows the first \\d+ \\(it has a size limit\\)`,
      ),
    );
  });
});
