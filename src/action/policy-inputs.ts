// The action's inputs over the policy file: an input given wins, else the policy file's key, else
// the default.

import path from 'node:path';
import { type FailLevel, POLICY_FILE } from '../config/policy/policy.js';
import { fullReadPart } from '../run/runtime.js';
import { type LoadedPolicy, loadPolicy, nestedPolicyRoot } from '../workspace/policy-file.js';
import { pathExists } from '../workspace/files.js';
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
    const read = await loadPolicy(settings.workspace, target, shown, fullReadPart, policyRoot);
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
