// The repository's policy file on disk, for the action and the command line alike: read it from
// inside the workspace only (a link leading out is refused, as a config's is), into the policy
// or findings on its own lines; the commit it was read at; the verdict under its fail-level.

import path from 'node:path';
import { plural } from '../config/basics.js';
import { linesOfBytes } from '../config/read/coordinates.js';
import { unreadable } from './check-files.js';
import { FILE_START, type Finding } from '../config/findings.js';
import { applyLevels, type FailLevel, type Policy, POLICY_FILE, readPolicy } from '../config/policy/policy.js';
import { MAX_FILE_BYTES } from '../config/read/source.js';
import { readLimited } from '../workspace/files.js';
import { describeOutside, outsideFinding, resolveInside, workspaceRoot } from '../workspace/inside.js';
import { filePolicy } from './levels.js';
import { InputError, type Settings } from '../action/settings.js';
import { type Counts, onlyPolicyErrors } from '../report/counts.js';
import { code } from '../report/markdown.js';
import { fullReadPart } from './runtime.js';
import { headCommit } from '../workspace/repo.js';

/** Which policy applied, for the reports: the file as findings name it, and the commit of the workspace. */
export interface PolicyNote {
  file: string;
  commit?: string;
  /** Read at the base of the pull request or merge group (policy-from: base), not from the workspace. */
  base?: boolean;
  /** The repository-wide levels (before overrides), for SARIF's rules. */
  severity: Policy['severity'];
}

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
 * there (the caller decides whether that is an error). `root` is the workspace.
 */
export async function loadPolicy(root: string, target: string, shown: string): Promise<LoadedPolicy | 'missing'> {
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
  const parsed = await parsePolicy(shown, read.bytes, read.size);
  if (!parsed.policy) return parsed;
  const commit = headCommit(root);
  return { ...parsed, note: { file: shown, ...(commit ? { commit } : {}), severity: parsed.policy.severity } };
}

/** The policy file's bytes (`size`: the whole file's, when they are its beginning) → the policy, or findings with their lines. */
export async function parsePolicy(shown: string, bytes: Uint8Array, size: number | undefined): Promise<LoadedPolicy> {
  const { policy, findings } = readPolicy(shown, bytes, {
    fullRead: await fullReadPart(),
    ...(size === undefined ? {} : { size }),
  });
  const lines = new Map<number, string>();
  if (!policy) {
    const all = linesOfBytes(bytes);
    for (const f of findings)
      if (f.code !== 'file-too-large' && all[f.line - 1] !== undefined) lines.set(f.line, all[f.line - 1]!);
  }
  return { policy, findings: policy ? [] : findings, lines, note: undefined };
}

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

/** What the verdict line adds when the fail-level or a broken policy file decided it. */
export function verdictNote(counts: Counts, failLevel: FailLevel, broken: string | undefined): string {
  if (broken) {
    // The verdict line says already when every error is the policy file's.
    return `; the policy file ${broken} ${onlyPolicyErrors(counts) ? 'was' : 'has errors, so it was'} not applied: fix it`;
  }
  if (failLevel === 'never' && counts.errors + counts.warnings > 0) return '; fail-level is never, so the run passes';
  if (failLevel === 'warning' && counts.errors === 0 && counts.warnings > 0)
    return '; fail-level is warning, so warnings fail the run';
  return '';
}

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

/** The policy file's place: absolute, and as findings name it (workspace-relative when inside). */
export function policyTarget(settings: Settings): { target: string; shown: string } | undefined {
  if (settings.policyFile === '') return undefined;
  const target = path.resolve(settings.workspace, settings.policyFile);
  const rel = path.relative(settings.workspace, target).split(path.sep).join('/');
  const shown = rel.startsWith('../') || rel === '..' || path.isAbsolute(rel) ? settings.policyFile : rel;
  return { target, shown };
}

/** The line that stops a run whose policy-file input names a file that is not there. */
export function missingPolicyFile(settings: Settings, where: string): InputError {
  return new InputError(
    `input "policy-file": ${settings.policyFile} does not exist ${where}; commit it there, or leave the input at its default (${POLICY_FILE}, used when it exists)`,
  );
}

/** The run's settings with the policy file's keys where no input was given, and the policy read. */
export async function applyPolicyFile(
  settings: Settings,
): Promise<{ settings: Settings; loaded: LoadedPolicy | undefined; failLevel: FailLevel }> {
  let loaded: LoadedPolicy | undefined;
  const at = policyTarget(settings);
  if (at) {
    const read = await loadPolicy(settings.workspace, at.target, at.shown);
    if (read === 'missing') {
      if (settings.policyFileGiven) throw missingPolicyFile(settings, `in the workspace (${settings.workspace})`);
    } else loaded = read;
  }
  return { ...withPolicy(settings, loaded?.policy), loaded };
}

/** The settings under `policy`: its keys where no input was given. */
export function withPolicy(
  settings: Settings,
  policy: Policy | undefined,
): { settings: Settings; failLevel: FailLevel } {
  return {
    settings: {
      ...settings,
      patterns: settings.given.files ? settings.patterns : (policy?.files ?? settings.patterns),
      failOnDeprecated: settings.given.failOnDeprecated
        ? settings.failOnDeprecated
        : (policy?.failOnDeprecated ?? false),
      checkPaths: settings.given.checkPaths ? settings.checkPaths : (policy?.checkPaths ?? false),
    },
    failLevel: settings.failLevel ?? policy?.failLevel ?? 'error',
  };
}
