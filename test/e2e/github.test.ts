// End-to-end: the built action against a local fake of GitHub's REST API (github-server.ts),
// as the runner runs it: GITHUB_API_URL pointed at 127.0.0.1, an event payload file, the token
// as input github-token. On node 20 and node 24.
//
// DEPENDS ON THE INTEGRATION of src/github/ into src/action/main.ts (check-run, only-changed,
// github-token, add-mask of the token). The behaviour asserted where the issue left a choice:
// - a check run written → the findings are plain log lines, not also workflow annotations;
// - the check run not written → one ::notice:: (forbidden) or ::warning:: (other failures), and
//   the workflow annotations as without check-run; the exit code is the validation's;
// - only-changed on a change that touches no config → passes, 0 files checked (not
//   if-no-files-found, which is about the patterns matching nothing at all).

import { cpSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  eventEnv,
  manyChangedFiles,
  startFakeGitHub,
  type FakeGitHub,
  type FakeGitHubOptions,
} from './github-server.js';
import { webhookPayload } from './openapi.js';
import {
  NODES,
  SHA,
  cleanup,
  describeRun,
  distSnapshot,
  makeWorkspace,
  runAction,
  tempDir,
  type RunResult,
  spawnTimeout,
} from './harness.js';

afterAll(cleanup);

const TOKEN = 'ghs_secret123';
const CONFIG = 'component_config.yaml';
const HEAD = 'c'.repeat(40);
const BEFORE = 'b'.repeat(40);
/** Three findings: a multi-line wrong-type, a one-line unknown key (errors), a deprecation (warning). */
const THREE = 'name: x\nversion:\n  - a\n  - b\nbuild_config:\n  base_img: x\n  python_version: "3.11"\n';
const VALID = 'name: ok\nversion: "1.0"\n';

/** 40 configs × 3 findings = 120 findings (80 errors, 40 warnings). */
function workspace120(): string {
  const files: Record<string, string> = {};
  for (let i = 0; i < 40; i++) files[`svc-${String(i).padStart(2, '0')}/${CONFIG}`] = THREE;
  return makeWorkspace(files);
}

interface Report {
  findings: Array<{
    file: string;
    line: number;
    column: number;
    endLine: number;
    endColumn: number;
    severity: string;
    code: string;
    location: string;
    message: string;
  }>;
}

interface CheckBody {
  head_sha?: string;
  name?: string;
  status?: string;
  conclusion?: string;
  output: { title: string; summary: string; annotations?: Array<Record<string, unknown>> };
}

let server: FakeGitHub;
/** Every run and every file it wrote, for the token check at the end. */
const runs: Array<{ r: RunResult; files: string[] }> = [];

beforeEach(async () => {
  server = await startFakeGitHub();
});
afterEach(async () => {
  await server.close();
});

/** A payload as GitHub sends it: the fields given, the rest built from the webhook description (text: broken on purpose). */
function event(name: string, payload: unknown): Record<string, string> {
  const whole = typeof payload === 'string' ? payload : webhookPayload(name, payload as Record<string, unknown>);
  return eventEnv(tempDir('cca-event-'), name, whole, { invalid: typeof payload === 'string' });
}

const PUSH = { before: BEFORE, after: SHA, ref: 'refs/heads/main' };
const pr = (changed_files: number) => ({
  pull_request: { number: 17, changed_files, head: { sha: HEAD }, base: { sha: 'e'.repeat(40) } },
});

async function run(
  ws: string,
  node: string,
  opts: {
    inputs?: Record<string, string>;
    event?: Record<string, string>;
    apiPath?: string;
    server?: FakeGitHubOptions;
  } = {},
): Promise<{ r: RunResult; report: Report }> {
  const io = tempDir('cca-gh-io-');
  const reportFile = join(io, 'report.json');
  const sarifFile = join(io, 'results.sarif');
  const r = await runAction({
    workspace: ws,
    node,
    inputs: { 'github-token': TOKEN, 'report-file': reportFile, 'sarif-file': sarifFile, ...(opts.inputs ?? {}) },
    env: { GITHUB_API_URL: `${server.url}${opts.apiPath ?? ''}`, ...(opts.event ?? event('push', PUSH)) },
  });
  runs.push({ r, files: [reportFile, sarifFile] });
  expect(r.timedOut, describeRun(r)).toBe(false);
  expect(r.stderr, describeRun(r)).toBe('');
  return { r, report: JSON.parse(readFileSync(reportFile, 'utf8')) as Report };
}

const notices = (r: RunResult) => r.commands.filter((c) => c.name === 'notice');

// Each test waits for at most two action runs, one after the other.
describe.each(NODES)('GitHub API on $label', { timeout: spawnTimeout(2) }, (node) => {
  it('check run: 120 findings in 3 requests of 50, 50 and 20 annotations with exact ranges; conclusion failure; exit 1', async () => {
    const ws = workspace120();
    const { r, report } = await run(ws, node.path, {
      inputs: { 'check-run': 'true', 'check-name': 'configs' },
      apiPath: '/api/v3',
    });
    expect(r.code, describeRun(r)).toBe(1);
    expect(r.outputs).toMatchObject({ 'files-checked': '40', errors: '80', warnings: '40' });
    expect(server.requests.map((q) => `${q.method} ${q.path}`)).toEqual([
      'POST /api/v3/repos/octo/repo/check-runs',
      'PATCH /api/v3/repos/octo/repo/check-runs/4242',
      'PATCH /api/v3/repos/octo/repo/check-runs/4242',
    ]);
    for (const q of server.requests) expect(q.headers['authorization']).toBe(`token ${TOKEN}`);
    const bodies = server.requests.map((q) => q.body as CheckBody);
    expect(bodies.map((b) => b.output.annotations?.length)).toEqual([50, 50, 20]);
    expect(bodies[0]).toMatchObject({ name: 'configs', head_sha: SHA, status: 'completed', conclusion: 'failure' });
    expect(bodies[0]!.output.title).toBe('40 of 40 component configs are invalid (80 errors, 40 warnings)');

    const sent = bodies.flatMap((b) => b.output.annotations ?? []);
    expect(report.findings).toHaveLength(120);
    expect(sent).toEqual(
      report.findings.map((f) => ({
        path: f.file,
        start_line: f.line,
        end_line: f.endLine,
        ...(f.line === f.endLine ? { start_column: f.column, end_column: f.endColumn } : {}),
        annotation_level: f.severity === 'error' ? 'failure' : 'warning',
        title: `${f.code}: ${f.location}`,
        message: f.message,
      })),
    );
    // The multi-line wrong-type has no columns; the one-line findings have theirs.
    expect(sent[0]).toMatchObject({ start_line: 3, end_line: 4 });
    expect(sent[0]).not.toHaveProperty('start_column');
    expect(sent[1]).toMatchObject({ start_line: 6, end_line: 6, start_column: 3, end_column: 11 });

    // Every finding is in the log; not a second time inline.
    expect(r.annotations).toEqual([]);
    for (const f of report.findings)
      expect(r.stdout).toContain(`${f.file}:${f.line}:${f.column}: ${f.severity}[${f.code}]`);
    expect(r.stdout).toContain('https://github.example/octo/repo/runs/4242');
    expect(r.messages.at(-1)?.message).toBe('40 of 40 component configs are invalid (80 errors, 40 warnings)');
  });

  it('check run: a passing workspace gets conclusion success in one request; exit 0', async () => {
    const ws = makeWorkspace({ [`a/${CONFIG}`]: VALID });
    const { r } = await run(ws, node.path, { inputs: { 'check-run': 'true' }, event: event('pull_request', pr(1)) });
    expect(r.code, describeRun(r)).toBe(0);
    expect(server.requests).toHaveLength(1);
    // On a pull request the run belongs on the head commit, not the test merge commit.
    expect(server.requests[0]!.body).toMatchObject({ name: 'component_config', head_sha: HEAD, conclusion: 'success' });
  });

  it('check run: a 403 (no checks: write, a fork) says so once as a notice and falls back to annotations; verdict unchanged', async () => {
    const ws = workspace120();
    server.queue('create-check-run', { status: 403, body: { message: 'Resource not accessible by integration' } });
    const { r } = await run(ws, node.path, { inputs: { 'check-run': 'true' } });
    expect(r.code, describeRun(r)).toBe(1);
    expect(server.requests).toHaveLength(1);
    // The 403 notice, then the one saying how many annotations GitHub shows inline (without
    // advising check-run: true, which was asked for and refused).
    const n = notices(r);
    expect(n, describeRun(r)).toHaveLength(2);
    expect(n[1]!.message).toBe(
      'GitHub shows 10 of 80 errors and 10 of 40 warnings inline (at most 10 of each per step); all 120 findings are in the job summary and in the log above',
    );
    expect(n[0]!.message).toMatch(
      /^the check run "component_config" could not be written \(the token has no checks: write, as on a pull request from a fork\); the findings are shown as workflow annotations instead/,
    );
    expect(n[0]!.message).toContain('add `permissions: checks: write`');
    expect(r.annotations).toHaveLength(120);
    expect(r.messages.at(-1)?.message).toBe('40 of 40 component configs are invalid (80 errors, 40 warnings)');

    // And a passing run stays passing.
    server.queue('create-check-run', { status: 403, body: { message: 'Resource not accessible by integration' } });
    const ok = await run(makeWorkspace({ [`a/${CONFIG}`]: VALID }), node.path, { inputs: { 'check-run': 'true' } });
    expect(ok.r.code, describeRun(ok.r)).toBe(0);
    expect(notices(ok.r)).toHaveLength(1);
  });

  it('check run: a 502 then success is retried once', async () => {
    server.queue('create-check-run', { status: 502, body: { message: 'Bad Gateway' } });
    const { r } = await run(workspace120(), node.path, { inputs: { 'check-run': 'true' } });
    expect(r.code, describeRun(r)).toBe(1);
    // Before the retry, the run the first attempt may have made is looked for (it had not been).
    expect(server.requests.map((q) => q.method)).toEqual(['POST', 'GET', 'POST', 'PATCH', 'PATCH']);
    expect(r.stdout).toMatch(
      /POST \/repos\/\{owner\}\/\{repo\}\/check-runs: 502 Bad Gateway \(Bad Gateway\); retrying in \d\.\d s \(attempt 2 of 5\)/,
    );
    expect(r.annotations).toEqual([]);
  });

  it('check run: a 429 with retry-after: 1 waits a second, then goes on', async () => {
    server.queue('create-check-run', {
      status: 429,
      headers: { 'retry-after': '1' },
      body: { message: 'Too Many Requests' },
    });
    const { r } = await run(makeWorkspace({ [`a/${CONFIG}`]: VALID }), node.path, { inputs: { 'check-run': 'true' } });
    expect(r.code, describeRun(r)).toBe(0);
    const [first, second] = server.of('create-check-run');
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(950);
  });

  it('only-changed: a pull request listed over 3 pages limits the check to its changed configs', async () => {
    // 250 changed files dir-0000 … dir-0249: every tenth from 3 removed, from 7 renamed.
    const files: Record<string, string> = { [`other/${CONFIG}`]: THREE };
    for (const i of [0, 1, 7, 150, 249]) files[`dir-${String(i).padStart(4, '0')}/${CONFIG}`] = THREE;
    const ws = makeWorkspace(files);
    await server.close();
    server = await startFakeGitHub({ prFiles: manyChangedFiles(250) });
    const { r, report } = await run(ws, node.path, {
      inputs: { 'only-changed': 'true' },
      event: event('pull_request', pr(250)),
    });
    expect(r.code, describeRun(r)).toBe(1);
    expect(server.requests.map((q) => q.query['page'])).toEqual(['1', '2', '3']);
    expect(r.outputs['files-checked']).toBe('5');
    expect(new Set(report.findings.map((f) => f.file))).toEqual(
      new Set([0, 1, 7, 150, 249].map((i) => `dir-${String(i).padStart(4, '0')}/${CONFIG}`)),
    );
    expect(notices(r)).toEqual([]);
    expect(r.stdout).toContain('only-changed: 5 of 6 matching files are changed by this pull request');
  });

  it('only-changed: over 3,000 changed files falls back to every matching file, with a notice', async () => {
    const ws = makeWorkspace({ [`a/${CONFIG}`]: VALID, [`b/${CONFIG}`]: THREE });
    const { r } = await run(ws, node.path, {
      inputs: { 'only-changed': 'true' },
      event: event('pull_request', pr(3500)),
    });
    expect(r.code, describeRun(r)).toBe(1);
    expect(r.outputs['files-checked']).toBe('2');
    expect(server.requests).toEqual([]);
    expect(notices(r).map((c) => c.message)).toEqual([
      'only-changed: the pull request changes 3,000 files or more, which the API cannot list in full; checking all matching files',
    ]);
  });

  it('only-changed: a push is compared before...after; a new branch falls back', async () => {
    const ws = makeWorkspace({ [`a/${CONFIG}`]: VALID, [`b/${CONFIG}`]: THREE, [`c/${CONFIG}`]: THREE });
    await server.close();
    server = await startFakeGitHub({
      compareFiles: [
        { filename: `a/${CONFIG}`, status: 'modified' },
        { filename: `gone/${CONFIG}`, status: 'removed' },
      ],
    });
    const { r } = await run(ws, node.path, { inputs: { 'only-changed': 'true' } });
    expect(r.code, describeRun(r)).toBe(0);
    expect(r.outputs['files-checked']).toBe('1');
    expect(server.requests.map((q) => q.path)).toEqual([`/repos/octo/repo/compare/${BEFORE}...${SHA}`]);

    const created = await run(ws, node.path, {
      inputs: { 'only-changed': 'true' },
      event: event('push', { ...PUSH, before: '0'.repeat(40) }),
    });
    expect(created.r.code, describeRun(created.r)).toBe(1);
    expect(created.r.outputs['files-checked']).toBe('3');
    expect(notices(created.r).map((c) => c.message)).toEqual([
      'only-changed: the push created the branch, so there is no earlier commit to compare with; checking all matching files',
    ]);
  });

  it('only-changed: another event, or a payload that is not JSON, falls back with the reason', async () => {
    const ws = makeWorkspace({ [`a/${CONFIG}`]: VALID, [`b/${CONFIG}`]: VALID });
    const dispatch = await run(ws, node.path, {
      inputs: { 'only-changed': 'true' },
      event: event('workflow_dispatch', {}),
    });
    expect(dispatch.r.code, describeRun(dispatch.r)).toBe(0);
    expect(dispatch.r.outputs['files-checked']).toBe('2');
    expect(notices(dispatch.r).map((c) => c.message)).toEqual([
      expect.stringMatching(/^only-changed: the event is "workflow_dispatch", which has no list of changed files/),
    ]);

    // Without a payload no base says whose policy applies: the checked-out one here
    // (policy-base.test.ts has the failure of policy-from: base).
    const broken = await run(ws, node.path, {
      inputs: { 'only-changed': 'true', 'check-run': 'true', 'policy-from': 'head' },
      event: event('pull_request', '{ not json'),
    });
    expect(broken.r.code, describeRun(broken.r)).toBe(0);
    expect(broken.r.outputs['files-checked']).toBe('2');
    expect(notices(broken.r).map((c) => c.message)).toEqual([
      expect.stringMatching(/^only-changed: the event payload .* is not valid JSON; checking all matching files$/),
      // policy-from: head still says what the pull request changes, or that it cannot.
      expect.stringMatching(
        /^Which files this pull request changes could not be listed \(the event payload .* is not valid JSON\), so whether it changes the policy file or a workflow is not said\.$/,
      ),
    ]);
    // The check run still goes on GITHUB_SHA.
    expect(server.of('create-check-run').map((q) => (q.body as CheckBody).head_sha)).toEqual([SHA]);
  });

  it('only-changed: a pull request that touches no config passes with nothing to check', async () => {
    const ws = makeWorkspace({ [`a/${CONFIG}`]: THREE });
    await server.close();
    server = await startFakeGitHub({ prFiles: [{ filename: 'README.md', status: 'modified' }] });
    const { r } = await run(ws, node.path, {
      inputs: { 'only-changed': 'true', 'if-no-files-found': 'error' },
      event: event('pull_request', pr(1)),
    });
    expect(r.code, describeRun(r)).toBe(0);
    expect(r.outputs['files-checked']).toBe('0');
  });
});

describe('the token', () => {
  it('appears in no output, summary, report or SARIF file of any run above (only in the runner-consumed add-mask command)', () => {
    expect(runs.length).toBeGreaterThan(10);
    for (const { r, files } of runs) {
      const lines = r.stdout.split('\n').filter((l) => l.includes(TOKEN));
      expect(lines, describeRun(r)).toEqual([`::add-mask::${TOKEN}`]);
      // The mask comes first, before any line that could hold it.
      expect(r.stdout.startsWith(`::add-mask::${TOKEN}\n`), describeRun(r)).toBe(true);
      expect(r.stderr).not.toContain(TOKEN);
      expect(r.summary).not.toContain(TOKEN);
      expect(Object.values(r.outputs).join('\n')).not.toContain(TOKEN);
      for (const f of files) expect(readFileSync(f, 'utf8')).not.toContain(TOKEN);
    }
  });
});

describe('start-up', { timeout: spawnTimeout(1) }, () => {
  it('without check-run and only-changed, the action never loads the GitHub chunk', async () => {
    // A copy of dist without its lazily loaded chunks: a run that needs none of them must pass.
    const dist = join(tempDir('cca-nochunks-'), 'dist');
    cpSync(dirname(distSnapshot()), dist, { recursive: true });
    const chunks = readdirSync(dist).filter((f) => /^\d+\.index\.js$/.test(f));
    expect(chunks.length).toBeGreaterThan(0);
    for (const c of chunks) rmSync(join(dist, c));
    const r = await runAction({ workspace: makeWorkspace({ [`a/${CONFIG}`]: VALID }), entry: join(dist, 'index.js') });
    expect(r.code, describeRun(r)).toBe(0);
    expect(r.stderr).toBe('');
  });
});
