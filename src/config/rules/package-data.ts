// package_data: [source, destination] pairs. Sources relative, no control characters in either,
// destinations unique (/opt/x, /opt/x/ and /opt/./x are one place).

import { formatPath } from '../paths.js';
import { CONTROL, valueProblem } from '../value-rules.js';
import { buildOf, isStr, type RuleContext } from './context.js';

// For the editors' schema (the checker says these in code, below).
const CONTROL_FREE_PATTERN = '^[^\\x00-\\x1f\\x7f]*$';
// Not `/x`, `\\x`, nor a drive `C:`.
const RELATIVE_PATTERN = '^(?![/\\\\]|[A-Za-z]:)';
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
    const name = () => formatPath(at(i, 0));
    if (isStr(src) && src) {
      if (CONTROL.test(src)) ctx.add('invalid-path', at(i, 0), `\`${name()}\`: ${valueProblem('invalid-path')}`);
      else if (src.startsWith('/'))
        ctx.add('absolute-path', at(i, 0), `\`${name()}\`: \`${src}\` ${valueProblem('absolute-path')}`);
      else if (/^[A-Za-z]:/.test(src) || src.startsWith('\\')) {
        ctx.add(
          'absolute-path',
          at(i, 0),
          `\`${name()}\`: \`${src}\` is a Windows absolute or drive path; a source must be a relative path with forward slashes`,
        );
      }
    }
    if (!isStr(dst) || !dst) return;
    if (CONTROL.test(dst)) {
      ctx.add('invalid-path', at(i, 1), `\`${formatPath(at(i, 1))}\`: ${valueProblem('invalid-path')}`);
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
