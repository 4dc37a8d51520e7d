// Which of the policy's levels hold for a file: its `overrides` matched against the file's path
// relative to the repository root, with the search's own glob patterns (so that an override's
// `files` means what the action's `files` input means).

import { parsePatterns } from './files.js';
import { type FilePolicy, levelsFor, type Policy } from './config/policy.js';

type Matcher = (rel: string) => boolean;

// Compiled once per policy object (per thread: a worker gets its own copy of the policy).
const compiled = new WeakMap<Policy, Map<readonly string[], Matcher>>();

function matcher(policy: Policy, patterns: readonly string[]): Matcher {
  let byList = compiled.get(policy);
  if (!byList) compiled.set(policy, (byList = new Map()));
  let m = byList.get(patterns);
  if (!m) {
    // The patterns were checked when the policy was read: none leaves the workspace.
    const parsed = parsePatterns([...patterns], '/', { from: 'the policy file' });
    const includes = parsed.filter((p) => !p.negated);
    const excludes = parsed.filter((p) => p.negated);
    m = (rel) => includes.some((p) => p.regex.test(rel)) && !excludes.some((p) => p.regex.test(rel));
    byList.set(patterns, m);
  }
  return m;
}

/** The levels for the file at `rel` (relative to the repository root, `/`-separated); undefined when none is set. */
export function filePolicy(policy: Policy | undefined, rel: string): FilePolicy | undefined {
  if (!policy) return undefined;
  const levels = levelsFor(policy, (patterns) => matcher(policy, patterns)(rel));
  return Object.keys(levels).length > 0 ? { file: policy.file, levels } : undefined;
}
