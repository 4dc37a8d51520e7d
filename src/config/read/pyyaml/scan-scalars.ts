// The scanning of scalars: block (`|`, `>`, with their chomping and indentation indicators),
// quoted (escapes, and line folding) and plain (ended by `: `, ` #`, flow indicators in a flow
// collection, or a line indented no deeper than its block). Their values are folded as YAML 1.1
// folds them; their errors are PyYAML's.

import { BREAK_OR_END, isBlankOrEnd, isBreak, isBreakOrEnd, isHex, pyRepr, spaceOrBreak, type Mark } from './marks.js';
import { PropertyReader } from './scan-properties.js';
import type { Token } from './tokens.js';

const ESCAPES: Record<string, string> = {
  '0': '\0',
  a: '\x07',
  b: '\x08',
  t: '\t',
  '\t': '\t',
  n: '\n',
  v: '\x0b',
  f: '\x0c',
  r: '\r',
  e: '\x1b',
  ' ': ' ',
  '"': '"',
  '\\': '\\',
  '/': '/',
  N: '\x85',
  _: '\xa0',
  L: '\u2028',
  P: '\u2029',
};

const HEX_ESCAPE_LENGTH: Record<string, number> = { x: 2, u: 4, U: 8 };

export class ScalarReader extends PropertyReader {
  /** Inside how many flow collections; block indentation does not apply inside one. */
  protected flowLevel = 0;
  /** The current block indentation column (-1 before any). */
  protected indent = -1;
  /** Whether a simple key may start here (at a line start in block context, after an indicator). */
  protected allowSimpleKey = true;

  // --- block scalars ------------------------------------------------------------------------

  protected blockScalar(style: '|' | '>'): Token {
    const start = this.mark();
    this.forward();
    const context = 'while scanning a block scalar';
    // Chomping: undefined clips, true keeps, false strips.
    let keep: boolean | undefined;
    let increment: number | undefined;
    const readIncrement = () => {
      if (!/^[0-9]$/.test(this.ch())) return;
      increment = Number(this.ch());
      if (increment === 0) this.fail(context, start, 'expected indentation indicator in the range 1-9, but found 0');
      this.forward();
    };
    const readChomping = () => {
      if (this.ch() !== '+' && this.ch() !== '-') return false;
      keep = this.ch() === '+';
      this.forward();
      return true;
    };
    if (readChomping()) readIncrement();
    else if (/^[0-9]$/.test(this.ch())) {
      readIncrement();
      readChomping();
    }
    if (!spaceOrBreak(this.ch()))
      this.fail(context, start, `expected chomping or indentation indicators, but found ${pyRepr(this.ch())}`);
    this.restOfLine(context, start);

    const minIndent = Math.max(1, this.indent + 1);
    let indent: number;
    let breaks: string[];
    let end: Mark;
    if (increment === undefined) {
      // Without an indicator the first non-empty line sets the indentation.
      const found = this.blockIndentation();
      breaks = found.breaks;
      end = found.end;
      indent = Math.max(minIndent, found.maxIndent);
    } else {
      indent = minIndent + increment - 1;
      ({ breaks, end } = this.blockBreaks(indent));
    }
    let out = '';
    let lineBreak = '';
    while (this.column === indent && this.ch() !== '') {
      out += breaks.join('');
      const startsWithText = this.ch() !== ' ' && this.ch() !== '\t';
      let n = 0;
      while (!isBreakOrEnd(this.ch(n))) n++;
      out += this.slice(n);
      this.forward(n);
      lineBreak = this.lineBreak();
      ({ breaks, end } = this.blockBreaks(indent));
      if (this.column !== indent || this.ch() === '') break;
      // Folding joins two lines of text with a space, but keeps breaks around indented lines.
      if (style === '>' && lineBreak === '\n' && startsWithText && this.ch() !== ' ' && this.ch() !== '\t') {
        if (breaks.length === 0) out += ' ';
      } else out += lineBreak;
    }
    if (keep !== false) out += lineBreak;
    if (keep === true) out += breaks.join('');
    return { kind: '<scalar>', start, end, value: out, style };
  }

  protected blockIndentation(): { breaks: string[]; maxIndent: number; end: Mark } {
    const breaks: string[] = [];
    let maxIndent = 0;
    let end = this.mark();
    while (this.ch() === ' ' || isBreak(this.ch())) {
      if (this.ch() !== ' ') {
        breaks.push(this.lineBreak());
        end = this.mark();
      } else {
        this.forward();
        maxIndent = Math.max(maxIndent, this.column);
      }
    }
    return { breaks, maxIndent, end };
  }

  protected blockBreaks(indent: number): { breaks: string[]; end: Mark } {
    const breaks: string[] = [];
    let end = this.mark();
    while (this.column < indent && this.ch() === ' ') this.forward();
    while (isBreak(this.ch())) {
      breaks.push(this.lineBreak());
      end = this.mark();
      while (this.column < indent && this.ch() === ' ') this.forward();
    }
    return { breaks, end };
  }

  // --- quoted scalars -----------------------------------------------------------------------

  protected flowScalar(quote: "'" | '"'): Token {
    const start = this.mark();
    this.forward();
    let out = this.quotedText(quote, start);
    while (this.ch() !== quote) {
      out += this.quotedSpaces(start);
      out += this.quotedText(quote, start);
    }
    this.forward();
    return { kind: '<scalar>', start, end: this.mark(), value: out, style: quote };
  }

  /** A run of a quoted scalar up to white space or its closing quote, with escapes read. */
  protected quotedText(quote: "'" | '"', start: Mark): string {
    const double = quote === '"';
    let out = '';
    for (;;) {
      let n = 0;
      while (!(`'"\\ \t` + BREAK_OR_END).includes(this.ch(n)) && this.ch(n) !== '') n++;
      out += this.slice(n);
      this.forward(n);
      const c = this.ch();
      if (!double && c === "'" && this.ch(1) === "'") {
        out += "'";
        this.forward(2);
      } else if ((double && c === "'") || (!double && (c === '"' || c === '\\'))) {
        out += c;
        this.forward();
      } else if (double && c === '\\') {
        this.forward();
        out += this.escape(start);
      } else return out;
    }
  }

  protected escape(start: Mark): string {
    const context = 'while scanning a double-quoted scalar';
    const c = this.ch();
    const simple = ESCAPES[c];
    if (simple !== undefined && c !== '') {
      this.forward();
      return simple;
    }
    const length = HEX_ESCAPE_LENGTH[c];
    if (length !== undefined) {
      this.forward();
      for (let k = 0; k < length; k++)
        if (!isHex(this.ch(k)))
          this.fail(
            context,
            start,
            `expected escape sequence of ${length} hexadecimal numbers, but found ${pyRepr(this.ch(k))}`,
          );
      const code = parseInt(this.slice(length), 16);
      this.forward(length);
      // Python's chr() refuses a code point past U+10FFFF; PyYAML lets that error through.
      if (code > 0x10ffff) this.fail(context, start, `the escape \\${c}${code.toString(16)} is past U+10FFFF`);
      return String.fromCodePoint(code);
    }
    if (isBreak(c)) {
      // An escaped line break joins the lines with nothing between them.
      this.lineBreak();
      return this.quotedBreaks(start).join('');
    }
    return this.fail(context, start, `found unknown escape character ${pyRepr(c)}`);
  }

  /** White space inside a quoted scalar: kept within a line, folded across lines. */
  protected quotedSpaces(start: Mark): string {
    let n = 0;
    while (this.ch(n) === ' ' || this.ch(n) === '\t') n++;
    const spaces = this.slice(n);
    this.forward(n);
    const c = this.ch();
    if (c === '') this.fail('while scanning a quoted scalar', start, 'found unexpected end of stream');
    if (!isBreak(c)) return spaces;
    const first = this.lineBreak();
    const more = this.quotedBreaks(start);
    let out = '';
    if (first !== '\n') out += first;
    else if (more.length === 0) out += ' ';
    return out + more.join('');
  }

  protected quotedBreaks(start: Mark): string[] {
    const breaks: string[] = [];
    for (;;) {
      const head = this.slice(3);
      if ((head === '---' || head === '...') && isBlankOrEnd(this.ch(3)))
        this.fail('while scanning a quoted scalar', start, 'found unexpected document separator');
      while (this.ch() === ' ' || this.ch() === '\t') this.forward();
      if (!isBreak(this.ch())) return breaks;
      breaks.push(this.lineBreak());
    }
  }

  // --- plain scalars ------------------------------------------------------------------------

  protected plain(): Token {
    const start = this.mark();
    let end = start;
    const indent = this.indent + 1;
    let out = '';
    let spaces = '';
    for (;;) {
      if (this.ch() === '#') break;
      let n = 0;
      for (;;) {
        const c = this.ch(n);
        if (isBlankOrEnd(c)) break;
        if (c === ':') {
          const after = this.ch(n + 1);
          if (isBlankOrEnd(after) || (this.flowLevel > 0 && ',[]{}'.includes(after))) break;
        }
        if (this.flowLevel > 0 && ',?[]{}'.includes(c)) break;
        n++;
      }
      if (n === 0) break;
      this.allowSimpleKey = false;
      out += spaces + this.slice(n);
      this.forward(n);
      end = this.mark();
      const between = this.plainSpaces();
      if (between === undefined || this.ch() === '#' || (this.flowLevel === 0 && this.column < indent)) break;
      spaces = between;
    }
    return { kind: '<scalar>', start, end, value: out, style: 'plain' };
  }

  /**
   * The white space after a run of a plain scalar, folded as the scalar would hold it; undefined
   * when nothing can follow (no white space, or a document marker on the next line).
   */
  protected plainSpaces(): string | undefined {
    let n = 0;
    while (this.ch(n) === ' ') n++;
    const spaces = this.slice(n);
    this.forward(n);
    if (!isBreak(this.ch())) return n > 0 ? spaces : undefined;
    const first = this.lineBreak();
    this.allowSimpleKey = true;
    const marker = () => {
      const head = this.slice(3);
      return (head === '---' || head === '...') && isBlankOrEnd(this.ch(3));
    };
    if (marker()) return undefined;
    const breaks: string[] = [];
    while (this.ch() === ' ' || isBreak(this.ch())) {
      if (this.ch() === ' ') this.forward();
      else {
        breaks.push(this.lineBreak());
        if (marker()) return undefined;
      }
    }
    let out = '';
    if (first !== '\n') out += first;
    else if (breaks.length === 0) out += ' ';
    return out + breaks.join('');
  }
}
