// The repository root and the checked-out commit, read from git's files in real repositories
// made here (git itself makes them, so the layouts are git's own).

import { git } from '../e2e/clients.js';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { headCommit, readHead, RepoPaths, repoAbove } from '../../src/workspace/repo.js';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function temp(): string {
  const d = mkdtempSync(path.join(tmpdir(), 'cca-repo-'));
  dirs.push(d);
  return d;
}

function commit(repo: string, file: string, text: string): string {
  mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
  writeFileSync(path.join(repo, file), text);
  git(repo, 'add', '-A');
  git(repo, 'commit', '-q', '-m', file);
  return git(repo, 'rev-parse', 'HEAD');
}

describe('readHead', () => {
  it('reads a branch (loose, then packed), a detached HEAD, a worktree and an unborn branch', () => {
    const repo = temp();
    git(repo, 'init', '-q', '-b', 'main');
    const none = repoAbove(repo, repo)!;
    expect(readHead(none)).toEqual({ reason: 'HEAD is refs/heads/main, which names no commit yet' });

    const first = commit(repo, 'a.txt', '1');
    expect(readHead(none)).toEqual({ sha: first, ref: 'refs/heads/main' });
    git(repo, 'pack-refs', '--all');
    expect(readHead(none)).toEqual({ sha: first, ref: 'refs/heads/main' });

    const second = commit(repo, 'b.txt', '2');
    git(repo, 'checkout', '-q', '--detach', first);
    expect(readHead(none)).toEqual({ sha: first });

    // A worktree: `.git` is a file naming its git directory, whose refs live in the common one.
    const wt = path.join(temp(), 'wt');
    git(repo, 'worktree', 'add', '-q', '-b', 'side', wt, second);
    const side = repoAbove(path.join(wt, 'deep', 'er'), wt)!;
    expect(side.root).toBe(wt);
    expect(readHead(side)).toEqual({ sha: second, ref: 'refs/heads/side' });
  });
});

describe('headCommit', () => {
  it("is the workspace's own HEAD commit, as git names it, and nothing outside a checkout or before a commit", () => {
    const repo = temp();
    expect(headCommit(repo)).toBeUndefined();
    git(repo, 'init', '-q', '-b', 'main');
    expect(headCommit(repo)).toBeUndefined();
    const first = commit(repo, 'a.txt', '1');
    expect(headCommit(repo)).toBe(first);
    // Only the workspace's own `.git` counts, not one above it (the policy was read from this tree).
    mkdirSync(path.join(repo, 'below'));
    expect(headCommit(path.join(repo, 'below'))).toBeUndefined();
    git(repo, 'pack-refs', '--all');
    expect(headCommit(repo)).toBe(first);
  });
});

describe('RepoPaths', () => {
  it('places files from their repository root: below the workspace, at it, or in none', () => {
    const ws = temp();
    const repo = path.join(ws, 'checkout');
    mkdirSync(repo);
    git(repo, 'init', '-q', '-b', 'main');
    writeFileSync(path.join(ws, 'loose.yaml'), '');
    const paths = new RepoPaths(ws);
    expect(paths.place('checkout/p/component_config.yaml')).toBe('p/component_config.yaml');
    expect(paths.place('loose.yaml')).toBe('loose.yaml');
    expect(paths.inRepo('checkout/p/../q/x.py', paths.repoOf('checkout/p/c.yaml'))).toBe('q/x.py');

    // A `.git` above the workspace is not this checkout's: never looked at.
    const below = new RepoPaths(path.join(repo, 'sub'));
    expect(below.place('p/component_config.yaml')).toBe('p/component_config.yaml');
    expect(below.repoOf('p/component_config.yaml')).toBeUndefined();
    expect(repoAbove(path.join(repo, 'sub', 'p'), path.join(repo, 'sub'))).toBeUndefined();
    expect(new RepoPaths(repo).place('p/component_config.yaml')).toBe('p/component_config.yaml');
  });
});
