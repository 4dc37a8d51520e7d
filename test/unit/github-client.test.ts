// The API client against a real local HTTP server playing GitHub (test/e2e/github-server.ts):
// retries, waits, give-ups and the token's safety, through real Octokit requests. Nothing of
// Octokit is stubbed.

import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, createClient, type ClientOptions, type GitHubClient } from '../../src/github/client.js';
import { startFakeGitHub, type FakeGitHub } from '../e2e/github-server.js';

const TOKEN = 'ghs_secret123';
const CALL = 'POST /repos/{owner}/{repo}/check-runs';

let server: FakeGitHub | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** Every message a test produced, checked for the token at the end of each test. */
function collect() {
  const lines: string[] = [];
  return { lines, onRetry: (m: string) => lines.push(m) };
}

async function setup(options: Partial<ClientOptions> = {}) {
  server = await startFakeGitHub();
  const log = collect();
  const sleeps: number[] = [];
  const client = await createClient({
    token: TOKEN,
    apiUrl: server.url,
    onRetry: log.onRetry,
    // Recorded and really waited, shortened by nothing: the tests that wait keep the waits short.
    sleep: (ms) => {
      sleeps.push(ms);
      return new Promise((r) => setTimeout(r, ms));
    },
    ...options,
  });
  return { server, client, log, sleeps };
}

function createRun(client: GitHubClient) {
  return client.request(CALL, { owner: 'octo', repo: 'repo', name: 'x', head_sha: 'a'.repeat(40) });
}

async function failure(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    const e = error as ApiError;
    expect(e.message).not.toContain('\n');
    expect(e.message).not.toContain(TOKEN);
    expect(JSON.stringify(e)).not.toContain(TOKEN);
    expect(String(e.stack)).not.toContain(TOKEN);
    return e;
  }
  throw new Error('the call did not fail');
}

describe('github client', () => {
  it('sends the token as an Authorization header to GITHUB_API_URL, Enterprise prefix included', async () => {
    server = await startFakeGitHub();
    const client = await createClient({ token: TOKEN, apiUrl: `${server.url}/api/v3/` });
    const res = await createRun(client);
    expect(res.status).toBe(201);
    const [req] = server.requests;
    expect(req?.path).toBe('/api/v3/repos/octo/repo/check-runs');
    expect(req?.headers['authorization']).toBe(`token ${TOKEN}`);
    expect(req?.headers['user-agent']).toMatch(/^component-config-check /);
  });

  it('retries a 502 once and returns the success', async () => {
    const { server, client, log, sleeps } = await setup({ retry: { baseDelayMs: 20 } });
    server.queue('create-check-run', { status: 502, body: { message: 'Server Error' } });
    const res = await createRun(client);
    expect(res.status).toBe(201);
    expect(server.of('create-check-run')).toHaveLength(2);
    expect(sleeps).toHaveLength(1);
    expect(sleeps[0]).toBeGreaterThanOrEqual(10);
    expect(sleeps[0]).toBeLessThanOrEqual(20);
    expect(log.lines).toEqual([
      expect.stringMatching(
        /^POST \/repos\/\{owner\}\/\{repo\}\/check-runs: 502 Bad Gateway \(Server Error\); retrying in 0\.0 s \(attempt 2 of 5\)$/,
      ),
    ]);
  });

  it('waits retry-after seconds on a 429, then succeeds', async () => {
    const { server, client, sleeps } = await setup();
    server.queue('create-check-run', {
      status: 429,
      headers: { 'retry-after': '1' },
      body: { message: 'Too Many Requests' },
    });
    const t0 = Date.now();
    await createRun(client);
    const ms = Date.now() - t0;
    // One wait, of that second, really waited. (How much longer the calls took is the machine's.)
    expect(sleeps).toEqual([1000]);
    expect(ms).toBeGreaterThanOrEqual(950);
    const [a, b] = server.of('create-check-run');
    expect(b!.at - a!.at).toBeGreaterThanOrEqual(950);
  });

  it('waits on a secondary rate limit (403 with retry-after)', async () => {
    const sleeps: number[] = [];
    const { server, client } = await setup({ sleep: async (ms) => void sleeps.push(ms) });
    server.queue('create-check-run', {
      status: 403,
      headers: { 'retry-after': '2' },
      body: { message: 'You have exceeded a secondary rate limit' },
    });
    await createRun(client);
    expect(sleeps).toEqual([2000]);
    expect(server.of('create-check-run')).toHaveLength(2);
  });

  it('waits until x-ratelimit-reset when the primary rate limit is used up', async () => {
    const sleeps: number[] = [];
    const { server, client } = await setup({ sleep: async (ms) => void sleeps.push(ms) });
    // Well inside the time budget, so that however long the call takes the wait is still asked for.
    const reset = Math.ceil(Date.now() / 1000) + 20;
    server.queue('create-check-run', {
      status: 403,
      headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(reset), 'x-ratelimit-limit': '1000' },
      body: { message: 'API rate limit exceeded for installation ID 1.' },
    });
    const before = Date.now();
    await createRun(client);
    const after = Date.now();
    expect(sleeps).toHaveLength(1);
    // Until the reset second, plus half a second of clock margin, from when the answer came.
    expect(sleeps[0]).toBeGreaterThanOrEqual(reset * 1000 + 500 - after);
    expect(sleeps[0]).toBeLessThanOrEqual(reset * 1000 + 500 - before);
    expect(server.of('create-check-run')).toHaveLength(2);
  });

  it('gives up at once when the rate limit resets beyond the time budget, and says until when', async () => {
    const { server, client, sleeps } = await setup();
    const reset = Math.floor(Date.now() / 1000) + 3600;
    server.queue('create-check-run', {
      status: 429,
      headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(reset) },
      body: { message: 'API rate limit exceeded' },
    });
    const e = await failure(createRun(client));
    expect(sleeps).toEqual([]);
    expect(server.requests).toHaveLength(1);
    expect(e.kind).toBe('rate-limited');
    expect(e.status).toBe(429);
    const until = new Date(reset * 1000).toISOString().slice(11, 19);
    expect(e.message).toBe(
      `GitHub API call ${CALL} failed with 429 Too Many Requests (API rate limit exceeded): the API rate limit is exhausted until ${until} UTC, longer than the 60 s this action waits for GitHub; re-run the job later, or use a token with its own limit`,
    );
  });

  it('gives up on repeated 500s within the time budget, with one line naming the call', async () => {
    const { server, client, sleeps } = await setup({
      retry: { baseDelayMs: 100, maxDelayMs: 400, totalMs: 1500, maxAttempts: 100 },
    });
    const answers = Array.from({ length: 100 }, () => ({ status: 500, body: { message: 'Internal Server Error' } }));
    server.queue('create-check-run', ...answers);
    const e = await failure(createRun(client));
    // Within the budget, in what holds however slow the machine: the waits it took fit in it and
    // none comes after the last attempt. (How long each attempt took is the machine's.)
    const attempts = server.of('create-check-run');
    expect(attempts.length).toBeGreaterThanOrEqual(2);
    expect(sleeps.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1500);
    expect(sleeps).toHaveLength(attempts.length - 1);
    expect(e.kind).toBe('server');
    expect(e.status).toBe(500);
    expect(e.call).toBe(CALL);
    expect(e.attempts).toBe(server.of('create-check-run').length);
    expect(e.message).toMatch(
      /^GitHub API call POST \/repos\/\{owner\}\/\{repo\}\/check-runs failed with 500 Internal Server Error \(Internal Server Error\) after \d+ attempts in \d\.\d s: GitHub kept failing; it may be an outage \(https:\/\/www\.githubstatus\.com\): re-run the job later$/,
    );
  });

  it('shares the budget between calls: once spent, a failing call is not retried', async () => {
    const sleeps: number[] = [];
    // Fake sleeps count at their requested length: two waits of 1 s leave 1.5 s of 3.5 s.
    const { server, client } = await setup({ sleep: async (ms) => void sleeps.push(ms), retry: { totalMs: 3500 } });
    const busy = { status: 503, headers: { 'retry-after': '1' } };
    server.queue('create-check-run', busy, busy, { status: 201, body: { id: 1 } });
    await createRun(client);
    expect(sleeps).toEqual([1000, 1000]);
    // The next call's wait of 2 s would overrun the budget: it fails on its first answer.
    server.queue(
      'create-check-run',
      { status: 503, headers: { 'retry-after': '2' } },
      { status: 201, body: { id: 1 } },
    );
    const e = await failure(createRun(client));
    expect(server.of('create-check-run')).toHaveLength(4);
    expect(e.attempts).toBe(1);
  });

  it('does not retry what fetch refuses outright (a blocked port)', async () => {
    const log = collect();
    const client = await createClient({ token: TOKEN, apiUrl: 'http://127.0.0.1:9', onRetry: log.onRetry });
    const e = await failure(createRun(client));
    expect(e.kind).toBe('network');
    expect(e.attempts).toBe(1);
    expect(log.lines).toEqual([]);
    expect(e.message).toBe(
      `GitHub API call ${CALL} failed with bad port: check that GITHUB_API_URL (http://127.0.0.1:9) is reachable from the runner, or re-run the job`,
    );
  });

  it('makes at most 5 attempts by default', async () => {
    const sleeps: number[] = [];
    const { server, client } = await setup({ sleep: async (ms) => void sleeps.push(ms) });
    server.queue('create-check-run', ...Array.from({ length: 10 }, () => ({ status: 503 })));
    const e = await failure(createRun(client));
    expect(server.of('create-check-run')).toHaveLength(5);
    expect(e.attempts).toBe(5);
    expect(e.message).toContain('503 Service Unavailable after 5 attempts');
    // Exponential with equal jitter: attempt n waits between half and all of 1 s · 2^(n-1).
    expect(sleeps).toHaveLength(4);
    sleeps.forEach((ms, i) => {
      expect(ms).toBeGreaterThanOrEqual(500 * 2 ** i);
      expect(ms).toBeLessThanOrEqual(1000 * 2 ** i);
    });
  });

  it('never retries other 4xx: 403 names the permission to add', async () => {
    const { server, client, sleeps } = await setup();
    server.queue('create-check-run', {
      status: 403,
      body: { message: 'Resource not accessible by integration', documentation_url: 'https://docs.github.com/rest' },
    });
    const e = await failure(createRun(client));
    expect(server.requests).toHaveLength(1);
    expect(sleeps).toEqual([]);
    expect(e.kind).toBe('forbidden');
    expect(e.githubMessage).toBe('Resource not accessible by integration');
    expect(e.message).toBe(
      `GitHub API call ${CALL} failed with 403 Forbidden (Resource not accessible by integration): the token lacks checks: write; add \`permissions: checks: write\` to the job (a pull request from a fork gets a read-only token, which cannot write check runs)`,
    );
  });

  it.each([
    [401, 'unauthorized', 'the token is invalid or expired'],
    [404, 'not-found', 'not visible to the token'],
    [422, 'rejected', 'GitHub rejected the request'],
  ] as const)('does not retry a %i (%s)', async (status, kind, hint) => {
    const { server, client } = await setup();
    // Any status, documented for the operation or not: the client's classification is under test.
    server.queue('create-check-run', { status, body: { message: 'nope' }, undocumented: true });
    const e = await failure(createRun(client));
    expect(server.requests).toHaveLength(1);
    expect(e.kind).toBe(kind);
    expect(e.message).toContain(hint);
  });

  it('retries a dropped connection', async () => {
    const { server, client, log } = await setup({ retry: { baseDelayMs: 10 } });
    server.queue('create-check-run', { status: 0, reset: true });
    const res = await createRun(client);
    expect(res.status).toBe(201);
    expect(server.of('create-check-run')).toHaveLength(2);
    expect(log.lines).toEqual([
      expect.stringMatching(
        /^POST \/repos\/\{owner\}\/\{repo\}\/check-runs: (ECONNRESET|UND_ERR_SOCKET); retrying in 0\.0 s \(attempt 2 of 5\)$/,
      ),
    ]);
  });

  it('retries an attempt that gets no answer in time', async () => {
    const { server, client, log } = await setup({ retry: { baseDelayMs: 10, attemptTimeoutMs: 300 } });
    // An answer far later than any machine takes to give up at 0.3 s and ask again.
    server.queue('create-check-run', { status: 201, body: { id: 1 }, delayMs: 30_000 });
    const res = await createRun(client);
    const [a, b] = server.of('create-check-run');
    expect(b!.at - a!.at).toBeLessThan(30_000);
    expect(res.data.id).toBe(4242);
    expect(server.of('create-check-run')).toHaveLength(2);
    expect(log.lines).toEqual([
      expect.stringMatching(
        /^POST \/repos\/\{owner\}\/\{repo\}\/check-runs: no answer within 0\.3 s; retrying in 0\.0 s \(attempt 2 of 5\)$/,
      ),
    ]);
  });

  it('a DELETE retried after a 502 that answers 404 had gone through: done, not an error', async () => {
    const { server, client, log } = await setup({ retry: { baseDelayMs: 10 } });
    const id = server.nextId();
    server.reviewComments.push({ id, path: 'a.yaml', body: 'x', line: 1, commit_id: 'a'.repeat(40) });
    server.queue('delete-review-comment', { status: 502, body: { message: 'Bad Gateway' }, commit: true });
    const del = () =>
      client.request('DELETE /repos/{owner}/{repo}/pulls/comments/{comment_id}', {
        owner: 'octo',
        repo: 'repo',
        comment_id: id,
      });
    const res = await del();
    expect(res.status).toBe(204);
    expect(server.reviewComments).toEqual([]);
    expect(server.of('delete-review-comment')).toHaveLength(2);
    expect(log.lines.at(-1)).toBe(
      'DELETE /repos/{owner}/{repo}/pulls/comments/{comment_id}: 404 Not Found on the retry: the earlier attempt had deleted it',
    );
    // A 404 at the first attempt is done too: someone else had deleted it.
    expect((await del()).status).toBe(204);
    expect(log.lines.at(-1)).toBe(
      'DELETE /repos/{owner}/{repo}/pulls/comments/{comment_id}: 404 Not Found: it was already deleted (by someone else); nothing is left to do',
    );
  });

  it('says which API it could not reach, without the token', async () => {
    server = await startFakeGitHub();
    const url = server.url;
    await server.close();
    const client = await createClient({ token: TOKEN, apiUrl: url, retry: { maxAttempts: 2, baseDelayMs: 10 } });
    const e = await failure(createRun(client));
    expect(e.kind).toBe('network');
    expect(e.status).toBeUndefined();
    expect(e.message).toMatch(
      new RegExp(
        `^GitHub API call POST /repos/\\{owner\\}/\\{repo\\}/check-runs failed with ECONNREFUSED after 2 attempts in \\d\\.\\d s: check that GITHUB_API_URL \\(${url.replace(/\./g, '\\.')}\\) is reachable`,
      ),
    );
  });

  it('scrubs the token even when GitHub echoes it', async () => {
    const { server, client, log } = await setup({ retry: { baseDelayMs: 10, maxAttempts: 2 } });
    server.queue(
      'create-check-run',
      { status: 500, body: { message: `token ${TOKEN} broke` } },
      { status: 400, body: { message: `bad ${TOKEN}` }, undocumented: true },
    );
    const e = await failure(createRun(client));
    expect(e.message).toContain('(bad ***)');
    expect(e.githubMessage).toBe('bad ***');
    expect(log.lines.join('\n')).not.toContain(TOKEN);
    expect(log.lines[0]).toContain('token *** broke');
  });
});
