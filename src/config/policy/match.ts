// Which of the policy's levels hold for a file: its `overrides` matched against the file's path
// relative to the repository root, with the search's own glob patterns (so that an override's
// `files` means what the action's `files` input means).

import { parsePatterns, RELATIVE_ONLY, selects } from '../globs.js';
import { type FilePolicy, levelsFor, type Policy } from './policy.js';

/** The levels for a path relative to the repository root (`/`-separated); undefined when none is set. */
export type PolicyMatcher = (rel: string) => FilePolicy | undefined;

/**
 * Compiles the policy's override patterns once. The caller keeps the matcher for as long as the
 * policy lives (a worker thread compiles its own copy's), so that this module keeps no state.
 */
export function policyMatcher(policy: Policy): PolicyMatcher {
  const compiled = new Map<readonly string[], (rel: string) => boolean>();
  for (const o of policy.overrides) {
    compiled.set(o.files, policyPatterns(o.files));
  }
  const suppressions = policy.suppressions === 'allowed' ? undefined : policy.suppressions;
  return (rel) => {
    const levels = levelsFor(policy, (patterns) => compiled.get(patterns)?.(rel) ?? false);
    if (Object.keys(levels).length === 0 && !suppressions) return undefined;
    return { file: policy.file, levels, ...(suppressions ? { suppressions } : {}) };
  };
}

/** Whether a path (from the repository root) is one the policy's `files` patterns select, `!` excludes after. */
export function policyPatterns(files: readonly string[]): (rel: string) => boolean {
  // The patterns were checked when the policy was read: none leaves the repository.
  const parsed = parsePatterns([...files], RELATIVE_ONLY, { from: 'the policy file' });
  return (rel) => selects(parsed, rel);
}
