// One run for both faces (the action, the command line): search → check → only-changed → the
// search's and the policy file's findings → counts → verdict, as one result. A face gives it
// where to look and what to ask of GitHub (as functions), then renders the result and alone
// decides the exit status. A search that finds no file is a run of zero files, whose search
// findings count like any other.

import type { Finding } from '../config/findings.js';
import type { FailLevel } from '../config/policy/policy.js';
import type { Search } from '../workspace/files.js';
import type { LoadedPolicy } from '../workspace/policy-file.js';
import type { Checked } from './check-files.js';
import { ParallelCheck } from './parallel.js';
import { conclude, levelSearchFindings, type Outcome } from './verdict.js';

export interface RunSpec {
  /** The directory file paths are relative to. */
  workspace: string;
  /** Nothing outside this directory is read (default: the workspace). */
  root?: string | undefined;
  /** Finds the files, telling `onFile` of each as it is found, when given, so that checking starts early. */
  search(onFile?: (file: string, real: string | undefined) => void): Search;
  failOnDeprecated: boolean;
  checkPaths: boolean;
  /** The policy file as read (undefined: none); a policy with findings is not applied. */
  loaded: LoadedPolicy | undefined;
  /** Where the policy's `overrides` match paths from, when not the root (a nested checkout's root). */
  policyRoot?: string | undefined;
  failLevel: FailLevel;
  /** A file's path from the repository root, `/`-separated: what the policy's overrides match. */
  fromRoot(file: string): string;
  /** The script worker threads run (the bundle); without it, no threads. */
  workerEntry?: URL | undefined;
  onPlan?: ((files: number, threads: number) => void) | undefined;
  /** Told of a crash inside the checker (a bug); the file gets an internal-error finding. */
  onInternalError?: ((file: string, error: Error) => void) | undefined;
  /** A reason not to check at all, given what the search found (the files would not be the ones meant). */
  vet?: ((search: Search) => string | undefined) | undefined;
  /**
   * Narrows the files to check (only-changed), told the real path of each the search knows
   * (`known`: a link's target). With check-paths every file is checked first and `pointsAt` says
   * what each points at; otherwise only the selected files are checked.
   */
  select?: ((files: string[], about: FilesKnown) => Promise<string[]>) | undefined;
}

/** What the run knows of the files found, for `select`. */
export interface FilesKnown {
  known: ReadonlyMap<string, string>;
  pointsAt?: ReadonlyMap<string, string[]> | undefined;
}

export interface RunResult {
  search: Search;
  /** The files checked, sorted. */
  files: string[];
  /** The policy file's own findings, then the configs', then the search's under the policy. */
  checked: Checked;
  /** The configs' check alone (what a face that fixes files checks again). */
  configs: Checked;
  outcome: Outcome;
}

export async function runChecks(spec: RunSpec): Promise<RunResult | { stopped: string; search: Search }> {
  const check = new ParallelCheck(
    {
      workspace: spec.workspace,
      ...(spec.root ? { root: spec.root } : {}),
      failOnDeprecated: spec.failOnDeprecated,
      checkPaths: spec.checkPaths,
      ...(spec.loaded?.policy ? { policy: spec.loaded.policy } : {}),
      ...(spec.policyRoot ? { policyRoot: spec.policyRoot } : {}),
      ...(spec.onInternalError ? { onInternalError: spec.onInternalError } : {}),
    },
    { entry: spec.workerEntry, onPlan: spec.onPlan },
  );
  // The changed files are known only after the search: without check-paths, checking waits for them.
  const checkAll = !spec.select || spec.checkPaths;
  const search = spec.search(checkAll ? (file, real) => check.add(file, real) : undefined);
  const stopped = spec.vet?.(search);
  if (stopped !== undefined) return { stopped, search };

  let files = search.files;
  let checked: Checked;
  if (spec.select && files.length > 0 && checkAll) {
    const all = await check.finish(files);
    files = await spec.select(files, { known: search.known, pointsAt: all.pointsAt });
    checked = narrow(all, files);
  } else {
    if (spec.select && files.length > 0) {
      files = await spec.select(files, { known: search.known });
      for (const file of files) check.add(file, search.known.get(file));
    }
    checked = await check.finish(files);
  }
  return settle(spec, search, files, checked);
}

/**
 * The run's result from its checked files: the search's and the policy file's findings added,
 * counted and judged. Also for a face that checks some files again (the command line's --fix).
 */
export function settle(
  spec: Pick<RunSpec, 'loaded' | 'failLevel' | 'fromRoot'>,
  search: Search,
  files: string[],
  checked: Checked,
): RunResult {
  const { loaded } = spec;
  // The policy file's own findings first: they are among the annotations GitHub shows.
  const findings: Finding[] = [
    ...(loaded?.findings ?? []),
    ...checked.findings,
    ...levelSearchFindings(loaded?.policy, search.findings, spec.fromRoot),
  ];
  const lines = new Map(checked.lines);
  const broken = loaded?.findings.length ? loaded.findings[0]!.file : undefined;
  // The policy file's own findings are shown on its lines, like a config's.
  if (loaded && broken) lines.set(broken, loaded.lines);
  // A pull request's own policy file can have findings while its base's policy judged the run.
  const outcome = conclude(files, findings, checked.suppressed.length, spec.failLevel, broken, !!loaded?.policy);
  return { search, files, checked: { ...checked, findings, lines }, configs: checked, outcome };
}

/** The check of every file, narrowed to `files`. */
function narrow(all: Checked, files: readonly string[]): Checked {
  const keep = new Set(files);
  return {
    findings: all.findings.filter((f) => keep.has(f.file)),
    entries: all.entries.filter((e) => keep.has(e.file)),
    suppressed: all.suppressed.filter((x) => keep.has(x.finding.file)),
    lines: new Map([...all.lines].filter(([file]) => keep.has(file))),
    pointsAt: new Map([...all.pointsAt].filter(([file]) => keep.has(file))),
  };
}
