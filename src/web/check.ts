// What the page shows for its state, made as the command line makes it for one file: the
// policy text read by the policy file's own reader, the file's levels by its path, the check with
// fail-on-deprecated, and the fixes applied as --fix applies them. The page itself (page.ts)
// only renders this.

import { checkBytes, type Form } from '../config/check.js';
import { CODES, type Finding } from '../config/findings.js';
import { applyFixes } from '../config/fix/apply.js';
import { deprecatedLevels, failOnDeprecated } from '../config/policy/deprecated.js';
import { policyMatcher, policyPatterns } from '../config/policy/match.js';
import { POLICY_FILE } from '../config/policy/policy.js';
import { readPolicyText } from '../config/policy/reader.js';
import type { AllParts } from '../config/parts.js';
import { fullRead } from '../config/read/full-read.js';
import { schemaDrafts } from '../config/schema/schema-findings.js';
import type { PageState } from './fragment.js';

/** The page loads every part of the checker with itself: it checks one file, as you type. */
const PARTS: AllParts = { fullRead, schemaFindings: schemaDrafts };

export interface PageResult {
  findings: Finding[];
  /** The form the file was read in; undefined when it was not read as YAML data. */
  form: Form | undefined;
  /** Findings on the policy text: while it has any, it is not applied (as the command line does). */
  policyFindings: Finding[];
  /** Whether a policy is given and applied. */
  policyApplied: boolean;
  /** False when the policy's `files` do not select the path: the action would not check the file. */
  selected: boolean;
  /** The policy turns check-paths on, which needs the repository's files: not checked here. */
  checkPaths: boolean;
}

export function checkPage(state: PageState): PageResult {
  const read = state.policy.trim() === '' ? undefined : readPolicyText(POLICY_FILE, state.policy, fullRead);
  const policy = read?.policy;
  // A flag given wins over the policy file (either can only turn it on).
  const deprecated = state.failOnDeprecated || (policy?.failOnDeprecated ?? false);
  const levels = deprecatedLevels(policy ? policyMatcher(policy)(state.path) : undefined, deprecated);
  const selected = policy?.files ? policyPatterns(policy.files)(state.path) : true;
  // A crash of the checker (a bug) is thrown on, for the page to say: the internal-error
  // finding is the run's (run/check-files.ts), with its file's place in a run.
  const result = checkBytes(state.path, state.config, PARTS, {
    packageSources: false,
    ...(levels ? { policy: levels } : {}),
  });
  const findings = failOnDeprecated(result.findings, deprecated);
  const form = result.findings.some((f) => CODES[f.code].notRead) ? undefined : result.form;
  return {
    findings,
    form,
    policyFindings: read?.findings ?? [],
    policyApplied: policy !== undefined,
    selected,
    checkPaths: policy?.checkPaths ?? false,
  };
}

/** The config's bytes with the fixes of `findings` applied, as --fix writes them; undefined when they cannot be. */
export function fixed(config: Uint8Array, findings: readonly Finding[]): Uint8Array | undefined {
  try {
    const applied = applyFixes(
      config,
      findings.filter((f) => f.fix),
    );
    return 'problem' in applied ? undefined : new TextEncoder().encode(applied.after);
  } catch {
    return undefined;
  }
}
