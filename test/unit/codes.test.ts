// Every finding code is produced somewhere users can see it happen. A code the pure checker makes
// has a complete example file under test/fixtures/codes/<code>/, whose last line names the places
// the finding must point at (`# expect: <code> at L:C, ...`); the README's example for the code
// (CODES[code].example) stands in that file. Codes that need the file system or a fault are made
// here by the real search and file checks, with the fault injected where root could not cause it.

import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkBytes } from '../checker.js';
import { symlink } from './links.js';
import { type CodeInfo, CODES, type Code } from '../../src/config/findings.js';
import { SOURCE_CODES } from '../../src/config/read/problems.js';
import { MAX_FILE_BYTES } from '../../src/config/read/source.js';
import { readPolicyText } from '../checker.js';
import { exampleOptions } from '../../src/tools/codes-page.js';

const ROOT = fileURLToPath(new URL('../fixtures/codes/', import.meta.url));
const CONFIG = 'component_config.yaml';
const folders = readdirSync(ROOT).sort();

/** The codes made outside the pure checker, each proven by the test of the same name below. */
const ELSEWHERE = [
  'file-too-large',
  'unreadable-file',
  'missing-api-module',
  'missing-source',
  'outside-workspace',
  'internal-error',
  'unreadable-directory',
  'symlink-loop',
  'policy-unknown-key',
  'policy-unknown-code',
  'policy-invalid-value',
  'policy-locked-code',
  'policy-invalid-pattern',
] as const satisfies readonly Code[];

function expectedPlaces(text: string): { code: string; places: string[] } {
  const m = /^# expect: ([a-z0-9-]+) at (\d+:\d+(?:, \d+:\d+)*)\n$/m.exec(text.slice(text.lastIndexOf('\n# expect:')));
  if (!m) throw new Error('the last line must be "# expect: <code> at L:C[, L:C...]"');
  return { code: m[1]!, places: m[2]!.split(', ') };
}

describe('finding codes', () => {
  it('each has an example folder or a test below, never both, and nothing else is there', () => {
    const codes = Object.keys(CODES).sort();
    const elsewhere: readonly string[] = ELSEWHERE;
    expect([...folders, ...elsewhere].sort()).toEqual(codes);
    expect(folders.filter((f) => elsewhere.includes(f))).toEqual([]);
  });

  it.each(folders)('%s: its example file yields it exactly at the marked places', (code) => {
    const bytes = readFileSync(join(ROOT, code, CONFIG));
    const text = bytes.toString('latin1');
    const marked = expectedPlaces(text);
    expect(marked.code).toBe(code);
    // A code only a policy makes has the policy file beside its example.
    const options = exampleOptions(new URL(`${code}/`, pathToFileURL(ROOT)));
    const found = checkBytes(CONFIG, new Uint8Array(bytes), options).findings.filter((f) => f.code === code);
    expect(found.map((f) => `${f.line}:${f.column}`)).toEqual(marked.places);
  });

  it.each(folders)('%s: the README example stands in the example file', (code) => {
    const example = CODES[code as Code].example;
    if (example.startsWith('(')) return; // a description of a file, not YAML: the file is the example
    const lines = readFileSync(join(ROOT, code, CONFIG), 'latin1').split('\n');
    for (const part of example.split('\\n')) {
      expect(
        lines.some((l) => l.includes(part)),
        `"${part}" in ${code}/${CONFIG}`,
      ).toBe(true);
    }
  });

  it('a code after which the file was not read as data is locked, and one that also names a file that was read cannot be silenced', () => {
    for (const code of SOURCE_CODES) expect(CODES[code], code).toMatchObject({ notRead: true, notSuppressible: true });
    for (const [code, info] of Object.entries(CODES) as Array<[Code, CodeInfo]>) {
      if (info.notRead) expect(info.locked, code).toBeTruthy();
    }
    // Not read, but nothing in the file could carry the comment: outside-workspace's path was never opened.
    const unsilenceable = (Object.keys(CODES) as Code[]).filter((c) => (CODES[c] as CodeInfo).notSuppressible);
    expect(unsilenceable.sort()).toEqual(
      [
        ...SOURCE_CODES,
        'not-a-mapping',
        'unreadable-file',
        'internal-error',
        'unused-ignore',
        'suppression-not-allowed',
      ].sort(),
    );
  });
});

describe('finding codes made outside the pure checker', () => {
  let dir = '';
  const workspace = (files: Record<string, string>): string => {
    dir = mkdtempSync(join(tmpdir(), 'codes-'));
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(join(dir, name, '..'), { recursive: true });
      writeFileSync(join(dir, name), text);
    }
    return dir;
  };
  afterEach(() => {
    vi.doUnmock('node:fs');
    vi.doUnmock('../../src/config/check.js');
    vi.resetModules();
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = '';
  });
  const codesOf = (findings: ReadonlyArray<{ code: string }>) => findings.map((f) => f.code);

  it('file-too-large', () => {
    const head = new TextEncoder().encode('name: x\n');
    expect(codesOf(checkBytes(CONFIG, head, { size: MAX_FILE_BYTES + 1 }).findings)).toEqual(['file-too-large']);
  });

  it('unreadable-file', async () => {
    const ws = workspace({ 'a/x': '' });
    mkdirSync(join(ws, 'a', CONFIG));
    const { checkFiles } = await import('../../src/run/check-files.js');
    const r = await checkFiles([`a/${CONFIG}`], { workspace: ws, failOnDeprecated: false, checkPaths: false });
    expect(codesOf(r.findings)).toEqual(['unreadable-file']);
  });

  it('missing-api-module and missing-source', async () => {
    const ws = workspace({
      [`c/${CONFIG}`]: 'name: x\nbuild_config:\n  package_data: [[data/missing, /opt/x]]\n',
    });
    const { checkFiles } = await import('../../src/run/check-files.js');
    const r = await checkFiles([`c/${CONFIG}`], { workspace: ws, failOnDeprecated: false, checkPaths: true });
    expect(codesOf(r.findings).sort()).toEqual(['missing-api-module', 'missing-source']);
  });

  it('internal-error', async () => {
    const ws = workspace({ [`a/${CONFIG}`]: 'name: a\n', [`b/${CONFIG}`]: 'name: b\nversion: 1.10\n' });
    // A checker bug cannot be caused from outside; inject one for file a and see b still checked.
    vi.doMock('../../src/config/check.js', async (original) => {
      const real = await original<typeof import('../../src/config/check.js')>();
      return {
        ...real,
        checkBytes: (
          file: string,
          ...rest: Parameters<typeof real.checkBytes> extends [string, ...infer R] ? R : never
        ) => {
          if (file.startsWith('a/')) throw new TypeError('injected fault');
          return real.checkBytes(file, ...rest);
        },
      };
    });
    const { checkFiles } = await import('../../src/run/check-files.js');
    const told: string[] = [];
    const r = await checkFiles([`a/${CONFIG}`, `b/${CONFIG}`], {
      workspace: ws,
      failOnDeprecated: false,
      checkPaths: false,
      onInternalError: (file, e) => told.push(`${file}: ${e.message}`),
    });
    expect(r.findings.map((f) => `${f.file} ${f.code}`)).toEqual([
      `a/${CONFIG} internal-error`,
      `b/${CONFIG} wrong-type`,
    ]);
    expect(told).toEqual([`a/${CONFIG}: injected fault`]);
  });

  it('unreadable-directory', async () => {
    const ws = workspace({ [`ok/${CONFIG}`]: 'name: a\n', [`locked/${CONFIG}`]: 'name: b\n' });
    // Injected, not made with chmod 000: root reads such a directory anyway (CI runs as root), and
    // Windows has no such mode (its ACLs are not POSIX bits). Refused the way the system would.
    vi.doMock('node:fs', async (original) => {
      const real = await original<typeof import('node:fs')>();
      const readdirSync = ((p: string, ...rest: unknown[]) => {
        if (basename(String(p)) === 'locked') throw Object.assign(new Error('permission denied'), { code: 'EACCES' });
        return (real.readdirSync as (...a: unknown[]) => unknown)(p, ...rest);
      }) as typeof real.readdirSync;
      return { ...real, default: { ...real, readdirSync }, readdirSync };
    });
    const { findFiles } = await import('../../src/workspace/files.js');
    const search = findFiles(ws, ['**/component_config.yaml']);
    expect(search.files).toEqual([`ok/${CONFIG}`]);
    expect(search.findings.map((f) => `${f.file} ${f.code}`)).toEqual(['locked unreadable-directory']);
  });

  it('outside-workspace', async () => {
    const ws = workspace({ [`ws/a/${CONFIG}`]: 'name: a\n', 'secret.yaml': 'name: 1\n' });
    mkdirSync(join(ws, 'ws', 'b'));
    symlink('../../secret.yaml', join(ws, 'ws', 'b', CONFIG));
    const { checkFiles } = await import('../../src/run/check-files.js');
    const r = await checkFiles([`b/${CONFIG}`], {
      workspace: join(ws, 'ws'),
      failOnDeprecated: false,
      checkPaths: false,
    });
    expect(codesOf(r.findings)).toEqual(['outside-workspace']);
  });

  it('symlink-loop', async () => {
    const ws = workspace({ [`a/${CONFIG}`]: 'name: a\n' });
    symlink('..', join(ws, 'a', 'loop'));
    const { findFiles } = await import('../../src/workspace/files.js');
    const search = findFiles(ws, ['**/component_config.yaml']);
    expect(search.files).toEqual([`a/${CONFIG}`]);
    expect(search.findings.map((f) => `${f.file} ${f.code}`)).toEqual(['a/loop symlink-loop']);
  });
});

describe('finding codes of the policy file', () => {
  // Made on .component-config-check.yaml, not on a config: each from its README example.
  it.each([
    ['policy-unknown-key', '1:1'],
    ['policy-unknown-code', '1:12'],
    ['policy-invalid-value', '1:30'],
    ['policy-locked-code', '1:12'],
    ['policy-invalid-pattern', '1:9'],
  ] as const)('%s', (code, place) => {
    const { policy, findings } = readPolicyText('.component-config-check.yaml', `${CODES[code].example}\n`);
    expect(policy).toBeUndefined();
    expect(findings.map((f) => `${f.code} at ${f.line}:${f.column}`)).toEqual([`${code} at ${place}`]);
  });
});
