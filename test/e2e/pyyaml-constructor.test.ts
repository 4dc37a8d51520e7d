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

  it(
    'passes an empty package_data source and an empty username, which the builder takes, with a warning that says what it does',
    async () => {
      const { r, annotations } = await check(
        'name: svc\nversion: "1.0"\nbuild_config:\n  package_data: [["", /opt/app]]\n  host_credentials:\n    - host: pypi.example.com\n      secret_id: pypi_token\n      username: ""\n',
      );
      expect(r.code, describeRun(r)).toBe(0);
      expect(annotations.map((a) => [a.severity, a.line, a.title])).toEqual([
        ['warning', 4, 'empty-source: build_config.package_data[0][0]'],
        ['warning', 8, 'empty-username: build_config.host_credentials[0].username'],
      ]);
      expect(annotations[0]!.message).toMatch(/copies the whole directory/);
      expect(annotations[1]!.message).toMatch(/as the login/);
    },
    spawnTimeout(1),
  );

  it(
    'says a constructor failure at its value in a text only PyYAML reads (a quoted value continued at its key column)',
    async () => {
      const { r, annotations } = await check('name: svc\ndescription: "resize\nimages"\nversion: ! "yes\\n"\n');
      expect(r.code, describeRun(r)).toBe(1);
      expect(annotations.map((a) => [a.severity, a.line, a.title])).toEqual([['error', 4, 'yaml-syntax: version']]);
      expect(annotations[0]!.message).toMatch(/KeyError/);
    },
    spawnTimeout(1),
  );
});
