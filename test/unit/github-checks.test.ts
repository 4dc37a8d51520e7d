// The check run against the local fake GitHub: batches of 50 annotations, their ranges, the
// limits, and failures as results (never exceptions).

import { afterEach, describe, expect, it } from 'vitest';
import type { Finding } from '../../src/config/findings.js';
import {
  publishCheckRun,
  toCheckAnnotation,
  type CheckAnnotation,
  type CheckRunRequest,
} from '../../src/github/checks.js';
import { createClient, type GitHubClient } from '../../src/github/client.js';
import { startFakeGitHub, type FakeGitHub } from '../e2e/github-server.js';

const TOKEN = 'ghs_secret123';
const SHA = 'f'.repeat(40);

let server: FakeGitHub | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function setup(): Promise<{ server: FakeGitHub; client: GitHubClient }> {
  server = await startFakeGitHub();
  const client = await createClient({ token: TOKEN, apiUrl: server.url, retry: { baseDelayMs: 10 } });
  return { server, client };
}

/** Finding i: every third spans lines (no columns), every fourth is a warning. */
function finding(i: number): Finding {
  const multi = i % 3 === 2;
  return {
    file: `svc-${i % 7}/component_config.yaml`,
    line: i + 1,
    column: (i % 5) + 1,
    endLine: multi ? i + 3 : i + 1,
    endColumn: (i % 5) + 6,
    severity: i % 4 === 3 ? 'warning' : 'error',
    code: i % 2 ? 'wrong-type' : 'missing-key',
    location: i % 2 ? `build_config.items[${i}]` : '',
    message: `finding number ${i}`,
  };
}

function run(findings: Finding[], extra: Partial<CheckRunRequest> = {}): CheckRunRequest {
  return {
    owner: 'octo',
    repo: 'repo',
    headSha: SHA,
    name: 'component_config',
    conclusion: 'failure',
    title: '3 of 7 component configs are invalid (90 errors, 30 warnings)',
    summary: '## component_config\n\nsummary text',
    findings,
    ...extra,
  };
}

interface Body {
  name?: string;
  head_sha?: string;
  status?: string;
  conclusion?: string;
  output: { title: string; summary: string; annotations?: CheckAnnotation[] };
}

describe('check run', () => {
  it('sends 120 findings as one create and two updates of 50, 50 and 20 annotations, with exact ranges', async () => {
    const { server, client } = await setup();
    const findings = Array.from({ length: 120 }, (_, i) => finding(i));
    const result = await publishCheckRun(client, run(findings));
    expect(result).toEqual({
      ok: true,
      id: 4242,
      url: 'https://github.example/octo/repo/runs/4242',
      annotations: 120,
      requests: 3,
    });

    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /repos/octo/repo/check-runs',
      'PATCH /repos/octo/repo/check-runs/4242',
      'PATCH /repos/octo/repo/check-runs/4242',
    ]);
    const bodies = server.requests.map((r) => r.body as Body);
    expect(bodies.map((b) => b.output.annotations?.length)).toEqual([50, 50, 20]);
    const create = bodies[0]!;
    expect(create).toMatchObject({
      name: 'component_config',
      head_sha: SHA,
      status: 'completed',
      conclusion: 'failure',
    });
    for (const b of bodies) expect(b.output).toMatchObject({ title: run([]).title, summary: run([]).summary });
    expect(bodies[1]).not.toHaveProperty('conclusion');

    const sent = bodies.flatMap((b) => b.output.annotations ?? []);
    expect(sent).toHaveLength(120);
    sent.forEach((a, i) => {
      const f = findings[i]!;
      const expected: CheckAnnotation = {
        path: f.file,
        start_line: f.line,
        end_line: f.endLine,
        annotation_level: f.severity === 'error' ? 'failure' : 'warning',
        title: f.location ? `${f.code}: ${f.location}` : f.code,
        message: f.message,
      };
      if (f.line === f.endLine) Object.assign(expected, { start_column: f.column, end_column: f.endColumn });
      expect(a).toEqual(expected);
    });
    // Columns only on single-line ranges (the API refuses them otherwise).
    expect(
      sent.filter((a) => a.start_line !== a.end_line).every((a) => !('start_column' in a) && !('end_column' in a)),
    ).toBe(true);
    expect(sent.filter((a) => a.start_column !== undefined)).toHaveLength(80);
  });

  it('creates one run without annotations when there are no findings', async () => {
    const { server, client } = await setup();
    const result = await publishCheckRun(
      client,
      run([], { conclusion: 'success', title: '2 component configs checked, all valid' }),
    );
    expect(result).toMatchObject({ ok: true, annotations: 0, requests: 1 });
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]!.body).toMatchObject({
      conclusion: 'success',
      output: { title: '2 component configs checked, all valid' },
    });
    expect((server.requests[0]!.body as Body).output).not.toHaveProperty('annotations');
  });

  it('sends exactly 50 in one request', async () => {
    const { server, client } = await setup();
    const result = await publishCheckRun(client, run(Array.from({ length: 50 }, (_, i) => finding(i))));
    expect(result).toMatchObject({ ok: true, requests: 1 });
    expect(server.requests).toHaveLength(1);
  });

  it.each([403, 404])(
    'answers ok: false, forbidden on a %i at create, without retrying or throwing',
    async (status) => {
      const { server, client } = await setup();
      server.queue('create-check-run', { status, body: { message: 'Resource not accessible by integration' } });
      const result = await publishCheckRun(client, run(Array.from({ length: 120 }, (_, i) => finding(i))));
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.forbidden).toBe(true);
      expect(result.message).toMatch(
        /^GitHub API call POST \/repos\/\{owner\}\/\{repo\}\/check-runs failed with 40[34] /,
      );
      expect(result.message).toContain('checks: write');
      expect(result.message).not.toContain(TOKEN);
      expect(result.message).not.toContain('\n');
      expect(server.requests).toHaveLength(1);
    },
  );

  it('retries a 502 on create, after looking for the run it may have made, and then sends the rest', async () => {
    const { server, client } = await setup();
    server.queue('create-check-run', { status: 502, body: { message: 'Bad Gateway' } });
    const result = await publishCheckRun(client, run(Array.from({ length: 60 }, (_, i) => finding(i))));
    expect(result).toMatchObject({ ok: true, annotations: 60, requests: 2 });
    expect(server.requests.map((r) => r.route)).toEqual([
      'create-check-run',
      'list-check-runs',
      'create-check-run',
      'update-check-run',
    ]);
    expect(server.checkRuns).toHaveLength(1);
  });

  it('a create that went through behind a 502 is found by its external id and not made twice', async () => {
    const { server, client } = await setup();
    // An earlier run of the same name on the same commit is not this create's.
    server.checkRuns.push({
      id: 1,
      name: 'component_config',
      head_sha: SHA,
      external_id: 'someone else',
      annotations: 0,
    });
    server.queue('create-check-run', { status: 502, body: { message: 'Bad Gateway' }, commit: true });
    const result = await publishCheckRun(client, run(Array.from({ length: 60 }, (_, i) => finding(i))));
    expect(result).toMatchObject({ ok: true, annotations: 60, requests: 2 });
    expect(server.requests.map((r) => r.route)).toEqual(['create-check-run', 'list-check-runs', 'update-check-run']);
    expect(server.requests[1]!.query).toMatchObject({ check_name: 'component_config', filter: 'all' });
    expect(server.checkRuns.map((r) => [r.id, r.annotations])).toEqual([
      [1, 0],
      [4242, 60],
    ]);
  });

  it('reports an update that fails as not forbidden, with how many annotations the run got', async () => {
    const { server, client } = await setup();
    server.queue(
      'update-check-run',
      { status: 200, body: { id: 4242 } },
      { status: 422, body: { message: 'Validation Failed' }, undocumented: true },
    );
    const result = await publishCheckRun(client, run(Array.from({ length: 120 }, (_, i) => finding(i))));
    expect(result).toEqual({
      ok: false,
      forbidden: false,
      message: expect.stringMatching(
        /^GitHub API call PATCH \/repos\/\{owner\}\/\{repo\}\/check-runs\/\{check_run_id\} failed with 422 Unprocessable Entity \(Validation Failed\): .* \(the check run has 100 of 120 annotations\)$/,
      ),
      created: { id: 4242, url: 'https://github.example/octo/repo/runs/4242', annotations: 100 },
    });
  });

  describe('an update GitHub appends: never sent twice', () => {
    const findings = Array.from({ length: 120 }, (_, i) => finding(i));
    const behind502 = { status: 502, body: { message: 'Bad Gateway' } };

    it("one that went through behind a 502 is seen in the run's count and not sent again", async () => {
      const { server, client } = await setup();
      server.queue('update-check-run', { ...behind502, commit: true });
      const result = await publishCheckRun(client, run(findings));
      expect(result).toMatchObject({ ok: true, annotations: 120 });
      expect(server.requests.map((r) => r.route)).toEqual([
        'create-check-run',
        'update-check-run',
        'get-check-run',
        'update-check-run',
      ]);
      expect(server.checkRuns.map((r) => r.annotations)).toEqual([120]);
    });

    it('one that did not go through behind a 502 is sent again', async () => {
      const { server, client } = await setup();
      server.queue('update-check-run', behind502);
      const result = await publishCheckRun(client, run(findings));
      expect(result).toMatchObject({ ok: true, annotations: 120 });
      expect(server.of('update-check-run')).toHaveLength(3);
      expect(server.checkRuns.map((r) => r.annotations)).toEqual([120]);
    });

    it('one that went through but whose answer came too late is not sent again', async () => {
      server = await startFakeGitHub();
      const client = await createClient({
        token: TOKEN,
        apiUrl: server.url,
        retry: { baseDelayMs: 10, attemptTimeoutMs: 300 },
      });
      server.queue('update-check-run', { status: 200, body: { id: 4242 }, commit: true, delayMs: 2000 });
      const result = await publishCheckRun(client, run(findings));
      expect(result).toMatchObject({ ok: true, annotations: 120 });
      expect(server.checkRuns.map((r) => r.annotations)).toEqual([120]);
    });

    it('when the run cannot be read to tell, the update is not sent again: a failure, never 170', async () => {
      const { server, client } = await setup();
      server.queue('update-check-run', { ...behind502, commit: true });
      server.queue('get-check-run', { status: 403, body: { message: 'Resource not accessible by integration' } });
      const result = await publishCheckRun(client, run(findings));
      expect(result).toMatchObject({
        ok: false,
        message: expect.stringContaining(
          'whether it went through could not be told, so it was not sent again (GitHub would add it twice)',
        ),
      });
      expect(server.of('update-check-run')).toHaveLength(1);
      expect(server.checkRuns.map((r) => r.annotations)).toEqual([100]);
    });
  });

  it('keeps within the API limits: summary 65,535 characters, message 64 KB, title 255 characters', async () => {
    const { server, client } = await setup();
    const big: Finding = { ...finding(0), message: `é${'x'.repeat(70_000)}`, location: 'a'.repeat(400) };
    const result = await publishCheckRun(client, run([big], { summary: `😀${'s'.repeat(70_000)}` }));
    expect(result.ok).toBe(true);
    const body = server.requests[0]!.body as Body;
    expect(body.output.summary.length).toBeLessThanOrEqual(65_535);
    expect(body.output.summary).toMatch(/^😀s+\n\n… \(cut at the Checks API limit/);
    // The job summary stops at its own size limit: the note does not send the reader there for every finding.
    expect(body.output.summary).toMatch(
      /\(cut at the Checks API limit of 65,535 characters; every finding is an annotation of this run, and in the log\)$/,
    );
    expect(body.output.summary).not.toContain('job summary');
    const a = body.output.annotations![0]!;
    expect(Buffer.byteLength(a.message)).toBeLessThanOrEqual(64 * 1024);
    expect(a.message.endsWith('x…')).toBe(true);
    expect(a.title.length).toBe(255);
  });

  it('cuts a long message on a character boundary', () => {
    const a = toCheckAnnotation({ ...finding(0), message: '€'.repeat(30_000) });
    expect(Buffer.byteLength(a.message)).toBeLessThanOrEqual(64 * 1024);
    expect(a.message).toMatch(/^€+…$/);
  });

  it('never shows a column range that ends before it starts', () => {
    const a = toCheckAnnotation({ ...finding(0), column: 9, endColumn: 4 });
    expect([a.start_column, a.end_column]).toEqual([9, 9]);
  });
});
