// Glob patterns, as the action's `files` input and the policy file's `files` take them: `**` any
// depth, `*` `?` `[..]` `{a,b}` within one segment, `!` to exclude. Pure, so that the search (in
// src/workspace) and the policy's overrides (in src/config/policy) match paths alike.

export class PatternError extends Error {}

/** What is wrong with a glob, said of the glob (parsePatterns names the pattern and the input). */
export class GlobError extends Error {}

export interface Pattern {
  text: string;
  negated: boolean;
  regex: RegExp;
  /** The directory (workspace-relative) below which the pattern can match anything. */
  base: string;
  /** The last part when it is written out (no wildcard): only a path ending in it can match. */
  name?: string;
}

/** Whether patterns select a workspace-relative path: one takes it and no `!` pattern leaves it out. */
export function selects(patterns: readonly Pattern[], rel: string): boolean {
  return patterns.some((p) => !p.negated && p.regex.test(rel)) && !patterns.some((p) => p.negated && p.regex.test(rel));
}

/**
 * Glob → regex on workspace-relative paths: `**` any depth, `*` `?` `[..]` `{a,b}` in one segment.
 * A glob no regex can stand for (an unclosed `{`, a range that runs backwards) throws a GlobError.
 */
export function globToRegExp(glob: string): RegExp {
  let out = '';
  let i = 0;
  let braces = 0;
  while (i < glob.length) {
    const c = glob[i]!;
    if (c === '*') {
      if (glob[i + 1] === '*') {
        const atStart = i === 0 || glob[i - 1] === '/';
        const atEnd = i + 2 === glob.length || glob[i + 2] === '/';
        if (atStart && atEnd) {
          // `**/` matches zero or more whole directories; a trailing `**` anything below.
          if (i + 2 === glob.length) out += '.*';
          else out += '(?:[^/]*(?:/[^/]*)*/)?';
          i += glob[i + 2] === '/' ? 3 : 2;
          continue;
        }
        out += '[^/]*';
        i += 2;
        continue;
      }
      out += '[^/]*';
    } else if (c === '?') out += '[^/]';
    else if (c === '[') {
      const close = glob.indexOf(']', i + 2);
      if (close < 0) out += '\\[';
      else {
        const backwards = backwardsRange(glob.slice(i + 1, close).replace(/^[!^]/, ''));
        if (backwards) {
          throw new GlobError(
            `has the range ${backwards} in ${glob.slice(i, close + 1)}, which runs backwards: write its lower end first (${backwards.split('-').reverse().join('-')})`,
          );
        }
        let cls = glob.slice(i + 1, close).replace(/\\/g, '\\\\');
        if (cls.startsWith('!')) cls = `^${cls.slice(1)}`;
        out += `[${cls}]`;
        i = close;
      }
    } else if (c === '{') {
      braces++;
      out += '(?:';
    } else if (c === '}' && braces > 0) {
      braces--;
      out += ')';
    } else if (c === ',' && braces > 0) out += '|';
    else out += c.replace(/[.+^${}()|\\]/g, '\\$&');
    i++;
  }
  if (braces > 0) {
    throw new GlobError(
      `has a "{" that is never closed: end the list with "}", as in **/{a,b}/component_config.yaml, or write [{] for the character itself`,
    );
  }
  try {
    return new RegExp(`^${out}$`);
  } catch (error) {
    throw new GlobError(`is not a pattern this action can read (${(error as Error).message})`);
  }
}

/** The first range `a-b` of a character class whose ends are in the wrong order. */
function backwardsRange(cls: string): string | undefined {
  const chars = [...cls];
  for (let j = 0; j + 2 < chars.length; j++) {
    if (chars[j + 1] !== '-') continue;
    if (chars[j]!.codePointAt(0)! > chars[j + 2]!.codePointAt(0)!) return `${chars[j]}-${chars[j + 2]}`;
    j += 2;
  }
  return undefined;
}

/**
 * What patterns are relative to: its name, for messages, and how an absolute pattern becomes a
 * relative one (undefined: the text is not absolute; null: it points outside). The file system's
 * answer comes from src/workspace; the pure core never asks it.
 */
export interface PatternRoot {
  shown: string;
  relativize(text: string): string | null | undefined;
}

/** Patterns already known to stay inside (the policy file's, checked when it was read). */
export const RELATIVE_ONLY: PatternRoot = { shown: 'the repository', relativize: () => undefined };

/** `from`: where the patterns were given, for messages (default: input "files"). */
export function parsePatterns(
  lines: string[],
  root: PatternRoot,
  options: { from?: string | undefined } = {},
): Pattern[] {
  const workspace = root.shown;
  const from = options.from ?? 'input "files"';
  const patterns: Pattern[] = [];
  for (const raw of lines) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const negated = line.startsWith('!');
    let text = (negated ? line.slice(1) : line).replace(/\\/g, '/');
    const rel = root.relativize(text);
    if (rel !== undefined) {
      if (rel === null) {
        throw new PatternError(
          `the pattern "${line}" in ${from} points outside the workspace (${workspace}); write patterns relative to the workspace, such as **/component_config.yaml`,
        );
      }
      text = rel;
    }
    text = text.replace(/^(\.\/)+/, '');
    const segments = text.split('/');
    if (segments.includes('..')) {
      throw new PatternError(
        `the pattern "${line}" in ${from} uses ".." and could reach outside the workspace (${workspace}); write patterns relative to it, without ".."`,
      );
    }
    const staticPart: string[] = [];
    for (const s of segments.slice(0, -1)) {
      if (/[*?[{]/.test(s)) break;
      staticPart.push(s);
    }
    // A pattern naming a directory means everything below it.
    const full = text.endsWith('/') ? `${text}**` : text;
    const last = full.slice(full.lastIndexOf('/') + 1);
    let regex: RegExp;
    try {
      regex = globToRegExp(full);
    } catch (error) {
      if (!(error instanceof GlobError)) throw error;
      throw new PatternError(`the pattern "${line}" in ${from} ${error.message}`);
    }
    patterns.push({
      text: line,
      negated,
      regex,
      base: staticPart.join('/'),
      ...(/[*?[\]{}]/.test(last) ? {} : { name: last }),
    });
  }
  return patterns;
}
