// The reader of a file at a commit from git's objects, held to git itself (`git show
// <commit>:<path>`) on real repositories: loose objects, packs with delta chains (offset and
// reference deltas, an aggressive repack), a worktree, borrowed objects (alternates), a shallow
// clone without the commit, SHA-256 repositories; and what the objects cannot settle is
// `unavailable`, never a guess.

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { git, requireClient } from '../e2e/clients.js';
import { fileAtCommit } from '../../src/workspace/git-objects.js';
import { repoAbove } from '../../src/workspace/repo.js';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

const POLICY = '.component-config-check.yaml';

/** A repository with `rounds` commits, each rewriting the policy and a large file (so that packs hold deltas). */
function history(rounds: number, init: string[] = []): { dir: string; commits: string[] } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'git-objects-'));
  dirs.push(dir);
  git(dir, 'init', '-q', '-b', 'main', ...init);
  const commits: string[] = [];
  for (let i = 1; i <= rounds; i++) {
    fs.mkdirSync(path.join(dir, 'deep', 'er'), { recursive: true });
    fs.writeFileSync(path.join(dir, POLICY), `fail-level: error\nseverity:\n  wrong-type: warning\n# round ${i}\n`);
    fs.writeFileSync(path.join(dir, 'big.txt'), Array.from({ length: 400 * i }, (_, n) => `line ${n}`).join('\n'));
    fs.writeFileSync(path.join(dir, 'deep', 'er', 'file.yaml'), `round: ${i}\n`);
    if (i === 2) fs.symlinkSync(POLICY, path.join(dir, 'link.yaml'));
    git(dir, 'add', '-A');
    git(dir, 'commit', '-q', '-m', `round ${i}`);
    commits.push(git(dir, 'rev-parse', 'HEAD'));
  }
  return { dir, commits };
}

/** Every file of every commit read both ways. */
function expectLikeGit(dir: string, commits: string[], repoDir = dir) {
  const repo = repoAbove(repoDir)!;
  for (const commit of commits)
    for (const file of [POLICY, 'big.txt', 'deep/er/file.yaml']) {
      const got = fileAtCommit(repo, commit, file);
      expect(got.kind, `${file} at ${commit}`).toBe('file');
      if (got.kind === 'file')
        expect(got.bytes.toString('utf8')).toBe(
          git(dir, 'show', `${commit}:${file}`) + (file === 'big.txt' ? '' : '\n'),
        );
    }
}

describe('a file at a commit, from the objects', () => {
  it('loose objects', () => {
    const { dir, commits } = history(3);
    expect(fs.readdirSync(path.join(dir, '.git', 'objects', 'pack')).length).toBe(0);
    expectLikeGit(dir, commits);
  });

  it('packs with delta chains, after gc and an aggressive repack', () => {
    const { dir, commits } = history(6);
    git(dir, 'gc', '-q');
    expectLikeGit(dir, commits);
    git(dir, 'repack', '-adf', '-q', '--depth=50', '--window=50');
    const verify = git(
      dir,
      'verify-pack',
      '-v',
      ...fs
        .readdirSync(path.join(dir, '.git', 'objects', 'pack'))
        .filter((f) => f.endsWith('.idx'))
        .map((f) => path.join(dir, '.git', 'objects', 'pack', f)),
    );
    // Deltas there are (the chain lengths are listed), so the delta path is what was read.
    expect(verify).toMatch(/chain length = [1-9]/);
    expectLikeGit(dir, commits);
  });

  it('reference deltas: a pack written without offset deltas, as git pack-objects does by default', () => {
    const { dir, commits } = history(4);
    const clone = fs.mkdtempSync(path.join(os.tmpdir(), 'git-objects-ref-'));
    dirs.push(clone);
    git(clone, 'init', '-q', '-b', 'main');
    const objects = git(dir, 'rev-list', '--objects', '--all')
      .split('\n')
      .map((l) => l.split(' ')[0])
      .join('\n');
    const pack = spawnSync(requireClient('git'), ['pack-objects', '--stdout', '--window=50', '--depth=50'], {
      cwd: dir,
      input: `${objects}\n`,
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(pack.status).toBe(0);
    const indexed = spawnSync(requireClient('git'), ['index-pack', '--stdin'], { cwd: clone, input: pack.stdout });
    expect(indexed.status).toBe(0);
    expectLikeGit(dir, commits, clone);
  });

  it('a worktree reads the common directory', () => {
    const { dir, commits } = history(2);
    const tree = path.join(dir, 'wt');
    git(dir, 'worktree', 'add', '-q', tree, commits[0]!);
    expectLikeGit(dir, commits, tree);
  });

  it('objects borrowed through alternates (git clone --shared)', () => {
    const { dir, commits } = history(2);
    git(dir, 'gc', '-q');
    const clone = fs.mkdtempSync(path.join(os.tmpdir(), 'git-objects-shared-'));
    dirs.push(clone);
    git(clone, 'clone', '-q', '--shared', dir, '.');
    expect(fs.existsSync(path.join(clone, '.git', 'objects', 'info', 'alternates'))).toBe(true);
    expectLikeGit(dir, commits, clone);
  });

  it('SHA-256 repositories', () => {
    const { dir, commits } = history(3, ['--object-format=sha256']);
    expect(commits[0]).toHaveLength(64);
    expectLikeGit(dir, commits);
    git(dir, 'gc', '-q');
    expectLikeGit(dir, commits);
  });

  it('what the objects settle: absent, a directory, a path through a file', () => {
    const { dir, commits } = history(2);
    const repo = repoAbove(dir)!;
    expect(fileAtCommit(repo, commits[0]!, 'nope.yaml')).toEqual({ kind: 'absent' });
    expect(fileAtCommit(repo, commits[0]!, 'deep/nope/x')).toEqual({ kind: 'absent' });
    expect(fileAtCommit(repo, commits[0]!, 'big.txt/x')).toEqual({ kind: 'absent' });
    expect(fileAtCommit(repo, commits[0]!, 'deep')).toEqual({ kind: 'not-a-file', what: 'a directory' });
  });

  it('what they cannot settle goes to the API: a missing commit, a shallow clone, a link, a broken object', () => {
    const { dir, commits } = history(3);
    const repo = repoAbove(dir)!;
    expect(fileAtCommit(repo, 'f'.repeat(40), POLICY).kind).toBe('unavailable');
    expect(fileAtCommit(repo, commits[1]!, 'link.yaml').kind).toBe('unavailable');
    const shallow = fs.mkdtempSync(path.join(os.tmpdir(), 'git-objects-shallow-'));
    dirs.push(shallow);
    git(shallow, 'clone', '-q', '--depth=1', `file://${dir}`, '.');
    const cloned = repoAbove(shallow)!;
    expect(fileAtCommit(cloned, commits[0]!, POLICY)).toMatchObject({ kind: 'unavailable' });
    expect(fileAtCommit(cloned, commits[2]!, POLICY).kind).toBe('file');
    // A loose object cut short: a reason, not a throw.
    const id = git(dir, 'rev-parse', `${commits[0]}:${POLICY}`);
    const loose = path.join(dir, '.git', 'objects', id.slice(0, 2), id.slice(2));
    fs.chmodSync(loose, 0o644);
    fs.writeFileSync(loose, fs.readFileSync(loose).subarray(0, 8));
    const broken = fileAtCommit(repo, commits[0]!, POLICY);
    expect(broken.kind).toBe('unavailable');
  });
});
