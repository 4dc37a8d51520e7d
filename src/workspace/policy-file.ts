// The repository's policy file on disk, for the action and the command line alike: read from
// inside the workspace only (a link leading out is refused, as a config's is), into the policy
// or findings on its own lines, with the commit it was read at.

import { linesOfBytes } from '../config/read/coordinates.js';
import { FILE_START, type Finding } from '../config/findings.js';
import type { Policy, PolicyNote } from '../config/policy/policy.js';
import { MAX_FILE_BYTES, type FullRead } from '../config/read/source.js';
import path from 'node:path';
import { pathExists, readLimited, unreadable } from './files.js';
import { describeOutside, outsideFinding, resolveInside, workspaceRoot } from './inside.js';
import { gitAt, headCommit, reposBelow } from './repo.js';
import { slashed } from './repo-path.js';

export interface LoadedPolicy {
  /** Undefined when the file has findings: a policy with a problem is not applied at all. */
  policy: Policy | undefined;
  /** Findings on the policy file itself. */
  findings: Finding[];
  /** The lines its findings start on, for the job summary. */
  lines: Map<number, string>;
  note: PolicyNote | undefined;
}

/**
 * The policy at `target` (absolute), named `shown` in findings; 'missing' when there is no file
 * there (the caller decides whether that is an error). `root` is the workspace; `fullRead`
 * loads the checker's full YAML read (a part the run loads only when a policy file exists).
 */
export async function loadPolicy(
  root: string,
  target: string,
  shown: string,
  fullRead: () => Promise<FullRead>,
  /** The checkout whose commit the reports name (a nested one's); default: the workspace's. */
  checkout = root,
): Promise<LoadedPolicy | 'missing'> {
  const boundary = workspaceRoot(root);
  const where = resolveInside(boundary, target);
  const failed = (findings: Finding[]): LoadedPolicy => ({
    policy: undefined,
    findings,
    lines: new Map(),
    note: undefined,
  });
  if (where.kind === 'missing') return 'missing';
  if (where.kind === 'outside') {
    return failed([
      outsideFinding(
        shown,
        FILE_START,
        '',
        `${describeOutside(boundary, shown, where)}; the policy file was not read. Commit the policy file itself in the repository`,
      ),
    ]);
  }
  if (where.kind !== 'inside') {
    const why = where.kind === 'loop' ? 'it is a symbolic link that loops' : where.code;
    return failed(unreadable(shown, `cannot be read (${why})`).findings);
  }
  const read = readLimited(where.real, MAX_FILE_BYTES);
  if (!read.bytes) return failed(unreadable(shown, read.problem).findings);
  return policyOfBytes(checkout, shown, read.bytes, read.size, fullRead);
}

/**
 * The policy held in `bytes` (the file's, or an editor's unsaved text of it), named `shown` in
 * findings, with the commit of `checkout` it is noted at; `size`: the whole file's, when `bytes`
 * holds only its beginning.
 */
export async function policyOfBytes(
  checkout: string,
  shown: string,
  bytes: Uint8Array,
  size: number | undefined,
  fullRead: () => Promise<FullRead>,
): Promise<LoadedPolicy> {
  const parsed = await parsePolicy(shown, bytes, size, await fullRead());
  if (!parsed.policy) return parsed;
  const commit = headCommit(checkout);
  return { ...parsed, note: { file: shown, ...(commit ? { commit } : {}), severity: parsed.policy.severity } };
}

/**
 * The policy file's bytes (`size`: the whole file's, when they are its beginning) → the policy,
 * or findings with the lines they start on; from the workspace or from a commit's objects alike.
 */
export async function parsePolicy(
  shown: string,
  bytes: Uint8Array,
  size: number | undefined,
  fullRead: FullRead,
): Promise<LoadedPolicy> {
  // The reader and its grammar are loaded with a policy file, not before: a run without one
  // never compiles them, and neither does a worker thread (it is given the policy as read).
  const { readPolicy } = await import('../config/policy/reader.js');
  const { policy, findings } = readPolicy(shown, bytes, { fullRead, ...(size === undefined ? {} : { size }) });
  const lines = new Map<number, string>();
  if (!policy) {
    const all = linesOfBytes(bytes);
    for (const f of findings)
      if (f.code !== 'file-too-large' && all[f.line - 1] !== undefined) lines.set(f.line, all[f.line - 1]!);
  }
  return { policy, findings: policy ? [] : findings, lines, note: undefined };
}

/**
 * The repository a policy file belongs to when the workspace itself is none (actions/checkout
 * with `path:`), decided by paths alone, never by what the checkout holds: for the default file
 * (`given` false), the one repository checked out below, whether or not it still has the file
 * (where a pull request's base is asked may not depend on its head), unless the workspace holds
 * the file itself; for a file the input names, the repository below whose directory holds it.
 * Its `files` and `overrides` then match paths from that root, as the command line and
 * pre-commit match them from theirs. Undefined when the workspace is a repository (no `.git`
 * above it is looked for), when several lie below and the default file is in none (the configs
 * are not all one repository's, and its `files` would leave the others unchecked), or when the
 * directory's name holds glob characters (its `files` could not be said from the workspace).
 */
export function nestedPolicyRoot(workspace: string, policyFile: string, given = false): string | undefined {
  const target = path.resolve(workspace, policyFile);
  // The default file in the workspace itself: nothing below is looked for (a push's run stays as cheap).
  if (path.isAbsolute(policyFile) || gitAt(workspace) || (!given && pathExists(target))) return undefined;
  const repos = reposBelow(workspace);
  const root = given
    ? repos.find((r) => {
        const rel = path.relative(r, target);
        return rel !== '..' && !rel.startsWith(`..${path.sep}`) && !path.isAbsolute(rel);
      })
    : repos.length === 1
      ? repos[0]
      : undefined;
  if (!root) return undefined;
  const dir = slashed(path.relative(workspace, root));
  return /[*?[\]{}!#\s]/.test(dir) ? undefined : root;
}
