// The action's inputs → one typed settings object, validated once. A bad value stops the run
// with one line naming the input and what it accepts.

import type { PrComment } from '../github/pull-request.js';
import path from 'node:path';
import { DEFAULT_FILES, FAIL_LEVELS, type FailLevel, POLICY_FILE } from '../config/policy/policy.js';

export type IfNoFilesFound = 'error' | 'warn' | 'ignore';
export type { PrComment };
/** Which commit's policy file judges a pull request or merge group: its base's, or the checked-out one. */
export type PolicyFrom = 'base' | 'head';

export interface Settings {
  workspace: string;
  patterns: string[];
  failOnDeprecated: boolean;
  ifNoFilesFound: IfNoFilesFound;
  /** Absolute path, or undefined for no report. */
  reportFile: string | undefined;
  checkPaths: boolean;
  /** Absolute path of the SARIF file to write, or undefined. */
  sarifFile: string | undefined;
  checkRun: boolean;
  checkName: string;
  onlyChanged: boolean;
  /** Fixes posted as review suggestions on a pull request. */
  suggestions: boolean;
  /** At most this many new suggestions a run (input max-suggestions). */
  maxSuggestions: number;
  /** The pull request's summary comment: never, always, or only once the PR fails. */
  prComment: PrComment;
  /** Needed only by check-run, only-changed, suggestions and pr-comment; never printed. */
  token: string;
  /** The policy file, relative to the workspace or absolute; "" for none. */
  policyFile: string;
  /** policy-file was set to another file than the default: that file must exist. */
  policyFileGiven: boolean;
  /** On pull_request, pull_request_target and merge_group; elsewhere the checked-out file applies. */
  policyFrom: PolicyFrom;
  /** fail-level when given; else the policy file's, else error. */
  failLevel: FailLevel | undefined;
  /** The inputs given a value, which win over the policy file's keys of the same name. */
  given: { files: boolean; failOnDeprecated: boolean; checkPaths: boolean };
}

export class InputError extends Error {}

/** What the runner passes: `INPUT_<NAME>` with the name upper-cased and spaces as `_`. */
export function input(env: NodeJS.ProcessEnv, name: string): string {
  return (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();
}

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = input(env, name);
  if (raw === '') return fallback;
  if (/^(true|yes|on)$/i.test(raw)) return true;
  if (/^(false|no|off)$/i.test(raw)) return false;
  throw new InputError(`input "${name}" is "${raw}"; it accepts true or false`);
}

function choice<T extends string>(env: NodeJS.ProcessEnv, name: string, allowed: readonly T[], fallback: T): T {
  const raw = input(env, name);
  if (raw === '') return fallback;
  const value = raw.toLowerCase() as T;
  if (!allowed.includes(value)) {
    throw new InputError(`input "${name}" is "${raw}"; it accepts ${allowed.map((a) => `"${a}"`).join(', ')}`);
  }
  return value;
}

export function readSettings(env: NodeJS.ProcessEnv, cwd: string): Settings {
  const workspace = path.resolve(env['GITHUB_WORKSPACE'] || cwd);
  const patterns = input(env, 'files')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '');
  const report = input(env, 'report-file');
  const sarif = input(env, 'sarif-file');
  const checkRun = flag(env, 'check-run', false);
  const onlyChanged = flag(env, 'only-changed', false);
  const suggestions = flag(env, 'suggestions', false);
  const prComment = readPrComment(env);
  const token = input(env, 'github-token');
  const needsToken = [
    checkRun && 'check-run',
    onlyChanged && 'only-changed',
    suggestions && 'suggestions',
    prComment !== 'off' && 'pr-comment',
  ].filter((n) => n !== false);
  if (needsToken.length > 0 && token === '') {
    throw new InputError(
      `input "github-token" is empty, but ${needsToken[0]} needs it; leave it at its default (\${{ github.token }}) or pass a token`,
    );
  }
  const checkName = input(env, 'check-name') || 'component_config';
  const policyFile = input(env, 'policy-file');
  const failLevel = input(env, 'fail-level') ? choice(env, 'fail-level', FAIL_LEVELS, 'error') : undefined;
  return {
    workspace,
    patterns: patterns.length > 0 ? patterns : [...DEFAULT_FILES],
    failOnDeprecated: flag(env, 'fail-on-deprecated', false),
    ifNoFilesFound: choice(env, 'if-no-files-found', ['error', 'warn', 'ignore'] as const, 'error'),
    reportFile: report ? path.resolve(workspace, report) : undefined,
    checkPaths: flag(env, 'check-paths', false),
    sarifFile: sarif ? path.resolve(workspace, sarif) : undefined,
    checkRun,
    checkName,
    onlyChanged,
    suggestions,
    maxSuggestions: count(env, 'max-suggestions', 30),
    prComment,
    token,
    policyFile,
    policyFileGiven: policyFile !== '' && policyFile !== POLICY_FILE,
    policyFrom: choice(env, 'policy-from', ['base', 'head'] as const, 'base'),
    failLevel,
    given: {
      files: patterns.length > 0,
      failOnDeprecated: input(env, 'fail-on-deprecated') !== '',
      checkPaths: input(env, 'check-paths') !== '',
    },
  };
}

/** A whole number of at least 1. */
function count(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = input(env, name);
  if (raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > 1000)
    throw new InputError(`input "${name}" is "${raw}"; it accepts a whole number from 1 to 1000 (default ${fallback})`);
  return Number(raw);
}

/** A boolean (any spelling `flag` takes) or `on-failure`. */
function readPrComment(env: NodeJS.ProcessEnv): PrComment {
  if (/^on-failure$/i.test(input(env, 'pr-comment'))) return 'on-failure';
  try {
    return flag(env, 'pr-comment', false) ? 'always' : 'off';
  } catch {
    throw new InputError(`input "pr-comment" is "${input(env, 'pr-comment')}"; it accepts true, false or on-failure`);
  }
}
