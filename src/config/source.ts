// Bytes → plain data with the source node of every path. The `yaml` package parses with the
// failsafe schema (every scalar a string) and this module resolves scalars itself, with the
// YAML 1.1 rules of PyYAML's safe loader, because the builder that reads these files uses
// PyYAML: `yes` is a boolean, `08` a string, `1e5` a string, `1.0e+5` a number. Nothing is
// ever constructed from a tag, and aliases are expanded under a budget.

import {
  Alias,
  Scalar as ScalarNode,
  visit,
  isAlias,
  isMap,
  isScalar,
  isSeq,
  LineCounter,
  parseDocument,
  type Document as YamlDocument,
  type Node,
  type Pair,
  type Scalar,
  type YAMLMap,
} from 'yaml';
import type { Finding, Span } from './findings.js';
import { type Path, formatPath, pointerChild } from './paths.js';

export const MAX_FILE_BYTES = 1024 * 1024;
export const MAX_DEPTH = 64;
export const MAX_VALUES = 100_000;
// Past this, the parser's recursion runs out of stack (about 1,000 levels) or, far past it, out
// of memory (`[` × 200,000 aborts the process): refuse before parsing.
const MAX_FLOW_NESTING_BEFORE_PARSE = 256;

/** A YAML 1.1 timestamp: kept apart from strings so that a string field can refuse it. */
export class Timestamp {
  constructor(readonly text: string) {}
}

export interface Place {
  path: Path;
  node: Node;
  /** The key of the pair that holds this value (absent for the root and list items). */
  key?: Node;
  /** How the scalar was written, for messages about how YAML read it. */
  text?: string;
  /** What an explicit tag made of it (`!!float 1` is a number, though written as an integer). */
  readAs?: string;
  quoted: boolean;
}

export interface Source {
  text: string;
  lineCounter: LineCounter;
  data: unknown;
  /** JSON pointer (TypeBox's instancePath) → where that value came from. */
  places: Map<string, Place>;
  /** Keys YAML read as something other than a string, by pointer, with what it read. */
  nonStringKeys: Map<string, unknown>;
}

export type SourceOutcome = { ok: true; source: Source } | { ok: false; findings: Finding[] };

type Problem = Omit<Finding, 'file' | 'severity'> & { code: SourceCode };
type SourceCode =
  | 'file-too-large' | 'not-utf8' | 'empty-file' | 'yaml-syntax' | 'multiple-documents'
  | 'duplicate-key' | 'invalid-key' | 'unsupported-tag' | 'invalid-merge' | 'too-deep'
  | 'too-complex';

const TAG = 'tag:yaml.org,2002:';
const TAG_READS_AS: Record<string, string> = {
  [`${'tag:yaml.org,2002:'}int`]: 'an integer',
  [`${'tag:yaml.org,2002:'}float`]: 'a number',
  [`${'tag:yaml.org,2002:'}bool`]: 'a boolean',
  [`${'tag:yaml.org,2002:'}null`]: 'null',
  [`${'tag:yaml.org,2002:'}timestamp`]: 'a date',
};
const SCALAR_TAGS = new Set(['str', 'int', 'float', 'bool', 'null', 'timestamp'].map((t) => TAG + t));

// PyYAML's implicit resolvers (resolver.py), tried in its order. Only plain scalars resolve.
const BOOL = /^(?:yes|Yes|YES|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF)$/;
export const FLOAT =
  /^(?:[-+]?(?:[0-9][0-9_]*)\.[0-9_]*(?:[eE][-+][0-9]+)?|\.[0-9][0-9_]*(?:[eE][-+][0-9]+)?|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/;
const INT = /^(?:[-+]?0b[0-1_]+|[-+]?0[0-7_]+|[-+]?(?:0|[1-9][0-9_]*)|[-+]?0x[0-9a-fA-F_]+|[-+]?[1-9][0-9_]*(?::[0-5]?[0-9])+)$/;
const NULL = /^(?:~|null|Null|NULL|)$/;
const TIMESTAMP =
  /^(?:[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]|[0-9][0-9][0-9][0-9]-[0-9][0-9]?-[0-9][0-9]?(?:[Tt]|[ \t]+)[0-9][0-9]?:[0-9][0-9]:[0-9][0-9](?:\.[0-9]*)?(?:[ \t]*(?:Z|[-+][0-9][0-9]?(?::[0-9][0-9])?))?)$/;

// Characters YAML forbids anywhere in a stream (PyYAML's reader refuses them too).
// eslint-disable-next-line no-control-regex
const NON_PRINTABLE = /[^\x09\x0A\x0D\x20-\x7E\x85\xA0-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

export function spanOf(lc: LineCounter, start: number, end: number): Span {
  const a = lc.linePos(start);
  const b = lc.linePos(Math.max(start, end));
  return { line: a.line, column: a.col, endLine: b.line, endColumn: b.col };
}

function problem(code: SourceCode, message: string, span: Span, path: Path = []): Problem {
  return { code, message, location: formatPath(path), ...span };
}

const AT_START: Span = { line: 1, column: 1, endLine: 1, endColumn: 1 };

/** Decode bytes as UTF-8 (a BOM is dropped), or say where the first bad byte is. */
export function decode(bytes: Uint8Array, size = bytes.length): { text: string } | { problem: Problem } {
  if (Math.max(size, bytes.length) > MAX_FILE_BYTES) {
    const n = Math.max(size, bytes.length);
    return {
      problem: problem(
        'file-too-large',
        `the file is ${n.toLocaleString('en-US')} bytes; a component configuration may be at most ` +
          `${MAX_FILE_BYTES.toLocaleString('en-US')} bytes (1 MiB). Keep large data in package_data files instead`,
        AT_START,
      ),
    };
  }
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    return { text };
  } catch {
    // Locate the bad byte in characters, as every other position is: decode what comes before
    // it (valid by construction) and count there, BOM and lone CRs handled as the parser does.
    const at = firstInvalidUtf8(bytes);
    let before = new TextDecoder('utf-8').decode(bytes.subarray(0, at));
    if (before.charCodeAt(0) === 0xfeff) before = before.slice(1);
    const span = offsetSpan(before.replace(/\r(?!\n)/g, '\n'), before.length, 1);
    const byte = (bytes[at] ?? 0).toString(16).padStart(2, '0');
    return { problem: problem('not-utf8', `byte 0x${byte} is not valid UTF-8; save the file as UTF-8`, span) };
  }
}

/** Offset of the first byte that starts an invalid UTF-8 sequence (as Python's decoder says). */
function firstInvalidUtf8(b: Uint8Array): number {
  let i = 0;
  while (i < b.length) {
    const c = b[i]!;
    if (c < 0x80) {
      i++;
      continue;
    }
    let need: number;
    let min: number;
    let max = 0xbf;
    if (c >= 0xc2 && c <= 0xdf) {
      need = 1;
      min = 0x80;
    } else if (c >= 0xe0 && c <= 0xef) {
      need = 2;
      min = c === 0xe0 ? 0xa0 : 0x80;
      if (c === 0xed) max = 0x9f; // no surrogates
    } else if (c >= 0xf0 && c <= 0xf4) {
      need = 3;
      min = c === 0xf0 ? 0x90 : 0x80;
      if (c === 0xf4) max = 0x8f;
    } else {
      return i;
    }
    for (let k = 1; k <= need; k++) {
      const d = b[i + k];
      if (d === undefined) return i;
      const lo = k === 1 ? min : 0x80;
      const hi = k === 1 ? max : 0xbf;
      if (d < lo || d > hi) return i;
    }
    i += need + 1;
  }
  return b.length;
}

export function readSource(input: string): { source?: Source; problems: Problem[] } {
  let text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  // A lone CR ends a line for YAML (and PyYAML), but not for the parser here; the same length
  // keeps every offset.
  if (text.includes('\r')) text = text.replace(/\r(?!\n)/g, '\n');
  const lc = new LineCounter();
  if (isBlank(text)) {
    return {
      problems: [
        problem('empty-file', 'the file is empty; it must be a mapping with at least `name: <component name>`', AT_START),
      ],
    };
  }
  const bad = NON_PRINTABLE.exec(text);
  if (bad) {
    const span = offsetSpan(text, bad.index, bad[0].length);
    const cp = bad[0].codePointAt(0)!;
    const what =
      cp >= 0xd800 && cp <= 0xdfff
        ? `the lone surrogate U+${hex(cp)}, which is not valid Unicode; save the file as UTF-8`
        : `the control character U+${hex(cp)}, which YAML forbids; remove it or write it as an escape in a double-quoted string`;
    return { problems: [problem(cp >= 0xd800 && cp <= 0xdfff ? 'not-utf8' : 'yaml-syntax', `invalid YAML: the file contains ${what}`.replace('invalid YAML: the file contains the lone', 'the text contains the lone'), span)] };
  }
  if (mayNestPast(text, MAX_FLOW_NESTING_BEFORE_PARSE)) {
    const deep = nesting(text, MAX_FLOW_NESTING_BEFORE_PARSE);
    if (deep.flowOverLimit) {
      return { problems: [problem('too-deep', `the document nests deeper than ${MAX_DEPTH} levels`, offsetSpan(text, Math.max(0, deep.tooDeepAt), 1))] };
    }
  }
  const doc = parseDocument(text, {
    lineCounter: lc,
    version: '1.1',
    schema: 'failsafe',
    merge: false,
    uniqueKeys: false,
    prettyErrors: false,
    strict: false,
  });
  const first = doc.errors[0];
  if (first) {
    const [start, end] = first.pos;
    if (/Maximum call stack size exceeded/.test(first.message)) {
      // Block nesting deep enough to exhaust the parser's stack.
      const at = nesting(text, Infinity).tooDeepAt;
      return { problems: [problem('too-deep', `the document nests deeper than ${MAX_DEPTH} levels`, offsetSpan(text, Math.max(0, at), 1))] };
    }
    // The error's own span, cut at the end of its first line.
    const lineEnd = text.indexOf('\n', start);
    const stop = Math.max(start, Math.min(end, lineEnd < 0 ? text.length : lineEnd));
    const span = offsetSpan(text, start, stop - start);
    if (first.code === 'MULTIPLE_DOCS') {
      return {
        problems: [
          problem('multiple-documents', 'the file holds more than one YAML document (a `---` separator); keep one', span),
        ],
      };
    }
    let message = first.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
    if (first.code === 'TAB_AS_INDENT' || text[start] === '\t') message += ' (YAML indentation must use spaces, not tabs)';
    return { problems: [problem('yaml-syntax', `invalid YAML: ${message}`, span)] };
  }
  const root = doc.contents as Node | null;
  if (root === null || (isScalar(root) && root.source === '' && !root.tag && !root.anchor)) {
    return { problems: [problem('empty-file', 'the file holds no YAML document content; it must be a mapping with at least `name: <component name>`', AT_START)] };
  }
  const walker = new Walker(doc, lc, text);
  const data = walker.walk(doc.contents as Node, [], '', undefined, 0);
  if (walker.problems.length > 0) return { problems: walker.problems };
  return {
    source: { text, lineCounter: lc, data, places: walker.places, nonStringKeys: walker.nonStringKeys },
    problems: [],
  };
}

function isBlank(text: string): boolean {
  for (const line of text.split(/\r\n|\r|\n/)) {
    const t = line.trim();
    if (t !== '' && !t.startsWith('#')) return false;
  }
  return true;
}

function hex(cp: number): string {
  return cp.toString(16).toUpperCase().padStart(4, '0');
}

export function offsetSpan(text: string, offset: number, length: number): Span {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) {
      line++;
      lineStart = i + 1;
    }
  }
  const column = offset - lineStart + 1;
  return { line, column, endLine: line, endColumn: column + length };
}

/** Offset where `[`/`{` nesting first exceeds `limit` (quotes and comments skipped), or -1. */
/**
 * Where the nesting first goes past MAX_DEPTH levels, and whether flow nesting (`[`, `{`) goes
 * past `flowLimit` (then the parser must not see the file). Block levels come from indentation
 * and `- ` / `? ` markers, flow levels from brackets that can open a collection (after `:`, `-`,
 * `,`, `?`, another bracket, or at the start of a line), outside quotes and comments. An
 * estimate, used only for files nested far too deep to parse.
 */
function nesting(text: string, flowLimit: number): { tooDeepAt: number; flowOverLimit: boolean } {
  const OPENERS = new Set([58, 45, 44, 91, 123, 10, 63]);
  const indents: number[] = [];
  let flow = 0;
  let quote = 0;
  let prev = 10; // the last character that is not a space or tab (10: a line start)
  let tooDeepAt = -1;
  let lineStart = true;
  let col = 0;
  const deeper = (at: number) => {
    if (tooDeepAt < 0 && indents.length + flow > MAX_DEPTH) tooDeepAt = at;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) {
      lineStart = flow === 0 && quote === 0;
      col = 0;
      prev = 10;
      continue;
    }
    if (quote) {
      if (c === quote) quote = 0;
      else if (c === 92 && quote === 34) i++;
      prev = 65;
      col++;
      continue;
    }
    if (c === 32 || c === 9 || c === 13) {
      col++;
      continue;
    }
    if (lineStart) {
      // A block line: close the block levels it dedents out of, open one at its indentation.
      lineStart = false;
      if (c !== 35) {
        while (indents.length > 0 && indents[indents.length - 1]! >= col) indents.pop();
        if (c !== 91 && c !== 123) {
          indents.push(col);
          deeper(i);
        }
      }
    }
    if ((c === 45 || c === 63) && prev === 10 && flow === 0 && text.charCodeAt(i + 1) === 32) {
      // `- - - x`: each compact marker opens a level, one column further in.
      let j = i + 2;
      while (text.charCodeAt(j) === 32) j++;
      const next = text.charCodeAt(j);
      if ((next === 45 || next === 63) && text.charCodeAt(j + 1) === 32) {
        indents.push(col + (j - i));
        deeper(j);
      }
    }
    if ((c === 34 || c === 39) && OPENERS.has(prev)) quote = c;
    else if ((c === 91 || c === 123) && OPENERS.has(prev)) {
      flow++;
      deeper(i);
      if (flow > flowLimit) return { tooDeepAt, flowOverLimit: true };
    } else if ((c === 93 || c === 125) && flow > 0) flow--;
    else if (c === 35 && (prev === 10 || text.charCodeAt(i - 1) === 32 || text.charCodeAt(i - 1) === 9)) {
      while (i + 1 < text.length && text.charCodeAt(i + 1) !== 10) i++;
      continue;
    }
    // A compact marker keeps the "line start" context for the marker that follows it.
    prev = (c === 45 || c === 63) && prev === 10 && text.charCodeAt(i + 1) === 32 ? 10 : c;
    col++;
  }
  return { tooDeepAt, flowOverLimit: false };
}

/** Quick bound: fewer opening brackets than the limit cannot nest past it. */
function mayNestPast(text: string, limit: number): boolean {
  let n = 0;
  for (let i = text.indexOf('['); i >= 0 && n <= limit; i = text.indexOf('[', i + 1)) n++;
  for (let i = text.indexOf('{'); i >= 0 && n <= limit; i = text.indexOf('{', i + 1)) n++;
  return n > limit;
}

export type Scalarish = string | number | boolean | null | Timestamp;

/** How PyYAML's safe loader reads a plain scalar: its value, or a tag it cannot construct. */
export function resolvePlain(v: string): Scalarish | { unsupported: string } {
  if (BOOL.test(v)) return /^(?:yes|Yes|YES|true|True|TRUE|on|On|ON)$/.test(v);
  if (FLOAT.test(v)) return toFloat(v);
  if (INT.test(v)) return toInt(v);
  if (v === '<<') return { unsupported: TAG + 'merge' };
  if (NULL.test(v)) return null;
  if (TIMESTAMP.test(v)) return new Timestamp(v);
  if (v === '=') return { unsupported: TAG + 'value' };
  return v;
}

function toInt(raw: string): number {
  let v = raw.replace(/_/g, '');
  let sign = 1;
  if (v[0] === '-' || v[0] === '+') {
    if (v[0] === '-') sign = -1;
    v = v.slice(1);
  }
  if (v === '0') return 0;
  if (v.startsWith('0b')) return sign * parseInt(v.slice(2), 2);
  if (v.startsWith('0x')) return sign * parseInt(v.slice(2), 16);
  if (v.startsWith('0')) return sign * parseInt(v.slice(1), 8);
  if (v.includes(':')) return sign * v.split(':').reduce((acc, d) => acc * 60 + Number(d), 0);
  return sign * Number(v);
}

function toFloat(raw: string): number {
  let v = raw.replace(/_/g, '').toLowerCase();
  let sign = 1;
  if (v[0] === '-' || v[0] === '+') {
    if (v[0] === '-') sign = -1;
    v = v.slice(1);
  }
  if (v === '.inf') return sign * Infinity;
  if (v === '.nan') return NaN;
  if (v.includes(':')) return sign * v.split(':').reduce((acc, d) => acc * 60 + Number(d), 0);
  return sign * Number(v);
}

function withTag(tag: string, v: string): Scalarish | undefined {
  switch (tag) {
    case TAG + 'str':
      return v;
    case TAG + 'bool':
      return BOOL.test(v) ? /^(?:yes|Yes|YES|true|True|TRUE|on|On|ON)$/.test(v) : undefined;
    case TAG + 'int':
      return INT.test(v) ? toInt(v) : undefined;
    case TAG + 'float':
      return FLOAT.test(v) ? toFloat(v) : INT.test(v) ? toInt(v) : undefined;
    case TAG + 'null':
      return null;
    case TAG + 'timestamp':
      return TIMESTAMP.test(v) ? new Timestamp(v) : undefined;
    default:
      return undefined;
  }
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

  constructor(
    doc: YamlDocument,
    private readonly lc: LineCounter,
    private readonly text: string,
  ) {
    // Alias.resolve() searches the whole document on each call: thousands of aliases made that
    // quadratic. One pass in document order finds every target (a later anchor of the same
    // name applies to the aliases after it).
    const anchors = new Map<string, Node>();
    visit(doc, (_key, node) => {
      if (isAlias(node)) {
        const target = anchors.get(node.source);
        if (target) this.targets.set(node as Node, target);
      } else if (node && typeof node === 'object' && 'anchor' in node && typeof node.anchor === 'string' && node.anchor) {
        anchors.set(node.anchor, node as Node);
      }
    });
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
    if (!target) this.fail('yaml-syntax', `invalid YAML: the alias *${(node as Alias).source} refers to no anchor defined before it`, node, path);
    return target;
  }

  walk(node: Node, path: Path, pointer: string, key: Node | undefined, depth: number): unknown {
    if (this.stopped) return undefined;
    if (++this.visited > MAX_VALUES) {
      this.fail(
        'too-complex',
        `the document expands to more than ${MAX_VALUES.toLocaleString('en-US')} values (anchors and aliases multiply it); write the data out plainly`,
        node,
        [],
      );
      this.stopped = true;
      return undefined;
    }
    const target = this.deref(node, path);
    if (!target) return undefined;
    if (depth >= MAX_DEPTH && (isMap(target) || isSeq(target))) {
      const how = isAlias(node) ? ' (an alias refers to a mapping or list that contains it)' : '';
      this.fail('too-deep', `the document nests deeper than ${MAX_DEPTH} levels${how}`, node, [], nodeSpan(this.text, this.lc, node));
      this.stopped = true;
      return undefined;
    }
    const place: Place = { path, node, quoted: false };
    if (key) place.key = key;
    if (this.merging === 0 || !this.places.has(pointer)) this.places.set(pointer, place);
    const tag = target.tag;
    if (isScalar(target)) {
      const s = target as Scalar<string>;
      const raw = String(s.value ?? '');
      place.text = raw;
      const plain = s.type === 'PLAIN' || s.type === undefined;
      place.quoted = !plain;
      if (tag && tag !== '!') {
        if (!SCALAR_TAGS.has(tag)) return this.badTag(tag, node, path);
        const v = withTag(tag, raw);
        const readAs = TAG_READS_AS[tag];
        if (readAs) place.readAs = readAs;
        if (v === undefined) {
          this.fail('unsupported-tag', `\`${raw}\` cannot be read as ${tag.replace(TAG, '!!')}; remove the tag or fix the value`, node, path, nodeSpan(this.text, this.lc, node));
        }
        return v;
      }
      if (!plain || tag === '!') return raw;
      const v = resolvePlain(raw);
      if (v !== null && typeof v === 'object' && 'unsupported' in v) {
        this.fail(
          'unsupported-tag',
          `YAML 1.1 gives a plain \`${raw}\` the special tag \`${v.unsupported.replace(TAG, '!!')}\`, which a component configuration cannot hold; quote it to keep it as text: "${raw}"`,
          node,
          path,
        );
        return undefined;
      }
      return v;
    }
    if (isSeq(target)) {
      if (tag && tag !== TAG + 'seq' && tag !== '!') return this.badTag(tag, node, path);
      const out: unknown[] = [];
      target.items.forEach((item, i) => {
        out.push(this.walk(item as Node, [...path, i], pointerChild(pointer, String(i)), undefined, depth + 1));
      });
      return out;
    }
    if (isMap(target)) {
      if (tag && tag !== TAG + 'map' && tag !== '!') return this.badTag(tag, node, path);
      return this.mapping(target as YAMLMap<unknown, unknown>, path, pointer, depth);
    }
    return this.badTag(tag ?? 'unknown', node, path);
  }

  private badTag(tag: string, node: Node, path: Path): undefined {
    this.fail(
      'unsupported-tag',
      `the YAML tag \`${tag.startsWith(TAG) ? `!!${tag.slice(TAG.length)}` : tag}\` is not allowed; a component configuration holds only plain strings, numbers, booleans, null, lists and mappings`,
      node,
      path,
      nodeSpan(this.text, this.lc, node),
    );
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
      if (isScalar(keyNode) && keyNode.type === 'PLAIN' && !keyNode.tag && keyNode.value === '<<') {
        this.merge(merged, map, valueNode, path, pointer, depth);
        continue;
      }
      let keyScalar: Scalar | null = null;
      if (keyNode !== null) {
        const k = this.deref(keyNode, path);
        if (!k) continue;
        if (!isScalar(k)) {
          this.fail('invalid-key', 'mapping keys must be plain scalars, not lists or mappings', keyNode, path);
          continue;
        }
        keyScalar = k as Scalar;
      }
      const keyText = keyScalar === null ? '' : String(keyScalar.value ?? '');
      let keyValue: unknown = keyText;
      if (keyScalar) {
        const tag = keyScalar.tag;
        if (tag && tag !== '!' && !SCALAR_TAGS.has(tag)) {
          this.badTag(tag, keyNode as Node, path);
          continue;
        }
        if (tag && tag !== '!') keyValue = withTag(tag, keyText);
        else if (keyScalar.type === 'PLAIN') {
          const r = resolvePlain(keyText);
          keyValue = r !== null && typeof r === 'object' && 'unsupported' in r ? keyText : r;
        }
      } else {
        keyValue = null;
      }
      const keySpan = keyNode ? this.span(keyNode) : this.span(map);
      if (seen.has(keyText)) {
        this.problems.push(
          problem(
            'duplicate-key',
            `duplicate key \`${keyText}\` (first defined on line ${seen.get(keyText)}); remove one of them`,
            keySpan,
            [...path, keyText],
          ),
        );
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

  private merge(into: Array<[string, unknown]>, owner: Node, value: Node | null, path: Path, pointer: string, depth: number): void {
    const node = value ? this.deref(value, path) : value;
    if (value && !node) return;
    const sources: Array<Node | null | undefined> = node && isSeq(node) ? (node.items as Array<Node | null>) : [node];
    for (const s of sources) {
      const m = s ? this.deref(s, path) : s;
      if (s && !m) continue;
      if (!m || !isMap(m)) {
        this.fail('invalid-merge', 'a merge key `<<` must refer to a mapping or a list of mappings', (s ?? value ?? owner) as Node, path);
        continue;
      }
      if (m === owner || this.inMerge.has(m)) {
        this.fail('invalid-merge', 'a merge key `<<` refers to the mapping that holds it; merge another mapping', (s ?? value ?? owner) as Node, path);
        continue;
      }
      if (depth + 1 >= MAX_DEPTH) {
        this.fail('too-deep', `the document nests deeper than ${MAX_DEPTH} levels (merges within merges)`, (s ?? owner) as Node, []);
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

/**
 * A node's span, from its properties (`!!tag`, `&anchor`) when it has any: the parser's range
 * starts after them, but a tag is often the fault, and PyYAML's marks start there too.
 */
export function nodeSpan(text: string, lc: LineCounter, node: Node): Span {
  const r = node.range ?? [0, 0, 0];
  let start = r[0];
  if (node.tag || node.anchor) {
    for (let props = 0; props < 2; props++) {
      let i = start - 1;
      while (i >= 0 && (text[i] === ' ' || text[i] === '\t' || text[i] === '\n' || text[i] === '\r')) i--;
      let j = i;
      while (j >= 0 && !/\s/.test(text[j]!)) j--;
      const word = text.slice(j + 1, i + 1);
      const at = word.search(/(?:^|[[{,])[!&]/);
      if (at < 0) break;
      start = j + 1 + at + (/[[{,]/.test(word[at]!) ? 1 : 0);
    }
  }
  // A block value's range runs on to the next line; end it where its text ends.
  let end = r[1];
  while (end > start && /\s/.test(text[end - 1]!)) end--;
  return spanOf(lc, start, end);
}

/** `key:` with nothing after it: a null scalar placed right after the key. */
function emptyScalarAfter(pair: Pair<Node | null, Node | null>, map: YAMLMap<unknown, unknown>): Node {
  const end = pair.key?.range?.[1] ?? map.range?.[0] ?? 0;
  const empty = new ScalarNode('');
  empty.range = [end, end, end];
  empty.type = 'PLAIN';
  return empty;
}

export { formatPath };
