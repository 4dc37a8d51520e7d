// Where the cursor is in a document being typed, which is often not YAML yet (`build_c` alone on
// a line): the path of the mapping it is in, found from the indentation of the lines above, as
// block style writes configs. Flow collections (`{a: b}`) are not followed: completion there
// offers nothing rather than something wrong.

import type { Step } from './schema-at.js';

/** What the cursor is on: a key being written in the mapping at `path`, or the value of `path`'s last key. */
export type CursorPlace =
  | {
      kind: 'key';
      path: Step[];
      /** The keys the mapping already has on other lines: not offered again. */
      present: Set<string>;
    }
  | { kind: 'value'; path: Step[] }
  | undefined;

interface Opener {
  column: number;
  /** A list item (`- `), or a key that opens a mapping or list below it. */
  step: Step;
}

const KEY = /^((?:"[^"]*"|'[^']*'|[^\s#'"{[\]}:,-][^#:]*?|-[^\s#:][^#:]*?))\s*:(?=\s|$)/;

/** The list items and the key a line opens, each at its column; undefined for a line that opens nothing (blank, comment, a scalar's text). */
function openers(line: string): Opener[] | undefined {
  const out: Opener[] = [];
  let at = line.length - line.trimStart().length;
  for (;;) {
    const rest = line.slice(at);
    if (/^-(\s|$)/.test(rest)) {
      out.push({ column: at, step: -1 });
      const next = rest.slice(1);
      at += 1 + (next.length - next.trimStart().length);
      continue;
    }
    const key = KEY.exec(rest);
    if (key) out.push({ column: at, step: unquote(key[1]!.trim()) });
    break;
  }
  if (out.length === 0) return /^\s*(#|$)/.test(line) ? undefined : [];
  return out;
}

function unquote(key: string): string {
  return /^(["']).*\1$/.test(key) ? key.slice(1, -1) : key;
}

/** The place of the cursor at `character` (UTF-16 units) of the zero-based `line`. */
export function cursorPlace(lines: readonly string[], line: number, character: number): CursorPlace {
  const current = lines[line];
  if (current === undefined) return undefined;
  const before = current.slice(0, character);
  const value = /^(\s*(?:-\s+)*)((?:"[^"]*"|'[^']*'|[^\s#'"{[\]}:,-][^#:]*?))\s*:\s+[^\s#{[]*$/.exec(before);
  const key = value ? undefined : /^(\s*(?:-\s+)*)[^\s#:'"{[\]},]*$/.exec(before);
  if (!value && !key) return undefined;
  const lead = (value ?? key)![1]!;
  const own = (openers(lead) ?? []).map((o) => o.step);
  let column = own.length > 0 ? lead.length - lead.trimStart().length : lead.length;
  const path: Step[] = [];
  for (let i = line - 1; i >= 0 && column > 0; i--) {
    const found = openers(lines[i]!);
    if (found === undefined) continue;
    const outer = found.filter((o) => o.column < column);
    if (outer.length === 0) continue;
    path.unshift(...outer.map((o) => o.step));
    column = found[0]!.column;
  }
  if (column > 0) return undefined;
  path.push(...own);
  if (value) return { kind: 'value', path: [...path, unquote(value[2]!.trim())] };
  return { kind: 'key', path, present: keysBeside(lines, line, lead.length, own.length > 0) };
}

/**
 * The keys at `column` of the mapping that holds the zero-based `line`: the lines above and below
 * as far as one less indented; `onDash`: the line starts a list item.
 */
function keysBeside(lines: readonly string[], line: number, column: number, onDash: boolean): Set<string> {
  const out = new Set<string>();
  const take = (found: Opener[]) => {
    for (const o of found) if (o.column === column && typeof o.step === 'string') out.add(o.step);
  };
  // A line that starts a list item starts its mapping: what is above is another item's.
  for (let i = onDash ? -1 : line - 1; i >= 0; i--) {
    const found = openers(lines[i]!);
    if (!found?.length) continue;
    take(found);
    // A line less indented ends the mapping; when it starts this list item, it holds its first key.
    if (found[0]!.column < column) break;
  }
  for (let i = line + 1; i < lines.length; i++) {
    const found = openers(lines[i]!);
    if (!found?.length) continue;
    if (found[0]!.column < column) break;
    take(found);
  }
  return out;
}
