// Where the repository is, and which commit it holds, read from the workspace's git files with
// no network and no git command (what a commit holds is asked of git itself: git.ts): GitHub names a file by its path from the repository's root, and
// the workspace is not always that root (actions/checkout with `path:` puts the repository below
// it). Only the files git itself keeps are read: `.git` (a directory, or a file pointing at one as
// in a worktree or submodule), HEAD, `commondir`, loose refs and `packed-refs`.

import fs from 'node:fs';
import path from 'node:path';
import { workspaceRoot, type Root } from './inside.js';
import { pathBelow, slashed } from './repo-path.js';

export interface GitRepo {
  /** The directory holding `.git`: the repository's root. */
  root: string;
  /** The git directory of this checkout (HEAD is here). */
  gitDir: string;
}

export type Head = { sha: string; ref?: string } | { reason: string };

const SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/;
/** A ref name as git keeps them; `..` or a leading `/` could only lead out of the git directory. */
const REF = /^refs\/[A-Za-z0-9._\-/+@]+$/;
/** Symbolic refs are followed this far, as git does. */
const MAX_SYMREFS = 5;

/** The `.git` at `dir` itself (never one above): a directory, or a `gitdir:` file. */
export function gitAt(dir: string): GitRepo | undefined {
  const dotGit = path.join(dir, '.git');
  let stat: fs.Stats;
  try {
    stat = fs.statSync(dotGit);
  } catch {
    return undefined;
  }
  if (stat.isDirectory()) return { root: dir, gitDir: dotGit };
  if (!stat.isFile()) return undefined;
  const text = readSmall(dotGit);
  const m = text === undefined ? null : /^gitdir: (.+?)\s*$/m.exec(text);
  if (!m) return undefined;
  return { root: dir, gitDir: path.resolve(dir, m[1]!) };
}

/**
 * The repository holding `dir`: the nearest `.git` at or above it, up to `stop` (the workspace)
 * and never above it: a `.git` above the workspace (a self-hosted runner's work folder inside a
 * repository) is not this checkout's. Undefined for a `dir` outside `stop`. `cache` (directory →
 * answer) keeps each directory looked at once, however many files lie below it.
 */
export function repoAbove(dir: string, stop: string, cache?: Map<string, GitRepo | undefined>): GitRepo | undefined {
  const walked: string[] = [];
  const top = path.resolve(stop);
  let cur = path.resolve(dir);
  const rel = path.relative(top, cur);
  if (rel === '..' || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel)) return undefined;
  let found: GitRepo | undefined;
  for (;;) {
    if (cache?.has(cur)) {
      found = cache.get(cur);
      break;
    }
    walked.push(cur);
    found = gitAt(cur);
    if (found || cur === top) break;
    const up = path.dirname(cur);
    if (up === cur) break;
    cur = up;
  }
  if (cache) for (const d of walked) cache.set(d, found);
  return found;
}

/**
 * The repositories below `dir` (not `dir` itself), at most `depth` directories down, node_modules
 * and links not entered, nor a repository's own inside: where actions/checkout with `path:` puts
 * a checkout. Sorted.
 */
export function reposBelow(dir: string, depth = 3): string[] {
  const found: string[] = [];
  const walk = (at: string, left: number) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(at, { withFileTypes: true });
    } catch {
      return; // unreadable: the search reports it
    }
    for (const e of entries) {
      if (!e.isDirectory() || e.name === 'node_modules' || e.name === '.git') continue;
      const sub = path.join(at, e.name);
      if (gitAt(sub)) found.push(sub);
      else if (left > 1) walk(sub, left - 1);
    }
  };
  walk(path.resolve(dir), depth);
  return found.sort();
}

/** The commit HEAD names: detached (a sha), or a branch found as a loose ref or in packed-refs. */
export function readHead(repo: GitRepo): Head {
  const head = readSmall(path.join(repo.gitDir, 'HEAD'));
  if (head === undefined) return { reason: `${path.join(repo.gitDir, 'HEAD')} cannot be read` };
  const refsDir = commonDir(repo);
  let value = head.trim();
  let ref: string | undefined;
  for (let i = 0; i <= MAX_SYMREFS; i++) {
    if (SHA.test(value)) return ref === undefined ? { sha: value } : { sha: value, ref };
    const m = /^ref: (\S+)$/.exec(value);
    if (!m || !REF.test(m[1]!) || m[1]!.split('/').includes('..'))
      return { reason: `HEAD holds neither a commit nor a ref ("${value.slice(0, 80)}")` };
    ref = m[1]!;
    const loose = readSmall(path.join(refsDir, ref)) ?? readSmall(path.join(repo.gitDir, ref));
    const next = loose?.trim() ?? packedRef(refsDir, ref);
    if (next === undefined) return { reason: `HEAD is ${ref}, which names no commit yet` };
    value = next;
  }
  return { reason: 'HEAD is a chain of symbolic refs too long to follow' };
}

/** Where the refs and objects are: a worktree keeps its own HEAD, the rest in the common directory. */
export function commonDir(repo: GitRepo): string {
  const common = readSmall(path.join(repo.gitDir, 'commondir'));
  return common === undefined ? repo.gitDir : path.resolve(repo.gitDir, common.trim());
}

/**
 * The commit checked out in `root`'s own `.git` (not one above it), for the reports' note of
 * which commit a policy was read at; undefined outside a repository or before the first commit.
 */
export function headCommit(root: string): string | undefined {
  const repo = gitAt(root);
  const head = repo && readHead(repo);
  return head && 'sha' in head ? head.sha : undefined;
}

function packedRef(gitDir: string, ref: string): string | undefined {
  const text = readSmall(path.join(gitDir, 'packed-refs'));
  if (text === undefined) return undefined;
  for (const line of text.split('\n')) {
    const m = /^([0-9a-f]{40}(?:[0-9a-f]{24})?) (\S+)$/.exec(line.trim());
    if (m && m[2] === ref) return m[1];
  }
  return undefined;
}

/** Git's own small files; a huge one is not git's. */
function readSmall(file: string): string | undefined {
  try {
    const stat = fs.statSync(file);
    if (!stat.isFile() || stat.size > 64 * 1024 * 1024) return undefined;
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * Workspace-relative paths → repository-relative paths, for everything GitHub places by path
 * (annotations, check runs, SARIF, links, the changed-file lists). A file's repository is the
 * nearest `.git` at or above its directory, up to the workspace (never above it); a file in no
 * repository keeps its workspace path.
 */
export class RepoPaths {
  private readonly byDir = new Map<string, GitRepo | undefined>();

  constructor(readonly workspace: string) {}

  /** The repository holding a workspace-relative path (looked up by its directory). */
  repoOf(file: string): GitRepo | undefined {
    return repoAbove(path.dirname(path.resolve(this.workspace, file)), this.workspace, this.byDir);
  }

  /** `file` from its repository's root (`/`-separated); undefined when it is in none. */
  inRepo(file: string, repo = this.repoOf(file)): string | undefined {
    if (!repo) return undefined;
    return slashed(path.relative(repo.root, path.resolve(this.workspace, file)));
  }

  /** Where GitHub finds the file: its repository path, else its workspace path. */
  place(file: string): string {
    return this.inRepo(file) ?? file;
  }

  /**
   * The paths a change must touch for a matched file to be checked (only-changed): the file, the
   * file it really is when a link leads there (`real`, absolute: the search's `known`), what it
   * points at (check-paths) and `also` (the policy file); all from the repository's root when the
   * file's repository is found (`exact`), else workspace-relative.
   */
  watched(
    file: string,
    o: { real?: string | undefined; pointsAt?: readonly string[] | undefined; also: readonly string[] },
  ): {
    paths: string[];
    exact: boolean;
  } {
    const target = o.real === undefined ? undefined : this.fromReal(o.real);
    const own = [file, ...(target !== undefined && target !== file ? [target] : []), ...(o.pointsAt ?? []), ...o.also];
    const repo = this.repoOf(file);
    if (!repo) return { paths: own, exact: false };
    return { paths: own.map((p) => this.inRepo(p, p === target ? this.repoOf(p) : repo) ?? p), exact: true };
  }

  /** A real (link-resolved) path inside the workspace, workspace-relative; undefined outside it. */
  private fromReal(real: string): string | undefined {
    this.root ??= workspaceRoot(this.workspace);
    for (const base of [this.root.real, this.root.given]) {
      const rel = pathBelow(base, real);
      if (rel) return rel;
    }
    return undefined;
  }

  private root: Root | undefined;
}

/** The safe checkout for pull_request_target, said in every line that refuses a run. */
export const TARGET_RECIPE =
  'check out the head with actions/checkout: `ref: ${{ github.event.pull_request.head.sha }}` and `persist-credentials: false` (this action runs no code from the pull request; it only reads its files)';

/**
 * On pull_request_target the workspace holds what the workflow checked out (by default the base
 * branch), while the verdict goes to the pull request's head. Undefined when every repository
 * holding a matched file (or, with none, the workspace's) is at `head`; else the one error line
 * that stops the run: what is checked out, what should be, and how.
 */
export function targetCheckoutError(
  head: string | undefined,
  why: string,
  files: readonly string[],
  paths: RepoPaths,
): string | undefined {
  const stop = 'nothing was checked or posted';
  if (head === undefined)
    return `pull_request_target: ${why}, so the commit checked out cannot be compared with the pull request's head; ${stop}. ${cap(TARGET_RECIPE)}`;
  const repos = new Map<string, GitRepo>();
  for (const file of files) {
    const repo = paths.repoOf(file);
    if (!repo) {
      return `pull_request_target: ${file} is in no git checkout (no .git at or above it, up to the workspace), so which commit it comes from cannot be told, and the pull request's head is ${head}; ${stop}. ${cap(TARGET_RECIPE)}`;
    }
    repos.set(repo.root, repo);
  }
  if (files.length === 0) {
    const repo = gitAt(paths.workspace);
    if (!repo)
      return `pull_request_target: the workspace ${paths.workspace} is no git checkout (no .git in it), so which commit it holds cannot be told, and the pull request's head is ${head}; ${stop}. ${cap(TARGET_RECIPE)}`;
    repos.set(repo.root, repo);
  }
  for (const repo of repos.values()) {
    const at = readHead(repo);
    if ('reason' in at)
      return `pull_request_target: the commit checked out in ${repo.root} cannot be read (${at.reason}), and the pull request's head is ${head}; ${stop}. ${cap(TARGET_RECIPE)}`;
    if (at.sha.toLowerCase() === head.toLowerCase()) continue;
    const what = at.ref ? `${at.ref} at ${at.sha}` : `commit ${at.sha}`;
    return `pull_request_target: ${repo.root} holds ${what}, not the pull request's head ${head} (the workflow checked out another commit, by default the base branch); ${stop}, since a verdict on files the pull request does not hold would be a false one. ${cap(TARGET_RECIPE)}`;
  }
  return undefined;
}

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
