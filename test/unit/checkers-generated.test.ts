// The compiled checkers and the schema data are generated from the TypeBox schema at development
// time; the committed modules must be what the schema gives now, or the checker would pass files
// the schema refuses, or explain them by another schema.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkCurrent, checkEarlier } from '../../src/config/schema/checkers.generated.js';
import { Compile } from 'typebox/compile';
import type { Form } from '../../src/config/schema/form.js';
import { SCHEMAS } from '../../src/config/schema/schema.js';
import {
  CHECKERS_MODULE,
  checkersModuleText,
  SCHEMAS_MODULE,
  schemasModuleText,
} from '../../src/tools/checkers-code.js';

const compiled = (form: Form) => Compile(SCHEMAS[form]);

describe('the generated checkers', () => {
  it('are what the schema compiles to now (else run `npm run generate`)', () => {
    const committed = readFileSync(path.resolve(import.meta.dirname, '..', '..', CHECKERS_MODULE), 'utf8');
    expect(committed === checkersModuleText(), 'stale: run `npm run generate` and commit the module').toBe(true);
  });

  it('and the schema data are what the schema is now (else run `npm run generate`)', () => {
    const committed = readFileSync(path.resolve(import.meta.dirname, '..', '..', SCHEMAS_MODULE), 'utf8');
    expect(committed === schemasModuleText(), 'stale: run `npm run generate` and commit the module').toBe(true);
  });

  it("agree with TypeBox's run-time compiled checkers", () => {
    const values: unknown[] = [
      { name: 'x' },
      { name: '' },
      { name: 'x', build_config: { requirements: { provider: 'uv-pip', python_version: '3.12' } } },
      { name: 'x', build_config: { requirements: { provider: 'python-pip' } } },
      { name: 'x', build_config: { package_data: [['a', 'b']], target_platform: 'linux/amd64' } },
      { name: 'x', build_config: { package_data: [['a']], target_platform: 'linux/amd65' } },
      { name: 'x', env: { A: '1' }, metadata: { any: [1, { b: null }] } },
      { name: 'x', nmae: 'y' },
      [],
      null,
    ];
    const current = compiled('current');
    const earlier = compiled('earlier');
    for (const v of values) {
      expect(checkCurrent(v), JSON.stringify(v)).toBe(current.Check(v));
      expect(checkEarlier(v), JSON.stringify(v)).toBe(earlier.Check(v));
    }
    expect(values.filter((v) => checkCurrent(v)).length).toBeGreaterThan(1);
    expect(values.filter((v) => !checkCurrent(v)).length).toBeGreaterThan(1);
  });
});
