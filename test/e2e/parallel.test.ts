// Large workspaces are checked on every core. Whatever the threads, the run must say exactly
// what a sequential run says, in the same order.
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { threadsFor } from '../../src/run/runtime.js';
import { cleanup, describeRun, makeWorkspace, NODES, ROOT, runAction, spawnTimeout, tempDir } from './harness.js';

// Enough files for a worker on two cores too (runtime.ts starts none there below 10,000).
const FILES = 10_000;

afterAll(cleanup);

function workspace(): string {
  const files: Record<string, string> = {};
  for (let i = 0; i < FILES; i++) {
    const dir = `team-${i % 13}/comp-${String(i).padStart(4, '0')}`;
    files[`${dir}/component_config.yaml`] =
      i % 17 === 0
        ? `name: c${i}\nversion: 1.${i}\nbuild_config:\n  base_img: x\n`
        : i % 29 === 0
          ? `name: c${i}\nbuild_config:\n  python_version: "3.11"\n`
          : `name: c${i}\nversion: "1.0"\nbuild_config:\n  extra_packages: [curl]\n  package_data:\n    - [data/a, /opt/a]\nenv:\n  A_${i}: "1"\n`;
  }
  return makeWorkspace(files);
}

describe.each(NODES)('on $label: many files on several threads', { timeout: spawnTimeout(2) }, (node) => {
  it('prints, reports and decides exactly what a sequential run does', async () => {
    const ws = workspace();
    const sequential = join(tempDir('cca-seq-'), 'sequential.mjs');
    // The same code from lib/ (what the bundle was built from), without a worker entry: one thread.
    writeFileSync(
      sequential,
      `import { run } from ${JSON.stringify(join(ROOT, 'lib', 'action', 'main.js'))};\nawait run(process.env);\n`,
    );
    const inputs = { 'report-file': 'report.json' };
    const par = await runAction({ workspace: ws, node: node.path, inputs });
    const seq = await runAction({ workspace: ws, node: node.path, inputs, entry: sequential });
    const plan = (r: typeof par) =>
      r.commands.filter((c) => c.name === 'debug' && /^checking \d+ files on/.test(c.message)).map((c) => c.message);
    const threads = threadsFor(FILES, os.availableParallelism());
    expect(plan(par), describeRun(par)).toEqual([
      `checking ${FILES} files on ${threads} thread${threads === 1 ? '' : 's'}`,
    ]);
    expect(plan(seq)).toEqual([`checking ${FILES} files on 1 thread`]);
    const strip = (r: typeof par) =>
      r.stdout
        .split('\n')
        .filter((l) => !l.startsWith('::debug::checking '))
        .join('\n');
    expect(strip(par)).toBe(strip(seq));
    expect(par.outputs).toEqual(seq.outputs);
    expect(par.outputs['files-checked']).toBe(String(FILES));
    expect(par.summary).toBe(seq.summary);
    expect(par.code).toBe(1);
    expect(seq.code).toBe(1);
    const files = par.annotations.map((a) => a.file);
    expect(files).toEqual([...files].sort());
  });
});
