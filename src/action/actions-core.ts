// The runner's side of the action: workflow commands on stdout, step outputs in the GITHUB_OUTPUT
// file and the job summary in the GITHUB_STEP_SUMMARY file, as GitHub documents them. They go
// through a Runner: either @actions/core's public API, or `direct`, this module's own writer of
// the same protocol. Tools that run an action locally (@github/local-action) replace
// @actions/core's entry to show outputs and the summary, so a run from the source goes through
// it (main.ts). The bundle's entry (index.ts) uses `direct`: @actions/core's entry also loads an
// HTTP client (for OIDC tokens, which this action never asks for) and @actions/exec, which cost
// more start-up than the whole check of a small repository.

import fs from 'node:fs';
import { EOL } from 'node:os';
import { logLine } from '../report/log-line.js';
import { type AnnotationProperties, type Annotator, located, workflowCommand } from '../report/workflow-commands.js';

/** What the action tells the runner: these functions of @actions/core's public API. */
export interface Runner extends Annotator {
  error(message: string, properties?: AnnotationProperties): void;
  warning(message: string, properties?: AnnotationProperties): void;
  notice(message: string, properties?: AnnotationProperties): void;
  setSecret(secret: string): void;
  debug(message: string): void;
  info(message: string): void;
  setFailed(message: string): void;
  setOutput(name: string, value: string | number): void;
  summary: { addRaw(text: string): { write(): Promise<unknown> } };
}

function command(name: string, properties: Record<string, string | number | undefined>, message: string): void {
  process.stdout.write(workflowCommand(name, properties, message, EOL));
}

function appendTo(variable: string, text: string): void {
  const file = process.env[variable];
  if (!file) throw new Error(`${variable} is not set`);
  // As the runner makes it: a missing file is a problem to report, not one to create.
  fs.accessSync(file, fs.constants.R_OK | fs.constants.W_OK);
  fs.appendFileSync(file, text, 'utf8');
}

// GITHUB_OUTPUT's multi-line form, `name<<DELIMITER`, value lines, `DELIMITER`. What keeps a
// value from ending early or adding outputs is only that it does not contain the delimiter (the
// runner ends it at the first line equal to it): the delimiter is checked to be absent, and drawn
// again if it is not (without node:crypto, whose loading costs more than checking a few files).
function keyValueMessage(name: string, value: string): string {
  let delimiter: string;
  do {
    delimiter = `ghadelimiter_${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;
  } while (name.includes(delimiter) || value.includes(delimiter));
  return `${name}<<${delimiter}${EOL}${value}${EOL}${delimiter}${EOL}`;
}

export const direct: Runner = {
  error: (message, properties) => command('error', located(properties), message),
  warning: (message, properties) => command('warning', located(properties), message),
  notice: (message, properties) => command('notice', located(properties), message),
  setSecret: (secret) => {
    if (secret) command('add-mask', {}, secret);
  },
  debug: (message) => command('debug', {}, message),
  info: (message) => process.stdout.write(`${message}${EOL}`),
  setFailed: (message) => {
    process.exitCode = 1;
    command('error', {}, message);
  },
  setOutput: (name, value) => {
    // Without GITHUB_OUTPUT (a local run) there is nowhere to put outputs; the deprecated
    // set-output command is not used.
    if (!process.env['GITHUB_OUTPUT']) return;
    appendTo('GITHUB_OUTPUT', keyValueMessage(name, String(value)));
  },
  summary: {
    addRaw: (text) => ({ write: async () => appendTo('GITHUB_STEP_SUMMARY', text) }),
  },
};

/**
 * The runner as the action speaks to it: a plain log line (`info`) is escaped so that no text
 * from a file or path in it can become a workflow command. Made once by run() and passed down.
 */
export function speaker(runner: Runner): Runner {
  return { ...runner, info: (message: string) => runner.info(logLine(message)) };
}
