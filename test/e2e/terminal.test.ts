// The command line on a real terminal: the one test that needs one, on Linux, through util-linux's
// `script -qec` (macOS's `script` has no -c, Windows has no `script`). Colour itself is tested on
// every system through FORCE_COLOR in cli.test.ts; this proves that a terminal, and nothing else,
// turns it on by default, and that NO_COLOR and --no-color turn it off there.

import { spawn } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { type CliResult, cliSnapshot, describeCli, plainEnv } from './cli-harness.js';
import { requireClient } from './clients.js';
import { cleanup, makeWorkspace, spawnTimeout } from './harness.js';

afterAll(cleanup);

const CONFIG = 'component_config.yaml';
const WRONG_TYPE_LINE =
  'component_config.yaml:2:10: error[wrong-type] version: must be a string, but YAML read `1.10` as a number; quote it to keep it as text: "1.10"';

/** The command line with stdout on a pseudo-terminal (util-linux `script`). */
function runOnTty(args: string[], cwd: string, env: Record<string, string> = {}): Promise<CliResult> {
  const q = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
  const command = [process.execPath, cliSnapshot(), ...args].map(q).join(' ');
  const started = Date.now();
  return new Promise((done, fail) => {
    const child = spawn(requireClient('script'), ['-qec', command, '/dev/null'], {
      cwd,
      env: plainEnv(env),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (b: Buffer) => out.push(b));
    child.stderr.on('data', (b: Buffer) => err.push(b));
    child.on('error', fail);
    child.on('close', (code, signal) =>
      done({
        code,
        signal,
        stdout: Buffer.concat(out).toString('utf8').replace(/\r\n/g, '\n'),
        stderr: Buffer.concat(err).toString('utf8'),
        ms: Date.now() - started,
      }),
    );
  });
}

describe.runIf(process.platform === 'linux')('on a terminal (Linux)', () => {
  it(
    'colours severities and places by default; NO_COLOR and --no-color turn it off',
    { timeout: spawnTimeout(3) },
    async () => {
      const ws = makeWorkspace({ '.git/HEAD': '', [CONFIG]: 'name: x\nversion: 1.10\n' });
      const [plain, noColor, flag] = await Promise.all([
        runOnTty([CONFIG], ws),
        runOnTty([CONFIG], ws, { NO_COLOR: '1' }),
        runOnTty(['--no-color', CONFIG], ws),
      ]);
      expect(plain.code, describeCli(plain)).toBe(1);
      expect(plain.stdout).toContain('\x1b[31merror\x1b[0m[wrong-type]');
      expect(plain.stdout.replace(/\x1b\[[0-9;]*m/g, '').split('\n')[0]).toBe(WRONG_TYPE_LINE);
      for (const r of [noColor, flag]) {
        expect(r.code, describeCli(r)).toBe(1);
        expect(r.stdout).toContain(WRONG_TYPE_LINE);
        expect(r.stdout).not.toContain('\x1b');
      }
    },
  );
});
