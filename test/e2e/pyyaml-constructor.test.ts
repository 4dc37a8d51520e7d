// End-to-end: the built action reads tagged values and the texts YAML 1.2 reads otherwise as
// the builder's PyYAML does (issue 40). Where PyYAML's constructor raises, the step fails at the
// value; where it reads the value, the step passes.

import { afterAll, describe, expect, it } from 'vitest';
import { annotationsFor, cleanup, describeRun, makeWorkspace, runAction, spawnTimeout } from './harness.js';

afterAll(cleanup);

const CONFIG = 'component_config.yaml';
const API = 'def apply(inputs):\n    return inputs\n';

async function check(config: string) {
  const workspace = makeWorkspace({ [CONFIG]: config, 'component_api.py': API });
  const r = await runAction({ workspace });
  return { r, annotations: annotationsFor(r, CONFIG) };
}

describe("the builder's constructor, in the built action", () => {
  it(
    'fails a value tagged `!` whose text ends in a line break, which the builder fails on (KeyError)',
    async () => {
      const { r, annotations } = await check('name: svc\nversion: "1.0"\ndescription: ! |\n  yes\n');
      expect(r.code, describeRun(r)).toBe(1);
      expect(annotations.map((a) => [a.severity, a.line])).toEqual([['error', 3]]);
      expect(annotations[0]!.message).toMatch(/KeyError/);
    },
    spawnTimeout(1),
  );

  it(
    'fails `!!float 0x7`, which float() refuses',
    async () => {
      const { r, annotations } = await check('name: svc\nversion: "1.0"\nmetadata:\n  ratio: !!float 0x7\n');
      expect(r.code, describeRun(r)).toBe(1);
      expect(annotations.map((a) => [a.severity, a.line])).toEqual([['error', 4]]);
    },
    spawnTimeout(1),
  );

  it(
    'passes explicit tags the builder constructs, and a quoted value continued at its key column',
    async () => {
      const { r, annotations } = await check(
        'name: svc\nversion: "1.0"\ndescription: "resize\nimages"\nmetadata:\n  a: !!float 1e3\n  b: !!int 0o17\n  c: !!bool tRUE\n',
      );
      expect(annotations, describeRun(r)).toEqual([]);
      expect(r.code, describeRun(r)).toBe(0);
    },
    spawnTimeout(1),
  );
});
