// The e2e helpers' own parsers, on hand-written lines: if these are wrong, every e2e assertion is.

import * as core from '@actions/core';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { parseCommandLine, parseCommands, parseOutputFile, toAnnotation, failureLine } from './harness.js';

describe('workflow command parser', () => {
  it('reads name, properties and message', () => {
    const c = parseCommandLine(
      '::error file=a/b.yaml,line=2,endLine=2,col=10,endColumn=14,title=wrong-type%3A version::`version` must be a string',
    );
    expect(c).toEqual({
      name: 'error',
      properties: {
        file: 'a/b.yaml',
        line: '2',
        endLine: '2',
        col: '10',
        endColumn: '14',
        title: 'wrong-type: version',
      },
      message: '`version` must be a string',
      raw: expect.any(String),
    });
  });

  it('unescapes the message: %0D, %0A, then %25 last', () => {
    expect(parseCommandLine('::warning::a%0Ab%0Dc%25d%250A: e, f')!.message).toBe('a\nb\rc%d%0A: e, f');
  });

  it('unescapes properties additionally %3A and %2C, %25 last', () => {
    const c = parseCommandLine(
      '::error file=we%2Cird%3Adir %2525/x.yaml,title=unknown-key%3A ["a%25b%2Cc%3Ad%0Ae"]::m',
    )!;
    expect(c.properties['file']).toBe('we,ird:dir %25/x.yaml');
    expect(c.properties['title']).toBe('unknown-key: ["a%b,c:d\ne"]');
  });

  it('keeps `::` and `,` inside the message', () => {
    expect(parseCommandLine('::error::1 of 2 failed:: see a, b')!.message).toBe('1 of 2 failed:: see a, b');
  });

  it('a command without properties, and leading blanks, as the runner trims them', () => {
    expect(parseCommandLine('  ::error::N of M')).toMatchObject({ name: 'error', properties: {}, message: 'N of M' });
  });

  it('plain log lines and lines without the second `::` are not commands', () => {
    expect(parseCommandLine('Checked 3 files')).toBeUndefined();
    expect(parseCommandLine('::error no end')).toBeUndefined();
    expect(parseCommands('hello\n::debug::x\n\n::error::y\r\nbye\n').map((c) => [c.name, c.message])).toEqual([
      ['debug', 'x'],
      ['error', 'y'],
    ]);
  });

  it('splits lines at a lone CR too, as the runner reads them', () => {
    expect(parseCommands('plain\r::error::a\r\n::warning::b\n').map((c) => [c.name, c.message])).toEqual([
      ['error', 'a'],
      ['warning', 'b'],
    ]);
  });

  it("reads the runner's older syntax anywhere in a line, for the commands it registers", () => {
    expect(parseCommands('x ##[error]forged\nx ##[nothing]y\n').map((c) => [c.name, c.message])).toEqual([
      ['error', 'forged'],
    ]);
  });

  it('carries out no command after stop-commands until its token comes back', () => {
    const out = '::stop-commands::tok\n::error::hidden\nx ##[warning]hidden\n::tok::\n::error::seen\n';
    expect(parseCommands(out).map((c) => [c.name, c.message])).toEqual([
      ['stop-commands', 'tok'],
      ['error', 'seen'],
    ]);
  });

  it('drops empty and value-less properties as the runner does', () => {
    expect(parseCommandLine('::error file=a,,line=,col=3::m')!.properties).toEqual({ file: 'a', col: '3' });
  });

  it('turns a command into an annotation; a title without location is just the code', () => {
    const a = toAnnotation(
      parseCommandLine('::error file=c.yaml,line=1,endLine=1,col=1,endColumn=1,title=missing-key::no name')!,
    );
    expect(a).toMatchObject({
      severity: 'error',
      file: 'c.yaml',
      line: 1,
      column: 1,
      endLine: 1,
      endColumn: 1,
      code: 'missing-key',
      location: '',
    });
    const b = toAnnotation(
      parseCommandLine('::warning file=c.yaml,line=3,col=3,title=deprecated-field%3A build_config.python_version::x')!,
    );
    expect(b).toMatchObject({ severity: 'warning', code: 'deprecated-field', location: 'build_config.python_version' });
    expect(Number.isNaN(b.endLine)).toBe(true);
  });
});

describe('round trip through @actions/core', () => {
  it('what core.error escapes, the parser gives back', () => {
    const nasty = 'a%b,c:d\ne\r%0A %25 :: ,, %2C%3A end';
    const lines: string[] = [];
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
    try {
      core.error(nasty, {
        title: `code: ${nasty}`,
        file: `dir ${nasty}/f.yaml`,
        startLine: 3,
        endLine: 4,
        startColumn: 5,
        endColumn: 6,
      });
      core.warning(nasty);
    } finally {
      spy.mockRestore();
    }
    const commands = parseCommands(lines.join(''));
    expect(commands).toHaveLength(2);
    expect(toAnnotation(commands[0]!)).toMatchObject({
      severity: 'error',
      file: `dir ${nasty}/f.yaml`,
      line: 3,
      endLine: 4,
      column: 5,
      endColumn: 6,
      title: `code: ${nasty}`,
      code: 'code',
      location: nasty,
      message: nasty,
    });
    expect(commands[1]).toMatchObject({ name: 'warning', properties: {}, message: nasty });
  });
});

describe('GITHUB_OUTPUT parser', () => {
  it('reads the heredoc blocks @actions/core 3 writes', () => {
    const d1 = 'ghadelimiter_0b7c1b9e-6c2a-4a57-9f62-0c3f2d3b1a11';
    const d2 = 'ghadelimiter_9b7c1b9e-6c2a-4a57-9f62-0c3f2d3b1a22';
    const text = `files-checked<<${d1}\n8\n${d1}\nreport-file<<${d2}\n/tmp/ws/a b.json\n${d2}\n`;
    expect(parseOutputFile(text)).toEqual({ 'files-checked': '8', 'report-file': '/tmp/ws/a b.json' });
  });

  it('keeps multi-line and empty values, and reads name=value lines', () => {
    const d = 'ghadelimiter_x';
    expect(parseOutputFile(`a<<${d}\nline 1\nline 2\n${d}\nb<<${d}\n\n${d}\nc=3\n`)).toEqual({
      a: 'line 1\nline 2',
      b: '',
      c: '3',
    });
  });

  it('reads what core.setOutput writes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cca-out-'));
    const file = join(dir, 'output');
    writeFileSync(file, '');
    const saved = process.env['GITHUB_OUTPUT'];
    process.env['GITHUB_OUTPUT'] = file;
    try {
      core.setOutput('files-checked', 8);
      core.setOutput('report-file', '/w/a b,c:%25.json');
      core.setOutput('multi', 'x\ny');
    } finally {
      if (saved === undefined) delete process.env['GITHUB_OUTPUT'];
      else process.env['GITHUB_OUTPUT'] = saved;
    }
    expect(parseOutputFile(readFileSync(file, 'utf8'))).toEqual({
      'files-checked': '8',
      'report-file': '/w/a b,c:%25.json',
      multi: 'x\ny',
    });
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses an unclosed block', () => {
    expect(() => parseOutputFile('a<<EOF\nvalue\n')).toThrow(/closing delimiter/);
  });
});

describe('the failure line', () => {
  it('pluralises', () => {
    expect(failureLine(1, 3, 1, 0)).toBe('1 of 3 component configs is invalid (1 error, 0 warnings)');
    expect(failureLine(1, 1, 2, 1)).toBe('1 of 1 component config is invalid (2 errors, 1 warning)');
    expect(failureLine(5, 8, 5, 1)).toBe('5 of 8 component configs are invalid (5 errors, 1 warning)');
  });
});
