// The files a change touches, for only-changed: a pull request's file list, or a push's compare.
// Whenever the list would be incomplete or cannot be had, the answer is a fallback with a reason
// and the caller checks every matching file: only-changed may cost time, never a missed config.

import { ApiError, type GitHubClient } from './client.js';
import { pick, type EventPayload } from './event.js';
import { isObject } from '../config/basics.js';

export type ChangedFiles = { files: string[] } | { fallback: string };

export interface ChangedRequest {
  eventName: string;
  event: EventPayload;
  owner: string;
  repo: string;
}

/** The pull request files API lists at most this many files, 100 a page. */
export const PR_FILES_LIMIT = 3000;
const PER_PAGE = 100;
/** The compare API lists at most this many files. */
export const COMPARE_FILES_LIMIT = 300;

const ALL = 'checking all matching files';
const ZERO_SHA = /^0+$/;
const SHA = /^[0-9a-f]{40,64}$/i;

export async function changedConfigFiles(client: GitHubClient, req: ChangedRequest): Promise<ChangedFiles> {
  try {
    if (req.eventName === 'pull_request' || req.eventName === 'pull_request_target')
      return await pullRequestFiles(client, req);
    if (req.eventName === 'push') return await pushFiles(client, req);
    if (req.eventName === 'merge_group') return await mergeGroupFiles(client, req);
  } catch (error) {
    if (error instanceof ApiError)
      return { fallback: `the changed files could not be listed (${error.message}); ${ALL}` };
    throw error;
  }
  return {
    fallback: `the event is "${req.eventName}", which has no list of changed files (only pull_request, pull_request_target, push and merge_group have one); ${ALL}`,
  };
}

export interface ChangedEntry {
  filename: string;
  status: string;
  /** A renamed file's earlier name. */
  previousFilename?: string;
  /** The unified diff of the file; GitHub leaves it out for binary files and very large diffs. */
  patch?: string;
}

/**
 * Every path the change touches: added, changed and removed files, and both names of a renamed
 * one. A removed or renamed-away path matters too: a config that points at it (check-paths) is
 * affected, though no config is found there any more.
 */
function touched(entries: readonly ChangedEntry[]): string[] {
  const out: string[] = [];
  for (const e of entries) {
    out.push(clean(e.filename));
    if (e.previousFilename !== undefined) out.push(clean(e.previousFilename));
  }
  return out;
}

function clean(p: string): string {
  return p.replace(/\\/g, '/').replace(/^\.\//, '');
}

function entriesOf(data: unknown): ChangedEntry[] | undefined {
  if (!Array.isArray(data)) return undefined;
  const out: ChangedEntry[] = [];
  for (const e of data) {
    if (!isObject(e) || typeof e['filename'] !== 'string') return undefined;
    out.push({
      filename: e['filename'],
      status: typeof e['status'] === 'string' ? e['status'] : 'modified',
      ...(typeof e['previous_filename'] === 'string' ? { previousFilename: e['previous_filename'] } : {}),
      ...(typeof e['patch'] === 'string' ? { patch: e['patch'] } : {}),
    });
  }
  return out;
}

async function pullRequestFiles(client: GitHubClient, req: ChangedRequest): Promise<ChangedFiles> {
  const listed = await listPullRequestFiles(client, req);
  return 'entries' in listed ? { files: touched(listed.entries) } : { fallback: `${listed.reason}; ${ALL}` };
}

export type PullRequestFiles = { entries: ChangedEntry[] } | { reason: string };

// only-changed and the suggestions both need the list: one listing per client and pull request.
const listings = new WeakMap<GitHubClient, Map<number, Promise<PullRequestFiles>>>();

/** The PR's files with their patches, all pages; a fallback when the list is or may be incomplete. */
export function listPullRequestFiles(client: GitHubClient, req: ChangedRequest): Promise<PullRequestFiles> {
  const number = pick(req.event, 'pull_request', 'number');
  if (typeof number !== 'number' || !Number.isInteger(number) || number <= 0) {
    return Promise.resolve({ reason: `the ${req.eventName} event payload has no pull request number` });
  }
  const byNumber = listings.get(client) ?? new Map<number, Promise<PullRequestFiles>>();
  listings.set(client, byNumber);
  let listing = byNumber.get(number);
  if (!listing) {
    listing = listAllPages(client, req, number);
    byNumber.set(number, listing);
  }
  return listing;
}

async function listAllPages(client: GitHubClient, req: ChangedRequest, number: number): Promise<PullRequestFiles> {
  const tooMany = { reason: 'the pull request changes 3,000 files or more, which the API cannot list in full' };
  // The payload's count is as of the event: more than the API lists can only be more still, so
  // the listing is not even tried. It never stops the paging: a push after the event adds files.
  const changed = pick(req.event, 'pull_request', 'changed_files');
  if (typeof changed === 'number' && changed > PR_FILES_LIMIT) return tooMany;

  const entries: ChangedEntry[] = [];
  for (let page = 1; page <= PR_FILES_LIMIT / PER_PAGE; page++) {
    const res = await client.request('GET /repos/{owner}/{repo}/pulls/{pull_number}/files', {
      owner: req.owner,
      repo: req.repo,
      pull_number: number,
      per_page: PER_PAGE,
      page,
    });
    const list = entriesOf(res.data);
    if (!list) return { reason: 'the pull request file list came back in an unexpected shape' };
    entries.push(...list);
    // Only a short page ends the list.
    if (list.length < PER_PAGE) return { entries };
  }
  // Thirty full pages: the API stops at 3,000, so the list may have been cut.
  return tooMany;
}

async function pushFiles(client: GitHubClient, req: ChangedRequest): Promise<ChangedFiles> {
  const before = pick(req.event, 'before');
  const after = pick(req.event, 'after');
  if (typeof before !== 'string' || typeof after !== 'string' || before === '' || after === '') {
    return { fallback: `the push event payload has no before/after commits; ${ALL}` };
  }
  if (ZERO_SHA.test(after)) return { fallback: `the push deleted the branch, so there is nothing to compare; ${ALL}` };
  if (ZERO_SHA.test(before))
    return { fallback: `the push created the branch, so there is no earlier commit to compare with; ${ALL}` };
  // A forced push replaced commits: what they changed is in no compare with the new ones, and a
  // run for them may have been cancelled (cancel-in-progress) before it checked anything.
  if (pick(req.event, 'forced') === true)
    return { fallback: `the push was forced, so the files of the commits it replaced are in no compare; ${ALL}` };
  return compareFiles(client, req, before, after, 'the push', true);
}

/** A merge queue's group: its base commit (the target branch) against the group's head. */
async function mergeGroupFiles(client: GitHubClient, req: ChangedRequest): Promise<ChangedFiles> {
  const base = pick(req.event, 'merge_group', 'base_sha');
  const head = pick(req.event, 'merge_group', 'head_sha');
  if (typeof base !== 'string' || typeof head !== 'string' || !SHA.test(base) || !SHA.test(head)) {
    return { fallback: `the merge_group event payload has no base_sha/head_sha commits; ${ALL}` };
  }
  return compareFiles(client, req, base, head, 'the merge group');
}

async function compareFiles(
  client: GitHubClient,
  req: ChangedRequest,
  base: string,
  head: string,
  what: string,
  /** Whether `base` must be an ancestor of `head` (a push's before and after). */
  ancestry = false,
): Promise<ChangedFiles> {
  const listed = await changedBetween(client, req, base, head, what, ancestry);
  return 'files' in listed ? listed : { fallback: `${listed.reason}; ${ALL}` };
}

/**
 * The paths `head` changes since its merge base with `base` (the three-dot compare, `contents:
 * read`): a pull request's own change is its merge commit against the merge commit's first
 * parent. The reason when the list is or may be incomplete. Throws ApiError when GitHub cannot answer.
 */
export async function changedBetween(
  client: GitHubClient,
  req: { owner: string; repo: string },
  base: string,
  head: string,
  what: string,
  ancestry = false,
  filesOnly = false,
): Promise<{ files: string[] } | { reason: string }> {
  const res = await client.request('GET /repos/{owner}/{repo}/compare/{basehead}', {
    owner: req.owner,
    repo: req.repo,
    basehead: `${base}...${head}`,
    // Only the files are wanted: one commit a page keeps the answer small (the files, up to
    // 300, come with the first page whatever its size).
    ...(filesOnly ? { per_page: 1 } : {}),
  });
  const data: unknown = res.data;
  // The compare's status tells ancestry with no second call: "ahead" or "identical" when base is
  // an ancestor of head. Otherwise the three-dot compare lists only what head changed since the
  // merge base, not what the commits that left the branch had changed.
  const status = pick(data, 'status');
  if (ancestry && status !== 'ahead' && status !== 'identical') {
    return {
      reason: `${what}'s earlier commit ${base.slice(0, 12)} is not an ancestor of ${head.slice(0, 12)} (the compare says "${String(status)}": history was rewritten), so the change cannot be told from a compare`,
    };
  }
  const files = pick(data, 'files');
  // GitHub leaves `files` out when the diff is too large to compute.
  if (files === undefined) return { reason: `the compare of ${what} lists no files (the diff may be too large)` };
  const list = entriesOf(files);
  if (!list) return { reason: `the compare of ${what} came back in an unexpected shape` };
  if (list.length >= COMPARE_FILES_LIMIT)
    return { reason: `${what} changes 300 files or more, more than the compare API lists` };
  return { files: touched(list) };
}

/** The paths that make a matched file one to check when a change touches them. */
export interface Watched {
  /** The file itself first, then what it points at (check-paths); a path may be a directory. */
  paths: string[];
  /** True: the paths are repository-relative (its repository was found), as the change's are. */
  exact: boolean;
}

/**
 * The matched files (workspace-relative) that the change touches (repository-relative paths). A
 * file is selected when a changed path is one of its watched paths or lies below one (a
 * directory). Paths not known to be repository-relative are also tried without their leading
 * directories: the workspace may hold the repository below it (actions/checkout with `path:`)
 * and, with no `.git` to tell where, matching too much costs only time; matching too little
 * would skip a changed config.
 */
export function selectChanged(
  matched: readonly string[],
  changed: readonly string[],
  watched: (file: string) => Watched = (file) => ({ paths: [file], exact: false }),
): string[] {
  const touched = new Set(changed);
  const dirs = new Set<string>();
  for (const c of changed) for (let i = c.indexOf('/'); i >= 0; i = c.indexOf('/', i + 1)) dirs.add(c.slice(0, i));
  // The repository's root directory (a package_data source `.` beside a root config) holds any change.
  const hit = (p: string) => touched.has(p) || dirs.has(p) || ((p === '.' || p === '') && touched.size > 0);
  return matched.filter((file) => {
    const { paths, exact } = watched(file);
    for (const p of paths) {
      if (hit(p)) return true;
      if (exact) continue;
      for (let i = p.indexOf('/'); i >= 0; i = p.indexOf('/', i + 1)) if (hit(p.slice(i + 1))) return true;
    }
    return false;
  });
}
