// End-to-end: the policy that judges a pull request or a merge group is its base's (issues 32
// and 38). The built action in real git repositories made here (a base, a head, the test merge
// commit GitHub checks out, depth-1 clones as actions/checkout leaves them), against the fake
// GitHub: the base is the merge commit's first parent, its policy file read through the contents
// API, or with git when there is no token; a pull request that relaxes the policy still fails,
// and is told what its own would change after merge, from its own diff; policy-from: head takes
// the checked-out file; a read that fails stops the step with one line; push is unchanged. No
// route around the gate: a link on the policy path, a stale base.sha, a nested checkout whose
// head deletes the file, a .git above the workspace, two checkouts, legacy tree modes, a
// changed workflow.

import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { git, requireClient } from './clients.js';
import {
  eventEnv,
  type FakeGitHub,
  mergeGroupPayload,
  pullRequestPayload,
  pushPayload,
  startFakeGitHub,
} from './github-server.js';
import { spawnSync } from 'node:child_process';
import { chmodSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, describeRun, makeWorkspace, runAction, type RunResult, spawnTimeout, tempDir } from './harness.js';

afterAll(cleanup);

const TOKEN = 'ghs_policybase123';
const POLICY = '.component-config-check.yaml';
const CONFIG = 'component_config.yaml';
/** One error: wrong-type at `version` (line 3). */
const INVALID = 'name: bad\nversion:\n  - 1\n';
const VALID = 'name: ok\nversion: "1.0"\n';
/** One warning: deprecated-field at `build_config.python_version`. */
const WARNS = 'name: x\nbuild_config:\n  python_version: "3.11"\n';
const BASE_POLICY = 'fail-level: error\n';

let server: FakeGitHub | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** Path → text; null: deleted; `{ link }`: a symbolic link to that target. */
type Files = Record<string, string | null | { link: string }>;

/** Apply `files` to the work tree (null: delete) and commit them; the new commit. */
function commit(ws: string, files: Files, message: string): string {
  for (const [file, text] of Object.entries(files)) {
    if (text === null) git(ws, 'rm', '-q', '-r', file);
    else if (typeof text === 'object') symlinkSync(text.link, join(ws, file));
    else makeWorkspace({ [file]: text }, ws);
  }
  git(ws, 'add', '-A');
  git(ws, 'commit', '-q', '--allow-empty', '-m', message);
  return git(ws, 'rev-parse', 'HEAD');
}

/**
 * A pull request as GitHub builds it: `base` committed on main, `head` on a branch from it, main
 * moved on by `moved` (when given), and the test merge commit of main and the branch checked out
 * (GITHUB_SHA). `depth1`: the workspace is a `git clone --depth 1` of the merge commit, as
 * actions/checkout leaves it (only the merge commit's own objects); else the whole history.
 * `base`: the merge commit's first parent; `forked`: where the branch left main (the payload's
 * `base.sha` when it was not refreshed).
 */
function repository(base: Files, head: Files, o: { moved?: Files; depth1?: boolean; at?: string } = {}) {
  const origin = tempDir('cca-policy-base-');
  git(origin, 'init', '-q', '-b', 'main');
  const forked = commit(origin, base, 'base');
  git(origin, 'checkout', '-q', '-b', 'feature');
  const headSha = commit(origin, head, 'head');
  git(origin, 'checkout', '-q', 'main');
  const baseSha = o.moved ? commit(origin, o.moved, 'moved') : forked;
  git(origin, 'merge', '-q', '--no-ff', '-m', 'merge', 'feature');
  const merge = git(origin, 'rev-parse', 'HEAD');
  git(origin, 'branch', '-q', 'pr-merge', merge);
  git(origin, 'checkout', '-q', '--detach', merge);
  let ws = origin;
  if (o.depth1 || o.at) {
    // `at`: the checkout's place below the workspace (actions/checkout with `path:`).
    ws = join(tempDir('cca-policy-base-ws-'), o.at ?? 'ws');
    const depth = o.depth1 ? ['--depth', '1'] : [];
    git(tempDir('cca-policy-base-cwd-'), 'clone', '-q', ...depth, '--branch', 'pr-merge', `file://${origin}`, ws);
  }
  const tree = (sha: string) =>
    Object.fromEntries(
      git(origin, 'ls-tree', '-r', '--name-only', sha)
        .split('\n')
        .filter(Boolean)
        .map((f) => [f, git(origin, 'show', `${sha}:${f}`)]),
    );
  return { ws, base: baseSha, head: headSha, merge, forked, tree };
}

const CONFIGS = { [`svc/${CONFIG}`]: INVALID, [`ok/${CONFIG}`]: VALID };

async function run(ws: string, inputs: Record<string, string>, event: Record<string, string>): Promise<RunResult> {
  const r = await runAction({
    workspace: ws,
    inputs: { 'github-token': TOKEN, ...inputs },
    env: { GITHUB_API_URL: server!.url, ...event },
  });
  expect(r.timedOut, describeRun(r)).toBe(false);
  expect(r.stderr, describeRun(r)).toBe('');
  return r;
}

/** A pull_request run of `repo`'s merge commit (GITHUB_SHA); `base`: the payload's base.sha. */
const pullRequest = (repo: { head: string; merge: string; base: string }, base = repo.base) => ({
  ...eventEnv(tempDir('cca-policy-base-event-'), 'pull_request', pullRequestPayload(repo.head, 2, false, base)),
  GITHUB_SHA: repo.merge,
});
/** The fake GitHub serving `repo`'s base commit (and its branch point) through the contents API. */
const serving = (repo: ReturnType<typeof repository>, o: Parameters<typeof startFakeGitHub>[0] = {}) =>
  startFakeGitHub({
    commits: { [repo.base]: repo.tree(repo.base), [repo.forked]: repo.tree(repo.forked) },
    parents: { [repo.merge]: [repo.base, repo.head] },
    pullHead: repo.head,
    ...o,
  });
const errorsOf = (r: RunResult) => r.messages.filter((m) => m.name === 'error').map((m) => m.message);
const noticesOf = (r: RunResult) => r.commands.filter((c) => c.name === 'notice').map((c) => c.message);
const FAILED = '1 of 2 component configs is invalid (1 error, 0 warnings)';
const changes = (...files: string[]) => ({
  compareFiles: files.map((filename) => ({ filename, status: 'modified' as const })),
});

describe('a pull request that relaxes the policy is judged by its base', () => {
  it.each([
    {
      how: 'fail-level: never',
      policy: 'fail-level: never\n',
      keys: '`fail-level`',
      would: 'pass the run',
    },
    {
      how: 'wrong-type turned off',
      policy: 'fail-level: error\nseverity:\n  wrong-type: off\n',
      keys: '`severity.wrong-type`',
      would: 'silence 1 error and pass the run',
    },
    {
      how: 'files narrowed',
      policy: 'fail-level: error\nfiles: ["ok/**"]\n',
      keys: '`files`',
      would: 'silence 1 error and pass the run',
    },
  ])(
    '$how: the run fails under the base, read through the contents API, and says what its own would change',
    async ({ policy, keys, would }) => {
      const repo = repository({ ...CONFIGS, [POLICY]: BASE_POLICY }, { [POLICY]: policy });
      server = await serving(repo, changes(POLICY));
      const r = await run(repo.ws, { 'pr-comment': 'true' }, pullRequest(repo));
      expect(r.code, describeRun(r)).toBe(1);
      expect(errorsOf(r).at(-1)).toBe(FAILED);
      const line = `This pull request changes the policy file \`${POLICY}\` (${keys}); the base's policy judged this run: this pull request's policy would ${would}; it takes effect after merge.`;
      expect(noticesOf(r), describeRun(r)).toContain(line);
      expect(r.summary).toContain(line);
      expect(r.summary).toContain(`Policy: \`${POLICY}\` at the base commit \`${repo.base.slice(0, 12)}\``);
      expect(r.summary).toContain(`Judged against the base: the branch \`main\` at \`${repo.base.slice(0, 12)}\``);
      expect(server.issueComments[0]?.body ?? JSON.stringify(server.requests.map((q) => q.route))).toContain(line);
      // The API first: one read of the file, at the merge commit's first parent (found in its object).
      expect(server.of('get-content').map((q) => [q.path, q.query])).toEqual([
        [`/repos/octo/repo/contents/${POLICY}`, { ref: repo.base }],
      ]);
    },
    spawnTimeout(1),
  );

  it(
    "a depth-1 checkout: the merge commit's object names the base, whose policy the contents API gives, with the job token",
    async () => {
      const repo = repository(
        { ...CONFIGS, [POLICY]: BASE_POLICY },
        { [POLICY]: 'fail-level: never\n' },
        { depth1: true },
      );
      server = await serving(repo, changes(POLICY));
      const r = await run(repo.ws, {}, pullRequest(repo));
      expect(r.code, describeRun(r)).toBe(1);
      expect(errorsOf(r).at(-1)).toBe(FAILED);
      const asked = server.of('get-content');
      expect(asked.map((q) => [q.path, q.query])).toEqual([
        [`/repos/octo/repo/contents/${POLICY}`, { ref: repo.base }],
      ]);
      expect(asked[0]!.headers['authorization']).toBe(`token ${TOKEN}`);
      expect(noticesOf(r)).toContain(
        `This pull request changes the policy file \`${POLICY}\` (\`fail-level\`); the base's policy judged this run: this pull request's policy would pass the run; it takes effect after merge.`,
      );
    },
    spawnTimeout(1),
  );

  it(
    "pull_request_target (the head checked out, as its recipe says): the policy at GITHUB_SHA, the base branch's commit",
    async () => {
      const repo = repository({ ...CONFIGS, [POLICY]: BASE_POLICY }, { [POLICY]: 'fail-level: never\n' });
      git(repo.ws, 'checkout', '-q', '--detach', repo.head);
      server = await serving(repo);
      const ev = {
        ...eventEnv(
          tempDir('cca-policy-base-event-'),
          'pull_request_target',
          pullRequestPayload(repo.head, 2, true, repo.forked),
        ),
        GITHUB_SHA: repo.base,
      };
      const r = await run(repo.ws, {}, ev);
      expect(r.code, describeRun(r)).toBe(1);
      expect(errorsOf(r).at(-1)).toBe(FAILED);
      expect(server.of('get-content').map((q) => q.query['ref'])).toEqual([repo.base]);
      // What the pull request changes: its head against the base, three-dot.
      expect(server.of('compare').map((q) => q.path)).toEqual([`/repos/octo/repo/compare/${repo.base}...${repo.head}`]);
    },
    spawnTimeout(1),
  );

  it(
    'a base policy with errors is not applied: the defaults judge, and the pull request fixing it is not blocked by it',
    async () => {
      const repo = repository(
        { ...CONFIGS, [POLICY]: 'fail_level: never\n' },
        { [POLICY]: 'fail-level: error\n', [`svc/${CONFIG}`]: VALID },
      );
      server = await serving(repo, changes(POLICY, `svc/${CONFIG}`));
      const r = await run(repo.ws, {}, pullRequest(repo));
      expect(r.code, describeRun(r)).toBe(0);
      expect(r.annotations).toEqual([]);
      expect(r.stdout).toContain(
        "2 component configs checked, all valid (0 errors, 0 warnings); the base's policy file .component-config-check.yaml has errors, so the defaults apply",
      );
      expect(r.summary).toContain(
        `Policy: \`${POLICY}\` at the base commit \`${repo.base.slice(0, 12)}\` has errors, so it was not applied and the defaults apply; fix it on the base branch.`,
      );
      expect(noticesOf(r)).toContain(
        `This pull request fixes the policy file \`${POLICY}\`; the base's defaults judged this run: this pull request's policy would change no finding of this run; it takes effect after merge.`,
      );
    },
    spawnTimeout(1),
  );

  it(
    "policy-from: head takes the checked-out policy file, and asks nothing of the base's policy; its own files are still listed",
    async () => {
      const repo = repository({ ...CONFIGS, [POLICY]: 'fail-level: never\n' }, {});
      server = await serving(repo);
      const r = await run(repo.ws, { 'policy-from': 'head' }, pullRequest(repo));
      expect(r.code, describeRun(r)).toBe(0);
      expect(r.stdout).toContain(`${FAILED}; fail-level is never, so the run passes`);
      expect(server.requests).toEqual([]);
      expect(server.policyReads.map((q) => q.path)).toEqual([`/repos/octo/repo/compare/${repo.base}...${repo.merge}`]);
      expect(noticesOf(r)).toEqual([]);
    },
    spawnTimeout(1),
  );

  it(
    'a base without the policy file: a 404 on the file and the commit found; the defaults apply, and the verdict says so',
    async () => {
      const repo = repository(CONFIGS, { [POLICY]: 'fail-level: never\n' });
      server = await serving(repo, changes(POLICY));
      const r = await run(repo.ws, {}, pullRequest(repo));
      expect(r.code, describeRun(r)).toBe(1);
      expect(errorsOf(r).at(-1)).toBe(`${FAILED}; the base commit has no policy file ${POLICY}, so the defaults apply`);
      expect(r.summary).toContain(
        `Policy: none at the base commit \`${repo.base.slice(0, 12)}\` (no \`${POLICY}\` there), so the defaults apply.`,
      );
      expect(noticesOf(r)).toContain(
        `This pull request adds the policy file \`${POLICY}\`; the base's defaults judged this run: this pull request's policy would pass the run; it takes effect after merge.`,
      );
      expect(server.policyReads.map((q) => q.route)).toEqual(['get-content', 'get-commit', 'compare']);
    },
    spawnTimeout(1),
  );

  it(
    'a pull request that deletes the policy file is still judged by it',
    async () => {
      const repo = repository(
        { ...CONFIGS, [POLICY]: 'severity:\n  wrong-type: warning\nfail-level: warning\n' },
        { [POLICY]: null },
      );
      server = await serving(repo, { compareFiles: [{ filename: POLICY, status: 'removed' }] });
      const r = await run(repo.ws, {}, pullRequest(repo));
      expect(r.code, describeRun(r)).toBe(1);
      expect(r.outputs['warnings']).toBe('1');
      expect(noticesOf(r)).toContain(
        `This pull request removes the policy file \`${POLICY}\`; the base's policy judged this run: this pull request's policy would turn 1 warning into an error; it takes effect after merge.`,
      );
    },
    spawnTimeout(1),
  );
});

describe('the base policy cannot be read: the step fails with one line, never falling back to the head', () => {
  const head = 'or set `policy-from: head` to take the checked-out policy file';

  it.each([
    {
      status: 403,
      body: { message: 'Resource not accessible by integration' },
      says: 'the token lacks contents: read; add `permissions: contents: read` to the job',
    },
    {
      status: 404,
      body: { message: 'Not Found' },
      says: 'the repository or resource is not visible to the token',
    },
  ])(
    'the contents API answers $status',
    async ({ status, body, says }) => {
      const repo = repository({ ...CONFIGS, [POLICY]: 'fail-level: never\n' }, {}, { depth1: true });
      server = await serving(repo, { commits: {} });
      server.queue('get-content', { status, body });
      const r = await run(repo.ws, {}, pullRequest(repo));
      expect(r.code, describeRun(r)).toBe(1);
      const errors = errorsOf(r);
      expect(errors, describeRun(r)).toHaveLength(1);
      expect(errors[0]).toContain(
        `the policy file ${POLICY} cannot be read at the base commit ${repo.base} (policy-from: base)`,
      );
      expect(errors[0]).toContain(says);
      expect(errors[0]!.endsWith(head)).toBe(true);
      expect(errors[0]).not.toContain('\n');
      expect(r.annotations).toEqual([]);
      expect(r.stdout.split('\n').filter((l) => l.includes(TOKEN))).toEqual([`::add-mask::${TOKEN}`]);
    },
    spawnTimeout(1),
  );

  it(
    'the contents API fails with 500 at every attempt',
    async () => {
      const repo = repository({ ...CONFIGS, [POLICY]: 'fail-level: never\n' }, {}, { depth1: true });
      server = await serving(repo);
      const failing = { status: 500, body: { message: 'Server Error' } };
      server.queue('get-content', failing, failing, failing, failing, failing);
      const r = await run(repo.ws, {}, pullRequest(repo));
      expect(r.code, describeRun(r)).toBe(1);
      const errors = errorsOf(r);
      expect(errors, describeRun(r)).toHaveLength(1);
      expect(errors[0]).toContain(`the policy file ${POLICY} cannot be read at the base commit ${repo.base}`);
      expect(errors[0]).toContain('500');
      expect(errors[0]!.endsWith(head)).toBe(true);
    },
    spawnTimeout(2, 60_000),
  );

  it(
    'no token and a depth-1 checkout: git has not the base; the line names the input, the permission and the fetch',
    async () => {
      const repo = repository({ ...CONFIGS, [POLICY]: 'fail-level: never\n' }, {}, { depth1: true });
      server = await serving(repo);
      const r = await run(repo.ws, { 'github-token': '' }, pullRequest(repo));
      expect(r.code, describeRun(r)).toBe(1);
      expect(errorsOf(r)).toEqual([
        `the policy file ${POLICY} cannot be read at the base commit ${repo.base} (policy-from: base): input "github-token" is empty and commit ${repo.base} is not in the checkout's git objects; leave input "github-token" at its default (\${{ github.token }}) and grant the job \`permissions: contents: read\`, or fetch the base commit (actions/checkout with fetch-depth: 0), ${head}`,
      ]);
      expect([...server.requests, ...server.policyReads]).toEqual([]);
    },
    spawnTimeout(1),
  );

  it(
    'no token and the whole history checked out: git reads the base, and nothing is asked of the API',
    async () => {
      const repo = repository({ ...CONFIGS, [POLICY]: BASE_POLICY }, { [POLICY]: 'fail-level: never\n' });
      server = await serving(repo);
      const r = await run(repo.ws, { 'github-token': '' }, pullRequest(repo));
      expect(r.code, describeRun(r)).toBe(1);
      expect(errorsOf(r).at(-1)).toBe(FAILED);
      expect(r.summary).toContain(`Policy: \`${POLICY}\` at the base commit \`${repo.base.slice(0, 12)}\``);
      expect(noticesOf(r), JSON.stringify(noticesOf(r))).toContain(
        'Which files this pull request changes could not be listed (input `github-token` is empty), so whether it changes the policy file or a workflow is not said.',
      );
      expect([...server.requests, ...server.policyReads]).toEqual([]);
    },
    spawnTimeout(1),
  );

  it(
    'no token, no git checkout: one line naming the permission',
    async () => {
      const ws = makeWorkspace({ ...CONFIGS, [POLICY]: 'fail-level: never\n' });
      server = await startFakeGitHub();
      const ev = {
        ...eventEnv(tempDir('cca-policy-base-event-'), 'pull_request', pullRequestPayload('f'.repeat(40), 2)),
      };
      const r = await run(ws, { 'github-token': '' }, ev);
      expect(r.code, describeRun(r)).toBe(1);
      const errors = errorsOf(r);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(
        /^policy-from: base: the pull request's merge commit [0-9a-f]{40} \(GITHUB_SHA\) cannot be read: the workspace is no git checkout, and input "github-token" is empty; .*`permissions: contents: read`/,
      );
    },
    spawnTimeout(1),
  );

  it.each([
    { what: 'a payload not JSON', payload: '{ not json', env: {}, says: /^the event payload .* is not valid JSON$/ },
    {
      what: 'no GITHUB_SHA',
      payload: pullRequestPayload('f'.repeat(40), 2),
      env: { GITHUB_SHA: '' },
      says: /^GITHUB_SHA is not set$/,
    },
  ])(
    '$what: one line, not the head policy',
    async ({ payload, env, says }) => {
      const repo = repository({ ...CONFIGS, [POLICY]: 'fail-level: never\n' }, {});
      server = await serving(repo);
      const ev = { ...eventEnv(tempDir('cca-policy-base-event-'), 'pull_request', payload, { invalid: true }), ...env };
      const r = await run(repo.ws, {}, ev);
      expect(r.code, describeRun(r)).toBe(1);
      const errors = errorsOf(r);
      expect(errors).toHaveLength(1);
      const m =
        /^policy-from: base: (.*), so the base's policy file cannot be read; or set `policy-from: head` to take the checked-out policy file$/.exec(
          errors[0]!,
        );
      expect(m?.[1]).toMatch(says);
    },
    spawnTimeout(1),
  );

  it(
    'a bad policy-from is one line naming the input and what it accepts',
    async () => {
      const repo = repository(CONFIGS, {});
      server = await serving(repo);
      const r = await run(repo.ws, { 'policy-from': 'main' }, pullRequest(repo));
      expect(r.code, describeRun(r)).toBe(1);
      expect(errorsOf(r)).toEqual(['input "policy-from" is "main"; it accepts "base", "head"']);
    },
    spawnTimeout(1),
  );
});

describe('other events', () => {
  it(
    'merge_group takes the policy at the group base_sha',
    async () => {
      const repo = repository({ ...CONFIGS, [POLICY]: BASE_POLICY }, { [POLICY]: 'fail-level: never\n' });
      server = await serving(repo);
      const r = await run(
        repo.ws,
        {},
        eventEnv(tempDir('cca-policy-base-event-'), 'merge_group', mergeGroupPayload(repo.base, repo.merge)),
      );
      expect(r.code, describeRun(r)).toBe(1);
      expect(errorsOf(r).at(-1)).toBe(FAILED);
      expect(r.summary).toContain(`Policy: \`${POLICY}\` at the base commit \`${repo.base.slice(0, 12)}\``);
      expect(server.of('get-content').map((q) => q.query['ref'])).toEqual([repo.base]);
    },
    spawnTimeout(1),
  );

  it(
    'push takes the checked-out policy file, as before, and runs no git',
    async () => {
      const repo = repository({ ...CONFIGS, [POLICY]: BASE_POLICY }, { [POLICY]: 'fail-level: never\n' });
      server = await serving(repo);
      const r = await run(
        repo.ws,
        {},
        eventEnv(tempDir('cca-policy-base-event-'), 'push', pushPayload(repo.base, repo.merge)),
      );
      expect(r.code, describeRun(r)).toBe(0);
      expect(r.summary).toContain(`Policy: \`${POLICY}\` at commit \`${repo.merge.slice(0, 12)}\``);
      expect(noticesOf(r)).toEqual([]);
      expect([...server.requests, ...server.policyReads]).toEqual([]);
    },
    spawnTimeout(1),
  );
});

describe('a policy with a problem', () => {
  it(
    'its findings come first, among the 10 annotations GitHub shows, and the verdict says it was not applied',
    async () => {
      const many = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`c${i}/${CONFIG}`, INVALID]));
      const ws = makeWorkspace({ ...many, [POLICY]: 'fail_level: never\n' });
      server = await startFakeGitHub();
      const r = await run(ws, {}, {});
      expect(r.code, describeRun(r)).toBe(1);
      expect(r.annotations[0]?.file, describeRun(r)).toBe(POLICY);
      expect(r.annotations.slice(1).every((a) => a.file !== POLICY)).toBe(true);
      expect(errorsOf(r).at(-1)).toMatch(
        /; the policy file \.component-config-check\.yaml has errors, so it was not applied: fix it$/,
      );
    },
    spawnTimeout(1),
  );

  it(
    "the pull request's own policy file broken: its findings on its lines, the base's policy applied, and the verdict says so",
    async () => {
      const repo = repository({ ...CONFIGS, [POLICY]: BASE_POLICY }, { [POLICY]: 'fail_level: never\n' });
      server = await serving(repo, changes(POLICY));
      const r = await run(repo.ws, {}, pullRequest(repo));
      expect(r.code, describeRun(r)).toBe(1);
      expect(r.annotations[0]).toMatchObject({ file: POLICY, line: 1 });
      expect(noticesOf(r)).toContain(
        `This pull request changes the policy file \`${POLICY}\`, and its version has errors (reported on its lines); the base's policy judged this run.`,
      );
      const verdict = errorsOf(r).at(-1)!;
      expect(verdict).toMatch(
        /; the checked-out policy file \.component-config-check\.yaml has errors \(the base's policy was applied\): fix it$/,
      );
      expect(verdict).not.toContain('not applied');
    },
    spawnTimeout(1),
  );
});

describe('no route around the gate (issue 38)', () => {
  const LOOSE = 'fail-level: never\n';

  it.each(['pull_request', 'pull_request_target'])(
    '%s: a pull request that makes .github a link to the root stops the step in one line, asking nothing',
    async (name) => {
      const file = '.github/component-config-check.yaml';
      // Under the base's policy its one warning fails the run; under the defaults it would pass.
      const strict = 'fail-level: warning\n';
      const repo = repository(
        { [`svc/${CONFIG}`]: WARNS, [file]: strict },
        { '.github': null, 'component-config-check.yaml': LOOSE },
      );
      // The head again, with .github a link to the checkout's root.
      git(repo.ws, 'checkout', '-q', '--detach', repo.head);
      const head = commit(repo.ws, { '.github': { link: '.' } }, 'link');
      const merge = git(repo.ws, 'commit-tree', `${head}^{tree}`, '-p', repo.base, '-p', head, '-m', 'merge');
      git(repo.ws, 'checkout', '-q', '--detach', name === 'pull_request' ? merge : head);
      server = await serving(repo, {
        commits: { [repo.base]: { [file]: strict } },
        parents: { [merge]: [repo.base, head] },
      });
      const payload = pullRequestPayload(head, 2, name === 'pull_request_target', repo.base);
      const ev = {
        ...eventEnv(tempDir('cca-policy-base-event-'), name, payload),
        GITHUB_SHA: name === 'pull_request' ? merge : repo.base,
      };
      const r = await run(repo.ws, { 'policy-file': file }, ev);
      expect(r.code, describeRun(r)).toBe(1);
      expect(errorsOf(r), describeRun(r)).toEqual([
        `policy-from: base: .github is a symbolic link in the checkout, on the path of the policy file ${file}; the base's policy file is read at that path as written, so nothing on it may be a link: commit .github as a directory, or name the real path in input "policy-file"`,
      ]);
      expect(r.annotations).toEqual([]);
      expect(server.policyReads).toEqual([]);
    },
    spawnTimeout(2),
  );

  it(
    "a stale pull_request.base.sha: the policy of the merge commit's first parent judges, tightened since",
    async () => {
      const repo = repository(
        { ...CONFIGS, [POLICY]: LOOSE },
        { [`ok/${CONFIG}`]: VALID },
        { moved: { [POLICY]: BASE_POLICY }, depth1: true },
      );
      server = await serving(repo, changes(`ok/${CONFIG}`));
      // The payload still names where the branch left main, before main tightened its policy.
      const r = await run(repo.ws, {}, pullRequest(repo, repo.forked));
      expect(r.code, describeRun(r)).toBe(1);
      expect(errorsOf(r).at(-1)).toBe(FAILED);
      expect(server.of('get-content').map((q) => q.query['ref'])).toEqual([repo.base]);
      expect(r.summary).toContain(
        `Judged against the base: the branch \`main\` at \`${repo.base.slice(0, 12)}\` (the first parent of the pull request's merge commit ${repo.merge.slice(0, 12)}).`,
      );
      // The base tightened its policy, not this pull request: nothing is said of a change to it.
      expect(noticesOf(r).filter((n) => n.includes('policy file'))).toEqual([]);
    },
    spawnTimeout(1),
  );

  it.each([{ inputs: {} }, { inputs: { 'policy-file': `repo/${POLICY}` } }])(
    'a nested checkout whose pull request deletes the policy file: the base is asked at its root, and its overrides match from there ($inputs)',
    async ({ inputs }) => {
      const policy =
        'severity:\n  wrong-type: warning\noverrides:\n  - files: ["prod/**"]\n    severity:\n      wrong-type: error\n';
      const repo = repository(
        { [`prod/${CONFIG}`]: INVALID, [`ok/${CONFIG}`]: VALID, [POLICY]: policy },
        { [POLICY]: null },
        { depth1: true, at: 'repo' },
      );
      server = await serving(repo, { compareFiles: [{ filename: POLICY, status: 'removed' }] });
      const r = await run(join(repo.ws, '..'), inputs, pullRequest(repo));
      expect(r.code, describeRun(r)).toBe(1);
      expect(r.outputs['errors'], describeRun(r)).toBe('1');
      expect(server.of('get-content').map((q) => [q.path, q.query['ref']])).toEqual([
        [`/repos/octo/repo/contents/${POLICY}`, repo.base],
      ]);
      expect(
        noticesOf(r).some((n) => n.startsWith(`This pull request removes the policy file \`repo/${POLICY}\``)),
      ).toBe(true);
    },
    spawnTimeout(2),
  );

  it(
    'a .git above the workspace is not looked at: the base is asked for the input path from the workspace',
    async () => {
      const outer = tempDir('cca-policy-base-outer-');
      git(outer, 'init', '-q', '-b', 'main');
      const ws = makeWorkspace({ ...CONFIGS, [POLICY]: LOOSE }, join(outer, 'work', 'repo'));
      const merge = 'c'.repeat(40);
      const base = 'b'.repeat(40);
      server = await startFakeGitHub({
        commits: { [base]: { [POLICY]: 'severity:\n  wrong-type: off\n' } },
        parents: { [merge]: [base, 'd'.repeat(40)] },
      });
      const r = await run(ws, {}, pullRequest({ head: 'd'.repeat(40), merge, base }));
      expect(
        server.of('get-content').map((q) => q.path),
        describeRun(r),
      ).toEqual([`/repos/octo/repo/contents/${POLICY}`]);
      expect(r.code, describeRun(r)).toBe(0);
      expect(r.summary).toContain(`Policy: \`${POLICY}\` at the base commit \`${base.slice(0, 12)}\``);
    },
    spawnTimeout(1),
  );

  it(
    "two checkouts side by side: no one repository's base judges both, and nothing is said of a policy file",
    async () => {
      const a = repository({ [`svc/${CONFIG}`]: INVALID, [POLICY]: LOOSE }, {}, { at: 'a' });
      const ws = join(a.ws, '..');
      git(tempDir('cca-policy-base-cwd-'), 'clone', '-q', `file://${a.ws}`, join(ws, 'b'));
      server = await startFakeGitHub({
        commits: { [a.base]: { [POLICY]: LOOSE } },
        parents: { [a.merge]: [a.base, a.head] },
      });
      const r = await run(ws, {}, pullRequest(a));
      // As on push: the workspace's root holds no policy file, so the defaults judge both.
      expect(r.code, describeRun(r)).toBe(1);
      expect(r.outputs['errors']).toBe('2');
      expect(noticesOf(r).filter((n) => n.includes('policy file'))).toEqual([]);
      // No base's policy is read; the pull request's files are still listed, for its workflows.
      expect(server.of('get-content')).toEqual([]);
    },
    spawnTimeout(1),
  );

  it.each([
    { mode: '040000', where: 'the directory holding it' },
    { mode: '100664', where: 'the file itself' },
  ])(
    'a base tree with the legacy mode $mode on $where: git reads the policy file (no token)',
    async ({ mode }) => {
      const file = '.github/policy.yaml';
      const policy = 'severity:\n  wrong-type: off\n';
      const repo = repository({ ...CONFIGS, [file]: policy }, { [`ok/${CONFIG}`]: VALID });
      // The base commit again, its tree written with the legacy mode as old git versions wrote it.
      const write = (type: string, body: Buffer) =>
        spawnSync(requireClient('git'), ['hash-object', '-t', type, '-w', '--literally', '--stdin'], {
          cwd: repo.ws,
          input: body,
        })
          .stdout.toString()
          .trim();
      const entry = (m: string, name: string, sha: string) =>
        Buffer.concat([Buffer.from(`${m} ${name}\0`), Buffer.from(sha, 'hex')]);
      const obj = (spec: string) => git(repo.ws, 'rev-parse', spec);
      const gh = write(
        'tree',
        entry(mode === '100664' ? '100664' : '100644', 'policy.yaml', obj(`${repo.base}:${file}`)),
      );
      const root = write(
        'tree',
        Buffer.concat([
          entry(mode === '040000' ? '040000' : '40000', '.github', gh),
          entry('40000', 'ok', obj(`${repo.base}:ok`)),
          entry('40000', 'svc', obj(`${repo.base}:svc`)),
        ]),
      );
      const base = git(repo.ws, 'commit-tree', root, '-m', 'legacy base');
      const merge = git(
        repo.ws,
        'commit-tree',
        obj(`${repo.merge}^{tree}`),
        '-p',
        base,
        '-p',
        repo.head,
        '-m',
        'merge',
      );
      git(repo.ws, 'checkout', '-q', '--detach', merge);
      server = await startFakeGitHub();
      const r = await run(repo.ws, { 'github-token': '', 'policy-file': file }, pullRequest({ ...repo, base, merge }));
      expect(r.code, describeRun(r)).toBe(0);
      expect(r.summary).toContain(`Policy: \`${file}\` at the base commit \`${base.slice(0, 12)}\``);
      expect([...server.requests, ...server.policyReads]).toEqual([]);
    },
    spawnTimeout(2),
  );

  it(
    'a pull request that changes a workflow: the log and the summary name it, and say what only review can hold',
    async () => {
      const repo = repository({ ...CONFIGS, [POLICY]: BASE_POLICY }, { '.github/workflows/ci.yml': 'on: push\n' });
      server = await serving(repo, changes('.github/workflows/ci.yml'));
      const r = await run(repo.ws, {}, pullRequest(repo));
      expect(r.code, describeRun(r)).toBe(1);
      const line =
        "This pull request changes the workflow `.github/workflows/ci.yml`: on pull_request the workflows that run are the pull request's own, so this change can alter or skip this check; the verdict is only as strong as the review of that change (a code owner's review of `.github/`, or an organization ruleset's required workflow, makes it binding).";
      expect(noticesOf(r), describeRun(r)).toContain(line);
      expect(r.summary).toContain(line);
      expect(server.of('compare').map((q) => q.path)).toEqual([
        `/repos/octo/repo/compare/${repo.base}...${repo.merge}`,
      ]);
    },
    spawnTimeout(1),
  );

  it(
    'a pull request that changes the policy file but none of its keys is told so, naming the file',
    async () => {
      const repo = repository({ ...CONFIGS, [POLICY]: BASE_POLICY }, { [POLICY]: `# reviewed\n${BASE_POLICY}` });
      server = await serving(repo, changes(POLICY));
      const r = await run(repo.ws, {}, pullRequest(repo));
      expect(r.code, describeRun(r)).toBe(1);
      const line = `This pull request changes the policy file \`${POLICY}\`, but none of its keys; the base's policy judged this run.`;
      expect(noticesOf(r), describeRun(r)).toContain(line);
      expect(r.summary).toContain(line);
    },
    spawnTimeout(1),
  );
});

describe("a checkout owned by another user (git's dubious ownership)", () => {
  const fix = 'or set `policy-from: head` to take the checked-out policy file';

  // Git refuses a repository another user owns when it finds the repository itself; the action
  // names the checkout's git directory (GIT_DIR), which git takes as given. Root can give the
  // clone to another user; another user cannot.
  it.runIf(process.getuid?.() === 0)(
    'no token, the clone owned by nobody: git reads the base, and the base policy judges',
    async () => {
      const repo = repository({ ...CONFIGS, [POLICY]: BASE_POLICY }, { [POLICY]: 'fail-level: never\n' });
      server = await serving(repo);
      const chown = spawnSync('chown', ['-R', 'nobody', repo.ws]);
      expect(chown.status, chown.stderr.toString()).toBe(0);
      // The refusal this is about: git run in the clone without naming its git directory.
      const plain = spawnSync(requireClient('git'), ['rev-parse', 'HEAD'], {
        cwd: repo.ws,
        env: { PATH: process.env['PATH'] },
      });
      expect(plain.stderr.toString()).toContain('dubious ownership');
      const r = await run(repo.ws, { 'github-token': '' }, pullRequest(repo));
      expect(r.code, describeRun(r)).toBe(1);
      expect(errorsOf(r).at(-1)).toBe(FAILED);
      expect(r.summary).toContain(`Policy: \`${POLICY}\` at the base commit \`${repo.base.slice(0, 12)}\``);
      expect([...server.requests, ...server.policyReads]).toEqual([]);
    },
    spawnTimeout(1),
  );

  /** A `git` first on PATH that answers every command as git does a repository it refuses. */
  function refusingGit(): string {
    const bin = tempDir('cca-policy-base-bin-');
    const script = join(bin, 'git');
    writeFileSync(
      script,
      '#!/bin/sh\necho "fatal: detected dubious ownership in repository at \'$PWD\'" >&2\necho "To add an exception for this directory, call:" >&2\nexit 128\n',
    );
    chmodSync(script, 0o755);
    return `${bin}:${process.env['PATH'] ?? ''}`;
  }

  it(
    'git refuses, no token: one line naming the refusal, safe.directory and the permission',
    async () => {
      const repo = repository({ ...CONFIGS, [POLICY]: BASE_POLICY }, {});
      server = await serving(repo);
      const r = await run(repo.ws, { 'github-token': '' }, { ...pullRequest(repo), PATH: refusingGit() });
      expect(r.code, describeRun(r)).toBe(1);
      const errors = errorsOf(r);
      expect(errors, describeRun(r)).toHaveLength(1);
      expect(errors[0]).toBe(
        `policy-from: base: the pull request's merge commit ${repo.merge} (GITHUB_SHA) cannot be read: git refuses the checkout ${repo.ws} as owned by someone else (fatal: detected dubious ownership in repository at '${repo.ws}'); mark it safe with \`git config --global --add safe.directory ${repo.ws}\`, and input "github-token" is empty; leave input "github-token" at its default (\${{ github.token }}) and grant the job \`permissions: contents: read\`, so the base's policy file cannot be read; ${fix}`,
      );
    },
    spawnTimeout(1),
  );

  it(
    'git refuses, a token: the API answers instead, and the base policy judges',
    async () => {
      const repo = repository({ ...CONFIGS, [POLICY]: BASE_POLICY }, { [POLICY]: 'fail-level: never\n' });
      server = await serving(repo, changes(POLICY));
      const r = await run(repo.ws, {}, { ...pullRequest(repo), PATH: refusingGit() });
      expect(r.code, describeRun(r)).toBe(1);
      expect(errorsOf(r).at(-1)).toBe(FAILED);
      expect(server.of('get-content').map((q) => q.query['ref'])).toEqual([repo.base]);
    },
    spawnTimeout(1),
  );
});

describe("a pull request that changes only the policy's suppressions is told what they would silence", () => {
  /** A blocking error and a warning, each named by a suppression comment. */
  const COMMENTED = `name: cross
build_config:
  target_platform: windows/amd64  # component-config-check: ignore[invalid-platform] built on a Windows runner
  base_image: alpine:3.20  # component-config-check: ignore[non-debian-base-image] musl on purpose
`;
  const files = { [`svc/${CONFIG}`]: COMMENTED };

  it.each([
    {
      how: 'none loosened to allowed',
      base: 'fail-level: error\nsuppressions: none\n',
      head: 'fail-level: error\nsuppressions: allowed\n',
      code: 1,
      would: 'let suppression comments silence 1 error and 1 warning and pass the run',
    },
    {
      how: 'allowed tightened to none',
      base: 'fail-level: error\n',
      head: 'fail-level: error\nsuppressions: none\n',
      code: 0,
      would: 'make 1 error and 1 warning that suppression comments silence stand and fail the run',
    },
    {
      how: 'a list that lets the warning alone be silenced',
      base: 'fail-level: warning\nsuppressions: none\n',
      head: 'fail-level: warning\nsuppressions: [non-debian-base-image]\n',
      code: 1,
      would: 'let suppression comments silence 1 warning',
    },
  ])(
    '$how',
    async ({ base, head, code, would }) => {
      const repo = repository({ ...files, [POLICY]: base }, { [POLICY]: head });
      server = await serving(repo, changes(POLICY));
      const r = await run(repo.ws, {}, pullRequest(repo));
      expect(r.code, describeRun(r)).toBe(code);
      const line = `This pull request changes the policy file \`${POLICY}\` (\`suppressions\`); the base's policy judged this run: this pull request's policy would ${would}; it takes effect after merge.`;
      expect(noticesOf(r), describeRun(r)).toContain(line);
      expect(r.summary).toContain(line);
    },
    spawnTimeout(3),
  );
});

describe('the changed-workflow notice, whatever else the run does', () => {
  const WORKFLOW = '.github/workflows/ci.yml';
  const binding =
    "the verdict is only as strong as the review of that change (a code owner's review of `.github/`, or an organization ruleset's required workflow, makes it binding).";

  it(
    "merge_group: the group's diff (base_sha against head_sha) names the workflow",
    async () => {
      const repo = repository({ ...CONFIGS, [POLICY]: BASE_POLICY }, { [WORKFLOW]: 'on: merge_group\n' });
      server = await serving(repo, changes(WORKFLOW));
      const r = await run(
        repo.ws,
        {},
        eventEnv(tempDir('cca-policy-base-event-'), 'merge_group', mergeGroupPayload(repo.base, repo.merge)),
      );
      expect(r.code, describeRun(r)).toBe(1);
      const line = `This merge group changes the workflow \`${WORKFLOW}\`: on merge_group the workflows that run are the group's own (its head commit's), so this change can alter or skip this check; ${binding}`;
      expect(noticesOf(r), describeRun(r)).toContain(line);
      expect(r.summary).toContain(line);
      expect(server.of('compare').map((q) => q.path)).toEqual([
        `/repos/octo/repo/compare/${repo.base}...${repo.merge}`,
      ]);
    },
    spawnTimeout(1),
  );

  it(
    'a pull request run that matches no config file still names the changed workflow and policy file',
    async () => {
      const repo = repository(
        { 'docs/readme.md': 'x\n', [POLICY]: BASE_POLICY },
        { [WORKFLOW]: 'on: pull_request\n', [POLICY]: 'fail-level: never\n' },
      );
      server = await serving(repo, changes(WORKFLOW, POLICY));
      const r = await run(repo.ws, { 'if-no-files-found': 'warn' }, pullRequest(repo));
      expect(r.code, describeRun(r)).toBe(0);
      const workflow = `This pull request changes the workflow \`${WORKFLOW}\`: on pull_request the workflows that run are the pull request's own, so this change can alter or skip this check; ${binding}`;
      const policy = `This pull request changes the policy file \`${POLICY}\` (\`fail-level\`); the base's policy judged this run: this pull request's policy would change no finding of this run; it takes effect after merge.`;
      expect(noticesOf(r), describeRun(r)).toEqual(expect.arrayContaining([workflow, policy]));
      expect(r.summary).toContain(workflow);
      expect(r.summary).toContain(policy);
    },
    spawnTimeout(1),
  );
});

describe('policy-from: head still names what the pull request changes', () => {
  it(
    'a pull request that changes its workflow and the policy file, judged by its own policy: both are named',
    async () => {
      const WORKFLOW = '.github/workflows/ci.yml';
      const repo = repository(
        { ...CONFIGS, [POLICY]: BASE_POLICY },
        { [WORKFLOW]: 'on: pull_request\n', [POLICY]: 'fail-level: never\n' },
      );
      server = await serving(repo, changes(WORKFLOW, POLICY));
      const r = await run(repo.ws, { 'policy-from': 'head' }, pullRequest(repo));
      expect(r.code, describeRun(r)).toBe(0);
      const policy = `This pull request changes the policy file \`${POLICY}\`, and input \`policy-from\` is \`head\`, so its own version judged this run.`;
      const workflow = `This pull request changes the workflow \`${WORKFLOW}\`: on pull_request the workflows that run are the pull request's own, so this change can alter or skip this check; the verdict is only as strong as the review of that change (a code owner's review of \`.github/\`, or an organization ruleset's required workflow, makes it binding).`;
      expect(noticesOf(r), describeRun(r)).toEqual([policy, workflow]);
      expect(r.summary).toContain(policy);
      expect(r.summary).toContain(workflow);
      expect(server.of('get-content')).toEqual([]);
    },
    spawnTimeout(1),
  );
});
