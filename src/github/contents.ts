// One file of the repository at one commit, and a commit's parents, through the API (`contents:
// read`): the base's policy file is read here first (authoritative, one call), and git only when
// there is no token.
// GitHub answers 404 both for a path the commit does not hold and for a commit or repository the
// token cannot see; the commit itself is asked for then, so that only the first means "no file".

import { ApiError, type GitHubClient } from './client.js';
import { isObject } from '../config/basics.js';

export type FileAtRef =
  { kind: 'file'; bytes: Buffer; size: number } | { kind: 'absent' } | { kind: 'not-a-file'; what: string };

/** Throws ApiError when GitHub cannot answer (a missing permission, an outage). */
export async function fileAtRef(
  client: GitHubClient,
  at: { owner: string; repo: string; path: string; ref: string },
): Promise<FileAtRef> {
  let data: unknown;
  try {
    ({ data } = await client.request('GET /repos/{owner}/{repo}/contents/{path}', at));
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 404) throw error;
    // Throws in turn when the commit (or the repository) is not there for the token.
    await client.request('GET /repos/{owner}/{repo}/git/commits/{commit_sha}', {
      owner: at.owner,
      repo: at.repo,
      commit_sha: at.ref,
    });
    return { kind: 'absent' };
  }
  if (Array.isArray(data)) return { kind: 'not-a-file', what: 'a directory' };
  if (!isObject(data) || data['type'] !== 'file')
    return { kind: 'not-a-file', what: isObject(data) ? `a ${String(data['type'])}` : 'not a file' };
  const size = typeof data['size'] === 'number' ? data['size'] : 0;
  // Past 1 MB GitHub leaves the content out (encoding "none"): too large for a policy file anyway.
  const bytes =
    data['encoding'] === 'base64' && typeof data['content'] === 'string'
      ? Buffer.from(data['content'], 'base64')
      : Buffer.alloc(0);
  return { kind: 'file', bytes, size: Math.max(size, bytes.length) };
}

/**
 * The parents a commit names, through the API (`contents: read`): a pull request's merge commit
 * when the checkout holds no object of it. Throws ApiError when GitHub cannot answer.
 */
export async function commitParents(
  client: GitHubClient,
  at: { owner: string; repo: string; sha: string },
): Promise<string[]> {
  const { data } = await client.request('GET /repos/{owner}/{repo}/git/commits/{commit_sha}', {
    owner: at.owner,
    repo: at.repo,
    commit_sha: at.sha,
  });
  const parents: unknown = isObject(data) ? data['parents'] : undefined;
  if (!Array.isArray(parents)) return [];
  return parents.flatMap((p) => (isObject(p) && typeof p['sha'] === 'string' ? [p['sha'].toLowerCase()] : []));
}
