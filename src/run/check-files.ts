// Check a list of workspace files: read each (bounded), run the checker, add the check-paths
// findings and the deprecation policy. Shared by the action and the command line, so both give
// the same findings for the same files.

import path from 'node:path';
import { checkComponentPaths, pointedPaths } from '../workspace/check-paths.js';
import { checkBytes, type CheckResult } from '../config/check.js';
import { CODES, FILE_START, finding, type Finding } from '../config/findings.js';
import type { Needs, Parts } from '../config/parts.js';
import { MAX_FILE_BYTES } from '../config/read/source.js';
import { failed, readLimited, unreadable } from '../workspace/files.js';
import { describeOutside, outsideFinding, resolveInside, type Root, workspaceRoot } from '../workspace/inside.js';
import { type PathFlavour, slashed } from '../workspace/repo-path.js';
import type { Suppressed } from '../config/fix/suppress.js';
import type { FileEntry } from '../report/counts.js';
import type { Policy } from '../config/policy/policy.js';
import { filePolicy } from './levels.js';
import { deprecatedLevels, failOnDeprecated } from '../config/policy/deprecated.js';
import { asError } from '../config/basics.js';
import { linesOfBytes } from '../config/read/coordinates.js';
import { withParts } from './runtime.js';

export interface CheckFilesOptions {
  /** The directory file paths are relative to. */
  workspace: string;
  /** Nothing outside this directory is read (default: the workspace). */
  root?: string;
  failOnDeprecated: boolean;
  checkPaths: boolean;
  /**
   * Told of a file that needs a part of the checker this thread has not loaded (the full YAML
   * read, the schema findings); true: the file is handed over to be checked elsewhere, and left
   * out here. False, or without it: the part is loaded (runtime.ts) and the file checked.
   */
  handOver?: (file: string) => boolean;
  /** Files whose real path the search found (Search.known): read directly. */
  known?: ReadonlyMap<string, string>;
  /** Told of a crash inside the checker (a bug); the file gets an internal-error finding. */
  onInternalError?: (file: string, error: Error) => void;
  /** The repository's policy file, read and valid; its `files` patterns are relative to `root`. */
  policy?: Policy;
  /** Where the policy's `overrides` match paths from, when not `root` (a nested checkout's root). */
  policyRoot?: string;
}

export interface Checked {
  findings: Finding[];
  entries: FileEntry[];
  /** Findings silenced by suppression comments: not annotated, never failing. */
  suppressed: Suppressed[];
  /**
   * The lines findings start on, and the lines each fix rewrites with the one after (which a
   * suggestion may take in), taken from the bytes read here: reports never read files.
   */
  lines: Map<string, Map<number, string>>;
  /** With check-paths: the paths each file points at (pointedPaths), for only-changed. */
  pointsAt: Map<string, string[]>;
}

export async function checkFiles(files: readonly string[], options: CheckFilesOptions): Promise<Checked> {
  const findings: Finding[] = [];
  const entries: FileEntry[] = [];
  const suppressed: Suppressed[] = [];
  const lines = new Map<string, Map<number, string>>();
  const pointsAt = new Map<string, string[]>();
  const root = workspaceRoot(options.root ?? options.workspace);
  const dirs = new Map<string, string>();
  for (const file of files) {
    const checked = await withParts(
      (parts) => checkOne(file, root, dirs, options, parts),
      options.handOver && (() => options.handOver!(file)),
    );
    if (!checked) continue; // handed over
    const { result, bytes } = checked;
    const own = result.findings;
    let errors = 0;
    for (const f of own) if (f.severity === 'error') errors++;
    findings.push(...own);
    suppressed.push(...result.suppressed);
    if (bytes && own.length > 0) lines.set(file, linesOf(bytes, own));
    if (options.checkPaths) pointsAt.set(file, pointedPaths(file, result.packageSources));
    entries.push({
      file,
      form: isUnreadable(result) ? null : result.form,
      errors,
      warnings: own.length - errors,
      suppressed: result.suppressed.length,
    });
  }
  return { findings, entries, suppressed, lines, pointsAt };
}

function linesOf(bytes: Uint8Array, findings: readonly Finding[]): Map<number, string> {
  const all = linesOfBytes(bytes);
  const out = new Map<number, string>();
  for (const f of findings) {
    if (f.code === 'file-too-large') continue; // only the beginning was read, and it was not parsed
    const line = all[f.line - 1];
    if (line !== undefined) out.set(f.line, line);
    const edits = f.fix?.edits ?? [];
    if (edits.length === 0) continue;
    const last = Math.max(...edits.map((e) => e.endLine)) + 1;
    for (let n = Math.min(...edits.map((e) => e.line)); n <= last; n++) {
      const text = all[n - 1];
      if (text !== undefined) out.set(n, text);
    }
  }
  return out;
}

/**
 * The findings of one file's bytes as given (an editor's unsaved text), `file` relative to the
 * workspace: the very path checkFiles takes for the bytes it reads, so both say the same.
 */
export async function checkDocument(file: string, bytes: Uint8Array, options: CheckFilesOptions): Promise<CheckResult> {
  const root = workspaceRoot(options.root ?? options.workspace);
  const checked = await withParts((parts) =>
    guarded(file, options, () => checkRead(file, bytes, undefined, root, options, parts)),
  );
  return checked!.result;
}

/** A file's result and the bytes it was read from, or what it needs of the checker that `parts` lacks. */
type Outcome = { result: CheckResult; bytes?: Uint8Array } | Needs;

function checkOne(
  file: string,
  root: Root,
  dirs: Map<string, string>,
  options: CheckFilesOptions,
  parts: Readonly<Parts>,
): Outcome {
  return guarded(file, options, () => {
    const real = options.known?.get(file);
    const direct = real === undefined ? undefined : readLimited(real, MAX_FILE_BYTES, { noFollow: true });
    // A file the search found is read as found; only one that has become a link since goes the
    // careful way below (which would also wait on a pipe put in its place).
    if (direct?.bytes) return checkRead(file, direct.bytes, direct.size, root, options, parts);
    if (direct && !direct.linked) return { result: unreadable(file, direct.problem) };
    const abs = path.join(options.workspace, file);
    const where = resolveInside(root, abs, dirs);
    if (where.kind === 'outside') {
      return {
        result: failed(
          outsideFinding(
            file,
            FILE_START,
            '',
            `${describeOutside(root, file, where)}; it was not read, so that no file the repository does not hold is ever quoted. Commit the file itself, or a link to a file inside the repository`,
          ),
        ),
      };
    }
    if (where.kind === 'error') {
      return { result: unreadable(file, `cannot be read (${where.code})`) };
    }
    // The real path found inside, not the link: what is opened is what was checked to be inside.
    // A missing or looping path is opened as named, for the system's own reason.
    const read = readLimited(where.kind === 'inside' ? where.real : abs, MAX_FILE_BYTES);
    if (!read.bytes) return { result: unreadable(file, read.problem) };
    return checkRead(file, read.bytes, read.size, root, options, parts);
  });
}

/** A crash inside the checker (a bug) becomes the file's internal-error finding: the other files are still checked. */
function guarded(file: string, options: CheckFilesOptions, check: () => Outcome): Outcome {
  try {
    return check();
  } catch (error) {
    const e = asError(error);
    options.onInternalError?.(file, e);
    return {
      result: failed(
        finding(
          'internal-error',
          file,
          FILE_START,
          '',
          `the checker failed on this file (${e.message}); this is a bug, please report it. The other files were still checked`,
        ),
      ),
    };
  }
}

function checkRead(
  file: string,
  bytes: Uint8Array,
  size: number | undefined,
  root: Root,
  options: CheckFilesOptions,
  parts: Readonly<Parts>,
): { result: CheckResult; bytes: Uint8Array } | Needs {
  const policy = options.policy ? policyOf(file, root, options) : undefined;
  const result = checkBytes(file, bytes, parts, {
    ...(size === undefined ? {} : { size }),
    ...(policy ? { policy } : {}),
    packageSources: options.checkPaths,
    ...(options.checkPaths ? { more: (sources) => checkComponentPaths(options.workspace, file, sources, root) } : {}),
  });
  if ('needs' in result) return result;
  return { result: { ...result, findings: failOnDeprecated(result.findings, options.failOnDeprecated) }, bytes };
}

/**
 * The levels that hold for `file` as the check applies them (fail-on-deprecated included), so
 * that what --fix fixes is what the check reported.
 */
export function levelsOf(file: string, options: CheckFilesOptions) {
  return options.policy ? policyOf(file, workspaceRoot(options.root ?? options.workspace), options) : undefined;
}

function policyOf(file: string, root: Root, options: CheckFilesOptions) {
  const rel = policyPathOf(options.policyRoot ?? root.given, options.workspace, file);
  return deprecatedLevels(filePolicy(options.policy, rel), options.failOnDeprecated);
}

/**
 * A workspace-relative file as the policy's `files` and `overrides` match it: from the policy
 * file's directory, `/`-separated. `p`: the file system's path flavour (the tests run it as Windows').
 */
export function policyPathOf(policyRoot: string, workspace: string, file: string, p: PathFlavour = path): string {
  return slashed(p.relative(policyRoot, p.join(workspace, file)), p);
}

function isUnreadable(result: CheckResult): boolean {
  return result.findings.some((f) => CODES[f.code].notRead);
}
