// The tag corpus: the last stage of PyYAML's reading, its resolver and constructor, against the
// checker's (src/config/read/pyyaml/constructor.ts). Every tag SafeLoader knows, the non-specific
// `!`, unknown and special ones, on number-, bool-, null-, date-, merge- and value-like texts,
// written plain, single- and double-quoted (also with an escaped final line break, which PyYAML's
// resolver lets through its patterns) and as block scalars with each chomping indicator, in a
// string field, a mapping, a list, flow collections and as a key; and seeded random texts from
// the number alphabet beside them. For each document: PyYAML raises (any exception) ⇔ the
// checker has an error; where both read it, the data are equal; and the checker never says a
// tag cannot be read where PyYAML reads it.
//
// PYYAML_TAGS_SEED and PYYAML_TAGS_RANDOM set the random texts (seed, count).

import { describe, expect, it } from 'vitest';
import { readSource } from '../checker.js';
import { mulberry32 } from './mutants.js';
import { pyyamlRead } from './pyyaml.js';
import { disagreement } from './pyyaml-compare.js';

const SEED = Number(process.env['PYYAML_TAGS_SEED'] ?? 0x7a65) >>> 0;
const RANDOM = Number(process.env['PYYAML_TAGS_RANDOM'] ?? 3000);

const TAGS = [
  '',
  '!',
  '!!str',
  '!!int',
  '!!float',
  '!!bool',
  '!!null',
  '!!timestamp',
  '!!binary',
  '!!seq',
  '!!map',
  '!!omap',
  '!!pairs',
  '!!set',
  '!!merge',
  '!!value',
  '!<tag:yaml.org,2002:int>',
  '!foo',
  '!!python/none',
];

const TEXTS = [
  // number-like
  ...['0', '1', '-1', '+1', '00', '010', '08', '0o17', '0x7', '0X7', '-0x1', '0b101', '-0b101', '0b', '0x_'],
  ...['1_000', '_1', '1__0', '1:60', '1:30', '190:20:30', '1:30.5', '-1:30.5', '1::2', '+', '-', '.'],
  ...['1.5', '1.', '0.', '.5', '-.5', '1e3', '1E3', '1.0e+5', '1.0e5', '1e+5', '.inf', '-.inf', '+.Inf', 'inf'],
  ...['.nan', '.NaN', 'nan', '-nan', 'infinity', ' 12', '12 ', '0x1F', '0xg', '1_0.5_0'],
  // bool-like
  ...['yes', 'Yes', 'YES', 'yEs', 'tRUE', 'true', 'False', 'off', 'On', 'y', 'n', 'no', 'ye'],
  // null-like
  ...['~', 'null', 'Null', 'NULL', 'nULL', ''],
  // date-like
  ...['2024-01-01', '2024-1-1', '2024-02-30', '2024-02-29', '2023-02-29', '0000-01-01', '2024-01-1x'],
  ...['2024-01-01 10:00:00', '2024-01-01T10:00:00Z', '2024-01-01t10:00:00+1', '2024-01-01 10:00:00 +24:00'],
  ...['2024-01-01 25:00:00', '2024-01-01T10:00:00.5 -05:30'],
  // merge- and value-like
  ...['<<', '=', '<', '==', '<<<'],
  // words
  ...['abc', 'aGVsbG8=', 'a b'],
];

type Style = 'plain' | 'single' | 'double' | 'double-break' | '|' | '|-' | '|+' | '>' | '>-' | '>+';
const STYLES: Style[] = ['plain', 'single', 'double', 'double-break', '|', '|-', '|+', '>', '>-', '>+'];
type Where = 'field' | 'map' | 'list' | 'flow-list' | 'flow-map' | 'key';
const WHERE: Where[] = ['field', 'map', 'list', 'flow-list', 'flow-map', 'key'];

/** The scalar as written, on one line, or undefined where the style cannot write it in that place. */
function scalar(text: string, style: Style, indent: string): string | undefined {
  const esc = (s: string) => s.replace(/\\/g, '\\\\').replace(/"/g, '\\"');
  switch (style) {
    case 'plain':
      return text;
    case 'single':
      return `'${text.replace(/'/g, "''")}'`;
    case 'double':
      return `"${esc(text)}"`;
    case 'double-break':
      return `"${esc(text)}\\n"`;
    default:
      return `${style}\n${indent}  ${text}\n`;
  }
}

function documentOf(tag: string, text: string, style: Style, where: Where): string | undefined {
  const block = style.startsWith('|') || style.startsWith('>');
  if (block && (where === 'flow-list' || where === 'flow-map' || where === 'key')) return undefined;
  const indent = where === 'map' ? '  ' : '';
  const s = scalar(text, style, indent);
  if (s === undefined) return undefined;
  const v = tag === '' ? s : `${tag} ${s}`;
  const end = block ? '' : '\n';
  switch (where) {
    case 'field':
      return `name: svc\ndescription: ${v}${end}`;
    case 'map':
      return `name: svc\nmetadata:\n  k: ${v}${end}`;
    case 'list':
      return `name: svc\nextra_packages:\n- ${v}${end}`;
    case 'flow-list':
      return `name: svc\nextra_packages: [${v}, x]\n`;
    case 'flow-map':
      return `name: svc\nmetadata: {k: ${v}, j: 1}\n`;
    case 'key':
      return `name: svc\nmetadata:\n  ${v}: x\n`;
  }
}

/** Every tag × text × style, each in one place (the places taken in turn), so that all are covered. */
function corpus(): string[] {
  const out: string[] = [];
  let turn = 0;
  for (const tag of TAGS)
    for (const text of TEXTS)
      for (const style of STYLES) {
        for (let tries = 0; tries < WHERE.length; tries++) {
          const doc = documentOf(tag, text, style, WHERE[turn++ % WHERE.length]!);
          if (doc !== undefined) {
            out.push(doc);
            break;
          }
        }
      }
  return out;
}

const ALPHABET = '0123456789_-+.:eExXbBoO ~<=abfinty'.split('');

function randomCorpus(seed: number, count: number): string[] {
  const r = mulberry32(seed);
  const out: string[] = [];
  while (out.length < count) {
    const length = 1 + Math.floor(r() * 8);
    let text = '';
    for (let i = 0; i < length; i++) text += ALPHABET[Math.floor(r() * ALPHABET.length)]!;
    const doc = documentOf(
      TAGS[Math.floor(r() * 8)]!,
      text.trim(),
      STYLES[Math.floor(r() * STYLES.length)]!,
      WHERE[Math.floor(r() * WHERE.length)]!,
    );
    if (doc !== undefined) out.push(doc);
  }
  return out;
}

/** What the differential finds on `texts`: disagreements, and false alarms of "cannot be read". */
function differences(texts: string[]): { failures: string[]; counts: Record<string, number> } {
  const reads = pyyamlRead(texts);
  const failures: string[] = [];
  const counts = {
    documents: texts.length,
    refusedByPyYAML: 0,
    falsePasses: 0,
    dataDifferences: 0,
    falseAlarms: 0,
    /** Read by PyYAML, refused on purpose by the checker (stricter, or YAML 1.2 reads it otherwise). */
    refusedOnPurpose: 0,
  };
  texts.forEach((text, i) => {
    const py = reads[i];
    if (py !== undefined && 'error' in py) counts.refusedByPyYAML++;
    const d = disagreement(text, py);
    if (d) {
      if (d.startsWith('PyYAML refuses')) counts.falsePasses++;
      else counts.dataDifferences++;
      failures.push(`${d}\n  document: ${JSON.stringify(text)}`);
      return;
    }
    if (py !== undefined && 'ok' in py) {
      const p = readSource(text).problems[0];
      if (p) counts.refusedOnPurpose++;
      if (p && /cannot be read as|fails on it/.test(p.message)) {
        counts.falseAlarms++;
        failures.push(
          `PyYAML reads ${JSON.stringify(py.ok)}, the checker says: ${p.message}\n  document: ${JSON.stringify(text)}`,
        );
      }
    }
  });
  return { failures, counts };
}

describe("the builder's resolver and constructor, on the tag corpus", () => {
  it('every tag on every kind of text, style and place', { timeout: 300_000 }, () => {
    const texts = corpus();
    expect(texts.length).toBeGreaterThan(10_000);
    const { failures, counts } = differences(texts);
    console.log(`tag corpus: ${JSON.stringify(counts)}`);
    expect(counts.refusedByPyYAML).toBeGreaterThan(texts.length * 0.2);
    expect(failures.slice(0, 20).join('\n'), `${failures.length} differences`).toBe('');
  });

  it(`${RANDOM} random texts from the number alphabet (PYYAML_TAGS_SEED=${SEED})`, { timeout: 300_000 }, () => {
    const { failures, counts } = differences(randomCorpus(SEED, RANDOM));
    console.log(`random tag texts: ${JSON.stringify(counts)}`);
    expect(failures.slice(0, 20).join('\n'), `${failures.length} differences`).toBe('');
  });

  it("PyYAML's own answers on the issue's examples, as the checker gives them", () => {
    const cases: Array<[string, 'error' | unknown]> = [
      ['name: ! |\n  yes\n', 'error'],
      ['name: ! "yes\\n"\n', 'error'],
      ['name: ! ".inf\\n"\n', 'error'],
      ['name: ! "=\\n"\n', 'error'],
      ['name: ! "<<\\n"\n', 'error'],
      ['a: !!float 0x7\n', 'error'],
      ['a: !!float 0b101\n', 'error'],
      ['a: !!float -0x1\n', 'error'],
      ['a: !!float 1e3\n', 1000],
      ['a: !!float 08\n', 8],
      ['a: !!float 010\n', 10],
      ['a: !!int 0o17\n', 15],
      ['a: !!int _1\n', 1],
      ['a: !!int 1:60\n', 120],
      ['a: !!bool tRUE\n', true],
      ['a: !!int |\n  12\n', 12],
    ];
    for (const [text, want] of cases) {
      const read = readSource(text);
      if (want === 'error') expect(read.problems.length, text).toBeGreaterThan(0);
      else {
        expect(read.problems, text).toEqual([]);
        expect((read.source!.data as Record<string, unknown>)[text.startsWith('name') ? 'name' : 'a'], text).toBe(want);
      }
    }
    const nan = readSource('a: !!float nan\n');
    expect(nan.problems).toEqual([]);
    expect((nan.source!.data as Record<string, number>)['a']).toBeNaN();
  });
});
