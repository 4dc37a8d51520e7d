// How a run ends, the same for both faces: the search's findings under the policy, the counts,
// whether the run fails under the fail-level, and the verdict line that says so.

import type { Finding } from '../config/findings.js';
import { applyLevels, type FailLevel, type Policy } from '../config/policy/policy.js';
import { type Counts, countFindings, onlyPolicyErrors, verdictLine } from '../report/counts.js';
import { filePolicy } from './levels.js';

/** The search's findings (unreadable directories, link loops) under the policy's levels. */
export function levelSearchFindings(
  policy: Policy | undefined,
  findings: readonly Finding[],
  rel: (file: string) => string,
): Finding[] {
  if (!policy) return [...findings];
  return findings.flatMap((f) => applyLevels([f], filePolicy(policy, rel(f.file))));
}

/** Whether the run fails: the policy file's own findings always fail it, the others by fail-level. */
export function fails(counts: Counts, failLevel: FailLevel, policyFindings: number): boolean {
  if (policyFindings > 0) return true;
  if (failLevel === 'never') return false;
  return counts.errors > 0 || (failLevel === 'warning' && counts.warnings > 0);
}

/**
 * What the verdict line adds when the fail-level or a broken policy file decided it. `applied`:
 * another policy (a pull request's base's) judged the run although `broken` has findings.
 */
export function verdictNote(counts: Counts, failLevel: FailLevel, broken: string | undefined, applied = false): string {
  if (broken && applied)
    return `; the checked-out policy file ${broken} has errors (the base's policy was applied): fix it`;
  if (broken) {
    // The verdict line says already when every error is the policy file's.
    return `; the policy file ${broken} ${onlyPolicyErrors(counts) ? 'was' : 'has errors, so it was'} not applied: fix it`;
  }
  if (failLevel === 'never' && counts.errors + counts.warnings > 0) return '; fail-level is never, so the run passes';
  if (failLevel === 'warning' && counts.errors === 0 && counts.warnings > 0)
    return '; fail-level is warning, so warnings fail the run';
  return '';
}

/** How the run ends: its numbers, whether it fails, and the verdict line saying so. */
export interface Outcome {
  counts: Counts;
  failing: boolean;
  /** The verdict line, with what the fail-level or a broken policy file adds. */
  verdict: string;
  /** The policy file as its findings name it, when it has findings (and so was not applied). */
  broken: string | undefined;
}

export function conclude(
  files: readonly string[],
  findings: readonly Finding[],
  suppressed: number,
  failLevel: FailLevel,
  broken: string | undefined,
  applied = false,
): Outcome {
  const counts = countFindings(files, findings, { suppressed, policyFile: broken });
  const policyFindings = broken ? findings.filter((f) => f.file === broken).length : 0;
  return {
    counts,
    failing: fails(counts, failLevel, policyFindings),
    verdict: verdictLine(counts) + verdictNote(counts, failLevel, broken, applied),
    broken,
  };
}
