// Issue 27, "nothing a config says becomes a workflow command" and "fail closed": the log-line
// escape on its own, the search's failures as errors, malformed globs as pattern errors, and
// the notice that says where every finding is. The end-to-end side is test/e2e/fail-closed.test.ts.

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { Finding } from '../../src/config/findings.js';
import { findFiles } from '../../src/workspace/files.js';
import { PatternError } from '../../src/config/globs.js';
import { capNotice, findingLine } from '../../src/report/annotations.js';
import { logLine, logLines } from '../../src/report/log-line.js';
import { parseCommands } from '../e2e/harness.js';

const FORGE = '\n::error file=x,line=1::forged';
const STOP = '\n::stop-commands::abc';
/** Every control character a log line must not carry raw (a line feed included). */
const RAW_CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

function finding(over: Partial<Finding>): Finding {
  return {
    file: 'a/component_config.yaml',
    line: 2,
    column: 3,
    endLine: 2,
    endColumn: 9,
    severity: 'error',
    code: 'unknown-key',
    location: 'k',
    message: 'unknown key `k`',
    ...over,
  };
}

describe('logLine', () => {
  it.each([
    ['a line break, then a command', `x${FORGE}`, 'x\\n::error file=x,line=1::forged'],
    ['a CR, then stop-commands', `x\r::stop-commands::abc`, 'x\\r::stop-commands::abc'],
    [
      'a leading command',
      '::stop-commands::abc/component_config.yaml:1:1',
      '\\u003a:stop-commands::abc/component_config.yaml:1:1',
    ],
    ['a command after white space the runner trims', ' \u00a0\u3000::error::x', ' \u00a0\u3000\\u003a:error::x'],
    ['the older syntax anywhere', 'a ##[error]forged', 'a ##\\u005berror]forged'],
    ['ESC, NEL, U+2028', 'a\u001b[31mb\u0085c\u2028d', 'a\\u001b[31mb\\u0085c\\u2028d'],
    ['a single colon, and `##` alone', ':a ## b', ':a ## b'],
  ])('%s', (_, text, shown) => {
    const line = logLine(text);
    expect(line).toBe(shown);
    expect(line).not.toMatch(RAW_CONTROL);
    expect(parseCommands(`${line}\n::error::after\n`).map((c) => c.message)).toEqual(['after']);
    expect(logLine(line)).toBe(line); // escaping twice changes nothing
  });

  it('keeps a JSON document the same JSON', () => {
    const value = { message: `a${FORGE}${STOP} ##[error]x \u2028`, '::k': 1 };
    const json = JSON.stringify(value, null, 2);
    const shown = logLines(json);
    expect(JSON.parse(shown)).toEqual(value);
    expect(shown).not.toMatch(/[\u2028\u2029]/);
    expect(parseCommands(shown)).toEqual([]);
  });

  it('keeps a JSON document the same JSON with a character past U+FFFF that draws nothing (a tag character)', () => {
    const value = { message: 'curl\u{e0041} \u3164' };
    const shown = logLines(JSON.stringify(value));
    expect(JSON.parse(shown)).toEqual(value);
    expect(shown).toContain('\\udb40\\udc41');
  });
});

describe('findingLine', () => {
  it.each([
    ['a value', { message: `\`linux/amd64${FORGE}\` is not a container platform` }],
    ['a key', { location: `["k${STOP}"]`, message: `unknown key \`k${STOP}\`` }],
    ['a comment', { code: 'unused-ignore' as const, message: `"x\u0085${FORGE}" is not a finding code` }],
    ['a directory name', { file: `d${STOP}/component_config.yaml` }],
    ['a directory name at the start', { file: '::stop-commands::abc/component_config.yaml' }],
  ])('carries %s on one line that is no command', (_, over) => {
    const line = findingLine(finding(over));
    expect(line).not.toMatch(RAW_CONTROL);
    expect(parseCommands(`${line}\n::error::after\n`).map((c) => c.message)).toEqual(['after']);
    // Painted, the same: the paint wraps escaped text.
    const painted = findingLine(finding(over), (part, text) => `<${part}>${text}</${part}>`);
    expect(painted.replace(/<\/?[a-z]+>/g, '')).toBe(line);
  });
});

describe('malformed globs', () => {
  const ws = mkdtempSync(join(tmpdir(), 'fail-closed-glob-'));
  afterAll(() => rmSync(ws, { recursive: true, force: true }));

  it.each([
    ['**/{ok,bad/x', 'has a "{" that is never closed'],
    ['[z-a]', 'has the range z-a in [z-a], which runs backwards'],
    ['a/[!9-0]/component_config.yaml', 'has the range 9-0 in [!9-0], which runs backwards'],
  ])('%s: a PatternError naming the pattern and what is wrong', (glob, what) => {
    let thrown: unknown;
    try {
      findFiles(ws, [glob]);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(PatternError);
    expect((thrown as Error).message.startsWith(`the pattern "${glob}" in input "files" ${what}`)).toBe(true);
    expect((thrown as Error).message).not.toMatch(/internal|bug/);
  });
});

describe('a directory the search cannot list', () => {
  let dir = '';
  afterEach(() => {
    vi.doUnmock('node:fs');
    vi.resetModules();
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = '';
  });

  // Injected, not made with chmod 000: root lists such a directory anyway (CI runs as root), and
  // Windows has no such mode (its ACLs are not POSIX bits). Refused the way the system would.
  it.each([
    ['EACCES', 'Give the job read access to it'],
    ['ENAMETOOLONG', 'its path is longer than the system allows'],
  ])('%s: an error, so the step fails with configs left unchecked', async (code, fix) => {
    dir = mkdtempSync(join(tmpdir(), 'fail-closed-dir-'));
    for (const sub of ['ok', 'locked']) {
      mkdirSync(join(dir, sub));
      writeFileSync(join(dir, sub, 'component_config.yaml'), 'name: a\n');
    }
    vi.resetModules(); // files.js is imported above without the fault
    vi.doMock('node:fs', async (original) => {
      const real = await original<typeof import('node:fs')>();
      const readdirSync = ((p: string, ...rest: unknown[]) => {
        if (basename(String(p)) === 'locked') throw Object.assign(new Error('refused'), { code });
        return (real.readdirSync as (...a: unknown[]) => unknown)(p, ...rest);
      }) as typeof real.readdirSync;
      return { ...real, default: { ...real, readdirSync }, readdirSync };
    });
    const files = await import('../../src/workspace/files.js');
    const search = files.findFiles(dir, ['**/component_config.yaml']);
    expect(search.files).toEqual(['ok/component_config.yaml']);
    expect(search.findings).toHaveLength(1);
    expect(search.findings[0]).toMatchObject({ file: 'locked', code: 'unreadable-directory', severity: 'error' });
    expect(search.findings[0]!.message).toContain(`(${code}`);
    expect(search.findings[0]!.message).toContain(fix);
  });
});

describe('the notice for more findings than GitHub shows inline', () => {
  const many = Array.from({ length: 30 }, (_, i) => finding({ line: i + 1 }));

  it('names the job summary only when it holds every finding, not when it was cut at its size limit', () => {
    expect(capNotice(many, false, { inSummary: 30 })).toContain(
      'all 30 findings are in the job summary and in the log above',
    );
    const notice = capNotice(many, false, { inSummary: 12, reportFile: 'out/report.json' })!;
    expect(notice).not.toContain('in the job summary and');
    expect(notice).toContain(
      'all 30 findings are in the log above and in the JSON report (out/report.json); the job summary shows the first 12 (it has a size limit)',
    );
  });

  it('without a job summary, the log', () => {
    const notice = capNotice(many, false, { inSummary: undefined })!;
    expect(notice).toContain('all 30 findings are in the log above');
    expect(notice).not.toContain('summary');
  });
});
