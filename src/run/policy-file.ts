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
import { pathExists, readLimited } from '../workspace/files.js';
import { describeOutside, outsideFinding, resolveInside, workspaceRoot } from '../workspace/inside.js';
import { filePolicy } from './levels.js';
import { InputError, type Settings } from '../action/settings.js';
import { type Counts, onlyPolicyErrors } from '../report/counts.js';
import { code } from '../report/markdown.js';
import { fullReadPart } from './runtime.js';
import { headCommit, repoAbove, reposBelow } from '../workspace/repo.js';

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
export async function loadPolicy(
  root: string,
  target: string,
  shown: string,
  /** The checkout whose commit the reports name (a nested one's); default: the workspace's. */
  checkout = root,
): Promise<LoadedPolicy | 'missing'> {
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
  const { policy, findings } = readPolicy(shown, read.bytes, {
    fullRead: await fullReadPart(),
    ...(read.size === undefined ? {} : { size: read.size }),
  });
  if (!policy) {
    const all = linesOfBytes(read.bytes);
    const lines = new Map<number, string>();
    for (const f of findings)
      if (f.code !== 'file-too-large' && all[f.line - 1] !== undefined) lines.set(f.line, all[f.line - 1]!);
    return { policy: undefined, findings, lines, note: undefined };
  }
  const commit = headCommit(checkout);
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

/**
 * Where the default policy file is when the workspace is no repository but holds one below it
 * (actions/checkout with `path:`): at that repository's root, as the command line and pre-commit
 * find it at theirs. Undefined unless exactly one repository lies below and holds the file: with
 * several checkouts the configs are not all that repository's, and its `files` would leave the
 * others' unchecked (input policy-file names the file that applies to all). Undefined too when
 * its directory's name holds glob characters (its `files` could not be said from the workspace).
 */
function nestedPolicyRoot(workspace: string, policyFile: string): string | undefined {
  if (path.isAbsolute(policyFile) || repoAbove(workspace)) return undefined;
  const repos = reposBelow(workspace);
  if (repos.length !== 1 || !pathExists(path.join(repos[0]!, policyFile))) return undefined;
  const dir = path.relative(workspace, repos[0]!).split(path.sep).join('/');
  return /[*?[\]{}!#\s]/.test(dir) ? undefined : repos[0];
}

/** The policy's `files`, from its repository's root `dir` (workspace-relative), as workspace patterns. */
function fromWorkspace(patterns: readonly string[], dir: string): string[] {
  return patterns.map((line) => {
    const text = line.trim();
    if (text === '' || text.startsWith('#')) return line;
    const negated = text.startsWith('!');
    return `${negated ? '!' : ''}${dir}/${(negated ? text.slice(1) : text).replace(/^(\.\/)+/, '')}`;
  });
}

/**
 * The run's settings with the policy file's keys where no input was given, and the policy read.
 * `policyRoot`: the directory the policy's `files` and `overrides` match paths from, when it is
 * not the workspace (a nested checkout's root); `policyPath` gives a workspace file's path there.
 */
export async function applyPolicyFile(settings: Settings): Promise<{
  settings: Settings;
  loaded: LoadedPolicy | undefined;
  failLevel: FailLevel;
  policyRoot?: string;
  policyPath: (file: string) => string;
}> {
  let loaded: LoadedPolicy | undefined;
  let policyRoot: string | undefined;
  let policyFile = settings.policyFile;
  if (policyFile !== '') {
    let target = path.resolve(settings.workspace, policyFile);
    if (!settings.policyFileGiven && !pathExists(target)) {
      policyRoot = nestedPolicyRoot(settings.workspace, policyFile);
      if (policyRoot) {
        target = path.join(policyRoot, policyFile);
        policyFile = path.relative(settings.workspace, target).split(path.sep).join('/');
      }
    }
    const rel = path.relative(settings.workspace, target).split(path.sep).join('/');
    const shown = rel.startsWith('../') || rel === '..' || path.isAbsolute(rel) ? policyFile : rel;
    const read = await loadPolicy(settings.workspace, target, shown, policyRoot);
    if (read === 'missing') {
      if (settings.policyFileGiven)
        throw new InputError(
          `input "policy-file": ${settings.policyFile} does not exist in the workspace (${settings.workspace}); commit it there, or leave the input at its default (${POLICY_FILE}, used when it exists)`,
        );
    } else loaded = read;
  }
  const policy = loaded?.policy;
  const dir = policyRoot && path.relative(settings.workspace, policyRoot).split(path.sep).join('/');
  const policyPath = dir ? (file: string) => path.posix.relative(dir, file) : (file: string) => file;
  return {
    ...(policyRoot ? { policyRoot } : {}),
    policyPath,
    settings: {
      ...settings,
      policyFile,
      patterns: settings.given.files
        ? settings.patterns
        : policy?.files && dir
          ? fromWorkspace(policy.files, dir)
          : (policy?.files ?? settings.patterns),
      failOnDeprecated: settings.given.failOnDeprecated
        ? settings.failOnDeprecated
        : (policy?.failOnDeprecated ?? false),
      checkPaths: settings.given.checkPaths ? settings.checkPaths : (policy?.checkPaths ?? false),
    },
    loaded,
    failLevel: settings.failLevel ?? policy?.failLevel ?? 'error',
  };
}
