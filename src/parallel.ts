// Large workspaces are checked on every core: the files are cut into chunks of a few dozen,
// which the main thread and worker threads (this same bundle, started again in worker mode) take
// one at a time from a shared counter until none is left, so that every thread works to the end
// (the main thread starts at once, the workers when they have loaded). The results are joined in
// chunk order, so the output order is a sequential run's. A chunk a worker took but did not
// return (it failed) is checked here: no file is ever lost to a thread.

import os from 'node:os';
import v8 from 'node:v8';
import { type Checked, checkFiles, type CheckFilesOptions } from './check-files.js';

/** Below this many files per thread, starting a worker (loading the bundle) costs more than it saves. */
const MIN_FILES_PER_THREAD = 400;
/** Files per chunk: small enough that the threads end together, large enough that taking one costs nothing. */
const CHUNK = 64;

type PlainOptions = Omit<CheckFilesOptions, 'onInternalError'>;

interface Job {
  files: readonly string[];
  options: PlainOptions;
  /** [0]: the next chunk to take, shared by every thread. */
  next: Int32Array;
}

interface Reply {
  chunks: Array<[number, Checked]>;
  internalErrors: Array<{ file: string; message: string; stack: string }>;
}

/**
 * Called first by each entry. A long run allocates much and keeps little, yet V8 grows a
 * thread's young generation towards its maximum (tens of MiB) as scavenges go by: at 20,000
 * files that doubled the peak memory, and the larger heap cost CPU time too. Kept at its
 * starting size, each scavenge stays small and cheap. The flag is read at each growth, so it
 * holds for the main thread, already running, and for the workers.
 */
export function keepYoungGenerationSmall(): void {
  v8.setFlagsFromString('--semi-space-growth-factor=1');
}

// A worker is started with this argument, so that the bundle's entry can tell at no cost (a
// one-file run should not load node:worker_threads) that it may be one; workerData confirms it.
const WORKER_ARGUMENT = '--component-config-worker-thread';

/**
 * Worker mode when this is a worker thread started by checkFilesInParallel: checks chunks until
 * none is left, sends the results back, and returns true. False anywhere else.
 */
export async function servedAsWorker(): Promise<boolean> {
  if (process.argv[2] !== WORKER_ARGUMENT) return false;
  const { isMainThread, parentPort, workerData } = await import('node:worker_threads');
  const job = (workerData as { componentConfigJob?: Job } | null)?.componentConfigJob;
  if (isMainThread || !job) return false;
  const reply: Reply = { chunks: [], internalErrors: [] };
  await takeChunks(
    job.files,
    {
      ...job.options,
      onInternalError: (file, e) =>
        reply.internalErrors.push({ file, message: e.message, stack: e.stack ?? e.message }),
    },
    job.next,
    (i, checked) => reply.chunks.push([i, checked]),
  );
  parentPort?.postMessage(reply);
  return true;
}

/** Takes chunks from the shared counter and checks them, until none is left. */
async function takeChunks(
  files: readonly string[],
  options: CheckFilesOptions,
  next: Int32Array,
  done: (chunk: number, checked: Checked) => void,
): Promise<void> {
  const chunks = Math.ceil(files.length / CHUNK);
  for (;;) {
    const i = Atomics.add(next, 0, 1);
    if (i >= chunks) return;
    done(i, await checkFiles(files.slice(i * CHUNK, (i + 1) * CHUNK), options));
  }
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

  const { onInternalError, ...plain } = options;
  const next = new Int32Array(new SharedArrayBuffer(4));
  const { Worker } = await import('node:worker_threads');
  const pending = Array.from({ length: threads - 1 }, () => runWorker(Worker, entry, { files, options: plain, next }));
  const results: Array<Checked | undefined> = [];
  await takeChunks(files, options, next, (i, checked) => (results[i] = checked));
  for (const p of pending) {
    const reply = await p;
    if (!reply) continue;
    for (const e of reply.internalErrors)
      onInternalError?.(e.file, Object.assign(new Error(e.message), { stack: e.stack }));
    for (const [i, checked] of reply.chunks) results[i] = checked;
  }
  const chunks = Math.ceil(files.length / CHUNK);
  const joined: Checked[] = [];
  for (let i = 0; i < chunks; i++) {
    joined.push(results[i] ?? (await checkFiles(files.slice(i * CHUNK, (i + 1) * CHUNK), options)));
  }
  return {
    findings: joined.flatMap((r) => r.findings),
    entries: joined.flatMap((r) => r.entries),
    suppressed: joined.flatMap((r) => r.suppressed),
    lines: new Map(joined.flatMap((r) => [...r.lines])),
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
