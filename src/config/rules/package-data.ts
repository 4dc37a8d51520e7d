// package_data: [source, destination] pairs. Sources relative, no control characters in either,
// destinations unique (/opt/x, /opt/x/ and /opt/./x are one place). An empty source is the
// builder's too (it copies the whole directory): a warning says so.

import { valueProblem } from '../value-rules.js';
import { buildOf, isStr, type RuleContext } from './context.js';

// The build copies each pair with COPY's JSON form, which cannot hold a character below U+0020:
// the line is then read as words, which name no file, and the build fails (DEL it holds).
const PATH_CONTROL_CHARS = '\\x00-\\x1f';
const PATH_CONTROL = new RegExp(`[${PATH_CONTROL_CHARS}]`);
// For the editors' schema (the checker says these in code, below).
const CONTROL_FREE_PATTERN = `^[^${PATH_CONTROL_CHARS}]*$`;
// absoluteForBuilder as a pattern: not `/x`, `\\server\share`, `C:\x` (any character before the
// colon), nor `\:\x`, whose first component after the root is `:`.
const SEP = '[/\\\\]';
const SKIP = `(?:${SEP}|\\.(?=${SEP}|$))*`;
export const RELATIVE_PATTERN = `^(?!/|${SEP}{2}|[^/\\\\]:${SEP}|\\\\${SKIP}:${SEP}${SKIP}(?!\\.(?:${SEP}|$))[^/\\\\])`;
export const SOURCE_EDITOR = {
  allOf: [
    { pattern: CONTROL_FREE_PATTERN, 'x-code': 'invalid-path' },
    { pattern: RELATIVE_PATTERN, 'x-code': 'absolute-path' },
  ],
} as const;
export const DESTINATION_EDITOR = { pattern: CONTROL_FREE_PATTERN, 'x-code': 'invalid-path' } as const;
export const PAIR = { 'x-code': 'not-a-pair' } as const;

export function packageData(ctx: RuleContext): void {
  const list = buildOf(ctx)?.['package_data'];
  if (!Array.isArray(list)) return;
  const at = (i: number, side: 0 | 1) => ['build_config', 'package_data', i, side];
  const firstUse = new Map<string, number>();
  list.forEach((pair, i) => {
    if (!Array.isArray(pair) || pair.length !== 2) return;
    const [src, dst] = pair as unknown[];
    if (src === '')
      ctx.add(
        'empty-source',
        at(i, 0),
        `an empty source copies the whole directory holding component_api.py${isStr(dst) && dst ? ` to \`${dst}\`` : ''}; name the file or directory to copy, or write "." to mean that directory`,
      );
    else if (isStr(src)) {
      if (PATH_CONTROL.test(src)) ctx.add('invalid-path', at(i, 0), valueProblem('invalid-path'));
      else if (absoluteForBuilder(src))
        ctx.add('absolute-path', at(i, 0), `\`${src}\` ${valueProblem('absolute-path')}`);
    }
    if (!isStr(dst) || !dst) return;
    if (PATH_CONTROL.test(dst)) {
      ctx.add('invalid-path', at(i, 1), valueProblem('invalid-path'));
      return;
    }
    const key = normalizeDestination(dst);
    const first = firstUse.get(key);
    if (first === undefined) firstUse.set(key, i);
    else
      ctx.add(
        'duplicate-destination',
        at(i, 1),
        `destination \`${dst}\` is already used by package_data[${first}]; destinations must be unique`,
      );
  });
}

/**
 * Whether the builder takes a source for absolute, by its own test (`PurePosixPath(v).is_absolute()
 * or PureWindowsPath(v).is_absolute()`) on any Python it supports: Pythons 3.10 to 3.12 split a
 * Windows path by pathlib's rules (absolute: a drive and a root, or a UNC share), 3.13 and later
 * ask ntpath.isabs of the path as pathlib normalises it (its first three characters: `X:\` or
 * `\\`); this is their union, held to each of them by the builder differential. A drive
 * without a root (`C:x`), a colon elsewhere (`a:b`) and a root without a drive (`\x`) are
 * relative to all of them (`C:x` and `a:b` are file names to the image build).
 */
export function absoluteForBuilder(value: string): boolean {
  // Python indexes code points: the first three, which a 6-unit prefix holds.
  const [a, b, c] = Array.from(value.slice(0, 6));
  const sep = (ch: string | undefined) => ch === '/' || ch === '\\';
  if (a === '/' || (sep(a) && sep(b))) return true;
  if (!sep(a) && b === ':' && sep(c)) return true;
  if (a !== '\\') return false;
  // 3.13 and later: a root, then `:` as the first component and another after it (`\:\x`).
  const parts = value
    .slice(1)
    .split(/[/\\]/)
    .filter((p) => p !== '' && p !== '.');
  return parts.length >= 2 && parts[0] === ':';
}

/** Equal for destinations that name the same place: /opt/x, /opt/x/ and /opt/./x. */
function normalizeDestination(value: string): string {
  const absolute = value.startsWith('/');
  const out: string[] = [];
  for (const part of value.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (out.length > 0 && out[out.length - 1] !== '..') out.pop();
      else if (!absolute) out.push('..');
      continue;
    }
    out.push(part);
  }
  const joined = out.join('/');
  return absolute ? `/${joined}` : joined || '.';
}
