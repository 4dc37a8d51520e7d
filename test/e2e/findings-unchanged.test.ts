// The bundle as GitHub runs it, on the threads it picks (several where there are more than two
// cores: on two, a run of this size has no worker), gives for the benchmark workspaces exactly
// the findings of the golden written by the code before the start-up and throughput work
// (test/unit/findings-golden.ts), and the failing files' schema findings come from the chunk
// loaded on demand; test/e2e/parallel.test.ts holds a run with a worker to a sequential one.
import { readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Finding } from '../../src/config/findings.js';
import { threadsFor } from '../../src/run/runtime.js';
import { benchWorkspace, byFile, GOLDEN, STYLES } from '../unit/findings-golden.js';
import { cleanup, describeRun, NODES, runAction, tempDir } from './harness.js';

const golden = JSON.parse(readFileSync(GOLDEN, 'utf8')) as Record<string, ReturnType<typeof byFile>>;
const root = tempDir('cca-golden-');
const workspaces = Object.fromEntries(STYLES.map((s) => [s, benchWorkspace(s, root)]));
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  cleanup();
}, 120_000);

describe.each(NODES)('on $label: the benchmark workspaces, on the threads a run picks', (node) => {
  it.each(STYLES)(
    'give the findings of the golden for the %s style',
    async (style) => {
      const ws = workspaces[style]!;
      const r = await runAction({
        workspace: ws.dir,
        node: node.path,
        inputs: { 'report-file': 'report.json', 'check-paths': 'false', 'fail-on-deprecated': 'false' },
        timeoutMs: 150_000,
      });
      expect(r.code, describeRun(r)).toBe(1);
      const threads = threadsFor(ws.files.length, os.availableParallelism());
      expect(r.commands.filter((c) => c.name === 'debug' && /^checking \d+ files on/.test(c.message))[0]?.message).toBe(
        `checking ${ws.files.length} files on ${threads} thread${threads === 1 ? '' : 's'}`,
      );
      const report = JSON.parse(readFileSync(join(ws.dir, 'report.json'), 'utf8')) as { findings: Finding[] };
      const now = byFile(ws.files, report.findings);
      const before = golden[`workspace-${style}`]!;
      expect(Object.keys(now)).toEqual(Object.keys(before));
      for (const file of Object.keys(before)) expect(now[file], file).toEqual(before[file]);
    },
    180_000,
  );
});
