// End-to-end: the verdict covers what the change touched, is about the commit that was read, and
// places everything by its path from the repository's root. The built action against the fake
// GitHub, in real git repositories made here; the event payloads are copies of GitHub's own
// shapes (test/e2e/events/*.json, complete against its webhook description) with this test's
// commits and files filled in.

import { git } from './clients.js';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { eventEnv, startFakeGitHub, type ChangedFile, type FakeGitHub } from './github-server.js';
import {
  NODES,
  SHA,
  cleanup,
  describeRun,
  makeWorkspace,
  runAction,
  spawnTimeout,
  tempDir,
  type RunResult,
} from './harness.js';

afterAll(cleanup);

const TOKEN = 'ghs_verdictsecret789';
const CONFIG = 'component_config.yaml';
const API = 'def apply(inputs):\n    return inputs\n';
const VALID = 'name: ok\nversion: "1.0"\n';
/** One error (wrong-type at `version`, its list on line 3). */
const INVALID = 'name: bad\nversion:\n  - 1\n';
const withSource = (source: string) =>
  `name: c\nversion: "1.0"\nbuild_config:\n  package_data:\n    - ["${source}", /opt/data]\n`;

let server: FakeGitHub | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

// ---------------------------------------------------------------------------------------------
// Git repositories and event payloads.

/** A repository at `dir` on branch main with `files` in one commit; returns the commit. */
function repoWith(dir: string, files: Record<string, string>): string {
  makeWorkspace(files, dir);
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'base');
  return git(dir, 'rev-parse', 'HEAD');
}

/** A commit on branch `branch` changing `files`, then back to main; returns the commit. */
function branchCommit(dir: string, branch: string, files: Record<string, string>): string {
  git(dir, 'checkout', '-q', '-b', branch);
  makeWorkspace(files, dir);
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', branch);
  const sha = git(dir, 'rev-parse', 'HEAD');
  git(dir, 'checkout', '-q', 'main');
  return sha;
}

const template = (name: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, 'events', `${name}.json`), 'utf8')) as Record<string, any>;

/** A pull_request (or pull_request_target) synchronize payload for PR 17 of octo/repo. */
function pullRequestEvent(head: string, base: string, changedFiles: number): Record<string, any> {
  const p = template('pull_request');
  p['after'] = head;
  p['before'] = base;
  Object.assign(p['pull_request'], { changed_files: changedFiles });
  p['pull_request'].head.sha = head;
  p['pull_request'].base.sha = base;
  return p;
}

function pushEvent(before: string, after: string): Record<string, any> {
  return { ...template('push'), before, after };
}

function mergeGroupEvent(base: string, head: string): Record<string, any> {
  const m = template('merge_group');
  Object.assign(m['merge_group'], { base_sha: base, head_sha: head });
  m['merge_group'].head_commit.id = head;
  return m;
}

const event = (name: string, payload: unknown) => eventEnv(tempDir('cca-verdict-event-'), name, payload);

async function run(
  ws: string,
  node: string,
  inputs: Record<string, string>,
  ev: Record<string, string>,
): Promise<RunResult> {
  const r = await runAction({
    workspace: ws,
    node,
    inputs: { 'github-token': TOKEN, ...inputs },
    env: { GITHUB_API_URL: server!.url, GITHUB_RUN_ID: '99', ...ev },
    timeoutMs: 60_000,
  });
  expect(r.timedOut, describeRun(r)).toBe(false);
  expect(r.stderr, describeRun(r)).toBe('');
  expect(r.stdout.split('\n').filter((l) => l.includes(TOKEN))).toEqual([`::add-mask::${TOKEN}`]);
  return r;
}

const errorsOf = (r: RunResult) => r.messages.filter((m) => m.name === 'error').map((m) => m.message);
const codesByFile = (r: RunResult) => r.annotations.map((a) => `${a.file} ${a.code}`).sort();

// ---------------------------------------------------------------------------------------------

const HEAD = 'c'.repeat(40);
const BASE = 'b'.repeat(40);

/**
 * Five configs, none of which the change touches itself: a's directory source holds a changed
 * file, b's source was renamed away, c's source and e's component_api.py were removed; d is
 * untouched (and invalid, so that checking it would show).
 */
const POINTED_FILES = {
  [`a/${CONFIG}`]: withSource('data'),
  'a/component_api.py': API,
  'a/data/table.csv': 'x,y\n',
  [`b/${CONFIG}`]: withSource('../shared/lib.py'),
  'b/component_api.py': API,
  [`c/${CONFIG}`]: withSource('gone.txt'),
  'c/component_api.py': API,
  [`d/${CONFIG}`]: INVALID,
  'd/component_api.py': API,
  [`e/${CONFIG}`]: VALID,
};
const POINTED_CHANGES: ChangedFile[] = [
  { filename: 'a/data/table.csv', status: 'modified' },
  { filename: 'shared/lib2.py', status: 'renamed', previous_filename: 'shared/lib.py' },
  { filename: 'c/gone.txt', status: 'removed' },
  { filename: 'e/component_api.py', status: 'removed' },
  { filename: 'README.md', status: 'modified' },
];

describe.each(NODES)('only-changed with check-paths on $label', (node) => {
  const cases = [
    { name: 'pull_request', payload: () => pullRequestEvent(HEAD, BASE, POINTED_CHANGES.length), by: 'pull request' },
    { name: 'push', payload: () => pushEvent(BASE, HEAD), by: 'push' },
    { name: 'merge_group', payload: () => mergeGroupEvent(BASE, HEAD), by: 'merge group' },
  ];
  it.each(cases)(
    '$name: a changed, renamed or removed path selects every config that points at it',
    async ({ name, payload, by }) => {
      server = await startFakeGitHub({ prFiles: POINTED_CHANGES, compareFiles: POINTED_CHANGES });
      const ws = tempDir('cca-verdict-ws-');
      repoWith(ws, POINTED_FILES);
      const r = await run(ws, node.path, { 'only-changed': 'true', 'check-paths': 'true' }, event(name, payload()));
      expect(r.code, describeRun(r)).toBe(1);
      expect(server.requests.map((q) => q.route)).toEqual([name === 'pull_request' ? 'pr-files' : 'compare']);
      expect(r.outputs['files-checked'], describeRun(r)).toBe('4');
      expect(r.stdout).toContain(
        `only-changed: 4 of 5 matching files are changed by this ${by}, or point at a path it changes (check-paths)`,
      );
      // b's source is gone under its old name, c's is removed, e's API module is removed; d is not checked.
      expect(codesByFile(r)).toEqual([
        `b/${CONFIG} missing-source`,
        `c/${CONFIG} missing-source`,
        `e/${CONFIG} missing-api-module`,
      ]);
    },
    spawnTimeout(1),
  );
});

describe.each(NODES)('only-changed and the policy file on $label', (node) => {
  it(
    'a pull request that changes only the policy file checks every config, with or without check-paths',
    async () => {
      const changes: ChangedFile[] = [{ filename: '.component-config-check.yaml', status: 'modified' }];
      for (const checkPaths of ['false', 'true']) {
        server = await startFakeGitHub({ prFiles: changes });
        const ws = tempDir('cca-verdict-policy-');
        repoWith(ws, {
          '.component-config-check.yaml': 'severity:\n  wrong-type: error\n',
          [`a/${CONFIG}`]: VALID,
          'a/component_api.py': API,
          [`d/${CONFIG}`]: INVALID,
          'd/component_api.py': API,
        });
        const r = await run(
          ws,
          node.path,
          { 'only-changed': 'true', 'check-paths': checkPaths },
          event('pull_request', pullRequestEvent(HEAD, BASE, changes.length)),
        );
        expect(r.code, describeRun(r)).toBe(1);
        expect(r.outputs['files-checked'], describeRun(r)).toBe('2');
        expect(codesByFile(r)).toEqual([`d/${CONFIG} wrong-type`]);
        await server.close();
        server = undefined;
      }
    },
    spawnTimeout(2),
  );
});

// ---------------------------------------------------------------------------------------------

const RECIPE =
  'Check out the head with actions/checkout: `ref: ${{ github.event.pull_request.head.sha }}` and `persist-credentials: false` (this action runs no code from the pull request; it only reads its files)';

describe.each(NODES)('pull_request_target on $label', (node) => {
  const inputs = { 'check-run': 'true', 'pr-comment': 'true', 'only-changed': 'true' };

  it(
    'refuses a checkout of another commit (loose or packed ref) and posts nothing; checks the head once it is checked out',
    async () => {
      server = await startFakeGitHub({ prFiles: [{ filename: `p/${CONFIG}`, status: 'modified' }] });
      const ws = tempDir('cca-verdict-target-');
      const base = repoWith(ws, { [`p/${CONFIG}`]: VALID });
      const head = branchCommit(ws, 'add-component', { [`p/${CONFIG}`]: INVALID });
      const ev = event('pull_request_target', pullRequestEvent(head, base, 1));

      const expected = `pull_request_target: ${ws} holds refs/heads/main at ${base}, not the pull request's head ${head} (the workflow checked out another commit, by default the base branch); nothing was checked or posted, since a verdict on files the pull request does not hold would be a false one. ${RECIPE}`;
      const loose = await run(ws, node.path, inputs, ev);
      expect(loose.code, describeRun(loose)).toBe(1);
      expect(errorsOf(loose)).toEqual([expected]);
      expect(loose.annotations).toEqual([]);
      expect(server.requests).toEqual([]);
      expect(loose.summary).toContain('not checked');

      git(ws, 'pack-refs', '--all');
      rmSync(join(ws, '.git', 'refs', 'heads', 'main'), { force: true });
      const packed = await run(ws, node.path, inputs, ev);
      expect(packed.code, describeRun(packed)).toBe(1);
      expect(errorsOf(packed)).toEqual([expected]);
      expect(server.requests).toEqual([]);

      // The safe recipe: the head's commit, detached.
      git(ws, 'checkout', '-q', '--detach', head);
      const good = await run(ws, node.path, inputs, ev);
      expect(good.code, describeRun(good)).toBe(1);
      const created = server.of('create-check-run');
      expect(created).toHaveLength(1);
      expect(created[0]!.body).toMatchObject({ head_sha: head, conclusion: 'failure' });
      expect(errorsOf(good)).toEqual(['1 of 1 component config is invalid (1 error, 0 warnings)']);
    },
    spawnTimeout(3),
  );

  it(
    'refuses a workspace that is no git checkout; accepts the head checked out into a subdirectory',
    async () => {
      server = await startFakeGitHub({ prFiles: [{ filename: `p/${CONFIG}`, status: 'modified' }] });
      const plain = makeWorkspace({ [`p/${CONFIG}`]: VALID });
      const ev = event('pull_request_target', pullRequestEvent(HEAD, BASE, 1));
      const r = await run(plain, node.path, inputs, ev);
      expect(r.code, describeRun(r)).toBe(1);
      expect(errorsOf(r)).toEqual([
        `pull_request_target: p/${CONFIG} is in no git checkout (no .git at or above it, up to the workspace), so which commit it comes from cannot be told, and the pull request's head is ${HEAD}; nothing was checked or posted. ${RECIPE}`,
      ]);
      expect(server.requests).toEqual([]);

      // actions/checkout with `path: pr`: the workspace holds the repository below it.
      const ws = tempDir('cca-verdict-target-sub-');
      const repo = join(ws, 'pr');
      mkdirSync(repo);
      const base = repoWith(repo, { [`p/${CONFIG}`]: INVALID });
      const head = branchCommit(repo, 'fix', { [`p/${CONFIG}`]: VALID });
      git(repo, 'checkout', '-q', '--detach', head);
      const good = await run(ws, node.path, inputs, event('pull_request_target', pullRequestEvent(head, base, 1)));
      expect(good.code, describeRun(good)).toBe(0);
      expect(good.outputs['files-checked']).toBe('1');
      expect(server.of('create-check-run')[0]!.body).toMatchObject({ head_sha: head, conclusion: 'success' });
    },
    spawnTimeout(2),
  );
});

// ---------------------------------------------------------------------------------------------

describe.each(NODES)('links and places on $label', (node) => {
  it(
    'on pull_request the job summary links to the head commit, not the test merge commit',
    async () => {
      server = await startFakeGitHub();
      const ws = tempDir('cca-verdict-links-');
      repoWith(ws, { [`p/${CONFIG}`]: INVALID });
      const r = await run(ws, node.path, {}, event('pull_request', pullRequestEvent(HEAD, BASE, 1)));
      expect(r.code, describeRun(r)).toBe(1);
      expect(r.summary).toContain(`https://github.com/octo/repo/blob/${HEAD}/p/${CONFIG}#L3`);
      expect(r.summary).not.toContain(SHA);
    },
    spawnTimeout(1),
  );

  it(
    'a checkout into a subdirectory: annotations, check run annotations, SARIF, summary and comment links from the repository root',
    async () => {
      // The pull request's head is the one the event names: a moved head would write no comment.
      server = await startFakeGitHub({ pullHead: HEAD });
      const ws = tempDir('cca-verdict-sub-');
      const repo = join(ws, 'checkout');
      mkdirSync(repo);
      repoWith(repo, { [`p/${CONFIG}`]: INVALID });
      const sarif = join(tempDir('cca-verdict-sarif-'), 'out.sarif');
      const ev = event('push', pushEvent(BASE, SHA));

      const annotated = await run(ws, node.path, { 'sarif-file': sarif }, ev);
      expect(annotated.code, describeRun(annotated)).toBe(1);
      expect(codesByFile(annotated)).toEqual([`p/${CONFIG} wrong-type`]);
      const results = (
        JSON.parse(readFileSync(sarif, 'utf8')) as {
          runs: Array<{
            results: Array<{ locations: Array<{ physicalLocation: { artifactLocation: { uri: string } } }> }>;
          }>;
        }
      ).runs[0]!.results;
      expect(results.map((x) => x.locations[0]!.physicalLocation.artifactLocation.uri)).toEqual([`p/${CONFIG}`]);
      expect(annotated.summary).toContain(`https://github.com/octo/repo/blob/${SHA}/p/${CONFIG}#L3`);

      const published = await run(ws, node.path, { 'check-run': 'true' }, ev);
      expect(published.code, describeRun(published)).toBe(1);
      const body = server.of('create-check-run')[0]!.body as { output: { annotations: Array<{ path: string }> } };
      expect(body.output.annotations.map((a) => a.path)).toEqual([`p/${CONFIG}`]);

      // The pull request's comment links the file at the head, from the repository root.
      const commented = await run(
        ws,
        node.path,
        { 'pr-comment': 'true' },
        event('pull_request', pullRequestEvent(HEAD, BASE, 1)),
      );
      expect(commented.code, describeRun(commented)).toBe(1);
      expect(server.issueComments).toHaveLength(1);
      expect(server.issueComments[0]!.body).toContain(`https://github.com/octo/repo/blob/${HEAD}/p/${CONFIG}#L3`);
      expect(server.issueComments[0]!.body).not.toContain(`/checkout/p/`);
    },
    spawnTimeout(3),
  );

  it(
    "a workspace below another repository's root: its .git is not this checkout's, so paths are the workspace's and only-changed matches them",
    async () => {
      // A self-hosted runner's work folder inside a repository: never looked above (issue 38).
      const root = tempDir('cca-verdict-below-');
      repoWith(root, { [`sub/p/${CONFIG}`]: INVALID, [`sub/q/${CONFIG}`]: INVALID });
      server = await startFakeGitHub({ compareFiles: [{ filename: `p/${CONFIG}`, status: 'modified' }] });
      const ws = join(root, 'sub');
      const r = await run(ws, node.path, { 'only-changed': 'true' }, event('push', pushEvent(BASE, SHA)));
      expect(r.code, describeRun(r)).toBe(1);
      expect(r.outputs['files-checked']).toBe('1');
      expect(codesByFile(r)).toEqual([`p/${CONFIG} wrong-type`]);
    },
    spawnTimeout(1),
  );

  it(
    "a workspace below another repository's root: a suggestion finds its file in the pull request by its workspace path",
    async () => {
      const root = tempDir('cca-verdict-below-sugg-');
      const text = 'name: s\nversion: 1.10\n';
      repoWith(root, { [`sub/p/${CONFIG}`]: text });
      const patch = `@@ -0,0 +1,2 @@\n+name: s\n+version: 1.10`;
      server = await startFakeGitHub({
        prFiles: [{ filename: `p/${CONFIG}`, status: 'added', patch }],
        pullHead: HEAD,
      });
      const r = await run(
        join(root, 'sub'),
        node.path,
        { suggestions: 'true' },
        event('pull_request', pullRequestEvent(HEAD, BASE, 1)),
      );
      expect(r.code, describeRun(r)).toBe(1);
      expect(server.reviews, describeRun(r)).toHaveLength(1);
      expect(server.reviewComments.map((c) => [c.path, c.line])).toEqual([[`p/${CONFIG}`, 2]]);
    },
    spawnTimeout(1),
  );
});
