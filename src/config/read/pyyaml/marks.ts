// Where the builder's reader is in the text, counted its way. PyYAML's marks are 0-based lines
// and columns over code points, with its own line breaks (LF, CR, CRLF, NEL, LS, PS) and a BOM
// that takes no column; our findings count UTF-16 offsets and `\n` lines (coordinates.ts). Each
// mark keeps both: the offset, which our coordinates turn into a finding's place, and PyYAML's
// line and column, which tests hold to the real PyYAML.

export interface Mark {
  /** UTF-16 offset into the text. */
  offset: number;
  /** PyYAML's 0-based line. */
  line: number;
  /** PyYAML's 0-based column (code points, a BOM not counted). */
  column: number;
}

/** What the builder's reader says when it refuses a text: PyYAML's MarkedYAMLError, in parts. */
export class GrammarError extends Error {
  constructor(
    readonly context: string | undefined,
    readonly contextMark: Mark | undefined,
    readonly problem: string,
    readonly problemMark: Mark,
    /** Which of PyYAML's stages refused (its error class: ScannerError, ParserError, ComposerError). */
    readonly stage: 'scanner' | 'parser' | 'composer',
  ) {
    super(context ? `${context}: ${problem}` : problem);
  }
}

/** Characters that end a line for YAML 1.1 (CRLF is one break, read as two characters). */
export const BREAKS = '\r\n\x85\u2028\u2029';
/** A break, or the end of the text (PyYAML's NUL sentinel, here the empty string). */
export const BREAK_OR_END = BREAKS + '\0';
/** White space or the end: what must follow an indicator for it to be one. */
export const BLANK_OR_END = ' \t' + BREAK_OR_END;

export function isBreak(ch: string): boolean {
  return ch !== '' && BREAKS.includes(ch);
}

/** Blank, a break, or the end of the text. */
export function isBlankOrEnd(ch: string): boolean {
  return ch === '' || BLANK_OR_END.includes(ch);
}

export function isBreakOrEnd(ch: string): boolean {
  return ch === '' || BREAKS.includes(ch);
}

/** A space, a break or the end: what ends a tag, a directive's parts or a block scalar's header (not a tab). */
export function spaceOrBreak(ch: string): boolean {
  return ch === ' ' || isBreakOrEnd(ch);
}

export function isWordChar(ch: string): boolean {
  return /^[0-9A-Za-z_-]$/.test(ch);
}

export function isHex(ch: string): boolean {
  return /^[0-9A-Fa-f]$/.test(ch);
}

const NOT_PRINTABLE_FOR_REPR = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Zs}]/u;

/**
 * A character or token name as Python's repr() shows it in PyYAML's messages (`'x'`, `'\t'`,
 * `"'"`), so that our text of the builder's message is the one the build prints. The end of the
 * text is PyYAML's NUL sentinel.
 */
export function pyRepr(s: string): string {
  const text = s === '' ? '\0' : s;
  const quote = text.includes("'") && !text.includes('"') ? '"' : "'";
  let out = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (ch === quote || ch === '\\') out += '\\' + ch;
    else if (ch === '\t') out += '\\t';
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (ch !== ' ' && NOT_PRINTABLE_FOR_REPR.test(ch)) {
      if (cp < 0x100) out += '\\x' + cp.toString(16).padStart(2, '0');
      else if (cp < 0x10000) out += '\\u' + cp.toString(16).padStart(4, '0');
      else out += '\\U' + cp.toString(16).padStart(8, '0');
    } else out += ch;
  }
  return quote + out + quote;
}
