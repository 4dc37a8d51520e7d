// Coordinates: where a character is, as an offset into a text or as a 1-based line and column
// (UTF-16 code units), as findings carry them. Every conversion between the two is here: the
// readers, the fixes, the diff writer and the suggestions count lines the same way.
//
// Two ways of counting lines, for two kinds of text. A reader's text has had its lone CRs made
// LF (source.ts), so `\n` alone ends a line there, as the `yaml` package's LineCounter counts.
// A text as written (a fix is applied to the file's own bytes) has CR, LF and CRLF line ends,
// each one line end, after a BOM that is not counted.

import type { Span } from '../findings.js';

const LF = 10;
const CR = 13;
const BOM = 0xfeff;

/** Offset → 1-based line and column: the `yaml` package's LineCounter, or LineStarts. */
export interface Lines {
  linePos(offset: number): { line: number; col: number };
}

/** The line starts of a reader's text, as the `yaml` package's LineCounter counts them (`\n` ends a line). */
export class LineStarts implements Lines {
  /** The offset where each line starts. */
  readonly starts: number[] = [0];

  constructor(text: string) {
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) this.starts.push(i + 1);
  }

  linePos(offset: number): { line: number; col: number } {
    const k = lineIndexAt(this.starts, offset);
    if (k < 0) return { line: 0, col: offset };
    return { line: k + 1, col: offset - this.starts[k]! + 1 };
  }
}

/** The offset where the line holding `offset` starts, in a reader's text (`\n` ends a line). */
export function lineStartOf(text: string, offset: number): number {
  return text.lastIndexOf('\n', offset - 1) + 1;
}

/** The index of the last of the (increasing) line starts at or before `offset`; -1 when none is. */
export function lineIndexAt(starts: readonly number[], offset: number): number {
  let low = 0;
  let high = starts.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (starts[mid]! <= offset) low = mid + 1;
    else high = mid;
  }
  return low - 1;
}

/** 1 when the text starts with a BOM, which no column counts. */
export function bomLength(text: string): number {
  return text.charCodeAt(0) === BOM ? 1 : 0;
}

/**
 * A finding's 1-based line and column → the Language Server Protocol's position in the text as
 * the editor holds it (zero-based line, UTF-16 code units). Both count CR, LF and CRLF as one
 * line end each and columns in UTF-16 code units; only a BOM differs: no finding's column counts
 * it, an editor's text may hold it.
 */
export function protocolPosition(text: string, line: number, column: number): { line: number; character: number } {
  return { line: Math.max(0, line - 1), character: Math.max(0, column - 1) + (line === 1 ? bomLength(text) : 0) };
}

/** Offsets where each line of a text as written starts, from `from` (CR, LF and CRLF each end a line). */
export function writtenLineStarts(text: string, from: number): number[] {
  const starts = [from];
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === LF || (c === CR && text.charCodeAt(i + 1) !== LF)) starts.push(i + 1);
  }
  return starts;
}

/**
 * The lines of a file's bytes as findings number them, without their line ends: a BOM dropped,
 * CR, LF and CRLF each a line end (bytes that are not UTF-8 read as U+FFFD).
 */
export function linesOfBytes(bytes: Uint8Array): string[] {
  return new TextDecoder('utf-8').decode(bytes).split(/\r\n|\r|\n/);
}

/**
 * The offset of a 1-based line and column, given the line starts and the text's length: a
 * RangeError for a line the text does not have, or a column past the end of its line (its line
 * end is on it; the last line's end is the text's).
 */
export function offsetAt(starts: readonly number[], length: number, line: number, column: number): number {
  const start = starts[line - 1];
  if (start === undefined || !Number.isInteger(column) || column < 1) {
    throw new RangeError(`the position ${line}:${column} is outside the text`);
  }
  const at = start + column - 1;
  const limit = starts[line] ?? length;
  if (at > limit) throw new RangeError(`the position ${line}:${column} is past the end of its line`);
  return at;
}

/**
 * Where the text from `start` to `end` ends, the white space and line breaks after it not
 * counted (Range's end: a block scalar's value runs on over the breaks after it).
 */
export function textEnd(text: string, start: number, end: number): number {
  while (end > start) {
    const c = text.charCodeAt(end - 1);
    if (c !== 0x20 && c !== 0x09 && c !== LF && c !== CR) break;
    end--;
  }
  return end;
}

/** The span from one offset to another of a reader's text. */
export function spanOf(lc: Lines, start: number, end: number): Span {
  const a = lc.linePos(start);
  const b = lc.linePos(Math.max(start, end));
  return { line: a.line, column: a.col, endLine: b.line, endColumn: b.col };
}

/** The one-line span of `length` characters at an offset, lines counted as written (CR, LF, CRLF). */
export function offsetSpan(text: string, offset: number, length: number): Span {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset; i++) {
    const c = text.charCodeAt(i);
    if (c === LF || (c === CR && text.charCodeAt(i + 1) !== LF)) {
      line++;
      lineStart = i + 1;
    }
  }
  const column = offset - lineStart + 1;
  return { line, column, endLine: line, endColumn: column + length };
}
