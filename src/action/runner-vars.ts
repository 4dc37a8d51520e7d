// The runner's GITHUB_* variables the GitHub side uses, taken from the environment here: the
// action's face is the only reader of the environment (INPUT_* in settings.ts, these here), and
// src/github is handed their values.

import type { RunnerVar, RunnerVars } from '../github/event.js';

const VARS: readonly RunnerVar[] = [
  'GITHUB_EVENT_NAME',
  'GITHUB_EVENT_PATH',
  'GITHUB_REPOSITORY',
  'GITHUB_SHA',
  'GITHUB_ACTOR',
  'GITHUB_API_URL',
  'GITHUB_SERVER_URL',
  'GITHUB_RUN_ID',
];

export function runnerVars(env: NodeJS.ProcessEnv): RunnerVars {
  return Object.fromEntries(VARS.flatMap((name) => (env[name] === undefined ? [] : [[name, env[name]]])));
}
