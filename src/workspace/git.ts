// A commit's parents and a file at a commit, asked of git itself (`git cat-file`, `git ls-tree`)
// in one checkout: the base's policy file when there is no token for the contents API, and the
// pull request's merge commit, whose object a depth-1 checkout holds. Git decides every mode and
// format; nothing here reads git's objects. The checkout's own git directory is named and every
// GIT_* variable of the environment dropped, so that neither a variable nor a `.git` above the
// checkout can make git answer for another repository.

import { spawnSync } from 'node:child_process';
import { MAX_FILE_BYTES } from '../config/read/source.js';
import type { GitRepo } from './repo.js';

export type GitAnswer<T> =
  | ({ kind: 'ok' } & T)
  | { kind: 'no-commit' }
  /** Git refuses the repository's owner (`safe.directory`). */
  | { kind: 'dubious'; reason: string }
  | { kind: 'failed'; reason: string };

export type GitFile =
  { kind: 'file'; bytes: Uint8Array; size: number } | { kind: 'absent' } | { kind: 'not-a-file'; what: string };

/** The variables git reads for where the repository is; any other GIT_* goes too (none is ours to honour). */
function gitEnv(env: Readonly<Record<string, string | undefined>>, repo: GitRepo): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(env)) if (v !== undefined && !/^GIT_/i.test(k)) out[k] = v;
  return {
    ...out,
    GIT_DIR: repo.gitDir,
    GIT_LITERAL_PATHSPECS: '1',
    GIT_NO_REPLACE_OBJECTS: '1',
    // A partial clone would fetch a missing blob from its remote: the base is the API's to give then.
    GIT_NO_LAZY_FETCH: '1',
    GIT_TERMINAL_PROMPT: '0',
    // Git's messages in English, to tell a refused owner from the rest.
    LC_ALL: 'C',
  };
}

type Ran = { ok: true; out: Buffer } | { ok: false; status: number | null; err: string };

function git(env: Record<string, string>, cwd: string, args: string[], maxBuffer = 1024 * 1024): Ran {
  const r = spawnSync('git', args, { cwd, env, maxBuffer, stdio: ['ignore', 'pipe', 'pipe'] });
  if (r.error) return { ok: false, status: null, err: (r.error as NodeJS.ErrnoException).code ?? r.error.message };
  if (r.status !== 0) return { ok: false, status: r.status, err: r.stderr.toString('utf8').trim() };
  return { ok: true, out: r.stdout };
}

function refused<T>(r: Extract<Ran, { ok: false }>): GitAnswer<T> {
  const first = r.err.split('\n')[0] ?? '';
  if (/dubious ownership/i.test(r.err)) return { kind: 'dubious', reason: first };
  return { kind: 'failed', reason: r.status === null ? `git cannot be run (${r.err})` : `git: ${first}` };
}

/** Whether the commit is in the checkout's objects (a depth-1 checkout lacks its parents). */
function hasCommit(env: Record<string, string>, repo: GitRepo, sha: string): GitAnswer<object> {
  const r = git(env, repo.root, ['cat-file', '-e', `${sha}^{commit}`]);
  if (r.ok) return { kind: 'ok' };
  return r.status === 1 || /not a valid|bad object|could not get object/i.test(r.err)
    ? { kind: 'no-commit' }
    : refused(r);
}

/** The parents a commit object names, in order (a merge commit's first parent is the branch merged into). */
export function commitParents(
  env: Readonly<Record<string, string | undefined>>,
  repo: GitRepo,
  sha: string,
): GitAnswer<{ parents: string[] }> {
  const e = gitEnv(env, repo);
  const has = hasCommit(e, repo, sha);
  if (has.kind !== 'ok') return has;
  const r = git(e, repo.root, ['cat-file', 'commit', sha]);
  if (!r.ok) return refused(r);
  const header = r.out.toString('utf8').split('\n\n')[0] ?? '';
  const parents = [...header.matchAll(/^parent ([0-9a-f]{40,64})$/gm)].map((m) => m[1]!);
  return { kind: 'ok', parents };
}

/** The file at `file` (from the repository's root, `/`-separated) in commit `sha`, as git reads the tree. */
export function fileAtCommitGit(
  env: Readonly<Record<string, string | undefined>>,
  repo: GitRepo,
  sha: string,
  file: string,
): GitAnswer<{ file: GitFile }> {
  const e = gitEnv(env, repo);
  const has = hasCommit(e, repo, sha);
  if (has.kind !== 'ok') return has;
  const listed = git(e, repo.root, ['ls-tree', '-z', '-l', '--full-tree', sha, '--', file]);
  if (!listed.ok) return refused(listed);
  const entry = listed.out
    .toString('utf8')
    .split('\0')
    .map((line) => /^(\d+) (\w+) ([0-9a-f]+) +(-|\d+)\t(.*)$/s.exec(line))
    .find((m) => m?.[5] === file);
  if (!entry) return { kind: 'ok', file: { kind: 'absent' } };
  const [, mode, type, object, size] = entry;
  if (type !== 'blob' || mode === '120000') {
    const what = type === 'tree' ? 'a directory' : type === 'commit' ? 'a submodule' : 'a symbolic link';
    return { kind: 'ok', file: { kind: 'not-a-file', what } };
  }
  const total = Number(size);
  // Past the checker's limit the size alone makes its finding.
  if (total > MAX_FILE_BYTES) return { kind: 'ok', file: { kind: 'file', bytes: new Uint8Array(), size: total } };
  const blob = git(e, repo.root, ['cat-file', 'blob', object!], MAX_FILE_BYTES + 1024);
  if (!blob.ok) return refused(blob);
  return { kind: 'ok', file: { kind: 'file', bytes: blob.out, size: blob.out.length } };
}
