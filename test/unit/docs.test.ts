// The README and action.yml are the public contract: they must say what the code does.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CODES } from '../../src/config/findings.js';
import { FIXABLE } from '../../src/config/fixes.js';
import { VERSION } from '../../src/version.js';

const README = fs.readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const ACTION = parse(fs.readFileSync(new URL('../../action.yml', import.meta.url), 'utf8')) as {
  runs: { using: string; main: string };
  inputs: Record<string, { default?: string }>;
  outputs: Record<string, unknown>;
};

function tableRows(heading: string): string[][] {
  const start = README.indexOf(`\n## ${heading}\n`);
  expect(start, `README has a "## ${heading}" section`).toBeGreaterThan(0);
  const section = README.slice(start + 1).split('\n## ')[0]!;
  return section
    .split('\n')
    .filter((l) => l.startsWith('| `'))
    .map((l) =>
      l
        .split(/(?<!\\)\|/)
        .slice(1, -1)
        .map((c) => c.trim()),
    );
}

/** A row of the README's code table (UPDATE_DOCS=1 npx vitest run test/unit/docs.test.ts rewrites them). */
function codeRow(code: string, info: { severity: string; title: string; example: string }): string {
  const cell = (t: string) => t.replace(/\|/g, '\\|');
  // "(a Latin-1 encoded file)" describes a file; anything else is YAML as written.
  const text = info.example.startsWith('(') ? cell(info.example.slice(1, -1)) : `\`${cell(info.example)}\``;
  const file = `test/fixtures/codes/${code}/component_config.yaml`;
  const example = fs.existsSync(new URL(`../../${file}`, import.meta.url)) ? `[${text}](${file})` : text;
  const fixable = Object.hasOwn(FIXABLE, code) ? 'yes' : '';
  return `| \`${code}\` | ${info.severity} | ${fixable} | ${cell(info.title)} | ${example} |`;
}

describe('documentation', () => {
  it('lists every finding code as CODES says it, each example linked to its complete file', () => {
    const lines = README.split('\n');
    const head = lines.findIndex((l) => l.startsWith('| code | severity | fixable | meaning |'));
    expect(head, 'README has the finding-code table').toBeGreaterThan(0);
    let end = head + 2;
    while (lines[end]?.startsWith('| `')) end++;
    const want = Object.entries(CODES).map(([code, info]) => codeRow(code, info));
    if (process.env['UPDATE_DOCS'] === '1') {
      lines.splice(head + 2, end - head - 2, ...want);
      fs.writeFileSync(new URL('../../README.md', import.meta.url), lines.join('\n'));
      return;
    }
    expect(lines.slice(head + 2, end)).toEqual(want);
  });

  it('marks exactly the codes that can carry a fix as fixable, and says what each fix does', () => {
    const rows = tableRows('Finding codes');
    const marked = rows.filter((r) => r[2] === 'yes').map((r) => r[0]!.replace(/`/g, ''));
    expect(marked.sort()).toEqual(Object.keys(FIXABLE).sort());
    expect(rows.every((r) => r[2] === 'yes' || r[2] === '')).toBe(true);
    const fixing = README.slice(README.indexOf('\n## Fixing\n'));
    for (const [code, what] of Object.entries(FIXABLE)) expect(fixing, code).toContain(`| \`${code}\` | ${what} |`);
  });

  it('maps every file of src/ in the Development section', () => {
    const start = README.indexOf('\n## Development\n');
    expect(start).toBeGreaterThan(0);
    const section = README.slice(start).split('\n## ')[1]!;
    const files = fs
      .readdirSync(new URL('../../src/', import.meta.url), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts'))
      .map((f) => f.split('/').at(-1)!)
      .filter((name) => !section.includes(name.replace(/\.ts$/, '')));
    expect(files).toEqual([]);
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
});
