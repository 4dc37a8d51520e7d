// The action's inputs over the policy file: an input given wins, else the policy file's key, else
// the default.

import path from 'node:path';
import { type FailLevel, POLICY_FILE } from '../config/policy/policy.js';
import { fullReadPart } from '../run/runtime.js';
import { type LoadedPolicy, loadPolicy } from '../workspace/policy-file.js';
import { InputError, type Settings } from './settings.js';

/** The run's settings with the policy file's keys where no input was given, and the policy read. */
export async function applyPolicyFile(
  settings: Settings,
): Promise<{ settings: Settings; loaded: LoadedPolicy | undefined; failLevel: FailLevel }> {
  let loaded: LoadedPolicy | undefined;
  if (settings.policyFile !== '') {
    const target = path.resolve(settings.workspace, settings.policyFile);
    const rel = path.relative(settings.workspace, target).split(path.sep).join('/');
    const shown = rel.startsWith('../') || rel === '..' || path.isAbsolute(rel) ? settings.policyFile : rel;
    const read = await loadPolicy(settings.workspace, target, shown, fullReadPart);
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
