// End-to-end: the pre-commit hook as pre-commit runs it. pre-commit itself is not installed here,
// so this test does what it does for `.pre-commit-hooks.yaml`: the hook's `entry` is the
// package's bin (installed by `language: node` as a command on PATH whose shebang finds node); the
// files are the staged ones (`git diff --staged --name-only -z`, everything but deletions)
// matching the `files` regex; unstaged changes are stashed away while the hook runs (pre-commit's
// staged_files_only), so the hook sees what will be committed; the file names are the arguments,
// relative to the repository root, which is the current directory.

import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CliResult,
  PACKAGE,
  cleanPath,
  cliHasStackTrace,
  cliSnapshot,
  describeCli,
  runCli,
} from './cli-runner.js';
import { NODES, ROOT, cleanup, tempDir } from './runner.js';

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
const HOOK = HOOKS.find((h) => h.id === 'component-config-check');

const CONFIG = 'component_config.yaml';
const VALID =
  'name: ok\nversion: "1.0"\nbuild_config:\n  requirements:\n    provider: uv-pip\n    python_version: "3.12"\n';
const VALID_BUMPED = VALID.replace('"1.0"', '"1.1"');
const WRONG_TYPE = 'name: x\nversion: 1.10\n';
const DEPRECATED = 'name: dep\nbuild_config:\n  python_version: "3.11"\n';

/** git in `cwd`, isolated from the machine's global and system configuration. */
function git(cwd: string, args: string[]): Buffer {
  return execFileSync('git', args, {
    cwd,
    env: { PATH: cleanPath(), HOME: cwd, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null', LANG: 'C' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function write(repo: string, rel: string, text: string): void {
  mkdirSync(dirname(join(repo, rel)), { recursive: true });
  writeFileSync(join(repo, rel), text);
}

/** The files pre-commit hands this hook: staged (not deleted), matching `files`, not `exclude`. */
function hookFiles(repo: string, hook: Hook): string[] {
  // pre_commit/git.py get_staged_files: everything except D.
  const staged = git(repo, ['diff', '--staged', '--name-only', '--no-ext-diff', '-z', '--diff-filter=ACMRTUXB'])
    .toString('utf8')
    .split('\0')
    .filter(Boolean);
  const include = new RegExp(hook.files ?? '');
  const exclude = new RegExp(hook.exclude ?? '^$');
  return staged.filter((f) => include.test(f) && !exclude.test(f));
}

/**
 * Run the hook as pre-commit would: unstaged changes put aside (a binary patch, then
 * `git checkout -- .`), the entry run with the files, the patch applied again.
 */
async function runHook(repo: string, hook: Hook, files: string[], binDir: string): Promise<CliResult> {
  const patch = git(repo, ['diff', '--ignore-submodules', '--binary', '--no-color', '--no-ext-diff']);
  const patchFile = join(dirname(repo), `${Date.now()}-${Math.random().toString(36).slice(2)}.patch`);
  if (patch.length > 0) {
    writeFileSync(patchFile, patch);
    git(repo, ['checkout', '--', '.']);
  }
  try {
    // The entry is a command on PATH (the bin that `npm install -g` of the package links).
    return await runCli([...(hook.args ?? []), ...files], {
      cwd: repo,
      command: join(binDir, hook.entry),
      env: { PATH: `${binDir}:${cleanPath()}`, HOME: repo, LANG: 'C.UTF-8' },
    });
  } finally {
    if (patch.length > 0) {
      git(repo, ['apply', '--whitespace=nowarn', patchFile]);
      rmSync(patchFile);
    }
  }
}

describe('the hook definition', () => {
  it('is a node hook whose entry is the package bin', () => {
    expect(HOOKS.map((h) => h.id)).toEqual(['component-config-check', 'component-config-fix']);
    expect(HOOK).toBeDefined();
    const hook = HOOK!;
    expect(hook.language).toBe('node');
    const bin = PACKAGE.bin as Record<string, string>;
    expect(Object.keys(bin)).toContain(hook.entry);
    expect(bin[hook.entry]).toBe('dist/cli/index.js');
    expect(readFileSync(cliSnapshot(), 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true); // dist/cli/index.js, copied
    // It gets the file names, only the matching ones, and does not run without any.
    expect(hook.pass_filenames ?? true).toBe(true);
    expect(hook.always_run ?? false).toBe(false);
    expect(hook.types ?? ['file']).toContain('file');
    expect(hook.args ?? []).toEqual([]);
  });

  it('matches component_config.yaml at any depth and nothing else', () => {
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

describe.each(NODES)('on $label', (node) => {
  let repo: string;
  let binDir: string;
  let files: string[];
  let run: CliResult;

  beforeAll(async () => {
    const root = tempDir('cca-precommit-');
    repo = join(root, 'repo');
    mkdirSync(repo);
    // What `language: node` sets up: the bin linked into a directory on PATH, next to node.
    binDir = join(root, 'bin');
    mkdirSync(binDir);
    symlinkSync(cliSnapshot(), join(binDir, HOOK!.entry));
    symlinkSync(node.path, join(binDir, 'node'));

    git(repo, ['init', '-q']);
    git(repo, ['config', 'user.name', 'Test User']);
    git(repo, ['config', 'user.email', 'test@example.com']);
    git(repo, ['config', 'commit.gpgsign', 'false']);
    // The first commit: valid configs only.
    for (const d of ['kept', 'unstaged', 'partial', 'removed', 'old-name']) write(repo, `svc/${d}/${CONFIG}`, VALID);
    git(repo, ['add', '-A']);
    git(repo, ['commit', '-q', '-m', 'initial']);

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
    git(repo, ['mv', `svc/old-name`, `svc/new-name`]);
    git(repo, ['rm', '-q', `svc/removed/${CONFIG}`]);
    write(repo, `svc/partial/${CONFIG}`, WRONG_TYPE);
    write(repo, `svc/unstaged/${CONFIG}`, WRONG_TYPE); // an unstaged change only
    write(repo, `svc/untracked/${CONFIG}`, WRONG_TYPE); // never added

    files = hookFiles(repo, HOOK!);
    run = await runHook(repo, HOOK!, files, binDir);
  }, 60_000);

  it('hands the hook only the staged configs (added, modified, renamed; not deleted)', () => {
    expect(files).toEqual([
      CONFIG,
      `svc/new-invalid/${CONFIG}`,
      `svc/new-name/${CONFIG}`,
      `svc/new-valid/${CONFIG}`,
      `svc/partial/${CONFIG}`,
      `svc/with space/${CONFIG}`,
    ]);
  });

  it('checks exactly those files, as staged: exit 1 for the staged invalid one', () => {
    expect(cliHasStackTrace(run), describeCli(run)).toBe(false);
    expect(run.code, describeCli(run)).toBe(1);
    expect(run.stderr, describeCli(run)).toBe('');
    const lines = run.stdout.replace(/\n$/, '').split('\n');
    expect(lines, describeCli(run)).toHaveLength(3);
    expect(lines[0]).toMatch(/^component_config\.yaml:3:3: warning\[deprecated-field\] build_config\.python_version: /);
    expect(lines[1]).toBe(
      'svc/new-invalid/component_config.yaml:2:10: error[wrong-type] version: `version` must be a string, but YAML read `1.10` as a number; quote it to keep it as text: "1.10"',
    );
    // Six files checked: the partially staged one as staged (valid), nothing unstaged, untracked or other.
    expect(lines[2]).toBe('1 of 6 component configs is invalid (1 error, 1 warning)');
    for (const f of ['svc/partial/', 'svc/unstaged/', 'svc/untracked/', 'svc/kept/', 'svc/removed/', 'svc/other/']) {
      expect(run.stdout).not.toContain(f);
    }
  });

  it('leaves the unstaged changes in place', () => {
    expect(readFileSync(join(repo, `svc/partial/${CONFIG}`), 'utf8')).toBe(WRONG_TYPE);
    expect(readFileSync(join(repo, `svc/unstaged/${CONFIG}`), 'utf8')).toBe(WRONG_TYPE);
    expect(git(repo, ['diff', '--cached', '--name-only']).toString()).toContain(`svc/partial/${CONFIG}`);
  });

  it('passes (exit 0) once the staged configs are fixed; warnings do not block the commit', async () => {
    write(repo, `svc/new-invalid/${CONFIG}`, VALID);
    git(repo, ['add', `svc/new-invalid/${CONFIG}`]);
    const again = hookFiles(repo, HOOK!);
    expect(again).toEqual(files);
    const r = await runHook(repo, HOOK!, again, binDir);
    expect(r.code, describeCli(r)).toBe(0);
    expect(r.stdout.replace(/\n$/, '').split('\n').at(-1)).toBe(
      '6 component configs checked, all valid (0 errors, 1 warning)',
    );
    // The working tree still holds the unstaged breakage, which the hook did not see.
    expect(readFileSync(join(repo, `svc/partial/${CONFIG}`), 'utf8')).toBe(WRONG_TYPE);
  });
});
