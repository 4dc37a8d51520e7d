// End-to-end: the fixes of the built action as one review of suggestions, against the local fake
// GitHub (real HTTP on 127.0.0.1), which keeps the review comments it is sent and refuses, like
// GitHub, a comment whose lines are not in one hunk of that file's diff. On node 20 and node 24.

import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  eventEnv,
  pullRequestPayload,
  startFakeGitHub,
  type ChangedFile,
  type FakeGitHub,
  type Route,
} from './github-server.js';
import { NODES, cleanup, describeRun, makeWorkspace, runAction, tempDir, type RunResult } from './harness.js';
import { prose } from '../../src/report/markdown.js';

afterAll(cleanup);

const TOKEN = 'ghs_suggest789';
const HEAD = 'd'.repeat(40);
const CONFIG = 'component_config.yaml';
const A = `a/${CONFIG}`;
const B = `b/${CONFIG}`;

/** 14 lines. The PR changed lines 2 and 13; line 3 (`description: yes`) it did not touch. */
const A_TEXT = [
  'name: svc',
  'version: 1.10',
  'description: yes',
  'metadata:',
  '  a: "1"',
  '  b: "2"',
  '  c: "3"',
  '  d: "4"',
  '  e: "5"',
  '  f: "6"',
  '  g: "7"',
  'build_config:',
  '  base_img: debian:12',
  '  extra_packages: [curl]',
  '',
].join('\n');
/** Two hunks, as GitHub's files API gives them. */
const A_PATCH = [
  '@@ -1,3 +1,3 @@',
  ' name: svc',
  '-version: "1.10"',
  '+version: 1.10',
  ' description: yes',
  '@@ -10,5 +10,5 @@ metadata:',
  '   f: "6"',
  '   g: "7"',
  ' build_config:',
  '-  base_image: debian:12',
  '+  base_img: debian:12',
  '   extra_packages: [curl]',
].join('\n');
/** Renamed from old/, with line 3 changed. */
const B_TEXT = 'name: b\nversion: "2.0"\ndescription: on\n';
const B_PATCH = '@@ -1,3 +1,3 @@\n name: b\n version: "2.0"\n-description: "on"\n+description: on';

const FILES: ChangedFile[] = [
  { filename: A, status: 'modified', patch: A_PATCH },
  {
    filename: B,
    status: 'renamed',
    previous_filename: 'old/component_config.yaml',
    patch: B_PATCH,
  },
];

let server: FakeGitHub;
const runs: RunResult[] = [];

beforeEach(async () => {
  server = await startFakeGitHub({ prFiles: FILES, pullHead: HEAD });
});
afterEach(async () => {
  await server.close();
});

const event = (name: string, payload: unknown) => eventEnv(tempDir('cca-sg-event-'), name, payload);
const pullRequest = (fork = false) => event('pull_request', pullRequestPayload(HEAD, 2, fork));

interface Report {
  findings: Array<{ file: string; line: number; code: string; fix?: unknown }>;
}

async function run(
  ws: string,
  node: string,
  inputs: Record<string, string> = {},
  ev = pullRequest(),
): Promise<{ r: RunResult; report: Report }> {
  const report = join(tempDir('cca-sg-io-'), 'report.json');
  const r = await runAction({
    workspace: ws,
    node,
    inputs: {
      'github-token': TOKEN,
      'report-file': report,
      suggestions: 'true',
      ...inputs,
    },
    env: { GITHUB_API_URL: server.url, ...ev },
    timeoutMs: 60_000,
  });
  runs.push(r);
  expect(r.timedOut, describeRun(r)).toBe(false);
  expect(r.stderr, describeRun(r)).toBe('');
  return { r, report: JSON.parse(readFileSync(report, 'utf8')) as Report };
}

interface ReviewBody {
  commit_id: string;
  event: string;
  body: string;
  comments: Array<{
    path: string;
    line: number;
    side: string;
    start_line?: number;
    body: string;
  }>;
}

const reviews = () => server.of('create-review').map((q) => q.body as ReviewBody);
const block = (body: string) => /```suggestion\n([\s\S]*?)\n?```/.exec(body)?.[1];
const lines = (r: RunResult) => r.commands.filter((c) => c.name === 'notice' || c.name === 'warning');

describe.each(NODES)('suggestions on $label', (node) => {
  it('only on lines the PR changed, with the right numbers in a file of two hunks and in a renamed file', async () => {
    const ws = makeWorkspace({ [A]: A_TEXT, [B]: B_TEXT, [`c/${CONFIG}`]: 'name: c\nversion: 1.0\n' });
    const { r, report } = await run(ws, node.path, { 'only-changed': 'true', 'pr-comment': 'true' });
    expect(r.code, describeRun(r)).toBe(1);
    // only-changed and the suggestions share one listing of the PR's files.
    expect(server.of('pr-files')).toHaveLength(1);
    expect(r.outputs['files-checked']).toBe('2');
    // The findings this test builds on: four fixable ones, one of them on an unchanged line.
    const fixable = report.findings.filter((f) => f.fix).map((f) => `${f.file}:${f.line}:${f.code}`);
    expect(fixable).toEqual([`${A}:2:wrong-type`, `${A}:3:wrong-type`, `${A}:13:unknown-key`, `${B}:3:wrong-type`]);

    expect(reviews(), describeRun(r)).toHaveLength(1);
    const review = reviews()[0]!;
    expect(review).toMatchObject({ commit_id: HEAD, event: 'COMMENT' });
    expect(review.comments.map((c) => [c.path, c.line, c.side, c.start_line, block(c.body)])).toEqual([
      [A, 2, 'RIGHT', undefined, 'version: "1.10"'],
      [A, 13, 'RIGHT', undefined, '  base_image: debian:12'],
      [B, 3, 'RIGHT', undefined, 'description: "on"'],
    ]);
    for (const c of review.comments) expect(c.body).toMatch(/^\*\*`(wrong-type|unknown-key)`\*\* /);
    // Every finding is still an annotation, the one without a suggestion too.
    expect(r.annotations.map((a) => `${a.file}:${a.line}`)).toEqual(report.findings.map((f) => `${f.file}:${f.line}`));
    expect(r.stdout).toContain(
      'suggestions: posted 3 in one review (0 already on the pull request, 1 on lines the pull request did not change)',
    );
    expect(r.summary).toContain('3 fixes were posted as suggestions on the pull request.');
    // The summary comment says so too, under its verdict.
    expect(server.issueComments[0]!.body).toContain('3 fixes were posted as suggestions on the pull request.');
  }, 120_000);

  it('a second run posts nothing new; a push that adds a finding gets only that one', async () => {
    const ws = makeWorkspace({ [A]: A_TEXT, [B]: B_TEXT });
    await run(ws, node.path);
    expect(server.reviewComments).toHaveLength(3);

    const again = await run(ws, node.path);
    expect(again.r.code, describeRun(again.r)).toBe(1);
    expect(reviews()).toHaveLength(1);
    expect(again.r.stdout).toContain(
      'suggestions: nothing new to suggest (3 already on the pull request, 1 on lines the pull request did not change)',
    );

    // The next push adds `name: yes` to B (line 1).
    writeFileSync(join(ws, B), B_TEXT.replace('name: b', 'name: yes'));
    server.setPrFiles([
      FILES[0]!,
      {
        ...FILES[1]!,
        patch: '@@ -1,3 +1,3 @@\n-name: b\n+name: yes\n version: "2.0"\n-description: "on"\n+description: on',
      },
    ]);
    const push = await run(ws, node.path);
    expect(push.r.code, describeRun(push.r)).toBe(1);
    expect(reviews()).toHaveLength(2);
    expect(reviews()[1]!.comments.map((c) => [c.path, c.line, block(c.body)])).toEqual([[B, 1, 'name: "yes"']]);
    expect(server.reviewComments).toHaveLength(4);
  }, 120_000);

  it('a multi-line fix (the deprecated python_version moved) replaces its lines with start_line and line', async () => {
    const text = [
      'name: x',
      'build_config:',
      '    base_image: debian:bookworm-slim',
      '    python_version: "3.11"  # the interpreter',
      '    requirements:',
      '        provider: uv-pip   # uv',
      '    skip_checks: false',
      '',
    ].join('\n');
    const patch = [
      '@@ -1,6 +1,7 @@',
      ' name: x',
      ' build_config:',
      '     base_image: debian:bookworm-slim',
      '+    python_version: "3.11"  # the interpreter',
      '     requirements:',
      '         provider: uv-pip   # uv',
      '     skip_checks: false',
    ].join('\n');
    server.setPrFiles([{ filename: A, status: 'modified', patch }]);
    const { r } = await run(makeWorkspace({ [A]: text }), node.path);
    expect(r.code, describeRun(r)).toBe(0);
    expect(reviews()[0]!.comments.map((c) => [c.path, c.start_line, c.line, c.side, block(c.body)])).toEqual([
      [
        A,
        4,
        6,
        'RIGHT',
        '    requirements:\n        provider: uv-pip   # uv\n        python_version: "3.11"  # the interpreter',
      ],
    ]);
    expect(reviews()[0]!.comments[0]).toMatchObject({ start_side: 'RIGHT' });
  }, 120_000);

  it('at most 30 a run by default (max-suggestions), and the review and the job summary say how many more', async () => {
    const body = Array.from({ length: 60 }, (_, i) => `  k${i}: 2024-01-${String((i % 28) + 1).padStart(2, '0')}`);
    const text = ['name: many', 'version: "1"', 'metadata:', ...body, ''].join('\n');
    await server.close();
    server = await startFakeGitHub({
      pullHead: HEAD,
      prFiles: [
        {
          filename: A,
          status: 'added',
          patch: `@@ -0,0 +1,63 @@\n${text
            .trimEnd()
            .split('\n')
            .map((l) => `+${l}`)
            .join('\n')}`,
        },
      ],
    });
    const ws = makeWorkspace({ [A]: text });
    const { r } = await run(ws, node.path);
    expect(r.code, describeRun(r)).toBe(1);
    expect(reviews()[0]!.comments).toHaveLength(30);
    expect(reviews()[0]!.comments.map((c) => c.line)).toEqual(Array.from({ length: 30 }, (_, i) => i + 4));
    const more =
      '30 more fixable findings are not suggested yet (at most 30 suggestions a run, input max-suggestions); the next run suggests them.';
    expect(r.summary).toContain(more);
    expect(reviews()[0]!.body).toContain(prose(more));
    const next = await run(ws, node.path, { 'max-suggestions': '50' });
    expect(next.r.code).toBe(1);
    expect(reviews()[1]!.comments.map((c) => c.line)).toEqual(Array.from({ length: 30 }, (_, i) => i + 34));
    expect(next.r.summary).not.toContain('more fixable');
  }, 120_000);

  it.each<[Route, number]>([
    ['pr-files', 403],
    ['review-comments', 403],
    ['create-review', 403],
    ['review-comments', 500],
  ])(
    '%s answering %i: one line, nothing posted twice, the verdict and every finding kept',
    async (route, status) => {
      const ws = makeWorkspace({ [A]: A_TEXT, [B]: B_TEXT });
      const answer = { status, body: { message: `refused with ${status}` } };
      // A 500 is retried: answer every attempt with it.
      server.queue(route, ...Array.from({ length: status >= 500 ? 5 : 1 }, () => answer));
      const { r, report } = await run(ws, node.path);
      expect(r.code, describeRun(r)).toBe(1);
      expect(r.annotations).toHaveLength(report.findings.length);
      expect(report.findings.length).toBeGreaterThanOrEqual(4);
      expect(lines(r), describeRun(r)).toHaveLength(1);
      expect(lines(r)[0]!.message).toContain(String(status));
      expect(lines(r)[0]!.message).toMatch(/verdict is unchanged/);
      if (route !== 'create-review') expect(reviews()).toEqual([]);
    },
    120_000,
  );

  it('a fork: suggestions and the comment are refused; one notice in all', async () => {
    const ws = makeWorkspace({ [A]: A_TEXT, [B]: B_TEXT });
    server.queue('create-review', {
      status: 403,
      body: { message: 'Resource not accessible by integration' },
    });
    const { r } = await run(ws, node.path, { 'pr-comment': 'true' }, pullRequest(true));
    expect(r.code, describeRun(r)).toBe(1);
    expect(lines(r).map((c) => c.name)).toEqual(['notice']);
    expect(lines(r)[0]!.message).toMatch(/^this pull request comes from a fork/);
    // No comment attempt after the refusal.
    expect(server.of('create-issue-comment')).toEqual([]);
  }, 120_000);
});

describe('the token', () => {
  it('appears in no output or summary of any run above', () => {
    expect(runs.length).toBeGreaterThan(10);
    for (const r of runs) {
      expect(r.stdout.split('\n').filter((l) => l.includes(TOKEN))).toEqual([`::add-mask::${TOKEN}`]);
      expect(r.summary + r.stderr).not.toContain(TOKEN);
    }
  });
});
