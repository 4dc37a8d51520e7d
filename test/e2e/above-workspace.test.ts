// End-to-end: a `.git` above the workspace is not this checkout's (issue 38, "never look above the
// workspace"). A self-hosted runner's work folder inside a repository, and a checkout without git
// in it: annotations are placed by the workspace path, and pull_request_target does not take the
// outer repository's HEAD for the commit checked out. The built action, a real git repository
// made around the workspace, the fake GitHub.

import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { git } from './clients.js';
import { eventEnv, type FakeGitHub, pullRequestPayload, pushPayload, startFakeGitHub } from './github-server.js';
import { join } from 'node:path';
import { cleanup, describeRun, makeWorkspace, runAction, spawnTimeout, tempDir } from './harness.js';

afterAll(cleanup);

const CONFIG = 'component_config.yaml';
/** One error: wrong-type at `version` (line 3). */
const INVALID = 'name: bad\nversion:\n  - 1\n';

let server: FakeGitHub | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A repository with one commit around `work/repo`, the workspace (which holds no `.git`). */
function outerRepository(files: Record<string, string>): { ws: string; sha: string } {
  const outer = tempDir('cca-above-');
  git(outer, 'init', '-q', '-b', 'main');
  const ws = makeWorkspace(files, join(outer, 'work', 'repo'));
  git(outer, 'add', '-A');
  git(outer, 'commit', '-q', '-m', 'outer');
  return { ws, sha: git(outer, 'rev-parse', 'HEAD') };
}

describe('a .git above the workspace', () => {
  it(
    'annotations are placed by the workspace path, not the outer repository path',
    async () => {
      const { ws, sha } = outerRepository({ [`svc/${CONFIG}`]: INVALID });
      server = await startFakeGitHub();
      const r = await runAction({
        workspace: ws,
        inputs: { 'github-token': '' },
        env: {
          GITHUB_API_URL: server.url,
          ...eventEnv(tempDir('cca-above-event-'), 'push', pushPayload('a'.repeat(40), sha)),
          GITHUB_SHA: sha,
        },
      });
      expect(r.code, describeRun(r)).toBe(1);
      expect(r.annotations.map((a) => a.file)).toEqual([`svc/${CONFIG}`]);
    },
    spawnTimeout(1),
  );

  it(
    "pull_request_target: the outer repository's HEAD is not taken for the checkout's commit",
    async () => {
      const { ws, sha } = outerRepository({ [`svc/${CONFIG}`]: INVALID });
      server = await startFakeGitHub({ commits: { [sha]: {} } });
      const r = await runAction({
        workspace: ws,
        inputs: { 'github-token': 'ghs_above123' },
        env: {
          GITHUB_API_URL: server.url,
          ...eventEnv(tempDir('cca-above-event-'), 'pull_request_target', pullRequestPayload(sha, 1)),
          GITHUB_SHA: sha,
        },
      });
      expect(r.code, describeRun(r)).toBe(1);
      const errors = r.messages.filter((m) => m.name === 'error').map((m) => m.message);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(
        new RegExp(
          `^pull_request_target: svc/${CONFIG} is in no git checkout \\(no \\.git at or above it, up to the workspace\\)`,
        ),
      );
      expect(server.of('create-check-run')).toEqual([]);
    },
    spawnTimeout(1),
  );
});
