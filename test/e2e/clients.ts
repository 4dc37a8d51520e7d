// The programs the end-to-end tests run as users run them (git, pre-commit, script, mkfifo,
// python3 with PyYAML, chromium, nvim, unzip), found in one place. A test that needs one asks requireClient for it; when it is not
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
  /** A further condition on a candidate (python3: it must import yaml): what it lacks, or undefined. */
  lacks?: (path: string) => string | undefined;
}

/** PyYAML and pydantic at the versions the builder pins, into the python3 that runs it. */
export const PIP_INSTALL = "python3 -m pip install PyYAML 'pydantic>=2.10,<=2.13.4'";

/** What a python3 lacks of PyYAML (and pydantic 2), in words; undefined when it has all. */
function pythonLacks(path: string, pydantic: boolean): string | undefined {
  const probe = [
    'missing = []',
    'try:\n    import yaml\nexcept ImportError:\n    missing.append("cannot import yaml (PyYAML)")',
    ...(pydantic
      ? [
          'try:\n    import pydantic\n    if not str(pydantic.VERSION).startswith("2."):\n        missing.append("has pydantic " + str(pydantic.VERSION) + ", not 2")\nexcept ImportError:\n    missing.append("cannot import pydantic")',
        ]
      : []),
    'print(" and ".join(missing))',
  ].join('\n');
  const r = spawnSync(path, ['-c', probe], { encoding: 'utf8', timeout: 30_000 });
  if (r.status !== 0) return `does not run (${r.error?.message ?? `exit ${r.status}`})`;
  return r.stdout.trim() || undefined;
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
    what: 'script (util-linux: the terminal test runs the command line on a terminal)',
    install: 'sudo apt-get install bsdutils',
    // macOS's script has no -c, which the test needs.
    lacks: (path: string) =>
      /util-linux/.test(spawnSync(path, ['--version'], { encoding: 'utf8', timeout: 30_000 }).stdout ?? '')
        ? undefined
        : "is not util-linux's (it has no -c)",
  },
  mkfifo: {
    command: 'mkfifo',
    what: 'mkfifo (coreutils: the pipe tests put a FIFO where a config was)',
    install: 'sudo apt-get install coreutils',
  },
  'python3-yaml': {
    command: 'python3',
    what: 'a python3 that can import yaml (PyYAML, the reader the builder uses)',
    install: 'sudo apt-get install python3-yaml',
    lacks: (path: string) => pythonLacks(path, false),
  },
  'python3-pydantic': {
    command: 'python3',
    what: "a python3 that can import yaml and pydantic 2 (the builder differential runs the builder's models)",
    // The builder's runtime pins pydantic so (tesseract-core's pyproject.toml); Ubuntu 24.04's
    // python3-pydantic is pydantic 1. CI installs with the second line (.github/workflows).
    install: `sudo apt-get install python3-yaml python3-pydantic (Debian 13) or ${PIP_INSTALL}`,
    lacks: (path: string) => pythonLacks(path, true),
  },
  // The Neovim test runs each snippet of docs/editors.md in a Neovim it is written for.
  'neovim-0.8': {
    command: 'nvim',
    what: "Neovim 0.8 to 0.10 (the editors test runs the docs' vim.lsp.start snippet in it)",
    install: 'npm run extras:neovim',
    lacks: (path: string) => neovimVersion(path, [0, 8], [0, 11]),
  },
  'neovim-0.11': {
    command: 'nvim',
    what: "Neovim 0.11 or newer (the editors test runs the docs' vim.lsp.config snippet in it)",
    install: 'npm run extras:neovim',
    lacks: (path: string) => neovimVersion(path, [0, 11], [1_000, 0]),
  },
  unzip: {
    command: 'unzip',
    what: 'unzip (the VS Code package test opens the .vsix as VS Code installs it)',
    install: 'sudo apt-get install unzip',
  },
  chromium: {
    command: 'chromium',
    what: "chromium (the page's tests open it headless, as a visitor's browser)",
    install: 'sudo apt-get install chromium',
  },
} as const satisfies Record<string, Client>;

export type ClientName = keyof typeof CLIENTS;

/** What the nvim at `path` lacks to be at least `from` and below `below` (major, minor), or undefined. */
function neovimVersion(path: string, from: [number, number], below: [number, number]): string | undefined {
  const r = spawnSync(path, ['--version'], { encoding: 'utf8', timeout: 30_000 });
  const m = /^NVIM v(\d+)\.(\d+)\./.exec(r.stdout ?? '');
  if (r.status !== 0 || !m) return `does not run (${r.error?.message ?? `exit ${r.status}`})`;
  const v = Number(m[1]) * 1_000 + Number(m[2]);
  return v >= from[0] * 1_000 + from[1] && v < below[0] * 1_000 + below[1] ? undefined : `is ${m[1]}.${m[2]}`;
}

/** One line: what is missing and how to install it. */
export class MissingClient extends Error {
  /** `rejected`: each candidate on PATH with what it lacks. */
  constructor(name: ClientName, rejected: readonly string[] = []) {
    const c: Client = CLIENTS[name];
    const why = rejected.length > 0 ? rejected.join('; ') : `no ${c.command} on PATH`;
    super(`${c.what} is not installed (${why}); install it with: ${c.install}`);
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
  const rejected: string[] = [];
  for (const dir of path.split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, c.command);
    try {
      accessSync(candidate, constants.X_OK);
    } catch {
      continue;
    }
    const lacks = c.lacks?.(candidate);
    if (lacks !== undefined) {
      rejected.push(`${candidate} ${lacks}`);
      continue;
    }
    found.set(key, candidate);
    return candidate;
  }
  throw new MissingClient(name, rejected);
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
