import { isWorker, serveWorker } from './parallel.js';
import { run } from './main.js';

// The bundle is also the worker threads' script (see parallel.ts): this module's own URL is
// what a worker runs.
if (isWorker()) serveWorker();
else await run(process.env, new URL(import.meta.url));
