// The repository's policy (.component-config-check.yaml) as the run uses it: what a policy is
// (plain data), its levels, and what it does to a file's findings. Pure and small: the checker
// needs this module in every thread, so the policy file's reader and grammar (reader.ts,
// grammar.ts) are modules of their own, loaded only when a policy file is read; matching a path
// against `files` patterns is match.ts's.

import { CODES, type Code, type Finding, type Severity } from '../findings.js';

export const POLICY_FILE = '.component-config-check.yaml';
/** What is checked when neither the policy nor the caller says (the action's `files` default). */
export const DEFAULT_FILES: readonly string[] = ['**/component_config.yaml'];

/** A code's level in the policy: one of the two severities, or off (no finding at all). */
export type Level = Severity | 'off';
export const LEVELS = ['error', 'warning', 'off'] as const;
export const FAIL_LEVELS = ['error', 'warning', 'never'] as const;
/** `error`: errors fail the run; `warning`: warnings too; `never`: nothing does (report only). */
export type FailLevel = (typeof FAIL_LEVELS)[number];

const RANK: Readonly<Record<Level, number>> = { off: 0, warning: 1, error: 2 };

/** Whether `level` is below `severity`: what a locked code may never be given. */
export function lowers(level: Level, severity: Severity): boolean {
  return RANK[level] < RANK[severity];
}

/** `allowed` or `none`; a list of codes (the third way) is Suppressions' `readonly Code[]`. */
export const SUPPRESSION_CHOICES = ['allowed', 'none'] as const;
/** Which findings a suppression comment may silence: any (allowed), none, or those of the listed codes. */
export type Suppressions = (typeof SUPPRESSION_CHOICES)[number] | readonly Code[];

export type Levels = Partial<Record<Code, Level>>;

export interface Override {
  files: string[];
  severity: Levels;
}

/** Plain data: it crosses to worker threads as it is. */
export interface Policy {
  /** The policy file as the findings name it. */
  file: string;
  files?: string[];
  severity: Levels;
  /** In the file's order; a later one that matches wins over an earlier one. */
  overrides: Override[];
  failLevel?: FailLevel;
  checkPaths?: boolean;
  failOnDeprecated?: boolean;
  /** What suppression comments may silence; absent: any finding (allowed). */
  suppressions?: Suppressions;
}

/** Which policy applied, for the reports: the file as findings name it, and the commit of the workspace. */
export interface PolicyNote {
  file: string;
  commit?: string;
  /** Read at the base of the pull request or merge group (policy-from: base), not from the workspace. */
  base?: boolean;
  /** The repository-wide levels (before overrides), for SARIF's rules. */
  severity: Levels;
}

/** What one file's findings get: the levels that hold for it, and the policy file that says so. */
export interface FilePolicy {
  file: string;
  levels: Levels;
  /** The codes a suppression comment may silence ('none': no code); absent: every code. */
  suppressions?: 'none' | readonly Code[];
}

/** `levels` of the base severity, then of each matching override in order, the later winning. */
export function levelsFor(policy: Policy, matches: (patterns: readonly string[]) => boolean): Levels {
  let levels: Levels = { ...policy.severity };
  for (const o of policy.overrides) if (matches(o.files)) levels = { ...levels, ...o.severity };
  return levels;
}

/**
 * The findings as the policy wants them: a code turned off is dropped, a code whose level
 * differs from its own severity gets that level, with `defaultSeverity` and a message saying so;
 * a locked code is never lowered.
 * Applying it twice changes nothing more.
 */
export function applyLevels(findings: readonly Finding[], policy: FilePolicy | undefined): Finding[] {
  if (!policy) return [...findings];
  const out: Finding[] = [];
  for (const f of findings) {
    const level = policy.levels[f.code];
    // A locked code is only ever raised (the reader refuses the rest).
    if (level === undefined || (CODES[f.code].locked && lowers(level, f.severity))) out.push(f);
    else if (level === 'off') continue;
    else if (level === f.severity) out.push(f);
    else
      out.push({
        ...f,
        severity: level,
        defaultSeverity: f.defaultSeverity ?? f.severity,
        message: `${f.message} (${level === 'error' ? 'an error' : 'a warning'} by the policy in ${policy.file}; ${f.severity === 'error' ? 'an error' : 'a warning'} by default)`,
      });
  }
  return out;
}

/** The codes the policy turns off for a file, for the message of a suppression of one. */
export function offCodes(policy: FilePolicy | undefined): Set<string> {
  const off = new Set<string>();
  for (const [code, level] of Object.entries(policy?.levels ?? {})) if (level === 'off') off.add(code);
  return off;
}
