import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFiles, readLimited } from '../../src/workspace/files.js';
import { globToRegExp, PatternError } from '../../src/config/globs.js';
import { symlink } from './links.js';

describe('globToRegExp', () => {
  it.each([
    ['**/component_config.yaml', 'component_config.yaml', true],
    ['**/component_config.yaml', 'a/b/c/component_config.yaml', true],
    ['**/component_config.yaml', 'a/xcomponent_config.yaml', false],
    ['a/*/component_config.yaml', 'a/b/component_config.yaml', true],
    ['a/*/component_config.yaml', 'a/b/c/component_config.yaml', false],
    ['a/**', 'a/b/c', true],
    ['a/**/x.yaml', 'a/x.yaml', true],
    ['comp?/c.yaml', 'comp1/c.yaml', true],
    ['comp?/c.yaml', 'comp12/c.yaml', false],
    ['[ab]/c.yaml', 'b/c.yaml', true],
    ['[!ab]/c.yaml', 'b/c.yaml', false],
    ['{x,y}/c.yaml', 'y/c.yaml', true],
    ['a.b/c.yaml', 'aXb/c.yaml', false],
    ['(x)/c+.yaml', '(x)/c+.yaml', true],
  ])('%s against %s: %s', (glob, file, matches) => {
    expect(globToRegExp(glob).test(file)).toBe(matches);
  });
});

describe('findFiles', () => {
  let ws: string;
  const touch = (rel: string, text = 'name: x\n') => {
    fs.mkdirSync(path.dirname(path.join(ws, rel)), { recursive: true });
    fs.writeFileSync(path.join(ws, rel), text);
  };

  beforeAll(() => {
    ws = fs.mkdtempSync(path.join(os.tmpdir(), 'files-'));
    touch('component_config.yaml');
    touch('b/component_config.yaml');
    touch('a/z/component_config.yaml');
    touch('a/legacy/component_config.yaml');
    touch('comp onent/ünï/component_config.yaml');
    touch('.hidden/component_config.yaml');
    touch('node_modules/pkg/component_config.yaml');
    touch('.git/component_config.yaml');
    touch('a/other.yaml');
    symlink('..', path.join(ws, 'a/loop'));
    symlink('missing-target', path.join(ws, 'b/dangling'));
  });
  afterAll(() => fs.rmSync(ws, { recursive: true, force: true }));

  it('finds every config, sorted, never under node_modules or .git, and reports the loop', () => {
    const found = findFiles(ws, ['**/component_config.yaml']);
    expect(found.files).toEqual([
      '.hidden/component_config.yaml',
      'a/legacy/component_config.yaml',
      'a/z/component_config.yaml',
      'b/component_config.yaml',
      'comp onent/ünï/component_config.yaml',
      'component_config.yaml',
    ]);
    expect(found.findings.map((f) => [f.code, f.file, f.severity])).toEqual([['symlink-loop', 'a/loop', 'warning']]);
  });

  it('applies excludes and static bases', () => {
    expect(findFiles(ws, ['a/**/component_config.yaml', '!a/legacy/**']).files).toEqual(['a/z/component_config.yaml']);
    expect(findFiles(ws, ['b/component_config.yaml']).files).toEqual(['b/component_config.yaml']);
    expect(findFiles(ws, ['nowhere/**/component_config.yaml']).files).toEqual([]);
  });

  it('refuses patterns that leave the workspace, naming the pattern', () => {
    expect(() => findFiles(ws, ['../*/component_config.yaml'])).toThrow(PatternError);
    expect(() => findFiles(ws, ['../*/component_config.yaml'])).toThrow(/"\.\.\/\*\/component_config\.yaml"/);
    expect(() => findFiles(ws, ['/etc/**'])).toThrow(/outside the workspace/);
  });

  it('accepts an absolute pattern inside the workspace', () => {
    expect(findFiles(ws, [`${ws}/b/*.yaml`]).files).toEqual(['b/component_config.yaml']);
  });

  it('reads at most the limit and says why a path cannot be read', () => {
    touch('big.yaml', 'x'.repeat(5000));
    const big = readLimited(path.join(ws, 'big.yaml'), 1000);
    expect(big.bytes?.length).toBe(1001);
    expect(big.size).toBe(5000);
    expect(readLimited(path.join(ws, 'b/dangling'), 10).problem).toBe(
      'cannot be read: it is a symbolic link to a file that does not exist',
    );
    expect(readLimited(path.join(ws, 'a'), 10).problem).toBe('is a directory, not a file');
    expect(readLimited(path.join(ws, 'no-such-file.yaml'), 10).problem).toBe('does not exist');
  });

  it("reads a file the search found in one read, within the limit, and copies it out of the thread's buffer", () => {
    touch('big2.yaml', 'y'.repeat(5000));
    touch('small.yaml', 'name: a\n');
    const big = readLimited(path.join(ws, 'big2.yaml'), 1000, { noFollow: true });
    expect(big.bytes?.length).toBe(1001);
    expect(big.size).toBe(5000);
    const small = readLimited(path.join(ws, 'small.yaml'), 1000, { noFollow: true });
    expect(Buffer.from(small.bytes!).toString()).toBe('name: a\n');
    expect(small.size).toBeUndefined();
    // The next read reuses the buffer: the bytes given before stay as they were.
    readLimited(path.join(ws, 'big2.yaml'), 1000, { noFollow: true });
    expect(Buffer.from(small.bytes!).toString()).toBe('name: a\n');
    expect(readLimited(path.join(ws, 'a'), 10, { noFollow: true }).problem).toBe('is a directory, not a file');
    expect(readLimited(path.join(ws, 'b/dangling'), 10, { noFollow: true }).linked).toBe(true);
  });
});
