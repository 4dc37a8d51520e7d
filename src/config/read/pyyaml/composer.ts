// The builder's composer: events → one document's node graph, as `yaml.safe_load` composes
// (one document at most; anchors name nodes, aliases share them, no node is copied). What the
// nodes become as data is the walker's business (full-read.ts), which expands aliases under
// the value budget; here only the text's structure is decided.

import { GrammarError, pyRepr, type Mark } from './marks.js';
import { Parser, type Event } from './parser.js';
import type { Style } from './tokens.js';

interface NodeBase {
  /** The explicit tag, resolved through the document's handles; `!` for the non-specific one. */
  tag: string | undefined;
  anchor: string | undefined;
  start: Mark;
  end: Mark;
}

export interface PyScalar extends NodeBase {
  kind: 'scalar';
  value: string;
  style: Style;
  /** Resolved as a plain scalar is (untagged plain, or tagged `!`). */
  plainImplicit: boolean;
}

export interface PySequence extends NodeBase {
  kind: 'seq';
  items: PyNode[];
  flow: boolean;
}

export interface PyMapping extends NodeBase {
  kind: 'map';
  pairs: Array<[PyNode, PyNode]>;
  flow: boolean;
}

export type PyNode = PyScalar | PySequence | PyMapping;

/** What the builder's reader makes of a text: its one document's root (none for no document), or why it refuses. */
export type PyRead =
  { ok: true; root: PyNode | undefined } | { ok: false; error: GrammarError } | { ok: false; tooDeep: Mark };

class TooDeep {
  constructor(readonly at: Mark) {}
}

/**
 * Reads a text as `yaml.safe_load` does up to construction. Nesting past `maxDepth` stops the
 * read (PyYAML's own limit is Python's recursion limit, a crash rather than a YAML error).
 */
export function composePyYaml(
  text: string,
  maxDepth: number,
  { everyDocument = false, skipBom = true }: { everyDocument?: boolean; skipBom?: boolean } = {},
): PyRead {
  const events = new Parser(text, skipBom);
  try {
    events.next(); // the stream's start
    let root: PyNode | undefined;
    if (events.peek()?.kind !== 'StreamEnd') root = composeDocument(events, maxDepth);
    // `yaml.safe_load` reads one document; `safe_load_all` (PyYAML's tests) reads them all.
    while (everyDocument && events.peek()?.kind !== 'StreamEnd') composeDocument(events, maxDepth);
    const after = events.next()!;
    if (after.kind !== 'StreamEnd')
      throw new GrammarError(
        'expected a single document in the stream',
        root?.start,
        'but found another document',
        after.start,
        'composer',
      );
    return { ok: true, root };
  } catch (e) {
    if (e instanceof GrammarError) return { ok: false, error: e };
    if (e instanceof TooDeep) return { ok: false, tooDeep: e.at };
    throw e;
  }
}

function composeDocument(events: Parser, maxDepth: number): PyNode {
  events.next(); // the document's start
  const anchors = new Map<string, PyNode>();
  const node = (depth: number): PyNode => {
    const event = events.next()!;
    if (event.kind === 'Alias') {
      const target = anchors.get(event.anchor!);
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
    if (depth > maxDepth && event.kind !== 'Scalar') throw new TooDeep(event.start);
    const anchor = event.anchor;
    if (anchor !== undefined) {
      const earlier = anchors.get(anchor);
      if (earlier)
        throw new GrammarError(
          `found duplicate anchor ${pyRepr(anchor)}; first occurrence`,
          earlier.start,
          'second occurrence',
          event.start,
          'composer',
        );
    }
    const base = { tag: event.tag, anchor, start: event.start, end: event.end };
    if (event.kind === 'Scalar') {
      const scalar: PyScalar = {
        kind: 'scalar',
        ...base,
        value: event.value!,
        style: event.style!,
        plainImplicit: event.plainImplicit!,
      };
      if (anchor !== undefined) anchors.set(anchor, scalar);
      return scalar;
    }
    if (event.kind === 'SequenceStart') {
      const seq: PySequence = { kind: 'seq', ...base, items: [], flow: event.flow! };
      // Registered before its items, so an item may be an alias of the list itself.
      if (anchor !== undefined) anchors.set(anchor, seq);
      while (events.peek()!.kind !== 'SequenceEnd') seq.items.push(node(depth + 1));
      seq.end = events.next()!.end;
      return seq;
    }
    const map: PyMapping = { kind: 'map', ...base, pairs: [], flow: event.flow! };
    if (anchor !== undefined) anchors.set(anchor, map);
    while (events.peek()!.kind !== 'MappingEnd') {
      const key = node(depth + 1);
      map.pairs.push([key, node(depth + 1)]);
    }
    map.end = events.next()!.end;
    return map;
  };
  const root = node(0);
  events.next(); // the document's end
  return root;
}

/** Every event of every document, for tests held to PyYAML's own test data. */
export function parseEvents(text: string): Event[] {
  const events = new Parser(text, true);
  const out: Event[] = [];
  for (let e = events.next(); e; e = events.next()) out.push(e);
  return out;
}
