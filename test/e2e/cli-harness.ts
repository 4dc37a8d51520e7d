// Helpers for the end-to-end tests of the command line (dist/cli/index.js): run the built CLI as
// a child process with a plain environment (no GITHUB_* variables), from the same dist snapshot
// the action's tests use (test/e2e/harness.ts copies the whole dist/ directory, cli/ included).

import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { cleanPath, PROCESS_TIMEOUT_MS, ROOT, distSnapshot, spawnCollect } from './harness.js';

export { cleanPath };

/** The CLI bundle under test, inside the dist snapshot (a rebuild during the run cannot remove it). */
export function cliSnapshot(): string {
  const cli = join(dirname(distSnapshot()), 'cli', 'index.js');
  if (!existsSync(cli)) throw new Error(`${cli} is missing: npm run build makes dist/cli/index.js`);
  return cli;
}

/** An environment as a developer's shell has it: no CI or GitHub variables, no NO_COLOR. */
export function plainEnv(extra: Record<string, string> = {}): Record<string, string> {
  return { PATH: cleanPath(), HOME: process.env['HOME'] ?? '/root', LANG: 'C.UTF-8', ...extra };
}

export interface CliResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  ms: number;
}

export interface CliOptions {
  cwd: string;
  /** The node binary; default: the one running the tests. */
  node?: string;
  env?: Record<string, string>;
  timeoutMs?: number;
  /** Run `command` itself (not `node <cli>`), e.g. a bin name found on PATH. */
  command?: string;
  /** With `command`: its arguments before `args`. */
  prefix?: readonly string[];
}

/** Run `node dist/cli/index.js ...args` (or `options.command ...args`) and collect everything. */
export async function runCli(args: readonly string[], options: CliOptions): Promise<CliResult> {
  const env = options.env ?? plainEnv();
  const [cmd, argv] = options.command
    ? [options.command, [...(options.prefix ?? []), ...args]]
    : [options.node ?? process.execPath, [cliSnapshot(), ...args]];
  const started = Date.now();
  const r = await spawnCollect(cmd, argv, {
    cwd: options.cwd,
    env,
    timeoutMs: options.timeoutMs ?? PROCESS_TIMEOUT_MS,
  });
  return { code: r.code, signal: r.signal, stdout: r.stdout, stderr: r.stderr, ms: Date.now() - started };
}

export function describeCli(r: CliResult): string {
  return `exit ${String(r.code)}${r.signal ? ` (${r.signal})` : ''} in ${r.ms} ms\n--- stdout\n${r.stdout.slice(0, 6000)}\n--- stderr\n${r.stderr.slice(0, 3000)}`;
}

/** A stack frame anywhere in the output. */
export function cliHasStackTrace(r: Pick<CliResult, 'stdout' | 'stderr'>): boolean {
  return /^\s+at .+[(:]/m.test(r.stdout) || /^\s+at .+[(:]/m.test(r.stderr);
}

export const PACKAGE = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  name: string;
  version: string;
  bin?: Record<string, string> | string;
};
