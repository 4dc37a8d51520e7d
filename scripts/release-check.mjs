#!/usr/bin/env node
// `npm run release:check [-- --tag vX.Y.Z] [-- --notes]`: that everything naming the version says
// the same one, one line for each thing that does not: package.json's version, CHANGELOG.md, the
// pins users copy from the README and docs/ (`@vN` of the action, `rev: vX.Y.Z` of the pre-commit
// hooks, the editor schemas' `/vN/` URLs), what the built command line's `--version` says and,
// with --tag, the tag being released. With --notes, and when all agree, it prints the version's
// changelog section (the release's notes) on stdout.
//
// Nothing is released until it is tagged: during development `## [Unreleased]` holds what the
// next release will have, and the version in package.json is the last release's (or, before the
// first, the first's). At a release, that is with --tag, run on a tag (GITHUB_REF=refs/tags/v...,
// as the release workflow is), or with package.json's version bumped past the newest dated section
// of the changelog, the version must have its own dated section and `[Unreleased]` must be empty.
// Plain node with no dependency, so that the release workflow runs it before anything is installed.

import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const REPOSITORY = 'component-config/component-config-action';

/** `## [1.2.3] - 2026-12-01` or `## [Unreleased]`: each second-level heading's name, its date if any, and its text. */
function changelogSections(text) {
  const lines = text.split('\n');
  const sections = [];
  lines.forEach((line, i) => {
    const m = /^## \[([^\]]+)\](.*)$/.exec(line);
    if (m) sections.push({ name: m[1], rest: m[2].trim(), line: i });
  });
  return sections.map((s, i) => ({
    name: s.name,
    date: /^- (\d{4}-\d{2}-\d{2})$/.exec(s.rest)?.[1],
    body: lines
      .slice(s.line + 1, i + 1 < sections.length ? sections[i + 1].line : undefined)
      .filter((l) => !/^\[[^\]]+\]: /.test(l))
      .join('\n')
      .trim(),
  }));
}

/** Negative, zero or positive as X.Y.Z `a` is before, the same as or after `b`. */
function compareVersions(a, b) {
  const [x, y] = [a, b].map((v) => v.split('.').map(Number));
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i] - y[i];
  return 0;
}

const VERSION = /^\d+\.\d+\.\d+$/;

/** The changelog section of `version` (its text under the heading), or undefined. */
export function changelogSection(text, version) {
  return changelogSections(text).find((s) => s.name === version)?.body;
}

/** README.md, docs/**.md and the hooks file: where users copy pins from. */
function pinFiles(root) {
  const files = [join(root, 'README.md'), join(root, '.pre-commit-hooks.yaml')];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.md')) files.push(path);
    }
  };
  if (existsSync(join(root, 'docs'))) walk(join(root, 'docs'));
  return files.filter((f) => existsSync(f));
}

/** The pins a file holds: what, where, the version it names and the one it should. */
const PINS = [
  { what: 'the action', pattern: new RegExp(`${REPOSITORY}@(v[^\\s'"\`]*)`, 'g'), want: (v) => `v${v.split('.')[0]}` },
  {
    what: 'the editor schema',
    pattern: new RegExp(`${REPOSITORY}/(v[^/\\s]*)/dist/`, 'g'),
    want: (v) => `v${v.split('.')[0]}`,
  },
  // (a `rev:` of this repository's entry: the last `repo:` line above it names it)
  { what: 'the pre-commit hooks', pattern: /\brev: (v\S*)/g, want: (v) => `v${v}`, ofThisRepo: true },
];

/** Every disagreement, one line each; none when the release is consistent. */
export function releaseProblems(root = ROOT, { tag } = {}) {
  const problems = [];
  const version = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version;
  if (!VERSION.test(version ?? '')) {
    return [`package.json: the version "${version}" is not X.Y.Z`];
  }
  if (tag !== undefined && tag !== `v${version}`)
    problems.push(`the tag ${tag} is not v${version}, the version in package.json`);

  const changelogPath = join(root, 'CHANGELOG.md');
  if (!existsSync(changelogPath)) {
    problems.push('CHANGELOG.md is missing');
  } else {
    const sections = changelogSections(readFileSync(changelogPath, 'utf8'));
    const unreleased = sections[0]?.name === 'Unreleased' ? sections[0] : undefined;
    if (!unreleased) problems.push('CHANGELOG.md: the first section is not "## [Unreleased]"');
    const releases = sections.filter((s) => s !== unreleased);
    for (const s of releases) {
      if (!VERSION.test(s.name)) problems.push(`CHANGELOG.md: the section "${s.name}" is not a version X.Y.Z`);
      else if (!s.date && s.name !== version)
        problems.push(`CHANGELOG.md: the section of ${s.name} is not dated: "## [${s.name}] - YYYY-MM-DD"`);
    }
    const dated = releases.filter((s) => s.date && VERSION.test(s.name));
    const newest = dated.reduce((a, s) => (a && compareVersions(a.name, s.name) >= 0 ? a : s), undefined);
    // A release: asked for, on a tag, or a version past the newest one released (dated).
    const releasing = tag !== undefined || (newest !== undefined && compareVersions(version, newest.name) > 0);
    if (newest !== undefined && compareVersions(version, newest.name) < 0)
      problems.push(
        `CHANGELOG.md: ${newest.name} is dated as released, but package.json's version is ${version}: a section is dated by the release commit alone`,
      );
    const own = releases.find((s) => s.name === version);
    if (own) {
      if (releases[0] !== own)
        problems.push(`CHANGELOG.md: the top version section is ${releases[0].name}, not ${version}`);
      if (!own.date)
        problems.push(`CHANGELOG.md: the section of ${version} is not dated: "## [${version}] - YYYY-MM-DD"`);
      if (own.body === '') problems.push(`CHANGELOG.md: the section of ${version} is empty`);
    } else if (releasing) {
      problems.push(
        `CHANGELOG.md: ${version} has no section: rename [Unreleased] to "## [${version}] - YYYY-MM-DD" (the tag's day) under a new empty [Unreleased] (RELEASING.md)`,
      );
    }
    if (releasing && unreleased && unreleased.body !== '') {
      const entries = unreleased.body.split('\n').filter((l) => /^- /.test(l)).length;
      problems.push(
        `CHANGELOG.md: [Unreleased] still has ${entries} ${entries === 1 ? 'entry' : 'entries'} at the release of ${version}: they belong in "## [${version}]"`,
      );
    }
  }

  const seen = new Set();
  for (const file of pinFiles(root)) {
    const lines = readFileSync(file, 'utf8').split('\n');
    let repo = '';
    lines.forEach((line, i) => {
      if (/\brepo: /.test(line)) repo = line;
      for (const pin of PINS) {
        if (pin.ofThisRepo && !repo.includes(REPOSITORY)) continue;
        for (const m of line.matchAll(pin.pattern)) {
          seen.add(pin.what);
          const want = pin.want(version);
          if (m[1] !== want)
            problems.push(
              `${relative(root, file)}:${i + 1}: ${pin.what} is pinned at ${m[1]}, not ${want} (version ${version})`,
            );
        }
      }
    });
  }
  for (const pin of PINS)
    if (!seen.has(pin.what)) problems.push(`README.md and docs/: no pin of ${pin.what} found (${pin.pattern.source})`);

  const cli = join(root, 'dist', 'cli', 'index.js');
  const run = spawnSync(process.execPath, [cli, '--version'], { encoding: 'utf8', timeout: 60_000 });
  const said = (run.stdout ?? '').trim();
  if (said !== `component-config-check ${version}`)
    problems.push(
      `dist/cli: --version says "${said || (run.stderr ?? '').trim() || `exit ${run.status}`}", not "component-config-check ${version}": run npm run build`,
    );
  return problems;
}

/** The tag being released: --tag's, else the workflow's when it runs on a tag `v...`. */
export function releaseTag(args, env) {
  const tagAt = args.indexOf('--tag');
  if (tagAt >= 0) return args[tagAt + 1] ?? '';
  const ref = env['GITHUB_REF'] ?? '';
  return ref.startsWith('refs/tags/v') ? ref.slice('refs/tags/'.length) : undefined;
}

function main(args) {
  const tag = releaseTag(args, process.env);
  const problems = releaseProblems(ROOT, tag === undefined ? {} : { tag });
  const version = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version;
  if (problems.length > 0) {
    for (const p of problems) console.error(`release:check: ${p}`);
    return 1;
  }
  if (args.includes('--notes')) {
    const notes = changelogSection(readFileSync(join(ROOT, 'CHANGELOG.md'), 'utf8'), version);
    if (notes === undefined) {
      console.error(`release:check: CHANGELOG.md: ${version} has no section: it is not released (run it with --tag)`);
      return 1;
    }
    console.log(notes);
  } else console.log(`release:check: ${version}: package.json, CHANGELOG.md, the pins and --version agree`);
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1])
  process.exitCode = main(process.argv.slice(2));
