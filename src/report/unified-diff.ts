// A unified diff of one file's fixes, as `git apply` and `patch -p1` take it: `a/` and `b/`
// prefixes, hunks with 3 lines of context, lines split at LF only (a CR stays part of its line,
// as git keeps it), and "\ No newline at end of file" where a last line has no line end.

import { LineStarts, lineIndexAt } from '../config/read/coordinates.js';
import { spliceText, type TextChange } from '../config/fix/fixes.js';

export type { TextChange } from '../config/fix/fixes.js';

interface Group {
  first: number;
  last: number;
  removed: string[];
  added: string[];
}

const CONTEXT = 3;

/** A path as git writes it in a diff: C-quoted when it holds a quote, a backslash or a control character. */
function gitName(name: string): string {
  // eslint-disable-next-line no-control-regex
  if (!/["\\\x00-\x1f\x7f]/.test(name)) return name;
  const escapes: Record<string, string> = { '"': '\\"', '\\': '\\\\', '\n': '\\n', '\t': '\\t', '\r': '\\r' };
  // eslint-disable-next-line no-control-regex
  return `"${name.replace(/["\\\x00-\x1f\x7f]/g, (c) => escapes[c] ?? `\\${c.charCodeAt(0).toString(8).padStart(3, '0')}`)}"`;
}

function splitKeepingEnds(text: string): string[] {
  return text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
}

export function unifiedDiff(file: string, before: string, changes: readonly TextChange[]): string {
  if (changes.length === 0) return '';
  const lines = splitKeepingEnds(before);
  // Lines split at LF, as git splits them: a text's end is no line's start.
  const starts = new LineStarts(before).starts.slice(0, lines.length);
  const lineOf = (at: number): number => Math.max(0, lineIndexAt(starts, at));
  const endOf = (line: number): number => (starts[line + 1] ?? before.length) as number;

  // Changes on the same or touching lines form one group of whole old lines → new lines.
  const groups: Group[] = [];
  let pending: { first: number; last: number; changes: TextChange[] } | undefined;
  const close = () => {
    if (!pending) return;
    let { first, last } = pending;
    for (;;) {
      const from = starts[first] ?? before.length;
      const old = before.slice(from, endOf(last));
      const now = spliceText(before, pending.changes, from, endOf(last));
      // A change that took away a line's end joins it with the next line: take that line in.
      if (now !== '' && !now.endsWith('\n') && old.endsWith('\n') && last + 1 < lines.length) {
        last++;
        continue;
      }
      groups.push({ first, last, removed: splitKeepingEnds(old), added: splitKeepingEnds(now) });
      break;
    }
    pending = undefined;
  };
  for (const c of changes) {
    const first = lineOf(c.start);
    const last = c.end > c.start ? lineOf(c.end - 1) : first;
    if (pending && first <= pending.last + 1) {
      pending.last = Math.max(pending.last, last);
      pending.changes.push(c);
    } else {
      close();
      pending = { first, last, changes: [c] };
    }
  }
  close();

  const a = gitName(`a/${file}`);
  const b = gitName(`b/${file}`);
  // As git writes it: a name with a space ends with a tab on the ---/+++ lines, for patch.
  const tab = /\s/.test(file) ? '\t' : '';
  let out = `diff --git ${a} ${b}\n--- ${a}${tab}\n+++ ${b}${tab}\n`;
  let shift = 0;
  const show = (prefix: string, line: string) =>
    `${prefix}${line}${line.endsWith('\n') ? '' : '\n\\ No newline at end of file\n'}`;
  for (let g = 0; g < groups.length;) {
    let h = g;
    while (h + 1 < groups.length && groups[h + 1]!.first - groups[h]!.last - 1 <= 2 * CONTEXT) h++;
    const from = Math.max(0, groups[g]!.first - CONTEXT);
    const to = Math.min(lines.length - 1, groups[h]!.last + CONTEXT);
    let body = '';
    let oldCount = 0;
    let newCount = 0;
    let at = from;
    for (let k = g; k <= h; k++) {
      const group = groups[k]!;
      for (; at < group.first; at++, oldCount++, newCount++) body += show(' ', lines[at]!);
      for (const line of group.removed) body += show('-', line);
      for (const line of group.added) body += show('+', line);
      oldCount += group.removed.length;
      newCount += group.added.length;
      at = group.last + 1;
    }
    for (; at <= to; at++, oldCount++, newCount++) body += show(' ', lines[at]!);
    const oldStart = oldCount === 0 ? from : from + 1;
    const newStart = newCount === 0 ? from + shift : from + 1 + shift;
    out += `@@ -${oldStart},${oldCount} +${newStart},${newCount} @@\n${body}`;
    shift += newCount - oldCount;
    g = h + 1;
  }
  return out;
}
