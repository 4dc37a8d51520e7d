// The full read: a document of any YAML, with the place of every value. The builder's grammar
// (pyyaml/, PyYAML's SafeLoader up to construction) decides whether the builder can read the
// text and what it holds; the `yaml` package, parsing with the failsafe schema (every scalar a
// string), gives the document whose ranges findings point at, paired node by node with the
// builder's. Scalars are resolved in scalars.ts with the YAML 1.1 rules of PyYAML's safe loader.
// Nothing is ever constructed from a tag; aliases are expanded under a budget; duplicate keys,
// tags and merges are checked here. A chunk of its own (see source.ts): only files outside the
// fast reader's subset, and files with findings, need it.

import {
  Alias,
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
import { codePoint } from '../basics.js';
import type { Span } from '../findings.js';
import { loneSurrogate, NON_PRINTABLE } from './decode.js';
import { mayNestPast, nesting } from './nesting.js';
import * as refuse from './refusals.js';
import { MAX_DEPTH, MAX_VALUES } from './refusals.js';
import { type Path, pointerChild } from '../paths.js';
import { AT_START, problem, type Problem, type SourceCode } from './problems.js';
import { SCALAR_TAGS, type Scalarish, TAG, TAG_READS_AS } from './scalars.js';
import { ConstructFailure, constructDocument, constructScalar, resolvedTag } from './pyyaml/constructor.js';
import { type FullRead, type Place, type ScalarStyle, type Source, type SourceNode } from './source.js';
import { nodeSpan } from './spans.js';
import { LineStarts, offsetSpan, spanOf } from './coordinates.js';
import { loadPyDocument } from './py-loader.js';
import { BUILDER, grammarProblem } from './builder-says.js';
import { composePyYaml, type PyNode, type PyScalar } from './pyyaml/index.js';

// Past this, the parser's recursion runs out of stack (about 1,000 levels) or, far past it, out
// of memory (`[` × 200,000 aborts the process): refuse before parsing.
const MAX_FLOW_NESTING_BEFORE_PARSE = 256;

// The builder's grammar composes with recursion: a collection nested past MAX_DEPTH levels stops
// it (too-deep) before the stack could run out. The walk's own limit still holds aliases.
const MAX_COMPOSE_DEPTH = MAX_DEPTH - 1;

export const fullRead: FullRead = { readFull, Parser };

/**
 * The full read. The builder's grammar (pyyaml/) decides whether the builder can read the text
 * and what it reads; the `yaml` package gives the document whose ranges findings point at. The
 * two are paired node by node: where they read a different structure, that is an error at the
 * place, never a pass; a scalar's text is the builder's.
 */
function readFull(written: string): { source?: Source; problems: Problem[] } {
  // A lone CR ends a line for YAML 1.1 (and PyYAML), but not for the `yaml` package: it reads
  // the text with LF there (the same length keeps every offset), the builder's grammar reads the
  // text as written, so that its messages show what is there.
  const text = written.includes('\r') ? written.replace(/\r(?!\n)/g, '\n') : written;
  const lc = new LineCounter();
  if (isBlank(text)) {
    return {
      problems: [
        problem(
          'empty-file',
          'the file is empty; it must be a mapping with at least `name: <component name>`',
          AT_START,
        ),
      ],
    };
  }
  const bad = NON_PRINTABLE.exec(text);
  if (bad) {
    const span = offsetSpan(text, bad.index, bad[0].length);
    const cp = bad[0].codePointAt(0)!;
    const hex = cp.toString(16).padStart(4, '0');
    const what = `the control character ${codePoint(cp)}, which YAML forbids; remove it or write it as an escape in a double-quoted string; ${BUILDER} says: unacceptable character #x${hex}: special characters are not allowed`;
    return {
      problems: [
        cp >= 0xd800 && cp <= 0xdfff
          ? loneSurrogate(cp, span)
          : problem('yaml-syntax', `invalid YAML: the file contains ${what}`, span),
      ],
    };
  }
  // The file's own byte order mark is gone (source.ts): one more is text to the builder.
  const builder = composePyYaml(written, MAX_COMPOSE_DEPTH, { skipBom: false });
  if (!builder.ok) {
    if ('tooDeep' in builder) return { problems: [tooDeep(offsetSpan(text, builder.tooDeep.offset, 1))] };
    const said = grammarProblem(text, builder.error);
    // Lines break where the builder breaks them: a break editors do not show is named.
    const hidden = yaml11Break(text);
    const message =
      hidden && hidden.at < builder.error.problemMark.offset
        ? `${said.message} (the file contains ${hidden.name}, which ${BUILDER} reads as a line break)`
        : said.message;
    return {
      problems: [
        said.anotherDocument
          ? problem('multiple-documents', message, said.span)
          : problem('yaml-syntax', message, said.span),
      ],
    };
  }
  const root = builder.root;
  if (
    root === undefined ||
    (root.kind === 'scalar' && root.value === '' && root.style === 'plain' && !root.tag && !root.anchor)
  ) {
    return {
      problems: [
        problem(
          'empty-file',
          'the file holds no YAML document content; it must be a mapping with at least `name: <component name>`',
          AT_START,
        ),
      ],
    };
  }
  // The builder's constructor runs on what it composed: what it raises fails the build. The walk
  // below says most of it in its own words, value by value; this is its verdict where it does not.
  const failure = constructDocument(root);
  const builderFails = () => (failure ? { problems: [constructProblem(text, failure)] } : undefined);
  // The builder read it; the `yaml` package's parser must not see flow nesting deep enough to
  // exhaust its stack.
  if (mayNestPast(text, MAX_FLOW_NESTING_BEFORE_PARSE)) {
    const deep = nesting(text, MAX_FLOW_NESTING_BEFORE_PARSE);
    if (deep.flowOverLimit) return { problems: [tooDeep(offsetSpan(text, Math.max(0, deep.tooDeepAt), 1))] };
  }
  const options = {
    version: '1.1',
    schema: 'failsafe',
    merge: false,
    uniqueKeys: false,
    prettyErrors: false,
    strict: false,
  } as const;
  const doc = parseDocument(text, { ...options, lineCounter: lc });
  // The builder read one document: what the `yaml` package makes of a `...` after it is empty.
  const first = doc.errors.find((e) => e.code !== 'MULTIPLE_DOCS');
  if (first) {
    const fails = builderFails();
    if (fails) return fails;
    if (/Maximum call stack size exceeded/.test(first.message))
      return { problems: [tooDeep(offsetSpan(text, Math.max(0, nesting(text, Infinity).tooDeepAt), 1))] };
    // A line break of YAML 1.1 only is the likeliest reason the two readers differ: named where it is.
    const hidden = yaml11Break(text);
    if (!hidden) return fromBuilder(text, root, failure);
    return { problems: [problem('yaml-syntax', hidden.message, hidden.span)] };
  }
  const walker = new Walker(doc, lc, text);
  const differs = walker.pair(doc.contents as Node | null, root);
  if (differs) {
    const fails = builderFails();
    if (fails) return fails;
    const hidden = yaml11Break(text);
    if (!hidden) return fromBuilder(text, root, failure);
    return { problems: [problem('yaml-syntax', hidden.message, hidden.span)] };
  }
  const data = walker.walk(doc.contents as Node, [], '', undefined, 0);
  if (walker.problems.length > 0) return { problems: walker.problems };
  const fails = builderFails();
  if (fails) return fails;
  return {
    source: { text, lineCounter: lc, data, places: walker.places, nonStringKeys: walker.nonStringKeys },
    problems: [],
  };
}

/**
 * A text the `yaml` package (YAML 1.2) reads otherwise than the builder, or not at all: read
 * from the builder's own nodes, with its places, as the builder reads it.
 */
function fromBuilder(
  text: string,
  root: PyNode,
  failure: ConstructFailure | undefined,
): { source?: Source; problems: Problem[] } {
  const lines = new LineStarts(text);
  const loaded = loadPyDocument(text, lines, root, { maxDepth: MAX_DEPTH, maxValues: MAX_VALUES });
  if (loaded.problems.length > 0) return { problems: loaded.problems };
  if (failure) return { problems: [constructProblem(text, failure)] };
  const { data, places, nonStringKeys } = loaded;
  return { source: { text, lineCounter: lines, data, places, nonStringKeys }, problems: [] };
}

const tooDeep = (span: Span): Problem => refuse.tooDeep(span);

const BREAK_NAMES: Record<string, string> = {
  '\u0085': 'U+0085 (NEXT LINE)',
  '\u2028': 'U+2028 (LINE SEPARATOR)',
  '\u2029': 'U+2029 (PARAGRAPH SEPARATOR)',
};

/**
 * The first line break of YAML 1.1 that YAML 1.2 (the `yaml` package) reads as text, as the
 * reason the two readers differ on a text; undefined when there is none.
 */
function yaml11Break(text: string): { message: string; span: Span; at: number; name: string } | undefined {
  const m = /[\u0085\u2028\u2029]/.exec(text);
  if (!m) return undefined;
  const escape = `\\u${m[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
  return {
    message: `invalid YAML for this checker: the file contains ${BREAK_NAMES[m[0]]!}, which ${BUILDER} reads as a line break and this checker's YAML reader (YAML 1.2) as text, so the two read the file otherwise; remove it, or write it as the escape ${escape} in a double-quoted string`,
    span: offsetSpan(text, m.index, 1),
    at: m.index,
    name: BREAK_NAMES[m[0]]!,
  };
}

class Walker {
  readonly places = new Map<string, Place>();
  readonly nonStringKeys = new Map<string, unknown>();
  readonly problems: Problem[] = [];
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
    const differ = (what: string) => ({
      at: theirs.start.offset,
      message: `invalid YAML for this checker: ${BUILDER} reads ${what}, and this checker's YAML reader (YAML 1.2) reads it otherwise, so the file cannot be checked as the builder reads it; write it so both read it alike (quote values that hold YAML indicators, indent with spaces)`,
    });
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

  private fail(code: SourceCode, message: string, node: Node, path: Path, span = this.span(node)): void {
    this.problems.push(problem(code, message, span, path));
  }

  /** The node an alias stands for; undefined (and a finding) for an alias to no anchor. */
  private deref(node: Node, path: Path): Node | undefined {
    if (!isAlias(node)) return node;
    const target = this.targets.get(node);
    if (!target)
      this.fail(
        'yaml-syntax',
        `invalid YAML: the alias *${(node as Alias).source} refers to no anchor defined before it`,
        node,
        path,
      );
    return target;
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
      this.problems.push(refuse.tooDeep(nodeSpan(this.text, this.lc, node), how));
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
        const special = resolved.replace(TAG, '!!');
        if (plain) this.problems.push(refuse.specialPlain(raw, resolved, this.span(node), path));
        else
          this.fail(
            'yaml-syntax',
            `invalid YAML for the builder: with the tag \`!\`, ${BUILDER} reads ${JSON.stringify(raw)} as \`${special}\`${raw.endsWith('\n') ? ' (its pattern lets the final line break through)' : ''}, which it cannot construct; remove the \`!\` tag`,
            node,
            path,
            nodeSpan(this.text, this.lc, node),
          );
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
      this.problems.push(failureWords(e, raw, tag, explicit, key, nodeSpan(this.text, this.lc, node), path));
      return undefined;
    }
  }

  private sourceNode(node: Node): SourceNode {
    let got = this.nodes.get(node);
    if (got) return got;
    const base = { range: node.range ?? undefined, tag: node.tag, anchor: node.anchor };
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
    this.problems.push(refuse.badTag(tag, nodeSpan(this.text, this.lc, node), path));
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
    if (merged.length === 0) return result;
    const out: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
    for (const [k, v] of merged) if (!(k in result) && !(k in out)) out[k] = v;
    for (const k of Object.keys(result)) out[k] = result[k];
    return out;
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

/**
 * Our words for what PyYAML's constructor raises on a scalar. A date that does not exist and an
 * integer of no digits keep the words they always had; a tag the text does not fit says so;
 * a value tagged `!` whose text ends in a line break names the break (PyYAML's resolver lets a
 * final "\n" through its patterns, its constructor does not).
 */
function failureWords(
  e: ConstructFailure,
  raw: string,
  tag: string,
  explicit: boolean,
  key: boolean,
  span: Span,
  path: Path,
): Problem {
  const builder = `${BUILDER} fails on it: ${e.kind}: ${e.problem}`;
  const digits = raw.replace(/_/g, '').replace(/^[-+]/, '');
  const what = TAG_READS_AS[tag] ?? tag.replace(TAG, '!!');
  if (tag === TAG + 'int' && (digits === '0b' || digits === '0x'))
    return problem(
      'yaml-syntax',
      `invalid YAML for the builder: YAML 1.1 reads \`${raw}\` as an integer, and ${BUILDER} fails on it: \`${raw}\` has no digits after \`${digits}\`; fix it, or quote it to keep it as text: "${raw}"`,
      span,
      path,
    );
  if (tag === TAG + 'timestamp' && e.kind === 'ValueError')
    return problem(
      'yaml-syntax',
      `invalid YAML for the builder: YAML 1.1 reads \`${raw}\` as a date, and ${BUILDER} fails on it: ${e.problem}; fix it, or quote it to keep it as text: "${raw}"`,
      span,
      path,
    );
  if (explicit) return refuse.tagDoesNotFit(raw, tag, key, span, path);
  if (/\n$/.test(raw))
    return problem(
      'yaml-syntax',
      `invalid YAML for the builder: with the tag \`!\`, ${BUILDER} reads ${JSON.stringify(raw)} as ${what} (its pattern lets the final line break through), and then fails on it: ${e.kind}: ${e.problem}; remove the \`!\` tag`,
      span,
      path,
    );
  return problem(
    'yaml-syntax',
    `invalid YAML for the builder: YAML 1.1 reads \`${raw}\` as ${what}, and ${builder}; quote it to keep it as text: "${raw}"`,
    span,
    path,
  );
}

/** PyYAML's constructor refusing a document where no value's own finding says so. */
function constructProblem(text: string, e: ConstructFailure): Problem {
  const at = e.mark.offset;
  const word = /^[^\s,[\]{}]*/.exec(text.slice(at))![0];
  const context = e.context ? ` (${e.context.text} on line ${offsetSpan(text, e.context.mark.offset, 0).line})` : '';
  return problem(
    'yaml-syntax',
    `invalid YAML for the builder: ${BUILDER} fails to construct this value: ${e.kind}: ${e.problem}${context}; write it as plain data (strings, numbers, booleans, lists and mappings)`,
    offsetSpan(text, at, Math.max(1, word.length)),
  );
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

function isBlank(text: string): boolean {
  // Line by line, without splitting the whole text: most files end the search at line 1. The
  // text holds no lone CR (replaced above); the CR of a CRLF goes with the line end. Only spaces
  // are blank: the builder refuses a tab outside a comment, and a NBSP or another Unicode space
  // is a value to it.
  for (let start = 0; start <= text.length;) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const t = text.slice(start, end).replace(/^ +|[ \r]+$/g, '');
    if (t !== '' && !t.startsWith('#')) return false;
    start = end + 1;
  }
  return true;
}
