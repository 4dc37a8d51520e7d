// The loader on the builder's own nodes: a document PyYAML composed and constructed, walked
// into the checker's data and the place of every value, with the checker's own refusals (what
// it holds stricter than PyYAML: duplicate keys, tags other than the standard scalar ones and
// `!!seq`/`!!map`, keys that are not scalars, merges of what is not a mapping, the depth and
// value budgets) said as the `yaml` package's walk says them. Places are PyYAML's marks, in
// offsets: a node's range starts after its tag and anchor; a collection's ends where its last
// child ends (a flow one at its closing bracket). An alias is its target, as in PyYAML.
//
// It reads the texts the `yaml` package (YAML 1.2) reads otherwise or not at all (a quoted value
// continued at its key's column, `[-]`, `[:a]`, an anchor on a plain key): the builder reads
// them, so the checker does, and nothing but the builder's grammar and these refusals decides.

import type { Span } from '../findings.js';
import { type Path, pointerChild } from '../paths.js';
import { type Lines, spanOf } from './coordinates.js';
import type { MapNode, Place, Range, ScalarStyle, SourceNode } from './places.js';
import type { Problem, Said } from './problems.js';
import * as refuse from './refusals.js';
import { constructScalar, ConstructFailure, resolvedTag, TAG } from './pyyaml/constructor.js';
import { overMerged } from './pyyaml/construct-document.js';
import type { PyMapping, PyNode } from './pyyaml/index.js';
import type { Style } from './pyyaml/tokens.js';
import { SCALAR_TAGS, TAG_READS_AS } from './scalars.js';

const STYLES: Record<Style, ScalarStyle> = {
  plain: 'PLAIN',
  "'": 'QUOTE_SINGLE',
  '"': 'QUOTE_DOUBLE',
  '|': 'BLOCK_LITERAL',
  '>': 'BLOCK_FOLDED',
};

/** Where a node's own content starts: after its tag and anchor, which PyYAML's start mark includes. */
function contentStart(text: string, node: PyNode): number {
  let i = node.start.offset;
  if (node.tag === undefined && node.anchor === undefined) return i;
  while (text[i] === '&' || text[i] === '!') {
    while (i < text.length && !/[ \t\r\n\u0085\u2028\u2029]/.test(text[i]!)) i++;
    while (i < text.length && /[ \t\r\n]/.test(text[i]!)) i++;
  }
  return i;
}

/** Where a node's text ends: a block collection at its last child's end, white space after a scalar not counted. */
function endOf(text: string, node: PyNode): number {
  if (node.kind === 'map' && !node.flow && node.pairs.length > 0) return endOf(text, node.pairs.at(-1)![1]);
  if (node.kind === 'seq' && !node.flow && node.items.length > 0) return endOf(text, node.items.at(-1)!);
  let end = node.end.offset;
  while (end > node.start.offset && /[ \t\r\n]/.test(text[end - 1]!)) end--;
  return end;
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
): Loaded {
  const loader = new Loader(text, lines, limits.maxDepth, limits.maxValues);
  const data = loader.walk(root, [], '', undefined, 0);
  return { data, places: loader.places, nonStringKeys: loader.nonStringKeys, problems: loader.problems };
}

class Loader {
  readonly places = new Map<string, Place>();
  readonly nonStringKeys = new Map<string, unknown>();
  readonly problems: Array<Problem | Said> = [];
  private visited = 0;
  private stopped = false;
  private merging = 0;
  private readonly inMerge = new Set<PyNode>();
  private sharedDepth = 0;
  private readonly nodes = new Map<PyNode, SourceNode>();

  constructor(
    private readonly text: string,
    private readonly lines: Lines,
    private readonly maxDepth: number,
    private readonly maxValues: number,
  ) {}

  private span(node: PyNode, withProperties = false): Span {
    const start = withProperties ? node.start.offset : contentStart(this.text, node);
    return spanOf(this.lines, start, Math.max(start, endOf(this.text, node)));
  }

  walk(node: PyNode, path: Path, pointer: string, key: PyNode | undefined, depth: number): unknown {
    if (this.stopped) return undefined;
    if (++this.visited > this.maxValues) {
      this.problems.push(refuse.tooComplex(this.span(node)));
      this.stopped = true;
      return undefined;
    }
    if (depth >= this.maxDepth && node.kind !== 'scalar') {
      this.problems.push(refuse.tooDeep(this.span(node, true)));
      this.stopped = true;
      return undefined;
    }
    const place: Place = { path, node: this.sourceNode(node), quoted: false };
    if (key) place.key = this.sourceNode(key);
    if (this.merging === 0 || !this.places.has(pointer)) this.places.set(pointer, place);
    const shared = this.sharedDepth > 0 || this.merging > 0 || node.anchor !== undefined;
    if (shared) place.shared = true;
    const explicit = node.tag !== undefined && node.tag !== '!' ? node.tag : undefined;
    if (node.kind === 'scalar') {
      place.text = node.value;
      place.quoted = node.style !== 'plain';
      if (explicit && !SCALAR_TAGS.has(explicit)) return this.badTag(explicit, node, path);
      if (explicit && TAG_READS_AS[explicit]) place.readAs = TAG_READS_AS[explicit];
      const tag = resolvedTag(node);
      if (!SCALAR_TAGS.has(tag)) {
        // `<<` or `=` as a value: plain, the checker's own refusal; tagged `!`, the builder's
        // constructor fails on it, in our words.
        if (node.style === 'plain') this.problems.push(refuse.specialPlain(node.value, tag, this.span(node), path));
        else this.problems.push({ said: 'special', raw: node.value, tag, span: this.span(node, true), path });
        return undefined;
      }
      return this.construct(node, tag, path);
    }
    if (explicit && explicit !== TAG + node.kind) return this.badTag(explicit, node, path);
    if (shared) this.sharedDepth++;
    let out: unknown;
    if (node.kind === 'seq')
      out = node.items.map((item, i) =>
        this.walk(item, [...path, i], pointerChild(pointer, String(i)), undefined, depth + 1),
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
  private construct(node: PyNode, tag: string, path: Path, key = false): unknown {
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
        span: this.span(node, true),
        path,
      });
      return undefined;
    }
  }

  private badTag(tag: string, node: PyNode, path: Path): undefined {
    this.problems.push(refuse.badTag(tag, this.span(node, true), path));
    return undefined;
  }

  private mapping(map: PyMapping, path: Path, pointer: string, depth: number): Record<string, unknown> {
    const result: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
    const seen = new Map<string, number>();
    const merged: Array<[string, unknown]> = [];
    for (const [keyNode, valueNode] of map.pairs) {
      if (this.stopped) break;
      if ((keyNode.tag === undefined || keyNode.tag === '!') && resolvedTag(keyNode) === TAG + 'merge') {
        // A later `<<` of the same mapping wins over an earlier one, as PyYAML merges them.
        const group: Array<[string, unknown]> = [];
        this.merge(group, map, valueNode, path, pointer, depth);
        merged.unshift(...group);
        continue;
      }
      if (keyNode.kind !== 'scalar') {
        this.problems.push(refuse.invalidKey(this.span(keyNode), path));
        continue;
      }
      const keyText = keyNode.value;
      const explicit = keyNode.tag !== undefined && keyNode.tag !== '!' ? keyNode.tag : undefined;
      if (explicit && !SCALAR_TAGS.has(explicit)) {
        this.badTag(explicit, keyNode, path);
        continue;
      }
      let tag = resolvedTag(keyNode);
      // flatten_mapping makes a key resolved as `=` a string.
      if (!SCALAR_TAGS.has(tag)) tag = TAG + 'str';
      const keyValue = this.construct(keyNode, tag, path, true);
      if (keyValue === undefined) continue;
      const keySpan = this.span(keyNode);
      if (seen.has(keyText)) {
        this.problems.push(refuse.duplicateKey(keyText, seen.get(keyText)!, keySpan, path));
        continue;
      }
      seen.set(keyText, keySpan.line);
      const childPointer = pointerChild(pointer, keyText);
      if (typeof keyValue !== 'string') this.nonStringKeys.set(childPointer, keyValue);
      result[keyText] = this.walk(valueNode, [...path, keyText], childPointer, keyNode, depth + 1);
    }
    return overMerged(result, merged);
  }

  private merge(
    into: Array<[string, unknown]>,
    owner: PyMapping,
    value: PyNode,
    path: Path,
    pointer: string,
    depth: number,
  ): void {
    const sources = value.kind === 'seq' ? value.items : [value];
    for (const m of sources) {
      if (m.kind !== 'map') {
        this.problems.push(refuse.mergeNotAMapping(this.span(m), path));
        continue;
      }
      if (m === owner || this.inMerge.has(m)) {
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
      const got = this.mapping(m, path, pointer, depth + 1);
      this.merging--;
      this.inMerge.delete(owner);
      for (const k of Object.keys(got)) into.push([k, got[k]]);
    }
  }

  private sourceNode(node: PyNode): SourceNode {
    let got = this.nodes.get(node);
    if (got) return got;
    const start = contentStart(this.text, node);
    const end = Math.max(start, endOf(this.text, node));
    const range: Range = [start, end, end];
    const props = node.tag !== undefined || node.anchor !== undefined ? node.start.offset : undefined;
    const base = { range, start: props, tag: node.tag, anchor: node.anchor };
    if (node.kind === 'scalar') got = { kind: 'scalar', ...base, style: STYLES[node.style], value: node.value };
    else if (node.kind === 'map') {
      let items: MapNode['items'] | undefined;
      const pairs = node.pairs;
      got = {
        kind: 'map',
        ...base,
        flow: node.flow,
        get items() {
          return (items ??= pairs.map(([k, v]) => ({ key: nodeOf(k), value: nodeOf(v) })));
        },
      };
    } else got = { kind: 'seq', ...base, flow: node.flow };
    const nodeOf = (n: PyNode) => this.sourceNode(n);
    this.nodes.set(node, got);
    return got;
  }
}
