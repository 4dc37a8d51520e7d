// The action's inputs over the policy file: an input given wins, else the policy file's key, else
// the default.

import path from 'node:path';
import { type FailLevel, type Policy, POLICY_FILE } from '../config/policy/policy.js';
import { fullReadPart } from '../run/runtime.js';
import { type LoadedPolicy, loadPolicy, nestedPolicyRoot } from '../workspace/policy-file.js';
import { pathBelow, type PathFlavour, slashed } from '../workspace/repo-path.js';
import { InputError, type Settings } from './settings.js';

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
 * The policy file's place: absolute, and as findings name it (workspace-relative when inside).
 * `p`: the file system's path flavour (the tests run it as Windows').
 */
export function policyTarget(
  settings: Pick<Settings, 'workspace' | 'policyFile'>,
  policyFile = settings.policyFile,
  p: PathFlavour = path,
): { target: string; shown: string } | undefined {
  if (policyFile === '') return undefined;
  const target = p.resolve(settings.workspace, policyFile);
  return { target, shown: pathBelow(settings.workspace, target, p) ?? policyFile };
}

/** The line that stops a run whose policy-file input names a file that is not there. */
export function missingPolicyFile(settings: Settings, where: string): InputError {
  return new InputError(
    `input "policy-file": ${settings.policyFile} does not exist ${where}; commit it there, or leave the input at its default (${POLICY_FILE}, used when it exists)`,
  );
}

/** The policy as the action applies it: the settings under it, and where its paths are matched from. */
export interface AppliedPolicy {
  settings: Settings;
  loaded: LoadedPolicy | undefined;
  failLevel: FailLevel;
  /** The directory the policy's `files` and `overrides` match paths from, when not the workspace (a nested checkout's root). */
  policyRoot?: string;
  /** A workspace file's path from policyRoot (the identity without one). */
  policyPath: (file: string) => string;
}

/**
 * Where the action looks for the policy file: the input's path, or, for the default file when the
 * workspace is no repository, the root of the one repository checked out below it; either way
 * the policy's `files` and `overrides` match paths from the root of the repository checked out
 * below that holds it (nestedPolicyRoot; `dir`, workspace-relative), when there is one.
 */
export interface PolicyPlace {
  target: string;
  shown: string;
  /** The input's value, or the nested file's path from the workspace. */
  policyFile: string;
  policyRoot?: string;
  dir?: string;
}

export function locatePolicy(settings: Settings): PolicyPlace | undefined {
  if (settings.policyFile === '') return undefined;
  const policyRoot = nestedPolicyRoot(settings.workspace, settings.policyFile, settings.policyFileGiven);
  // The input's path is the workspace's; the default file's is its repository's.
  const policyFile =
    policyRoot && !settings.policyFileGiven
      ? slashed(path.relative(settings.workspace, path.join(policyRoot, settings.policyFile)))
      : settings.policyFile;
  const at = policyTarget(settings, policyFile);
  if (!at) return undefined;
  const dir = policyRoot && slashed(path.relative(settings.workspace, policyRoot));
  return { ...at, policyFile, ...(policyRoot ? { policyRoot } : {}), ...(dir ? { dir } : {}) };
}

/** The settings under the policy read at `place`, and where its paths are matched from. */
export function applyAt(
  settings: Settings,
  place: PolicyPlace | undefined,
  loaded: LoadedPolicy | undefined,
): AppliedPolicy {
  const dir = place?.dir;
  return {
    ...withPolicy({ ...settings, policyFile: place?.policyFile ?? settings.policyFile }, loaded?.policy, dir),
    loaded,
    ...(place?.policyRoot ? { policyRoot: place.policyRoot } : {}),
    policyPath: dir ? (file: string) => path.posix.relative(dir, file) : (file: string) => file,
  };
}

/** The run's settings with the checked-out policy file's keys where no input was given, and the policy read. */
export async function applyPolicyFile(settings: Settings): Promise<AppliedPolicy> {
  const place = locatePolicy(settings);
  let loaded: LoadedPolicy | undefined;
  if (place) {
    const read = await loadPolicy(settings.workspace, place.target, place.shown, fullReadPart, place.policyRoot);
    if (read === 'missing') {
      if (settings.policyFileGiven) throw missingPolicyFile(settings, `in the workspace (${settings.workspace})`);
    } else loaded = read;
  }
  return applyAt(settings, place, loaded);
}

/** The settings under `policy`: its keys where no input was given (its `files` from `dir`, when its root is there). */
export function withPolicy(
  settings: Settings,
  policy: Policy | undefined,
  dir?: string,
): { settings: Settings; failLevel: FailLevel } {
  return {
    settings: {
      ...settings,
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
    failLevel: settings.failLevel ?? policy?.failLevel ?? 'error',
  };
}
