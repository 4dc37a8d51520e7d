// Robustness by attack: hostile files and file-system shapes in a workspace. For each, the
// action ends on its own, with the right exit code, one clear annotation or line per problem, no
// stack trace, and every other file still checked.

import { existsSync, mkdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NODES,
  type RunOptions,
  type RunResult,
  annotationsFor,
  cleanup,
  describeRun,
  failureLine,
  hasStackTrace,
  makeWorkspace,
  runAction,
  summaryHasLink,
  tempDir,
  yamlErrorAt,
} from './harness.js';

afterAll(cleanup);

const CONFIG = 'component_config.yaml';
const OK = `ok/${CONFIG}`;
const BAD = `bad/${CONFIG}`;
const ATTACK = `attack/${CONFIG}`;

/** In every workspace: a valid file and an ordinary invalid one, that must still be checked. */
const BASE = {
  [OK]: 'name: ok\nversion: "1.0"\n',
  [BAD]: 'name: x\nversion: 1.10\n',
};

function expectOthersChecked(r: RunResult) {
  expect(annotationsFor(r, OK), describeRun(r)).toEqual([]);
  const bad = annotationsFor(r, BAD);
  expect(bad, describeRun(r)).toHaveLength(1);
  expect(bad[0]).toMatchObject({
    severity: 'error',
    title: 'wrong-type: version',
    line: 2,
    column: 10,
    endLine: 2,
    endColumn: 14,
  });
}

function expectEndedCleanly(r: RunResult) {
  expect(r.timedOut, describeRun(r)).toBe(false);
  expect(r.signal, describeRun(r)).toBe(null);
  expect(hasStackTrace(r), describeRun(r)).toBe(false);
  expect([0, 1]).toContain(r.code);
}

/** Exactly one annotation for the attack file, with this code; the run fails with the count line. */
function expectOneFinding(r: RunResult, code: string, file = ATTACK) {
  expectEndedCleanly(r);
  const mine = annotationsFor(r, file);
  expect(
    mine.map((a) => a.code),
    describeRun(r),
  ).toEqual([code]);
  const a = mine[0]!;
  for (const n of [a.line, a.column, a.endLine, a.endColumn]) expect(Number.isInteger(n) && n >= 1).toBe(true);
  expect(a.severity).toBe('error');
  expect(a.message.length).toBeGreaterThan(10);
  expect(r.annotations, describeRun(r)).toHaveLength(2); // the attack's and bad's
  expectOthersChecked(r);
  expect(r.code).toBe(1);
  expect(r.messages.at(-1)!.message).toBe(failureLine(2, 3, 2, 0));
  expect(r.outputs).toMatchObject({ 'files-checked': '3', 'files-invalid': '2', errors: '2', warnings: '0' });
  return a;
}

// A deterministic generator, so a failure can be reproduced byte for byte.
function bytes(n: number, seed: number): Uint8Array {
  const out = new Uint8Array(n);
  let x = seed >>> 0;
  for (let i = 0; i < n; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = x & 0xff;
  }
  return out;
}

const MALFORMED = 'name: x\nbuild_config:\n  base_image: "unterminated\n  extra_packages: [a, b\n';
const BINARY = (() => {
  const b = bytes(4096, 0xc0ffee);
  b.set([0x00, 0xff, 0xfe, 0x00, 0x0a, 0x80], 0);
  return b;
})();
const BIG = `name: big\nmetadata:\n  blob: "${'a'.repeat(2 * 1024 * 1024)}"\n`;
const LAUGHS = (() => {
  const names = 'abcdefghi'.split('');
  let text = 'name: lol\nmetadata:\n  a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]\n';
  for (let i = 1; i < names.length; i++) {
    text += `  ${names[i]}: &${names[i]} [${Array(9)
      .fill(`*${names[i - 1]}`)
      .join(',')}]\n`;
  }
  return text;
})();
const DEEP = `name: deep\nmetadata:\n  x: ${'['.repeat(10_000)}${']'.repeat(10_000)}\n`;

describe.each(NODES)('on $label', (node) => {
  const runs: Record<string, RunResult> = {};
  let marker: string;
  let outside: string;

  beforeAll(async () => {
    marker = join(tempDir('cca-pwn-'), 'pwned');
    const cases: Record<string, Omit<RunOptions, 'node'>> = {};
    const add = (
      name: string,
      files: Record<string, string | Uint8Array>,
      options: Partial<RunOptions> = {},
      prepare?: (ws: string) => void,
    ) => {
      const ws = makeWorkspace({ ...BASE, ...files });
      prepare?.(ws);
      cases[name] = { workspace: ws, ...options };
    };
    add('malformed', { [ATTACK]: MALFORMED });
    add('binary', { [ATTACK]: BINARY });
    add('big', { [ATTACK]: BIG });
    add('laughs', { [ATTACK]: LAUGHS });
    add('deep', { [ATTACK]: DEEP });
    add('python', { [ATTACK]: `name: !!python/object/apply:os.system ["echo pwned > ${marker}"]\n` });
    add('unicode', { [`comp onent/ünï/${CONFIG}`]: 'name: x\nversion: 1.10\n' });
    add('loop', { [`loopdir/${CONFIG}`]: 'name: looped\n' }, {}, (ws) =>
      symlinkSync('..', join(ws, 'loopdir', 'loop')),
    );
    add('unreadable', {}, {}, (ws) => {
      mkdirSync(join(ws, 'dangling'));
      symlinkSync('nowhere.yaml', join(ws, 'dangling', CONFIG));
      mkdirSync(join(ws, 'dir', CONFIG), { recursive: true });
    });
    // The workspace is a child of a directory holding another (invalid) config next to it.
    const parent = tempDir('cca-parent-');
    makeWorkspace({ [`outside/${CONFIG}`]: 'name: 1\n' }, parent);
    outside = join(parent, 'outside', CONFIG);
    const escapeWs = join(parent, 'ws');
    makeWorkspace(BASE, escapeWs);
    cases['escape'] = { workspace: escapeWs, inputs: { files: `../*/${CONFIG}\n**/${CONFIG}` } };
    cases['escape-dotdot'] = { workspace: escapeWs, inputs: { files: `**/${CONFIG}\nsub/../../outside/${CONFIG}` } };
    cases['escape-absolute'] = { workspace: escapeWs, inputs: { files: `**/${CONFIG}\n${outside}` } };
    cases['absolute-inside'] = { workspace: escapeWs, inputs: { files: join(escapeWs, BAD) } };

    const names = Object.keys(cases);
    const results = await Promise.all(
      names.map((n) => runAction({ ...cases[n]!, node: node.path, timeoutMs: 30_000 })),
    );
    names.forEach((n, i) => (runs[n] = results[i]!));
  }, 120_000);

  it('malformed YAML: a yaml-syntax error at the parser position', () => {
    const a = expectOneFinding(runs['malformed']!, 'yaml-syntax');
    const at = yamlErrorAt(MALFORMED);
    expect(a).toMatchObject({ line: at.line, column: at.column });
  });

  it('binary bytes (NUL, 0xFF) named component_config.yaml: not-utf8', () => {
    const a = expectOneFinding(runs['binary']!, 'not-utf8');
    expect(a).toMatchObject({ line: 1, column: 2 });
    expect(a.message).toContain('0xff');
  });

  it('a 2 MB file: file-too-large at the start, without reading it as YAML', () => {
    const a = expectOneFinding(runs['big']!, 'file-too-large');
    expect(a).toMatchObject({ line: 1, column: 1 });
  });

  // It ends: expanding the bomb would take far longer than the 30 s the run is given before it
  // is killed (expectOneFinding checks it was not). How fast it ends is for npm run bench.
  it('an alias bomb (billion laughs): too-complex, without expanding it', () => {
    expectOneFinding(runs['laughs']!, 'too-complex');
  });

  it('10,000 nested `[`: too-deep', () => {
    const a = expectOneFinding(runs['deep']!, 'too-deep');
    expect(a.line).toBe(3);
  });

  it('!!python/object/apply:os.system: unsupported-tag at the tag, nothing executed', () => {
    const a = expectOneFinding(runs['python']!, 'unsupported-tag');
    expect(a).toMatchObject({ line: 1, column: 7, title: 'unsupported-tag: name' });
    expect(a.message).toContain('python/object/apply:os.system');
    expect(existsSync(marker)).toBe(false);
  });

  it('a path with spaces and unicode: named exactly, linked in the summary', () => {
    const r = runs['unicode']!;
    const file = `comp onent/ünï/${CONFIG}`;
    const a = expectOneFinding(r, 'wrong-type', file);
    expect(a).toMatchObject({ line: 2, column: 10, endLine: 2, endColumn: 14 });
    expect(summaryHasLink(r.summary, file, 2), r.summary).toBe(true);
  });

  it('a symlink loop (ln -s .. loop): ends with one symlink-loop warning, each file once', () => {
    const r = runs['loop']!;
    expectEndedCleanly(r);
    const warnings = r.commands.filter((c) => c.name === 'warning');
    expect(warnings, describeRun(r)).toHaveLength(1);
    const w = warnings[0]!;
    expect(`${w.properties['title'] ?? ''} ${w.message}`).toContain('symlink-loop');
    expect(`${w.properties['file'] ?? ''} ${w.message}`).toContain('loopdir/loop');
    expect(r.annotations.filter((a) => a.severity === 'error').map((a) => a.file)).toEqual([BAD]);
    expectOthersChecked(r);
    expect(r.code).toBe(1);
    expect(r.outputs).toMatchObject({ 'files-checked': '3', 'files-invalid': '1', errors: '1', warnings: '1' });
    expect(r.messages.at(-1)!.message).toBe(failureLine(1, 3, 1, 1));
  });

  it('unreadable files (a dangling symlink, a directory named component_config.yaml): unreadable-file each', () => {
    const r = runs['unreadable']!;
    expectEndedCleanly(r);
    for (const f of [`dangling/${CONFIG}`, `dir/${CONFIG}`]) {
      const mine = annotationsFor(r, f);
      expect(
        mine.map((a) => a.code),
        `${f}\n${describeRun(r)}`,
      ).toEqual(['unreadable-file']);
      expect(mine[0]).toMatchObject({ severity: 'error', line: 1, column: 1 });
    }
    expectOthersChecked(r);
    expect(r.code).toBe(1);
    expect(r.annotations).toHaveLength(3);
    expect(r.messages.at(-1)!.message).toBe(failureLine(3, 4, 3, 0));
  });

  // A pattern that reaches outside the workspace is a bad input value: the step fails at once
  // with one line naming the pattern, before any file is read.
  it.each([
    ['escape', `../*/${CONFIG}`],
    ['escape-dotdot', `sub/../../outside/${CONFIG}`],
    ['escape-absolute', '<outside>'],
  ])('a pattern escaping the workspace (%s): one line naming it, nothing outside read', (name, pattern) => {
    const r = runs[name]!;
    const p = pattern === '<outside>' ? outside : pattern;
    expectEndedCleanly(r);
    expect(r.code, describeRun(r)).toBe(1);
    const lines = r.commands.filter((c) => c.name === 'error' || c.name === 'warning');
    expect(lines, describeRun(r)).toHaveLength(1);
    expect(lines[0]!.name).toBe('error');
    expect(lines[0]!.message).toContain(`"${p}"`);
    expect(lines[0]!.message).toContain('files');
    expect(r.annotations).toEqual([]);
    expect(r.stdout).not.toContain('wrong-type');
  });

  it('an absolute pattern inside the workspace is fine', () => {
    const r = runs['absolute-inside']!;
    expectEndedCleanly(r);
    expect(
      r.annotations.map((a) => a.file),
      describeRun(r),
    ).toEqual([BAD]);
    expect(r.outputs).toMatchObject({ 'files-checked': '1' });
  });
});
