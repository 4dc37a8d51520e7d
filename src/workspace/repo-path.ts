// File-system paths → the paths GitHub and the policy file name files by (relative,
// `/`-separated), in one place. The file system's flavour is a parameter so that the fast tier
// can run these as Windows would (path.win32: `\`, drive letters, `..\x`) on any machine; every
// caller passes nothing and gets its own platform's.

import path from 'node:path';

export type PathFlavour = Pick<path.PlatformPath, 'sep' | 'relative' | 'isAbsolute' | 'resolve' | 'join' | 'basename'>;

/** A relative file-system path with `/` between its parts. */
export function slashed(rel: string, p: PathFlavour = path): string {
  return p.sep === '/' ? rel : rel.split(p.sep).join('/');
}

/**
 * `target` from `base`, `/`-separated ("" for base itself); undefined when it is not below
 * base: up with `..` (a name that only starts with `..`, such as `..data`, is below), or on
 * another drive, where the relative path is absolute.
 */
export function pathBelow(base: string, target: string, p: PathFlavour = path): string | undefined {
  const rel = p.relative(base, target);
  if (rel === '..' || rel.startsWith(`..${p.sep}`) || p.isAbsolute(rel)) return undefined;
  return slashed(rel, p);
}
