// Where a path under the workspace really leads, found without touching anything outside it.
// A pull request can commit a symbolic link to any path on the runner (a credentials file, the
// runner's home); the checker quotes values in its messages, so it must never open such a target.
// Each component is looked at with lstat and each link's text is followed by hand: a link that
// leaves the workspace is caught before its target is opened, listed or stat'ed. Callers open the
// real path returned here, never the path they were given.

import fs from 'node:fs';
import path from 'node:path';
import { finding, type Finding, type Span } from '../config/findings.js';

export interface Root {
  /** The workspace as given (absolute). */
  given: string;
  /** Its real path: a workspace reached through a link (macOS /tmp) is still the workspace. */
  real: string;
}

export type Resolved =
  | { kind: 'inside'; real: string }
  /** `link`: the root-relative path of the link that leaves, "" when `..` leaves; `target`: its text. */
  | { kind: 'outside'; link: string; target: string; resolved: string }
  | { kind: 'missing' }
  | { kind: 'loop' }
  | { kind: 'error'; code: string };

/** The same limit as Linux's: more links in one path is a loop. */
const MAX_LINKS = 40;

export function workspaceRoot(dir: string): Root {
  const given = path.resolve(dir);
  let real = given;
  try {
    real = fs.realpathSync.native(given);
  } catch {
    // A workspace that does not exist holds nothing; searching it says so.
  }
  return { given, real };
}

/** `p` relative to the root (either spelling), or undefined when it is outside. */
function within(root: Root, p: string): string | undefined {
  for (const base of [root.real, root.given]) {
    const rel = path.relative(base, p);
    if (rel === '') return '';
    if (rel !== '..' && !rel.startsWith(`..${path.sep}`) && !path.isAbsolute(rel)) return rel;
  }
  return undefined;
}

/**
 * `cache` (root-relative directory → its real path) spares walking the same directories again for
 * every file below them; only directories reached without following a link from a later part
 * are kept, so a hit means exactly what walking would find.
 */
export function resolveInside(root: Root, target: string, cache?: Map<string, string>): Resolved {
  const absolute = path.resolve(root.given, target);
  const start = within(root, absolute);
  if (start === undefined) return { kind: 'outside', link: '', target, resolved: absolute };
  const original = start ? start.split(path.sep) : [];
  let next = 0;
  let current = root.real;
  for (let k = original.length - 1; cache && k > 0; k--) {
    const hit = cache.get(original.slice(0, k).join(path.sep));
    if (hit !== undefined) {
      current = hit;
      next = k;
      break;
    }
  }
  /** Parts a link's text put before the rest of the path. */
  let pending: string[] = [];
  let links = 0;
  while (pending.length > 0 || next < original.length) {
    const part = pending.length > 0 ? pending.shift()! : original[next++]!;
    if (part === '' || part === '.') continue;
    if (part === '..') {
      // `current` is always a real directory inside the root, so `..` is its real parent.
      if (current === root.real) {
        return { kind: 'outside', link: '', target, resolved: path.resolve(absolute) };
      }
      current = path.dirname(current);
    } else {
      const step = path.join(current, part);
      let stat: fs.Stats;
      try {
        stat = fs.lstatSync(step);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? 'error';
        return code === 'ENOENT' || code === 'ENOTDIR' ? { kind: 'missing' } : { kind: 'error', code };
      }
      if (stat.isSymbolicLink()) {
        if (++links > MAX_LINKS) return { kind: 'loop' };
        let text: string;
        try {
          text = fs.readlinkSync(step);
        } catch (error) {
          return { kind: 'error', code: (error as NodeJS.ErrnoException).code ?? 'error' };
        }
        const resolved = path.resolve(current, text);
        const rest = within(root, resolved);
        if (rest === undefined) {
          const link = path.relative(root.real, step).split(path.sep).join('/');
          return { kind: 'outside', link, target: text, resolved };
        }
        current = root.real;
        pending = [...(rest ? rest.split(path.sep) : []), ...pending];
        continue;
      }
      current = step;
    }
    if (cache && pending.length === 0 && next < original.length)
      cache.set(original.slice(0, next).join(path.sep), current);
  }
  return { kind: 'inside', real: current };
}

/** "a/b is a symbolic link to "…" (…), outside the workspace (…)" or "… resolves to … outside …". */
export function describeOutside(root: Root, shown: string, r: Extract<Resolved, { kind: 'outside' }>): string {
  const where = `outside the workspace (${root.given})`;
  if (!r.link) return `${shown} resolves to ${r.resolved}, ${where}`;
  const via = r.link === shown ? shown : `${shown} leads through ${r.link}, which`;
  return `${via} is a symbolic link to "${r.target}" (${r.resolved}), ${where}`;
}

/** A finding about a path that leads out of the workspace; the message starts with describeOutside's words. */
export function outsideFinding(file: string, span: Span, location: string, message: string): Finding {
  return finding('outside-workspace', file, span, location, message);
}
