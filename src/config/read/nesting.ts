// Nesting too deep to hand to the parser, found by a scan of the text.

import { MAX_DEPTH } from './refusals.js';

export { MAX_DEPTH };

/**
 * Where the nesting first goes past MAX_DEPTH levels, and whether flow nesting (`[`, `{`) goes
 * past `flowLimit` (then the parser must not see the file). Block levels come from indentation
 * and `- ` / `? ` markers, flow levels from brackets that can open a collection (after `:`, `-`,
 * `,`, `?`, another bracket, or at the start of a line), outside quotes and comments. An
 * estimate, used only for files nested far too deep to parse.
 */
export function nesting(text: string, flowLimit: number): { tooDeepAt: number; flowOverLimit: boolean } {
  const OPENERS = new Set([58, 45, 44, 91, 123, 10, 63]);
  const indents: number[] = [];
  let flow = 0;
  let quote = 0;
  let prev = 10; // the last character that is not a space or tab (10: a line start)
  let tooDeepAt = -1;
  let lineStart = true;
  let col = 0;
  const deeper = (at: number) => {
    if (tooDeepAt < 0 && indents.length + flow > MAX_DEPTH) tooDeepAt = at;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) {
      lineStart = flow === 0 && quote === 0;
      col = 0;
      prev = 10;
      continue;
    }
    if (quote) {
      if (c === quote) quote = 0;
      else if (c === 92 && quote === 34) i++;
      prev = 65;
      col++;
      continue;
    }
    if (c === 32 || c === 9 || c === 13) {
      col++;
      continue;
    }
    if (lineStart) {
      // A block line: close the block levels it dedents out of, open one at its indentation.
      lineStart = false;
      if (c !== 35) {
        while (indents.length > 0 && indents[indents.length - 1]! >= col) indents.pop();
        if (c !== 91 && c !== 123) {
          indents.push(col);
          deeper(i);
        }
      }
    }
    if ((c === 45 || c === 63) && prev === 10 && flow === 0 && text.charCodeAt(i + 1) === 32) {
      // `- - - x`: each compact marker opens a level, one column further in.
      let j = i + 2;
      while (text.charCodeAt(j) === 32) j++;
      const next = text.charCodeAt(j);
      if ((next === 45 || next === 63) && text.charCodeAt(j + 1) === 32) {
        indents.push(col + (j - i));
        deeper(j);
      }
    }
    if ((c === 34 || c === 39) && OPENERS.has(prev)) quote = c;
    else if ((c === 91 || c === 123) && OPENERS.has(prev)) {
      flow++;
      deeper(i);
      if (flow > flowLimit) return { tooDeepAt, flowOverLimit: true };
    } else if ((c === 93 || c === 125) && flow > 0) flow--;
    else if (c === 35 && (prev === 10 || text.charCodeAt(i - 1) === 32 || text.charCodeAt(i - 1) === 9)) {
      while (i + 1 < text.length && text.charCodeAt(i + 1) !== 10) i++;
      continue;
    }
    // A compact marker keeps the "line start" context for the marker that follows it.
    prev = (c === 45 || c === 63) && prev === 10 && text.charCodeAt(i + 1) === 32 ? 10 : c;
    col++;
  }
  return { tooDeepAt, flowOverLimit: false };
}

/** Quick bound: fewer opening brackets than the limit cannot nest past it. */
export function mayNestPast(text: string, limit: number): boolean {
  let n = 0;
  for (let i = text.indexOf('['); i >= 0 && n <= limit; i = text.indexOf('[', i + 1)) n++;
  for (let i = text.indexOf('{'); i >= 0 && n <= limit; i = text.indexOf('{', i + 1)) n++;
  return n > limit;
}
