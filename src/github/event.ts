// What the runner says about the event: GITHUB_EVENT_NAME, the payload at GITHUB_EVENT_PATH, and
// GITHUB_REPOSITORY. Read here rather than through @actions/github's `context`, which throws on
// a payload that is not JSON and prints its own line for a missing one: a bad payload must only
// turn only-changed into "check all files", with a reason the user can act on.

import { readFileSync } from 'node:fs';
import { asError, isObject } from '../config/basics.js';

export type EventPayload = Record<string, unknown>;

/** The runner's variables the GitHub side uses. */
export type RunnerVar =
  | 'GITHUB_EVENT_NAME'
  | 'GITHUB_EVENT_PATH'
  | 'GITHUB_REPOSITORY'
  | 'GITHUB_SHA'
  | 'GITHUB_ACTOR'
  | 'GITHUB_API_URL'
  | 'GITHUB_SERVER_URL'
  | 'GITHUB_RUN_ID';

/**
 * Those variables' values, as the action read them from its environment (src/action is the only
 * reader of the environment): this folder is handed what it needs, never the environment itself.
 */
export type RunnerVars = Readonly<Partial<Record<RunnerVar, string>>>;

export type EventRead = { ok: true; name: string; payload: EventPayload } | { ok: false; name: string; reason: string };

/** Payloads are a few hundred KB at most; anything far larger is not one. */
const MAX_EVENT_BYTES = 64 * 1024 * 1024;

export function readEvent(env: RunnerVars): EventRead {
  const name = (env['GITHUB_EVENT_NAME'] ?? '').trim();
  const file = env['GITHUB_EVENT_PATH'] ?? '';
  if (name === '') return { ok: false, name, reason: 'GITHUB_EVENT_NAME is not set (not running on a GitHub runner?)' };
  if (file === '')
    return { ok: false, name, reason: 'GITHUB_EVENT_PATH is not set, so the event payload cannot be read' };
  let text: string;
  try {
    const bytes = readFileSync(file);
    if (bytes.length > MAX_EVENT_BYTES) return { ok: false, name, reason: `the event payload ${file} is over 64 MiB` };
    text = bytes.toString('utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? asError(error).message;
    return { ok: false, name, reason: `the event payload ${file} cannot be read (${code})` };
  }
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch {
    return { ok: false, name, reason: `the event payload ${file} is not valid JSON` };
  }
  if (!isObject(payload)) return { ok: false, name, reason: `the event payload ${file} is not a JSON object` };
  return { ok: true, name, payload };
}

export type RepositoryRead = { ok: true; owner: string; repo: string } | { ok: false; reason: string };

export function readRepository(env: RunnerVars): RepositoryRead {
  const raw = (env['GITHUB_REPOSITORY'] ?? '').trim();
  const m = /^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)$/.exec(raw);
  if (!m) {
    return {
      ok: false,
      reason: raw === '' ? 'GITHUB_REPOSITORY is not set' : `GITHUB_REPOSITORY is "${raw}", not owner/repo`,
    };
  }
  return { ok: true, owner: m[1]!, repo: m[2]! };
}

/**
 * The commit a check run belongs on. On pull_request events GITHUB_SHA is the test merge commit,
 * which the PR's page never shows: the run must go on the PR's head commit.
 */
export function checkRunSha(eventName: string, payload: EventPayload | undefined, env: RunnerVars): string | undefined {
  if (eventName === 'pull_request' || eventName === 'pull_request_target') {
    const sha = pick(payload, 'pull_request', 'head', 'sha');
    if (typeof sha === 'string' && /^[0-9a-f]{40,64}$/i.test(sha)) return sha;
  }
  const sha = (env['GITHUB_SHA'] ?? '').trim();
  return sha === '' ? undefined : sha;
}

/** payload.a.b.c, or undefined when any step is missing or not an object. */
export function pick(v: unknown, ...keys: string[]): unknown {
  let cur: unknown = v;
  for (const k of keys) {
    if (!isObject(cur)) return undefined;
    cur = cur[k];
  }
  return cur;
}

export const DEPENDABOT = 'dependabot[bot]';

/**
 * Why the job's token is read-only whatever the workflow's `permissions:` say, or need a grant
 * that is not the default: undefined when nothing in the event says so. Used only to word a
 * refused write: GitHub decides, this names the reason a user can act on.
 */
export function readOnlyToken(
  eventName: string,
  payload: EventPayload | undefined,
  env: RunnerVars,
  /** The permission the refused write needs, for a token a grant can widen. */
  permission: string,
): string | undefined {
  if (eventName === 'pull_request') {
    const head = pick(payload, 'pull_request', 'head', 'repo');
    // GitHub sends `head.repo: null` once the fork is deleted; its runs keep the fork's token.
    if (head === null)
      return 'this pull request comes from a fork that has since been deleted, so the token is read-only (as for any fork) and no permission changes that; pull_request_target can write on such pull requests';
    const headRepo = pick(head, 'full_name');
    const baseRepo = pick(payload, 'pull_request', 'base', 'repo', 'full_name');
    if (typeof headRepo === 'string' && typeof baseRepo === 'string' && headRepo !== baseRepo)
      return 'this pull request comes from a fork, so the token is read-only and no permission changes that';
  }
  // GitHub: runs Dependabot starts get a read-only token (re-runs by someone else too); on
  // pull_request_target only for the pull requests Dependabot opened.
  const actor = (env['GITHUB_ACTOR'] ?? '').trim() || pick(payload, 'sender', 'login');
  const opener = pick(payload, 'pull_request', 'user', 'login');
  if (actor === DEPENDABOT && (eventName !== 'pull_request_target' || opener === DEPENDABOT))
    return `the run was started by Dependabot (${DEPENDABOT}), whose runs get a read-only token unless the workflow's \`permissions:\` grant more: add \`permissions: ${permission}\` to the job`;
  return undefined;
}

/** The events whose verdict is on a change to a base: the base's policy judges them (policy-from). */
export const BASED_EVENTS = ['pull_request', 'pull_request_target', 'merge_group'];

const COMMIT = /^[0-9a-f]{40}([0-9a-f]{24})?$/i;

/**
 * Where the base a change is judged against is, and the commit whose change is judged:
 * on pull_request the test merge commit GITHUB_SHA, whose first parent is the base (the payload's
 * `base.sha` is not refreshed when the base branch moves, and a re-run keeps the old payload);
 * on pull_request_target the base branch's commit the workflow ran from (GITHUB_SHA), against
 * the pull request's head; on merge_group the group's `base_sha` against its `head_sha`.
 * `branch`: the base branch's name, for the lines that say what was judged.
 */
export type BaseSource =
  | { sha: string; head: string | undefined; branch: string | undefined }
  | { mergeOf: string; branch: string | undefined }
  | { reason: string };

export function baseSource(eventName: string, payload: EventPayload | undefined, env: RunnerVars): BaseSource {
  const commit = (v: unknown) => (typeof v === 'string' && COMMIT.test(v) ? v.toLowerCase() : undefined);
  const branchOf = (v: unknown) => (typeof v === 'string' && v !== '' ? v.replace(/^refs\/heads\//, '') : undefined);
  if (eventName === 'merge_group') {
    const sha = commit(pick(payload, 'merge_group', 'base_sha'));
    if (!sha) return { reason: 'the merge_group payload has no base_sha' };
    const head = commit(pick(payload, 'merge_group', 'head_sha'));
    return { sha, head, branch: branchOf(pick(payload, 'merge_group', 'base_ref')) };
  }
  const branch = branchOf(pick(payload, 'pull_request', 'base', 'ref'));
  const sha = commit((env['GITHUB_SHA'] ?? '').trim());
  if (!sha)
    return {
      reason:
        (env['GITHUB_SHA'] ?? '').trim() === ''
          ? 'GITHUB_SHA is not set'
          : `GITHUB_SHA is "${env['GITHUB_SHA']}", not a commit`,
    };
  if (eventName === 'pull_request') return { mergeOf: sha, branch };
  return { sha, head: commit(pick(payload, 'pull_request', 'head', 'sha')), branch };
}
