// The runner's side of the action: workflow commands, step outputs and the job summary, through
// @actions/core's own modules. The package's entry also loads an HTTP client (for OIDC tokens,
// which this action never asks for) that costs more start-up than the whole check of a small
// repository; these modules are the same code without it. Pinned to the exact version in
// package.json, since their paths are not part of the package's exports.

import fs from 'node:fs';
import { EOL } from 'node:os';
import { issueCommand } from '../node_modules/@actions/core/lib/command.js';
import { summary } from '../node_modules/@actions/core/lib/summary.js';
import { toCommandProperties, toCommandValue } from '../node_modules/@actions/core/lib/utils.js';
import type { AnnotationProperties } from '../node_modules/@actions/core/lib/core.js';
import { logLine } from './report/log-line.js';

export type { AnnotationProperties };
export { summary };

export function error(message: string, properties: AnnotationProperties = {}): void {
  issueCommand('error', toCommandProperties(properties), message);
}

export function warning(message: string, properties: AnnotationProperties = {}): void {
  issueCommand('warning', toCommandProperties(properties), message);
}

export function notice(message: string, properties: AnnotationProperties = {}): void {
  issueCommand('notice', toCommandProperties(properties), message);
}

/** Mask a value in everything the runner shows from now on. */
export function setSecret(secret: string): void {
  if (secret) issueCommand('add-mask', {}, secret);
}

export function debug(message: string): void {
  issueCommand('debug', {}, message);
}

/** A plain log line; whatever text from a file or path it holds, it cannot become a workflow command. */
export function info(message: string): void {
  process.stdout.write(`${logLine(message)}\n`);
}

/** Fail the step: an error line, and exit code 1 when the process ends. */
export function setFailed(message: string): void {
  process.exitCode = 1;
  error(message);
}

export function setOutput(name: string, value: string | number): void {
  // Without GITHUB_OUTPUT (a local run) there is nowhere to put outputs; the deprecated
  // set-output command is not used.
  const file = process.env['GITHUB_OUTPUT'];
  if (!file) return;
  if (!fs.existsSync(file)) throw new Error(`Missing file at path: ${file}`);
  fs.appendFileSync(file, `${keyValueMessage(name, toCommandValue(value))}${EOL}`, 'utf8');
}

// GITHUB_OUTPUT's multi-line form, `name<<DELIMITER`, value lines, `DELIMITER`, as
// @actions/core's file-command module writes it. That module draws its delimiter from
// node:crypto, whose loading costs more start-up than checking a few files. What keeps a value
// from ending early or adding outputs is only that it does not contain the delimiter (the
// runner ends it at the first line equal to it): this delimiter is checked to be absent, and
// drawn again if it is not.
function keyValueMessage(name: string, value: string): string {
  let delimiter: string;
  do {
    delimiter = `ghadelimiter_${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;
  } while (name.includes(delimiter) || value.includes(delimiter));
  return `${name}<<${delimiter}${EOL}${value}${EOL}${delimiter}`;
}
