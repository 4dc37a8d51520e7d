// The checker's verdict (an error, or none) against the builder's: its pydantic models and what
// fails its build, as test/reference/api_parse_reference.py writes them again (naming the
// tesseract-core commit they follow), run by python3 with PyYAML and pydantic on generated
// configs (config-gen.ts). A config the builder refuses must get an error, and a config it
// builds must get none (warnings are free). Without such a python3 the test fails, saying what
// to install. And the builder's own predicates the rules use, against python3's: str.isspace
// over all of Unicode, and the path test of package_data sources on every Python found.
//
// BUILDER_SEED and BUILDER_COUNT explore further (the run: BUILDER_COUNT=24000;
// .github/workflows/full-differentials.yml runs 3,000 and more on a schedule, the suite 1,000);
// BUILDER_INDEX checks one generated config alone. A failure prints the index and the config.

import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { absoluteForBuilder, RELATIVE_PATTERN } from '../../src/config/rules/package-data.js';
import { hasPythonSpace, pythonStrip } from '../../src/config/python-space.js';
import { checkText } from '../checker.js';
import { requireClient } from '../e2e/clients.js';
import { configDocument } from './config-gen.js';

const SEED = Number(process.env['BUILDER_SEED'] ?? 0x31) >>> 0;
const COUNT = Number(process.env['BUILDER_COUNT'] ?? 1000);
const ONLY = process.env['BUILDER_INDEX'];
// About 8 s idle for 3,000 configs; a bound well above it on a loaded machine, growing with the count.
const BATCH_MS = Math.max(240_000, COUNT * 40);
const REFERENCE = fileURLToPath(new URL('../reference/api_parse_reference.py', import.meta.url));

type Verdict = { ok: true } | { error: string };

function run(python: string, args: string[], input: string): string {
  const r = spawnSync(python, args, {
    input,
    encoding: 'utf8',
    maxBuffer: 512 * 1024 * 1024,
    env: { ...process.env, PYTHONIOENCODING: 'utf-8', PYTHONUTF8: '1' },
  });
  if (r.error) throw r.error;
  if (r.status !== 0) throw new Error(`${python} ${args.join(' ')} failed (${r.status}): ${r.stderr}`);
  return r.stdout;
}

function builderVerdicts(texts: readonly string[]): Verdict[] {
  const python = requireClient('python3-pydantic');
  const out = run(python, [REFERENCE], texts.map((t) => JSON.stringify(t) + '\n').join(''));
  const lines = out.split('\n').filter((l) => l !== '');
  if (lines.length !== texts.length) throw new Error(`the reference answered ${lines.length} of ${texts.length}`);
  return lines.map((l) => JSON.parse(l) as Verdict);
}

describe("the builder's value rules", () => {
  it(
    `give an error exactly where the builder refuses, on ${ONLY === undefined ? COUNT : 1} generated configs`,
    () => {
      const indices = ONLY === undefined ? Array.from({ length: COUNT }, (_, i) => i) : [Number(ONLY)];
      const texts = indices.map((i) => configDocument(SEED, i));
      const verdicts = builderVerdicts(texts);
      const disagreements: string[] = [];
      let refused = 0;
      texts.forEach((text, k) => {
        const verdict = verdicts[k]!;
        const errors = checkText('component_config.yaml', text).findings.filter((f) => f.severity === 'error');
        if ('error' in verdict) refused++;
        if ('error' in verdict === errors.length > 0) return;
        const checker = errors.map((f) => `${f.code} at ${f.location}: ${f.message}`).join('\n    ') || 'no error';
        disagreements.push(
          `BUILDER_SEED=${SEED} BUILDER_INDEX=${indices[k]}\n${text}  builder: ${'error' in verdict ? verdict.error : 'builds'}\n  checker: ${checker}`,
        );
      });
      console.log(
        `builder differential (seed ${SEED}): ${texts.length} configs, ${refused} refused by the builder, ${disagreements.length} disagreements`,
      );
      expect(disagreements.slice(0, 5).join('\n\n'), `${disagreements.length} of ${texts.length} disagree`).toBe('');
      if (ONLY === undefined) {
        // The generator makes both kinds, so a checker that always (or never) refused would fail.
        expect(refused).toBeGreaterThan(COUNT * 0.2);
        expect(refused).toBeLessThan(COUNT * 0.8);
      }
    },
    BATCH_MS,
  );

  it("take white space as Python's str.isspace does, over all of Unicode", () => {
    const python = requireClient('python3-pydantic');
    const listed = run(
      python,
      ['-c', 'import sys; sys.stdout.write(" ".join(str(c) for c in range(0x110000) if chr(c).isspace()))'],
      '',
    );
    const expected = listed.split(' ').map(Number);
    const found: number[] = [];
    for (let c = 0; c < 0x110000; c++) {
      if (c >= 0xd800 && c <= 0xdfff) continue;
      if (hasPythonSpace(String.fromCodePoint(c))) found.push(c);
    }
    expect(found).toEqual(expected);
    // JavaScript's \s and trim() differ from it both ways.
    expect(hasPythonSpace('a\u0085b')).toBe(true);
    expect(hasPythonSpace('a\u001cb')).toBe(true);
    expect(hasPythonSpace('a\ufeffb')).toBe(false);
    expect(pythonStrip('\u0085 native\u001f\u3000')).toBe('native');
    expect(pythonStrip('\ufeffnative')).toBe('\ufeffnative');
  });

  it("take a package_data source for absolute where the builder's path test does, on every Python found", () => {
    const alphabet = ['/', '\\', ':', 'C', 'x', '.', '?', 'U'];
    const cases = [''];
    for (let n = 1, level = ['']; n <= 5; n++) {
      level = level.flatMap((s) => alphabet.map((c) => s + c));
      cases.push(...level);
    }
    cases.push('\\\\?\\C:\\x', '//?/UNC/a/b', '\\\\server\\share', '\u{1f600}:/x', 'é:\\x', 'a:b', 'C:x');
    const test =
      'import sys, json\nfrom pathlib import PurePosixPath as P, PureWindowsPath as W\n' +
      'cases = json.load(sys.stdin)\n' +
      'sys.stdout.write(json.dumps([P(c).is_absolute() or W(c).is_absolute() for c in cases]))';
    // The interpreters found: the one with pydantic, and any python3.N the builder supports on PATH.
    const pythons = new Set([requireClient('python3-pydantic')]);
    for (const minor of [10, 11, 12, 13, 14]) {
      const name = `python3.${minor}`;
      if (spawnSync(name, ['-c', 'pass'], { stdio: 'ignore' }).status === 0) pythons.add(name);
    }
    const ours = cases.map(absoluteForBuilder);
    const pattern = new RegExp(RELATIVE_PATTERN, 'u');
    // The editors' pattern says the same as the checker.
    expect(cases.filter((c, i) => pattern.test(c) === ours[i]!)).toEqual([]);
    for (const python of pythons) {
      const theirs = JSON.parse(run(python, ['-c', test], JSON.stringify(cases))) as boolean[];
      // The union of every supported Python's test: what one of them refuses is refused.
      expect(
        cases.filter((_c, i) => theirs[i] && !ours[i]),
        python,
      ).toEqual([]);
    }
    // Where the Pythons differ (run on 3.10 to 3.13: the union is exact over these cases).
    expect(['\\:\\x', '/:/x', '.:/x', 'C:\\x', '\\\\a', '/x'].map(absoluteForBuilder)).toEqual(Array(6).fill(true));
    expect(['C:x', 'a:b', '\\x', '\\:\\', '\\:\\.', ':/x', 'x\\:\\y', ''].map(absoluteForBuilder)).toEqual(
      Array(8).fill(false),
    );
  });
});
