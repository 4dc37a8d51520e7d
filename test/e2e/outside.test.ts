// End-to-end: nothing outside the workspace is read. A pull request can commit a symbolic link to
// any path on the runner; the files behind such links hold a marker string, and the marker must
// appear nowhere a user or a later step could see it: stdout, stderr, the job summary, the
// outputs, the JSON report, the SARIF file, and the command line's output in every format.

import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliResult, describeCli, runCli } from './cli-harness.js';
import {
  NODES,
  type RunResult,
  annotationsFor,
  cleanup,
  describeRun,
  failureLine,
  hasStackTrace,
  makeWorkspace,
  runAction,
  tempDir,
} from './harness.js';

afterAll(cleanup);

const CONFIG = 'component_config.yaml';
const MARKER = 'MARKER-3e9a-read-from-outside';

describe.each(NODES)('on $label: links leaving the workspace', (node) => {
  let outside: string;
  let ws: string;
  let run: RunResult;
  let report: string;
  let sarif: string;
  const cli: Record<string, CliResult> = {};

  beforeAll(async () => {
    outside = tempDir('cca-outside-');
    // What a runner holds beside the checkout: a credentials file and a directory of configs.
    // Each would give findings that quote the marker, were it read.
    writeFileSync(
      join(outside, 'credentials.yaml'),
      `name: x\nbuild_config:\n  base_image: "${MARKER} Bad"\npassword: ${MARKER}\n`,
    );
    mkdirSync(join(outside, 'configs'));
    writeFileSync(join(outside, 'configs', CONFIG), `name: x\nbuild_config:\n  base_image: "${MARKER} Bad"\n`);
    writeFileSync(join(outside, 'data.txt'), MARKER);
    ws = makeWorkspace({
      [`ok/${CONFIG}`]: 'name: ok\nversion: "1.0"\n',
      'ok/component_api.py': '',
      'ok/data/a.txt': 'a',
      [`sources/${CONFIG}`]: `name: s\nbuild_config:\n  package_data:\n    - [../ok/data/a.txt, /opt/a]\n    - [../../${outside.split('/').pop()}/data.txt, /opt/b]\n    - [escape/data.txt, /opt/c]\n`,
      'sources/component_api.py': '',
      [`inside-link/real.yaml`]: 'name: x\nversion: 1.10\n',
      'inside-link/component_api.py': '',
    });
    symlinkSync(join(outside, 'credentials.yaml'), join(ws, 'ok', '..', 'abs-link'));
    mkdirSync(join(ws, 'abs'));
    symlinkSync(join(outside, 'credentials.yaml'), join(ws, 'abs', CONFIG));
    mkdirSync(join(ws, 'rel'));
    symlinkSync(`../../${outside.split('/').pop()}/credentials.yaml`, join(ws, 'rel', CONFIG));
    symlinkSync(join(outside, 'configs'), join(ws, 'linked-dir'));
    symlinkSync(outside, join(ws, 'sources', 'escape'));
    symlinkSync('real.yaml', join(ws, 'inside-link', CONFIG));
    const io = tempDir('cca-outside-io-');
    report = join(io, 'report.json');
    sarif = join(io, 'report.sarif');
    const clis = {
      text: [] as string[],
      json: ['--format', 'json', '--check-paths'],
      sarif: ['--format', 'sarif'],
      github: ['--format', 'github', `abs/${CONFIG}`, 'linked-dir'],
    };
    const [action, ...clisRun] = await Promise.all([
      runAction({
        node: node.path,
        workspace: ws,
        inputs: { 'check-paths': 'true', 'report-file': report, 'sarif-file': sarif },
        timeoutMs: 60_000,
      }),
      ...Object.values(clis).map((args) => runCli(args, { cwd: ws, node: node.path, timeoutMs: 60_000 })),
    ]);
    run = action!;
    Object.keys(clis).forEach((k, i) => (cli[k] = clisRun[i]!));
  }, 120_000);

  it('the marker appears in no output, summary, report or SARIF file', () => {
    const seen = {
      stdout: run.stdout,
      stderr: run.stderr,
      summary: run.summary,
      outputs: JSON.stringify(run.outputs),
      report: readFileSync(report, 'utf8'),
      sarif: readFileSync(sarif, 'utf8'),
      ...Object.fromEntries(
        Object.entries(cli).flatMap(([k, r]) => [
          [`cli ${k} stdout`, r.stdout],
          [`cli ${k} stderr`, r.stderr],
        ]),
      ),
    };
    for (const [where, text] of Object.entries(seen)) expect(text, where).not.toContain(MARKER);
    // The marker is where the run would have found it, had it read the links.
    expect(readFileSync(join(ws, 'abs', CONFIG), 'utf8')).toContain(MARKER);
  });

  it('a config link leaving the workspace: one outside-workspace error on the link, saying where it points', () => {
    expect(hasStackTrace(run), describeRun(run)).toBe(false);
    for (const [file, target] of [
      [`abs/${CONFIG}`, join(outside, 'credentials.yaml')],
      [`rel/${CONFIG}`, `../../${outside.split('/').pop()}/credentials.yaml`],
    ] as const) {
      const mine = annotationsFor(run, file);
      expect(
        mine.map((a) => [a.severity, a.code, a.line, a.column]),
        describeRun(run),
      ).toEqual([['error', 'outside-workspace', 1, 1]]);
      expect(mine[0]!.message).toContain(`${file} is a symbolic link to "${target}"`);
      expect(mine[0]!.message).toContain(`outside the workspace (${ws}); it was not read`);
    }
  });

  it('a directory link leaving the workspace: reported on the link, nothing below it checked', () => {
    const mine = annotationsFor(run, 'linked-dir');
    expect(
      mine.map((a) => [a.severity, a.code]),
      describeRun(run),
    ).toEqual([['error', 'outside-workspace']]);
    expect(mine[0]!.message).toContain(`linked-dir is a symbolic link to "${join(outside, 'configs')}"`);
    expect(mine[0]!.message).toContain('"!linked-dir/**"');
    expect(run.annotations.some((a) => a.file.startsWith('linked-dir/'))).toBe(false);
    // A directory link beside a config (here the one its package_data goes through) too.
    expect(annotationsFor(run, 'sources/escape').map((a) => a.code)).toEqual(['outside-workspace']);
  });

  it('check-paths: sources leaving the workspace are not probed; ../ inside the repository still works', () => {
    const mine = annotationsFor(run, `sources/${CONFIG}`);
    expect(
      mine.map((a) => [a.code, a.location, a.line]),
      describeRun(run),
    ).toEqual([
      ['outside-workspace', 'build_config.package_data[1][0]', 5],
      ['outside-workspace', 'build_config.package_data[2][0]', 6],
    ]);
    expect(mine[1]!.message).toContain(
      'sources/escape/data.txt leads through sources/escape, which is a symbolic link',
    );
  });

  it('links inside the workspace keep working; the verdict counts the refused links', () => {
    expect(annotationsFor(run, `inside-link/${CONFIG}`).map((a) => a.code)).toEqual(['wrong-type']);
    expect(annotationsFor(run, `ok/${CONFIG}`)).toEqual([]);
    // abs, rel, sources, inside-link invalid; ok valid; the directory links are not files.
    expect(run.code, describeRun(run)).toBe(1);
    expect(run.messages.at(-1)!.message).toBe(failureLine(4, 5, 7, 0));
    expect(run.outputs).toMatchObject({ 'files-checked': '5', 'files-invalid': '4', errors: '7' });
  });

  it('the command line reads nothing outside its workspace either (the current directory, not in git)', () => {
    for (const r of Object.values(cli)) expect(r.code, describeCli(r)).toBe(1);
    const lines = cli['text']!.stdout.split('\n');
    expect(lines.filter((l) => l.includes('outside-workspace')).map((l) => l.split(':')[0])).toEqual([
      `abs/${CONFIG}`,
      `rel/${CONFIG}`,
      'linked-dir',
      'sources/escape',
    ]);
    expect(cli['github']!.stdout).toContain(`file=abs/${CONFIG}`);
    expect(cli['github']!.stdout).toContain('file=linked-dir');
  });
});
