// End-to-end: a pull request's own suppression comments under the base's policy (issue 38). The
// built action in a real git repository, against the fake GitHub: `suppressions: none` leaves
// every finding standing (the step fails where the comment silenced a blocking error before),
// a list of codes silences those alone, and each suppression the run applied is listed where the
// verdict is read: the job summary, the pull request comment and the check run's summary.

import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { git } from './clients.js';
import { eventEnv, type FakeGitHub, pullRequestPayload, startFakeGitHub } from './github-server.js';
import {
  cleanup,
  describeRun,
  makeWorkspace,
  runAction,
  type RunResult,
  SHA,
  spawnTimeout,
  tempDir,
} from './harness.js';

afterAll(cleanup);

const TOKEN = 'ghs_suppressions123';
const POLICY = '.component-config-check.yaml';
const CONFIG = 'svc/component_config.yaml';
/** A blocking error and a warning, each silenced by a comment the pull request adds. */
const SILENCED = `name: cross
build_config:
  target_platform: windows/amd64  # component-config-check: ignore[invalid-platform] built on a Windows runner
  base_image: alpine:3.20  # component-config-check: ignore[non-debian-base-image] musl on purpose
`;
const PLAIN = SILENCED.replace(/ {2}# component-config-check:.*$/gm, '');

let server: FakeGitHub | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/**
 * The base commit holds the policy and the config without comments; the head (checked out) adds
 * the comments. The base's policy is in the checkout's objects and, for a reader that asks the
 * API, in the fake's contents at both commits (the policy is the same at both).
 */
async function pullRequestRun(policy: string | undefined, inputs: Record<string, string> = {}): Promise<RunResult> {
  const ws = tempDir('cca-suppressions-');
  const files = policy === undefined ? {} : { [POLICY]: policy };
  makeWorkspace({ ...files, [CONFIG]: PLAIN }, ws);
  git(ws, 'init', '-q', '-b', 'main');
  git(ws, 'add', '-A');
  git(ws, 'commit', '-q', '-m', 'base');
  const base = git(ws, 'rev-parse', 'HEAD');
  makeWorkspace({ [CONFIG]: SILENCED }, ws);
  git(ws, 'commit', '-q', '-am', 'head: silence the findings');
  const head = git(ws, 'rev-parse', 'HEAD');
  // What a pull_request job checks out: the test merge commit, its first parent the base.
  const merge = git(ws, 'commit-tree', `${head}^{tree}`, '-p', base, '-p', head, '-m', 'merge');
  git(ws, 'checkout', '-q', '--detach', merge);
  server = await startFakeGitHub({
    prFiles: [{ filename: CONFIG, status: 'modified' }],
    pullHead: head,
    commits: { [base]: files, [head]: files },
    // GITHUB_SHA, the test merge commit the job checked out: its first parent is the base.
    parents: { [SHA]: [base, head] },
  });
  const event = eventEnv(tempDir('cca-suppressions-event-'), 'pull_request', pullRequestPayload(head, 1, false, base));
  const r = await runAction({
    workspace: ws,
    inputs: { 'github-token': TOKEN, 'fail-level': 'error', ...inputs },
    env: { GITHUB_API_URL: server.url, GITHUB_SERVER_URL: 'https://github.com', ...event, GITHUB_SHA: merge },
  });
  expect(r.timedOut, describeRun(r)).toBe(false);
  expect(r.stderr, describeRun(r)).toBe('');
  return r;
}

const placed = (r: RunResult) => r.annotations.map((a) => `${a.severity} ${a.line}:${a.column} ${a.code}`);

describe("the base's policy decides what a pull request's suppression comments may silence", () => {
  it(
    'suppressions: none: the silenced error stands and fails the step; each comment gets suppression-not-allowed',
    async () => {
      const r = await pullRequestRun('suppressions: none\n');
      expect(r.code, describeRun(r)).toBe(1);
      expect(placed(r)).toEqual([
        'error 3:20 invalid-platform',
        'warning 3:35 suppression-not-allowed',
        'warning 4:15 non-debian-base-image',
        'warning 4:28 suppression-not-allowed',
      ]);
      const note = r.annotations.find((a) => a.code === 'suppression-not-allowed')!;
      expect(note.message).toBe(
        "the repository's policy (.component-config-check.yaml, `suppressions: none`) allows no suppression comments, so invalid-platform on line 3 stands: fix what the finding says and remove the comment; if it must be silenced, change `suppressions` in .component-config-check.yaml on the base branch, as its own reviewed change",
      );
      expect(r.outputs).toMatchObject({ errors: '1', warnings: '3', suppressed: '0' });
    },
    spawnTimeout(1),
  );

  it(
    'a list of codes: those listed are silenced, the others stand and their comment is named',
    async () => {
      const r = await pullRequestRun('suppressions: [non-debian-base-image, unusual-platform]\n');
      expect(r.code, describeRun(r)).toBe(1);
      expect(placed(r)).toEqual(['error 3:20 invalid-platform', 'warning 3:35 suppression-not-allowed']);
      expect(r.annotations[1]!.message).toContain(
        'lets a comment silence only non-debian-base-image, unusual-platform, not invalid-platform, so invalid-platform on line 3 stands',
      );
      expect(r.outputs).toMatchObject({ errors: '1', warnings: '1', suppressed: '1' });
    },
    spawnTimeout(1),
  );

  it(
    'allowed (no key): the step passes, and every suppression is listed in the job summary, the comment and the check run',
    async () => {
      const r = await pullRequestRun(undefined, { 'pr-comment': 'true', 'check-run': 'true' });
      expect(r.code, describeRun(r)).toBe(0);
      expect(r.outputs).toMatchObject({ errors: '0', warnings: '0', suppressed: '2' });
      const rows = [
        '| `invalid-platform` | built on a Windows runner |',
        '| `non-debian-base-image` | musl on purpose |',
      ];
      const comment = server!.issueComments[0]?.body ?? '';
      const created = server!.of('create-check-run')[0]?.body as { output?: { summary?: string } } | undefined;
      const checkRun = created?.output?.summary ?? '';
      for (const [where, text] of [
        ['job summary', r.summary],
        ['pull request comment', comment],
        ['check run', checkRun],
      ] as const) {
        expect(text, where).toContain('**Silenced by suppression comments: 2 findings**');
        for (const row of rows) expect(text, where).toContain(row);
        // The place links to the line on the head commit.
        expect(text, where).toMatch(
          /\[svc\/component\\_config\\\.yaml\\:3\]\(https:\/\/github\.com\/octo\/repo\/blob\/[0-9a-f]{40}\/svc\/component_config\.yaml#L3\)/,
        );
      }
    },
    spawnTimeout(1),
  );
});
