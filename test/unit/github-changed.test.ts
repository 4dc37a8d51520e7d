// Changed files for only-changed, against the local fake GitHub: PR file pages, push compares,
// and every case that must fall back to checking all files.

import { afterEach, describe, expect, it } from 'vitest';
import { changedConfigFiles, selectChanged, type ChangedFiles } from '../../src/github/changed.js';
import { createClient, type GitHubClient } from '../../src/github/client.js';
import { manyChangedFiles, startFakeGitHub, type FakeGitHub, type FakeGitHubOptions } from '../e2e/github-server.js';

const TOKEN = 'ghs_secret123';
const BEFORE = 'b'.repeat(40);
const AFTER = 'a'.repeat(40);

let server: FakeGitHub | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function setup(options: FakeGitHubOptions = {}): Promise<{ server: FakeGitHub; client: GitHubClient }> {
  server = await startFakeGitHub(options);
  const client = await createClient({ token: TOKEN, apiUrl: server.url, retry: { baseDelayMs: 10, maxAttempts: 2 } });
  return { server, client };
}

const pr = (changed_files?: number) => ({
  pull_request: { number: 17, ...(changed_files === undefined ? {} : { changed_files }), head: { sha: AFTER } },
});

function fallback(r: ChangedFiles): string {
  if (!('fallback' in r)) throw new Error(`expected a fallback, got ${r.files.length} files`);
  return r.fallback;
}

describe('changed files', () => {
  it('lists a pull request over three pages: every path, removed ones and both names of a rename', async () => {
    const all = manyChangedFiles(250);
    const { server, client } = await setup({ prFiles: all });
    const r = await changedConfigFiles(client, {
      eventName: 'pull_request',
      event: pr(250),
      owner: 'octo',
      repo: 'repo',
    });
    const expected = all.flatMap((f) => [f.filename, ...(f.previous_filename ? [f.previous_filename] : [])]);
    expect(r).toEqual({ files: expected });
    expect(expected).toHaveLength(275);
    expect(expected).toContain('dir-0007/component_config.yaml');
    expect(expected).toContain('old-7/component_config.yaml');
    expect(expected).toContain('dir-0003/component_config.yaml');
    expect(server.requests.map((q) => [q.path, q.query])).toEqual(
      [1, 2, 3].map((page) => ['/repos/octo/repo/pulls/17/files', { per_page: '100', page: String(page) }]),
    );
  });

  it('stops at a short page when the payload gives no count', async () => {
    const { server, client } = await setup({ prFiles: manyChangedFiles(120) });
    const r = await changedConfigFiles(client, {
      eventName: 'pull_request_target',
      event: pr(),
      owner: 'octo',
      repo: 'repo',
    });
    expect('files' in r && r.files.length).toBe(132);
    expect(server.requests).toHaveLength(2);
  });

  it('a payload count below the real one does not stop the paging: only a short page does', async () => {
    // changed_files is as of the event; the list is as of now (a push since adds files).
    const { server, client } = await setup({ prFiles: manyChangedFiles(150) });
    const r = await changedConfigFiles(client, {
      eventName: 'pull_request',
      event: pr(100),
      owner: 'octo',
      repo: 'repo',
    });
    expect('files' in r && r.files).toContain('dir-0149/component_config.yaml');
    expect(server.requests.map((q) => q.query['page'])).toEqual(['1', '2']);
  });

  it('a count that is a multiple of 100 ends with an empty page', async () => {
    const { server, client } = await setup({ prFiles: manyChangedFiles(200) });
    const r = await changedConfigFiles(client, {
      eventName: 'pull_request',
      event: pr(200),
      owner: 'octo',
      repo: 'repo',
    });
    expect('files' in r && r.files.length).toBe(220);
    expect(server.requests).toHaveLength(3);
  });

  it('falls back when the pull request changes more than 3,000 files, without listing', async () => {
    const { server, client } = await setup();
    const r = await changedConfigFiles(client, {
      eventName: 'pull_request',
      event: pr(3500),
      owner: 'octo',
      repo: 'repo',
    });
    expect(fallback(r)).toBe(
      'the pull request changes 3,000 files or more, which the API cannot list in full; checking all matching files',
    );
    expect(server.requests).toHaveLength(0);
  });

  it('falls back when the listing stops at 3,000 files', async () => {
    const { server, client } = await setup({ prFiles: manyChangedFiles(3200) });
    const r = await changedConfigFiles(client, { eventName: 'pull_request', event: pr(), owner: 'octo', repo: 'repo' });
    expect(fallback(r)).toMatch(/^the pull request changes 3,000 files or more/);
    expect(server.requests).toHaveLength(30);
  });

  it('falls back on a listing of exactly 3,000, whatever the payload says: the API cuts there', async () => {
    const { server, client } = await setup({ prFiles: manyChangedFiles(3200) });
    const r = await changedConfigFiles(client, {
      eventName: 'pull_request',
      event: pr(3000),
      owner: 'octo',
      repo: 'repo',
    });
    expect(fallback(r)).toMatch(/^the pull request changes 3,000 files or more/);
    expect(server.requests).toHaveLength(30);
  });

  it('lists a push by comparing before...after', async () => {
    const { server, client } = await setup({
      compareFiles: [
        { filename: 'a/component_config.yaml', status: 'modified' },
        { filename: 'b/component_config.yaml', status: 'removed' },
        { filename: 'c/component_config.yaml', status: 'renamed', previous_filename: 'old/component_config.yaml' },
        { filename: 'README.md', status: 'added' },
      ],
    });
    const r = await changedConfigFiles(client, {
      eventName: 'push',
      event: { before: BEFORE, after: AFTER },
      owner: 'octo',
      repo: 'repo',
    });
    expect(r).toEqual({
      files: [
        'a/component_config.yaml',
        'b/component_config.yaml',
        'c/component_config.yaml',
        'old/component_config.yaml',
        'README.md',
      ],
    });
    expect(server.requests.map((q) => q.path)).toEqual([`/repos/octo/repo/compare/${BEFORE}...${AFTER}`]);
  });

  it('falls back on a push that created the branch (before is all zeros)', async () => {
    const { server, client } = await setup();
    const r = await changedConfigFiles(client, {
      eventName: 'push',
      event: { before: '0'.repeat(40), after: AFTER },
      owner: 'octo',
      repo: 'repo',
    });
    expect(fallback(r)).toBe(
      'the push created the branch, so there is no earlier commit to compare with; checking all matching files',
    );
    expect(server.requests).toHaveLength(0);
  });

  it('falls back when the compare lists 300 files, its limit', async () => {
    const { client } = await setup({ compareFiles: manyChangedFiles(300) });
    const r = await changedConfigFiles(client, {
      eventName: 'push',
      event: { before: BEFORE, after: AFTER },
      owner: 'octo',
      repo: 'repo',
    });
    expect(fallback(r)).toMatch(/^the push changes 300 files or more/);
  });

  it('falls back on other events, naming the event', async () => {
    const { server, client } = await setup();
    const r = await changedConfigFiles(client, {
      eventName: 'workflow_dispatch',
      event: {},
      owner: 'octo',
      repo: 'repo',
    });
    expect(fallback(r)).toBe(
      'the event is "workflow_dispatch", which has no list of changed files (only pull_request, pull_request_target, push and merge_group have one); checking all matching files',
    );
    expect(server.requests).toHaveLength(0);
  });

  it("merge_group: compares the group's base_sha and head_sha", async () => {
    const { server, client } = await setup({
      compareFiles: [
        { filename: 'a/component_config.yaml', status: 'modified' },
        { filename: 'b/component_config.yaml', status: 'removed' },
      ],
    });
    const req = { eventName: 'merge_group', owner: 'octo', repo: 'repo' };
    const r = await changedConfigFiles(client, {
      ...req,
      event: { merge_group: { base_sha: BEFORE, head_sha: AFTER } },
    });
    expect(r).toEqual({ files: ['a/component_config.yaml', 'b/component_config.yaml'] });
    expect(server.requests.map((q) => q.path)).toEqual([`/repos/octo/repo/compare/${BEFORE}...${AFTER}`]);

    for (const merge_group of [{}, { base_sha: BEFORE }, { base_sha: 'main', head_sha: AFTER }]) {
      expect(fallback(await changedConfigFiles(client, { ...req, event: { merge_group } }))).toBe(
        'the merge_group event payload has no base_sha/head_sha commits; checking all matching files',
      );
    }
    expect(server.requests).toHaveLength(1);
  });

  it('merge_group: 300 files or more in the compare falls back', async () => {
    const { client } = await setup({ compareFiles: manyChangedFiles(300) });
    const r = await changedConfigFiles(client, {
      eventName: 'merge_group',
      event: { merge_group: { base_sha: BEFORE, head_sha: AFTER } },
      owner: 'octo',
      repo: 'repo',
    });
    expect(fallback(r)).toBe(
      'the merge group changes 300 files or more, more than the compare API lists; checking all matching files',
    );
  });

  it('falls back on a payload without a pull request number', async () => {
    const { client } = await setup();
    const r = await changedConfigFiles(client, {
      eventName: 'pull_request',
      event: { pull_request: {} },
      owner: 'octo',
      repo: 'repo',
    });
    expect(fallback(r)).toMatch(/no pull request number/);
  });

  it('falls back with the reason when the API fails, naming the call and never the token', async () => {
    const { server, client } = await setup({ prFiles: manyChangedFiles(250) });
    server.queue(
      'pr-files',
      { status: 200, body: manyChangedFiles(100) },
      { status: 403, body: { message: 'Resource not accessible by integration' } },
    );
    const r = await changedConfigFiles(client, {
      eventName: 'pull_request',
      event: pr(250),
      owner: 'octo',
      repo: 'repo',
    });
    const reason = fallback(r);
    expect(reason).toBe(
      'the changed files could not be listed (GitHub API call GET /repos/{owner}/{repo}/pulls/{pull_number}/files failed with 403 Forbidden (Resource not accessible by integration): the token lacks pull-requests: read; add `permissions: pull-requests: read` to the job); checking all matching files',
    );
    expect(reason).not.toContain(TOKEN);
  });

  it('falls back when the compare fails (a force-push removed the earlier commit)', async () => {
    const { server, client } = await setup();
    server.queue('compare', { status: 404, body: { message: 'Not Found' } });
    const r = await changedConfigFiles(client, {
      eventName: 'push',
      event: { before: BEFORE, after: AFTER },
      owner: 'octo',
      repo: 'repo',
    });
    expect(fallback(r)).toMatch(
      /^the changed files could not be listed \(GitHub API call GET \/repos\/\{owner\}\/\{repo\}\/compare\/\{basehead\} failed with 404 Not Found \(Not Found\): one of the two commits/,
    );
  });

  it('selects the matched files a change touches, also when the repository sits below the workspace', () => {
    const matched = [
      'a/component_config.yaml',
      'b/component_config.yaml',
      'repo/c/component_config.yaml',
      'xc/component_config.yaml',
    ];
    expect(selectChanged(matched, ['a/component_config.yaml', 'c/component_config.yaml', 'README.md'])).toEqual([
      'a/component_config.yaml',
      'repo/c/component_config.yaml',
    ]);
    expect(selectChanged(matched, [])).toEqual([]);
  });
});

describe('selectChanged with what each file points at', () => {
  it('selects a file by a changed path it points at, or one below a directory it points at', () => {
    const matched = ['a/component_config.yaml', 'b/component_config.yaml', 'c/component_config.yaml'];
    const points: Record<string, string[]> = {
      'a/component_config.yaml': ['a/component_config.yaml', 'a/component_api.py', 'a/data'],
      'b/component_config.yaml': ['b/component_config.yaml', 'b/component_api.py', 'shared/lib.py'],
      'c/component_config.yaml': ['c/component_config.yaml', 'c/component_api.py', '.'],
    };
    const watched = (file: string) => ({ paths: points[file]!, exact: true });
    expect(selectChanged(matched, ['a/data/x/y.csv'], watched)).toEqual([
      'a/component_config.yaml',
      'c/component_config.yaml',
    ]);
    expect(selectChanged(matched, ['shared/lib.py'], watched)).toEqual([
      'b/component_config.yaml',
      'c/component_config.yaml',
    ]);
    // `a/data` is a path, not a prefix: `a/database` is not below it.
    expect(selectChanged(matched.slice(0, 2), ['a/database', 'b/component_api.pyc'], watched)).toEqual([]);
    expect(selectChanged(matched, [], watched)).toEqual([]);
  });
});
