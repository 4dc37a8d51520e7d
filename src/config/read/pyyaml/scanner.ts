// The builder's scanner: text → tokens, as PyYAML's SafeLoader scans (YAML 1.1). What matters
// for a gate is that the same texts are refused at the same marks, and that the tokens are the
// ones the builder's parser sees; so the structure below is PyYAML's own: one token at a time,
// block indentation as a stack of columns, and "simple keys" (a key without `?`) noted where they
// could start and confirmed only when a `:` follows on the same line, within 1,024 characters.

import {
  BREAK_OR_END,
  GrammarError,
  isBlankOrEnd,
  isBreak,
  isBreakOrEnd,
  isHex,
  isWordChar,
  pyRepr,
  spaceOrBreak,
  type Mark,
} from './marks.js';
import type { Token, TokenKind } from './tokens.js';

/** A place where a simple key could start, per flow level. */
interface PossibleKey {
  /** The number the key's first token will have in the stream of all tokens. */
  tokenNumber: number;
  /** In block context at the column of the current indentation a key is the only thing allowed. */
  required: boolean;
  mark: Mark;
  /** The code-point index it starts at (PyYAML's limit counts code points). */
  index: number;
}

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

/** A simple key is forgotten after this many characters, as in PyYAML. */
const MAX_SIMPLE_KEY = 1024;

const URI_CHAR = /^[0-9A-Za-z\-;/?:@&=+$,_.!~*'()[\]%]$/;

export class Scanner {
  private pos = 0;
  private line = 0;
  private column = 0;
  /** Code points read so far (PyYAML's index), for the simple-key length limit. */
  private index = 0;

  private readonly queue: Token[] = [];
  private taken = 0;
  private done = false;
  private flowLevel = 0;
  /** The current block indentation column, and the enclosing ones. */
  private indent = -1;
  private readonly indents: number[] = [];
  private allowSimpleKey = true;
  private readonly possibleKeys = new Map<number, PossibleKey>();

  /** `skipBom`: a BOM that starts the text is the stream's, not content (false when the caller removed it). */
  constructor(
    private readonly text: string,
    private readonly skipBom: boolean,
  ) {
    const m = this.mark();
    this.queue.push({ kind: '<stream start>', start: m, end: m });
  }

  // --- the parser's side --------------------------------------------------------------------

  /** The next token, without taking it. */
  peek(): Token {
    this.fill();
    return this.queue[0]!;
  }

  next(): Token {
    this.fill();
    this.taken++;
    return this.queue.shift()!;
  }

  /** Whether the next token is one of the kinds. */
  at(...kinds: TokenKind[]): boolean {
    return kinds.includes(this.peek().kind);
  }

  /**
   * A token can be handed out only when no possible simple key could still turn into a KEY
   * token inserted before it.
   */
  private fill(): void {
    for (;;) {
      if (this.done) return;
      if (this.queue.length > 0) {
        this.dropStaleKeys();
        if (this.firstPossibleKeyNumber() !== this.taken) return;
      }
      this.fetchNext();
    }
  }

  // --- characters ---------------------------------------------------------------------------

  private ch(k = 0): string {
    return this.text.charAt(this.pos + k);
  }

  private slice(n: number): string {
    return this.text.slice(this.pos, this.pos + n);
  }

  private forward(n = 1): void {
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

  private mark(): Mark {
    return { offset: this.pos, line: this.line, column: this.column };
  }

  private fail(context: string | undefined, contextMark: Mark | undefined, problem: string, at = this.mark()): never {
    throw new GrammarError(context, contextMark, problem, at, 'scanner');
  }

  private push(kind: TokenKind, extra: Partial<Token> = {}, length = 1): void {
    const start = this.mark();
    this.forward(length);
    this.queue.push({ kind, start, end: this.mark(), ...extra });
  }

  // --- choosing the next token --------------------------------------------------------------

  private fetchNext(): void {
    this.skipToToken();
    this.dropStaleKeys();
    this.closeIndents(this.column);
    const c = this.ch();
    if (c === '') return this.streamEnd();
    if (c === '%' && this.column === 0) return this.directive();
    if (c === '-' && this.documentMarker('---')) return this.documentIndicator('<document start>');
    if (c === '.' && this.documentMarker('...')) return this.documentIndicator('<document end>');
    switch (c) {
      case '[':
        return this.flowStart('[');
      case '{':
        return this.flowStart('{');
      case ']':
        return this.flowEnd(']');
      case '}':
        return this.flowEnd('}');
      case ',':
        return this.flowEntry();
    }
    const indicator = isBlankOrEnd(this.ch(1));
    if (c === '-' && indicator) return this.blockEntry();
    if (c === '?' && (this.flowLevel > 0 || indicator)) return this.key();
    if (c === ':' && (this.flowLevel > 0 || indicator)) return this.value();
    if (c === '*') return this.nodeProperty(() => this.anchorLike('<alias>'));
    if (c === '&') return this.nodeProperty(() => this.anchorLike('<anchor>'));
    if (c === '!') return this.nodeProperty(() => this.tag());
    if ((c === '|' || c === '>') && this.flowLevel === 0) {
      this.allowSimpleKey = true;
      this.dropPossibleKey();
      this.queue.push(this.blockScalar(c));
      return;
    }
    if (c === "'" || c === '"') return this.nodeProperty(() => this.flowScalar(c));
    if (this.plainCanStart()) return this.nodeProperty(() => this.plain());
    this.fail(
      'while scanning for the next token',
      undefined,
      `found character ${pyRepr(c)} that cannot start any token`,
    );
  }

  /** A token that can start a simple key and leaves no room for another on its line. */
  private nodeProperty(scan: () => Token): void {
    this.notePossibleKey();
    this.allowSimpleKey = false;
    this.queue.push(scan());
  }

  private documentMarker(marker: string): boolean {
    return this.column === 0 && this.slice(3) === marker && isBlankOrEnd(this.ch(3));
  }

  private plainCanStart(): boolean {
    const c = this.ch();
    const next = this.ch(1);
    if (!isBlankOrEnd(c) && !'-?:,[]{}#&*!|>\'"%@`'.includes(c)) return true;
    return !isBlankOrEnd(next) && (c === '-' || (this.flowLevel === 0 && (c === '?' || c === ':')));
  }

  // --- simple keys --------------------------------------------------------------------------

  // The possible keys are kept in the order they were noted (a key noted again at its level is
  // removed first), which is the order of their token numbers and of their places in the text:
  // the first is the earliest, and the stale ones are a prefix. PyYAML walks them all at every
  // token, which costs quadratic time on deep flow nesting; the order makes it linear.
  private firstPossibleKeyNumber(): number | undefined {
    for (const key of this.possibleKeys.values()) return key.tokenNumber;
    return undefined;
  }

  /** A possible key is gone once its line ends or it grows too long; a required one is an error. */
  private dropStaleKeys(): void {
    for (const [level, key] of this.possibleKeys) {
      if (key.mark.line === this.line && this.index - key.index <= MAX_SIMPLE_KEY) return;
      if (key.required) this.fail('while scanning a simple key', key.mark, "could not find expected ':'");
      this.possibleKeys.delete(level);
    }
  }

  private notePossibleKey(): void {
    if (!this.allowSimpleKey) return;
    this.dropPossibleKey();
    const required = this.flowLevel === 0 && this.indent === this.column;
    this.possibleKeys.set(this.flowLevel, {
      tokenNumber: this.taken + this.queue.length,
      required,
      mark: this.mark(),
      index: this.index,
    });
  }

  private dropPossibleKey(): void {
    const key = this.possibleKeys.get(this.flowLevel);
    if (key?.required) this.fail('while scanning a simple key', key.mark, "could not find expected ':'");
    this.possibleKeys.delete(this.flowLevel);
  }

  // --- block indentation --------------------------------------------------------------------

  private closeIndents(column: number): void {
    if (this.flowLevel > 0) return;
    while (this.indent > column) {
      const m = this.mark();
      this.indent = this.indents.pop()!;
      this.queue.push({ kind: '<block end>', start: m, end: m });
    }
  }

  private openIndent(column: number): boolean {
    if (this.indent >= column) return false;
    this.indents.push(this.indent);
    this.indent = column;
    return true;
  }

  // --- tokens -------------------------------------------------------------------------------

  private streamEnd(): void {
    this.closeIndents(-1);
    this.dropPossibleKey();
    this.allowSimpleKey = false;
    this.possibleKeys.clear();
    const m = this.mark();
    this.queue.push({ kind: '<stream end>', start: m, end: m });
    this.done = true;
  }

  private documentIndicator(kind: '<document start>' | '<document end>'): void {
    this.closeIndents(-1);
    this.dropPossibleKey();
    this.allowSimpleKey = false;
    this.push(kind, {}, 3);
  }

  private flowStart(kind: '[' | '{'): void {
    this.notePossibleKey();
    this.flowLevel++;
    this.allowSimpleKey = true;
    this.push(kind);
  }

  private flowEnd(kind: ']' | '}'): void {
    this.dropPossibleKey();
    // An unbalanced closer takes the level below zero, as in PyYAML: the parser refuses it.
    this.flowLevel--;
    this.allowSimpleKey = false;
    this.push(kind);
  }

  private flowEntry(): void {
    this.allowSimpleKey = true;
    this.dropPossibleKey();
    this.push(',');
  }

  private blockEntry(): void {
    this.blockIndicator('sequence entries', '<block sequence start>');
    this.allowSimpleKey = true;
    this.dropPossibleKey();
    this.push('-');
  }

  private key(): void {
    this.blockIndicator('mapping keys', '<block mapping start>');
    this.allowSimpleKey = this.flowLevel === 0;
    this.dropPossibleKey();
    this.push('?');
  }

  /**
   * `-`, `?`, or a `:` with no simple key before it, in block context: allowed only where a key
   * could start, and opening a collection where it stands deeper than the current indentation.
   */
  private blockIndicator(what: string, opens: '<block sequence start>' | '<block mapping start>'): void {
    if (this.flowLevel > 0) return;
    if (!this.allowSimpleKey) this.fail(undefined, undefined, `${what} are not allowed here`);
    if (this.openIndent(this.column)) {
      const m = this.mark();
      this.queue.push({ kind: opens, start: m, end: m });
    }
  }

  private value(): void {
    const key = this.possibleKeys.get(this.flowLevel);
    if (key) {
      // The `:` confirms the simple key: its KEY token (and, at a new indentation, the start of
      // a block mapping) go in front of the key's first token.
      this.possibleKeys.delete(this.flowLevel);
      const at = key.tokenNumber - this.taken;
      this.queue.splice(at, 0, { kind: '?', start: key.mark, end: key.mark });
      if (this.flowLevel === 0 && this.openIndent(key.mark.column))
        this.queue.splice(at, 0, { kind: '<block mapping start>', start: key.mark, end: key.mark });
      this.allowSimpleKey = false;
    } else {
      this.blockIndicator('mapping values', '<block mapping start>');
      this.allowSimpleKey = this.flowLevel === 0;
      this.dropPossibleKey();
    }
    this.push(':');
  }

  /** Spaces, comments and line breaks up to the next token; a BOM only at the very start. */
  private skipToToken(): void {
    if (this.skipBom && this.index === 0 && this.ch() === '\ufeff') this.forward();
    for (;;) {
      while (this.ch() === ' ') this.forward();
      if (this.ch() === '#') while (!isBreakOrEnd(this.ch())) this.forward();
      if (!this.lineBreak()) return;
      if (this.flowLevel === 0) this.allowSimpleKey = true;
    }
  }

  /** Reads one line break; YAML 1.1 folds CR, CRLF and NEL to `\n` and keeps LS and PS. */
  private lineBreak(): string {
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

  // --- directives ---------------------------------------------------------------------------

  private directive(): void {
    this.closeIndents(-1);
    this.dropPossibleKey();
    this.allowSimpleKey = false;
    const start = this.mark();
    this.forward();
    const name = this.directiveName(start);
    const token: Token = { kind: '<directive>', start, end: start, value: name };
    if (name === 'YAML') token.version = this.yamlVersion(start);
    else if (name === 'TAG') {
      while (this.ch() === ' ') this.forward();
      token.handle = this.tagHandle('directive', start);
      if (this.ch() !== ' ')
        this.fail('while scanning a directive', start, `expected ' ', but found ${pyRepr(this.ch())}`);
      while (this.ch() === ' ') this.forward();
      token.prefix = this.tagUri('directive', start);
      if (!spaceOrBreak(this.ch()))
        this.fail('while scanning a directive', start, `expected ' ', but found ${pyRepr(this.ch())}`);
    }
    token.end = this.mark();
    if (name !== 'YAML' && name !== 'TAG') while (!isBreakOrEnd(this.ch())) this.forward();
    this.restOfLine('while scanning a directive', start);
    this.queue.push(token);
  }

  private directiveName(start: Mark): string {
    let n = 0;
    while (isWordChar(this.ch(n))) n++;
    const problem = (c: string) => `expected alphabetic or numeric character, but found ${pyRepr(c)}`;
    if (n === 0) this.fail('while scanning a directive', start, problem(this.ch()));
    const name = this.slice(n);
    this.forward(n);
    if (!spaceOrBreak(this.ch())) this.fail('while scanning a directive', start, problem(this.ch()));
    return name;
  }

  private yamlVersion(start: Mark): [number, number] {
    while (this.ch() === ' ') this.forward();
    const major = this.versionNumber(start);
    if (this.ch() !== '.')
      this.fail('while scanning a directive', start, `expected a digit or '.', but found ${pyRepr(this.ch())}`);
    this.forward();
    const minor = this.versionNumber(start);
    if (!spaceOrBreak(this.ch()))
      this.fail('while scanning a directive', start, `expected a digit or ' ', but found ${pyRepr(this.ch())}`);
    return [major, minor];
  }

  private versionNumber(start: Mark): number {
    if (!/^[0-9]$/.test(this.ch()))
      this.fail('while scanning a directive', start, `expected a digit, but found ${pyRepr(this.ch())}`);
    let n = 0;
    while (/^[0-9]$/.test(this.ch(n))) n++;
    const value = Number(this.slice(n));
    this.forward(n);
    return value;
  }

  /** After a directive or a block scalar's header: spaces, a comment, then the line's end. */
  private restOfLine(context: string, start: Mark): void {
    while (this.ch() === ' ') this.forward();
    if (this.ch() === '#') while (!isBreakOrEnd(this.ch())) this.forward();
    if (!isBreakOrEnd(this.ch()))
      this.fail(context, start, `expected a comment or a line break, but found ${pyRepr(this.ch())}`);
    this.lineBreak();
  }

  // --- anchors, aliases, tags ---------------------------------------------------------------

  private anchorLike(kind: '<alias>' | '<anchor>'): Token {
    const start = this.mark();
    const context = kind === '<alias>' ? 'while scanning an alias' : 'while scanning an anchor';
    this.forward();
    let n = 0;
    while (isWordChar(this.ch(n))) n++;
    const problem = (c: string) => `expected alphabetic or numeric character, but found ${pyRepr(c)}`;
    if (n === 0) this.fail(context, start, problem(this.ch()));
    const name = this.slice(n);
    this.forward(n);
    const after = this.ch();
    if (!(isBlankOrEnd(after) || '?:,]}%@`'.includes(after))) this.fail(context, start, problem(after));
    return { kind, start, end: this.mark(), value: name };
  }

  private tag(): Token {
    const start = this.mark();
    let handle: string | undefined;
    let suffix: string;
    const next = this.ch(1);
    if (next === '<') {
      this.forward(2);
      suffix = this.tagUri('tag', start);
      if (this.ch() !== '>') this.fail('while parsing a tag', start, `expected '>', but found ${pyRepr(this.ch())}`);
      this.forward();
    } else if (isBlankOrEnd(next)) {
      suffix = '!';
      this.forward();
    } else {
      // `!name!suffix` when a second `!` comes before the next blank, else `!suffix`.
      let n = 1;
      let named = false;
      for (let c = next; !spaceOrBreak(c); c = this.ch(++n)) {
        if (c === '!') {
          named = true;
          break;
        }
      }
      if (named) handle = this.tagHandle('tag', start);
      else {
        handle = '!';
        this.forward();
      }
      suffix = this.tagUri('tag', start);
    }
    if (!spaceOrBreak(this.ch()))
      this.fail('while scanning a tag', start, `expected ' ', but found ${pyRepr(this.ch())}`);
    return { kind: '<tag>', start, end: this.mark(), handle, suffix };
  }

  private tagHandle(what: string, start: Mark): string {
    const context = `while scanning a ${what}`;
    if (this.ch() !== '!') this.fail(context, start, `expected '!', but found ${pyRepr(this.ch())}`);
    let n = 1;
    if (this.ch(n) !== ' ') {
      while (isWordChar(this.ch(n))) n++;
      if (this.ch(n) !== '!') {
        const found = this.ch(n);
        this.forward(n);
        this.fail(context, start, `expected '!', but found ${pyRepr(found)}`);
      }
      n++;
    }
    const handle = this.slice(n);
    this.forward(n);
    return handle;
  }

  private tagUri(what: string, start: Mark): string {
    let out = '';
    let n = 0;
    while (URI_CHAR.test(this.ch(n))) {
      if (this.ch(n) === '%') {
        out += this.slice(n);
        this.forward(n);
        n = 0;
        out += this.uriEscapes(what, start);
      } else n++;
    }
    if (n > 0) {
      out += this.slice(n);
      this.forward(n);
    }
    if (out === '') this.fail(`while parsing a ${what}`, start, `expected URI, but found ${pyRepr(this.ch(n))}`);
    return out;
  }

  private uriEscapes(what: string, start: Mark): string {
    const bytes: number[] = [];
    const at = this.mark();
    while (this.ch() === '%') {
      this.forward();
      for (let k = 0; k < 2; k++)
        if (!isHex(this.ch(k)))
          this.fail(
            `while scanning a ${what}`,
            start,
            `expected URI escape sequence of 2 hexadecimal numbers, but found ${pyRepr(this.ch(k))}`,
          );
      bytes.push(parseInt(this.slice(2), 16));
      this.forward(2);
    }
    const bad = utf8Error(bytes);
    if (bad) this.fail(`while scanning a ${what}`, start, bad, at);
    return new TextDecoder('utf-8').decode(new Uint8Array(bytes));
  }

  // --- block scalars ------------------------------------------------------------------------

  private blockScalar(style: '|' | '>'): Token {
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

  private blockIndentation(): { breaks: string[]; maxIndent: number; end: Mark } {
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

  private blockBreaks(indent: number): { breaks: string[]; end: Mark } {
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

  private flowScalar(quote: "'" | '"'): Token {
    const start = this.mark();
    this.forward();
    let out = this.quotedText(quote, start);
    while (this.ch() !== quote) {
      out += this.quotedSpaces(quote, start);
      out += this.quotedText(quote, start);
    }
    this.forward();
    return { kind: '<scalar>', start, end: this.mark(), value: out, style: quote };
  }

  /** A run of a quoted scalar up to white space or its closing quote, with escapes read. */
  private quotedText(quote: "'" | '"', start: Mark): string {
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

  private escape(start: Mark): string {
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
  private quotedSpaces(_quote: string, start: Mark): string {
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

  private quotedBreaks(start: Mark): string[] {
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

  private plain(): Token {
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
  private plainSpaces(): string | undefined {
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

/** Python's message for bytes that are not UTF-8 (PyYAML passes it on for a tag's `%` escapes), or undefined. */
function utf8Error(bytes: number[]): string | undefined {
  for (let i = 0; i < bytes.length;) {
    const b = bytes[i]!;
    if (b < 0x80) {
      i++;
      continue;
    }
    const need = b >= 0xc2 && b <= 0xdf ? 1 : b >= 0xe0 && b <= 0xef ? 2 : b >= 0xf0 && b <= 0xf4 ? 3 : 0;
    if (need === 0) return decodeMessage(bytes, i, 1, 'invalid start byte');
    // The second byte's range narrows after E0, ED, F0 and F4 (no overlong forms, no surrogates).
    const low = b === 0xe0 ? 0xa0 : b === 0xf0 ? 0x90 : 0x80;
    const high = b === 0xed ? 0x9f : b === 0xf4 ? 0x8f : 0xbf;
    for (let k = 1; k <= need; k++) {
      const c = bytes[i + k];
      if (c === undefined) return decodeMessage(bytes, i, k, 'unexpected end of data');
      const [lo, hi] = k === 1 ? [low, high] : [0x80, 0xbf];
      if (c < lo || c > hi) return decodeMessage(bytes, i, k, 'invalid continuation byte');
    }
    i += need + 1;
  }
  return undefined;
}

function decodeMessage(bytes: number[], at: number, length: number, reason: string): string {
  const where =
    length === 1
      ? `byte 0x${bytes[at]!.toString(16).padStart(2, '0')} in position ${at}`
      : `bytes in position ${at}-${at + length - 1}`;
  return `'utf-8' codec can't decode ${where}: ${reason}`;
}
