// The runner's side of the action: workflow commands, step outputs and the job summary, through
// @actions/core's own modules. The package's entry also loads an HTTP client (for OIDC tokens,
// which this action never asks for) that costs more start-up than the whole check of a small
// repository; these modules are the same code without it. Pinned to the exact version in
// package.json, since their paths are not part of the package's exports.

import { issueCommand } from '../node_modules/@actions/core/lib/command.js';
import { issueFileCommand, prepareKeyValueMessage } from '../node_modules/@actions/core/lib/file-command.js';
import { summary } from '../node_modules/@actions/core/lib/summary.js';
import { toCommandProperties } from '../node_modules/@actions/core/lib/utils.js';
import type { AnnotationProperties } from '../node_modules/@actions/core/lib/core.js';

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

export function info(message: string): void {
  process.stdout.write(`${message}\n`);
}

/** Fail the step: an error line, and exit code 1 when the process ends. */
export function setFailed(message: string): void {
  process.exitCode = 1;
  error(message);
}

export function setOutput(name: string, value: string | number): void {
  // Without GITHUB_OUTPUT (a local run) there is nowhere to put outputs; the deprecated
  // set-output command is not used.
  if (process.env['GITHUB_OUTPUT']) issueFileCommand('OUTPUT', prepareKeyValueMessage(name, value));
}
