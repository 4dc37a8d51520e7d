// A pipe where a config was must never make a read wait forever. These tests make pipes with
// mkfifo (POSIX), so they run in the e2e tier with the other tests that need a client.

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkFiles } from '../../src/run/check-files.js';
import { findFiles, readLimited } from '../../src/workspace/files.js';
import { requireClient } from '../e2e/clients.js';

const CONFIG = 'component_config.yaml';
const ws = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'cca-pipes-')));
afterAll(() => fs.rmSync(ws, { recursive: true, force: true }));

describe('pipes', () => {
  it('does not wait on a pipe put where a file the search found was', () => {
    const fifo = path.join(ws, 'fifo.yaml');
    execFileSync(requireClient('mkfifo'), [fifo]);
    expect(readLimited(fifo, 10, { noFollow: true }).problem).toBe(
      'cannot be read: it is a pipe or a device, not a file',
    );
  });

  it('a file replaced by a pipe after the search is an unreadable file, not a hang', async () => {
    fs.mkdirSync(path.join(ws, 'pipe'));
    fs.writeFileSync(path.join(ws, `pipe/${CONFIG}`), 'name: pipe\n');
    const found = findFiles(ws, [`pipe/${CONFIG}`]);
    fs.rmSync(path.join(ws, `pipe/${CONFIG}`));
    execFileSync(requireClient('mkfifo'), [path.join(ws, `pipe/${CONFIG}`)]);
    const options = { workspace: ws, failOnDeprecated: false, checkPaths: false, known: found.known };
    const checked = await checkFiles(found.files, options);
    expect(checked.findings.map((f) => [f.file, f.code, f.line, f.column])).toEqual([
      [`pipe/${CONFIG}`, 'unreadable-file', 1, 1],
    ]);
    expect(checked.findings[0]!.message).toBe(
      'pipe/component_config.yaml cannot be read: it is a pipe or a device, not a file',
    );
  });
});
