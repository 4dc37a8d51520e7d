// End-to-end (issue 32): only-changed misses nothing. The built action against the fake GitHub
// (held to GitHub's REST and webhook descriptions): a config that is a symbolic link is selected
// when its target changes; the payload's changed_files never stops the paging; a forced push, or
// one whose `before` is not an ancestor of `after`, checks every matching file with a notice; a
// nested checkout (actions/checkout with `path:`) gets its repository's policy file, matched
// from that repository's root. On node 24, the runtime action.yml names.

import { symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  eventEnv,
  manyChangedFiles,
  startFakeGitHub,
  type FakeGitHub,
  type FakeGitHubOptions,
} from './github-server.js';
import { webhookPayload } from './openapi.js';
import { git } from './clients.js';
import { NODE24, SHA, cleanup, describeRun, makeWorkspace, runAction, tempDir, type RunResult } from './harness.js';

afterAll(cleanup);

const NODE = NODE24;
const TOKEN = 'ghs_onlychanged16180';
const CONFIG = 'component_config.yaml';
const HEAD = 'c'.repeat(40);
const BEFORE = 'b'.repeat(40);
/** One error (wrong-type at `version`). */
const INVALID = 'name: bad\nversion:\n  - 1\n';
const VALID = 'name: ok\nversion: "1.0"\n';

let server: FakeGitHub | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function start(o: FakeGitHubOptions = {}): Promise<FakeGitHub> {
  server = await startFakeGitHub(o);
  return server;
}

function event(name: string, payload: Record<string, unknown>): Record<string, string> {
  return eventEnv(tempDir('cca-oc-event-'), name, webhookPayload(name, payload));
}

const pr = (changed_files: number) =>
  event('pull_request', {
    pull_request: { number: 17, changed_files, head: { sha: HEAD }, base: { sha: BEFORE, ref: 'main' } },
  });
const push = (extra: Record<string, unknown> = {}) =>
  event('push', { ref: 'refs/heads/main', before: BEFORE, after: SHA, forced: false, ...extra });

async function run(ws: string, ev: Record<string, string>): Promise<RunResult> {
  const r = await runAction({
    workspace: ws,
    node: NODE.path,
    inputs: { 'github-token': TOKEN, 'only-changed': 'true' },
    env: { GITHUB_API_URL: server!.url, ...ev },
    timeoutMs: 60_000,
  });
  expect(r.timedOut, describeRun(r)).toBe(false);
  expect(r.stderr, describeRun(r)).toBe('');
  return r;
}

const notices = (r: RunResult) => r.commands.filter((c) => c.name === 'notice').map((c) => c.message);
const filesOf = (r: RunResult) => [...new Set(r.annotations.map((a) => a.file))];

describe('only-changed misses nothing (node 24)', () => {
  it('a config that is a symbolic link is selected when its target changes, in a file or through a directory link', async () => {
    const ws = makeWorkspace({
      [`shared/base.yaml`]: INVALID,
      [`shared/svc-dir/${CONFIG}`]: INVALID,
      [`other/${CONFIG}`]: INVALID,
    });
    makeWorkspace({ [`svc/.keep`]: '' }, ws);
    symlinkSync('../shared/base.yaml', join(ws, 'svc', CONFIG), 'file');
    symlinkSync('shared/svc-dir', join(ws, 'linked-dir'), 'dir');
    await start({
      prFiles: [
        { filename: 'shared/base.yaml', status: 'modified' },
        { filename: `shared/svc-dir/${CONFIG}`, status: 'modified' },
      ],
    });
    const r = await run(ws, pr(2));
    expect(r.code, describeRun(r)).toBe(1);
    expect(filesOf(r).sort()).toEqual([`linked-dir/${CONFIG}`, `shared/svc-dir/${CONFIG}`, `svc/${CONFIG}`]);
    expect(r.outputs['files-checked']).toBe('3');
    expect(r.stdout).toContain('only-changed: 3 of 4 matching files are changed by this pull request');
  });

  it("the payload's changed_files does not stop the paging: a file on the second page is checked", async () => {
    // The payload counts 100 files (as of its event); the pull request now has 150.
    const ws = makeWorkspace({ [`dir-0140/${CONFIG}`]: INVALID, [`other/${CONFIG}`]: INVALID });
    await start({ prFiles: manyChangedFiles(150) });
    const r = await run(ws, pr(100));
    expect(r.code, describeRun(r)).toBe(1);
    expect(server!.of('pr-files').map((q) => q.query['page'])).toEqual(['1', '2']);
    expect(filesOf(r)).toEqual([`dir-0140/${CONFIG}`]);
    expect(notices(r)).toEqual([]);
  });

  it('a forced push checks every matching file, with a notice saying why, and asks for no compare', async () => {
    const ws = makeWorkspace({ [`a/${CONFIG}`]: INVALID, [`b/${CONFIG}`]: VALID });
    await start({ compareFiles: [{ filename: `b/${CONFIG}`, status: 'modified' }] });
    const r = await run(ws, push({ forced: true }));
    expect(r.code, describeRun(r)).toBe(1);
    expect(r.outputs['files-checked']).toBe('2');
    expect(server!.of('compare')).toEqual([]);
    expect(notices(r)).toEqual([
      'only-changed: the push was forced, so the files of the commits it replaced are in no compare; checking all matching files',
    ]);
  });

  it('a push whose before is not an ancestor of after (the compare says diverged) checks every matching file', async () => {
    const ws = makeWorkspace({ [`a/${CONFIG}`]: INVALID, [`b/${CONFIG}`]: VALID });
    await start();
    server!.queue('compare', {
      status: 200,
      body: {
        status: 'diverged',
        ahead_by: 1,
        behind_by: 2,
        total_commits: 1,
        commits: [],
        files: [{ filename: `b/${CONFIG}`, status: 'modified' }],
      },
    });
    const r = await run(ws, push());
    expect(r.code, describeRun(r)).toBe(1);
    expect(r.outputs['files-checked']).toBe('2');
    expect(notices(r)).toEqual([
      `only-changed: the push's earlier commit ${BEFORE.slice(0, 12)} is not an ancestor of ${SHA.slice(0, 12)} (the compare says "diverged": history was rewritten), so the change cannot be told from a compare; checking all matching files`,
    ]);
    // An ordinary push (the compare says ahead) still checks only what it changed.
    const fast = await run(ws, push());
    expect(fast.outputs['files-checked']).toBe('0');
  });
});

describe('a nested checkout (actions/checkout with path:) (node 24)', () => {
  it("the default policy file is its repository's, and its files and overrides match paths from that root", async () => {
    const ws = makeWorkspace({
      [`repo/.component-config-check.yaml`]: [
        'files: ["svc/**/component_config.yaml"]',
        'overrides:',
        '  - files: ["svc/legacy/**"]',
        '    severity:',
        '      wrong-type: "off"',
        '',
      ].join('\n'),
      [`repo/svc/a/${CONFIG}`]: INVALID,
      [`repo/svc/legacy/${CONFIG}`]: INVALID,
      [`repo/other/${CONFIG}`]: INVALID,
    });
    const repo = join(ws, 'repo');
    git(repo, 'init', '-q', '-b', 'main');
    git(repo, 'add', '-A');
    git(repo, 'commit', '-q', '-m', 'base');
    const commit = git(repo, 'rev-parse', 'HEAD');
    const r = await runAction({ workspace: ws, node: NODE.path, timeoutMs: 60_000 });
    expect(r.code, describeRun(r)).toBe(1);
    expect(r.stderr).toBe('');
    expect(r.outputs['files-checked']).toBe('2');
    expect(r.annotations.map((a) => `${a.file} ${a.title?.split(':')[0]}`)).toEqual([`svc/a/${CONFIG} wrong-type`]);
    expect(r.summary).toContain(`Policy: \`repo/.component-config-check.yaml\` at commit \`${commit.slice(0, 12)}\``);
  });

  it("on a pull request, the base's policy of the nested repository matches paths from its root too", async () => {
    const policy =
      'files: ["svc/**/component_config.yaml"]\noverrides:\n  - files: ["svc/legacy/**"]\n    severity:\n      wrong-type: "off"\n';
    const ws = makeWorkspace({
      [`repo/.component-config-check.yaml`]: policy,
      [`repo/svc/a/${CONFIG}`]: INVALID,
      [`repo/svc/legacy/${CONFIG}`]: INVALID,
      [`repo/other/${CONFIG}`]: INVALID,
    });
    const repo = join(ws, 'repo');
    git(repo, 'init', '-q', '-b', 'main');
    git(repo, 'add', '-A');
    git(repo, 'commit', '-q', '-m', 'base');
    const base = git(repo, 'rev-parse', 'HEAD');
    // The pull request relaxes its own copy: the base's judges it, from the nested root. Its test
    // merge commit is checked out, and with no token git reads the base (the merge's first parent).
    git(repo, 'checkout', '-q', '-b', 'feature');
    makeWorkspace({ [`repo/.component-config-check.yaml`]: 'fail-level: never\n' }, ws);
    git(repo, 'commit', '-q', '-am', 'head');
    const head = git(repo, 'rev-parse', 'HEAD');
    git(repo, 'checkout', '-q', 'main');
    makeWorkspace({ [`repo/README.md`]: 'moved on\n' }, ws);
    git(repo, 'add', '-A');
    git(repo, 'commit', '-q', '-m', 'main moves on');
    git(repo, 'merge', '-q', '--no-ff', '-m', 'merge', 'feature');
    const merge = git(repo, 'rev-parse', 'HEAD');
    const ev = event('pull_request', {
      pull_request: { number: 17, changed_files: 1, head: { sha: head }, base: { sha: base, ref: 'main' } },
    });
    const r = await runAction({
      workspace: ws,
      node: NODE.path,
      inputs: { 'github-token': '' },
      env: { ...ev, GITHUB_SHA: merge },
      timeoutMs: 60_000,
    });
    expect(r.code, describeRun(r)).toBe(1);
    expect(r.outputs['files-checked'], describeRun(r)).toBe('2');
    expect(r.annotations.map((a) => `${a.file} ${a.title?.split(':')[0]}`)).toEqual([`svc/a/${CONFIG} wrong-type`]);
    expect(r.summary).toContain(`at the base commit \`${git(repo, 'rev-parse', 'HEAD^1').slice(0, 12)}\``);
  });

  it('with two checkouts, one policy is not taken for both: every config of each is checked, as without it', async () => {
    const ws = makeWorkspace({
      [`one/.component-config-check.yaml`]: 'files: ["svc/**/component_config.yaml"]\n',
      [`one/svc/${CONFIG}`]: INVALID,
      [`two/other/${CONFIG}`]: INVALID,
    });
    for (const repo of ['one', 'two']) {
      git(join(ws, repo), 'init', '-q', '-b', 'main');
      git(join(ws, repo), 'add', '-A');
      git(join(ws, repo), 'commit', '-q', '--allow-empty', '-m', 'base');
    }
    const r = await runAction({ workspace: ws, node: NODE.path, timeoutMs: 60_000 });
    expect(r.code, describeRun(r)).toBe(1);
    expect(r.outputs['files-checked']).toBe('2');
    expect(r.summary).not.toContain('Policy:');
  });
});
