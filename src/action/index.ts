import { servedAsWorker } from '../run/parallel.js';
import { run } from './main.js';
import { direct } from './actions-core.js';

// The bundle is also the worker threads' script (see parallel.ts): this module's own URL is
// what a worker runs.
if (!(await servedAsWorker())) await run(process.env, new URL(import.meta.url), direct);
