// What the job summary and the pull request comment say of the policy that applied and of the
// fail-level.

import { plural } from '../config/basics.js';
import type { Finding } from '../config/findings.js';
import type { FailLevel, PolicyNote } from '../config/policy/policy.js';
import { code } from './markdown.js';

/** The lines of the job summary and the pull request comment about the policy and the fail-level. */
export function policyLines(
  note: PolicyNote | undefined,
  findings: readonly Finding[],
  failLevel: FailLevel,
): string[] {
  const lines: string[] = [];
  const policy = policyLine(note, findings);
  if (policy) lines.push(policy);
  // The verdict's ❌ or ✅ follows the fail-level: say so when it is not the default.
  if (failLevel === 'never') lines.push('Fail level: never (report only): the run passes whatever it finds.');
  if (failLevel === 'warning') lines.push('Fail level: warning: warnings fail the run too.');
  return lines;
}

/** The line of the job summary and the pull request comment that says which policy applied. */
export function policyLine(note: PolicyNote | undefined, findings: readonly Finding[]): string | undefined {
  if (!note) return undefined;
  const changed = findings.filter((f) => f.defaultSeverity).length;
  const at = note.commit ? ` at ${note.base ? 'the base commit' : 'commit'} ${code(note.commit.slice(0, 12))}` : '';
  const what = changed ? `; it changed the severity of ${plural(changed, 'finding')} (marked "by the policy")` : '';
  return `Policy: ${code(note.file)}${at}${what}.`;
}
