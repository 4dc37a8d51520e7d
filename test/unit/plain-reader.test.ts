// The fast reader (src/config/read/plain-reader.ts) against the full read (full-read.ts: the
// builder's grammar, pyyaml/, and its loader, py-loader.ts, with the places) and against the
// builder's grammar alone: whatever the fast reader takes, the builder's grammar must read
// without an error to the same structure and scalar texts, and the full read to the very same
// data, on every fixture, on the benchmark generator's configs, and on seeded mutants of both
// made to hit the subset's edges (indentation, indicators, quotes, comments, block scalars).
// Its places (made when a finding or a fix asks) must be the full read's too: every pointer,
// key, scalar and collection with the same range (start, content, end), style and value, every
// mapping with the same pairs, and
// the same line and column for every offset. Findings then cannot change: the rules, the
// schema, locate and the fixes see the same data and the same places. The shares it takes are
// checked too, so that a reader that gives up on everything (which would pass the comparison)
// fails here.
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { readPlain } from '../../src/config/read/plain-reader.js';
import { fullRead } from '../../src/config/read/full-read.js';
import { type Place, type Source, type SourceNode } from '../../src/config/read/source.js';
import { readSource } from '../checker.js';
import { composePyYaml, type PyNode } from '../../src/config/read/pyyaml/index.js';
import { MAX_DEPTH } from '../../src/config/read/refusals.js';
import { resolvePlain } from '../../src/config/read/scalars.js';

const readFull = fullRead.readFull;
// The suite's size; .github/workflows/full-differentials.yml runs 20,000 and more on a schedule.
const MUTANTS = Number(process.env['PLAIN_READER_MUTANTS'] ?? 5000);
import { corpus, mulberry32 } from './mutants.js';
// @ts-expect-error: a plain ES module of the benchmark, without types
import { configText, prng } from '../bench/generate.mjs';

const utf8 = (latin1: string): string => Buffer.from(latin1, 'latin1').toString('utf8');

/** Compares the two reads of a text; returns whether the fast reader took it. */
function same(text: string): boolean {
  const fast = readPlain(text);
  if (fast === undefined) return false;
  // The plain subset is a subset of the builder's grammar: read, and to the same data.
  const builder = composePyYaml(text, MAX_DEPTH - 1, { skipBom: false });
  if (!builder.ok) expect.fail(`the builder's grammar refuses a text the fast reader took:\n${text}`);
  const theirs = builderData(builder.root);
  if (!isDeepStrictEqual(theirs, fast)) expect(fast, `the builder's grammar reads otherwise:\n${text}`).toEqual(theirs);
  const full = readFull(text);
  expect(full.problems, `the full read finds a problem in a text the fast reader took:\n${text}`).toEqual([]);
  if (!isDeepStrictEqual(full.source?.data, fast)) {
    // toEqual's diff says where; it is not strict enough to be the check itself.
    expect(fast, `the two reads differ on:\n${text}`).toEqual(full.source?.data);
    expect.fail(`the two reads differ (types, prototypes or -0) on:\n${text}`);
  }
  samePlaces(text, readSource(text).source!, full.source!);
  return true;
}

/**
 * The data of the builder's nodes as its safe loader constructs the plain subset: mappings of
 * string keys, lists, scalars resolved by YAML 1.1's rules when plain (the subset has no tags,
 * anchors or merges).
 */
function builderData(node: PyNode | undefined): unknown {
  if (node === undefined) return null;
  if (node.kind === 'seq') return node.items.map(builderData);
  if (node.kind === 'map') {
    const out: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
    for (const [k, v] of node.pairs)
      out[k.kind === 'scalar' ? k.value : JSON.stringify(builderData(k))] = builderData(v);
    return out;
  }
  return node.plainImplicit ? resolvePlain(node.value) : node.value;
}

/** What locate and the fixes see of a node: its kind, properties and range (Range: both readers make it alike). */
function seen(node: SourceNode | null | undefined): unknown {
  if (!node) return node;
  const { kind, tag, anchor } = node;
  const range = { ...node.range };
  if (node.kind === 'scalar') return { kind, tag, anchor, range, style: node.style, value: node.value };
  if (node.kind === 'map') {
    return { kind, tag, anchor, range, flow: node.flow, items: node.items.map((p) => [seen(p.key), seen(p.value)]) };
  }
  return { kind, tag, anchor, range, ...(node.kind === 'seq' ? { flow: node.flow } : {}) };
}

function placeSeen(p: Place | undefined): unknown {
  if (!p) return p;
  return { ...p, node: seen(p.node), key: seen(p.key) };
}

function samePlaces(text: string, fast: Source, full: Source): void {
  const fastPointers = [...fast.places.keys()];
  expect(fastPointers, `the places' pointers differ on:\n${text}`).toEqual([...full.places.keys()]);
  for (const pointer of fastPointers) {
    const a = placeSeen(fast.places.get(pointer));
    const b = placeSeen(full.places.get(pointer));
    if (!isDeepStrictEqual(a, b)) expect(a, `the places at ${pointer} differ on:\n${text}`).toEqual(b);
  }
  for (let offset = 0; offset <= text.length; offset++) {
    const a = fast.lineCounter.linePos(offset);
    const b = full.lineCounter.linePos(offset);
    if (a.line !== b.line || a.col !== b.col) expect(a, `line and column of offset ${offset} in:\n${text}`).toEqual(b);
  }
}

function generated(count: number, style: 'full' | 'compact'): string[] {
  const r = prng(7) as () => number;
  return Array.from({ length: count }, (_, i) => configText(r, { index: i, style }) as string);
}

const PIECES = [
  ' ',
  '  ',
  ':',
  ': ',
  '#',
  ' #',
  ' # c',
  '-',
  '- ',
  '-1',
  "'",
  '"',
  "''",
  '\\',
  '|',
  '|-',
  '|+',
  '|2',
  '>',
  '>-',
  '[',
  ']',
  '{',
  '}',
  ',',
  ', ',
  '\n',
  '\n  ',
  '\n    ',
  '\n- ',
  '\n  - ',
  '&a ',
  '*a',
  '!!str ',
  '? ',
  '%',
  '@',
  '`',
  'yes',
  'on',
  '1',
  '010',
  '0.5',
  '1:30',
  '~',
  'null',
  '<<',
  '=',
  '2020-01-01',
  '---',
  '...',
  'é',
  '  \n',
  ' \n',
  'k: v\n',
  'k:\n',
  '\t',
  '\r\n',
  '\r',
  // Unicode white space, which YAML does not count as white space (trim() and \s do), and the
  // YAML 1.1 line breaks.
  '\u00a0',
  ' \u00a0',
  '\u1680',
  '\u2009',
  '\u202f',
  '\u205f',
  '\u3000',
  '\u3000]',
  '\u00a0}',
  '\u0085',
  '\u2028',
  '\u2029',
] as const;

/** A seeded mutant of `text`: one to three insertions, deletions or changes of a line's indentation. */
function mutate(r: () => number, text: string): string {
  let t = text;
  const steps = 1 + Math.floor(r() * 3);
  for (let k = 0; k < steps; k++) {
    const op = r();
    const at = Math.floor(r() * (t.length + 1));
    if (op < 0.5) t = t.slice(0, at) + PIECES[Math.floor(r() * PIECES.length)]! + t.slice(at);
    else if (op < 0.75) t = t.slice(0, at) + t.slice(at + 1 + Math.floor(r() * 3));
    else {
      const lines = t.split('\n');
      const j = Math.floor(r() * lines.length);
      if (r() < 0.4) lines.splice(j, 0, lines[Math.floor(r() * lines.length)]!);
      else lines[j] = ' '.repeat(Math.floor(r() * 5)) + lines[j]!.trimStart();
      t = lines.join('\n');
    }
  }
  return t;
}

describe('the fast reader', () => {
  it('reads every fixture it takes as the full read does, and takes most valid ones', () => {
    let taken = 0;
    for (const base of corpus.all) if (same(utf8(base.text))) taken++;
    let validTaken = 0;
    for (const base of corpus.valid) if (readPlain(utf8(base.text)) !== undefined) validTaken++;
    expect(taken).toBeGreaterThan(corpus.all.length * 0.6);
    expect(validTaken).toBeGreaterThan(corpus.valid.length * 0.8);
  });

  it("takes every one of the benchmark generator's valid configs, both styles, and reads them right", () => {
    for (const style of ['full', 'compact'] as const) {
      const texts = generated(400, style);
      const taken = texts.filter(same).length;
      expect(taken, style).toBe(texts.length);
    }
  });

  it('reads CRLF line ends (a Windows checkout) as the full read does: every fixture and generator config', () => {
    const crlf = (t: string) => t.replace(/\r?\n/g, '\r\n');
    let taken = 0;
    for (const base of corpus.all) if (same(crlf(utf8(base.text)))) taken++;
    expect(taken).toBeGreaterThan(corpus.all.length * 0.6);
    for (const style of ['full', 'compact'] as const) {
      const texts = generated(200, style).map(crlf);
      expect(texts.filter(same).length, style).toBe(texts.length);
    }
    // A lone carriage return, and one at the very end, are the full read's to decide.
    expect(readPlain('name: a\rb\n')).toBeUndefined();
    expect(readPlain('name: a\r\nversion: b\r')).toBeUndefined();
  });

  it(
    `agrees with the full read on ${MUTANTS} seeded mutants (PLAIN_READER_MUTANTS)`,
    () => {
      const r = mulberry32(20261124);
      const bases = [...corpus.all.map((b) => utf8(b.text)), ...generated(100, 'full'), ...generated(100, 'compact')];
      let taken = 0;
      for (let i = 0; i < MUTANTS; i++) if (same(mutate(r, bases[Math.floor(r() * bases.length)]!))) taken++;
      // Both outcomes are exercised: many mutants stay in the subset, many leave it.
      expect(taken).toBeGreaterThan(MUTANTS * 0.2);
      expect(taken).toBeLessThan(MUTANTS * 0.8);
    },
    Math.max(60_000, MUTANTS * 12),
  );

  const takes: Record<string, [string, unknown]> = {
    'a document start': ['---\nname: a\n', { name: 'a' }],
    'comments everywhere': [
      '# top\nname: a # end\n  # deeper\nenv:\n # shallower\n  A: "1" # c\n',
      { name: 'a', env: { A: '1' } },
    ],
    'YAML 1.1 scalars': [
      'a: yes\nb: 010\nc: 1:30\nd: 1.0e+5\ne: ~\nf:\ng: 1e5\n',
      { a: true, b: 8, c: 90, d: 100000, e: null, f: null, g: '1e5' },
    ],
    quotes: [`a: 'it''s'\nb: "#1: x"\nc: ''\n`, { a: "it's", b: '#1: x', c: '' }],
    'lists at and under the key': [
      'a:\n- 1\n- x\nb:\n  - - p\n    - q\n  - k: v\n    l: w\n',
      { a: [1, 'x'], b: [['p', 'q'], { k: 'v', l: 'w' }] },
    ],
    'flow collections': [
      'a: [x, "y", 1, [z]]\nb: {k: v, n: 1.5}\nc: []\nd: {}\n',
      { a: ['x', 'y', 1, ['z']], b: { k: 'v', n: 1.5 }, c: [], d: {} },
    ],
    'block scalars': [
      'a: |\n  x\n\n   y\nb: >-\n  p\n  q\n\n  r\nc:\n  - |-\n    s\n',
      { a: 'x\n\n y\n', b: 'p q\nr', c: ['s'] },
    ],
  };
  for (const [what, [text, data]] of Object.entries(takes)) {
    it(`takes ${what}`, () => {
      expect(same(text)).toBe(true);
      expect(JSON.parse(JSON.stringify(readPlain(text)))).toEqual(data);
    });
  }

  const leaves: Record<string, string> = {
    'an anchor and an alias': 'a: &x 1\nb: *x\n',
    'a tag': 'a: !!str 1\n',
    'a merge key': 'a: {k: 1}\n<<: {k: 2}\n',
    'a duplicate key': 'a: 1\na: 2\n',
    'a key that is not a string': 'yes: 1\n',
    'a multi-line plain scalar': 'a: one\n  two\n',
    'an escape in double quotes': 'a: "x\\ty"\n',
    'a tab': 'a:\t1\n',
    'a lone CR': 'a: 1\rb: 2\n',
    'a second document': 'a: 1\n---\nb: 2\n',
    'a list at the top': '- a\n',
    'a flow collection over lines': 'a: [x,\n  y]\n',
    'keep chomping': 'a: |+\n  x\n\nb: 1\n',
    'an indentation indicator': 'a: |2\n   x\n',
    'a block scalar at the end without a line break': 'a: |\n  x',
    'a plain = ': 'a: =\n',
    'a syntax error': 'a: b: c\n',
  };
  for (const [what, text] of Object.entries(leaves)) {
    it(`leaves ${what} to the full read`, () => {
      expect(readPlain(text)).toBeUndefined();
    });
  }

  it('makes the places of what it took, in offsets: start, content and end (Range)', () => {
    const source = readSource('name: a\nversion: 1\nenv: {A: "x"}\n').source!;
    expect(source.places.get('/version')).toEqual({
      path: ['version'],
      node: { kind: 'scalar', style: 'PLAIN', value: '1', range: { start: 17, content: 17, end: 18 } },
      key: { kind: 'scalar', style: 'PLAIN', value: 'version', range: { start: 8, content: 8, end: 15 } },
      text: '1',
      quoted: false,
    });
    expect(source.places.get('/env/A')?.node).toEqual({
      kind: 'scalar',
      style: 'QUOTE_DOUBLE',
      value: 'x',
      range: { start: 28, content: 28, end: 31 },
    });
    expect(source.places.get('/env')?.node.range).toEqual({ start: 24, content: 24, end: 32 });
    expect(source.places.get('')?.node.range).toEqual({ start: 0, content: 0, end: 32 });
    expect(source.lineCounter.linePos(17)).toEqual({ line: 2, col: 10 });
  });
});
