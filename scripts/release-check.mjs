#!/usr/bin/env node
// `npm run release:check [-- --tag vX.Y.Z] [-- --notes]`: that everything naming the version says
// the same one, one line for each thing that does not: package.json's version, the top section of
// CHANGELOG.md, the pins users copy from the README and docs/ (`@vN` of the action, `rev: vX.Y.Z`
// of the pre-commit hooks, the editor schemas' `/vN/` URLs), what the built command line's
// `--version` says and, with --tag, the tag being released. With --notes, and when all agree,
// it prints the version's changelog section (the release's notes) on stdout.
// Plain node with no dependency, so that the release workflow runs it before anything is installed.

import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const REPOSITORY = 'component-config/component-config-action';

/** `## [1.2.3] - date` or `## [Unreleased]`: the name in brackets of each second-level heading, with its line. */
function changelogSections(text) {
  const lines = text.split('\n');
  const sections = [];
  lines.forEach((line, i) => {
    const m = /^## \[([^\]]+)\]/.exec(line);
    if (m) sections.push({ name: m[1], line: i });
  });
  return sections.map((s, i) => ({
    name: s.name,
    body: lines
      .slice(s.line + 1, i + 1 < sections.length ? sections[i + 1].line : undefined)
      .filter((l) => !/^\[[^\]]+\]: /.test(l))
      .join('\n')
      .trim(),
  }));
}

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
  if (!/^\d+\.\d+\.\d+$/.test(version ?? '')) {
    return [`package.json: the version "${version}" is not X.Y.Z`];
  }
  if (tag !== undefined && tag !== `v${version}`)
    problems.push(`the tag ${tag} is not v${version}, the version in package.json`);

  const changelogPath = join(root, 'CHANGELOG.md');
  if (!existsSync(changelogPath)) {
    problems.push('CHANGELOG.md is missing');
  } else {
    const sections = changelogSections(readFileSync(changelogPath, 'utf8'));
    if (sections[0]?.name !== 'Unreleased') problems.push('CHANGELOG.md: the first section is not "## [Unreleased]"');
    const top = sections.find((s) => s.name !== 'Unreleased');
    if (top?.name !== version)
      problems.push(
        `CHANGELOG.md: the top version section is ${top ? top.name : 'missing'}, not ${version}: add "## [${version}] - YYYY-MM-DD" under Unreleased`,
      );
    else if (top.body === '') problems.push(`CHANGELOG.md: the section of ${version} is empty`);
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

function main(args) {
  const tagAt = args.indexOf('--tag');
  const tag = tagAt >= 0 ? args[tagAt + 1] : undefined;
  const problems = releaseProblems(ROOT, tag === undefined ? {} : { tag });
  const version = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version;
  if (problems.length > 0) {
    for (const p of problems) console.error(`release:check: ${p}`);
    return 1;
  }
  if (args.includes('--notes'))
    console.log(changelogSection(readFileSync(join(ROOT, 'CHANGELOG.md'), 'utf8'), version));
  else console.log(`release:check: ${version}: package.json, CHANGELOG.md, the pins and --version agree`);
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1])
  process.exitCode = main(process.argv.slice(2));
