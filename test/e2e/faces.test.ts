// End-to-end: the action and the command line are two faces over one run, so the same workspace
// gives the same counts and the same verdict through both, the run of no file included (a search
// that met only a link leaving the workspace fails both, whatever if-no-files-found says).

import { mkdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { describeCli, runCli } from './cli-harness.js';
import { cleanup, describeRun, makeWorkspace, runAction, tempDir } from './harness.js';

afterAll(cleanup);

const CONFIG = 'component_config.yaml';

interface Case {
  name: string;
  workspace: () => string;
  inputs?: Record<string, string>;
  cliArgs?: string[];
  failing: boolean;
}

const CASES: Case[] = [
  {
    name: 'valid, invalid, warned and suppressed configs',
    workspace: () =>
      makeWorkspace({
        [`ok/${CONFIG}`]: 'name: ok\nversion: "1.0"\n',
        [`bad/${CONFIG}`]: 'name: bad\nversion: 1.10\nbuild_config:\n  target_platform: linux/amd65\n',
        [`warned/${CONFIG}`]: 'name: w\nbuild_config:\n  base_image: alpine:3.19\n',
        [`quiet/${CONFIG}`]:
          'name: q\nbuild_config:\n  # component-config-check: ignore[non-debian-base-image] tested on alpine\n  base_image: alpine:3.19\n',
      }),
    failing: true,
  },
  {
    name: 'a policy whose fail-level is warning',
    workspace: () =>
      makeWorkspace({
        '.component-config-check.yaml': 'fail-level: warning\n',
        [`warned/${CONFIG}`]: 'name: w\nbuild_config:\n  base_image: alpine:3.19\n',
      }),
    failing: true,
  },
  {
    name: 'a broken policy file',
    workspace: () =>
      makeWorkspace({
        '.component-config-check.yaml': 'fail-levle: never\n',
        [`ok/${CONFIG}`]: 'name: ok\n',
      }),
    failing: true,
  },
  {
    name: 'no config, only a link to a directory outside the workspace',
    workspace: () => {
      const outside = tempDir('cca-faces-outside-');
      mkdirSync(join(outside, 'configs'));
      const ws = tempDir('cca-faces-');
      symlinkSync(join(outside, 'configs'), join(ws, 'linked'));
      return ws;
    },
    inputs: { 'if-no-files-found': 'warn' },
    failing: true,
  },
];

describe('the action and the command line give the same counts and verdict', () => {
  for (const c of CASES) {
    it(c.name, async () => {
      const ws = c.workspace();
      const action = await runAction({ workspace: ws, inputs: c.inputs ?? {} });
      const json = await runCli(['--format', 'json', ...(c.cliArgs ?? [])], { cwd: ws });
      const text = await runCli(['--no-color', ...(c.cliArgs ?? [])], { cwd: ws });
      const report = JSON.parse(json.stdout) as { counts: Record<string, number> };
      const o = action.outputs;
      expect(
        {
          filesChecked: Number(o['files-checked']),
          filesInvalid: Number(o['files-invalid']),
          errors: Number(o['errors']),
          warnings: Number(o['warnings']),
          suppressed: Number(o['suppressed']),
        },
        describeRun(action),
      ).toEqual({
        filesChecked: report.counts['filesChecked'],
        filesInvalid: report.counts['filesInvalid'],
        errors: report.counts['errors'],
        warnings: report.counts['warnings'],
        suppressed: report.counts['suppressed'],
      });
      expect(action.code, describeRun(action)).toBe(c.failing ? 1 : 0);
      expect(text.code, describeCli(text)).toBe(c.failing ? 1 : 0);
      expect(json.code, describeCli(json)).toBe(text.code);
      // The verdict line, word for word: the text format's last line, the action's failing message.
      const verdict = text.stdout.trimEnd().split('\n').at(-1)!;
      const said = [...action.messages.map((m) => m.message), ...action.stdout.split('\n')];
      expect(said, describeRun(action)).toContain(verdict);
    });
  }
});
