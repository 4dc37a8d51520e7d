// End-to-end: the pre-commit hooks with the real pre-commit (Debian's package; .ci/run installs
// it). What pre-commit reads of a clone of this repository (its top-level files, among them
// .pre-commit-hooks.yaml and package.json, as the work tree has them, and the bundle under test
// in dist/) is committed into a scratch git repository, because pre-commit clones hook
// repositories with git.
// A fresh project then uses it the way a user does: `pre-commit install-hooks` (measured; it must
// need no npm and leave no node_modules behind), `pre-commit try-repo` on a staged change
// (which files reach the hook), and `git commit` through the installed git hook (blocked while a
// staged config is broken, through once it is fixed). The PATH of every run holds node (20 or
// 24), git and a shell, nothing else: no npm, so any attempt to download would fail.

import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { writeFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { missingClient, requireClient } from './clients.js';
import { parse as parseYaml } from 'yaml';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cliSnapshot } from './cli-harness.js';
import { NODES, ROOT, cleanPath, cleanup, spawnCollect, tempDir, type Spawned } from './harness.js';

// The hook's default bound (vitest.config.ts): the set-up and the clean-up do a few dozen files'
// work; none of their duration depends on the suite's size or the machine's load.
afterAll(cleanup);

interface Hook {
  id: string;
  name?: string;
  entry: string;
  language: string;
  files?: string;
  exclude?: string;
  types?: string[];
  args?: string[];
  pass_filenames?: boolean;
  always_run?: boolean;
  require_serial?: boolean;
}

const HOOKS = parseYaml(readFileSync(join(ROOT, '.pre-commit-hooks.yaml'), 'utf8')) as Hook[];
const HOOK_ID = 'component-config-check';
const HOOK = HOOKS.find((h) => h.id === HOOK_ID);

const CONFIG = 'component_config.yaml';
const POLICY = '.component-config-check.yaml';
const VALID =
  'name: ok\nversion: "1.0"\nbuild_config:\n  requirements:\n    provider: uv-pip\n    python_version: "3.12"\n';
const VALID_BUMPED = VALID.replace('"1.0"', '"1.1"');
const WRONG_TYPE = 'name: x\nversion: 1.10\n';
const DEPRECATED = 'name: dep\nbuild_config:\n  python_version: "3.11"\n';
const WRONG_TYPE_LINE =
  'svc/new-invalid/component_config.yaml:2:10: error[wrong-type] version: must be a string, but YAML read `1.10` as a number; quote it to keep it as text: "1.10"';

// Each pre-commit call clones, reads its store (SQLite) and runs node: seconds, more on a busy machine.
const CALL_MS = 90_000;

// pre-commit and git are found by requireClient: when one is missing, every test here fails with
// one line naming what to install (the set-up, which needs them, is left out).
const MISSING = missingClient('git', 'pre-commit');
beforeEach(() => {
  if (MISSING) throw MISSING;
});

/** git in `cwd`, isolated from the machine's global and system configuration. */
function git(cwd: string, args: string[]): string {
  return execFileSync(requireClient('git'), args, {
    cwd,
    env: { PATH: cleanPath(), HOME: cwd, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null', LANG: 'C' },
    stdio: ['ignore', 'pipe', 'pipe'],
  }).toString('utf8');
}

function gitInit(repo: string): void {
  git(repo, ['init', '-q', '-b', 'main']);
  git(repo, ['config', 'user.name', 'Test User']);
  git(repo, ['config', 'user.email', 'test@example.com']);
  git(repo, ['config', 'commit.gpgsign', 'false']);
}

function write(repo: string, rel: string, text: string): void {
  mkdirSync(dirname(join(repo, rel)), { recursive: true });
  writeFileSync(join(repo, rel), text);
}

/**
 * This repository as a git repository pre-commit can clone: every tracked file at its top level
 * as the work tree has it, dist/ from the build under test. Returns its path and commit. The
 * folders of sources, tests and docs (nearly 3,000 files, which pre-commit never reads: the hook
 * runs dist/cli/index.js) are left out: copied, committed, cloned four times and deleted, they
 * took this file's set-up and clean-up hooks past their bounds on a loaded machine.
 */
function hookRepository(): { path: string; rev: string } {
  const path = join(tempDir('cca-hookrepo-'), 'component-config-action');
  let tracked: string[];
  try {
    tracked = git(ROOT, ['ls-files', '-z']).split('\0').filter(Boolean);
  } catch (e) {
    throw new Error(`${ROOT} is not a git work tree (pre-commit needs one to clone): ${String(e)}`);
  }
  mkdirSync(path, { recursive: true });
  for (const rel of tracked) {
    if (rel.includes('/') || !existsSync(join(ROOT, rel))) continue;
    cpSync(join(ROOT, rel), join(path, rel));
  }
  cpSync(dirname(dirname(cliSnapshot())), join(path, 'dist'), { recursive: true });
  gitInit(path);
  git(path, ['add', '-A']);
  git(path, ['commit', '-q', '-m', 'component-config-action under test']);
  return { path, rev: git(path, ['rev-parse', 'HEAD']).trim() };
}

/** Every file and directory name under `dir`. */
function namesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((p) => p.split('/').at(-1)!);
}

describe('the hook definitions', () => {
  it('run the committed bundle as a script: nothing to install but the clone', () => {
    expect(HOOKS.map((h) => h.id)).toEqual([HOOK_ID, 'component-config-fix']);
    const hook = HOOK!;
    expect(hook.name).toBe(HOOK_ID);
    expect(hook.language).toBe('script');
    expect(hook.entry).toBe('dist/cli/index.js');
    // The bundle is committed executable, with a shebang that finds node on PATH.
    expect(git(ROOT, ['ls-files', '-s', 'dist/cli/index.js'])).toMatch(/^100755 /);
    expect(readFileSync(join(ROOT, 'dist', 'cli', 'index.js'), 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
    // It gets the file names, only the matching ones, and does not run without any.
    expect(hook.pass_filenames ?? true).toBe(true);
    expect(hook.always_run ?? false).toBe(false);
    expect(hook.types ?? ['file']).toContain('file');
    expect(hook.args ?? []).toEqual([]);
  });

  it('match component_config.yaml at any depth and nothing else', () => {
    const files = new RegExp(HOOK!.files!);
    for (const f of [CONFIG, `a/${CONFIG}`, `a/b c/${CONFIG}`, `.hidden/${CONFIG}`])
      expect(files.test(f), f).toBe(true);
    for (const f of [
      'component_config.yml',
      `my_${CONFIG}`,
      `${CONFIG}.orig`,
      `a/${CONFIG}/x`,
      'component_configxyaml',
      `a/my_${CONFIG}`,
    ]) {
      expect(files.test(f), f).toBe(false);
    }
  });
});

let hooks: { path: string; rev: string };
beforeAll(() => {
  if (MISSING) return;
  hooks = hookRepository();
});

describe.each(NODES)('with pre-commit, node on PATH: $label', (node) => {
  let root: string;
  let repo: string;
  let env: Record<string, string>;
  let install: Spawned & { ms: number };
  let store: string;

  const run = async (cmd: string, args: string[]): Promise<Spawned & { ms: number }> => {
    const started = Date.now();
    const r = await spawnCollect(cmd, args, { cwd: repo, env, timeoutMs: CALL_MS });
    return { ...r, ms: Date.now() - started };
  };
  const show = (r: Spawned) => `exit ${String(r.code)}\n--- stdout\n${r.stdout}\n--- stderr\n${r.stderr}`;
  const head = () => git(repo, ['rev-parse', 'HEAD']).trim();

  beforeAll(async () => {
    if (MISSING) return;
    root = tempDir('cca-precommit-');
    repo = join(root, 'project');
    store = join(root, 'pre-commit-home');
    mkdirSync(repo);
    // The machine's tools without npm (and any other node): the hook's one requirement, node,
    // is the one under test.
    const bin = join(root, 'bin');
    mkdirSync(bin);
    symlinkSync(node.path, join(bin, 'node'));
    for (const dir of cleanPath().split(delimiter)) {
      if (!existsSync(dir)) continue;
      for (const name of readdirSync(dir)) {
        if (/^(node|nodejs|npm|npx|corepack|nodeenv)$/.test(name) || existsSync(join(bin, name))) continue;
        symlinkSync(join(dir, name), join(bin, name));
      }
    }
    env = {
      PATH: bin,
      HOME: root,
      LANG: 'C.UTF-8',
      PRE_COMMIT_HOME: store,
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_CONFIG_GLOBAL: '/dev/null',
    };

    gitInit(repo);
    const config = [
      'repos:',
      `  - repo: ${hooks.path}`,
      `    rev: ${hooks.rev}`,
      '    hooks:',
      `      - id: ${HOOK_ID}`,
      // As the README says: a passing hook's output (the warnings) is shown only with verbose.
      '        verbose: true',
      '',
    ].join('\n');
    write(repo, '.pre-commit-config.yaml', config);
    for (const d of ['kept', 'unstaged', 'partial', 'removed', 'old-name']) write(repo, `svc/${d}/${CONFIG}`, VALID);
    git(repo, ['add', '-A']);
    git(repo, ['commit', '-q', '-m', 'initial']);

    expect((await run(requireClient('pre-commit'), ['install'])).code).toBe(0);
    install = await run(requireClient('pre-commit'), ['install-hooks']);
    // What installing costs, for the README (no assertion on time: the machine is shared).
    console.log(`pre-commit install-hooks on ${node.label}: ${install.ms} ms`);

    // The change being committed.
    write(repo, CONFIG, DEPRECATED); // at the top level: a warning
    write(repo, `svc/new-valid/${CONFIG}`, VALID);
    write(repo, `svc/new-invalid/${CONFIG}`, WRONG_TYPE);
    write(repo, `svc/with space/${CONFIG}`, VALID);
    write(repo, 'svc/other/component_config.yml', WRONG_TYPE); // names the hook does not match
    write(repo, `svc/other/my_${CONFIG}`, WRONG_TYPE);
    write(repo, `svc/other/${CONFIG}.orig`, WRONG_TYPE);
    write(repo, `svc/partial/${CONFIG}`, VALID_BUMPED); // staged valid, then broken unstaged
    git(repo, ['add', '-A']);
    git(repo, ['mv', 'svc/old-name', 'svc/new-name']);
    git(repo, ['rm', '-q', `svc/removed/${CONFIG}`]);
    write(repo, `svc/partial/${CONFIG}`, WRONG_TYPE);
    write(repo, `svc/unstaged/${CONFIG}`, WRONG_TYPE); // an unstaged change only
    write(repo, `svc/untracked/${CONFIG}`, WRONG_TYPE); // never added
  }, 4 * CALL_MS);

  it('installs from the clone alone: no npm on PATH, no node_modules nor node environment made', () => {
    expect(install.code, show(install)).toBe(0);
    expect(install.stdout + install.stderr).not.toMatch(/npm|nodeenv|error/i);
    const names = namesUnder(store);
    expect(names).toContain('.pre-commit-hooks.yaml'); // the clone is there
    expect(names).not.toContain('node_modules');
    expect(names.filter((n) => n.startsWith('node_env'))).toEqual([]);
  });

  it(
    'try-repo: the hook gets only the staged configs, as staged, and fails on the broken one',
    async () => {
      const r = await run(requireClient('pre-commit'), [
        'try-repo',
        hooks.path,
        HOOK_ID,
        '--ref',
        hooks.rev,
        '--verbose',
      ]);
      expect(r.code, show(r)).toBe(1);
      expect(r.stdout).toMatch(/^component-config-check\.+Failed$/m);
      expect(r.stdout).not.toMatch(/^\s+at .+[(:]/m);
      const lines = r.stdout.split('\n');
      // Findings in the order the hook printed them: the top-level file's warning, then the error;
      // nothing of the unstaged, untracked, removed or differently named files.
      const findings = lines.filter((l) => /^[^ ].*\.yaml:\d+:\d+: /.test(l));
      expect(findings, show(r)).toHaveLength(2);
      expect(findings[0]).toMatch(
        /^component_config\.yaml:3:3: warning\[deprecated-field\] build_config\.python_version: /,
      );
      expect(findings[1]).toBe(WRONG_TYPE_LINE);
      // Six staged configs: added, modified, renamed (by the new name), with a space; not the deleted one.
      expect(lines).toContain('1 of 6 component configs is invalid (1 error, 1 warning)');
      for (const f of ['svc/partial/', 'svc/unstaged/', 'svc/untracked/', 'svc/kept/', 'svc/removed/', 'svc/other/']) {
        expect(r.stdout).not.toContain(f);
      }
      // pre-commit put the unstaged changes aside for the run and back afterwards.
      expect(readFileSync(join(repo, `svc/partial/${CONFIG}`), 'utf8')).toBe(WRONG_TYPE);
      expect(readFileSync(join(repo, `svc/unstaged/${CONFIG}`), 'utf8')).toBe(WRONG_TYPE);
    },
    CALL_MS,
  );

  it(
    'git commit: blocked while a staged config is broken',
    async () => {
      const before = head();
      const r = await run(requireClient('git'), ['commit', '-m', 'change']);
      expect(r.code, show(r)).not.toBe(0);
      const out = r.stdout + r.stderr;
      expect(out).toMatch(/^component-config-check\.+Failed$/m);
      expect(out).toContain(WRONG_TYPE_LINE);
      expect(head()).toBe(before);
    },
    CALL_MS,
  );

  it(
    'git commit: goes through once it is fixed; with verbose: true the warning shows',
    async () => {
      const before = head();
      write(repo, `svc/new-invalid/${CONFIG}`, VALID);
      git(repo, ['add', `svc/new-invalid/${CONFIG}`]);
      const r = await run(requireClient('git'), ['commit', '-m', 'change']);
      expect(r.code, show(r)).toBe(0);
      const out = r.stdout + r.stderr;
      expect(out).toMatch(/^component-config-check\.+Passed$/m);
      expect(out).toMatch(/^component_config\.yaml:3:3: warning\[deprecated-field\] /m);
      expect(out).toContain('6 component configs checked, all valid (0 errors, 1 warning)');
      expect(head()).not.toBe(before);
      expect(git(repo, ['show', '--name-only', '--format=', 'HEAD']).split('\n')).toContain(
        `svc/new-invalid/${CONFIG}`,
      );
      // The unstaged breakage was neither seen nor committed, and is still in the work tree.
      expect(readFileSync(join(repo, `svc/partial/${CONFIG}`), 'utf8')).toBe(WRONG_TYPE);
      expect(git(repo, ['show', `HEAD:svc/partial/${CONFIG}`])).toBe(VALID_BUMPED);
    },
    CALL_MS,
  );

  it(
    'args: [--fail-on-deprecated] blocks a commit on the deprecation warning',
    async () => {
      const config = readFileSync(join(repo, '.pre-commit-config.yaml'), 'utf8').replace(
        '        verbose: true\n',
        '        args: [--fail-on-deprecated]\n',
      );
      write(repo, '.pre-commit-config.yaml', config);
      write(repo, CONFIG, DEPRECATED.replace('name: dep', 'name: dep2'));
      git(repo, ['add', '.pre-commit-config.yaml', CONFIG]);
      const before = head();
      const r = await run(requireClient('git'), ['commit', '-m', 'deprecated']);
      expect(r.code, show(r)).not.toBe(0);
      expect(r.stdout + r.stderr).toMatch(/^component_config\.yaml:3:3: error\[deprecated-field\] /m);
      expect(head()).toBe(before);
    },
    CALL_MS,
  );

  it(
    'the policy file at the repository root: its severity blocks the commit, its fail-level never lets it through',
    async () => {
      // Back to the hook without arguments: the policy alone decides.
      const config = readFileSync(join(repo, '.pre-commit-config.yaml'), 'utf8').replace(
        '        args: [--fail-on-deprecated]\n',
        '        verbose: true\n',
      );
      write(repo, '.pre-commit-config.yaml', config);
      write(repo, POLICY, 'severity:\n  deprecated-field: error\n');
      git(repo, ['add', '.pre-commit-config.yaml', POLICY, CONFIG]);
      const before = head();
      const blocked = await run(requireClient('git'), ['commit', '-m', 'deprecated, by policy']);
      expect(blocked.code, show(blocked)).not.toBe(0);
      expect(blocked.stdout + blocked.stderr).toMatch(
        /^component_config\.yaml:3:3: error\[deprecated-field\] .*\(an error by the policy in \.component-config-check\.yaml; a warning by default\)$/m,
      );
      expect(head()).toBe(before);

      write(repo, POLICY, 'severity:\n  deprecated-field: error\nfail-level: never\n');
      git(repo, ['add', POLICY]);
      const through = await run(requireClient('git'), ['commit', '-m', 'deprecated, reported only']);
      expect(through.code, show(through)).toBe(0);
      expect(through.stdout + through.stderr).toContain('; fail-level is never, so the run passes');
      expect(head()).not.toBe(before);
    },
    2 * CALL_MS,
  );
});
