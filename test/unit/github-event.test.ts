// The runner's event variables, read without throwing, and the import of @actions/github made
// safe from a bad payload (its `context` parses GITHUB_EVENT_PATH when it loads).

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createClient } from '../../src/github/client.js';
import { checkRunSha, readEvent, readOnlyToken, readRepository } from '../../src/github/event.js';

const dir = mkdtempSync(join(tmpdir(), 'cca-event-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, text: string): string {
  const p = join(dir, name);
  writeFileSync(p, text);
  return p;
}

const SHA = '1'.repeat(40);
const HEAD = '2'.repeat(40);

describe('event', () => {
  it('loads @actions/github even when GITHUB_EVENT_PATH holds no JSON, and leaves the variable as it was', async () => {
    const bad = file('bad-import.json', '{ not json');
    const saved = process.env['GITHUB_EVENT_PATH'];
    process.env['GITHUB_EVENT_PATH'] = bad;
    try {
      const client = await createClient({ token: 'ghs_secret123', apiUrl: 'http://127.0.0.1:9' });
      expect(typeof client.request).toBe('function');
      expect(process.env['GITHUB_EVENT_PATH']).toBe(bad);
    } finally {
      if (saved === undefined) delete process.env['GITHUB_EVENT_PATH'];
      else process.env['GITHUB_EVENT_PATH'] = saved;
    }
  });

  it('reads the name and the payload', () => {
    const p = file('pr.json', JSON.stringify({ pull_request: { number: 3 } }));
    expect(readEvent({ GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: p })).toEqual({
      ok: true,
      name: 'pull_request',
      payload: { pull_request: { number: 3 } },
    });
  });

  it('says what is wrong with a missing, unreadable, invalid or non-object payload', () => {
    expect(readEvent({})).toEqual({
      ok: false,
      name: '',
      reason: 'GITHUB_EVENT_NAME is not set (not running on a GitHub runner?)',
    });
    expect(readEvent({ GITHUB_EVENT_NAME: 'push' })).toEqual({
      ok: false,
      name: 'push',
      reason: 'GITHUB_EVENT_PATH is not set, so the event payload cannot be read',
    });
    const missing = join(dir, 'nope.json');
    expect(readEvent({ GITHUB_EVENT_NAME: 'push', GITHUB_EVENT_PATH: missing })).toEqual({
      ok: false,
      name: 'push',
      reason: `the event payload ${missing} cannot be read (ENOENT)`,
    });
    const bad = file('bad.json', '{"a":');
    expect(readEvent({ GITHUB_EVENT_NAME: 'push', GITHUB_EVENT_PATH: bad })).toEqual({
      ok: false,
      name: 'push',
      reason: `the event payload ${bad} is not valid JSON`,
    });
    const list = file('list.json', '[1]');
    expect(readEvent({ GITHUB_EVENT_NAME: 'push', GITHUB_EVENT_PATH: list })).toEqual({
      ok: false,
      name: 'push',
      reason: `the event payload ${list} is not a JSON object`,
    });
    expect(readEvent({ GITHUB_EVENT_NAME: 'push', GITHUB_EVENT_PATH: dir })).toMatchObject({
      ok: false,
      reason: `the event payload ${dir} cannot be read (EISDIR)`,
    });
  });

  it('reads owner/repo', () => {
    expect(readRepository({ GITHUB_REPOSITORY: 'octo/repo.js' })).toEqual({ ok: true, owner: 'octo', repo: 'repo.js' });
    expect(readRepository({})).toEqual({ ok: false, reason: 'GITHUB_REPOSITORY is not set' });
    expect(readRepository({ GITHUB_REPOSITORY: 'octo' })).toEqual({
      ok: false,
      reason: 'GITHUB_REPOSITORY is "octo", not owner/repo',
    });
  });

  it('puts the check run on the PR head on pull_request events, on GITHUB_SHA otherwise', () => {
    const payload = { pull_request: { head: { sha: HEAD } } };
    expect(checkRunSha('pull_request', payload, { GITHUB_SHA: SHA })).toBe(HEAD);
    expect(checkRunSha('pull_request_target', payload, { GITHUB_SHA: SHA })).toBe(HEAD);
    expect(checkRunSha('push', payload, { GITHUB_SHA: SHA })).toBe(SHA);
    expect(checkRunSha('pull_request', {}, { GITHUB_SHA: SHA })).toBe(SHA);
    expect(checkRunSha('push', undefined, {})).toBeUndefined();
  });
});

describe('readOnlyToken', () => {
  const repo = (full_name: string) => ({ full_name });
  const pr = (head: unknown, user = 'someone') => ({
    pull_request: { head: { repo: head }, base: { repo: repo('octo/repo') }, user: { login: user } },
  });
  const why = (event: string, payload: Record<string, unknown>, actor = 'someone') =>
    readOnlyToken(event, payload, { GITHUB_ACTOR: actor }, 'pull-requests: write');

  it('names a fork, a deleted fork (head.repo null) and Dependabot; not the repository itself', () => {
    expect(why('pull_request', pr(repo('octo/repo')))).toBeUndefined();
    expect(why('pull_request', pr(repo('someone/repo')))).toMatch(/^this pull request comes from a fork, /);
    expect(why('pull_request', pr(null))).toMatch(/^this pull request comes from a fork that has since been deleted/);
    expect(why('pull_request', pr(repo('octo/repo')), 'dependabot[bot]')).toContain(
      'add `permissions: pull-requests: write` to the job',
    );
    expect(why('push', {}, 'dependabot[bot]')).toMatch(/^the run was started by Dependabot/);
  });

  it('on pull_request_target, a fork writes; Dependabot only on the pull requests it opened is read-only', () => {
    expect(why('pull_request_target', pr(repo('someone/repo')))).toBeUndefined();
    expect(why('pull_request_target', pr(repo('octo/repo')), 'dependabot[bot]')).toBeUndefined();
    expect(why('pull_request_target', pr(repo('octo/repo'), 'dependabot[bot]'), 'dependabot[bot]')).toMatch(
      /Dependabot/,
    );
  });

  it('without GITHUB_ACTOR, the payload’s sender', () => {
    expect(
      readOnlyToken('pull_request', { ...pr(repo('octo/repo')), sender: { login: 'dependabot[bot]' } }, {}, 'x'),
    ).toMatch(/Dependabot/);
  });
});
