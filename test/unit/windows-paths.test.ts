// Windows' paths, on any machine: the functions that turn the file system's paths into the
// paths GitHub and the policy name files by take the path flavour, and here run with path.win32
// (`\`, drive letters, `..\x`, another drive) on a runner's paths. Whatever the input, what a
// finding, an annotation's file=, a summary link or the policy's matching gets is `/`-separated
// and relative to the repository.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { policyTarget } from '../../src/action/policy-inputs.js';
import { FILE_START, finding } from '../../src/config/findings.js';
import { parsePatterns } from '../../src/config/globs.js';
import { annotate } from '../../src/report/annotations.js';
import { url } from '../../src/report/markdown.js';
import { commandWriter } from '../../src/report/workflow-commands.js';
import { policyPathOf } from '../../src/run/check-files.js';
import { filePolicy } from '../../src/run/levels.js';
import { Folders } from '../../src/lsp/folders.js';
import { findFiles, workspacePatterns } from '../../src/workspace/files.js';
import { pathBelow, slashed } from '../../src/workspace/repo-path.js';
import { readPolicyText } from '../checker.js';

const win = path.win32;
const WS = 'D:\\a\\repo\\repo'; // GITHUB_WORKSPACE on GitHub's Windows runners
const CONFIG = 'component_config.yaml';

describe('pathBelow and slashed, as Windows', () => {
  it.each([
    [`${WS}\\svc\\${CONFIG}`, `svc/${CONFIG}`],
    [`${WS}/svc/${CONFIG}`, `svc/${CONFIG}`], // git and the runner also write D:/a/…
    [`d:\\A\\REPO\\repo\\svc\\${CONFIG}`, `svc/${CONFIG}`], // drive letters and names in any case
    [`${WS}\\..data\\${CONFIG}`, `..data/${CONFIG}`], // a name starting with `..` is below
    [WS, ''],
    [`${WS}\\..\\other\\${CONFIG}`, undefined],
    [`E:\\a\\repo\\repo\\${CONFIG}`, undefined], // another drive: no relative path leads there
    [`\\\\server\\share\\${CONFIG}`, undefined],
  ])('%s → %s', (file, expected) => {
    expect(pathBelow(WS, file, win)).toBe(expected);
  });

  it('joins a relative path with / on Windows and leaves it alone on POSIX', () => {
    expect(slashed('svc\\a\\component_config.yaml', win)).toBe('svc/a/component_config.yaml');
    expect(slashed('svc/a\\b', path.posix)).toBe('svc/a\\b'); // `\` is a character of a POSIX name
  });
});

describe('input "files" on a Windows runner', () => {
  const patterns = (lines: string[]) => parsePatterns(lines, workspacePatterns(WS, win));
  const matches = (lines: string[], file: string) => patterns(lines).some((p) => p.regex.test(file));

  it('takes absolute patterns with either separator, and `\\` as a separator', () => {
    for (const line of [`${WS}\\svc\\*.yaml`, `${WS.replace(/\\/g, '/')}/svc/*.yaml`, 'svc\\*.yaml', 'svc/*.yaml'])
      expect(patterns([line]).map((p) => [p.base, p.regex.test(`svc/${CONFIG}`)])).toEqual([['svc', true]]);
    expect(matches([`${WS}\\**\\${CONFIG}`], `a/b/${CONFIG}`)).toBe(true);
  });

  it('refuses a pattern on another drive or above the workspace', () => {
    expect(() => patterns([`E:\\repo\\${CONFIG}`])).toThrow(/points outside the workspace \(D:\\a\\repo\\repo\)/);
    expect(() => patterns([`${WS}\\..\\${CONFIG}`])).toThrow(/outside the workspace/);
  });

  it('takes a directory whose name starts with ".." as the workspace\'s (it was refused)', () => {
    expect(matches([`${WS}\\..data\\${CONFIG}`], `..data/${CONFIG}`)).toBe(true);
  });
});

describe('a directory named "..data" (any system)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dotdot-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('is searched when given as an absolute pattern (it was refused as outside the workspace)', () => {
    fs.mkdirSync(path.join(dir, '..data'));
    fs.writeFileSync(path.join(dir, '..data', CONFIG), 'name: a\n');
    expect(findFiles(dir, [path.join(dir, '..data', CONFIG)]).files).toEqual([`..data/${CONFIG}`]);
  });
});

describe('the policy file on a Windows runner', () => {
  it.each([
    ['ci\\policy.yaml', 'ci/policy.yaml'],
    [`${WS}\\.component-config-check.yaml`, '.component-config-check.yaml'],
    ['E:\\policy.yaml', 'E:\\policy.yaml'], // outside: named as given
    ['..\\policy.yaml', '..\\policy.yaml'],
  ])('policy-file %s is named %s in findings', (policyFile, shown) => {
    expect(policyTarget({ workspace: WS, policyFile }, policyFile, win)?.shown).toBe(shown);
  });

  it("matches files and overrides against /-separated paths from the policy file's directory", () => {
    const { policy } = readPolicyText(
      '.component-config-check.yaml',
      'overrides:\n  - files: [a/**]\n    severity: {unusual-platform: off}\n',
    );
    const rel = policyPathOf(`${WS}\\svc`, WS, `svc/a/${CONFIG}`, win);
    expect(rel).toBe(`a/${CONFIG}`);
    expect(filePolicy(policy, rel)?.levels).toMatchObject({ 'unusual-platform': 'off' });
    expect(policyPathOf(WS, WS, `svc/a/${CONFIG}`, win)).toBe(`svc/a/${CONFIG}`);
  });
});

describe("a finding's file, from a Windows path to the annotation and the summary's link", () => {
  it('is the /-separated repository path', () => {
    const file = pathBelow(WS, `${WS}\\svc\\comp onent\\${CONFIG}`, win)!;
    const f = finding('wrong-type', file, { line: 2, column: 7, endLine: 2, endColumn: 9 }, 'name', 'is 1');
    let out = '';
    annotate(
      [f, finding('missing-api-module', file, FILE_START, '', 'missing')],
      commandWriter((t) => (out += t)),
    );
    expect(out.split('\n').map((l) => /file=([^,]*)/.exec(l)?.[1])).toEqual([
      `svc/comp onent/${CONFIG}`,
      `svc/comp onent/${CONFIG}`,
      undefined,
    ]);
    expect(url({ serverUrl: 'https://github.com', repository: 'o/r', sha: 'abc' }, file, 2)).toBe(
      `https://github.com/o/r/blob/abc/svc/comp%20onent/${CONFIG}#L2`,
    );
  });
});

describe("the language server's folders on Windows", () => {
  // VS Code writes the drive letter in lower case and its colon escaped; the folder came as a path.
  const folders = new Folders([WS, `${WS}\\svc`], { path: win, fromUri: (u) => fileURLToPath(u, { windows: true }) });

  it('place a document by its URI in the innermost folder, with a /-separated path', () => {
    expect(folders.locate(`file:///d%3A/a/repo/repo/svc/a/${CONFIG}`)).toMatchObject({
      folder: { root: `${WS}\\svc` },
      rel: `a/${CONFIG}`,
    });
    const top = folders.locate(`file:///D:/a/repo/repo/other/${CONFIG}`)!;
    expect(top).toMatchObject({ folder: { root: WS }, rel: `other/${CONFIG}` });
    expect(folders.selected(top)).toBe(true);
    expect(folders.isPolicy(folders.locate('file:///d%3A/a/repo/repo/.component-config-check.yaml')!)).toBe(true);
  });

  it('leave a document on another drive in no folder, named by its file name', () => {
    expect(folders.locate(`file:///e%3A/a/repo/repo/${CONFIG}`)).toEqual({ folder: undefined, rel: CONFIG });
  });
});
