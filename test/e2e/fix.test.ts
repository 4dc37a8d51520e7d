// End-to-end: the built command line's --fix and --diff on a tree of broken configs, on node 20
// and node 24. `git apply` of the diff gives exactly the files --fix writes; a
// second --fix changes nothing; comments, CRLF, a BOM and the file mode survive.

import { execFileSync } from 'node:child_process';
import {
  cpSync,
  lstatSync,
  readFileSync,
  readlinkSync,
  statSync,
  symlinkSync,
  chmodSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanPath, cliHasStackTrace, cliSnapshot, describeCli, plainEnv, runCli } from './cli-harness.js';
import { parse as parseYaml } from 'yaml';
import { MissingClient, requireClient } from './clients.js';
import { NODES, ROOT, cleanup, makeWorkspace, tempDir } from './harness.js';

afterAll(cleanup);

const CONFIG = 'component_config.yaml';
const TREE: Record<string, string> = {
  [`quote/${CONFIG}`]:
    '# a component\nname: yes   # read as a boolean\nversion: 1.10 # a number\n\nenv:\n  DEBUG: true\nbuild_config:\n  extra_packages:\n    - curl\n    - 1.0\n',
  [`crlf bom/${CONFIG}`]: '\ufeffname: x\r\nversion: 1.10\r\n# keep me\r\nenv: {DEBUG: yes}\r\n',
  [`rename/${CONFIG}`]: 'nmae: x  # typo\nbuild_config: {base_img: debian, skip_check: true}\n',
  [`mixed/${CONFIG}`]: 'name: x\nversion: 1.10\nbuild_config:\n  base_image: Debian:Bookworm\n',
  [`valid/${CONFIG}`]: 'name: ok\nversion: "1.0"\n',
  [`syntax/${CONFIG}`]: 'name: [unclosed\n',
};
const FIXED: Record<string, string> = {
  [`quote/${CONFIG}`]:
    '# a component\nname: "yes"   # read as a boolean\nversion: "1.10" # a number\n\nenv:\n  DEBUG: "true"\nbuild_config:\n  extra_packages:\n    - curl\n    - "1.0"\n',
  [`crlf bom/${CONFIG}`]: '\ufeffname: x\r\nversion: "1.10"\r\n# keep me\r\nenv: {DEBUG: "yes"}\r\n',
  [`rename/${CONFIG}`]: 'name: x  # typo\nbuild_config: {base_image: debian, skip_checks: true}\n',
  [`mixed/${CONFIG}`]: 'name: x\nversion: "1.10"\nbuild_config:\n  base_image: Debian:Bookworm\n',
  [`valid/${CONFIG}`]: TREE[`valid/${CONFIG}`]!,
  [`syntax/${CONFIG}`]: TREE[`syntax/${CONFIG}`]!,
};

const run = (cmd: 'git', args: string[], cwd: string, input?: string) =>
  execFileSync(requireClient(cmd), args, {
    cwd,
    input,
    env: { PATH: cleanPath(), HOME: cwd, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null', LANG: 'C' },
    stdio: ['pipe', 'pipe', 'pipe'],
  }).toString();

function tree(): string {
  const ws = makeWorkspace(TREE);
  chmodSync(join(ws, `rename/${CONFIG}`), 0o640);
  return ws;
}

function contents(ws: string): Record<string, string> {
  return Object.fromEntries(Object.keys(TREE).map((f) => [f, readFileSync(join(ws, f), 'utf8')]));
}

describe.each(NODES)('--fix and --diff on $label', (node) => {
  const cli = (args: string[], cwd: string) => runCli(args, { cwd, node: node.path, env: plainEnv() });

  it('--diff changes nothing and prints a diff that git apply takes, giving what --fix writes', async () => {
    const ws = tree();
    const diff = await cli(['--diff'], ws);
    expect(diff.code, describeCli(diff)).toBe(1);
    expect(cliHasStackTrace(diff)).toBe(false);
    expect(contents(ws)).toEqual(TREE);
    expect(diff.stdout).toMatch(
      /^diff --git a\/crlf bom\/component_config.yaml b\/crlf bom\/component_config.yaml\n--- a\//,
    );
    expect(diff.stdout).toContain(
      '@@ -1,4 +1,4 @@\n \ufeffname: x\r\n-version: 1.10\r\n+version: "1.10"\r\n # keep me\r\n',
    );
    expect(diff.stdout).not.toContain('valid/');
    expect(diff.stderr).toBe('--fix would fix 10 problems in 4 files\n');
    writeFileSync(join(ws, '..', `${ws.split('/').pop()}.patch`), diff.stdout);

    const applied = tree();
    run('git', ['apply', '--verbose', join(ws, '..', `${ws.split('/').pop()}.patch`)], applied);
    const fixedHere = tree();
    const fix = await cli(['--fix'], fixedHere);
    expect(fix.code, describeCli(fix)).toBe(1); // mixed/ keeps an error, syntax/ too
    expect(cliHasStackTrace(fix)).toBe(false);

    expect(contents(fixedHere)).toEqual(FIXED);
    expect(contents(applied)).toEqual(FIXED);
    expect(statSync(join(fixedHere, `rename/${CONFIG}`)).mode & 0o777).toBe(0o640);
  }, 120_000);

  it('--fix prints what it fixed and what is left, exits by what is left, and a second run changes nothing', async () => {
    const ws = tree();
    const fix = await cli(['--fix'], ws);
    const lines = fix.stdout.trimEnd().split('\n');
    expect(lines).toContain(
      'quote/component_config.yaml:3:10: fixed[wrong-type] version: quote `1.10` to keep it as text: "1.10"',
    );
    expect(lines).toContain('rename/component_config.yaml:1:1: fixed[missing-key] nmae: rename `nmae` to `name`');
    expect(lines).toContain('fixed 10 problems in 4 files');
    expect(lines.filter((l) => l.includes(': error['))).toEqual([
      expect.stringMatching(/^mixed\/component_config.yaml:4:15: error\[invalid-image\]/),
      expect.stringMatching(/^syntax\/component_config.yaml:\d+:\d+: error\[yaml-syntax\]/),
    ]);
    expect(lines.at(-1)).toBe('2 of 6 component configs are invalid (2 errors, 0 warnings)');

    const again = await cli(['--fix'], ws);
    expect(again.stdout).not.toContain('fixed');
    expect(contents(ws)).toEqual(FIXED);
    const diff = await cli(['--diff'], ws);
    expect([diff.code, diff.stdout, diff.stderr]).toEqual([1, '', 'nothing to fix (2 errors to fix by hand)\n']);
  }, 120_000);

  it('--fix exits 0 when nothing with error severity is left, and follows a link to the file it fixes', async () => {
    const ws = makeWorkspace({ [`real/${CONFIG}`]: TREE[`quote/${CONFIG}`]! });
    symlinkSync(`real/${CONFIG}`, join(ws, 'linked.yaml'));
    const fix = await cli(['--fix', 'linked.yaml'], ws);
    expect(fix.code, describeCli(fix)).toBe(0);
    expect(fix.stdout).toContain('fixed 4 problems in 1 file\n');
    expect(lstatSync(join(ws, 'linked.yaml')).isSymbolicLink()).toBe(true);
    expect(readlinkSync(join(ws, 'linked.yaml'))).toBe(`real/${CONFIG}`);
    expect(readFileSync(join(ws, `real/${CONFIG}`), 'utf8')).toBe(FIXED[`quote/${CONFIG}`]);
  }, 60_000);

  it('--fix fixes what the check reported: a deprecated field the policy turned off, made an error by --fail-on-deprecated', async () => {
    const ws = makeWorkspace({
      [CONFIG]: 'name: x\nbuild_config:\n  python_version: "3.11"\n',
      '.component-config-check.yaml': 'severity:\n  deprecated-field: off\n',
    });
    const check = await cli(['--fail-on-deprecated', CONFIG], ws);
    expect(check.code, describeCli(check)).toBe(1);
    expect(check.stdout).toContain('error[deprecated-field]');
    const fix = await cli(['--fail-on-deprecated', '--fix', CONFIG], ws);
    expect(fix.code, describeCli(fix)).toBe(0);
    expect(fix.stdout).toContain('fixed[deprecated-field]');
    const again = await cli(['--fail-on-deprecated', CONFIG], ws);
    expect(again.code, describeCli(again)).toBe(0);
    expect(again.stdout).not.toContain('deprecated-field');
  }, 60_000);

  it('refuses --fix with --diff, and --diff with a --format', async () => {
    const ws = tempDir();
    cpSync(tree(), ws, { recursive: true });
    for (const args of [
      ['--fix', '--diff'],
      ['--diff', '--format', 'json'],
    ]) {
      const r = await cli(args, ws);
      expect(r.code, describeCli(r)).toBe(2);
      expect(r.stderr).toMatch(/^component-config-check: .* \(see --help\)\n$/);
    }
    expect(contents(ws)).toEqual(TREE);
  }, 60_000);

  it('with --format json, the fixed lines go to stderr and stdout is the report of what is left', async () => {
    const ws = tree();
    const r = await cli(['--fix', '--format', 'json'], ws);
    const report = JSON.parse(r.stdout) as { counts: { errors: number }; findings: Array<{ code: string }> };
    expect(report.counts.errors).toBe(2);
    expect(report.findings.map((f) => f.code)).toEqual(['invalid-image', 'yaml-syntax']);
    expect(r.stderr).toContain('fixed 10 problems in 4 files\n');
  }, 60_000);
});

interface Hook {
  id: string;
  entry: string;
  language: string;
  files: string;
  types: string[];
  require_serial?: boolean;
}

const HOOKS = parseYaml(readFileSync(join(ROOT, '.pre-commit-hooks.yaml'), 'utf8')) as Hook[];

describe.each(NODES)('the component-config-fix pre-commit hook, with pre-commit itself, on $label', (node) => {
  const fixHook = HOOKS.find((h) => h.id === 'component-config-fix')!;
  const checkHook = HOOKS.find((h) => h.id === 'component-config-check')!;

  it('runs --fix on the same files as the check hook', () => {
    expect(fixHook).toMatchObject({ language: checkHook.language, files: checkHook.files, types: checkHook.types });
    expect(fixHook.entry).toBe(`${checkHook.entry} --fix`);
  });

  it('stops the commit when it fixed a file, passes once the fixes are staged, and leaves unfixable errors failing', () => {
    const repo = tempDir('cca-hook-');
    // The hook as this repository defines it, with its command (the committed bundle) spelt as
    // the bundle under test on this node. (precommit.test.ts installs the hooks from a clone.)
    const entry = fixHook.entry.replace(/^dist\/cli\/index\.js/, `${node.path} ${cliSnapshot()}`);
    const local = { ...fixHook, language: 'system', entry };
    writeFileSync(
      join(repo, '.pre-commit-config.yaml'),
      `repos:\n  - repo: local\n    hooks:\n      - ${JSON.stringify(local)}\n`,
    );
    makeWorkspace({ [`svc/${CONFIG}`]: 'name: x\nversion: 1.10  # a number\n', 'notes.yaml': 'version: 1.10\n' }, repo);
    const env = {
      PATH: cleanPath(),
      HOME: repo,
      PRE_COMMIT_HOME: join(repo, '.cache'),
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_CONFIG_GLOBAL: '/dev/null',
      LANG: 'C.UTF-8',
    };
    const sh = (args: ['git' | 'pre-commit', ...string[]]) => {
      try {
        const cmd = requireClient(args[0]);
        return { code: 0, out: execFileSync(cmd, args.slice(1), { cwd: repo, env, stdio: 'pipe' }).toString() };
      } catch (error) {
        if (error instanceof MissingClient) throw error;
        const e = error as { status: number; stdout: Buffer; stderr: Buffer };
        return { code: e.status, out: `${e.stdout.toString()}${e.stderr.toString()}` };
      }
    };
    sh(['git', 'init', '-q']);
    sh(['git', 'add', '-A']);
    const first = sh(['pre-commit', 'run', '--color', 'never']);
    expect(first.code, first.out).toBe(1);
    expect(first.out).toContain('files were modified by this hook');
    expect(first.out).toContain('fixed[wrong-type] version: quote `1.10` to keep it as text: "1.10"');
    expect(readFileSync(join(repo, `svc/${CONFIG}`), 'utf8')).toBe('name: x\nversion: "1.10"  # a number\n');
    expect(readFileSync(join(repo, 'notes.yaml'), 'utf8')).toBe('version: 1.10\n');

    sh(['git', 'add', '-A']);
    const second = sh(['pre-commit', 'run', '--color', 'never']);
    expect(second.code, second.out).toBe(0);

    writeFileSync(join(repo, `svc/${CONFIG}`), 'name: x\nbuild_config:\n  base_image: Debian:Bookworm\n');
    sh(['git', 'add', '-A']);
    const third = sh(['pre-commit', 'run', '--color', 'never']);
    expect(third.code, third.out).toBe(1);
    expect(third.out).not.toContain('files were modified by this hook');
    expect(third.out).toContain('error[invalid-image]');
  }, 120_000);
});
