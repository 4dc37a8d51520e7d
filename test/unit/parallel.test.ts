// Threads take chunks of files from a shared counter. A worker that takes chunks and then dies
// without answering must cost nothing but time: its chunks are checked on the main thread, and
// the result is the sequential one, in the same order. The worker here is a stand-in script that
// takes every chunk left, returns the first with all its files handed over (as a worker hands
// over files that need the parts of the checker it has not loaded), writes down how many it
// took, and exits without returning the others: the files it handed over must be reported once.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { checkFiles } from '../../src/run/check-files.js';
import { checkFilesInParallel } from '../../src/run/parallel.js';

const top = fs.mkdtempSync(path.join(os.tmpdir(), 'parallel-'));
afterAll(() => fs.rmSync(top, { recursive: true, force: true }));

describe('a worker that takes chunks and dies', () => {
  it('loses no file: its chunks are checked on the main thread, in order', async () => {
    const ws = path.join(top, 'ws');
    const files: string[] = [];
    for (let i = 0; i < 2400; i++) {
      const rel = `c${String(i).padStart(4, '0')}/component_config.yaml`;
      fs.mkdirSync(path.join(ws, path.dirname(rel)), { recursive: true });
      fs.writeFileSync(path.join(ws, rel), i % 7 === 0 ? `name: c${i}\nversion: 1.10\n` : `name: c${i}\n`);
      files.push(rel);
    }
    const stolenFile = path.join(top, 'stolen.txt');
    const thief = path.join(top, 'thief.js');
    fs.writeFileSync(
      thief,
      [
        `import { parentPort, workerData } from 'node:worker_threads';`,
        `import { writeFileSync } from 'node:fs';`,
        `const from = Atomics.add(workerData.componentConfigJob.next, 0, 1000000);`,
        `parentPort.on('message', (m) => {`,
        // It hands over the files of its first chunk, as a worker does with files it cannot check.
        `  const none = { findings: [], entries: [], suppressed: [], lines: new Map(), pointsAt: new Map() };`,
        `  if (m.chunk === from) parentPort.postMessage({ chunk: from, checked: none, handed: m.files, internalErrors: [] });`,
        `  if (!('total' in m)) return;`,
        `  writeFileSync(${JSON.stringify(stolenFile)}, String(Math.max(0, m.total - from)));`,
        `  parentPort.close();`,
        `});`,
      ].join('\n'),
    );
    fs.writeFileSync(path.join(top, 'package.json'), '{"type":"module"}');
    const options = { workspace: ws, failOnDeprecated: false, checkPaths: false };
    const sequential = await checkFiles(files, options);
    // The stand-in must take chunks the main thread has not reached. It starts far faster than
    // the main thread checks 2,400 files, but on a busy machine a run may still go the other
    // way: then the run is repeated (each run's result is checked all the same), a few times.
    let stolen = 0;
    for (let attempt = 0; attempt < 5 && stolen === 0; attempt++) {
      fs.rmSync(stolenFile, { force: true });
      const threads: number[] = [];
      const parallel = await checkFilesInParallel(files, options, {
        entry: pathToFileURL(thief),
        onPlan: (_, n) => threads.push(n),
        // A worker from 800 files on any machine of two cores or more (a run's own plan waits longer on two).
        threadsFor: (found, cores) => Math.min(cores, Math.max(1, Math.floor(found / 400))),
      });
      expect(parallel.entries).toEqual(sequential.entries);
      expect(parallel.findings).toEqual(sequential.findings);
      if (threads[0]! < 2) return expect(os.availableParallelism()).toBe(1); // one core: no worker to lose
      stolen = Number(fs.readFileSync(stolenFile, 'utf8'));
    }
    expect(stolen).toBeGreaterThan(0); // the recovery was exercised
    expect(sequential.findings.length).toBe(Math.ceil(2400 / 7));
  });
});
