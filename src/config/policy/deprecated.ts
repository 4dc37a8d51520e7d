// fail-on-deprecated, as every face applies it (the action's input, the command line's flag, the
// policy's key, the page's checkbox): deprecated-field is an error wherever the policy put it,
// off included, and its message says why.

import type { Finding } from '../findings.js';
import type { FilePolicy } from './policy.js';

/** The file's levels as the check applies them: with fail-on-deprecated, the policy's level of deprecated-field is dropped. */
export function deprecatedLevels(policy: FilePolicy | undefined, failOnDeprecated: boolean): FilePolicy | undefined {
  if (policy && failOnDeprecated && policy.levels['deprecated-field'] !== undefined) {
    const { 'deprecated-field': _, ...levels } = policy.levels;
    return { file: policy.file, levels };
  }
  return policy;
}

/** The findings with fail-on-deprecated applied: each deprecated-field an error. */
export function failOnDeprecated(findings: readonly Finding[], on: boolean): Finding[] {
  if (!on) return [...findings];
  return findings.map((f) =>
    f.code === 'deprecated-field'
      ? { ...f, severity: 'error', message: `${f.message} (an error because fail-on-deprecated is true)` }
      : f,
  );
}
