// Source positions: 1-based line and column (UTF-16 code units), as findings carry them.

import type { Span } from './findings.js';

/** Offset → 1-based line and column: the `yaml` package's LineCounter, or the fast reader's own. */
export interface Lines {
  linePos(offset: number): { line: number; col: number };
}

/** The line starts of a text, as the `yaml` package's LineCounter counts them (`\n` ends a line). */
export class LineStarts implements Lines {
  /** The offset where each line starts. */
  readonly starts: number[] = [0];

  constructor(text: string) {
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) this.starts.push(i + 1);
  }

  linePos(offset: number): { line: number; col: number } {
    const starts = this.starts;
    let low = 0;
    let high = starts.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (starts[mid]! < offset) low = mid + 1;
      else high = mid;
    }
    if (starts[low] === offset) return { line: low + 1, col: 1 };
    if (low === 0) return { line: 0, col: offset };
    return { line: low, col: offset - starts[low - 1]! + 1 };
  }
}

export function spanOf(lc: Lines, start: number, end: number): Span {
  const a = lc.linePos(start);
  const b = lc.linePos(Math.max(start, end));
  return { line: a.line, column: a.col, endLine: b.line, endColumn: b.col };
}

export function offsetSpan(text: string, offset: number, length: number): Span {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) {
      line++;
      lineStart = i + 1;
    }
  }
  const column = offset - lineStart + 1;
  return { line, column, endLine: line, endColumn: column + length };
}

/** Offset where `[`/`{` nesting first exceeds `limit` (quotes and comments skipped), or -1. */
// YAML's white space and line breaks: a NBSP or another Unicode space is part of a value (\s would take it).
const YAML_SPACE = /[ \t\r\n]/;

/**
 * A node's span, from its properties (`!!tag`, `&anchor`) when it has any: the parser's range
 * starts after them, but a tag is often the fault, and PyYAML's marks start there too.
 */
export function nodeSpan(
  text: string,
  lc: Lines,
  node: { range?: readonly number[] | null | undefined; tag?: string | undefined; anchor?: string | undefined },
): Span {
  const r = node.range ?? [0, 0, 0];
  let start = r[0]!;
  if (node.tag || node.anchor) {
    for (let props = 0; props < 2; props++) {
      let i = start - 1;
      while (i >= 0 && (text[i] === ' ' || text[i] === '\t' || text[i] === '\n' || text[i] === '\r')) i--;
      let j = i;
      while (j >= 0 && !YAML_SPACE.test(text[j]!)) j--;
      const word = text.slice(j + 1, i + 1);
      const at = word.search(/(?:^|[[{,])[!&]/);
      if (at < 0) break;
      start = j + 1 + at + (/[[{,]/.test(word[at]!) ? 1 : 0);
    }
  }
  // A block value's range runs on to the next line; end it where its text ends.
  let end = r[1]!;
  while (end > start && YAML_SPACE.test(text[end - 1]!)) end--;
  return spanOf(lc, start, end);
}
