// A fast reader for the plain subset of YAML that most configs are written in: block mappings
// and lists by indentation, plain and simply quoted scalars, one-line flow lists and mappings,
// literal and folded block scalars. It yields the same data as source.ts's full read (the
// builder's pipeline, full-read.ts), scalars resolved by the builder's resolver and constructor
// (resolvePlain), but builds no document, no nodes and no places: for a file with no findings
// nothing more is ever needed. When a finding or a fix asks for places, the text is read again,
// recording the node of every value with the full read's Range (readPlainPlaces). On anything outside the subset, or
// anything the full read would report (a duplicate key, a key that is not a string, a tag, an
// anchor, tabs, a multi-line plain scalar...), it gives up (returns undefined) and the full
// read decides. A test checks it against the full read, data and places, over the fixture
// corpus and thousands of mutants.
//
// The subset it takes, as a grammar: one production a line, n a column and m one deeper (m > n),
// after `--` what else a production requires. Anything else gives up.
//
//   text        := line*                        -- LF or CRLF ends; no tab, BOM, lone CR, NEL, LS, PS, non-printable
//   document    := blank* ["---" EOL] map(n) blank*  -- no later line starts with %, --- or ...
//   blank       := " "* ["#" any*] EOL
//   map(n)      := entry(n)+                    -- each key once; ends at a line less indented than n
//   entry(n)    := " "{n} key ":" " "+ inline(n)
//   entry(n)    := " "{n} key ":" [" "+ comment] EOL nested(n)
//   key         := (any but # ' " ` , [ ] { } & * ! | > % @ \ ?)+  -- not first - or :, not last " ", <= 1,000, read as itself
//   nested(n)   := map(m) | seq(m) | seq(n) | ""  -- "" reads as null
//   seq(n)      := item(n)+                     -- ends at a line less indented, or one at n that is no item
//   item(n)     := " "{n} "-" " "+ (seq(m) | map(m) | inline(n))  -- seq(m), map(m) begun on the dash's line
//   item(n)     := " "{n} "-" [" "+ comment] EOL  -- null, and nothing under it
//   inline(n)   := (block(n) | quoted | flow | plain) [" "+ comment] EOL  -- no line after it deeper than n
//   block(n)    := ("|" | ">") ["-"] [" "+ comment] EOL (" "{m} any+ EOL | blank)+  -- first not blank; ends with EOL
//   block(n)    := -- and under ">", no line deeper than the first
//   quoted      := '"' (any but " \)* '"' | "'" (any but ' | "''")* "'"  -- on one line
//   plain       := plain-start (any but ": " " #")*  -- not last ":"; its value one the full read holds
//   plain-start := any but & * ! % @ ` | > ' " # , [ ] { } ? : , and not "-" alone or before " "
//   flow        := "[" " "* [flow-value (" "* "," " "* flow-value)*] " "* "]"
//   flow        := "{" " "* [key ": " " "* flow-value (" "* "," " "* key ": " " "* flow-value)*] " "* "}"
//   flow-value  := flow | quoted | plain-start (any but , ] } [ { : # " ' ?)*  -- trailing spaces dropped
//   limits      := nesting <= GIVE_UP_DEPTH, values <= GIVE_UP_VALUES  -- below the full read's own

import { NON_PRINTABLE } from './decode.js';
import { type Path, pointerChild } from '../paths.js';
import { resolvePlain } from './scalars.js';
import type { MapNode, Place, Range, ScalarNode, ScalarStyle, SeqNode, SourceNode } from './places.js';
import { LineStarts, type Lines, textEnd } from './coordinates.js';

/** Gives up: the full read will decide. */
class Outside extends Error {}
const OUT = new Outside();

// Where this reader gives up, below what the full read refuses (MAX_DEPTH, MAX_VALUES): those
// refusals are its to report.
const GIVE_UP_DEPTH = 32;
const GIVE_UP_VALUES = 10_000;
// PyYAML refuses a simple key over 1,024 characters.
const MAX_KEY = 1000;

// A scan along a line stops at its end rather than reading past it: code the optimising compiler
// made for in-bounds reads is thrown away (and made again) at the first read past a string's end.
const SPACE = 0x20;
const NOT_SPACE = /[^ ]/;
const DOUBLE_QUOTE = 0x22;
const HASH = 0x23;
const SINGLE_QUOTE = 0x27;
const COMMA = 0x2c;
const DASH = 0x2d;
const COLON = 0x3a;
const GREATER = 0x3e; // a folded block scalar
const QUESTION = 0x3f;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const PIPE = 0x7c; // a literal block scalar
const CLOSE_BRACE = 0x7d;

/** The data of a document in the subset (always a mapping), or undefined: read it in full. */
// Printable ASCII and line breaks: most files are nothing else, and this pattern, without the
// Unicode flag, scans them faster than NON_PRINTABLE does.
const NOT_PRINTABLE_ASCII = /[^\n\r\x20-\x7E]/;
/** A carriage return that is not part of a CRLF line end. */
const LONE_CR = /\r(?!\n)/;
/** Line breaks in YAML 1.1 (the builder's PyYAML) that editors show as text: the full read refuses them. */
const YAML11_BREAK = /[\u0085\u2028\u2029]/;

export function readPlain(text: string): Record<string, unknown> | undefined {
  if (text.includes('\t') || text.includes('\uFEFF')) return undefined;
  // CRLF line ends (a checkout on Windows) are read; a lone carriage return is the full read's.
  if (text.includes('\r') && LONE_CR.test(text)) return undefined;
  if (NOT_PRINTABLE_ASCII.test(text) && (NON_PRINTABLE.test(text) || YAML11_BREAK.test(text))) return undefined;
  try {
    return new Reader(text).document();
  } catch (e) {
    if (e === OUT) return undefined;
    throw e;
  }
}

/** The places of a text readPlain took (see Range: the same as the full read's), and its line starts. */
export function readPlainPlaces(text: string): { places: Map<string, Place>; lines: Lines } {
  const lines = new LineStarts(text);
  const recorder = new Recorder(text, lines.starts);
  try {
    new Reader(text, recorder).document();
  } catch (e) {
    if (e === OUT) throw new Error('the fast reader gave up on a text it had taken');
    throw e;
  }
  return { places: recorder.places, lines };
}

/** Where the value being read goes: its pointer, its path, its key's node and the collection that holds it. */
interface At {
  pointer: string;
  path: Path;
  key?: SourceNode;
  into?: MapCollection | SeqCollection;
}

/**
 * A mapping or list, from where it starts: a flow one to after its closing bracket, a block one
 * to its last child's end (Range), worked out when asked.
 */
abstract class Collection {
  private extent: Range | undefined;

  constructor(
    readonly flow: boolean,
    private readonly start: number,
  ) {}

  /** A flow collection's end, after its closing bracket. */
  close(end: number): void {
    this.extent = { start: this.start, content: this.start, end };
  }

  protected abstract last(): SourceNode | null | undefined;

  get range(): Range {
    if (!this.extent) {
      const end = this.last()?.range.end ?? this.start;
      this.extent = { start: this.start, content: this.start, end: Math.max(this.start, end) };
    }
    return this.extent;
  }
}

class MapCollection extends Collection implements MapNode {
  readonly kind = 'map';
  readonly items: Array<{ key: SourceNode | null; value: SourceNode | null }> = [];
  protected last() {
    return this.items.at(-1)?.value;
  }
}

class SeqCollection extends Collection implements SeqNode {
  readonly kind = 'seq';
  readonly items: SourceNode[] = [];
  protected last() {
    return this.items.at(-1);
  }
}

/** The places a reading records, in offsets (Range). */
class Recorder {
  readonly places = new Map<string, Place>();
  constructor(
    private readonly text: string,
    private readonly starts: readonly number[],
  ) {}

  offset(line: number, column: number): number {
    return this.starts[line]! + column;
  }

  scalar(at: At, style: ScalarStyle, value: string, start: number, end: number): void {
    // A block scalar's text ends before the line breaks after it.
    const range = { start, content: start, end: textEnd(this.text, start, end) };
    const node: ScalarNode = { kind: 'scalar', style, value, range };
    this.record(at, node, { text: value, quoted: style !== 'PLAIN' });
  }

  /** A scalar at `column` of `line`, `length` long. */
  lineScalar(at: At, style: ScalarStyle, value: string, line: number, column: number, length: number): void {
    const start = this.offset(line, column);
    this.scalar(at, style, value, start, start + length);
  }

  /** A mapping starting at `start` (its first key, or its brace). */
  map(at: At, flow: boolean, start: number): MapCollection {
    const node = new MapCollection(flow, start);
    this.record(at, node, { quoted: false });
    return node;
  }

  /** A list starting at `start` (its first dash, or its bracket). */
  seq(at: At, flow: boolean, start: number): SeqCollection {
    const node = new SeqCollection(flow, start);
    this.record(at, node, { quoted: false });
    return node;
  }

  keyOf(at: At, into: MapCollection, key: string, start: number): At {
    return {
      pointer: pointerChild(at.pointer, key),
      path: [...at.path, key],
      key: { kind: 'scalar', style: 'PLAIN', value: key, range: { start, content: start, end: start + key.length } },
      into,
    };
  }

  itemOf(at: At, into: SeqCollection, index: number): At {
    return { pointer: pointerChild(at.pointer, String(index)), path: [...at.path, index], into };
  }

  private record(at: At, node: SourceNode, how: { text?: string; quoted: boolean }): void {
    const place: Place = { path: at.path, node, ...how };
    if (at.key) place.key = at.key;
    this.places.set(at.pointer, place);
    const into = at.into;
    if (into?.kind === 'map') into.items.push({ key: at.key ?? null, value: node });
    else into?.items.push(node);
  }
}

class Reader {
  private readonly lines: string[];
  /** Leading spaces of each line; -1 for a line that is blank or only a comment. */
  private readonly indents: number[];
  private values = 0;

  constructor(
    text: string,
    private readonly rec?: Recorder,
  ) {
    this.lines = text.split('\n');
    // A CRLF line end's carriage return is the line break's, not the line's: a line's columns,
    // and so every offset from the line starts, are the same as with LF alone.
    if (text.includes('\r')) {
      const lines = this.lines;
      for (let k = 0; k < lines.length; k++) if (lines[k]!.endsWith('\r')) lines[k] = lines[k]!.slice(0, -1);
    }
    // Native searches rather than loops over characters, here and below: most files are read
    // once per thread, before the optimising compiler has seen these functions. Filled by push,
    // not made by map(): an array map() makes is of another kind once its caller is optimised,
    // and every optimised reader function that reads it would then be thrown away.
    const indents: number[] = [];
    for (const line of this.lines) {
      const i = line.search(NOT_SPACE);
      indents.push(i < 0 || line.charCodeAt(i) === HASH ? -1 : i);
    }
    this.indents = indents;
  }

  document(): Record<string, unknown> {
    let first = this.next(0);
    if (first < 0) throw OUT;
    if (this.lines[first] === '---') first = this.next(first + 1);
    if (first < 0) throw OUT;
    for (let i = first; i < this.lines.length; i++) {
      const line = this.lines[i]!;
      // Directives, document markers: a second document, or one the full read explains.
      if (line.startsWith('%') || line.startsWith('---') || line.startsWith('...')) throw OUT;
    }
    const col = this.indents[first]!;
    if (this.isItem(first, col)) throw OUT;
    const [data, after] = this.mapping(first, col, 0, this.rec && { pointer: '', path: [] });
    if (after >= 0) throw OUT;
    return data;
  }

  /** The first line at or after `i` that is not blank or a comment; -1 at the end. */
  private next(i: number): number {
    while (i < this.lines.length && this.indents[i]! < 0) i++;
    return i < this.lines.length ? i : -1;
  }

  private isItem(line: number, col: number): boolean {
    const s = this.lines[line]!;
    return s.charCodeAt(col) === DASH && (col + 1 === s.length || s.charCodeAt(col + 1) === SPACE);
  }

  private count(depth: number): void {
    if (++this.values > GIVE_UP_VALUES || depth > GIVE_UP_DEPTH) throw OUT;
  }

  /**
   * A block mapping whose keys stand at column `col`, the first on line `line` (perhaps after
   * a `- `). Returns it and the next significant line after it (-1: the end).
   */
  private mapping(line: number, col: number, depth: number, at?: At): [Record<string, unknown>, number] {
    this.count(depth);
    const out = Object.create(null) as Record<string, unknown>;
    const node = at && this.rec!.map(at, false, this.rec!.offset(line, col));
    let row = line;
    for (;;) {
      const s = this.lines[row]!;
      const colon = keyEnd(s, col);
      const key = s.slice(col, colon);
      checkKey(key);
      if (key in out) throw OUT;
      let rest = colon + 1;
      while (rest < s.length && s.charCodeAt(rest) === SPACE) rest++;
      const child = node && this.rec!.keyOf(at!, node, key, this.rec!.offset(row, col));
      let value: unknown;
      let after: number;
      if (rest === s.length || s.charCodeAt(rest) === HASH) {
        [value, after] = this.nested(row, col, depth + 1, true, rest, child);
      } else {
        [value, after] = this.inline(row, rest, col, depth + 1, child);
      }
      out[key] = value;
      if (after < 0) return [out, -1];
      const ind = this.indents[after]!;
      if (ind < col) return [out, after];
      if (ind > col || this.isItem(after, col)) throw OUT;
      row = after;
    }
  }

  /** A block list whose dashes stand at column `col`, the first on line `line`. */
  private list(line: number, col: number, depth: number, at?: At): [unknown[], number] {
    this.count(depth);
    const out: unknown[] = [];
    const node = at && this.rec!.seq(at, false, this.rec!.offset(line, col));
    let row = line;
    for (;;) {
      const s = this.lines[row]!;
      let c = col + 1;
      while (c < s.length && s.charCodeAt(c) === SPACE) c++;
      const item = at && this.rec!.itemOf(at, node!, out.length);
      let value: unknown;
      let after: number;
      if (c === s.length || s.charCodeAt(c) === HASH) {
        [value, after] = this.nested(row, col, depth + 1, false, c, item);
      } else if (this.isItem(row, c)) {
        [value, after] = this.list(row, c, depth + 1, item);
      } else if (startsMapping(s, c)) {
        [value, after] = this.mapping(row, c, depth + 1, item);
      } else {
        [value, after] = this.inline(row, c, col, depth + 1, item);
      }
      out.push(value);
      if (after < 0) return [out, -1];
      const ind = this.indents[after]!;
      if (ind < col || (ind === col && !this.isItem(after, col))) return [out, after];
      if (ind > col) throw OUT;
      row = after;
    }
  }

  /**
   * What follows `key:` or `-` with nothing after it on the line: a block collection on the
   * lines below, or null (an empty scalar at column `empty`, after the spaces that follow the
   * indicator). A list may stand at the key's own column.
   */
  private nested(
    line: number,
    col: number,
    depth: number,
    inMapping: boolean,
    empty: number,
    at?: At,
  ): [unknown, number] {
    const after = this.next(line + 1);
    if (after >= 0) {
      const ind = this.indents[after]!;
      if (ind > col) {
        if (!inMapping) throw OUT;
        if (this.isItem(after, ind)) return this.list(after, ind, depth, at);
        return this.mapping(after, ind, depth, at);
      }
      if (inMapping && ind === col && this.isItem(after, col)) return this.list(after, col, depth, at);
    }
    if (at) this.rec!.lineScalar(at, 'PLAIN', '', line, empty, 0);
    return [plainValue(''), after];
  }

  /** A value that starts on its key's or dash's line at `at`; `parent` is that key's or dash's column. */
  private inline(line: number, start: number, parent: number, depth: number, at?: At): [unknown, number] {
    const s = this.lines[line]!;
    const c = s.charCodeAt(start);
    if (c === PIPE || c === GREATER) return this.block(line, start, parent, at);
    this.count(depth);
    let value: unknown;
    let end: number;
    if (c === DOUBLE_QUOTE || c === SINGLE_QUOTE) {
      [value, end] = quoted(s, start);
      if (at) this.rec!.lineScalar(at, quoteStyle(c), value as string, line, start, end - start);
    } else if (c === OPEN_BRACKET || c === OPEN_BRACE) {
      const flow = new Flow(s, start, depth, (d) => this.count(d), this.rec && { rec: this.rec, line });
      value = flow.value(depth, at);
      end = flow.at;
    } else {
      const [raw, stop] = plain(s, start);
      value = plainValue(raw);
      end = stop;
      if (at) this.rec!.lineScalar(at, 'PLAIN', raw, line, start, stop - start);
    }
    if (!restIsComment(s, end)) throw OUT;
    const after = this.next(line + 1);
    // A deeper line would continue a plain scalar over lines, or be an error.
    if (after >= 0 && this.indents[after]! > parent) throw OUT;
    return [value, after];
  }

  /** A literal (`|`) or folded (`>`) block scalar, with clip or strip chomping. */
  private block(line: number, at: number, parent: number, place?: At): [string, number] {
    const s = this.lines[line]!;
    const folded = s.charCodeAt(at) === GREATER;
    let i = at + 1;
    const strip = i < s.length && s.charCodeAt(i) === DASH;
    if (strip) i++;
    if (!restIsComment(s, i)) throw OUT;
    // The content: from the line after the header (its indentation is the block's) to the
    // last line as deep; blank lines within are the content's own.
    let first = line + 1;
    while (first < this.lines.length && isBlank(this.lines[first]!)) first++;
    if (first >= this.lines.length) throw OUT;
    // Blank lines before the content are kept as line breaks, with rules of their own: not here.
    if (first > line + 1) throw OUT;
    const n = leading(this.lines[first]!);
    if (n <= parent) throw OUT;
    const content: string[] = [];
    let j = first;
    let lastText = first;
    for (; j < this.lines.length; j++) {
      const t = this.lines[j]!;
      if (isBlank(t)) {
        if (t.length > n) throw OUT;
        content.push('');
        continue;
      }
      if (leading(t) < n) break;
      const piece = t.slice(n);
      if (folded && piece.charCodeAt(0) === SPACE) throw OUT;
      content.push(piece);
      lastText = j;
    }
    // The text must end with a line break after the block's last line.
    if (lastText === this.lines.length - 1) throw OUT;
    content.length = lastText - first + 1;
    let value: string;
    if (folded) {
      value = content[0]!;
      let empty = 0;
      for (let k = 1; k < content.length; k++) {
        const piece = content[k]!;
        if (piece === '') {
          empty++;
          continue;
        }
        value += (empty === 0 ? ' ' : '\n'.repeat(empty)) + piece;
        empty = 0;
      }
    } else {
      value = content.join('\n');
    }
    if (!strip) value += '\n';
    this.values++;
    // From the indicator to where the last line's text ends (the recorder trims the break).
    if (place) {
      const style = folded ? 'BLOCK_FOLDED' : 'BLOCK_LITERAL';
      this.rec!.scalar(place, style, value, this.rec!.offset(line, at), this.rec!.offset(lastText + 1, 0));
    }
    return [value, this.next(lastText + 1)];
  }
}

/** One-line flow collections of scalars and of each other: `[a, "b"]`, `{k: v}`. */
class Flow {
  constructor(
    private readonly s: string,
    public at: number,
    private readonly depth: number,
    private readonly count: (depth: number) => void,
    /** Recording places: the recorder and the line this collection is on. */
    private readonly rec?: { rec: Recorder; line: number },
  ) {}

  value(depth = this.depth, place?: At): unknown {
    const c = this.s.charCodeAt(this.at);
    if (c === OPEN_BRACKET || c === OPEN_BRACE) {
      const start = place && this.rec!.rec.offset(this.rec!.line, this.at);
      let node: Collection | undefined;
      let value: unknown;
      if (c === OPEN_BRACKET) {
        const seq = place && this.rec!.rec.seq(place, true, start!);
        node = seq;
        value = this.seq(depth, place, seq);
      } else {
        const map = place && this.rec!.rec.map(place, true, start!);
        node = map;
        value = this.map(depth, place, map);
      }
      node?.close(this.rec!.rec.offset(this.rec!.line, this.at));
      return value;
    }
    if (c === DOUBLE_QUOTE || c === SINGLE_QUOTE) {
      this.count(depth);
      const start = this.at;
      const [v, end] = quoted(this.s, start);
      this.at = end;
      if (place) this.rec!.rec.lineScalar(place, quoteStyle(c), v, this.rec!.line, start, end - start);
      return v;
    }
    this.count(depth);
    const start = this.at;
    let i = start;
    for (; i < this.s.length; i++) {
      const ch = this.s.charCodeAt(i);
      if (ch === COMMA || ch === CLOSE_BRACKET || ch === CLOSE_BRACE) break;
      // `?` is an indicator anywhere in a flow collection for PyYAML, the builder's reader.
      if (
        ch === OPEN_BRACKET ||
        ch === OPEN_BRACE ||
        ch === COLON ||
        ch === HASH ||
        ch === DOUBLE_QUOTE ||
        ch === SINGLE_QUOTE ||
        ch === QUESTION
      )
        throw OUT;
    }
    // YAML's white space is spaces and tabs only (not trimEnd's Unicode spaces), and tabs are not read here.
    const raw = trimSpaces(this.s.slice(start, i));
    if (raw === '' || !plainStart(raw)) throw OUT;
    this.at = i;
    const v = plainValue(raw);
    if (place) this.rec!.rec.lineScalar(place, 'PLAIN', raw, this.rec!.line, start, raw.length);
    return v;
  }

  private spaces(): void {
    while (this.at < this.s.length && this.s.charCodeAt(this.at) === SPACE) this.at++;
  }

  private seq(depth: number, place?: At, node?: SeqCollection): unknown[] {
    this.count(depth);
    const out: unknown[] = [];
    this.at++;
    this.spaces();
    if (this.s.charCodeAt(this.at) === CLOSE_BRACKET) {
      this.at++;
      return out;
    }
    for (;;) {
      out.push(this.value(depth + 1, place && this.rec!.rec.itemOf(place, node!, out.length)));
      this.spaces();
      const c = this.s.charCodeAt(this.at++);
      if (c === CLOSE_BRACKET) return out;
      if (c !== COMMA) throw OUT;
      this.spaces();
    }
  }

  private map(depth: number, place?: At, node?: MapCollection): Record<string, unknown> {
    this.count(depth);
    const out = Object.create(null) as Record<string, unknown>;
    this.at++;
    this.spaces();
    if (this.s.charCodeAt(this.at) === CLOSE_BRACE) {
      this.at++;
      return out;
    }
    for (;;) {
      const colon = this.s.indexOf(': ', this.at);
      if (colon < 0) throw OUT;
      const key = this.s.slice(this.at, colon);
      if (/[,[\]{}]/.test(key)) throw OUT;
      checkKey(key);
      if (key in out) throw OUT;
      const child = node && this.rec!.rec.keyOf(place!, node, key, this.rec!.rec.offset(this.rec!.line, this.at));
      this.at = colon + 2;
      this.spaces();
      out[key] = this.value(depth + 1, child);
      this.spaces();
      const c = this.s.charCodeAt(this.at++);
      if (c === CLOSE_BRACE) return out;
      if (c !== COMMA) throw OUT;
      this.spaces();
    }
  }
}

function quoteStyle(quote: number): ScalarStyle {
  return quote === DOUBLE_QUOTE ? 'QUOTE_DOUBLE' : 'QUOTE_SINGLE';
}

/** Without its trailing spaces (only U+0020: a NBSP or U+3000 is part of a YAML value). */
function trimSpaces(s: string): string {
  let end = s.length;
  while (end > 0 && s.charCodeAt(end - 1) === SPACE) end--;
  return end === s.length ? s : s.slice(0, end);
}

function leading(s: string): number {
  let i = 0;
  while (i < s.length && s.charCodeAt(i) === SPACE) i++;
  return i;
}

function isBlank(s: string): boolean {
  return leading(s) === s.length;
}

/** Only spaces, or spaces and then a comment, from `at` to the end of the line. */
function restIsComment(s: string, at: number): boolean {
  if (at === s.length) return true;
  if (s.charCodeAt(at) !== SPACE) return false;
  const i = leading(s.slice(at)) + at;
  return i === s.length || s.charCodeAt(i) === HASH;
}

/** The first `: ` or line-ending `:` at or after `from`, or -1. */
function colonAt(s: string, from: number): number {
  const i = s.indexOf(': ', from);
  if (i >= 0) return i;
  return s.length > from && s.charCodeAt(s.length - 1) === COLON ? s.length - 1 : -1;
}

/** The colon that ends the key starting at `col`; gives up on a line that is no `key:` line. */
function keyEnd(s: string, col: number): number {
  const i = colonAt(s, col);
  if (i < 0) throw OUT;
  const hash = s.indexOf('#', col);
  if (hash >= 0 && hash < i) throw OUT;
  return i;
}

/** Whether the text at `c` is a `key:` (a plain key, then a colon and a space or the line's end). */
function startsMapping(s: string, c: number): boolean {
  const ch = s.charCodeAt(c);
  if (
    ch === DOUBLE_QUOTE ||
    ch === SINGLE_QUOTE ||
    ch === OPEN_BRACKET ||
    ch === OPEN_BRACE ||
    ch === PIPE ||
    ch === GREATER
  )
    return false;
  const colon = colonAt(s, c);
  if (colon < 0) return false;
  const comment = s.indexOf(' #', c - 1);
  return comment < 0 || comment >= colon;
}

const KEY_REFUSED = /[#'"`,[\]{}&*!|>%@\\?]|^[-:]|^$| $/;

/** A plain key the full read takes as this very string. */
function checkKey(key: string): void {
  if (key.length > MAX_KEY || KEY_REFUSED.test(key)) throw OUT;
  if (resolvePlain(key) !== key) throw OUT;
}

/** What a plain scalar reads as; gives up on one YAML 1.1 gives a tag nothing here can hold (`=`, `<<`). */
function plainValue(raw: string): unknown {
  const v = resolvePlain(raw);
  // A date that does not exist, an integer of no digits too: the full read says what PyYAML does with it.
  if (v !== null && typeof v === 'object' && 'unsupported' in v) throw OUT;
  return v;
}

function plainStart(raw: string): boolean {
  const c = raw.charCodeAt(0);
  // Indicators that cannot start a plain scalar, or change what it is.
  if ('&*!%@`|>\'"#,[]{}?:'.includes(raw[0]!)) return false;
  if (c === DASH && (raw.length === 1 || raw.charCodeAt(1) === SPACE)) return false;
  return true;
}

/** A one-line plain scalar in block context from `at`: its text and where it ends. */
function plain(s: string, at: number): [string, number] {
  const comment = s.indexOf(' #', at - 1);
  const end = comment < 0 ? s.length : comment + 1;
  const colon = colonAt(s, at);
  if (colon >= 0 && colon < end) throw OUT;
  const raw = trimSpaces(s.slice(at, end));
  if (!plainStart(raw)) throw OUT;
  return [raw, at + raw.length];
}

/** A one-line quoted scalar at `at`, with no escapes in double quotes: its value and where it ends. */
function quoted(s: string, at: number): [string, number] {
  const q = s.charCodeAt(at);
  if (q === DOUBLE_QUOTE) {
    const close = s.indexOf('"', at + 1);
    if (close < 0) throw OUT;
    const v = s.slice(at + 1, close);
    if (v.includes('\\')) throw OUT;
    return [v, close + 1];
  }
  let v = '';
  let i = at + 1;
  for (;;) {
    const close = s.indexOf("'", i);
    if (close < 0) throw OUT;
    v += s.slice(i, close);
    if (s.charCodeAt(close + 1) !== SINGLE_QUOTE) return [v, close + 1];
    v += "'";
    i = close + 2;
  }
}
