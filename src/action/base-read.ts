// Where, at which commit and how a change's base policy file is read (policy-from: base), and
// which files the change itself touches. Where: the policy file's path from the root of the
// checkout holding it, decided by paths alone (no link of the head's tree followed, no `.git`
// above the workspace looked for). Which commit: on pull_request the first parent of the test
// merge commit the job judges, read from that commit's object (a depth-1 checkout holds it) or
// through the API; on pull_request_target GITHUB_SHA; on merge_group the group's base_sha. How:
// the contents API first (authoritative, one call), `git` itself when there is no token; when
// neither can answer the run stops with one line saying why and what fixes it.

import fs from 'node:fs';
import path from 'node:path';
import { asError } from '../config/basics.js';
import { baseSource, type EventRead, type RunnerVars } from '../github/event.js';
import { baseApi, type BaseApi, type Log } from '../github/session.js';
import { commitParents, fileAtCommitGit, type GitAnswer } from '../workspace/git.js';
import { gitAt, type GitRepo, reposBelow } from '../workspace/repo.js';
import { pathBelow, slashed } from '../workspace/repo-path.js';
import type { PolicyPlace } from './policy-inputs.js';
import { InputError } from './settings.js';

export const FIX = 'or set `policy-from: head` to take the checked-out policy file';
const GRANT =
  'leave input "github-token" at its default (${{ github.token }}) and grant the job `permissions: contents: read`';

/** The checkout holding the policy file, with the file's path from its root. */
export interface BaseCheckout {
  root: string;
  /** Undefined for a checkout without git (its files at the workspace's root). */
  repo: GitRepo | undefined;
  /** The policy file from the root, `/`-separated: the path asked of the base. */
  rel: string;
}

/**
 * The checkout that holds the policy file's path: the nested repository it was located in, else
 * the workspace when it is a repository or holds none (a checkout without git). Undefined when
 * the path is in no checkout (several side by side, the file beside them): then no repository's
 * base speaks for it.
 */
export function checkoutOf(workspace: string, at: PolicyPlace): BaseCheckout | undefined {
  let root = workspace;
  if (at.policyRoot) root = at.policyRoot;
  else if (!gitAt(workspace) && reposBelow(workspace).length > 0) return undefined;
  const rel = pathBelow(root, at.target);
  return rel ? { root, repo: gitAt(root), rel } : undefined;
}

/**
 * The one line that stops the run when a component of the policy file's path below the
 * workspace is a symbolic link: the head's tree may not decide where the base is asked, nor lead
 * the reading of its own file elsewhere.
 */
export function linkOnPath(workspace: string, at: PolicyPlace): InputError | undefined {
  const rel = path.relative(workspace, at.target);
  if (rel === '..' || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel)) return undefined;
  let cur = workspace;
  for (const part of rel.split(path.sep)) {
    cur = path.join(cur, part);
    let stat: fs.Stats;
    try {
      stat = fs.lstatSync(cur);
    } catch {
      return undefined; // absent from here on: nothing to follow
    }
    if (!stat.isSymbolicLink()) continue;
    const link = slashed(path.relative(workspace, cur));
    const what = cur === at.target ? 'file' : 'directory';
    return new InputError(
      `policy-from: base: ${link} is a symbolic link in the checkout, on the path of the policy file ${at.shown}; the base's policy file is read at that path as written, so nothing on it may be a link: commit ${link} as a ${what}, or name the real path in input "policy-file"`,
    );
  }
  return undefined;
}

/** The base a change is judged against. */
export interface Base {
  sha: string;
  /** The commit whose change is judged (the merge commit, the pull request's head, the group's head). */
  head: string | undefined;
  branch: string | undefined;
  /** How the base was found, for the summary. */
  how: string;
}

/** The API on one client, made at the first need; undefined without a token. */
export type LazyApi = () => Promise<BaseApi> | undefined;

export function lazyApi(token: string, env: RunnerVars, log: Log): LazyApi {
  let api: Promise<BaseApi> | undefined;
  return () => (token ? (api ??= baseApi(token, env, log)) : undefined);
}

/** Git's refusal of the checkout's owner, said with its fix. */
function gitWhy(answer: Exclude<GitAnswer<object>, { kind: 'ok' }>, repo: GitRepo, sha: string): string {
  if (answer.kind === 'no-commit') return `commit ${sha} is not in the checkout's git objects`;
  if (answer.kind === 'dubious')
    return `git refuses the checkout ${repo.root} as owned by someone else (${answer.reason}); mark it safe with \`git config --global --add safe.directory ${repo.root}\``;
  return answer.reason;
}

export async function baseOf(
  event: EventRead,
  env: RunnerVars,
  checkout: BaseCheckout,
  api: LazyApi,
  gitEnv: Readonly<Record<string, string | undefined>>,
  log: Log,
  /** The error that stops the run, from why the base cannot be told. */
  stop: (why: string) => Error = (why) =>
    new InputError(`policy-from: base: ${why}, so the base's policy file cannot be read; ${FIX}`),
): Promise<Base> {
  if (!event.ok) throw stop(event.reason);
  const source = baseSource(event.name, event.payload, env);
  if ('reason' in source) throw stop(source.reason);
  if ('sha' in source) {
    const how =
      event.name === 'merge_group'
        ? "the merge group's base_sha"
        : "GITHUB_SHA, the base branch's commit the workflow ran from";
    return { ...source, how };
  }
  const merge = source.mergeOf;
  let parents: string[] | undefined;
  let why = 'the workspace is no git checkout';
  if (checkout.repo) {
    const got = commitParents(gitEnv, checkout.repo, merge);
    if (got.kind === 'ok') parents = got.parents;
    else why = gitWhy(got, checkout.repo, merge);
  }
  if (!parents) {
    const client = api();
    if (!client)
      throw stop(
        `the pull request's merge commit ${merge} (GITHUB_SHA) cannot be read: ${why}, and input "github-token" is empty; ${GRANT}`,
      );
    log.debug(`policy-from: base: ${why}; asking the API for the parents of ${merge}`);
    try {
      parents = await (await client).parents(merge);
    } catch (error) {
      throw stop(`the pull request's merge commit ${merge} (GITHUB_SHA) cannot be read: ${asError(error).message}`);
    }
  }
  if (parents.length < 2)
    throw stop(
      `GITHUB_SHA ${merge} names ${parents.length === 1 ? 'one parent' : 'no parent'}, so it is not the pull request's merge commit and its base cannot be told`,
    );
  return {
    sha: parents[0]!,
    head: merge,
    branch: source.branch,
    how: `the first parent of the pull request's merge commit ${merge.slice(0, 12)}`,
  };
}

/** The base's policy file. */
export type BaseRead = { kind: 'file'; bytes: Uint8Array; size: number } | { kind: 'absent' };

/** The base's file: through the contents API when there is a token, else through git in the checkout. */
export async function readAtBase(
  checkout: BaseCheckout,
  sha: string,
  api: LazyApi,
  gitEnv: Readonly<Record<string, string | undefined>>,
): Promise<BaseRead> {
  const cannot = `the policy file ${checkout.rel} cannot be read at the base commit ${sha} (policy-from: base)`;
  const notAFile = (what: string) =>
    new InputError(`${cannot}: it is ${what} there; commit the policy file itself, ${FIX}`);
  const client = api();
  if (client) {
    try {
      const got = await (await client).fileAt({ path: checkout.rel, ref: sha });
      if (got.kind === 'not-a-file') throw notAFile(got.what);
      return got;
    } catch (error) {
      if (error instanceof InputError) throw error;
      throw new InputError(`${cannot}: ${asError(error).message}; ${FIX}`);
    }
  }
  if (!checkout.repo)
    throw new InputError(
      `${cannot}: input "github-token" is empty and the workspace is no git checkout; ${GRANT}, ${FIX}`,
    );
  const got = fileAtCommitGit(gitEnv, checkout.repo, sha, checkout.rel);
  if (got.kind !== 'ok') {
    const fetch = got.kind === 'no-commit' ? ', or fetch the base commit (actions/checkout with fetch-depth: 0)' : '';
    throw new InputError(
      `${cannot}: input "github-token" is empty and ${gitWhy(got, checkout.repo, sha)}; ${GRANT}${fetch}, ${FIX}`,
    );
  }
  if (got.file.kind === 'not-a-file') throw notAFile(got.file.what);
  return got.file;
}

/** The paths a pull request itself touches, from its repository's root; the reason when they cannot be told. */
export async function changedBy(
  eventName: string,
  base: Base,
  api: LazyApi,
): Promise<{ files: string[] } | { reason: string }> {
  const what = 'this pull request';
  if (!base.head) return { reason: `the ${eventName} payload names no head commit` };
  const client = api();
  if (!client) return { reason: 'input "github-token" is empty' };
  try {
    return await (await client).changed(base.sha, base.head, what);
  } catch (error) {
    return { reason: asError(error).message };
  }
}
