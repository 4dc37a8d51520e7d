// The keys a pull request's policy file changes against its base's, as the line that tells the
// pull request names them.

import { describe, expect, it } from 'vitest';
import { changedKeys } from '../../src/config/policy/changes.js';
import type { Policy } from '../../src/config/policy/policy.js';

const policy = (p: Partial<Policy> = {}): Policy => ({
  file: '.component-config-check.yaml',
  severity: {},
  overrides: [],
  ...p,
});

describe('changedKeys', () => {
  it('names nothing for the same policy, and every key that differs, in the file order of keys', () => {
    expect(changedKeys(policy({ failLevel: 'error' }), policy({ failLevel: 'error' }))).toEqual([]);
    expect(
      changedKeys(
        policy({ files: ['**/component_config.yaml'], severity: { 'wrong-type': 'error', 'empty-value': 'warning' } }),
        policy({
          files: ['ok/**'],
          severity: { 'wrong-type': 'off', 'empty-value': 'warning', 'unusual-platform': 'error' },
          overrides: [{ files: ['x/**'], severity: { 'wrong-type': 'warning' } }],
          failLevel: 'never',
          checkPaths: true,
          failOnDeprecated: true,
        }),
      ),
    ).toEqual([
      'files',
      'severity.unusual-platform',
      'severity.wrong-type',
      'overrides',
      'fail-level',
      'check-paths',
      'fail-on-deprecated',
    ]);
  });

  it('a key written at its default changes nothing', () => {
    expect(changedKeys(policy(), policy({ failLevel: 'error', checkPaths: false, failOnDeprecated: false }))).toEqual(
      [],
    );
  });

  it('a policy added or removed changes every key it sets; an empty one none', () => {
    expect(changedKeys(undefined, policy({ failLevel: 'never' }))).toEqual(['fail-level']);
    expect(changedKeys(policy({ severity: { 'wrong-type': 'warning' } }), undefined)).toEqual(['severity.wrong-type']);
    expect(changedKeys(undefined, policy())).toEqual([]);
  });

  it('names suppressions when what comments may silence differs; allowed written down is the default', () => {
    expect(changedKeys(policy({ suppressions: 'none' }), policy())).toEqual(['suppressions']);
    expect(changedKeys(policy({ suppressions: ['wrong-type'] }), policy({ suppressions: ['empty-value'] }))).toEqual([
      'suppressions',
    ]);
    expect(changedKeys(policy(), policy({ suppressions: 'allowed' }))).toEqual([]);
  });
});
