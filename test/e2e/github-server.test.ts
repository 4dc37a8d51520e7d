// The fake GitHub itself: held to GitHub's OpenAPI description (a request or an answer the
// description does not allow makes close() reject, which fails the test that closes it), the
// webhook description for the event payloads, and the documented behaviours it models.

import { afterEach, describe, expect, it } from 'vitest';
import {
  eventEnv,
  mergeGroupPayload,
  pullRequestPayload,
  pushPayload,
  startFakeGitHub,
  type FakeGitHub,
} from './github-server.js';
import { checkWebhook } from './openapi.js';
import { tempDir, cleanup } from './harness.js';
import { afterAll } from 'vitest';

afterAll(cleanup);

let server: FakeGitHub | undefined;
afterEach(async () => {
  // Tests that expect violations close the server themselves.
  await server?.close();
  server = undefined;
});

async function call(method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(
    `${server!.url}${path}`,
    body === undefined
      ? { method }
      : { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
  );
}

/** The violations close() rejects with; the server is gone after. */
async function violations(): Promise<string> {
  const s = server!;
  server = undefined;
  return s.close().then(
    () => '',
    (e: Error) => e.message,
  );
}

describe("the fake GitHub, held to GitHub's REST description", () => {
  it('takes what the description allows, and builds its answers out to the documented schema', async () => {
    server = await startFakeGitHub({ pullHead: 'd'.repeat(40) });
    const res = await call('GET', '/repos/octo/repo/pulls/17');
    expect(res.status).toBe(200);
    const pull = (await res.json()) as Record<string, unknown>;
    // Fields the fake never set, there because the description requires them.
    expect(pull).toMatchObject({ number: 17, head: { sha: 'd'.repeat(40) } });
    expect(pull).toHaveProperty('node_id');
    expect(pull).toHaveProperty('user');
    expect(await violations()).toBe('');
  });

  it('a request outside the description fails the test: path, method, parameter, body', async () => {
    server = await startFakeGitHub();
    await call('GET', '/repos/octo/repo/pulls/17/comments?per_page=100&issue_number=17');
    await call('GET', '/repos/octo/repo/pulls/seventeen/comments');
    await call('GET', '/repos/octo/repo/nothing-here');
    await call('PUT', '/repos/octo/repo/check-runs');
    await call('POST', '/repos/octo/repo/pulls/17/reviews', { event: 'MAYBE', comments: [{ line: 'x' }] });
    await call('POST', '/repos/octo/repo/check-runs', { head_sha: 'a' });
    await call('POST', '/graphql', { query: '{ viewer { login } }', operationName: 'x' });
    const said = await violations();
    expect(said).toContain('the query parameter "issue_number" is not one the operation takes');
    expect(said).toContain('the path parameter "pull_number"="seventeen"');
    expect(said).toContain('GET /repos/octo/repo/nothing-here: no such operation');
    expect(said).toContain('PUT /repos/octo/repo/check-runs: no such operation');
    expect(said).toMatch(
      /pulls\/create-review\): the request body: \/event must be equal to one of the allowed values/,
    );
    expect(said).toMatch(/checks\/create\): the request body: \(top\) must have required property 'name'/);
    expect(said).toContain('POST /graphql: the body is not { query, variables }');
  });

  it('an answer outside the description fails the test too: an undocumented status, a body of the wrong shape', async () => {
    server = await startFakeGitHub();
    server.queue('create-review', { status: 418, body: { message: 'teapot' } });
    server.queue('pr-files', { status: 200, body: [{ filename: 7 }] });
    server.queue('issue-comments', { status: 500, body: 'oops' });
    await call('POST', '/repos/octo/repo/pulls/17/reviews', { event: 'COMMENT', body: 'x' });
    await call('GET', '/repos/octo/repo/pulls/17/files');
    await call('GET', '/repos/octo/repo/issues/17/comments');
    const said = await violations();
    expect(said).toContain('answer 418 to pulls/create-review: the status is not documented for the operation');
    expect(said).toMatch(/answer 200 to pulls\/list-files: the body: \/0\/filename must be string/);
    expect(said).toContain("answer 500 to issues/list-comments: not GitHub's error shape");
  });

  it('a review is accepted or refused as a whole, with GitHub’s errors[]', async () => {
    server = await startFakeGitHub({
      prFiles: [{ filename: 'a.yaml', status: 'modified', patch: '@@ -1,2 +1,2 @@\n x\n-y\n+z' }],
    });
    const comment = (line: number) => ({ path: 'a.yaml', line, side: 'RIGHT', body: 's' });
    const refused = await call('POST', '/repos/octo/repo/pulls/17/reviews', {
      event: 'COMMENT',
      body: 'b',
      comments: [comment(2), comment(9)],
    });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ errors: ['Line could not be resolved'] });
    expect(server.reviewComments).toEqual([]);
    const ok = await call('POST', '/repos/octo/repo/pulls/17/reviews', {
      event: 'COMMENT',
      body: 'b',
      comments: [comment(2)],
    });
    expect(ok.status).toBe(200);
    expect(server.reviewComments).toHaveLength(1);
    expect(await violations()).toBe('');
  });

  it('lists paginate with Link headers; an outdated review comment is listed with line null', async () => {
    server = await startFakeGitHub();
    for (let i = 0; i < 150; i++)
      server.reviewComments.push({
        id: server.nextId(),
        path: 'a.yaml',
        body: `c${i}`,
        line: i % 2 ? null : 1,
        commit_id: 'a',
      });
    const first = await call('GET', '/repos/octo/repo/pulls/17/comments?per_page=100&page=1');
    expect(first.headers.get('link')).toBe(
      `<${server.url}/repos/octo/repo/pulls/17/comments?per_page=100&page=2>; rel="next", <${server.url}/repos/octo/repo/pulls/17/comments?per_page=100&page=2>; rel="last"`,
    );
    const items = (await first.json()) as Array<{ line: number | null }>;
    expect(items).toHaveLength(100);
    expect(items[1]!.line).toBeNull();
    const second = await call('GET', '/repos/octo/repo/pulls/17/comments?per_page=100&page=2');
    expect(second.headers.get('link')).not.toContain('rel="next"');
    expect(await second.json()).toHaveLength(50);
    expect(await violations()).toBe('');
  });

  it('a create can go through and still answer 502', async () => {
    server = await startFakeGitHub();
    server.queue('create-issue-comment', { status: 502, body: { message: 'Bad Gateway' }, commit: true });
    const res = await call('POST', '/repos/octo/repo/issues/17/comments', { body: 'hello' });
    expect(res.status).toBe(502);
    expect(server.issueComments.map((c) => c.body)).toEqual(['hello']);
    expect(await violations()).toBe('');
  });
});

describe("event payloads, held to GitHub's webhook description", () => {
  it('the builders give payloads GitHub sends; pull_request_target carries pull_request’s', () => {
    expect(checkWebhook('pull_request', pullRequestPayload('d'.repeat(40), 2))).toEqual([]);
    expect(checkWebhook('pull_request_target', pullRequestPayload('d'.repeat(40), 2, true))).toEqual([]);
    expect(checkWebhook('push', pushPayload('a'.repeat(40), 'b'.repeat(40)))).toEqual([]);
    expect(checkWebhook('merge_group', mergeGroupPayload('a'.repeat(40), 'b'.repeat(40)))).toEqual([]);
  });

  it('a test handing the action an incomplete payload fails, unless it says the payload is broken on purpose', () => {
    const dir = tempDir('cca-fake-event-');
    expect(() => eventEnv(dir, 'pull_request', { pull_request: { number: 17 } })).toThrow(
      /a test's event payload is not one GitHub sends/,
    );
    expect(() => eventEnv(dir, 'push', { before: 'a', after: 'b' })).toThrow(/webhook-push/);
    expect(eventEnv(dir, 'merge_group', { merge_group: {} }, { invalid: true })).toMatchObject({
      GITHUB_EVENT_NAME: 'merge_group',
    });
  });
});
