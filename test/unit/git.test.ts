// git.ts against real git repositories: a file at a commit and a commit's parents, as git reads
// them, whatever the environment's GIT_* variables say.

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { commitParents, fileAtCommitGit } from '../../src/workspace/git.js';
import { gitAt } from '../../src/workspace/repo.js';
import { requireClient } from '../e2e/clients.js';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

const ENV = {
  PATH: process.env['PATH'] ?? '/usr/bin:/bin',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_AUTHOR_NAME: 'Octo Cat',
  GIT_AUTHOR_EMAIL: 'octocat@example.com',
  GIT_COMMITTER_NAME: 'Octo Cat',
  GIT_COMMITTER_EMAIL: 'octocat@example.com',
};

function git(cwd: string, args: string[], input?: Buffer): string {
  const r = spawnSync(requireClient('git'), args, { cwd, env: { ...ENV, HOME: cwd }, input });
  if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr.toString()}`);
  return r.stdout.toString().trim();
}

function repo(files: Record<string, string>): { dir: string; sha: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cca-git-'));
  dirs.push(dir);
  git(dir, ['init', '-q', '-b', 'main']);
  for (const [f, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
    fs.writeFileSync(path.join(dir, f), text);
  }
  git(dir, ['add', '-A']);
  git(dir, ['commit', '-q', '--allow-empty', '-m', 'c']);
  return { dir, sha: git(dir, ['rev-parse', 'HEAD']) };
}

const entry = (mode: string, name: string, sha: string) =>
  Buffer.concat([Buffer.from(`${mode} ${name}\0`), Buffer.from(sha, 'hex')]);
const tree = (dir: string, body: Buffer) =>
  git(dir, ['hash-object', '-t', 'tree', '-w', '--literally', '--stdin'], body);

describe('fileAtCommitGit', () => {
  const { dir, sha } = repo({ 'a/p.yaml': 'x: 1\n', 'top.yaml': 'y: 2\n' });
  fs.symlinkSync('top.yaml', path.join(dir, 'link.yaml'));
  fs.symlinkSync('a', path.join(dir, 'linkdir'));
  git(dir, ['add', '-A']);
  git(dir, ['commit', '-q', '-m', 'links']);
  const withLinks = git(dir, ['rev-parse', 'HEAD']);
  const r = gitAt(dir)!;

  it('reads a file, and says absent, a directory, a link, a path through a link', () => {
    const got = fileAtCommitGit(ENV, r, sha, 'a/p.yaml');
    expect(got.kind === 'ok' && got.file.kind === 'file' && Buffer.from(got.file.bytes).toString()).toBe('x: 1\n');
    expect(fileAtCommitGit(ENV, r, sha, 'nope.yaml')).toEqual({ kind: 'ok', file: { kind: 'absent' } });
    expect(fileAtCommitGit(ENV, r, sha, 'a')).toEqual({
      kind: 'ok',
      file: { kind: 'not-a-file', what: 'a directory' },
    });
    expect(fileAtCommitGit(ENV, r, withLinks, 'link.yaml')).toEqual({
      kind: 'ok',
      file: { kind: 'not-a-file', what: 'a symbolic link' },
    });
    expect(fileAtCommitGit(ENV, r, withLinks, 'linkdir/p.yaml')).toEqual({ kind: 'ok', file: { kind: 'absent' } });
  });

  it('a commit not in the objects is no-commit, not absent', () => {
    expect(fileAtCommitGit(ENV, r, 'a'.repeat(40), 'a/p.yaml')).toEqual({ kind: 'no-commit' });
  });

  it.each(['040000', '100664', '100755'])('reads through the mode %s as git does', (mode) => {
    const blob = git(dir, ['rev-parse', `${sha}:a/p.yaml`]);
    const inner = tree(dir, entry(mode === '040000' ? '100644' : mode, 'p.yaml', blob));
    const root = tree(dir, entry(mode === '040000' ? '040000' : '40000', 'a', inner));
    const c = git(dir, ['commit-tree', root, '-m', mode]);
    const got = fileAtCommitGit(ENV, r, c, 'a/p.yaml');
    expect(got.kind === 'ok' && got.file.kind === 'file' && Buffer.from(got.file.bytes).toString()).toBe('x: 1\n');
  });

  it("ignores the environment's GIT_DIR, GIT_OBJECT_DIRECTORY and GIT_ALTERNATE_OBJECT_DIRECTORIES", () => {
    const other = repo({ 'a/p.yaml': 'other: 1\n' });
    const hostile = {
      ...ENV,
      GIT_DIR: path.join(other.dir, '.git'),
      GIT_OBJECT_DIRECTORY: path.join(other.dir, '.git', 'objects'),
      GIT_ALTERNATE_OBJECT_DIRECTORIES: path.join(other.dir, '.git', 'objects'),
    };
    expect(fileAtCommitGit(hostile, r, other.sha, 'a/p.yaml')).toEqual({ kind: 'no-commit' });
    const got = fileAtCommitGit(hostile, r, sha, 'a/p.yaml');
    expect(got.kind === 'ok' && got.file.kind === 'file' && Buffer.from(got.file.bytes).toString()).toBe('x: 1\n');
  });
});

describe('commitParents', () => {
  it("a merge commit's parents, in order; in a depth-1 clone too", () => {
    const { dir, sha: first } = repo({ x: '1\n' });
    git(dir, ['checkout', '-q', '-b', 'f']);
    fs.writeFileSync(path.join(dir, 'y'), '2\n');
    git(dir, ['add', '-A']);
    git(dir, ['commit', '-q', '-m', 'f']);
    const second = git(dir, ['rev-parse', 'HEAD']);
    git(dir, ['checkout', '-q', 'main']);
    git(dir, ['merge', '-q', '--no-ff', '-m', 'm', 'f']);
    const merge = git(dir, ['rev-parse', 'HEAD']);
    expect(commitParents(ENV, gitAt(dir)!, merge)).toEqual({ kind: 'ok', parents: [first, second] });
    const clone = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cca-git-clone-')), 'c');
    dirs.push(path.dirname(clone));
    git(dir, ['clone', '-q', '--depth', '1', `file://${dir}`, clone]);
    expect(commitParents(ENV, gitAt(clone)!, merge)).toEqual({ kind: 'ok', parents: [first, second] });
    expect(commitParents(ENV, gitAt(clone)!, first)).toEqual({ kind: 'no-commit' });
  });
});
