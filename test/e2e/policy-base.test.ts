// End-to-end: the policy that judges a pull request or a merge group is its base's (issue 32).
// The built action in real git repositories made here, against the fake GitHub: the base's
// policy file read from the checkout's git objects when they hold the base commit, else through
// the contents API; a pull request that relaxes the policy still fails, and is told what its own
// policy would change after merge; policy-from: head takes the checked-out file; a contents read
// that fails stops the step with one line; push is unchanged.

import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { git } from './clients.js';
import {
  eventEnv,
  type FakeGitHub,
  mergeGroupPayload,
  pullRequestPayload,
  pushPayload,
  startFakeGitHub,
} from './github-server.js';
import { cleanup, describeRun, makeWorkspace, runAction, type RunResult, spawnTimeout, tempDir } from './harness.js';

afterAll(cleanup);

const TOKEN = 'ghs_policybase123';
const POLICY = '.component-config-check.yaml';
const CONFIG = 'component_config.yaml';
/** One error: wrong-type at `version` (line 3). */
const INVALID = 'name: bad\nversion:\n  - 1\n';
const VALID = 'name: ok\nversion: "1.0"\n';
const BASE_POLICY = 'fail-level: error\n';
const ABSENT_BASE = 'a'.repeat(40);

let server: FakeGitHub | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A repository whose base commit holds `base` and whose head (checked out) holds `head`; null: no file. */
function repository(base: Record<string, string>, head: Record<string, string | null>) {
  const ws = tempDir('cca-policy-base-');
  makeWorkspace(base, ws);
  git(ws, 'init', '-q', '-b', 'main');
  git(ws, 'add', '-A');
  git(ws, 'commit', '-q', '-m', 'base');
  const baseSha = git(ws, 'rev-parse', 'HEAD');
  for (const [file, text] of Object.entries(head)) {
    if (text === null) git(ws, 'rm', '-q', file);
    else makeWorkspace({ [file]: text }, ws);
  }
  git(ws, 'add', '-A');
  git(ws, 'commit', '-q', '--allow-empty', '-m', 'head');
  return { ws, base: baseSha, head: git(ws, 'rev-parse', 'HEAD') };
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

const pullRequest = (head: string, base: string) =>
  eventEnv(tempDir('cca-policy-base-event-'), 'pull_request', pullRequestPayload(head, 2, false, base));
const errorsOf = (r: RunResult) => r.messages.filter((m) => m.name === 'error').map((m) => m.message);
const noticesOf = (r: RunResult) => r.commands.filter((c) => c.name === 'notice').map((c) => c.message);
const FAILED = '1 of 2 component configs is invalid (1 error, 0 warnings)';

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
    '$how: the run fails under the base commit in the objects, and says what its own would change',
    async ({ policy, keys, would }) => {
      const { ws, base, head } = repository({ ...CONFIGS, [POLICY]: BASE_POLICY }, { [POLICY]: policy });
      server = await startFakeGitHub({ prFiles: [{ filename: POLICY, status: 'modified' }], pullHead: head });
      const r = await run(ws, { 'pr-comment': 'true' }, pullRequest(head, base));
      expect(r.code, describeRun(r)).toBe(1);
      expect(errorsOf(r).at(-1)).toBe(FAILED);
      const line = `This pull request changes the policy file \`${POLICY}\` (${keys}); the base's policy judged this run: this pull request's policy would ${would}; it takes effect after merge.`;
      expect(noticesOf(r), describeRun(r)).toContain(line);
      expect(r.summary).toContain(line);
      expect(r.summary).toContain(`Policy: \`${POLICY}\` at the base commit \`${base.slice(0, 12)}\``);
      expect(server.issueComments[0]?.body ?? '').toContain(line);
      // The base was in the checkout's objects: the API was not asked for it.
      expect(server.of('get-content')).toEqual([]);
    },
    spawnTimeout(1),
  );

  it(
    'the base commit absent from the checkout: the contents API gives its policy, with the job token',
    async () => {
      // A checkout of the head alone, as actions/checkout's default depth of 1 leaves it.
      const { ws, head } = repository({ ...CONFIGS, [POLICY]: 'fail-level: never\n' }, {});
      server = await startFakeGitHub({ commits: { [ABSENT_BASE]: { [POLICY]: BASE_POLICY } } });
      const r = await run(ws, {}, pullRequest(head, ABSENT_BASE));
      expect(r.code, describeRun(r)).toBe(1);
      expect(errorsOf(r).at(-1)).toBe(FAILED);
      const asked = server.of('get-content');
      expect(asked.map((q) => [q.path, q.query])).toEqual([
        [`/repos/octo/repo/contents/${POLICY}`, { ref: ABSENT_BASE }],
      ]);
      expect(asked[0]!.headers['authorization']).toBe(`token ${TOKEN}`);
      expect(noticesOf(r)).toContain(
        `This pull request changes the policy file \`${POLICY}\` (\`fail-level\`); the base's policy judged this run: this pull request's policy would pass the run; it takes effect after merge.`,
      );
    },
    spawnTimeout(1),
  );

  it(
    "pull_request_target (the head checked out, as its recipe says): the base's policy, through the API",
    async () => {
      const { ws, head } = repository({ ...CONFIGS, [POLICY]: 'fail-level: never\n' }, {});
      server = await startFakeGitHub({ commits: { [ABSENT_BASE]: { [POLICY]: BASE_POLICY } } });
      const ev = eventEnv(
        tempDir('cca-policy-base-event-'),
        'pull_request_target',
        pullRequestPayload(head, 2, true, ABSENT_BASE),
      );
      const r = await run(ws, {}, ev);
      expect(r.code, describeRun(r)).toBe(1);
      expect(errorsOf(r).at(-1)).toBe(FAILED);
      expect(server.of('get-content').map((q) => q.query['ref'])).toEqual([ABSENT_BASE]);
    },
    spawnTimeout(1),
  );

  it(
    'a base policy with errors is not applied: the defaults judge, and the pull request fixing it is not blocked by it',
    async () => {
      const { ws, base, head } = repository(
        { ...CONFIGS, [POLICY]: 'fail_level: never\n' },
        { [POLICY]: 'fail-level: error\n', [`svc/${CONFIG}`]: VALID },
      );
      server = await startFakeGitHub();
      const r = await run(ws, {}, pullRequest(head, base));
      expect(r.code, describeRun(r)).toBe(0);
      expect(r.annotations).toEqual([]);
      expect(r.stdout).toContain(
        "2 component configs checked, all valid (0 errors, 0 warnings); the base's policy file .component-config-check.yaml has errors, so the defaults apply",
      );
      expect(r.summary).toContain(
        `Policy: \`${POLICY}\` at the base commit \`${base.slice(0, 12)}\` has errors, so it was not applied and the defaults apply; fix it on the base branch.`,
      );
      expect(noticesOf(r)).toContain(
        `This pull request fixes the policy file \`${POLICY}\`; the base's defaults judged this run: this pull request's policy would change no finding of this run; it takes effect after merge.`,
      );
    },
    spawnTimeout(1),
  );

  it(
    'policy-from: head takes the checked-out policy file, and asks nothing of the base',
    async () => {
      const { ws, head } = repository({ ...CONFIGS, [POLICY]: 'fail-level: never\n' }, {});
      server = await startFakeGitHub();
      const r = await run(ws, { 'policy-from': 'head' }, pullRequest(head, ABSENT_BASE));
      expect(r.code, describeRun(r)).toBe(0);
      expect(r.stdout).toContain(`${FAILED}; fail-level is never, so the run passes`);
      expect([...server.requests, ...server.policyReads]).toEqual([]);
      expect(noticesOf(r)).toEqual([]);
    },
    spawnTimeout(1),
  );

  it(
    'a base without the policy file: the defaults apply, and the verdict says so',
    async () => {
      const { ws, base, head } = repository(CONFIGS, { [POLICY]: 'fail-level: never\n' });
      server = await startFakeGitHub();
      const r = await run(ws, {}, pullRequest(head, base));
      expect(r.code, describeRun(r)).toBe(1);
      expect(errorsOf(r).at(-1)).toBe(`${FAILED}; the base commit has no policy file ${POLICY}, so the defaults apply`);
      expect(r.summary).toContain(
        `Policy: none at the base commit \`${base.slice(0, 12)}\` (no \`${POLICY}\` there), so the defaults apply.`,
      );
      expect(noticesOf(r)).toContain(
        `This pull request adds the policy file \`${POLICY}\`; the base's defaults judged this run: this pull request's policy would pass the run; it takes effect after merge.`,
      );
      expect([...server.requests, ...server.policyReads]).toEqual([]);
    },
    spawnTimeout(1),
  );

  it(
    'a base without the policy file, read through the API: a 404 on the file and the commit found',
    async () => {
      const { ws, head } = repository({ ...CONFIGS, [POLICY]: 'fail-level: never\n' }, {});
      server = await startFakeGitHub({ commits: { [ABSENT_BASE]: {} } });
      const r = await run(ws, {}, pullRequest(head, ABSENT_BASE));
      expect(r.code, describeRun(r)).toBe(1);
      expect(errorsOf(r).at(-1)).toBe(`${FAILED}; the base commit has no policy file ${POLICY}, so the defaults apply`);
      expect(server.policyReads.map((q) => q.route)).toEqual(['get-content', 'get-commit']);
    },
    spawnTimeout(1),
  );

  it(
    'a pull request that deletes the policy file is still judged by it',
    async () => {
      const { ws, base, head } = repository(
        { ...CONFIGS, [POLICY]: 'severity:\n  wrong-type: warning\nfail-level: warning\n' },
        { [POLICY]: null },
      );
      server = await startFakeGitHub();
      const r = await run(ws, {}, pullRequest(head, base));
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
  const cannot = `the policy file ${POLICY} cannot be read at the base commit ${ABSENT_BASE} (policy-from: base)`;
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
      const { ws, head: sha } = repository({ ...CONFIGS, [POLICY]: 'fail-level: never\n' }, {});
      server = await startFakeGitHub({ commits: {} });
      server.queue('get-content', { status, body });
      const r = await run(ws, {}, pullRequest(sha, ABSENT_BASE));
      expect(r.code, describeRun(r)).toBe(1);
      const errors = errorsOf(r);
      expect(errors, describeRun(r)).toHaveLength(1);
      expect(errors[0]).toContain(cannot);
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
      const { ws, head: sha } = repository({ ...CONFIGS, [POLICY]: 'fail-level: never\n' }, {});
      server = await startFakeGitHub();
      const failing = { status: 500, body: { message: 'Server Error' } };
      server.queue('get-content', failing, failing, failing, failing, failing);
      const r = await run(ws, {}, pullRequest(sha, ABSENT_BASE));
      expect(r.code, describeRun(r)).toBe(1);
      const errors = errorsOf(r);
      expect(errors, describeRun(r)).toHaveLength(1);
      expect(errors[0]).toContain(cannot);
      expect(errors[0]).toContain('500');
      expect(errors[0]!.endsWith(head)).toBe(true);
    },
    spawnTimeout(2, 60_000),
  );

  it(
    'no token: the line says which input and permission fix it',
    async () => {
      const { ws, head: sha } = repository({ ...CONFIGS, [POLICY]: 'fail-level: never\n' }, {});
      server = await startFakeGitHub();
      const r = await run(ws, { 'github-token': '' }, pullRequest(sha, ABSENT_BASE));
      expect(r.code, describeRun(r)).toBe(1);
      expect(errorsOf(r)).toEqual([
        `${cannot}: commit ${ABSENT_BASE} is not in the checkout's git objects and input "github-token" is empty; leave github-token at its default (\${{ github.token }}) with \`permissions: contents: read\`, fetch the base commit (actions/checkout with fetch-depth: 0), ${head}`,
      ]);
    },
    spawnTimeout(1),
  );

  it.each([
    { what: 'not JSON', payload: '{ not json', says: /^the event payload .* is not valid JSON$/ },
    {
      what: 'without a base',
      payload: { pull_request: { number: 17 } },
      says: /^the pull_request payload has no base commit$/,
    },
  ])(
    'a payload $what: one line, not the head policy',
    async ({ payload, says }) => {
      const { ws } = repository({ ...CONFIGS, [POLICY]: 'fail-level: never\n' }, {});
      server = await startFakeGitHub();
      const ev = eventEnv(tempDir('cca-policy-base-event-'), 'pull_request', payload, { invalid: true });
      const r = await run(ws, {}, ev);
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
      const { ws, head: sha } = repository(CONFIGS, {});
      server = await startFakeGitHub();
      const r = await run(ws, { 'policy-from': 'main' }, pullRequest(sha, ABSENT_BASE));
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
      const { ws, base, head } = repository({ ...CONFIGS, [POLICY]: BASE_POLICY }, { [POLICY]: 'fail-level: never\n' });
      server = await startFakeGitHub();
      const r = await run(
        ws,
        {},
        eventEnv(tempDir('cca-policy-base-event-'), 'merge_group', mergeGroupPayload(base, head)),
      );
      expect(r.code, describeRun(r)).toBe(1);
      expect(errorsOf(r).at(-1)).toBe(FAILED);
      expect(r.summary).toContain(`Policy: \`${POLICY}\` at the base commit \`${base.slice(0, 12)}\``);
      expect([...server.requests, ...server.policyReads]).toEqual([]);
    },
    spawnTimeout(1),
  );

  it(
    'push takes the checked-out policy file, as before',
    async () => {
      const { ws, base, head } = repository({ ...CONFIGS, [POLICY]: BASE_POLICY }, { [POLICY]: 'fail-level: never\n' });
      server = await startFakeGitHub();
      const r = await run(ws, {}, eventEnv(tempDir('cca-policy-base-event-'), 'push', pushPayload(base, head)));
      expect(r.code, describeRun(r)).toBe(0);
      expect(r.summary).toContain(`Policy: \`${POLICY}\` at commit \`${head.slice(0, 12)}\``);
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
    "the pull request's own policy file broken: its findings on its lines, the base's policy applied",
    async () => {
      const { ws, base, head } = repository({ ...CONFIGS, [POLICY]: BASE_POLICY }, { [POLICY]: 'fail_level: never\n' });
      server = await startFakeGitHub();
      const r = await run(ws, {}, pullRequest(head, base));
      expect(r.code, describeRun(r)).toBe(1);
      expect(r.annotations[0]).toMatchObject({ file: POLICY, line: 1 });
      expect(noticesOf(r)).toContain(
        `This pull request changes the policy file \`${POLICY}\`, and its version has errors (reported on its lines); the base's policy judged this run.`,
      );
    },
    spawnTimeout(1),
  );
});
