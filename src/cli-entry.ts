#!/usr/bin/env node
import { servedAsWorker } from './parallel.js';
import { runCli } from './cli.js';

// The bundle is also the worker threads' script (see parallel.ts): this module's own URL is
// what a worker runs.
if (!(await servedAsWorker())) {
  const code = await runCli(
    process.argv.slice(2),
    process.cwd(),
    (s) => process.stdout.write(s),
    (s) => process.stderr.write(s),
    process.stdout.isTTY === true,
    new URL(import.meta.url),
  );
  process.exitCode = code;
}
