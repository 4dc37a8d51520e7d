#!/usr/bin/env node
import { servedAsWorker } from '../run/parallel.js';
import { runCli } from './cli.js';

// A reader that stops early (`component-config-check | head`) closes the pipe: the rest of the
// output is not wanted, so it is dropped without node's unhandled-error stack, and the exit
// status stays the verdict. Any other write failure is one line and exit status 2.
function onWriteError(stream: NodeJS.WriteStream, name: string): void {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') return;
    process.exitCode = 2;
    if (stream !== process.stderr)
      process.stderr.write(`component-config-check: cannot write to ${name} (${error.code ?? error.message})\n`);
  });
}

// The bundle is also the worker threads' script (see parallel.ts): this module's own URL is
// what a worker runs.
const args = process.argv.slice(2);
if (args.includes('--lsp')) {
  // The language server is a chunk of its own: the command line's start-up does not load it.
  (await import('../lsp/server.js')).serve(args);
} else if (!(await servedAsWorker())) {
  onWriteError(process.stdout, 'standard output');
  onWriteError(process.stderr, 'standard error');
  const code = await runCli(
    args,
    process.cwd(),
    (s) => process.stdout.write(s),
    (s) => process.stderr.write(s),
    process.stdout.isTTY === true,
    new URL(import.meta.url),
  );
  // A write failure other than a closed pipe has already set 2; the verdict does not hide it.
  if (process.exitCode !== 2) process.exitCode = code;
}
