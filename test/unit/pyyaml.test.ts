// The checker's reading of YAML against PyYAML's, the reader of the builder (its SafeLoader):
// any document PyYAML refuses must be refused by the checker, and where PyYAML reads data, the
// checker reads the same data. On every fixture, and on seeded documents at the edges where
// YAML readers disagree (yaml-gen.ts). PyYAML runs in one python3 process (pyyaml.ts); without
// it the test fails and says what to install.
//
// PYYAML_SEED and PYYAML_COUNT explore further; PYYAML_INDEX checks one generated document
// alone. A failure prints the seed, the index and the document.

import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSource } from '../checker.js';
import { caseNames, FIXTURES } from './corpus.js';
import { pyyamlRead, type PyRead } from './pyyaml.js';
import { disagreement } from './pyyaml-compare.js';
import { yamlDocument } from './yaml-gen.js';
import { mutant } from './mutants.js';

const SEED = Number(process.env['PYYAML_SEED'] ?? 0x27e11) >>> 0;
// The suite's sizes; .github/workflows/full-differentials.yml runs 3,000 and 2,000 and more on a schedule.
const COUNT = Number(process.env['PYYAML_COUNT'] ?? 1000);
const MUTANTS = Number(process.env['PYYAML_MUTANTS'] ?? 700);
// The two large groups: about 20 s (mutants) and 5 s idle on 2 cores, several times that when the
// suite runs beside other work; a bound of their own, well above the suite's 60 s, and larger
// still when more documents are asked for.
const PYYAML_BATCH_MS = Math.max(240_000, (MUTANTS + COUNT) * 60);
const ONLY = process.env['PYYAML_INDEX'];

function report(texts: Array<{ name: string; text: string }>, reads: Array<PyRead | undefined>): string[] {
  const out: string[] = [];
  texts.forEach(({ name, text }, i) => {
    const d = disagreement(text, reads[i]);
    if (d && out.length < 20) out.push(`${name}: ${d}\n  document: ${JSON.stringify(text)}`);
  });
  return out;
}

function fixtureTexts(): Array<{ name: string; text: string }> {
  const out: Array<{ name: string; text: string }> = [];
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  const add = (name: string, file: string) => {
    if (!existsSync(file)) return;
    try {
      out.push({ name, text: utf8.decode(readFileSync(file)) });
    } catch {
      // Not UTF-8: the checker's not-utf8 finding, before any YAML is read.
    }
  };
  for (const name of caseNames()) add(name, join(FIXTURES, name, 'component_config.yaml'));
  const codes = join(FIXTURES, 'codes');
  for (const name of readdirSync(codes)) add(`codes/${name}`, join(codes, name, 'component_config.yaml'));
  return out;
}

/** Documents at the edges found by hand and by earlier runs of the generator, and the issue's examples. */
const EDGES: string[] = [
  'a: &x.y 1\nb: *x.y\n',
  'a: &\u00e9 1\n',
  'a: [a:]\n',
  'a: {a:}\n',
  'a: [a:, b]\n',
  'a: [!!str]\n',
  'a: !!str\n',
  '[a, b]: c\n',
  '&a: x\n',
  'a: &x\nb: *x\n',
  'a: {? a}\n',
  'a: [a: b]\n',
  'a: [a: b, c]\n',
  'a: {a, b}\n',
  '"a"b: c\n',
  '- - - x\n',
  'a: - b\n',
  'a:\n  - b\n  c: d\n',
  'a: !<tag:yaml.org,2002:str> x\n',
  'a: !!str, b\n',
  'a: [!!str , b]\n',
  'a: {b: c}x\n',
  'a: b #c\n  d\n',
  'a: |\n  x\n #c\n',
  'a: >\n  x\n\n  # y\n',
  'a: "x\\/y"\n',
  'a: "\\q"\n',
  "a: 'x\n\n  y'\n",
  'a: x\n  # c\n  y\n',
  '? a\n: b\n',
  '? |\n  a\n: b\n',
  'a: [b\n]\n',
  'a: {b: c\n}\n',
  'a:\n- b\n-\n- c\n',
  'a: !\n',
  'a: ! x\n',
  'a: !!binary aGVsbG8=\n',
  'a: !!python/none\n',
  'a: *x\n',
  '--- a: b\n',
  '---a: b\n',
  'a: b\n--- \n',
  'a: b\n...\n',
  // PyYAML skips any number of `...` after the document; the `yaml` package makes empty documents of them.
  'a: b\n...\n...\n',
  // An explicit !!timestamp takes one-digit months, days and hours (the constructor's pattern).
  'a: !!timestamp 2024-1-1\n',
  'a: !!timestamp 2024-1-1 1:02:03\n',
  'a: !!timestamp 2024-01-1x\n',
  'a: b\n... # end\n# note\n...\n\n',
  '--- \na: b\n...\n...\n...\n',
  'a: b\n...\n...\n---\nc: d\n',
  '...\n...\na: b\n',
  'a: b\n---\n...\n',
  '--- # c\na: b\n',
  'a: b\n... \n...\t\n',
  '# c\n...\n',
  '...\n',
  '---\na: b\n...\n--- \n',
  'a: |\n  x\n...\n...\n',
  'a: [b,\n  c]\n...\n# d\n...\n',
  'a: [x,\n]\n',
  'a: {x: y,}\n',
  'a: [x,,y]\n',
  'a: {x}\n',
  'a: {x, y: z}\n',
  'a: [x\n]\n',
  'a: "x\n  y"\n',
  "a: 'x\n\n  y'\n",
  'a: x\n  y\n',
  'a: x #c\n  y\n',
  'a: !!binary aGVsbG8=\n',
  'a: !!set {x}\n',
  'a: !!omap [x: 1]\n',
  'a: <<\n',
  'a: =\n',
  '<<: {a: 1}\nb: 2\n',
  'a: 1_000\n',
  'a: 0o17\n',
  'a: 190:20:30.15\n',
  'a: nULL\n',
  'a: "\\x41\\u0041\\U00000041"\n',
  'a: "\\/"\n',
  'a: "\\N\\_\\L\\P"\n',
  '? a\n: b\n',
  'a: |+\n  x\n\n',
  'a:\n  - b\n  -c\n',
  'a: b\n c\n',
  'a: [x,\n  y]: z\n',
  'a: {x: [y,\n z]}\n',
  'a: [ ]\n',
  'a: { }\n',
  'a: [x, [y, {z: w}]]\n',
  'a: -\n',
  'a: - x\n',
  'a: [-]\n',
  'a: [- x]\n',
  'a: x\t\n',
  'a: "x"y\n',
  "a: 'x'  # c\n",
  'a: x # c # d\n',
  'a: x#c\n',
  'a:x\n',
  'a :x\n',
  'a : x\n',
  // A tagged key is constructed as a tagged value is, and fails where the tag does not fit.
  '!!int a: b\n',
  '!!int 1: b\n',
  '!!bool a: b\n',
  '!!timestamp a: b\n',
  '!!timestamp 2024-02-30: b\n',
  '!!str 1: b\n',
  'a: {!!float b: c}\n',
  // A byte order mark anywhere but first is text to PyYAML.
  '\n\ufeffa: b\n',
  'a: b\n---\n\ufeffc: d\n',
  'a: "\ufeffb"\n',
  'a: |\n  \ufeffb\n',
  '\n\ufeffname: x\nb: c',
  '\ufeff\ufeffa: b\n',
  // Two merge keys in one mapping: the later wins, as PyYAML merges them.
  '<<: {k: 1}\n<<: {k: 2}\n',
  'a: 1\n<<: {a: 2, b: 3}\n<<: {b: 4}\n',
  'x: &x {k: 1}\ny: &y {k: 2}\nz:\n  <<: *x\n  <<: [*y, {k: 3}]\n',
  // `? key` then a `-` in its column.
  'a:\n  ? x\n  - y\n',
  '? x\n- y\n',
  '?\n- y\n: z\n',
  'a:\n  ? x\n    - y\n',
  // A plain scalar over lines ends at a comment: the next line is no continuation.
  'a:\n? x\n    y  # c\n    z\n',
  '? x\n  y # c\n  z\n: v\n',
  'a: x\n  y # c\n  z\n',
  // A top-level block scalar whose lines are not indented: a comment line ends it at once.
  '--- |\n# a\n',
  '    |\nb: c\n',
  '  >\n x\n',
  // A block scalar at the end of a file with no line break after it.
  'a: |\n  x',
  'a: >\n  x\n  y',
  'a: |+\n  x',
  'a: |-\n  x',
  '- |\n  x',
  'a:\n  - |\n    x',
  'a: |\n  x  ',
  'a: |\n  x\n\n',
  // An unknown directive's line is skipped whole, tabs included; %YAML's and %TAG's are not.
  '%FOO bar\t \n---\na: b\n',
  '%YAML 1.1\t\n---\na: b\n',
  '%TAG ! tag:x,2000:\t\n---\na: b\n',
  // A key without `?` must be on one line up to its `:`.
  '"a\n b": c\n',
  'a: {"a\n b": c}\n',
  'a: ["a\n b": c]\n',
  '[x,\n y]: z\n',
  'a: {[x,\n y]: z}\n',
  '? [x,\n y]\n: z\n',
  'a: {? "x\n y" : z}\n',
  'a: [{x: 1}\n  ]\n',
  'a: {x: [1,\n 2]}\n',
  'a: [x, # c\n y]: z\n',
  "'a\n b': c\n",
  // In a flow collection: a `:` needs a key (or `?`), on its own line.
  'a: [: ]\n',
  'a: {: b}\n',
  'a: [x, : y]\n',
  'a: {x: 1, : y}\n',
  'a: [? : y]\n',
  'a: [&x : y]\n',
  'a: {x\n  : y}\n',
  'a: [x\n  : y]\n',
  'a: [? x\n  : y]\n',
  'a: [? [b]\n  : y]\n',
  'a: {"x"\n  : y}\n',
  'a: [x: y, "z"\n  ]\n',
  'a: b\n... # c\n',
  'a: b\n...x\n',
  "a: 'b'\n...\n---\n",
  'a: -.5\n',
  'a: +.5\n',
  'a: 0.\n',
  'a: 1__0\n',
  'a: 0b\n',
  'a: 00:30\n',
  'a: 1:60\n',
  'a: 1:5:30\n',
  'a: -1:30.5\n',
  'a: 2001-12-14 21:59:43.10 -5\n',
  'a: 2001-12-14T21:59:43.1234567Z\n',
  'a: 0001-01-01\n',
  'a: 9999-12-31T23:59:59Z\n',
  'a: 2024-01-01T10:00:00+1\n',
  'a: 2024-01-01T10:00:00 +01:00\n',
  'a:  \u00a0\n',
  'k?: >1-\n  2024-13-01\n  \n',
  'a: |1\n  x\n  \n',
  'a: |2-\n   x\n   \n',
  'a: |2\n  x\n   \nb: 1\n',
  'a: |1\n  x\n  \n  y\n',
  'b: \n- :\n    c: 1\n',
  '- : x\n',
  '*a : x\n',
  'a: &a k\n*a : x\n',
  '? a\n  b\n: c\n',
  'name: 08\n1: ["a\\tb", 1:30.5]:\n~: No\n',
  'a: {b: c}: d\n',
  '? a: b\n: c\n',
  '- a: b\n  c: d\n',
  'a: &x 1\nb: &x 2\n',
  'a: &x 1\nb: *x\nc: &x 2\nd: *x\n',
  'a: &x [1]\nb: &y [2]\nc: *y\n',
  '\u00a0a: b\n',
  'a\u00a0: b\n',
  'a: b\u00a0# c\n',
  'a: [\u00a0b]\n',
  'a: {\u00a0b: c}\n',
  'a: [b,\u00a0c]\n',
  'a: ! "1"\n',
  'a: ! 1\n',
  'a: ! yes\n',
  "a: ! 'yes'\n",
  '! 1: x\n',
  'a: [&a, b]\n',
  'a: {&a : b}\n',
  'a: [!!str, b]\n',
  'a: !!str,\n',
  'extra_packages: [curl\u00a0]\n',
  'x: {skip_checks: true\u00a0}\n',
  'x: {provider: uv-pip\u3000}\n',
  'x: [[a, /opt/x], [b, /opt/x\u202f]]\n',
  'name: svc\t\n',
  'name: svc\t# c\n',
  'description: |#c\n  x\n',
  'x: {A: :a}\n',
  'x: {k?: v}\n',
  'x: [a?]\n',
  'x: [?a]\n',
  '' + 'k'.repeat(1025) + ': v\n',
  '' + 'k'.repeat(1024) + ': v\n',
  'x: {' + 'k'.repeat(1025) + ': v}\n',
  'x: {' + 'k'.repeat(1022) + ': v}\n',
  '"' + 'k'.repeat(1023) + '": v\n',
  '"' + 'k'.repeat(1022) + '": v\n',
  'a: b\u0085c\n',
  'a: b\u2028c\n',
  'a: "b\u2028c"\n',
  'a: b # c\u2028d: e\n',
  'a: |\n  x\u2029y\n',
  '%YAML 1.1\n---\na: b\n',
  '%YAML 1.2\n---\na: b\n',
  '%YAML 1.1 # c\n---\na: b\n',
  '%YAML 1.1 x\n---\na: b\n',
  '%FOO bar baz\n---\na: b\n',
  '%TAG !e! tag:e.com,2000:\n%TAG !e! tag:f.com,2000:\n---\na: b\n',
  'a: 2024-02-29\n',
  'a: 2023-02-29\n',
  'a: 2024-04-31\n',
  'a: 2024-01-01 23:59:59\n',
  'a: 2024-01-01 10:60:00\n',
  'a: 2024-01-01T10:00:00+24:00\n',
  'a: 0x_\n',
  'a: -0b__\n',
  'a: 0b_1\n',
  'a: !!int 0x_\n',
  'a: !!timestamp 2024-02-30\n',
  '2024-02-30: x\n',
  'a: b\n :\n',
  'a: b\n: c\n',
  '? a\n: b\n',
  '--- |\nname: x\n',
  '--- |\n name: x\n',
  // Issue 31: an escaped quote ending a double-quoted value, `? key` then a `:` indented otherwise.
  'name: svc\ndescription: "C:\\temp\\"\nversion: "1.0"\n',
  'name: svc\ndescription: "C:\\temp\\"\n',
  'name: svc\n? key\n  : value\n',
  'name: svc\n  ? key\nversion: 1\n',
  'a:\n  ? key\n : value\n',
  // Issue 40: texts the `yaml` package (YAML 1.2) reads otherwise or not at all, read from the
  // builder's own nodes.
  'name: svc\ndescription: "resize\nimages"\n',
  "name: svc\ndescription: 'resize\nimages'\n",
  'name: svc\nextra_packages: [-]\n',
  'name: svc\nmetadata: {k: -}\n',
  'name: svc\n&a description: x\n',
  'name: svc\n&a description: x\nversion: *a\n',
  'name: svc\nmetadata:\n  a: "x\n  y"\n  b: [-, &z q, *z]\n',
  'a: [:a]\n',
  'name: svc\ndescription: "resize\nimages"\ndescription: x\n',
  'name: svc\nmetadata: [-]\n<<: {a: 1}\n',
];

describe('the checker reads YAML as PyYAML does', () => {
  it('on every fixture', () => {
    const texts = fixtureTexts();
    expect(texts.length).toBeGreaterThan(1000);
    const failures = report(texts, pyyamlRead(texts.map((t) => t.text)));
    expect(failures, failures.join('\n')).toEqual([]);
  });

  it("refuses issue 31's example as the builder does: at PyYAML's line, with its words after ours", () => {
    const text = 'name: svc\ndescription: "C:\\temp\\"\nversion: "1.0"\n';
    const [py] = pyyamlRead([text]);
    expect(py && 'error' in py ? [py.line, py.problem] : py).toEqual([2, "expected <block end>, but found '<scalar>'"]);
    const problems = readSource(text).problems;
    expect(problems.map((p) => [p.code, p.line, p.column])).toEqual([['yaml-syntax', 3, 11]]);
    expect(problems[0]!.message).toMatch(
      /^invalid YAML: text right after the closing quote .*`\\"` escapes it.*; the builder's YAML reader \(PyYAML\) says: expected <block end>, but found '<scalar>'/,
    );
  });

  it('on documents at the edges, and the examples of issues 27 and 31', () => {
    const texts = EDGES.map((text, i) => ({ name: `EDGES[${i}]`, text }));
    const failures = report(texts, pyyamlRead(EDGES));
    expect(failures, failures.join('\n')).toEqual([]);
  });

  it(
    `on ${MUTANTS} mutants of the fixtures (PYYAML_SEED=${SEED})`,
    () => {
      // The mutants of mutants.ts (keys renamed, tags spliced in, lines joined, moved and cut, a
      // BOM, bytes flipped): they found tagged keys, a byte order mark after the start and block
      // scalars at the end of a file without a line break.
      const utf8 = new TextDecoder('utf-8', { fatal: true });
      const texts: Array<{ name: string; text: string }> = [];
      for (let i = 0; i < MUTANTS; i++) {
        const m = mutant(SEED, i);
        let text: string;
        try {
          text = utf8.decode(m.bytes);
        } catch {
          continue; // not UTF-8: the checker's not-utf8 finding, before any YAML is read
        }
        texts.push({ name: `mutant(${SEED}, ${i}) of ${m.base} (${m.ops.join(', ')})`, text });
      }
      expect(texts.length).toBeGreaterThan(MUTANTS * 0.8);
      const failures = report(texts, pyyamlRead(texts.map((t) => t.text)));
      expect(failures, failures.join('\n')).toEqual([]);
    },
    PYYAML_BATCH_MS,
  );

  it(
    `on ${ONLY === undefined ? COUNT : 1} generated documents (PYYAML_SEED=${SEED})`,
    () => {
      const indices = ONLY === undefined ? Array.from({ length: COUNT }, (_, i) => i) : [Number(ONLY)];
      const texts = indices.map((i) => ({
        name: `PYYAML_SEED=${SEED} PYYAML_INDEX=${i}`,
        text: yamlDocument(SEED, i),
      }));
      const reads = pyyamlRead(texts.map((t) => t.text));
      const failures = report(texts, reads);
      expect(failures, failures.join('\n')).toEqual([]);
      if (ONLY === undefined) {
        // Both verdicts are exercised: many documents are read, many refused.
        const refused = reads.filter((r) => r !== undefined && 'error' in r).length;
        expect(refused).toBeGreaterThan(COUNT * 0.2);
        expect(refused).toBeLessThan(COUNT * 0.8);
      }
    },
    PYYAML_BATCH_MS,
  );
});
