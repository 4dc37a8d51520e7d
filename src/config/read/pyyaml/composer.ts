// The builder's composer: events → one document's node graph, as `yaml.safe_load` composes
// (one document at most; anchors name nodes, aliases share them, no node is copied). What the
// nodes become as data is the constructor's (constructor.ts, construct-document.ts) and the
// loader's (py-loader.ts), which expands aliases under the value budget; here only
// the text's structure is decided.

import { GrammarError, pyRepr, type Mark } from './marks.js';
import { Parser, type Event } from './parser.js';
import type { Style } from './tokens.js';

interface NodeBase {
  /** The explicit tag, resolved through the document's handles; `!` for the non-specific one. */
  tag: string | undefined;
  anchor: string | undefined;
  /** PyYAML's start mark: at the node's properties (tag, anchor) when it has any. */
  start: Mark;
  /** Where its content starts, after its properties. */
  content: Mark;
  end: Mark;
}

export interface PyScalar extends NodeBase {
  kind: 'scalar';
  value: string;
  style: Style;
  /** Resolved as a plain scalar is (untagged plain, or tagged `!`). */
  plainImplicit: boolean;
}

/** Where an alias is written: PyYAML's composer makes it its target, and the checker points at it. */
export interface AliasUse {
  start: Mark;
  end: Mark;
}

export interface PySequence extends NodeBase {
  kind: 'seq';
  items: PyNode[];
  flow: boolean;
  /** The items written as aliases, by index. */
  aliases?: Map<number, AliasUse>;
}

export interface PyMapping extends NodeBase {
  kind: 'map';
  pairs: Array<[PyNode, PyNode]>;
  flow: boolean;
  /** The keys and values written as aliases: pair i's key at 2i, its value at 2i + 1. */
  aliases?: Map<number, AliasUse>;
}

export type PyNode = PyScalar | PySequence | PyMapping;

/** What the builder's reader makes of a text: its one document's root (none for no document), or why it refuses. */
export type PyRead =
  { ok: true; root: PyNode | undefined } | { ok: false; error: GrammarError } | { ok: false; tooDeep: Mark };

/**
 * Reads a text as `yaml.safe_load` does up to construction. A collection nested past `maxDepth`
 * is not composed (PyYAML's own limit is Python's recursion limit, a crash rather than a YAML
 * error) but still read, anchors and aliases checked, so that an error the builder would report
 * is reported first; without one, the read ends as too deep there.
 */
export function composePyYaml(
  text: string,
  maxDepth: number,
  { everyDocument = false, skipBom = true }: { everyDocument?: boolean; skipBom?: boolean } = {},
): PyRead {
  const composer = new Composer(new Parser(text, skipBom), maxDepth);
  try {
    const root = composer.stream(everyDocument);
    return composer.tooDeep ? { ok: false, tooDeep: composer.tooDeep } : { ok: true, root };
  } catch (e) {
    if (e instanceof GrammarError) return { ok: false, error: e };
    if (e instanceof TooDeep) return { ok: false, tooDeep: e.at };
    throw e;
  }
}

/**
 * Past this depth PyYAML's composer has run out of Python's recursion (about 1,000 frames, two a
 * level): the builder crashes there whatever follows, so the read stops as too deep.
 */
const BUILDER_RECURSION_DEPTH = 300;

class TooDeep {
  constructor(readonly at: Mark) {}
}

class Composer {
  /** Where nesting first went past the limit. */
  tooDeep: Mark | undefined;
  private anchors = new Map<string, PyNode>();
  /** The alias the last node() read, if it read one. */
  private used: AliasUse | undefined;

  constructor(
    private readonly events: Parser,
    private readonly maxDepth: number,
  ) {}

  stream(everyDocument: boolean): PyNode | undefined {
    const events = this.events;
    events.next(); // the stream's start
    let root: PyNode | undefined;
    if (events.peek()?.kind !== 'StreamEnd') root = this.document();
    // `yaml.safe_load` reads one document; `safe_load_all` (PyYAML's tests) reads them all.
    while (everyDocument && events.peek()?.kind !== 'StreamEnd') this.document();
    const after = events.next()!;
    if (after.kind !== 'StreamEnd')
      throw new GrammarError(
        'expected a single document in the stream',
        root?.start,
        'but found another document',
        after.start,
        'composer',
      );
    return root;
  }

  private document(): PyNode {
    this.events.next(); // the document's start
    this.anchors = new Map();
    const root = this.node(0);
    this.used = undefined;
    this.events.next(); // the document's end
    return root;
  }

  /** The node an alias names, or the error PyYAML gives for an alias to no anchor. */
  private alias(event: Event): PyNode {
    const target = this.anchors.get(event.anchor!);
    if (!target)
      throw new GrammarError(
        undefined,
        undefined,
        `found undefined alias ${pyRepr(event.anchor!)}`,
        event.start,
        'composer',
      );
    return target;
  }

  private anchor(event: Event, node: PyNode): void {
    const name = event.anchor;
    if (name === undefined) return;
    const earlier = this.anchors.get(name);
    if (earlier)
      throw new GrammarError(
        `found duplicate anchor ${pyRepr(name)}; first occurrence`,
        earlier.start,
        'second occurrence',
        event.start,
        'composer',
      );
    this.anchors.set(name, node);
  }

  private node(depth: number): PyNode {
    const event = this.events.next()!;
    if (event.kind === 'Alias') {
      const target = this.alias(event);
      this.used = { start: event.start, end: event.end };
      return target;
    }
    const base = {
      tag: event.tag,
      anchor: event.anchor,
      start: event.start,
      content: event.content ?? event.start,
      end: event.end,
    };
    if (event.kind === 'Scalar') {
      const scalar: PyScalar = {
        kind: 'scalar',
        ...base,
        value: event.value!,
        style: event.style!,
        plainImplicit: event.plainImplicit!,
      };
      this.anchor(event, scalar);
      return scalar;
    }
    if (depth > this.maxDepth) return this.skim(event, depth);
    if (event.kind === 'SequenceStart') {
      const seq: PySequence = { kind: 'seq', ...base, items: [], flow: event.flow! };
      // Registered before its items, so an item may be an alias of the list itself.
      this.anchor(event, seq);
      while (this.events.peek()!.kind !== 'SequenceEnd') {
        seq.items.push(this.node(depth + 1));
        if (this.used) (seq.aliases ??= new Map()).set(seq.items.length - 1, this.took());
      }
      seq.end = this.events.next()!.end;
      return seq;
    }
    const map: PyMapping = { kind: 'map', ...base, pairs: [], flow: event.flow! };
    this.anchor(event, map);
    while (this.events.peek()!.kind !== 'MappingEnd') {
      const i = 2 * map.pairs.length;
      const key = this.node(depth + 1);
      if (this.used) (map.aliases ??= new Map()).set(i, this.took());
      map.pairs.push([key, this.node(depth + 1)]);
      if (this.used) (map.aliases ??= new Map()).set(i + 1, this.took());
    }
    map.end = this.events.next()!.end;
    return map;
  }

  private took(): AliasUse {
    const use = this.used!;
    this.used = undefined;
    return use;
  }

  /** A collection too deep to compose: read to its end without recursion, anchors still checked. */
  private skim(start: Event, depth: number): PyNode {
    this.tooDeep ??= start.start;
    const stand: PyScalar = {
      kind: 'scalar',
      tag: undefined,
      anchor: undefined,
      start: start.start,
      content: start.start,
      end: start.end,
      value: '',
      style: 'plain',
      plainImplicit: true,
    };
    this.anchor(start, stand);
    for (let open = 1; open > 0;) {
      const event = this.events.next()!;
      if (event.kind === 'Alias') this.alias(event);
      else if (event.kind === 'SequenceEnd' || event.kind === 'MappingEnd') open--;
      else {
        this.anchor(event, { ...stand, start: event.start, content: event.start, end: event.end });
        if (event.kind !== 'Scalar' && depth + ++open > BUILDER_RECURSION_DEPTH) throw new TooDeep(this.tooDeep);
      }
    }
    return stand;
  }
}

/** Every event of every document, for tests held to PyYAML's own test data. */
export function parseEvents(text: string): Event[] {
  const events = new Parser(text, true);
  const out: Event[] = [];
  for (let e = events.next(); e; e = events.next()) out.push(e);
  return out;
}
