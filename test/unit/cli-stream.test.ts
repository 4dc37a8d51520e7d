// The command line writes where it is told: `--format github` gives its workflow commands to the
// output function runCli was handed (not to a module-level runner), as every other format does.

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'cca-cli-stream-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('runCli --format github', () => {
  it('writes the annotations to the output it was given', async () => {
    writeFileSync(join(dir, 'component_config.yaml'), 'name: x\nversion: 1.10\n');
    let out = '';
    let err = '';
    const code = await runCli(
      ['--format', 'github', 'component_config.yaml'],
      dir,
      (s) => (out += s),
      (s) => (err += s),
      false,
    );
    expect(err).toBe('');
    expect(code).toBe(1);
    expect(out).toMatch(
      /^::error title=wrong-type%3A version,file=component_config\.yaml,line=2,endLine=2,col=10,endColumn=14::/m,
    );
  });
});
