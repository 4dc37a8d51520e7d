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
  return policyOfBytes(root, shown, read.bytes, read.size);
}

/**
 * The policy held in `bytes` (the file's, or an editor's unsaved text of it), named `shown` in
 * findings; `size`: the whole file's, when `bytes` holds only its beginning.
 */
export async function policyOfBytes(
  root: string,
  shown: string,
  bytes: Uint8Array,
  size?: number,
): Promise<LoadedPolicy> {
  const { policy, findings } = readPolicy(shown, bytes, {
    fullRead: await fullReadPart(),
    ...(size === undefined ? {} : { size }),
  });
  if (!policy) {
    const all = linesOfBytes(bytes);
    const lines = new Map<number, string>();
    for (const f of findings)
      if (f.code !== 'file-too-large' && all[f.line - 1] !== undefined) lines.set(f.line, all[f.line - 1]!);
    return { policy: undefined, findings, lines, note: undefined };
  }
  const commit = headCommit(root);
  return {
    policy,
    findings: [],
    lines: new Map(),
    note: { file: shown, ...(commit ? { commit } : {}), severity: policy.severity },
  };
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
  const at = note.commit ? ` at commit ${code(note.commit.slice(0, 12))}` : '';
  const what = changed ? `; it changed the severity of ${plural(changed, 'finding')} (marked "by the policy")` : '';
  return `Policy: ${code(note.file)}${at}${what}.`;
}

/** The run's settings with the policy file's keys where no input was given, and the policy read. */
export async function applyPolicyFile(
  settings: Settings,
): Promise<{ settings: Settings; loaded: LoadedPolicy | undefined; failLevel: FailLevel }> {
  let loaded: LoadedPolicy | undefined;
  if (settings.policyFile !== '') {
    const target = path.resolve(settings.workspace, settings.policyFile);
    const rel = path.relative(settings.workspace, target).split(path.sep).join('/');
    const shown = rel.startsWith('../') || rel === '..' || path.isAbsolute(rel) ? settings.policyFile : rel;
    const read = await loadPolicy(settings.workspace, target, shown);
    if (read === 'missing') {
      if (settings.policyFileGiven)
        throw new InputError(
          `input "policy-file": ${settings.policyFile} does not exist in the workspace (${settings.workspace}); commit it there, or leave the input at its default (${POLICY_FILE}, used when it exists)`,
        );
    } else loaded = read;
  }
  const policy = loaded?.policy;
  return {
    settings: {
      ...settings,
      patterns: settings.given.files ? settings.patterns : (policy?.files ?? settings.patterns),
      failOnDeprecated: settings.given.failOnDeprecated
        ? settings.failOnDeprecated
        : (policy?.failOnDeprecated ?? false),
      checkPaths: settings.given.checkPaths ? settings.checkPaths : (policy?.checkPaths ?? false),
    },
    loaded,
    failLevel: settings.failLevel ?? policy?.failLevel ?? 'error',
  };
}
