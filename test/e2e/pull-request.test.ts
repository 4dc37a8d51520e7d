// End-to-end: what the built action writes on a pull request (the summary comment), against the
// local fake GitHub (real HTTP on 127.0.0.1), and merge_group with only-changed. On node 20 and
// node 24. The comment is stored by the fake, so a second run finds and edits it as it would
// on GitHub.

import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  eventEnv,
  mergeGroupPayload,
  pullRequestPayload,
  pushPayload,
  startFakeGitHub,
  type FakeGitHub,
  type Route,
} from './github-server.js';
import { NODES, cleanup, describeRun, makeWorkspace, runAction, tempDir, type RunResult } from './harness.js';
import { links, renderGfm } from './gfm.js';

afterAll(cleanup);

const TOKEN = 'ghs_prsecret456';
const CONFIG = 'component_config.yaml';
const HEAD = 'c'.repeat(40);
const BASE = 'b'.repeat(40);
const MARKER = '<!-- component-config-check pr-comment check=component_config -->';
/** Two errors (wrong-type, unknown-key) and a warning (deprecated-field). */
const THREE = 'name: x\nversion:\n  - a\n  - b\nbuild_config:\n  base_img: x\n  python_version: "3.11"\n';
const VALID = 'name: ok\nversion: "1.0"\n';

let server: FakeGitHub;
const runs: Array<{ r: RunResult; report: string }> = [];

beforeEach(async () => {
  server = await startFakeGitHub({ prFiles: [{ filename: `a/${CONFIG}`, status: 'modified' }], pullHead: HEAD });
});
afterEach(async () => {
  await server.close();
});

const event = (name: string, payload: unknown, o: { invalid?: boolean } = {}) =>
  eventEnv(tempDir('cca-pr-event-'), name, payload, o);
const pullRequest = (fork = false) => event('pull_request', pullRequestPayload(HEAD, 1, fork));

interface Report {
  findings: Array<{ file: string; line: number; column: number; code: string; message: string }>;
}

async function run(
  ws: string,
  node: string,
  inputs: Record<string, string>,
  ev: Record<string, string> = pullRequest(),
): Promise<{ r: RunResult; report: Report }> {
  const report = join(tempDir('cca-pr-io-'), 'report.json');
  const r = await runAction({
    workspace: ws,
    node,
    inputs: { 'github-token': TOKEN, 'report-file': report, ...inputs },
    env: { GITHUB_API_URL: server.url, GITHUB_RUN_ID: '99', ...ev },
    timeoutMs: 60_000,
  });
  runs.push({ r, report });
  expect(r.timedOut, describeRun(r)).toBe(false);
  expect(r.stderr, describeRun(r)).toBe('');
  return { r, report: JSON.parse(readFileSync(report, 'utf8')) as Report };
}

const notices = (r: RunResult) => r.commands.filter((c) => c.name === 'notice').map((c) => c.message);
const warnings = (r: RunResult) => r.messages.filter((c) => c.name === 'warning').map((c) => c.message);
const routes = () => server.requests.map((q) => q.route);

describe.each(NODES)('the pull request comment on $label', (node) => {
  it('is created once, then edited in place; a later passing run says so', async () => {
    const ws = makeWorkspace({ [`a/${CONFIG}`]: THREE, [`b/${CONFIG}`]: VALID });
    const first = await run(ws, node.path, { 'pr-comment': 'true' });
    expect(first.r.code, describeRun(first.r)).toBe(1);
    // The PR's current head (a stale run writes nothing) and the token's user (whose comment is ours).
    expect(routes()).toEqual(['get-pull', 'graphql', 'issue-comments', 'create-issue-comment']);
    expect(server.issueComments).toHaveLength(1);
    const body = server.issueComments[0]!.body;
    expect(body.startsWith(`${MARKER}\n`)).toBe(true);
    expect(body).toContain('### ❌ component\\_config: 1 of 2 component configs is invalid (2 errors, 1 warning)');
    expect(body).toContain('([workflow run](https://github.com/octo/repo/actions/runs/99))');
    // Per-file counts, and every finding linked to its line at the PR's head commit.
    const blob = `https://github.com/octo/repo/blob/${HEAD}/a/${CONFIG}`;
    const shown = links(renderGfm(body));
    expect(shown).toContainEqual({ href: blob, text: `a/${CONFIG}` });
    expect(body).toContain(' | 2 | 1 |');
    for (const f of first.report.findings) {
      expect(shown).toContainEqual({ href: `${blob}#L${f.line}`, text: `${f.line}:${f.column}` });
      expect(body).toContain(`\`${f.code}\``);
    }
    expect(first.r.stdout).toContain(
      'pr-comment: created the summary comment: https://github.example/octo/repo/pull/17#issuecomment-',
    );
    // The findings are still annotations and the verdict is the validation's.
    expect(first.r.annotations).toHaveLength(3);

    // Someone else's comment before ours does not confuse the search.
    server.issueComments.unshift({ id: 1, body: 'LGTM' });
    const second = await run(ws, node.path, { 'pr-comment': 'true' });
    expect(second.r.code, describeRun(second.r)).toBe(1);
    expect(server.issueComments).toHaveLength(2);
    expect(server.of('update-issue-comment').map((q) => q.path)).toEqual([
      `/repos/octo/repo/issues/comments/${server.issueComments[1]!.id}`,
    ]);
    expect(server.issueComments[0]!.body).toBe('LGTM');

    writeFileSync(join(ws, 'a', CONFIG), VALID);
    const fixed = await run(ws, node.path, { 'pr-comment': 'true' });
    expect(fixed.r.code, describeRun(fixed.r)).toBe(0);
    expect(server.of('create-issue-comment')).toHaveLength(1);
    expect(server.of('update-issue-comment')).toHaveLength(2);
    const after = server.issueComments[1]!.body;
    expect(after).toContain('### ✅ component\\_config: 2 component configs checked, all valid (0 errors, 0 warnings)');
    expect(after).toContain('An earlier run here failed this check; this one passes.');
    expect(after).not.toContain('| File |');
    expect(after).not.toContain('####');
  }, 120_000);

  it('one comment per check name: two check names keep two comments', async () => {
    const ws = makeWorkspace({ [`a/${CONFIG}`]: THREE });
    await run(ws, node.path, { 'pr-comment': 'true', 'check-name': 'configs (prod)' });
    await run(ws, node.path, { 'pr-comment': 'true' });
    await run(ws, node.path, { 'pr-comment': 'true', 'check-name': 'configs (prod)' });
    expect(server.issueComments).toHaveLength(2);
    expect(server.issueComments[0]!.body).toContain(
      '<!-- component-config-check pr-comment check=configs%20(prod) -->',
    );
    expect(server.issueComments[1]!.body).toContain(MARKER);
    expect(server.of('update-issue-comment')).toHaveLength(1);
  }, 120_000);

  it('on-failure: none while the pull request passes; once it failed, it is updated to say it passes', async () => {
    const ws = makeWorkspace({ [`a/${CONFIG}`]: VALID });
    const passing = await run(ws, node.path, { 'pr-comment': 'on-failure' });
    expect(passing.r.code, describeRun(passing.r)).toBe(0);
    expect(routes()).toEqual(['get-pull', 'graphql', 'issue-comments']);
    expect(server.issueComments).toEqual([]);

    writeFileSync(join(ws, 'a', CONFIG), THREE);
    const failing = await run(ws, node.path, { 'pr-comment': 'on-failure' });
    expect(failing.r.code, describeRun(failing.r)).toBe(1);
    expect(server.issueComments).toHaveLength(1);

    writeFileSync(join(ws, 'a', CONFIG), VALID);
    const again = await run(ws, node.path, { 'pr-comment': 'on-failure' });
    expect(again.r.code, describeRun(again.r)).toBe(0);
    expect(server.issueComments).toHaveLength(1);
    expect(server.issueComments[0]!.body).toContain('### ✅ component\\_config: 1 component config checked, all valid');
  }, 120_000);

  it('stays within 65,536 characters, cut with a line saying where the rest is', async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 300; i++) files[`svc-${String(i).padStart(3, '0')}/${CONFIG}`] = THREE;
    const { r, report } = await run(makeWorkspace(files), node.path, { 'pr-comment': 'true' });
    expect(r.code, describeRun(r)).toBe(1);
    expect(report.findings).toHaveLength(900);
    const body = server.issueComments[0]!.body;
    expect(body.length).toBeLessThanOrEqual(65_536);
    expect(body.length).toBeGreaterThan(60_000);
    const shown = body.split('\n').filter((l) => / (❌ error|⚠️ warning) `/.test(l)).length;
    expect(shown).toBeGreaterThan(0);
    expect(body.trimEnd().split('\n').at(-1)).toBe(
      `**Not shown: ${900 - shown} more findings** (a pull request comment holds at most 65,536 characters). Every finding is in the job summary and the log of [the workflow run](https://github.com/octo/repo/actions/runs/99).`,
    );
    // All 300 files are in the counts table.
    expect(body.split('\n').filter((l) => /^\| \[svc\\-\d{3}\//.test(l))).toHaveLength(300);
  }, 120_000);

  it('a fork: the read-only token is said once, as a notice; the verdict and the findings stay', async () => {
    const ws = makeWorkspace({ [`a/${CONFIG}`]: THREE });
    server.queue('create-issue-comment', { status: 403, body: { message: 'Resource not accessible by integration' } });
    const { r, report } = await run(ws, node.path, { 'pr-comment': 'true' }, pullRequest(true));
    expect(r.code, describeRun(r)).toBe(1);
    expect(notices(r)).toEqual([
      'this pull request comes from a fork, so the token is read-only and no permission changes that: the action cannot write on the pull request, so suggestions and the summary comment are skipped (the findings are in the annotations and the job summary); the verdict is unchanged',
    ]);
    expect(warnings(r)).toEqual([]);
    expect(r.annotations).toHaveLength(report.findings.length);
    expect(r.summary).toContain('1 of 1 component config is invalid (2 errors, 1 warning)');
  }, 120_000);

  it.each<[Route, number]>([
    ['issue-comments', 403],
    ['create-issue-comment', 403],
    ['create-issue-comment', 422],
    ['issue-comments', 404],
  ])(
    '%s answering %i: one line, the verdict, annotations and summary unchanged',
    async (route, status) => {
      const ws = makeWorkspace({ [`a/${CONFIG}`]: THREE });
      server.queue(route, { status, body: { message: `refused with ${status}` } });
      const { r, report } = await run(ws, node.path, { 'pr-comment': 'true' });
      expect(r.code, describeRun(r)).toBe(1);
      expect(report.findings).toHaveLength(3);
      expect(r.annotations).toHaveLength(3);
      expect(r.summary).toContain('1 of 1 component config is invalid (2 errors, 1 warning)');
      const lines = [...warnings(r), ...notices(r)];
      expect(lines, describeRun(r)).toHaveLength(1);
      expect(lines[0]).toContain(`${status}`);
      expect(lines[0]).toMatch(/the verdict is unchanged/i);
      if (route === 'issue-comments') expect(server.of('create-issue-comment')).toEqual([]);
      // A passing pull request stays passing.
      server.queue(route, { status, body: { message: `refused with ${status}` } });
      const ok = await run(makeWorkspace({ [`a/${CONFIG}`]: VALID }), node.path, { 'pr-comment': 'true' });
      expect(ok.r.code, describeRun(ok.r)).toBe(0);
    },
    120_000,
  );

  it('a 502 then success, and a rate limit with retry-after, are waited out', async () => {
    server.queue('issue-comments', { status: 429, headers: { 'retry-after': '1' }, body: { message: 'slow down' } });
    server.queue('create-issue-comment', { status: 502, body: { message: 'Bad Gateway' } });
    const { r } = await run(makeWorkspace({ [`a/${CONFIG}`]: THREE }), node.path, { 'pr-comment': 'true' });
    expect(r.code, describeRun(r)).toBe(1);
    // Before the create is retried, the comments are listed again: the 502 did not hide a comment.
    expect(routes()).toEqual([
      'get-pull',
      'graphql',
      'issue-comments',
      'issue-comments',
      'create-issue-comment',
      'issue-comments',
      'create-issue-comment',
    ]);
    expect(server.issueComments).toHaveLength(1);
    expect(warnings(r)).toEqual([]);
  }, 120_000);

  it('other events: suggestions and pr-comment are skipped with a notice, no API call', async () => {
    const { r } = await run(
      makeWorkspace({ [`a/${CONFIG}`]: THREE }),
      node.path,
      { 'pr-comment': 'true', suggestions: 'true' },
      event('push', pushPayload(BASE, HEAD)),
    );
    expect(r.code, describeRun(r)).toBe(1);
    expect(server.requests).toEqual([]);
    expect(notices(r)).toEqual([
      'suggestions and pr-comment: the event is "push", not pull_request or pull_request_target, so there is no pull request to write on; skipped',
    ]);
  }, 120_000);
});

describe.each(NODES)('merge_group with only-changed on $label', (node) => {
  it("compares the group's base and head, and checks only the configs between them", async () => {
    await server.close();
    server = await startFakeGitHub({
      compareFiles: [
        { filename: `b/${CONFIG}`, status: 'modified' },
        { filename: `gone/${CONFIG}`, status: 'removed' },
      ],
    });
    const ws = makeWorkspace({ [`a/${CONFIG}`]: THREE, [`b/${CONFIG}`]: VALID });
    const group = event('merge_group', mergeGroupPayload(BASE, HEAD));
    const { r, report } = await run(ws, node.path, { 'only-changed': 'true' }, group);
    expect(r.code, describeRun(r)).toBe(0);
    expect(server.requests.map((q) => q.path)).toEqual([`/repos/octo/repo/compare/${BASE}...${HEAD}`]);
    expect(r.outputs['files-checked']).toBe('1');
    expect(report.findings).toEqual([]);
    expect(r.stdout).toContain('only-changed: 1 of 2 matching files are changed by this merge group');
    expect(notices(r)).toEqual([]);

    // A payload without the two commits: every file, with the reason. (Without a base it cannot
    // say whose policy applies: the checked-out one here; policy-base.test.ts has the failure.)
    const broken = await run(
      ws,
      node.path,
      { 'only-changed': 'true', 'policy-from': 'head' },
      event('merge_group', { merge_group: {} }, { invalid: true }),
    );
    expect(broken.r.code, describeRun(broken.r)).toBe(1);
    expect(broken.r.outputs['files-checked']).toBe('2');
    expect(notices(broken.r)).toEqual([
      'only-changed: the merge_group event payload has no base_sha/head_sha commits; checking all matching files',
      // policy-from: head still says what the group changes, or that it cannot.
      'Which files this merge group changes could not be listed (the merge\\_group payload has no base\\_sha), so whether it changes the policy file or a workflow is not said.',
    ]);
  }, 120_000);
});

describe('the token', () => {
  it('appears in no output, summary, comment or report of any run above', () => {
    expect(runs.length).toBeGreaterThan(10);
    for (const { r, report } of runs) {
      const lines = r.stdout.split('\n').filter((l) => l.includes(TOKEN));
      expect(lines, describeRun(r)).toEqual([`::add-mask::${TOKEN}`]);
      expect(r.stderr).not.toContain(TOKEN);
      expect(r.summary).not.toContain(TOKEN);
      expect(readFileSync(report, 'utf8')).not.toContain(TOKEN);
    }
  });
});
