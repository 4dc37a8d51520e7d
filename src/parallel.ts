// Large workspaces are checked on every core: the files are cut into contiguous slices, the
// main thread checks the first while worker threads (this same bundle, started again in worker
// mode) check the others, and the results are joined in slice order, so the output order is
// the same as a sequential run's. A slice whose worker fails is checked here instead: no file
// is ever lost to a thread.

import os from 'node:os';
import { type Checked, checkFiles, type CheckFilesOptions } from './check-files.js';

/** Below this many files per thread, starting a worker (loading the bundle) costs more than it saves. */
const MIN_FILES_PER_THREAD = 400;

type PlainOptions = Omit<CheckFilesOptions, 'onInternalError'>;

interface Job {
  files: string[];
  options: PlainOptions;
}

interface Reply extends Checked {
  internalErrors: Array<{ file: string; message: string; stack: string }>;
}

// A worker is started with this argument, so that the bundle's entry can tell at no cost (a
// one-file run should not load node:worker_threads) that it may be one; workerData confirms it.
const WORKER_ARGUMENT = '--component-config-worker-thread';

/**
 * Worker mode when this is a worker thread started by checkFilesInParallel: checks the slice
 * handed over, sends the result back, and returns true. False anywhere else.
 */
export async function servedAsWorker(): Promise<boolean> {
  if (process.argv[2] !== WORKER_ARGUMENT) return false;
  const { isMainThread, parentPort, workerData } = await import('node:worker_threads');
  const job = (workerData as { componentConfigJob?: Job } | null)?.componentConfigJob;
  if (isMainThread || !job) return false;
  const internalErrors: Reply['internalErrors'] = [];
  const checked = await checkFiles(job.files, {
    ...job.options,
    onInternalError: (file, e) => internalErrors.push({ file, message: e.message, stack: e.stack ?? e.message }),
  });
  parentPort?.postMessage({ ...checked, internalErrors } satisfies Reply);
  return true;
}

/**
 * Check `files` on up to every core. `entry` is the script a worker runs (the bundle itself);
 * without one (tests run the TypeScript sources) the check is sequential.
 */
export async function checkFilesInParallel(
  files: readonly string[],
  options: CheckFilesOptions,
  entry: URL | undefined,
  onPlan?: (threads: number) => void,
): Promise<Checked> {
  const cores = typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length;
  const threads = Math.min(cores, Math.floor(files.length / MIN_FILES_PER_THREAD));
  if (!entry || !entry.pathname.endsWith('.js') || threads < 2) {
    onPlan?.(1);
    return await checkFiles(files, options);
  }
  onPlan?.(threads);

  const size = Math.ceil(files.length / threads);
  const slices = Array.from({ length: threads }, (_, i) => files.slice(i * size, (i + 1) * size));
  const { onInternalError, ...plain } = options;
  const { Worker } = await import('node:worker_threads');
  const pending = slices.slice(1).map((slice) => runWorker(Worker, entry, { files: slice, options: plain }));
  const results: Checked[] = [await checkFiles(slices[0]!, options)];
  for (const [i, p] of pending.entries()) {
    const reply = await p;
    if (reply) {
      for (const e of reply.internalErrors)
        onInternalError?.(e.file, Object.assign(new Error(e.message), { stack: e.stack }));
      results.push(reply);
    } else {
      results.push(await checkFiles(slices[i + 1]!, options));
    }
  }
  return {
    findings: results.flatMap((r) => r.findings),
    entries: results.flatMap((r) => r.entries),
    suppressed: results.flatMap((r) => r.suppressed),
    lines: new Map(results.flatMap((r) => [...r.lines])),
  };
}

/** The worker's reply, or undefined when it could not start or did not answer. */
function runWorker(
  Worker: typeof import('node:worker_threads').Worker,
  entry: URL,
  job: Job,
): Promise<Reply | undefined> {
  return new Promise((resolve) => {
    let worker: InstanceType<typeof Worker>;
    try {
      worker = new Worker(entry, { argv: [WORKER_ARGUMENT], workerData: { componentConfigJob: job } });
    } catch {
      resolve(undefined);
      return;
    }
    let reply: Reply | undefined;
    worker.once('message', (m: Reply) => {
      reply = m;
    });
    worker.once('error', () => resolve(undefined));
    worker.once('exit', () => resolve(reply));
  });
}
