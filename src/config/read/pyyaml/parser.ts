// The builder's parser: tokens → events, by PyYAML's productions (an LL(1) grammar run as a
// state machine with an explicit stack, so nesting costs no call stack). Its errors name the
// token found and the collection being read, as PyYAML's do.

import { GrammarError, pyRepr, type Mark } from './marks.js';
import { Scanner } from './scanner.js';
import type { Style, Token, TokenKind } from './tokens.js';

export type EventKind =
  | 'StreamStart'
  | 'StreamEnd'
  | 'DocumentStart'
  | 'DocumentEnd'
  | 'Alias'
  | 'Scalar'
  | 'SequenceStart'
  | 'SequenceEnd'
  | 'MappingStart'
  | 'MappingEnd';

export interface Event {
  kind: EventKind;
  start: Mark;
  end: Mark;
  /** A node's content: where it starts after its properties (its start when it has none). */
  content?: Mark;
  anchor?: string;
  /** The resolved tag, `!` for the non-specific tag; none when untagged. */
  tag?: string;
  /** A scalar's value and style. */
  value?: string;
  style?: Style;
  /** Whether a scalar may be resolved as a plain one (untagged plain, or tagged `!`). */
  plainImplicit?: boolean;
  /** A collection written in flow style (`[...]`, `{...}`). */
  flow?: boolean;
  /** A document with `---`, or a `...` after it. */
  explicit?: boolean;
}

const DEFAULT_HANDLES: Record<string, string> = { '!': '!', '!!': 'tag:yaml.org,2002:' };

type State = () => Event;

export class Parser {
  private readonly tokens: Scanner;
  private state: State | undefined;
  private readonly states: State[] = [];
  /** Where each open collection started, for the context of an error inside it. */
  private readonly marks: Mark[] = [];
  private handles: Record<string, string> = DEFAULT_HANDLES;
  private pending: Event | undefined;

  constructor(text: string, skipBom: boolean) {
    this.tokens = new Scanner(text, skipBom);
    this.state = () => this.streamStart();
  }

  peek(): Event | undefined {
    if (this.pending === undefined && this.state) this.pending = this.state();
    return this.pending;
  }

  next(): Event | undefined {
    const event = this.peek();
    this.pending = undefined;
    return event;
  }

  private fail(context: string | undefined, contextMark: Mark | undefined, problem: string, at: Mark): never {
    throw new GrammarError(context, contextMark, problem, at, 'parser');
  }

  private at(...kinds: TokenKind[]): boolean {
    return this.tokens.at(...kinds);
  }

  private event(kind: EventKind, token: Token, extra: Partial<Event> = {}): Event {
    return { kind, start: token.start, end: token.end, ...extra };
  }

  private emptyScalar(mark: Mark): Event {
    return { kind: 'Scalar', start: mark, end: mark, content: mark, value: '', style: 'plain', plainImplicit: true };
  }

  // --- stream and documents -----------------------------------------------------------------

  private streamStart(): Event {
    const token = this.tokens.next();
    this.state = () => this.implicitDocumentStart();
    return this.event('StreamStart', token);
  }

  /** The first document may start without `---` (and then has no directives). */
  private implicitDocumentStart(): Event {
    if (this.at('<directive>', '<document start>', '<stream end>')) return this.documentStart();
    this.handles = DEFAULT_HANDLES;
    const mark = this.tokens.peek().start;
    this.states.push(() => this.documentEnd());
    this.state = () => this.blockNode();
    return { kind: 'DocumentStart', start: mark, end: mark, explicit: false };
  }

  private documentStart(): Event {
    while (this.at('<document end>')) this.tokens.next();
    if (this.at('<stream end>')) {
      const token = this.tokens.next();
      this.state = undefined;
      return this.event('StreamEnd', token);
    }
    const start = this.tokens.peek().start;
    this.directives();
    if (!this.at('<document start>')) {
      const found = this.tokens.peek();
      this.fail(undefined, undefined, `expected '<document start>', but found ${pyRepr(found.kind)}`, found.start);
    }
    const token = this.tokens.next();
    this.states.push(() => this.documentEnd());
    this.state = () => this.documentContent();
    return { kind: 'DocumentStart', start, end: token.end, explicit: true };
  }

  private documentEnd(): Event {
    const token = this.tokens.peek();
    let end = token.start;
    let explicit = false;
    if (this.at('<document end>')) {
      end = this.tokens.next().end;
      explicit = true;
    }
    this.state = () => this.documentStart();
    return { kind: 'DocumentEnd', start: token.start, end, explicit };
  }

  private documentContent(): Event {
    if (this.at('<directive>', '<document start>', '<document end>', '<stream end>')) {
      this.state = this.states.pop();
      return this.emptyScalar(this.tokens.peek().start);
    }
    return this.blockNode();
  }

  private directives(): void {
    let version: [number, number] | undefined;
    const handles: Record<string, string> = {};
    while (this.at('<directive>')) {
      const token = this.tokens.next();
      if (token.value === 'YAML') {
        if (version) this.fail(undefined, undefined, 'found duplicate YAML directive', token.start);
        if (token.version![0] !== 1)
          this.fail(undefined, undefined, 'found incompatible YAML document (version 1.* is required)', token.start);
        version = token.version;
      } else if (token.value === 'TAG') {
        const handle = token.handle!;
        if (Object.hasOwn(handles, handle))
          this.fail(undefined, undefined, `duplicate tag handle ${pyRepr(handle)}`, token.start);
        handles[handle] = token.prefix!;
      }
    }
    this.handles = { ...DEFAULT_HANDLES, ...handles };
  }

  // --- nodes --------------------------------------------------------------------------------

  private blockNode(): Event {
    return this.node(true, false);
  }

  private flowNode(): Event {
    return this.node(false, false);
  }

  private node(block: boolean, indentlessSequence: boolean): Event {
    if (this.at('<alias>')) {
      const token = this.tokens.next();
      this.state = this.states.pop();
      return this.event('Alias', token, { anchor: token.value! });
    }
    let anchor: string | undefined;
    let tagToken: Token | undefined;
    let start: Mark | undefined;
    let end: Mark | undefined;
    // Anchor and tag, in either order, at most one of each.
    for (let i = 0; i < 2; i++) {
      if (anchor === undefined && this.at('<anchor>')) {
        const token = this.tokens.next();
        start ??= token.start;
        end = token.end;
        anchor = token.value;
      } else if (tagToken === undefined && this.at('<tag>')) {
        tagToken = this.tokens.next();
        start ??= tagToken.start;
        end = tagToken.end;
      } else break;
    }
    let tag: string | undefined;
    if (tagToken) {
      const handle = tagToken.handle;
      if (handle === undefined) tag = tagToken.suffix!;
      else {
        if (!Object.hasOwn(this.handles, handle))
          this.fail('while parsing a node', start, `found undefined tag handle ${pyRepr(handle)}`, tagToken.start);
        tag = this.handles[handle]! + tagToken.suffix!;
      }
    }
    if (start === undefined) start = end = this.tokens.peek().start;
    const props: Partial<Event> = {};
    if (anchor !== undefined) props.anchor = anchor;
    if (tag !== undefined) props.tag = tag;
    const next = this.tokens.peek();
    const content = anchor === undefined && tagToken === undefined ? start : next.start;
    if (indentlessSequence && next.kind === '-') {
      this.state = () => this.indentlessSequenceEntry();
      return { kind: 'SequenceStart', start, end: next.end, content, ...props, flow: false };
    }
    switch (next.kind) {
      case '<scalar>': {
        this.tokens.next();
        this.state = this.states.pop();
        return {
          kind: 'Scalar',
          start,
          end: next.end,
          content,
          ...props,
          value: next.value!,
          style: next.style!,
          plainImplicit: (next.style === 'plain' && tag === undefined) || tag === '!',
        };
      }
      case '[':
        this.state = () => this.flowSequenceEntry(true);
        return { kind: 'SequenceStart', start, end: next.end, content, ...props, flow: true };
      case '{':
        this.state = () => this.flowMappingKey(true);
        return { kind: 'MappingStart', start, end: next.end, content, ...props, flow: true };
    }
    if (block && next.kind === '<block sequence start>') {
      this.state = () => this.blockSequenceEntry(true);
      return { kind: 'SequenceStart', start, end: next.start, content, ...props, flow: false };
    }
    if (block && next.kind === '<block mapping start>') {
      this.state = () => this.blockMappingKey(true);
      return { kind: 'MappingStart', start, end: next.start, content, ...props, flow: false };
    }
    if (anchor !== undefined || tag !== undefined) {
      // Properties with no content: an empty scalar.
      this.state = this.states.pop();
      return {
        kind: 'Scalar',
        start,
        end: end!,
        content: end!,
        ...props,
        value: '',
        style: 'plain',
        plainImplicit: tag === undefined || tag === '!',
      };
    }
    return this.fail(
      `while parsing a ${block ? 'block' : 'flow'} node`,
      start,
      `expected the node content, but found ${pyRepr(next.kind)}`,
      next.start,
    );
  }

  // --- block collections --------------------------------------------------------------------

  /**
   * The node after an indicator just taken (`-`, `?`, `:`), then `then`; an empty scalar when the
   * next token is one of `enders` (nothing was written).
   */
  private nodeAfter(indicator: Token, then: State, enders: TokenKind[], node: () => Event): Event {
    this.state = then;
    if (this.at(...enders)) return this.emptyScalar(indicator.end);
    this.states.push(then);
    return node();
  }

  /** A key's value: after its `:`, or empty when it has none. */
  private valueOf(then: State, enders: TokenKind[], node: () => Event): Event {
    if (this.at(':')) return this.nodeAfter(this.tokens.next(), then, enders, node);
    this.state = then;
    return this.emptyScalar(this.tokens.peek().start);
  }

  private blockSequenceEntry(first: boolean): Event {
    if (first) this.marks.push(this.tokens.next().start);
    if (this.at('-'))
      return this.nodeAfter(
        this.tokens.next(),
        () => this.blockSequenceEntry(false),
        ['-', '<block end>'],
        () => this.blockNode(),
      );
    return this.blockEnd('while parsing a block collection', 'SequenceEnd');
  }

  private blockEnd(context: string, kind: 'SequenceEnd' | 'MappingEnd'): Event {
    if (!this.at('<block end>')) {
      const token = this.tokens.peek();
      this.fail(context, this.marks.at(-1), `expected <block end>, but found ${pyRepr(token.kind)}`, token.start);
    }
    const token = this.tokens.next();
    this.state = this.states.pop();
    this.marks.pop();
    return this.event(kind, token);
  }

  /** A list whose `-` items sit at the column of the key that owns it. */
  private indentlessSequenceEntry(): Event {
    if (this.at('-'))
      return this.nodeAfter(
        this.tokens.next(),
        () => this.indentlessSequenceEntry(),
        ['-', '?', ':', '<block end>'],
        () => this.blockNode(),
      );
    const token = this.tokens.peek();
    this.state = this.states.pop();
    return { kind: 'SequenceEnd', start: token.start, end: token.start };
  }

  private blockMappingKey(first: boolean): Event {
    if (first) this.marks.push(this.tokens.next().start);
    if (this.at('?'))
      return this.nodeAfter(
        this.tokens.next(),
        () => this.blockMappingValue(),
        ['?', ':', '<block end>'],
        () => this.node(true, true),
      );
    return this.blockEnd('while parsing a block mapping', 'MappingEnd');
  }

  private blockMappingValue(): Event {
    return this.valueOf(
      () => this.blockMappingKey(false),
      ['?', ':', '<block end>'],
      () => this.node(true, true),
    );
  }

  // --- flow collections ---------------------------------------------------------------------

  /** Before each entry after the first, a `,`; then the entry, or the collection's end. */
  private flowSeparator(first: boolean, closer: ']' | '}', what: string): boolean {
    if (this.at(closer)) return false;
    if (!first) {
      if (!this.at(',')) {
        const token = this.tokens.peek();
        this.fail(
          `while parsing a flow ${what}`,
          this.marks.at(-1),
          `expected ',' or '${closer}', but got ${pyRepr(token.kind)}`,
          token.start,
        );
      }
      this.tokens.next();
    }
    return !this.at(closer);
  }

  private flowEnd(kind: 'SequenceEnd' | 'MappingEnd'): Event {
    const token = this.tokens.next();
    this.state = this.states.pop();
    this.marks.pop();
    return this.event(kind, token);
  }

  private flowSequenceEntry(first: boolean): Event {
    if (first) this.marks.push(this.tokens.next().start);
    if (!this.flowSeparator(first, ']', 'sequence')) return this.flowEnd('SequenceEnd');
    if (this.at('?')) {
      // `[? a : b]` (or `[a: b]`): a one-pair mapping as an entry.
      const token = this.tokens.peek();
      this.state = () => this.pairKey();
      return { kind: 'MappingStart', start: token.start, end: token.end, content: token.start, flow: true };
    }
    this.states.push(() => this.flowSequenceEntry(false));
    return this.flowNode();
  }

  private pairKey(): Event {
    return this.nodeAfter(
      this.tokens.next(),
      () => this.pairValue(),
      [':', ',', ']'],
      () => this.flowNode(),
    );
  }

  private pairValue(): Event {
    return this.valueOf(
      () => this.pairEnd(),
      [',', ']'],
      () => this.flowNode(),
    );
  }

  private pairEnd(): Event {
    this.state = () => this.flowSequenceEntry(false);
    const mark = this.tokens.peek().start;
    return { kind: 'MappingEnd', start: mark, end: mark };
  }

  private flowMappingKey(first: boolean): Event {
    if (first) this.marks.push(this.tokens.next().start);
    if (!this.flowSeparator(first, '}', 'mapping')) return this.flowEnd('MappingEnd');
    if (this.at('?'))
      return this.nodeAfter(
        this.tokens.next(),
        () => this.flowMappingValue(),
        [':', ',', '}'],
        () => this.flowNode(),
      );
    // A key with no `:` after it: its value is empty.
    this.states.push(() => {
      this.state = () => this.flowMappingKey(false);
      return this.emptyScalar(this.tokens.peek().start);
    });
    return this.flowNode();
  }

  private flowMappingValue(): Event {
    return this.valueOf(
      () => this.flowMappingKey(false),
      [',', '}'],
      () => this.flowNode(),
    );
  }
}
