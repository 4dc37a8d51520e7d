// End-to-end: what the built action writes on a pull request at the edges of GitHub's documented
// behaviour (issue 23), against the fake GitHub held to GitHub's OpenAPI description: a review
// refused as a whole, outdated and stale suggestions, whose comment is whose, fixes sharing a
// line, config text in a body, creates that went through behind a 502, and a run whose commit is
// no longer the pull request's head. On node 24, the runtime action.yml names.

import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  ACTIONS_BOT,
  eventEnv,
  pullRequestPayload,
  startFakeGitHub,
  type ChangedFile,
  type FakeGitHub,
  type FakeGitHubOptions,
} from './github-server.js';
import { NODE24, cleanup, describeRun, makeWorkspace, runAction, tempDir, type RunResult } from './harness.js';
import { elements, htmlText, renderGfm } from './gfm.js';

afterAll(cleanup);

const NODE = NODE24;
const TOKEN = 'ghs_edges31415';
const HEAD = 'd'.repeat(40);
const CONFIG = 'component_config.yaml';
const A = `a/${CONFIG}`;
const B = `b/${CONFIG}`;
const COMMENT_MARKER = '<!-- component-config-check pr-comment check=component_config -->';

/** Fixable: line 2 (wrong-type) and line 13 (unknown-key), both on changed lines. */
const A_TEXT = [
  'name: svc',
  'version: 1.10',
  'description: svc',
  'metadata:',
  '  a: "1"',
  '  b: "2"',
  '  c: "3"',
  '  d: "4"',
  '  e: "5"',
  '  f: "6"',
  '  g: "7"',
  'build_config:',
  '  base_img: debian:12',
  '  extra_packages: [curl]',
  '',
].join('\n');
const A_PATCH = [
  '@@ -1,3 +1,3 @@',
  ' name: svc',
  '-version: "1.10"',
  '+version: 1.10',
  ' description: svc',
  '@@ -10,5 +10,5 @@ metadata:',
  '   f: "6"',
  '   g: "7"',
  ' build_config:',
  '-  base_image: debian:12',
  '+  base_img: debian:12',
  '   extra_packages: [curl]',
].join('\n');
/** Fixable: line 3 (wrong-type). */
const B_TEXT = 'name: b\nversion: "2.0"\ndescription: on\n';
const B_PATCH = '@@ -1,3 +1,3 @@\n name: b\n version: "2.0"\n-description: "on"\n+description: on';
const FILES: ChangedFile[] = [
  { filename: A, status: 'modified', patch: A_PATCH },
  { filename: B, status: 'modified', patch: B_PATCH },
];

/** A whole new file as its patch. */
const added = (text: string) =>
  `@@ -0,0 +1,${text.trimEnd().split('\n').length} @@\n${text
    .trimEnd()
    .split('\n')
    .map((l) => `+${l}`)
    .join('\n')}`;

let server: FakeGitHub | undefined;
const runs: RunResult[] = [];

afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function start(o: FakeGitHubOptions = {}): Promise<FakeGitHub> {
  server = await startFakeGitHub({ prFiles: FILES, pullHead: HEAD, ...o });
  return server;
}

async function run(ws: string, inputs: Record<string, string> = {}): Promise<RunResult> {
  const ev = eventEnv(tempDir('cca-edge-event-'), 'pull_request', pullRequestPayload(HEAD, 2));
  const r = await runAction({
    workspace: ws,
    node: NODE.path,
    inputs: { 'github-token': TOKEN, suggestions: 'true', ...inputs },
    env: { GITHUB_API_URL: server!.url, GITHUB_RUN_ID: '7', ...ev },
    timeoutMs: 60_000,
  });
  runs.push(r);
  expect(r.timedOut, describeRun(r)).toBe(false);
  expect(r.stderr, describeRun(r)).toBe('');
  return r;
}

interface ReviewBody {
  body: string;
  comments: Array<{ path: string; line: number; start_line?: number; body: string }>;
}
const reviews = () => server!.of('create-review').map((q) => q.body as ReviewBody);
/** The GraphQL mutations that hid a comment (the viewer's login is asked of GraphQL too). */
const minimizes = () =>
  server!.of('graphql').filter((q) => /\bminimizeComment\b/.test((q.body as { query: string }).query));
const block = (body: string) => /```suggestion\n([\s\S]*?)\n?```/.exec(body)?.[1];
const lines = (r: RunResult) => r.commands.filter((c) => c.name === 'notice' || c.name === 'warning');
const at = (path: string, line: number) => server!.reviewComments.find((c) => c.path === path && c.line === line);
/** The marker of the action's suggestion replacing lines with `text` for findings `code`. */
const markerFor = (code: string, text: string) =>
  `<!-- component-config-check suggestion code=${code} text=${createHash('sha256').update(text).digest('hex').slice(0, 16)} -->`;

describe('suggestions at the edges (node 24)', () => {
  it('a review GitHub refuses as a whole is split: the acceptable suggestions are posted, the refused one listed with GitHub’s reason', async () => {
    const reason = 'pull_request_review_thread.line must be part of the diff';
    await start({ refuse: (c) => (c['path'] === B ? reason : undefined) });
    const r = await run(makeWorkspace({ [A]: A_TEXT, [B]: B_TEXT }));
    expect(r.code, describeRun(r)).toBe(1);
    expect(server!.reviewComments.map((c) => [c.path, c.line])).toEqual([
      [A, 2],
      [A, 13],
    ]);
    // At most a few extra requests: the first, then the halves.
    expect(server!.of('create-review').length).toBeLessThanOrEqual(1 + 8);
    expect(lines(r), describeRun(r)).toHaveLength(1);
    const line = lines(r)[0]!;
    expect(line.name).toBe('warning');
    expect(line.message).toContain(`GitHub refused 1 of 3 suggestions (${reason}); 2 were posted`);
    expect(line.message).not.toContain('likely a bug');
    expect(r.summary).toContain('2 fixes were posted as suggestions on the pull request.');
    const shown = htmlText(renderGfm(r.summary));
    expect(shown).toContain('GitHub refused 1 suggestion:');
    expect(shown).toContain(`${B} line 3 (wrong-type): ${reason}`);
  }, 120_000);

  it('an outdated suggestion (line null) does not count as posted: a new one is posted and the outdated one deleted', async () => {
    await start();
    const ws = makeWorkspace({ [A]: A_TEXT, [B]: B_TEXT });
    await run(ws);
    expect(server!.reviewComments).toHaveLength(3);
    const old = at(A, 2)!;
    old.line = null;
    const r = await run(ws);
    expect(r.code, describeRun(r)).toBe(1);
    expect(reviews()).toHaveLength(2);
    expect(reviews()[1]!.comments.map((c) => [c.path, c.line, block(c.body)])).toEqual([[A, 2, 'version: "1.10"']]);
    expect(server!.of('delete-review-comment').map((q) => q.path)).toEqual([
      `/repos/octo/repo/pulls/comments/${old.id}`,
    ]);
    expect(server!.reviewComments.map((c) => [c.path, c.line])).toEqual([
      [A, 13],
      [B, 3],
      [A, 2],
    ]);
  }, 120_000);

  it('suggestions whose finding is gone are deleted, or hidden when someone replied; another author’s comment is never touched', async () => {
    await start();
    const ws = makeWorkspace({ [A]: A_TEXT, [B]: B_TEXT });
    await run(ws);
    const [a2, a13, b3] = [at(A, 2)!, at(A, 13)!, at(B, 3)!];
    const alice = { login: 'alice', id: 11, type: 'User' as const };
    const mallory = { login: 'mallory', id: 12, type: 'User' as const };
    const reply = {
      id: server!.nextId(),
      path: B,
      body: 'why?',
      line: 3,
      commit_id: HEAD,
      user: alice,
      in_reply_to_id: b3.id,
    };
    const foreign = {
      id: server!.nextId(),
      path: A,
      body: `copied\n\n${a2.body}`,
      line: 2,
      commit_id: HEAD,
      user: mallory,
    };
    server!.reviewComments.push(reply, foreign);
    // The next push fixes A's line 2 and B's line 3.
    writeFileSync(join(ws, A), A_TEXT.replace('version: 1.10', 'version: "1.10"'));
    writeFileSync(join(ws, B), B_TEXT.replace('description: on', 'description: "on"'));

    const r = await run(ws);
    expect(r.code, describeRun(r)).toBe(1); // A's line 13 still fails
    expect(lines(r), describeRun(r)).toEqual([]);
    expect(reviews()).toHaveLength(1);
    expect(server!.of('delete-review-comment').map((q) => q.path)).toEqual([
      `/repos/octo/repo/pulls/comments/${a2.id}`,
    ]);
    const [minimize] = minimizes();
    expect(minimizes()).toHaveLength(1);
    expect(minimize!.body).toMatchObject({ variables: { id: `PRRC_${b3.id}` } });
    expect((minimize!.body as { query: string }).query).toMatch(
      /minimizeComment\(input: \{ subjectId: \$id, classifier: OUTDATED \}\)/,
    );
    expect(b3.minimized).toBe('OUTDATED');
    expect(server!.reviewComments.map((c) => c.id)).toEqual([a13.id, b3.id, reply.id, foreign.id]);
    expect(reply.body).toBe('why?');
    expect(foreign.body).toBe(`copied\n\n${a2.body}`);
    expect(r.summary).toContain(
      'Earlier suggestions whose finding is gone: 1 deleted, 1 hidden as outdated (someone had replied).',
    );

    // Done once: the hidden one's marker is retired, so a later run leaves it be.
    const again = await run(ws);
    expect(again.code, describeRun(again)).toBe(1);
    expect(minimizes()).toHaveLength(1);
    expect(server!.of('delete-review-comment')).toHaveLength(1);
  }, 120_000);

  it('only the token’s own comments with the marker count as the action’s: a marker in another author’s comment is ignored', async () => {
    // A token whose user GET /user can read: its comments are octo-bot's, not github-actions[bot]'s.
    await start({ user: { login: 'octo-bot', id: 7, type: 'User' } });
    const foreignSuggestion = {
      id: server!.nextId(),
      path: A,
      body: `suggested by hand\n\n${markerFor('wrong-type', 'version: "1.10"')}`,
      line: 2,
      commit_id: HEAD,
      user: ACTIONS_BOT,
    };
    server!.reviewComments.push(foreignSuggestion);
    const foreignSummary = { id: server!.nextId(), body: `${COMMENT_MARKER}\nnot mine`, user: ACTIONS_BOT };
    server!.issueComments.push(foreignSummary);
    const ws = makeWorkspace({ [A]: A_TEXT, [B]: B_TEXT });

    const r = await run(ws, { 'pr-comment': 'true' });
    expect(r.code, describeRun(r)).toBe(1);
    // Its login is GraphQL's viewer; GET /user is not needed.
    expect(server!.of('graphql').map((q) => (q.body as { query: string }).query)).toEqual([
      'query { viewer { login } }',
    ]);
    expect(server!.of('get-user')).toEqual([]);
    expect(reviews()[0]!.comments.map((c) => [c.path, c.line])).toEqual([
      [A, 2],
      [A, 13],
      [B, 3],
    ]);
    expect(server!.of('update-issue-comment')).toEqual([]);
    expect(server!.issueComments).toHaveLength(2);
    expect(foreignSummary.body).toBe(`${COMMENT_MARKER}\nnot mine`);

    // Its own are recognised: nothing posted twice, its summary comment edited in place.
    const again = await run(ws, { 'pr-comment': 'true' });
    expect(again.code, describeRun(again)).toBe(1);
    expect(reviews()).toHaveLength(1);
    expect(server!.of('update-issue-comment').map((q) => q.path)).toEqual([
      `/repos/octo/repo/issues/comments/${server!.issueComments[1]!.id}`,
    ]);
    expect(server!.reviewComments).toContainEqual(foreignSuggestion);
    expect(server!.of('delete-review-comment')).toEqual([]);
  }, 120_000);

  it('another GitHub App’s installation token: its login is GraphQL’s viewer (GET /user refuses it), so its comment is edited, not posted again', async () => {
    const app = { login: 'config-gate[bot]', id: 9, type: 'Bot' as const };
    await start({ user: app });
    // github-actions[bot]'s comment with the marker is not this token's.
    const foreignSummary = { id: server!.nextId(), body: `${COMMENT_MARKER}\nnot mine`, user: ACTIONS_BOT };
    server!.issueComments.push(foreignSummary);
    const ws = makeWorkspace({ [A]: A_TEXT, [B]: B_TEXT });
    const first = await run(ws, { 'pr-comment': 'true', suggestions: 'false' });
    expect(first.code, describeRun(first)).toBe(1);
    expect(server!.of('create-issue-comment')).toHaveLength(1);
    const again = await run(ws, { 'pr-comment': 'true', suggestions: 'false' });
    expect(again.code, describeRun(again)).toBe(1);
    expect(server!.of('create-issue-comment'), describeRun(again)).toHaveLength(1);
    expect(server!.of('update-issue-comment').map((q) => q.path)).toEqual([
      `/repos/octo/repo/issues/comments/${server!.issueComments[1]!.id}`,
    ]);
    expect(server!.issueComments.map((c) => c.user?.login)).toEqual(['github-actions[bot]', 'config-gate[bot]']);
    expect(foreignSummary.body).toBe(`${COMMENT_MARKER}\nnot mine`);
    expect(server!.of('get-user')).toEqual([]);

    // Without GraphQL, GET /user refuses an app: the default token's bot is assumed, and the log says so once.
    await server!.close();
    await start({ user: app, viewerRefused: true });
    const blind = await run(ws, { 'pr-comment': 'true', suggestions: 'false' });
    expect(blind.code, describeRun(blind)).toBe(1);
    expect(server!.of('get-user')).toHaveLength(1);
    expect(blind.stdout).toContain("the token's login could not be read (GraphQL viewer: ");
    expect(blind.stdout).toMatch(
      /GET \/user: .*403.*\); taking it as github-actions\[bot\], so only its comments count as this action's own/,
    );
  }, 120_000);

  it('two fixes on the same line become one suggestion carrying both', async () => {
    const text = 'name: m\nversion: "1"\nmetadata: {a: 2024-01-01, b: 2024-01-02}\n';
    await start({ prFiles: [{ filename: A, status: 'added', patch: added(text) }] });
    const r = await run(makeWorkspace({ [A]: text }));
    expect(r.code, describeRun(r)).toBe(1);
    expect(reviews()).toHaveLength(1);
    const comments = reviews()[0]!.comments;
    expect(comments.map((c) => [c.path, c.line, block(c.body)])).toEqual([
      [A, 3, 'metadata: {a: "2024-01-01", b: "2024-01-02"}'],
    ]);
    expect(comments[0]!.body.match(/\*\*`unsupported-value`\*\*/g)).toHaveLength(2);
    expect(comments[0]!.body).toContain(
      '<!-- component-config-check suggestion code=unsupported-value+unsupported-value ',
    );
  }, 120_000);

  it('config text in a suggestion or the review never mentions anyone nor becomes markup', async () => {
    const text = 'name: m\nversion: "1"\nmetadata:\n  "@org/team`x": 2024-01-01\n';
    await start({ prFiles: [{ filename: A, status: 'added', patch: added(text) }] });
    const r = await run(makeWorkspace({ [A]: text }), { 'check-name': '@org/team *now*' });
    expect(r.code, describeRun(r)).toBe(1);
    const review = reviews()[0]!;
    const body = review.comments[0]!.body;
    // A mention is an `@` in prose that is not backslash-escaped; in code (the suggestion block,
    // a code span) GitHub mentions no one.
    const prose = (md: string) =>
      md.replace(/```suggestion\n[\s\S]*?```/, '').replace(/(`+)(?!`)[\s\S]*?(?<!`)\1(?!`)/g, '');
    for (const md of [body, review.body]) expect(prose(md)).not.toMatch(/(?<!\\)@org\/team/);
    expect(elements(renderGfm(body), 'code').join('\n')).toContain('@org/team`x');
    // The key is in the suggested line (the message does not repeat the place it is about).
    expect(htmlText(renderGfm(body))).toContain('"@org/team`x": "2024-01-01"');
    expect(renderGfm(review.body)).not.toContain('<em>');
    expect(htmlText(renderGfm(review.body))).toContain('@org/team *now*: 1 fix as suggestions.');
  }, 120_000);

  it('a create that went through behind a 502 is not made twice: the review, the comment and the check run', async () => {
    await start();
    const behind502 = { status: 502, body: { message: 'Bad Gateway' }, commit: true };
    server!.queue('create-review', behind502);
    server!.queue('create-issue-comment', behind502);
    server!.queue('create-check-run', behind502);
    const r = await run(makeWorkspace({ [A]: A_TEXT, [B]: B_TEXT }), { 'pr-comment': 'true', 'check-run': 'true' });
    expect(r.code, describeRun(r)).toBe(1);
    expect(lines(r), describeRun(r)).toEqual([]);
    expect(server!.of('create-review')).toHaveLength(1);
    expect(server!.reviews).toHaveLength(1);
    expect(server!.reviewComments).toHaveLength(3);
    expect(server!.of('create-issue-comment')).toHaveLength(1);
    expect(server!.issueComments).toHaveLength(1);
    expect(server!.of('create-check-run')).toHaveLength(1);
    expect(server!.checkRuns).toHaveLength(1);
    expect(server!.checkRuns[0]).toMatchObject({ head_sha: HEAD, name: 'component_config', conclusion: 'failure' });
    expect(r.stdout).toContain('it had gone through after all; the one made is used, not a second');
  }, 120_000);

  it('a run whose commit is no longer the pull request’s head writes nothing there, and says so once', async () => {
    await start();
    server!.setPullHead('f'.repeat(40));
    const ws = makeWorkspace({ [A]: A_TEXT, [B]: B_TEXT });
    const report = join(tempDir('cca-edge-io-'), 'report.json');
    const r = await run(ws, { 'pr-comment': 'true', 'report-file': report });
    expect(r.code, describeRun(r)).toBe(1);
    expect(server!.requests.map((q) => q.route)).toEqual(['get-pull']);
    expect(lines(r).map((c) => [c.name, c.message])).toEqual([
      [
        'notice',
        "suggestions and pr-comment: the pull request's head is now ffffffffffff, not dddddddddddd which this run checked, so nothing is written on it (the run for the newer commit writes its own); the verdict of this run is unchanged",
      ],
    ]);
    // Every finding is still annotated.
    const findings = (JSON.parse(readFileSync(report, 'utf8')) as { findings: unknown[] }).findings;
    expect(r.annotations).toHaveLength(findings.length);
  }, 120_000);

  it('no API failure changes the verdict: every call refused or failing is at most one line, and the findings stay', async () => {
    const ws = makeWorkspace({ [A]: A_TEXT, [B]: B_TEXT });
    await start();
    const report = join(tempDir('cca-edge-io-'), 'report.json');
    const clean = await run(ws, { suggestions: 'false', 'report-file': report });
    await server!.close();
    // GitHub refuses every suggestion, cannot tell the head nor the user, and refuses the comments.
    await start({ refuse: () => 'Validation Failed: not today' });
    server!.queue('get-pull', { status: 404, body: { message: 'Not Found' } });
    server!.queue('graphql', { status: 401, body: { message: 'Bad credentials' } });
    server!.queue('get-user', { status: 401, body: { message: 'Bad credentials' } });
    server!.queue('issue-comments', { status: 403, body: { message: 'Resource not accessible by integration' } });
    const r = await run(ws, { 'pr-comment': 'true', 'report-file': report });
    expect(r.code, describeRun(r)).toBe(clean.code);
    expect(r.code).toBe(1);
    expect(r.annotations).toEqual(clean.annotations);
    expect(r.outputs).toEqual(clean.outputs);
    expect(server!.reviewComments).toEqual([]);
    expect(server!.of('create-review').length).toBeLessThanOrEqual(1 + 8);
    const said = lines(r).map((c) => c.message);
    expect(said, describeRun(r)).toHaveLength(2);
    expect(said[0]).toMatch(/^suggestions: GitHub refused 3 of 3 suggestions \(Validation Failed: not today/);
    expect(said[1]).toMatch(
      /^pr-comment: the comments of the pull request could not be read.*403.*the verdict is unchanged$/,
    );
    expect(r.stdout).toContain("the pull request's current head could not be read");
  }, 120_000);

  it('max-suggestions takes a whole number from 1 to 1000: anything else is one clear error', async () => {
    await start();
    const r = await run(makeWorkspace({ [A]: A_TEXT }), { 'max-suggestions': '0' });
    expect(r.code, describeRun(r)).toBe(1);
    expect(r.messages.map((m) => m.message)).toEqual([
      'input "max-suggestions" is "0"; it accepts a whole number from 1 to 1000 (default 30)',
    ]);
    expect(server!.requests).toEqual([]);
  }, 120_000);
});

describe('the token', () => {
  it('appears in no output or summary of any run above', () => {
    expect(runs.length).toBeGreaterThan(10);
    for (const r of runs) {
      // Masked as soon as it is read (a run stopped by a bad input earlier never reads it).
      for (const l of r.stdout.split('\n').filter((l) => l.includes(TOKEN))) expect(l).toBe(`::add-mask::${TOKEN}`);
      expect(r.summary + r.stderr).not.toContain(TOKEN);
    }
  });
});
