// A file's levels under the policy. The policy's patterns are compiled once per policy object
// and thread (a worker gets its own copy of the policy), here rather than in the pure core.

import { type PolicyMatcher, policyMatcher } from '../config/policy/match.js';
import type { FilePolicy, Policy } from '../config/policy/policy.js';

const matchers = new WeakMap<Policy, PolicyMatcher>();

/** The levels for the file at `rel` (relative to the repository root, `/`-separated); undefined when none is set. */
export function filePolicy(policy: Policy | undefined, rel: string): FilePolicy | undefined {
  if (!policy) return undefined;
  let matcher = matchers.get(policy);
  if (!matcher) matchers.set(policy, (matcher = policyMatcher(policy)));
  return matcher(rel);
}
