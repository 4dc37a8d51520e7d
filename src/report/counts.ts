// The numbers every report states, computed once.

import type { Form } from '../config/check.js';
import type { Finding } from '../config/findings.js';
import { plural } from '../config/basics.js';

export interface Counts {
  filesChecked: number;
  filesInvalid: number;
  errors: number;
  warnings: number;
  /** Findings silenced by suppression comments (counted apart; never errors nor warnings). */
  suppressed: number;
  /** Of the errors, those in the policy file (which was then not applied). */
  policyErrors: number;
}

/** One checked file, as the JSON report lists it. */
export interface FileEntry {
  file: string;
  form: Form | null;
  errors: number;
  warnings: number;
  suppressed: number;
}

export interface CountOptions {
  suppressed?: number;
  /** The policy file as its findings name it, when it has findings. */
  policyFile?: string | undefined;
}

export function countFindings(
  files: readonly string[],
  findings: readonly Finding[],
  { suppressed = 0, policyFile }: CountOptions = {},
): Counts {
  const invalid = new Set<string>();
  let errors = 0;
  let policyErrors = 0;
  for (const f of findings) {
    if (f.severity !== 'error') continue;
    errors++;
    if (policyFile !== undefined && f.file === policyFile) policyErrors++;
    invalid.add(f.file);
  }
  return {
    filesChecked: files.length,
    filesInvalid: files.filter((f) => invalid.has(f)).length,
    errors,
    warnings: findings.length - errors,
    suppressed,
    policyErrors,
  };
}

/** Whether every error is the policy file's (the configs themselves are all valid). */
export function onlyPolicyErrors(c: Counts): boolean {
  return c.errors > 0 && c.filesInvalid === 0 && c.policyErrors === c.errors;
}

/** Errors and warnings of each file that has findings, in the order the files first appear. */
export function countPerFile(findings: readonly Finding[]): Map<string, { errors: number; warnings: number }> {
  const perFile = new Map<string, { errors: number; warnings: number }>();
  for (const f of findings) {
    const c = perFile.get(f.file) ?? { errors: 0, warnings: 0 };
    if (f.severity === 'error') c.errors++;
    else c.warnings++;
    perFile.set(f.file, c);
  }
  return perFile;
}

/** "3 of 120 component configs are invalid (5 errors, 2 warnings)" or the passing line. */
export function verdictLine(c: Counts): string {
  const rest = `${plural(c.warnings, 'warning')}${c.suppressed ? `, ${c.suppressed} suppressed` : ''}`;
  const tally = `${plural(c.errors, 'error')}, ${rest}`;
  // Errors outside the configs: the policy file's own, or a directory the search could not
  // enter (unreadable, too long a path, a link leaving the workspace), below which configs went
  // unchecked.
  if (onlyPolicyErrors(c)) {
    return `${plural(c.filesChecked, 'component config')} checked, none invalid (${plural(c.errors, 'error')} in the policy file, ${rest})`;
  }
  if (c.errors > 0 && c.filesInvalid === 0) {
    return `${plural(c.filesChecked, 'component config')} checked, none invalid, but not every directory could be searched (${tally})`;
  }
  if (c.errors > 0) {
    return `${c.filesInvalid} of ${plural(c.filesChecked, 'component config')} ${c.filesInvalid === 1 ? 'is' : 'are'} invalid (${tally})`;
  }
  return `${plural(c.filesChecked, 'component config')} checked, all valid (${tally})`;
}
