// The programs the end-to-end tests run as users run them (git, pre-commit, script, python3
// with PyYAML), found in one place. A test that needs one asks requireClient for it; when it is not
// installed the test fails (never skips: a skipped test is not a passing one) with one line naming
// what to install, instead of an ENOENT or a TypeError from a spawn that found nothing.

import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { cleanPath } from './harness.js';

interface Client {
  /** The executable's name on PATH. */
  command: string;
  /** What the tests need it for, and the one line that installs it. */
  what: string;
  install: string;
  /** A further condition on a candidate (python3: it must import yaml). */
  accepts?: (path: string) => boolean;
}

export const CLIENTS = {
  git: {
    command: 'git',
    what: 'git',
    install: 'sudo apt-get install git',
  },
  'pre-commit': {
    command: 'pre-commit',
    what: 'pre-commit (the hook tests run the real one)',
    install: 'sudo apt-get install pre-commit (Debian, Ubuntu) or pipx install pre-commit',
  },
  script: {
    command: 'script',
    what: 'script (util-linux: the colour tests run the command line on a terminal)',
    install: 'sudo apt-get install bsdutils',
  },
  'python3-yaml': {
    command: 'python3',
    what: 'a python3 that can import yaml (PyYAML, the reader the builder uses)',
    install: 'sudo apt-get install python3-yaml',
    accepts: (path: string) =>
      spawnSync(path, ['-c', 'import yaml'], { stdio: 'ignore', timeout: 30_000 }).status === 0,
  },
  'python3-pydantic': {
    command: 'python3',
    what: "a python3 that can import yaml and pydantic 2 (the builder differential runs the builder's models)",
    install: 'sudo apt-get install python3-yaml python3-pydantic',
    accepts: (path: string) =>
      spawnSync(path, ['-c', 'import yaml, pydantic, sys; sys.exit(pydantic.VERSION[0] != "2")'], {
        stdio: 'ignore',
        timeout: 30_000,
      }).status === 0,
  },
  // The Neovim test runs each snippet of docs/editors.md in a Neovim it is written for.
  'neovim-0.8': {
    command: 'nvim',
    what: "Neovim 0.8 to 0.10 (the editors test runs the docs' vim.lsp.start snippet in it)",
    install: 'npm run extras:neovim',
    accepts: (path: string) => neovimVersion(path, [0, 8], [0, 11]),
  },
  'neovim-0.11': {
    command: 'nvim',
    what: "Neovim 0.11 or newer (the editors test runs the docs' vim.lsp.config snippet in it)",
    install: 'npm run extras:neovim',
    accepts: (path: string) => neovimVersion(path, [0, 11], [1_000, 0]),
  },
  unzip: {
    command: 'unzip',
    what: 'unzip (the VS Code package test opens the .vsix as VS Code installs it)',
    install: 'sudo apt-get install unzip',
  },
} as const satisfies Record<string, Client>;

export type ClientName = keyof typeof CLIENTS;

/** The nvim at `path` is at least `from` and below `below` (major, minor). */
function neovimVersion(path: string, from: [number, number], below: [number, number]): boolean {
  const r = spawnSync(path, ['--version'], { encoding: 'utf8', timeout: 30_000 });
  const m = /^NVIM v(\d+)\.(\d+)\./.exec(r.stdout ?? '');
  if (r.status !== 0 || !m) return false;
  const v = Number(m[1]) * 1_000 + Number(m[2]);
  return v >= from[0] * 1_000 + from[1] && v < below[0] * 1_000 + below[1];
}

/** One line: what is missing and how to install it. */
export class MissingClient extends Error {
  constructor(name: ClientName) {
    const c: Client = CLIENTS[name];
    super(`${c.what} is not installed (no ${c.command} on PATH); install it with: ${c.install}`);
    this.name = 'MissingClient';
  }
}

const found = new Map<string, string>();

/**
 * The absolute path of a client, searched on `path` (default: the PATH tests give their children,
 * without node_modules/.bin); throws MissingClient when none there qualifies.
 */
export function requireClient(name: ClientName, path: string = cleanPath()): string {
  const key = `${name}\0${path}`;
  const known = found.get(key);
  if (known) return known;
  const c: Client = CLIENTS[name];
  for (const dir of path.split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, c.command);
    try {
      accessSync(candidate, constants.X_OK);
    } catch {
      continue;
    }
    if (c.accepts && !c.accepts(candidate)) continue;
    found.set(key, candidate);
    return candidate;
  }
  throw new MissingClient(name);
}

/**
 * The first of `names` that is missing, or undefined. For a test file whose set-up (beforeAll)
 * needs them: vitest skips the tests of a failed beforeAll, so the set-up returns early instead
 * and a beforeEach throws this, failing every test with its line.
 */
export function missingClient(...names: ClientName[]): MissingClient | undefined {
  for (const name of names) {
    try {
      requireClient(name);
    } catch (error) {
      if (error instanceof MissingClient) return error;
      throw error;
    }
  }
  return undefined;
}

/** git in `cwd` as the tests' own user, without the machine's or the user's configuration; its stdout, trimmed. */
export function git(cwd: string, ...args: string[]): string {
  const r = spawnSync(requireClient('git'), args, {
    cwd,
    encoding: 'utf8',
    env: {
      PATH: process.env['PATH'] ?? '/usr/bin:/bin',
      HOME: cwd,
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_AUTHOR_NAME: 'Octo Cat',
      GIT_AUTHOR_EMAIL: 'octocat@example.com',
      GIT_COMMITTER_NAME: 'Octo Cat',
      GIT_COMMITTER_EMAIL: 'octocat@example.com',
    },
  });
  if (r.status !== 0) throw new Error(`git ${args.join(' ')} in ${cwd}: ${r.stderr}`);
  return r.stdout.trim();
}
