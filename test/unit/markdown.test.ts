// The README, CONTRIBUTING.md and every page under docs/, rendered as GitHub renders them: no
// table row outside its table, no relative link or #anchor that leads nowhere, no YAML example
// that does not parse or gives the action an input action.yml does not have. Each check is also
// shown to catch the mistake it is for.

import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  anchors,
  brokenLinks,
  githubSlug,
  renderGfm,
  strayTableRows,
  yamlProblems,
  type Site,
} from './markdown-checks.js';

const ROOT = new URL('../../', import.meta.url);
const read = (path: string) => fs.readFileSync(new URL(path, ROOT), 'utf8');
const INPUTS = new Set(Object.keys((parse(read('action.yml')) as { inputs: Record<string, unknown> }).inputs));

const PAGES = [
  'README.md',
  'CONTRIBUTING.md',
  ...fs
    .readdirSync(new URL('docs/', ROOT))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

const rendered = new Map<string, string>();
const html = (path: string) => {
  if (!rendered.has(path)) rendered.set(path, renderGfm(read(path)));
  return rendered.get(path)!;
};
const REPOSITORY: Site = {
  exists: (path) => fs.existsSync(new URL(path, ROOT)),
  anchorsOf: (path) => anchors(html(path)),
};

describe.each(PAGES)('%s as GitHub renders it', (page) => {
  it('has every table row inside its table', () => {
    expect(strayTableRows(html(page))).toEqual([]);
  });

  it('has no relative link or #anchor that leads nowhere', () => {
    expect(brokenLinks(page, html(page), REPOSITORY)).toEqual([]);
  });

  it('has YAML examples that parse, give the action only the inputs action.yml has, and whole workflows with concurrency and no paths filter', () => {
    expect(yamlProblems(html(page), INPUTS)).toEqual([]);
  });
});

describe('the checks catch', () => {
  it('a table split by a blank line: its rows after the blank line render as a paragraph', () => {
    const md =
      '| input | default |\n|---|---|\n| `files` | x |\n\n| `sarif-file` | (none) |\n| `check-run` | `false` |\n';
    expect(strayTableRows(renderGfm(md))).toEqual([
      'a table row outside any table (a blank line or a bad row above it?): | sarif-file | (none) |',
      'a table row outside any table (a blank line or a bad row above it?): | check-run | false |',
    ]);
    expect(strayTableRows(renderGfm(md.replace('\n\n', '\n')))).toEqual([]);
  });

  it('a row whose table never started (no delimiter row)', () => {
    expect(strayTableRows(renderGfm('Text\n\n| a | b |\n| c | d |\n'))).toHaveLength(2);
  });

  it('headings as GitHub slugs them', () => {
    expect(githubSlug('On the pull request: suggestions and one summary comment')).toBe(
      'on-the-pull-request-suggestions-and-one-summary-comment',
    );
    expect(githubSlug('pull_request_target (pull requests from forks, with a write token)')).toBe(
      'pull_request_target-pull-requests-from-forks-with-a-write-token',
    );
    expect(githubSlug('Before the push: command line, pre-commit, editors')).toBe(
      'before-the-push-command-line-pre-commit-editors',
    );
    expect(githubSlug('Speed — 2× faster, über “all”')).toBe('speed--2-faster-über-all');
    expect([...anchors(renderGfm('# A\n\n## `a`\n\n### A!\n'))]).toEqual(['a', 'a-1', 'a-2']);
  });

  it('a link to a missing file, a missing heading, a heading of another page, and a bad line anchor', () => {
    const md = [
      '# Here',
      '[ok](#here) [ok](a.md#two-words) [ok](../README.md) [ok](../src/x.ts#L3-L5) [ok](https://example.com/x#y) [ok](../docs)',
      '[bad](b.md) [bad](#nowhere) [bad](a.md#two_words) [bad](../README.md#here) [bad](../src/x.ts#top) [bad](../../outside.md)',
      '',
    ].join('\n\n');
    const files: Record<string, string> = {
      'docs/page.md': md,
      'docs/a.md': '# Page A\n\n## Two words\n',
      'README.md': '# Title\n',
      'src/x.ts': '',
    };
    const site: Site = {
      exists: (p) => p in files || p === 'docs',
      anchorsOf: (p) => anchors(renderGfm(files[p]!)),
    };
    expect(brokenLinks('docs/page.md', renderGfm(md), site)).toEqual([
      'a link to b.md, which does not exist',
      'a link to #nowhere: docs/page.md has no heading #nowhere',
      'a link to a.md#two_words: docs/a.md has no heading #two_words',
      'a link to ../README.md#here: README.md has no heading #here',
      'a link to ../src/x.ts#top: only a line (#L12) can be linked in src/x.ts',
      'a link to ../../outside.md, which does not exist',
    ]);
  });

  it('a YAML example that does not parse, a step giving the action an input it does not have, a workflow without concurrency or with a paths filter', () => {
    const block = (yaml: string) => renderGfm('Text\n\n```yaml\n' + yaml + '```\n');
    const inputs = new Set(['files', 'only-changed']);
    expect(yamlProblems(block('on:\n  pull_request:\n   - [unclosed\n'), inputs)).toEqual([
      expect.stringMatching(/^a YAML example that does not parse \(.+\): on:$/),
    ]);
    const workflow = [
      'jobs:',
      '  check:',
      '    steps:',
      '      - uses: actions/checkout@v4',
      '        with: {fetch-depth: 0}',
      '      - uses: component-config/component-config-action@v1',
      '        with:',
      '          only-changed: true',
      '          max-suggestion: 10',
      '',
    ].join('\n');
    expect(yamlProblems(block(workflow), inputs)).toEqual([
      'a step gives the action the input `max-suggestion`, which action.yml does not have',
    ]);
    expect(yamlProblems(block(workflow.replace('          max-suggestion: 10\n', '')), inputs)).toEqual([]);
    const whole = ['on:', '  pull_request:', '    paths: ["**/component_config.yaml"]', workflow].join('\n');
    expect(yamlProblems(block(whole.replace('          max-suggestion: 10\n', '')), inputs)).toEqual([
      'a workflow without `concurrency:` and `cancel-in-progress: true`',
      'a workflow with a paths filter on pull_request: a required check would wait forever',
    ]);
    const good = whole
      .replace('    paths: ["**/component_config.yaml"]\n', '')
      .replace('          max-suggestion: 10\n', '');
    expect(yamlProblems(block(`concurrency: {group: x, cancel-in-progress: true}\n${good}`), inputs)).toEqual([]);
    // A fragment (steps only) and a list item indented in a Markdown list are checked alike.
    const fragment =
      '- item\n\n  ```yaml\n  - uses: component-config/component-config-action@v1\n    with: {file: x}\n  ```\n';
    expect(yamlProblems(renderGfm(fragment), inputs)).toEqual([
      'a step gives the action the input `file`, which action.yml does not have',
    ]);
  });
});
