// The builder's reader: a cursor over the text that counts as PyYAML counts (code points, its
// line breaks, a BOM taking no column) and says where it is, and the errors of the scanning
// stages built on it.

import { GrammarError, isBreakOrEnd, pyRepr, type Mark } from './marks.js';

export class Reader {
  protected pos = 0;
  protected line = 0;
  protected column = 0;
  /** Code points read so far (PyYAML's index), for the simple-key length limit. */
  protected index = 0;

  constructor(protected readonly text: string) {}

  protected ch(k = 0): string {
    return this.text.charAt(this.pos + k);
  }

  protected slice(n: number): string {
    return this.text.slice(this.pos, this.pos + n);
  }

  protected forward(n = 1): void {
    for (let i = 0; i < n && this.pos < this.text.length; i++) {
      const c = this.text.charCodeAt(this.pos);
      this.pos++;
      // The second half of a surrogate pair is the same code point as the first.
      if (c >= 0xdc00 && c <= 0xdfff) continue;
      this.index++;
      if (
        c === 10 ||
        c === 0x85 ||
        c === 0x2028 ||
        c === 0x2029 ||
        (c === 13 && this.text.charCodeAt(this.pos) !== 10)
      ) {
        this.line++;
        this.column = 0;
      } else if (c !== 0xfeff) this.column++;
    }
  }

  protected mark(): Mark {
    return { offset: this.pos, line: this.line, column: this.column };
  }

  protected fail(context: string | undefined, contextMark: Mark | undefined, problem: string, at = this.mark()): never {
    throw new GrammarError(context, contextMark, problem, at, 'scanner');
  }

  /** Reads one line break; YAML 1.1 folds CR, CRLF and NEL to `\n` and keeps LS and PS. */
  protected lineBreak(): string {
    const c = this.ch();
    if (c === '\r' || c === '\n' || c === '\x85') {
      this.forward(this.slice(2) === '\r\n' ? 2 : 1);
      return '\n';
    }
    if (c === '\u2028' || c === '\u2029') {
      this.forward();
      return c;
    }
    return '';
  }

  /** After a directive or a block scalar's header: spaces, a comment, then the line's end. */
  protected restOfLine(context: string, start: Mark): void {
    while (this.ch() === ' ') this.forward();
    if (this.ch() === '#') while (!isBreakOrEnd(this.ch())) this.forward();
    if (!isBreakOrEnd(this.ch()))
      this.fail(context, start, `expected a comment or a line break, but found ${pyRepr(this.ch())}`);
    this.lineBreak();
  }
}
