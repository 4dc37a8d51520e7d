// The programs the end-to-end tests run as users run them (git, pre-commit, script, python3
// with PyYAML, chromium), found in one place. A test that needs one asks requireClient for it; when it is not
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
  chromium: {
    command: 'chromium',
    what: "chromium (the page's tests open it headless, as a visitor's browser)",
    install: 'sudo apt-get install chromium',
  },
} as const satisfies Record<string, Client>;

export type ClientName = keyof typeof CLIENTS;

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
