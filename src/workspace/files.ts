// Finding the files to check: glob patterns relative to the workspace, `!` excludes, sorted
// output. node_modules and .git are never entered. Symbolic links to directories are followed
// once: a link back to a directory already on the way down is reported, not walked forever. A
// link that leaves the workspace is never followed: a link named like a config is offered as a
// file (reading it refuses it, saying why) and a link to a directory outside is reported.

import fs from 'node:fs';
import path from 'node:path';
import type { CheckResult } from '../config/check.js';
import { FILE_START, finding, type Finding } from '../config/findings.js';
import { parsePatterns, type Pattern, type PatternRoot } from '../config/globs.js';
import { describeOutside, outsideFinding, resolveInside, workspaceRoot } from './inside.js';
import { pathBelow, type PathFlavour } from './repo-path.js';

export interface Search {
  /** Workspace-relative paths with forward slashes, sorted. */
  files: string[];
  /** Problems met on the way (unreadable directories, symlink loops), as findings. */
  findings: Finding[];
  /**
   * The real path of each file the walk saw as a file inside the root (its way there already
   * checked, link by link): reading opens it directly, without looking at every part again.
   */
  known: Map<string, string>;
}

const NEVER_ENTERED = new Set(['node_modules', '.git']);

/**
 * The workspace as the root of the search's patterns: an absolute pattern is taken relative to
 * it. `p`: the file system's path flavour (the tests run it as Windows').
 */
export function workspacePatterns(workspace: string, p: PathFlavour = path): PatternRoot {
  return {
    shown: workspace,
    relativize(text) {
      if (!p.isAbsolute(text)) return undefined;
      return pathBelow(workspace, text, p) ?? null;
    },
  };
}

export interface FindOptions {
  /** Where the patterns were given, for messages (default: input "files"). */
  from?: string | undefined;
  /** Nothing outside this directory is entered (default: the workspace). */
  root?: string | undefined;
  /**
   * Told of each file as the walk finds it (in the walk's order, not sorted), so that checking
   * can start before the walk ends.
   */
  onFile?: ((file: string, real: string | undefined) => void) | undefined;
}

export function findFiles(workspace: string, lines: string[], options: FindOptions = {}): Search {
  const { from, root = workspace, onFile } = options;
  const patterns = parsePatterns(lines, workspacePatterns(workspace), { from });
  const boundary = workspaceRoot(root);
  const includes = patterns.filter((p) => !p.negated);
  const excludes = patterns.filter((p) => p.negated);
  const found = new Set<string>();
  const known = new Map<string, string>();
  const findings: Finding[] = [];
  const add = (rel: string, real?: string) => {
    found.add(rel);
    if (real !== undefined) known.set(rel, real);
    onFile?.(rel, real);
  };
  const bases = [...new Set(includes.map((p) => p.base))].sort();
  // A base inside another base is walked as part of it.
  const roots = bases.filter((b) => !bases.some((o) => o !== b && (o === '' || b.startsWith(`${o}/`))));
  const note = (code: 'unreadable-directory' | 'symlink-loop', rel: string, message: string) =>
    findings.push(finding(code, rel, FILE_START, '', message));
  // The name first: most entries differ from it, and telling so costs less than the pattern.
  const matches = (p: Pattern, rel: string, name: string) =>
    (p.name === undefined || p.name === name) && p.regex.test(rel);
  const included = (rel: string, name: string) =>
    includes.some((p) => matches(p, rel, name)) && !excludes.some((p) => matches(p, rel, name));
  /**
   * A directory link leaving the workspace is an error when a config could be below it, unless
   * an exclude covers everything there (`!ext/**`). Only the target's type is asked, to tell a
   * link to a directory from a link to some other file; nothing there is listed or read.
   */
  const outsideDirectory = (rel: string, where: Extract<ReturnType<typeof resolveInside>, { kind: 'outside' }>) => {
    if (!includes.some((p) => couldMatchBelow(p, rel))) return;
    if (excludes.some((p) => p.regex.test(rel) || p.regex.test(`${rel}/\0`))) return;
    if (!isDirectory(where.resolved)) return; // a file, or nothing: no config below it either
    const shown = rel || '.';
    findings.push(
      outsideFinding(
        shown,
        FILE_START,
        '',
        `${describeOutside(boundary, shown, where)}; nothing below it was read. Move the configs into the repository${rel ? `, or exclude the link with "!${rel}/**" in input "files"` : ''}`,
      ),
    );
  };

  const walk = (rel: string, ancestors: Set<string>, realDir: string) => {
    const abs = path.join(workspace, rel);
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(abs, { withFileTypes: true });
    } catch (error) {
      if (rel === '' || (error as NodeJS.ErrnoException).code !== 'ENOENT') {
        const why = (error as NodeJS.ErrnoException).code ?? 'error';
        // An error: a required gate that passes with configs left unchecked below would pass
        // what it never saw.
        const long = why === 'ENAMETOOLONG';
        note(
          'unreadable-directory',
          rel || '.',
          `directory ${rel || '.'} could not be read (${why}${long ? ': its path is longer than the system allows' : ''}); the files below it were not checked. ${long ? 'Shorten the path' : 'Give the job read access to it'}, or exclude it with a "!" pattern in input "files"`,
        );
      }
      return;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      if (NEVER_ENTERED.has(entry.name)) continue;
      const childRel = rel ? `${rel}/${entry.name}` : entry.name;
      let isDir = entry.isDirectory();
      // Only a link can lead elsewhere; a plain directory's real path follows from its parent's.
      let real = realDir.endsWith(path.sep) ? realDir + entry.name : realDir + path.sep + entry.name;
      let realKnown = !entry.isSymbolicLink();
      if (entry.isSymbolicLink()) {
        const where = resolveInside(boundary, path.join(workspace, childRel));
        if (where.kind === 'outside') {
          if (included(childRel, entry.name))
            add(childRel); // reading it refuses it, saying why
          else outsideDirectory(childRel, where);
          continue;
        }
        if (where.kind === 'loop') {
          note('symlink-loop', childRel, `${childRel} is a symbolic link that loops; it was not followed`);
          continue;
        }
        if (where.kind === 'error') {
          note(
            'unreadable-directory',
            childRel,
            `directory ${childRel} could not be read (${where.code}); the files below it were not checked`,
          );
          continue;
        }
        // A dangling link is offered as a file, whose reading then says so.
        if (where.kind === 'inside') {
          real = where.real;
          realKnown = true;
          isDir = isDirectory(real);
        } else isDir = false;
      }
      if (isDir) {
        if (ancestors.has(real)) {
          note(
            'symlink-loop',
            childRel,
            `${childRel} is a symbolic link back to a directory above it (${real}); it was not followed again. Remove the link or exclude it with a "!" pattern in input "files"`,
          );
          continue;
        }
        if (included(childRel, entry.name)) add(childRel); // a directory named like a config: reading it says what is wrong
        // Directories no include could match below are not entered.
        if (!includes.some((p) => couldMatchBelow(p, childRel))) continue;
        walk(childRel, new Set([...ancestors, real]), real);
      } else if (included(childRel, entry.name)) {
        add(childRel, realKnown ? real : undefined);
      }
    }
  };

  for (const base of roots) {
    // Every directory from the workspace down to the base is an ancestor: a link back to any
    // of them is a loop.
    const ancestors = new Set<string>();
    let real = '';
    let rel = '';
    let reachable = true;
    for (const part of ['', ...(base ? base.split('/') : [])]) {
      rel = rel && part ? `${rel}/${part}` : rel || part;
      const where = resolveInside(boundary, path.join(workspace, rel));
      if (where.kind === 'outside') outsideDirectory(rel, where);
      if (where.kind !== 'inside') {
        reachable = false; // a base directory that does not exist matches nothing
        break;
      }
      real = where.real;
      ancestors.add(real);
    }
    if (reachable) walk(base, ancestors, real);
  }
  const files = [...found].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return { files, findings, known };
}

function isDirectory(p: string): boolean {
  try {
    return fs.statSync(p).isDirectory();
  } catch {
    return false;
  }
}

function couldMatchBelow(p: Pattern, dir: string): boolean {
  if (p.base === '') return true;
  return p.base === dir || p.base.startsWith(`${dir}/`) || dir.startsWith(`${p.base}/`);
}

/** Whether anything is at `abs`, a dangling link included; a path git would call "no such file" is not. */
export function pathExists(abs: string): boolean {
  try {
    fs.lstatSync(abs);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code !== 'ENOENT' && code !== 'ENOTDIR';
  }
}

export interface ReadResult {
  bytes?: Uint8Array;
  /** The file's whole size, when only its beginning was read. */
  size?: number;
  problem?: string;
  /** With `noFollow`: the path is a link now. */
  linked?: true;
}

/** One buffer per thread for reading files the search found: their bytes are copied out of it. */
let shared: Uint8Array | undefined;

/**
 * Read at most `limit + 1` bytes: a huge file (or a device) is refused without reading it all.
 * `noFollow`: the path is a regular file's real path, as the search found it; if it has become
 * a link since, the result is `{ linked: true }` and nothing is read.
 */
export function readLimited(abs: string, limit: number, options: { noFollow?: boolean } = {}): ReadResult {
  const noFollow = options.noFollow ?? false;
  let fd: number | undefined;
  try {
    if (noFollow) {
      // A regular file: one read of up to limit + 1 bytes into the shared buffer, and a read that
      // returns fewer is its end, as node's own readFileSync trusts a file's size. No stat, no
      // buffer per file: most of what reading cost per file. Not blocking, should the path be a
      // pipe by now.
      const flags = fs.constants.O_RDONLY | (fs.constants.O_NOFOLLOW ?? 0) | (fs.constants.O_NONBLOCK ?? 0);
      fd = fs.openSync(abs, flags);
      if (!shared || shared.length < limit + 1) shared = new Uint8Array(limit + 1);
      const n = fs.readSync(fd, shared, 0, limit + 1, 0);
      const bytes = shared.slice(0, n);
      return n <= limit ? { bytes } : { bytes, size: fs.fstatSync(fd).size };
    }
    // Not blocking: opening a pipe for reading would wait for a writer, forever. A pipe or a
    // device is refused as the search's way above refuses it.
    fd = fs.openSync(abs, fs.constants.O_RDONLY | (fs.constants.O_NONBLOCK ?? 0));
    const stat = fs.fstatSync(fd);
    if (stat.isDirectory()) return { problem: 'is a directory, not a file' };
    if (!stat.isFile()) return { problem: 'cannot be read: it is a pipe or a device, not a file' };
    // Not zero-filled: only the bytes read are ever returned.
    const buffer = Buffer.allocUnsafe(Math.min(limit + 1, stat.size + 1));
    let read = 0;
    while (read < buffer.length) {
      const n = fs.readSync(fd, buffer, read, buffer.length - read, null);
      if (n === 0) break;
      read += n;
      // A file's whole size read: asking once more only to be told so costs a system call per file.
      if (read === stat.size) break;
    }
    return { bytes: buffer.subarray(0, read), size: stat.size };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (noFollow && code === 'ELOOP') return { linked: true };
    if (code === 'ENOENT') {
      let link = false;
      try {
        link = fs.lstatSync(abs).isSymbolicLink();
      } catch {
        link = false;
      }
      return {
        problem: link ? 'cannot be read: it is a symbolic link to a file that does not exist' : 'does not exist',
      };
    }
    if (code === 'EISDIR') return { problem: 'is a directory, not a file' };
    // What a read at an offset, or one that must not wait, gets from a pipe or a device.
    if (code === 'ESPIPE' || code === 'EAGAIN')
      return { problem: 'cannot be read: it is a pipe or a device, not a file' };
    if (code === 'ELOOP') return { problem: 'cannot be read: it is a symbolic link that loops' };
    return { problem: `cannot be read (${code ?? 'error'})` };
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

/** The check result of a file that could not be read: one finding saying why. */
export function unreadable(file: string, problem: string | undefined): CheckResult {
  return failed(finding('unreadable-file', file, FILE_START, '', `${file} ${problem ?? 'cannot be read'}`));
}

export function failed(f: Finding): CheckResult {
  return {
    file: f.file,
    form: 'current',
    findings: [f],
    packageSources: [],
    suppressed: [],
  };
}
