// The schema errors of src/config/schema/schema-errors.ts against TypeBox's own error iteration
// (typebox/schema, the oracle here; the checker no longer loads it): the same list, in the same
// order, with the same pointers and parameters, for both forms, on every fixture, on the
// benchmark generator's configs, on seeded mutants and on hand-made hostile values. And the walk
// knows every keyword the schema data uses.

import { Errors } from 'typebox/schema';
import { Settings } from 'typebox/system';
import { describe, expect, it } from 'vitest';
import { decode } from '../../src/config/read/decode.js';
import {
  ERROR_KEYWORDS,
  EVALUATED_KEYWORDS,
  schemaErrors,
  type SchemaData,
} from '../../src/config/schema/schema-errors.js';
import { SCHEMA_DATA } from '../../src/config/schema/schemas.generated.js';
import { readSource } from '../checker.js';
// @ts-expect-error: a plain ES module of the benchmark, without types
import { configText, prng } from '../bench/generate.mjs';
import { corpus, mutant } from './mutants.js';

// The same bound as the walk's, so that the lists are comparable on a huge document too.
Settings.Set({ maxErrors: 100_000 });
// The suite's size; .github/workflows/full-differentials.yml runs 6,000 and more on a schedule.
const MUTANTS = Number(process.env['SCHEMA_ERRORS_MUTANTS'] ?? 2000);

const FORMS = ['current', 'earlier'] as const;
type Form = (typeof FORMS)[number];

function oracle(form: Form, data: unknown): unknown[] {
  const [, errors] = Errors(SCHEMA_DATA[form], data);
  return errors.map(({ keyword, schemaPath, instancePath, params }) => ({ keyword, schemaPath, instancePath, params }));
}

/** Keywords seen in a differing-free comparison, to show the comparison met every kind. */
const seen = new Map<string, number>();

function compare(data: unknown, what: string): void {
  for (const form of FORMS) {
    const expected = oracle(form, data);
    const actual = schemaErrors(SCHEMA_DATA[form] as SchemaData, data);
    expect(actual, `${form} form, ${what}`).toEqual(expected);
    for (const e of actual) seen.set(e.keyword, (seen.get(e.keyword) ?? 0) + 1);
  }
}

function dataOf(bytes: Uint8Array): { data: unknown } | undefined {
  const decoded = decode(bytes);
  if (!('text' in decoded)) return undefined;
  const read = readSource(decoded.text);
  return read.source ? { data: read.source.data } : undefined;
}

const ANNOTATIONS = new Set(['description', 'default', 'title', 'deprecated', 'doNotSuggest', 'examples']);

describe('schema errors', () => {
  it('evaluates every keyword the schema data uses; the rest are annotations', () => {
    const used = new Set<string>();
    const visit = (s: unknown): void => {
      if (typeof s === 'boolean') return;
      expect(typeof s).toBe('object');
      for (const [k, v] of Object.entries(s as Record<string, unknown>)) {
        if (k.startsWith('x-')) continue;
        used.add(k);
        if (k === 'properties' || k === 'patternProperties') Object.values(v as object).forEach(visit);
        else if (k === 'items' && Array.isArray(v)) v.forEach(visit);
        else if (k === 'items' || k === 'additionalItems' || k === 'additionalProperties') visit(v);
        else if (k === 'anyOf') (v as unknown[]).forEach(visit);
        else if (k === 'const') expect(['string', 'boolean']).toContain(typeof v);
        else if (k === 'type') expect(['object', 'array', 'string', 'boolean', 'null']).toContain(v);
      }
    };
    for (const form of FORMS) visit(SCHEMA_DATA[form]);
    const unknown = [...used].filter((k) => !EVALUATED_KEYWORDS.has(k) && !ANNOTATIONS.has(k));
    expect(unknown).toEqual([]);
    // And each evaluated keyword is used, so that none of the walk goes untested.
    expect([...EVALUATED_KEYWORDS].filter((k) => !used.has(k))).toEqual([]);
  });

  it(`gives TypeBox's errors on every fixture, the generator's configs and ${MUTANTS} mutants (SCHEMA_ERRORS_MUTANTS)`, () => {
    let compared = 0;
    for (const base of corpus.all) {
      const read = dataOf(new Uint8Array(Buffer.from(base.text, 'latin1')));
      if (read) (compare(read.data, `fixture ${base.name}`), compared++);
    }
    for (const style of ['full', 'compact'] as const) {
      const r = prng(11) as () => number;
      for (let i = 0; i < 300; i++) {
        const read = dataOf(new TextEncoder().encode(configText(r, { index: i, style }) as string));
        if (read) (compare(read.data, `generated ${style} config ${i}`), compared++);
      }
    }
    let failing = 0;
    const beforeMutants = compared;
    for (let i = 0; i < MUTANTS; i++) {
      const m = mutant(20261124, i);
      const read = dataOf(m.bytes);
      if (!read) continue;
      compare(read.data, `mutant ${i} of ${m.base} (${m.ops.join(', ')})`);
      compared++;
      if (oracle('current', read.data).length > 0) failing++;
    }
    // Most fixtures and configs read, a third of the mutants, and of those, most fail the schema.
    expect(beforeMutants).toBeGreaterThan(1500);
    expect(compared - beforeMutants).toBeGreaterThan(MUTANTS * 0.25);
    expect(failing).toBeGreaterThan(MUTANTS / 6);
    // Every kind of error the schemas can give came up.
    for (const k of ERROR_KEYWORDS) expect(seen.get(k) ?? 0, k).toBeGreaterThan(0);
  });

  it("gives TypeBox's errors on hostile values", () => {
    const values: Record<string, unknown> = {
      'not a mapping': 'name',
      null: null,
      'a list': [{ name: 'x' }],
      'keys of Object itself': JSON.parse('{"__proto__": 1, "constructor": 2, "prototype": 3, "toString": 4}'),
      'keys of Object under build_config': {
        name: 'a',
        build_config: JSON.parse('{"__proto__": {"x": 1}, "constructor": "c", "hasOwnProperty": []}'),
      },
      'a null-prototype mapping': Object.assign(Object.create(null), { name: 'ab', env: Object.create(null) }),
      'pointer characters in keys': { name: 'ab', 'a/b': 1, 'c~d': 2, env: { 'x/y~z': 3, '': 4 } },
      'surrogates at the length bounds': {
        name: '\u{1F600}',
        version: '\u{1F600}'.repeat(128) + 'x',
        description: '\uD800',
      },
      'lone surrogates': { name: '\uDC00\uD800', version: '\uD800\uDC00\uDC00' },
      'undefined values': { name: undefined, version: undefined, build_config: { base_image: undefined } },
      'pairs of every length': {
        name: 'ab',
        build_config: {
          package_data: [[], ['a'], ['a', 'b'], ['a', 'b', 'c'], ['a', 1, 2, 3], 'x', null, [null, null]],
        },
      },
      'every provider': {
        name: 'ab',
        build_config: {
          requirements: [{ provider: 'conda' }, { provider: 'uv-pip' }, { provider: 'x' }, { provider: 1 }, {}],
        },
      },
      'requirements of each kind': { name: 'ab', build_config: { requirements: { provider: 'x', extra: 1 } } },
      'wrong types everywhere': {
        name: 1,
        version: true,
        description: [],
        env: { A: 1, B: null, C: [], D: {} },
        metadata: { a: 1 },
        build_config: {
          base_image: 1,
          target_platform: null,
          extra_packages: 'x',
          custom_build_steps: [1, null],
          host_credentials: { host: 1, username: [], password: {} },
          build_env: [],
          inherit_base_image_packages: 'yes',
          skip_checks: 'no',
        },
      },
    };
    for (const [what, data] of Object.entries(values)) compare(data, what);
  });

  it("gives TypeBox's errors on a document with more errors than the bound", () => {
    const env: Record<string, unknown> = {};
    for (let i = 0; i < 100_010; i++) env[`V${i}`] = i;
    const data = { name: 'ab', env };
    compare(data, 'an env of 100,010 numbers');
    expect(schemaErrors(SCHEMA_DATA.current as SchemaData, data).length).toBe(100_000);
  });
});
