// The builder's scanner: text → tokens, as PyYAML's SafeLoader scans (YAML 1.1). What matters
// for a gate is that the same texts are refused at the same marks, and that the tokens are the
// ones the builder's parser sees; so the structure below is PyYAML's own: one token at a time,
// block indentation as a stack of columns, and "simple keys" (a key without `?`) noted where they
// could start and confirmed only when a `:` follows on the same line, within 1,024 characters.

import { isBlankOrEnd, isBreakOrEnd, pyRepr, spaceOrBreak, type Mark } from './marks.js';
import { ScalarReader } from './scan-scalars.js';
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

/** A simple key is forgotten after this many characters, as in PyYAML. */
const MAX_SIMPLE_KEY = 1024;

export class Scanner extends ScalarReader {
  private readonly queue: Token[] = [];
  private taken = 0;
  private done = false;
  /** The enclosing block indentation columns. */
  private readonly indents: number[] = [];
  private readonly possibleKeys = new Map<number, PossibleKey>();

  /** `skipBom`: a BOM that starts the text is the stream's, not content (false when the caller removed it). */
  constructor(
    text: string,
    private readonly skipBom: boolean,
  ) {
    super(text);
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
}
