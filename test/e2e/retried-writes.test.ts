// End-to-end (issue 32): the writes the action retries are safe, and a token that cannot write
// is named for what it is. The built action against the fake GitHub (held to GitHub's REST
// description), which can apply a request and still answer 502 (`commit: true`): a check-run
// update that went through is not appended twice, a delete that went through is done, a
// suggestion's marker is the last one in its body. On node 24, the runtime action.yml names.

import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  ACTIONS_BOT,
  eventEnv,
  pullRequestPayload,
  startFakeGitHub,
  type FakeGitHub,
  type FakeGitHubOptions,
} from './github-server.js';
import { webhookPayload } from './openapi.js';
import { NODE24, cleanup, describeRun, makeWorkspace, runAction, tempDir, type RunResult } from './harness.js';

afterAll(cleanup);

const NODE = NODE24;
const TOKEN = 'ghs_retried27182';
const HEAD = 'd'.repeat(40);
const CONFIG = 'component_config.yaml';
/** Three findings: two errors, one warning. */
const THREE = 'name: x\nversion:\n  - a\n  - b\nbuild_config:\n  base_img: x\n  python_version: "3.11"\n';
const BAD_GATEWAY = { status: 502, body: { message: 'Bad Gateway' } };

let server: FakeGitHub | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function start(o: FakeGitHubOptions = {}): Promise<FakeGitHub> {
  server = await startFakeGitHub({ pullHead: HEAD, ...o });
  return server;
}

async function run(
  ws: string,
  inputs: Record<string, string>,
  event: Record<string, string> = eventEnv(tempDir('cca-retry-event-'), 'pull_request', pullRequestPayload(HEAD, 1)),
  env: Record<string, string> = {},
): Promise<RunResult> {
  const r = await runAction({
    workspace: ws,
    node: NODE.path,
    inputs: { 'github-token': TOKEN, ...inputs },
    env: { GITHUB_API_URL: server!.url, GITHUB_RUN_ID: '7', ...event, ...env },
    timeoutMs: 60_000,
  });
  expect(r.timedOut, describeRun(r)).toBe(false);
  expect(r.stderr, describeRun(r)).toBe('');
  return r;
}

const said = (r: RunResult, ...names: string[]) =>
  r.commands.filter((c) => names.includes(c.name) && c.properties['file'] === undefined).map((c) => c.message);

describe('writes that are retried are safe (node 24)', () => {
  it('a check-run update that went through behind a 502 is not sent again: 120 findings stay 120 annotations', async () => {
    await start();
    const files: Record<string, string> = {};
    for (let i = 0; i < 40; i++) files[`svc-${String(i).padStart(2, '0')}/${CONFIG}`] = THREE;
    server!.queue('update-check-run', { ...BAD_GATEWAY, commit: true });
    const r = await run(makeWorkspace(files), { 'check-run': 'true' });
    expect(r.code, describeRun(r)).toBe(1);
    expect(server!.checkRuns.map((c) => c.annotations)).toEqual([120]);
    expect(server!.of('get-check-run')).toHaveLength(1);
    expect(server!.of('update-check-run')).toHaveLength(2);
    expect(r.stdout).toContain('it had gone through after all; the one made is used, not a second');
    expect(r.stdout).toContain('(120 annotations)');
    expect(said(r, 'warning', 'notice')).toEqual([]);
  });

  it('a delete retried after a 502 that answers 404 is done: no permission advice, the summary counts it', async () => {
    await start({
      prFiles: [
        {
          filename: `a/${CONFIG}`,
          status: 'modified',
          patch: '@@ -1,2 +1,2 @@\n name: ok\n-version: "1"\n+version: "1.0"',
        },
      ],
    });
    // An earlier suggestion of this action's whose finding is gone.
    const stale = server!.nextId();
    server!.reviewComments.push({
      id: stale,
      path: `a/${CONFIG}`,
      body: '```suggestion\nversion: "1.0"\n```\n\n<!-- component-config-check suggestion code=wrong-type text=0123456789abcdef -->',
      line: 2,
      commit_id: HEAD,
      user: ACTIONS_BOT,
    });
    server!.queue('delete-review-comment', { ...BAD_GATEWAY, commit: true });
    const r = await run(makeWorkspace({ [`a/${CONFIG}`]: 'name: ok\nversion: "1.0"\n' }), { suggestions: 'true' });
    expect(r.code, describeRun(r)).toBe(0);
    expect(server!.reviewComments).toEqual([]);
    expect(server!.of('delete-review-comment')).toHaveLength(2);
    expect(said(r, 'warning', 'notice', 'error')).toEqual([]);
    expect(r.stdout).not.toContain('pull-requests: write');
    expect(r.summary).toContain('Earlier suggestions whose finding is gone: 1 deleted.');
  });

  it('a delete answered 404 at its first attempt (someone else removed the comment) is done: no permission advice, the cleanup goes on', async () => {
    await start({
      prFiles: [
        {
          filename: `a/${CONFIG}`,
          status: 'modified',
          patch: '@@ -1,2 +1,2 @@\n name: ok\n-version: "1"\n+version: "1.0"',
        },
      ],
    });
    // Two earlier suggestions of this action's whose finding is gone.
    const stale = [server!.nextId(), server!.nextId()];
    for (const [i, id] of stale.entries())
      server!.reviewComments.push({
        id,
        path: `a/${CONFIG}`,
        body: `\`\`\`suggestion\nversion: "1.${i}"\n\`\`\`\n\n<!-- component-config-check suggestion code=wrong-type text=0123456789abcde${i} -->`,
        line: 2,
        commit_id: HEAD,
        user: ACTIONS_BOT,
      });
    // Removed by a person between the listing and the delete: GitHub answers 404 at once.
    server!.queue('delete-review-comment', { status: 404, body: { message: 'Not Found' } });
    const r = await run(makeWorkspace({ [`a/${CONFIG}`]: 'name: ok\nversion: "1.0"\n' }), { suggestions: 'true' });
    expect(r.code, describeRun(r)).toBe(0);
    expect(server!.of('delete-review-comment')).toHaveLength(2);
    // The first answered 404 (the fake's own copy stays, as if the 404 had come first); the second was deleted.
    expect(server!.reviewComments.map((c) => c.id)).toEqual([stale[0]]);
    expect(said(r, 'warning', 'notice', 'error')).toEqual([]);
    expect(r.stdout).not.toContain('pull-requests: write');
    expect(r.stdout).toContain('404 Not Found: it was already deleted (by someone else); nothing is left to do');
    expect(r.summary).toContain('Earlier suggestions whose finding is gone: 2 deleted.');
  });

  it('a marker in the config text on the suggested line does not forge the suggestion’s own: a second run leaves it be', async () => {
    const forged = '<!-- component-config-check suggestion code=unknown-key text=fedcba9876543210 -->';
    const text = `name: s\nversion: 1.10  # ${forged}\n`;
    const patch = `@@ -0,0 +1,2 @@\n+name: s\n+version: 1.10  # ${forged}`;
    await start({ prFiles: [{ filename: `a/${CONFIG}`, status: 'added', patch }] });
    const ws = makeWorkspace({ [`a/${CONFIG}`]: text });
    const first = await run(ws, { suggestions: 'true' });
    expect(first.code, describeRun(first)).toBe(1);
    expect(server!.reviewComments).toHaveLength(1);
    const posted = server!.reviewComments[0]!;
    expect(posted.body).toContain(forged); // the suggested line holds it, above the real marker
    const second = await run(ws, { suggestions: 'true' });
    expect(second.code, describeRun(second)).toBe(1);
    expect(server!.of('delete-review-comment')).toEqual([]);
    expect(server!.of('update-review-comment')).toEqual([]);
    expect(server!.of('create-review')).toHaveLength(1);
    expect(server!.reviewComments.map((c) => c.id)).toEqual([posted.id]);
    expect(second.stdout).toContain('suggestions: nothing new to suggest (1 already on the pull request');
  });
});

describe('a read-only token is named as such (node 24)', () => {
  const refused = { status: 403, body: { message: 'Resource not accessible by integration' } };

  it('a pull request from a deleted fork (head.repo null): one notice saying so, no advice to add a permission', async () => {
    await start();
    // GitHub's description allows `head.repo: null` on the actions a deleted fork's pull request
    // still gets, such as `labeled` (a workflow on `types: [labeled]`).
    const payload = webhookPayload('pull_request', { ...pullRequestPayload(HEAD, 1, true), action: 'labeled' }) as {
      pull_request: { head: Record<string, unknown> };
    };
    payload.pull_request.head['repo'] = null;
    server!.queue('create-issue-comment', refused);
    const r = await run(
      makeWorkspace({ [`a/${CONFIG}`]: THREE }),
      { 'pr-comment': 'true' },
      eventEnv(tempDir('cca-retry-event-'), 'pull_request', payload),
    );
    expect(r.code, describeRun(r)).toBe(1);
    expect(said(r, 'notice', 'warning')).toEqual([
      'this pull request comes from a fork that has since been deleted, so the token is read-only (as for any fork) and no permission changes that; pull_request_target can write on such pull requests: the action cannot write on the pull request, so suggestions and the summary comment are skipped (the findings are in the annotations and the job summary); the verdict is unchanged',
    ]);
    expect(r.stdout).not.toContain('add `permissions: pull-requests: write`');
  });

  it('a pull request Dependabot started: one notice naming its read-only token, for the comment and the check run', async () => {
    await start();
    const payload = webhookPayload('pull_request', {
      ...pullRequestPayload(HEAD, 1),
      sender: { login: 'dependabot[bot]', id: 49699333, type: 'Bot' },
    });
    server!.queue('create-issue-comment', refused);
    server!.queue('create-check-run', refused);
    const r = await run(
      makeWorkspace({ [`a/${CONFIG}`]: THREE }),
      { 'pr-comment': 'true', 'check-run': 'true' },
      eventEnv(tempDir('cca-retry-event-'), 'pull_request', payload),
      { GITHUB_ACTOR: 'dependabot[bot]' },
    );
    expect(r.code, describeRun(r)).toBe(1);
    const lines = said(r, 'notice', 'warning');
    expect(lines).toEqual([
      'the check run "component_config" could not be written: the run was started by Dependabot (dependabot[bot]), whose runs get a read-only token unless the workflow\'s `permissions:` grant more: add `permissions: checks: write` to the job; the findings are shown as workflow annotations instead',
      "the run was started by Dependabot (dependabot[bot]), whose runs get a read-only token unless the workflow's `permissions:` grant more: add `permissions: pull-requests: write` to the job: the action cannot write on the pull request, so suggestions and the summary comment are skipped (the findings are in the annotations and the job summary); the verdict is unchanged",
    ]);
  });
});
