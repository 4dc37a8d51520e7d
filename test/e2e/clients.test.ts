// The clients the tests run (git, pre-commit, script, mkfifo, python3 with PyYAML) are found by
// requireClient alone: without one, a test fails with one line naming what to install.

import { chmodSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CLIENTS, MissingClient, requireClient, type ClientName } from './clients.js';
import { ROOT, cleanup, tempDir } from './harness.js';

afterAll(cleanup);

function fakeProgram(dir: string, name: string, exitCode: number): string {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, name);
  writeFileSync(path, `#!/bin/sh\nexit ${exitCode}\n`);
  chmodSync(path, 0o755);
  return path;
}

const NAMES = Object.keys(CLIENTS) as ClientName[];

describe('requireClient', () => {
  it.each(NAMES)('%s missing from PATH: one line naming what to install, not a TypeError', (name) => {
    const empty = tempDir('cca-nopath-');
    let thrown: unknown;
    try {
      requireClient(name, `${empty}:${join(empty, 'absent')}`);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(MissingClient);
    const message = (thrown as Error).message;
    expect(message).not.toContain('\n');
    expect(message).toContain(`no ${CLIENTS[name].command} on PATH`);
    expect(message).toContain(`install it with: ${CLIENTS[name].install}`);
    expect(message).toMatch(/apt-get install \S+|npm run extras:\S+/);
  });

  it('says pre-commit installs from Debian or with pipx', () => {
    expect(() => requireClient('pre-commit', tempDir('cca-nopath-'))).toThrow(
      'pre-commit (the hook tests run the real one) is not installed (no pre-commit on PATH); install it with: sudo apt-get install pre-commit (Debian, Ubuntu) or pipx install pre-commit',
    );
  });

  it('finds a client on PATH, the first directory that has it', () => {
    const root = tempDir('cca-path-');
    fakeProgram(join(root, 'a'), 'other', 0);
    const found = fakeProgram(join(root, 'b'), 'pre-commit', 0);
    fakeProgram(join(root, 'c'), 'pre-commit', 0);
    const path = ['a', 'b', 'c'].map((d) => join(root, d)).join(':');
    expect(requireClient('pre-commit', path)).toBe(found);
  });

  it('takes only a python3 that imports yaml, wherever it stands on PATH', () => {
    const root = tempDir('cca-python-');
    fakeProgram(join(root, 'pyenv'), 'python3', 1); // a python3 without PyYAML comes first
    const withYaml = fakeProgram(join(root, 'usr'), 'python3', 0);
    expect(requireClient('python3-yaml', `${join(root, 'pyenv')}:${join(root, 'usr')}`)).toBe(withYaml);
    expect(() => requireClient('python3-yaml', join(root, 'pyenv'))).toThrow(
      'install it with: sudo apt-get install python3-yaml',
    );
  });
});

describe("a script that is not util-linux's", () => {
  it("is named as such, as macOS's would be (it has no -c)", () => {
    const dir = tempDir('cca-bsd-script-');
    const path = fakeProgram(dir, 'script', 1);
    expect(() => requireClient('script', dir)).toThrow(
      `${CLIENTS.script.what} is not installed (${path} is not util-linux's (it has no -c)); install it with: ${CLIENTS.script.install}`,
    );
  });
});

describe('a python3 that is there but lacks what the builder differential needs', () => {
  /** A python3 on its own PATH: the real one, with the modules of `modules` first on its path. */
  function pythonWith(modules: Record<string, string>): { dir: string; path: string } {
    const real = requireClient('python3-yaml');
    const root = tempDir('cca-pydantic-');
    mkdirSync(join(root, 'lib'));
    for (const [name, text] of Object.entries(modules)) writeFileSync(join(root, 'lib', `${name}.py`), text);
    const dir = join(root, 'bin');
    mkdirSync(dir);
    const path = join(dir, 'python3');
    writeFileSync(path, `#!/bin/sh\nPYTHONPATH='${join(root, 'lib')}' exec '${real}' "$@"\n`);
    chmodSync(path, 0o755);
    return { dir, path };
  }
  const what = CLIENTS['python3-pydantic'].what;
  const install = CLIENTS['python3-pydantic'].install;

  it("says it has pydantic 1, not 2 (Ubuntu 24.04's), not that there is no python3", () => {
    const { dir, path } = pythonWith({ pydantic: "VERSION = '1.10.14'\n" });
    expect(() => requireClient('python3-pydantic', dir)).toThrow(
      `${what} is not installed (${path} has pydantic 1.10.14, not 2); install it with: ${install}`,
    );
  });

  it('says it cannot import pydantic, or yaml', () => {
    const { dir, path } = pythonWith({
      pydantic: "raise ImportError('none here')\n",
      yaml: "raise ImportError('none here')\n",
    });
    expect(() => requireClient('python3-pydantic', dir)).toThrow(
      `${what} is not installed (${path} cannot import yaml (PyYAML) and cannot import pydantic); install it with: ${install}`,
    );
    expect(install).toContain("python3 -m pip install PyYAML 'pydantic>=2.10,<=2.13.4'");
  });
});

describe('the tests', () => {
  it('start every client through requireClient, never by its bare name', () => {
    const files = readdirSync(join(ROOT, 'test'), { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.(ts|mts)$/.test(f) && !f.startsWith('fixtures'))
      .map((f) => join(ROOT, 'test', f));
    const bare =
      /\b(?:execFileSync|execFile|spawnSync|spawn|execSync|exec|spawnCollect)\(\s*['"`](?:git|pre-commit|patch|script|mkfifo|python3?|nvim|unzip)\b/;
    const offenders = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (bare.test(line) ? [`${relative(ROOT, file)}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(offenders, 'use requireClient(name) from test/e2e/clients.ts').toEqual([]);
  });
});
