// The `yaml` package's reading of a text the builder's pipeline has read: its document, paired
// node by node with the builder's, gives every value the place findings point at (the design
// card names it for the annotations' source ranges). It decides nothing: where it reads the text
// otherwise or not at all, it answers undefined and the caller reads from the builder's own
// nodes (py-loader.ts); scalars are the builder's constructor's (pyyaml/constructor.ts); what it
// meets that the checker refuses is made by refusals.ts, and what the builder's constructor says
// of a value is handed back for full-read.ts to word.

import {
  Scalar as ScalarNode,
  visit,
  isAlias,
  isMap,
  isScalar,
  isSeq,
  LineCounter,
  Parser,
  parseDocument,
  type Document as YamlDocument,
  type Node,
  type Pair,
  type Scalar,
  type YAMLMap,
} from 'yaml';
import type { Span } from '../findings.js';
import { type Path, pointerChild } from '../paths.js';
import type { Problem, Said } from './problems.js';
import * as refuse from './refusals.js';
import { MAX_DEPTH, MAX_VALUES } from './refusals.js';
import { SCALAR_TAGS, type Scalarish, TAG, TAG_READS_AS } from './scalars.js';
import { ConstructFailure, constructScalar, resolvedTag } from './pyyaml/constructor.js';
import { overMerged } from './pyyaml/construct-document.js';
import type { Place, ScalarStyle, SourceNode } from './places.js';
import { nodeSpan } from './spans.js';
import { spanOf } from './coordinates.js';
import type { PyNode, PyScalar } from './pyyaml/index.js';

export { Parser };

export type { Said };

export interface YamlRead {
  lineCounter: LineCounter;
  data: unknown;
  places: Map<string, Place>;
  nonStringKeys: Map<string, unknown>;
  problems: Array<Problem | Said>;
}

/**
 * The `yaml` package's document of `text`, paired with the builder's `root` and walked; undefined
 * where the package cannot parse the text or reads another structure than the builder.
 */
export function walkYaml(text: string, root: PyNode): YamlRead | undefined {
  const lineCounter = new LineCounter();
  const options = {
    version: '1.1',
    schema: 'failsafe',
    merge: false,
    uniqueKeys: false,
    prettyErrors: false,
    strict: false,
  } as const;
  let doc: YamlDocument;
  try {
    doc = parseDocument(text, { ...options, lineCounter });
  } catch {
    return undefined; // its recursion, on nesting the builder composes
  }
  // The builder read one document: what the `yaml` package makes of a `...` after it is empty.
  if (doc.errors.some((e) => e.code !== 'MULTIPLE_DOCS')) return undefined;
  const walker = new Walker(doc, lineCounter, text);
  if (walker.pair(doc.contents as Node | null, root)) return undefined;
  const data = walker.walk(doc.contents as Node, [], '', undefined, 0);
  return { lineCounter, data, places: walker.places, nonStringKeys: walker.nonStringKeys, problems: walker.problems };
}

class Walker {
  readonly places = new Map<string, Place>();
  readonly nonStringKeys = new Map<string, unknown>();
  /** In walk order: the checker's refusals, and what the builder's constructor says of a value (full-read.ts words it). */
  readonly problems: Array<Problem | Said> = [];
  private visited = 0;
  private stopped = false;
  /** While walking merged content: places already set (by explicit keys) are kept. */
  private merging = 0;
  /** Mappings being merged right now: a mapping that merges itself is refused, not recursed. */
  private readonly inMerge = new Set<Node>();
  /** Each alias → the node its anchor names at that point of the document (found once). */
  private readonly targets = new Map<Node, Node>();
  /** Inside an anchored or aliased collection (see Place.shared). */
  private sharedDepth = 0;
  /** Each `yaml` node as a SourceNode, made once (a mapping's pairs hold the same ones as the places). */
  private readonly nodes = new Map<Node, SourceNode>();
  /** Each `yaml` node → the builder's node it was paired with (pair()). */
  private readonly builderNodes = new Map<Node, PyNode>();

  constructor(
    doc: YamlDocument,
    private readonly lc: LineCounter,
    private readonly text: string,
  ) {
    // Alias.resolve() searches the whole document on each call: thousands of aliases made that
    // quadratic. One pass in document order finds every target (a later anchor of the same
    // name applies to the aliases after it).
    const anchors = new Map<string, Node>();
    // An alias is written with `*`: without one in the text there is nothing to find.
    if (!text.includes('*')) return;
    visit(doc, (_key, node) => {
      if (isAlias(node)) {
        const target = anchors.get(node.source);
        if (target) this.targets.set(node as Node, target);
      } else if (
        node &&
        typeof node === 'object' &&
        'anchor' in node &&
        typeof node.anchor === 'string' &&
        node.anchor
      ) {
        anchors.set(node.anchor, node as Node);
      }
    });
  }

  /**
   * Pairs the `yaml` package's document with the builder's, node by node (aliases followed):
   * the same kinds, the same numbers of entries, the same tags, scalars plain on both sides or
   * on neither. The first place where they differ is returned, described; the builder's scalar
   * texts are kept for the walk, which reads them instead of the package's (the package reads
   * some texts otherwise, as a final line break at the end of the file or a NEL as text).
   */
  pair(mine: Node | null, theirs: PyNode): { at: number; message: string } | undefined {
    const differ = (what: string) => ({ at: theirs.start.offset, message: `the builder reads ${what}` });
    let node = mine;
    if (node && isAlias(node)) node = this.targets.get(node) ?? null;
    if (node === null) {
      return theirs.kind === 'scalar' && theirs.value === '' && theirs.style === 'plain' && theirs.tag === undefined
        ? undefined
        : differ(`${describePy(theirs)} here`);
    }
    const earlier = this.builderNodes.get(node);
    if (earlier) return earlier === theirs ? undefined : differ(`another value for this alias`);
    this.builderNodes.set(node, theirs);
    if ((node.tag ?? undefined) !== theirs.tag) return differ(`${describePy(theirs)} here (with another tag)`);
    if (isScalar(node)) {
      if (theirs.kind !== 'scalar') return differ(`${describePy(theirs)} here`);
      const plain = node.type === 'PLAIN' || node.type === undefined;
      if (plain !== (theirs.style === 'plain')) return differ(`${describePy(theirs)} here`);
      return undefined;
    }
    if (isSeq(node)) {
      if (theirs.kind !== 'seq' || theirs.items.length !== node.items.length)
        return differ(`${describePy(theirs)} here`);
      for (let i = 0; i < theirs.items.length; i++) {
        const d = this.pair(node.items[i] as Node | null, theirs.items[i]!);
        if (d) return d;
      }
      return undefined;
    }
    if (isMap(node)) {
      const pairs = node.items as Array<Pair<Node | null, Node | null>>;
      if (theirs.kind !== 'map' || theirs.pairs.length !== pairs.length) return differ(`${describePy(theirs)} here`);
      for (let i = 0; i < pairs.length; i++) {
        const [key, value] = theirs.pairs[i]!;
        const d = this.pair(pairs[i]!.key, key) ?? this.pair(pairs[i]!.value, value);
        if (d) return d;
      }
      return undefined;
    }
    return differ(`${describePy(theirs)} here`);
  }

  /** A scalar's text as the builder reads it. */
  private scalarText(node: Node): string {
    const theirs = this.builderNodes.get(node);
    if (theirs?.kind === 'scalar') return theirs.value;
    return String((node as Scalar).value ?? '');
  }

  private span(node: Node): Span {
    const r = node.range ?? [0, 0, 0];
    return spanOf(this.lc, r[0], r[1]);
  }

  /** The node an alias stands for (the builder's composer refused an alias to no anchor before). */
  private deref(node: Node, _path: Path): Node | undefined {
    if (!isAlias(node)) return node;
    return this.targets.get(node);
  }

  walk(node: Node, path: Path, pointer: string, key: Node | undefined, depth: number): unknown {
    if (this.stopped) return undefined;
    if (++this.visited > MAX_VALUES) {
      this.problems.push(refuse.tooComplex(this.span(node)));
      this.stopped = true;
      return undefined;
    }
    const target = this.deref(node, path);
    if (!target) return undefined;
    if (depth >= MAX_DEPTH && (isMap(target) || isSeq(target))) {
      const how = isAlias(node) ? ' (an alias refers to a mapping or list that contains it)' : '';
      this.problems.push(refuse.tooDeep(nodeSpan(this.text, this.lc, this.sourceNode(node)), how));
      this.stopped = true;
      return undefined;
    }
    const place: Place = { path, node: this.sourceNode(node), quoted: false };
    if (key) place.key = this.sourceNode(key);
    if (this.merging === 0 || !this.places.has(pointer)) this.places.set(pointer, place);
    const shared = this.sharedDepth > 0 || this.merging > 0 || target !== node || Boolean(target.anchor);
    if (shared) place.shared = true;
    const tag = target.tag;
    if (isScalar(target)) {
      const s = target as Scalar<string>;
      const raw = this.scalarText(s);
      place.text = raw;
      const plain = s.type === 'PLAIN' || s.type === undefined;
      place.quoted = !plain;
      const explicit = tag !== undefined && tag !== '!';
      if (explicit && !SCALAR_TAGS.has(tag)) return this.badTag(tag, node, path);
      if (explicit && TAG_READS_AS[tag]) place.readAs = TAG_READS_AS[tag];
      const py = this.builderNodes.get(s) ?? standIn(raw, plain);
      const resolved = resolvedTag(py);
      if (!explicit && !SCALAR_TAGS.has(resolved)) {
        // `<<` and `=` as values: YAML 1.1's merge and value tags, which PyYAML cannot construct.
        if (plain) this.problems.push(refuse.specialPlain(raw, resolved, this.span(node), path));
        else
          this.problems.push({
            said: 'special',
            raw,
            tag: resolved,
            span: nodeSpan(this.text, this.lc, this.sourceNode(node)),
            path,
          });
        return undefined;
      }
      return this.construct(py, resolved, raw, explicit, node, path);
    }
    if (isSeq(target)) {
      if (tag && tag !== TAG + 'seq' && tag !== '!') return this.badTag(tag, node, path);
      const out: unknown[] = [];
      if (shared) this.sharedDepth++;
      target.items.forEach((item, i) => {
        out.push(this.walk(item as Node, [...path, i], pointerChild(pointer, String(i)), undefined, depth + 1));
      });
      if (shared) this.sharedDepth--;
      return out;
    }
    if (isMap(target)) {
      if (tag && tag !== TAG + 'map' && tag !== '!') return this.badTag(tag, node, path);
      if (shared) this.sharedDepth++;
      const out = this.mapping(target as YAMLMap<unknown, unknown>, path, pointer, depth);
      if (shared) this.sharedDepth--;
      return out;
    }
    return this.badTag(tag ?? 'unknown', node, path);
  }

  /**
   * A scalar (a value, or a key when `key` is set) constructed as the builder's constructor does;
   * where PyYAML raises, a finding says so in our words and undefined is returned.
   */
  private construct(
    py: PyNode,
    tag: string,
    raw: string,
    explicit: boolean,
    node: Node,
    path: Path,
    key = false,
  ): Scalarish | undefined {
    try {
      return constructScalar(py, tag);
    } catch (e) {
      if (!(e instanceof ConstructFailure)) throw e;
      this.problems.push({
        said: 'construct',
        failure: e,
        raw,
        tag,
        explicit,
        key,
        span: nodeSpan(this.text, this.lc, this.sourceNode(node)),
        path,
      });
      return undefined;
    }
  }

  private sourceNode(node: Node): SourceNode {
    let got = this.nodes.get(node);
    if (got) return got;
    const props = node.tag || node.anchor ? this.builderNodes.get(node)?.start.offset : undefined;
    const base = { range: node.range ?? undefined, start: props, tag: node.tag, anchor: node.anchor };
    if (isScalar(node)) {
      const style = (node.type ?? 'PLAIN') as ScalarStyle;
      got = { kind: 'scalar', ...base, style, value: this.scalarText(node) };
    } else if (isMap(node)) {
      let items: Array<{ key: SourceNode | null; value: SourceNode | null }> | undefined;
      const pairs = node.items as Array<Pair<Node | null, Node | null>>;
      // Its pairs only when a fix asks for them.
      const nodeOf = (n: Node | null) => (n ? this.sourceNode(n) : null);
      got = {
        kind: 'map',
        ...base,
        flow: Boolean(node.flow),
        get items() {
          return (items ??= pairs.map((p) => ({ key: nodeOf(p.key), value: nodeOf(p.value) })));
        },
      };
    } else if (isSeq(node)) got = { kind: 'seq', ...base, flow: Boolean(node.flow) };
    else got = { kind: 'alias', ...base };
    this.nodes.set(node, got);
    return got;
  }

  private badTag(tag: string, node: Node, path: Path): undefined {
    this.problems.push(refuse.badTag(tag, nodeSpan(this.text, this.lc, this.sourceNode(node)), path));
    return undefined;
  }

  private mapping(map: YAMLMap<unknown, unknown>, path: Path, pointer: string, depth: number): Record<string, unknown> {
    const result: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
    const seen = new Map<string, number>();
    const merged: Array<[string, unknown]> = [];
    for (const pair of map.items as Pair<Node | null, Node | null>[]) {
      if (this.stopped) break;
      const keyNode = pair.key;
      const valueNode = pair.value;
      // A key PyYAML resolves as `<<` (plain, or tagged `!`) merges, as its flatten_mapping does.
      const pyKey = keyNode ? this.builderNodes.get(keyNode) : undefined;
      if (pyKey && (!pyKey.tag || pyKey.tag === '!') && resolvedTag(pyKey) === TAG + 'merge') {
        // A later `<<` of the same mapping wins over an earlier one, as PyYAML merges them
        // (within one `<<: [*a, *b]`, the earlier in the list wins).
        const group: Array<[string, unknown]> = [];
        this.merge(group, map, valueNode, path, pointer, depth);
        merged.unshift(...group);
        continue;
      }
      let keyScalar: Scalar | null = null;
      if (keyNode !== null) {
        const k = this.deref(keyNode, path);
        if (!k) continue;
        if (!isScalar(k)) {
          this.problems.push(refuse.invalidKey(this.span(keyNode), path));
          continue;
        }
        keyScalar = k as Scalar;
      }
      const keyText = keyScalar === null ? '' : this.scalarText(keyScalar);
      let keyValue: unknown = keyText;
      if (keyScalar) {
        const tag = keyScalar.tag;
        const explicit = tag !== undefined && tag !== null && tag !== '!';
        if (explicit && !SCALAR_TAGS.has(tag)) {
          this.badTag(tag, keyNode as Node, path);
          continue;
        }
        const py = this.builderNodes.get(keyScalar) ?? standIn(keyText, keyScalar.type === 'PLAIN');
        let resolved = resolvedTag(py);
        // flatten_mapping makes a key resolved as `=` a string; `!!merge` alone merges (refused above).
        if (!SCALAR_TAGS.has(resolved)) resolved = TAG + 'str';
        keyValue = this.construct(py, resolved, keyText, explicit, keyNode as Node, path, true);
        if (keyValue === undefined) continue;
      } else {
        keyValue = null;
      }
      const keySpan = keyNode ? this.span(keyNode) : this.span(map);
      if (seen.has(keyText)) {
        this.problems.push(refuse.duplicateKey(keyText, seen.get(keyText)!, keySpan, path));
        continue;
      }
      seen.set(keyText, keySpan.line);
      const childPointer = pointerChild(pointer, keyText);
      if (typeof keyValue !== 'string') this.nonStringKeys.set(childPointer, keyValue);
      const value = valueNode ?? emptyScalarAfter(pair, map);
      result[keyText] = this.walk(value, [...path, keyText], childPointer, keyNode ?? undefined, depth + 1);
    }
    // Keys written in the mapping itself win over merged ones, as YAML's merge key says.
    return overMerged(result, merged);
  }

  private merge(
    into: Array<[string, unknown]>,
    owner: Node,
    value: Node | null,
    path: Path,
    pointer: string,
    depth: number,
  ): void {
    const node = value ? this.deref(value, path) : value;
    if (value && !node) return;
    const sources: Array<Node | null | undefined> = node && isSeq(node) ? (node.items as Array<Node | null>) : [node];
    for (const s of sources) {
      const m = s ? this.deref(s, path) : s;
      if (s && !m) continue;
      if (!m || !isMap(m)) {
        this.problems.push(refuse.mergeNotAMapping(this.span((s ?? value ?? owner) as Node), path));
        continue;
      }
      if (m === owner || this.inMerge.has(m)) {
        this.problems.push(refuse.mergeOfItself(this.span((s ?? value ?? owner) as Node), path));
        continue;
      }
      if (depth + 1 >= MAX_DEPTH) {
        this.problems.push(refuse.tooDeep(this.span((s ?? owner) as Node), ' (merges within merges)'));
        this.stopped = true;
        return;
      }
      this.inMerge.add(owner);
      this.merging++;
      const got = this.mapping(m as YAMLMap<unknown, unknown>, path, pointer, depth + 1);
      this.merging--;
      this.inMerge.delete(owner);
      for (const k of Object.keys(got)) into.push([k, got[k]]);
    }
  }
}

/** A builder's node for a scalar the builder left implicit (`key:` with no value): its text, plain or not. */
function standIn(value: string, plain: boolean): PyScalar {
  const at = { offset: 0, line: 0, column: 0 };
  return {
    kind: 'scalar',
    tag: undefined,
    anchor: undefined,
    start: at,
    end: at,
    value,
    style: plain ? 'plain' : '"',
    plainImplicit: plain,
  };
}

/** How the builder's node reads, for a message. */
function describePy(node: PyNode): string {
  if (node.kind === 'map') return `a mapping of ${node.pairs.length} entr${node.pairs.length === 1 ? 'y' : 'ies'}`;
  if (node.kind === 'seq') return `a list of ${node.items.length} item${node.items.length === 1 ? '' : 's'}`;
  if (node.value === '' && node.style === 'plain') return 'an empty value';
  const shown = node.value.length > 40 ? `${node.value.slice(0, 40)}...` : node.value;
  return `${node.style === 'plain' ? 'the plain value' : 'the quoted value'} ${JSON.stringify(shown)}`;
}

/** `key:` with nothing after it: a null scalar placed right after the key. */
function emptyScalarAfter(pair: Pair<Node | null, Node | null>, map: YAMLMap<unknown, unknown>): Node {
  const end = pair.key?.range?.[1] ?? map.range?.[0] ?? 0;
  const empty = new ScalarNode('');
  empty.range = [end, end, end];
  empty.type = 'PLAIN';
  return empty;
}
