// The action run the way GitHub documents running it locally: @github/local-action (an extra of
// the e2e tier, npm run extras) runs `run()` of src/action/main.ts with @actions/core replaced by its own stand-in,
// which records the outputs it is given and writes the job summary to GITHUB_STEP_SUMMARY. What
// a user debugging the action sees: the annotations, the outputs table and the summary file.

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  cleanPath,
  cleanup,
  makeWorkspace,
  requireExtra,
  ROOT,
  spawnCollect,
  spawnTimeout,
  tempDir,
  type Spawned,
} from './harness.js';

afterAll(cleanup);

const CONFIG = 'component_config.yaml';
// local-action starts TypeScript through tsx and asks npm where @actions/core is: many seconds.
const RUN_MS = 180_000;

describe('@github/local-action', { timeout: spawnTimeout(1, RUN_MS) }, () => {
  let r: Spawned;
  let summary: string;
  // Not installed: every test fails with the one line (vitest would skip the tests of a failed beforeAll).
  let missing: Error | undefined;
  beforeEach(() => {
    if (missing) throw missing;
  });

  beforeAll(
    async () => {
      let localAction: string;
      try {
        localAction = requireExtra('local-action');
      } catch (error) {
        missing = error as Error;
        return;
      }
      const io = tempDir('cca-local-action-');
      const ws = makeWorkspace({
        [`good/${CONFIG}`]: 'name: good\nversion: "1.0"\n',
        [`bad/${CONFIG}`]: 'name: bad\nversion: 1.10\n',
      });
      const summaryFile = join(io, 'summary.md');
      // The dotenv file local-action reads: the runner's variables and the inputs.
      const dotenv = join(io, '.env');
      writeFileSync(
        dotenv,
        [`GITHUB_WORKSPACE=${ws}`, `GITHUB_STEP_SUMMARY=${summaryFile}`, `INPUT_FILES=**/${CONFIG}`, ''].join('\n'),
      );
      r = await spawnCollect(process.execPath, [localAction, 'run', ROOT, 'src/action/main.ts', dotenv], {
        cwd: ROOT,
        env: { PATH: cleanPath(), HOME: process.env['HOME'] ?? '/root', LANG: 'C.UTF-8', NO_COLOR: '1' },
        timeoutMs: RUN_MS,
      });
      summary = existsSync(summaryFile) ? readFileSync(summaryFile, 'utf8') : '(no summary file)';
    },
    spawnTimeout(1, RUN_MS),
  );

  const describeRun = () =>
    `exit ${String(r.code)}\n--- stdout\n${r.stdout.slice(-6000)}\n--- stderr\n${r.stderr.slice(-3000)}`;

  it("shows the action's outputs", () => {
    const outputs = r.stdout.slice(r.stdout.indexOf('Action Outputs'));
    expect(outputs, describeRun()).not.toContain('No outputs were set');
    for (const [name, value] of [
      ['files-checked', '2'],
      ['files-invalid', '1'],
      ['errors', '1'],
      ['warnings', '0'],
      ['suppressed', '0'],
    ])
      expect(outputs, describeRun()).toMatch(new RegExp(`'${name}'\\s*│\\s*'${value}'`));
  });

  it('shows the annotations as the runner would, unmasked', () => {
    expect(r.stdout, describeRun()).toMatch(
      /^::error title=wrong-type: version,file=bad\/component_config\.yaml,line=2,endLine=2,col=10,endColumn=14::must be a string/m,
    );
    expect(r.stdout, describeRun()).not.toContain('may contain secret');
  });

  // docs/cli-and-clients.md and CONTRIBUTING.md say so: read the verdict from the log, not $?.
  it("exits 0 though the action failed (local-action's own behaviour): the failure is in its log", () => {
    expect(r.code, describeRun()).toBe(0);
    // (setFailed, as its stand-in prints it)
    expect(r.stdout, describeRun()).toMatch(/^::error::1 of 2 component configs is invalid \(1 error, 0 warnings\)$/m);
  });

  it('reads a .env that git ignores at the root, where the docs write it', () => {
    expect(readFileSync(join(ROOT, '.gitignore'), 'utf8').split('\n')).toContain('/.env');
    expect(readFileSync(join(ROOT, 'docs', 'cli-and-clients.md'), 'utf8')).toContain("cat > .env <<'EOF'");
  });

  it('writes the job summary to GITHUB_STEP_SUMMARY', () => {
    expect(summary, describeRun()).toMatch(/^## component_config check\n\n❌ 1 of 2 component configs is invalid/);
    expect(summary).toContain('### bad/component\\_config\\.yaml');
  });
});
