// The clients the tests run (git, pre-commit, script, python3 with PyYAML) are found by
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

describe('the tests', () => {
  it('start every client through requireClient, never by its bare name', () => {
    const files = readdirSync(join(ROOT, 'test'), { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.(ts|mts)$/.test(f) && !f.startsWith('fixtures'))
      .map((f) => join(ROOT, 'test', f));
    const bare =
      /\b(?:execFileSync|execFile|spawnSync|spawn|execSync|exec|spawnCollect)\(\s*['"`](?:git|pre-commit|patch|script|python3?|nvim|unzip)\b/;
    const offenders = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (bare.test(line) ? [`${relative(ROOT, file)}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(offenders, 'use requireClient(name) from test/e2e/clients.ts').toEqual([]);
  });
});
