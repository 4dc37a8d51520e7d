// The page's check (src/web/check.ts) is the command line's per-file check (checkDocument in
// src/run/check-files.ts, which the language server calls too), run in node here without a
// browser: the same findings on every fixture, under a policy with overrides and with
// fail-on-deprecated, and the fix of "apply all" is --fix's (planFix). The browser itself is
// test/e2e/site.test.ts's.

import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkDocument } from '../../src/run/check-files.js';
import { everyPart, fullReadPart } from '../../src/run/runtime.js';
import { levelsOf } from '../../src/run/check-files.js';
import { planFix } from '../../src/cli/fix-files.js';
import { POLICY_FILE } from '../../src/config/policy/policy.js';
import { readPolicyText } from '../../src/config/policy/reader.js';
import { checkPage, fixed } from '../../src/web/check.js';
import { caseNames, FIXTURES } from './corpus.js';

const CONFIG = 'component_config.yaml';
const POLICY = [
  'severity:',
  '  deprecated-field: error',
  '  unusual-platform: error',
  '  non-debian-base-image: off',
  'overrides:',
  '  - files: ["b*/**"]',
  '    severity:',
  '      unknown-key: warning',
  '      deprecated-field: off',
  '',
].join('\n');

describe("the page's check", () => {
  it("gives the command line's findings on every fixture, with and without a policy and fail-on-deprecated", async () => {
    const workspace = mkdtempSync(join(tmpdir(), 'cca-web-'));
    const read = readPolicyText(POLICY_FILE, POLICY, await fullReadPart());
    expect(read.findings).toEqual([]);
    let compared = 0;
    let leveled = 0;
    for (const name of caseNames()) {
      const bytes = new Uint8Array(readFileSync(join(FIXTURES, name, CONFIG)));
      const path = `${name}/${CONFIG}`;
      for (const [policy, failOnDeprecated] of [
        ['', false],
        [POLICY, true],
        [POLICY, false],
      ] as const) {
        const options = { workspace, checkPaths: false, failOnDeprecated, ...(policy ? { policy: read.policy! } : {}) };
        const cli = await checkDocument(path, bytes, options);
        const page = checkPage({ config: bytes, path, policy, failOnDeprecated });
        expect(page.findings, `${name} ${policy ? 'with' : 'without'} the policy`).toEqual(cli.findings);
        compared++;
        leveled += page.findings.filter(
          (f) => f.defaultSeverity !== undefined || /fail-on-deprecated/.test(f.message),
        ).length;
      }
    }
    expect(compared).toBeGreaterThan(3000);
    expect(leveled).toBeGreaterThan(50);
  }, 120_000);

  it('applies every fix as --fix does', async () => {
    const workspace = mkdtempSync(join(tmpdir(), 'cca-web-fix-'));
    const parts = await everyPart();
    let fixedFiles = 0;
    for (const name of caseNames()) {
      const bytes = readFileSync(join(FIXTURES, name, CONFIG));
      writeFileSync(join(workspace, `${name}.yaml`), bytes);
      const page = checkPage({
        config: new Uint8Array(bytes),
        path: `${name}.yaml`,
        policy: '',
        failOnDeprecated: false,
      });
      if (!page.findings.some((f) => f.fix)) continue;
      const plan = planFix(workspace, `${name}.yaml`, {
        parts,
        policy: levelsOf(`${name}.yaml`, { workspace, failOnDeprecated: false, checkPaths: false }),
      });
      if ('problem' in plan) throw new Error(`${name}: ${plan.problem}`);
      const after = fixed(new Uint8Array(bytes), page.findings);
      expect(Buffer.from(after!).toString('latin1'), name).toBe(Buffer.from(plan.after, 'utf8').toString('latin1'));
      fixedFiles++;
    }
    expect(fixedFiles).toBeGreaterThan(15);
  }, 120_000);
});
