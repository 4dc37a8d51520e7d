// The loader, the full read's one walk: the document PyYAML composed, walked into the checker's
// data, the checker's own refusals (refusals.ts: what it holds stricter than PyYAML, duplicate
// keys, tags other than the standard scalar ones and `!!seq`/`!!map`, keys that are not
// scalars, merges of what is not a mapping, the depth and value budgets) and the place of every
// value. Scalars are the builder's constructor's; what it raises on a value is handed back for
// full-read.ts to word. An alias is its target's value, as in PyYAML, placed where the alias is
// written (the composer keeps that mark). Places are Ranges from PyYAML's marks (places.ts); the
// `yaml` package lends a leaf its end, asked only when a place is read (yaml-locate.ts).

import type { Span } from '../findings.js';
import { type Path, pointerChild } from '../paths.js';
import { type Lines, spanOf, textEnd } from './coordinates.js';
import type { MapNode, Place, Range, ScalarStyle, SourceNode } from './places.js';
import type { Problem, Said } from './problems.js';
import * as refuse from './refusals.js';
import { constructScalar, ConstructFailure, resolvedTag, TAG } from './pyyaml/constructor.js';
import { overMerged } from './pyyaml/construct-document.js';
import type { AliasUse, PyMapping, PyNode } from './pyyaml/index.js';
import type { Style } from './pyyaml/tokens.js';
import type { YamlEnds } from './yaml-locate.js';
import { SCALAR_TAGS, TAG_READS_AS } from './scalars.js';

const STYLES: Record<Style, ScalarStyle> = {
  plain: 'PLAIN',
  "'": 'QUOTE_SINGLE',
  '"': 'QUOTE_DOUBLE',
  '|': 'BLOCK_LITERAL',
  '>': 'BLOCK_FOLDED',
};

const isEmpty = (node: PyNode) =>
  node.kind === 'scalar' &&
  node.value === '' &&
  node.style === 'plain' &&
  node.tag === undefined &&
  node.anchor === undefined;

/** An empty value: after the spaces that follow its indicator (`key:`, `-`), as the fast reader places it. */
function emptyAt(text: string, node: PyNode): number {
  let at = node.start.offset;
  while (text.charCodeAt(at) === 0x20) at++;
  return at;
}

/**
 * Where a node's text ends (see Range): an alias at its `*name`, a block collection at its last
 * child's end, a scalar where its text ends (white space after it not counted).
 */
function endOf(text: string, node: PyNode, use?: AliasUse): number {
  if (use) return use.end.offset;
  if (node.kind === 'map' && !node.flow && node.pairs.length > 0) {
    const i = node.pairs.length - 1;
    return endOf(text, node.pairs[i]![1], node.aliases?.get(2 * i + 1));
  }
  if (node.kind === 'seq' && !node.flow && node.items.length > 0) {
    const i = node.items.length - 1;
    return endOf(text, node.items[i]!, node.aliases?.get(i));
  }
  if (isEmpty(node)) return emptyAt(text, node);
  return textEnd(text, node.content.offset, node.end.offset);
}

/** A node's range, or an alias's where it is written. */
function rangeOf(text: string, node: PyNode, use?: AliasUse): Range {
  if (use) return { start: use.start.offset, content: use.start.offset, end: use.end.offset };
  if (isEmpty(node)) {
    const at = emptyAt(text, node);
    return { start: at, content: at, end: at };
  }
  const content = node.content.offset;
  return { start: node.start.offset, content, end: Math.max(content, endOf(text, node)) };
}

/** A node whose range is worked out when first read (see Loader.placeRange). */
function withRange<T extends object>(node: T, range: () => Range): T & { readonly range: Range } {
  return Object.defineProperty(node, 'range', { get: range, enumerable: true }) as T & { readonly range: Range };
}

export interface Loaded {
  data: unknown;
  places: Map<string, Place>;
  nonStringKeys: Map<string, unknown>;
  /** The checker's refusals, and what the builder's constructor says of a value (full-read.ts words it). */
  problems: Array<Problem | Said>;
}

/** Loads the builder's document as the checker's data, with places and the checker's refusals. */
export function loadPyDocument(
  text: string,
  lines: Lines,
  root: PyNode,
  limits: { maxDepth: number; maxValues: number },
  located?: YamlEnds,
): Loaded {
  const loader = new Loader(text, lines, limits.maxDepth, limits.maxValues, located);
  const data = loader.walk(root, [], '', undefined, 0);
  return { data, places: loader.places, nonStringKeys: loader.nonStringKeys, problems: loader.problems };
}

/** A node as met in the walk: where it is written is its alias's place when it came through one. */
interface Met {
  node: PyNode;
  use: AliasUse | undefined;
}

class Loader {
  readonly places = new Map<string, Place>();
  readonly nonStringKeys = new Map<string, unknown>();
  readonly problems: Array<Problem | Said> = [];
  private visited = 0;
  private stopped = false;
  /** While walking merged content: places already set (by explicit keys) are kept. */
  private merging = 0;
  /** Mappings being merged right now: a mapping that merges itself is refused, not recursed. */
  private readonly inMerge = new Set<PyNode>();
  /** Inside an anchored or aliased collection (see Place.shared). */
  private sharedDepth = 0;
  /** Each node as a SourceNode, made once (a mapping's pairs hold the same ones as the places). */
  private readonly nodes = new Map<PyNode, SourceNode>();

  constructor(
    private readonly text: string,
    private readonly lines: Lines,
    private readonly maxDepth: number,
    private readonly maxValues: number,
    private readonly located: YamlEnds | undefined,
  ) {}

  /**
   * A place's range (for findings and fixes): the builder's, with the `yaml` package's end for
   * a scalar or alias where it has one, asked on first use (yaml-locate.ts).
   */
  private placeRange(met: Met): () => Range {
    let got: Range | undefined;
    return () => {
      if (got) return got;
      got = rangeOf(this.text, met.node, met.use);
      const leaf = met.use !== undefined || met.node.kind === 'scalar';
      const end = leaf ? this.located?.(got.content, met.use !== undefined) : undefined;
      if (end !== undefined && end >= got.content) got = { ...got, end };
      return got;
    };
  }

  private span(met: Met, from: 'start' | 'content' = 'content'): Span {
    const r = rangeOf(this.text, met.node, met.use);
    return spanOf(this.lines, r[from], r.end);
  }

  walk(node: PyNode, path: Path, pointer: string, key: SourceNode | undefined, depth: number, use?: AliasUse): unknown {
    if (this.stopped) return undefined;
    const met = { node, use };
    if (++this.visited > this.maxValues) {
      this.problems.push(refuse.tooComplex(this.span(met)));
      this.stopped = true;
      return undefined;
    }
    if (depth >= this.maxDepth && node.kind !== 'scalar') {
      const how = use ? ' (an alias refers to a mapping or list that contains it)' : '';
      this.problems.push(refuse.tooDeep(this.span(met, 'start'), how));
      this.stopped = true;
      return undefined;
    }
    const place: Place = { path, node: this.sourceNode(met), quoted: false };
    if (key) place.key = key;
    if (this.merging === 0 || !this.places.has(pointer)) this.places.set(pointer, place);
    const shared = this.sharedDepth > 0 || this.merging > 0 || use !== undefined || node.anchor !== undefined;
    if (shared) place.shared = true;
    const explicit = node.tag !== undefined && node.tag !== '!' ? node.tag : undefined;
    if (node.kind === 'scalar') {
      place.text = node.value;
      place.quoted = node.style !== 'plain';
      if (explicit && !SCALAR_TAGS.has(explicit)) return this.badTag(explicit, met, path);
      if (explicit && TAG_READS_AS[explicit]) place.readAs = TAG_READS_AS[explicit];
      const tag = resolvedTag(node);
      if (!SCALAR_TAGS.has(tag)) {
        // `<<` or `=` as a value: plain, the checker's own refusal; tagged `!`, the builder's
        // constructor fails on it, in our words.
        if (node.style === 'plain') this.problems.push(refuse.specialPlain(node.value, tag, this.span(met), path));
        else this.problems.push({ said: 'special', raw: node.value, tag, span: this.span(met, 'start'), path });
        return undefined;
      }
      return this.construct(met, tag, path);
    }
    if (explicit && explicit !== TAG + node.kind) return this.badTag(explicit, met, path);
    if (shared) this.sharedDepth++;
    let out: unknown;
    if (node.kind === 'seq')
      out = node.items.map((item, i) =>
        this.walk(item, [...path, i], pointerChild(pointer, String(i)), undefined, depth + 1, node.aliases?.get(i)),
      );
    else out = this.mapping(node, path, pointer, depth);
    if (shared) this.sharedDepth--;
    return out;
  }

  /**
   * A scalar (a value, or a key when `key` is set) as the builder's constructor makes it; where
   * PyYAML raises, what it says of the value is handed back for full-read.ts to word, and
   * undefined is returned.
   */
  private construct(met: Met, tag: string, path: Path, key = false): unknown {
    const node = met.node;
    try {
      return constructScalar(node, tag);
    } catch (e) {
      if (!(e instanceof ConstructFailure)) throw e;
      if (node.kind !== 'scalar') return undefined; // a mapping read through `=`: the document's verdict says it
      const explicit = node.tag !== undefined && node.tag !== '!';
      this.problems.push({
        said: 'construct',
        failure: e,
        raw: node.value,
        tag,
        explicit,
        key,
        span: this.span(met, 'start'),
        path,
      });
      return undefined;
    }
  }

  private badTag(tag: string, met: Met, path: Path): undefined {
    this.problems.push(refuse.badTag(tag, this.span(met, 'start'), path));
    return undefined;
  }

  private mapping(map: PyMapping, path: Path, pointer: string, depth: number): Record<string, unknown> {
    const result: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
    const seen = new Map<string, number>();
    const merged: Array<[string, unknown]> = [];
    for (let i = 0; i < map.pairs.length; i++) {
      if (this.stopped) break;
      const [keyNode, valueNode] = map.pairs[i]!;
      const keyMet = { node: keyNode, use: map.aliases?.get(2 * i) };
      const valueUse = map.aliases?.get(2 * i + 1);
      if ((keyNode.tag === undefined || keyNode.tag === '!') && resolvedTag(keyNode) === TAG + 'merge') {
        // A later `<<` of the same mapping wins over an earlier one, as PyYAML merges them
        // (within one `<<: [*a, *b]`, the earlier in the list wins).
        const group: Array<[string, unknown]> = [];
        this.merge(group, map, { node: valueNode, use: valueUse }, path, pointer, depth);
        merged.unshift(...group);
        continue;
      }
      if (keyNode.kind !== 'scalar') {
        this.problems.push(refuse.invalidKey(this.span(keyMet), path));
        continue;
      }
      const keyText = keyNode.value;
      const explicit = keyNode.tag !== undefined && keyNode.tag !== '!' ? keyNode.tag : undefined;
      if (explicit && !SCALAR_TAGS.has(explicit)) {
        this.badTag(explicit, keyMet, path);
        continue;
      }
      let tag = resolvedTag(keyNode);
      // flatten_mapping makes a key resolved as `=` a string.
      if (!SCALAR_TAGS.has(tag)) tag = TAG + 'str';
      const keyValue = this.construct(keyMet, tag, path, true);
      if (keyValue === undefined) continue;
      const keySpan = this.span(keyMet);
      if (seen.has(keyText)) {
        this.problems.push(refuse.duplicateKey(keyText, seen.get(keyText)!, keySpan, path));
        continue;
      }
      seen.set(keyText, keySpan.line);
      const childPointer = pointerChild(pointer, keyText);
      if (typeof keyValue !== 'string') this.nonStringKeys.set(childPointer, keyValue);
      const keyPlace = this.sourceNode(keyMet);
      result[keyText] = this.walk(valueNode, [...path, keyText], childPointer, keyPlace, depth + 1, valueUse);
    }
    // Keys written in the mapping itself win over merged ones, as YAML's merge key says.
    return overMerged(result, merged);
  }

  private merge(
    into: Array<[string, unknown]>,
    owner: PyMapping,
    value: Met,
    path: Path,
    pointer: string,
    depth: number,
  ): void {
    const list = value.node;
    const sources: Met[] =
      list.kind === 'seq' ? list.items.map((node, i) => ({ node, use: list.aliases?.get(i) })) : [value];
    for (const m of sources) {
      const source = m.node;
      if (source.kind !== 'map') {
        this.problems.push(refuse.mergeNotAMapping(this.span(m), path));
        continue;
      }
      if (source === owner || this.inMerge.has(source)) {
        this.problems.push(refuse.mergeOfItself(this.span(m), path));
        continue;
      }
      if (depth + 1 >= this.maxDepth) {
        this.problems.push(refuse.tooDeep(this.span(m), ' (merges within merges)'));
        this.stopped = true;
        return;
      }
      this.inMerge.add(owner);
      this.merging++;
      const got = this.mapping(source, path, pointer, depth + 1);
      this.merging--;
      this.inMerge.delete(owner);
      for (const k of Object.keys(got)) into.push([k, got[k]]);
    }
  }

  /** A node's SourceNode, or an alias's (its own, where it is written: no fix edits through it). */
  private sourceNode(met: Met): SourceNode {
    const range = this.placeRange(met);
    if (met.use) return withRange({ kind: 'alias' as const }, range);
    const node = met.node;
    let got = this.nodes.get(node);
    if (got) return got;
    const props = { tag: node.tag, anchor: node.anchor };
    if (node.kind === 'scalar')
      got = withRange({ kind: 'scalar' as const, ...props, style: STYLES[node.style], value: node.value }, range);
    else if (node.kind === 'map') {
      let items: MapNode['items'] | undefined;
      const map = node;
      const nodeOf = (m: Met) => this.sourceNode(m);
      // Its pairs only when a fix asks for them.
      const pairs = {
        get items() {
          return (items ??= map.pairs.map(([k, v], i) => ({
            key: nodeOf({ node: k, use: map.aliases?.get(2 * i) }),
            value: nodeOf({ node: v, use: map.aliases?.get(2 * i + 1) }),
          })));
        },
      };
      got = withRange(Object.assign(pairs, { kind: 'map' as const, ...props, flow: node.flow }), range);
    } else got = withRange({ kind: 'seq' as const, ...props, flow: node.flow }, range);
    this.nodes.set(node, got);
    return got;
  }
}
