// Large workspaces are checked on every core. The files are cut into chunks of a few dozen as the
// search finds them; worker threads (this same bundle, started again in worker mode) are started
// as soon as the search has found enough files to make them pay, and are sent each chunk as it
// is cut, so that they check while the main thread is still searching. Every thread takes the
// next chunk from a shared counter until none is left, the main thread once its search is done,
// so that all of them work to the end. The results are then put in the order of the sorted file
// list, so the output is a sequential run's. A chunk a worker took but did not return (it
// failed) is checked on the main thread: no file is ever lost to a thread.
//
// Files with findings, and files outside the fast reader's subset, need the full YAML read and
// the schema findings: chunks of the bundle that take a while to load and warm up. A worker
// hands such files over to the main thread, which checks them between its own chunks, so that
// only one thread pays for those parts; while the main thread does that, the workers take more
// of the other chunks. A worker stops handing over (and loads the parts) when such files are
// more than a small share of its own: a repository of files outside the subset is still
// checked on every core.
//
// This module is the mechanism; how many threads, from when, the chunk's size and the share
// handed over are runtime.ts's to decide.

import { type Checked, checkFiles, type CheckFilesOptions } from './check-files.js';
import type { Finding } from '../config/findings.js';
import type { Suppressed } from '../config/fix/suppress.js';
import { CHUNK, cores, HandOver, startWorker, threadsFor } from './runtime.js';

type PlainOptions = Omit<CheckFilesOptions, 'onInternalError' | 'known'>;

/** What a worker is started with; the chunks come as messages. */
interface Job {
  options: PlainOptions;
  /** [0]: the next chunk to take, shared by every thread. */
  next: Int32Array;
}

type Message =
  | { chunk: number; files: string[]; known: Array<[string, string]> }
  /** The number of chunks, once the search is done: a worker stops at the first chunk past it. */
  | { total: number };

/**
 * A chunk a worker checked, sent as soon as it is done (so that the results cross over while
 * the threads still work, not all at the end), with the files it handed over to the main thread.
 */
interface Done {
  chunk: number;
  checked: Checked;
  handed: string[];
  internalErrors: Array<{ file: string; message: string; stack: string }>;
}

// A worker is started with this argument, so that the bundle's entry can tell at no cost (a
// one-file run should not load node:worker_threads) that it may be one; workerData confirms it.
const WORKER_ARGUMENT = '--component-config-worker-thread';

/**
 * Worker mode when this is a worker thread started by a ParallelCheck: checks chunks until none
 * is left, sending each one's results back as it is done, and returns true. False anywhere else.
 */
export async function servedAsWorker(): Promise<boolean> {
  if (process.argv[2] !== WORKER_ARGUMENT) return false;
  const { isMainThread, parentPort, workerData } = await import('node:worker_threads');
  const job = (workerData as { componentConfigJob?: Job } | null)?.componentConfigJob;
  if (isMainThread || !job || !parentPort) return false;
  let internalErrors: Done['internalErrors'] = [];
  const chunks = new Map<number, string[]>();
  const known = new Map<string, string>();
  let total = -1;
  let wake: (() => void) | undefined;
  parentPort.on('message', (m: Message) => {
    if ('total' in m) total = m.total;
    else {
      chunks.set(m.chunk, m.files);
      for (const [file, real] of m.known) known.set(file, real);
    }
    wake?.();
  });
  const share = new HandOver();
  let handed: string[] = [];
  const options: CheckFilesOptions = {
    ...job.options,
    known,
    onInternalError: (file, e) => internalErrors.push({ file, message: e.message, stack: e.stack ?? e.message }),
    handOver: (file) => {
      if (!share.handOver()) return false;
      handed.push(file);
      return true;
    },
  };
  for (;;) {
    const i = Atomics.add(job.next, 0, 1);
    // A chunk taken before the search has cut it is waited for.
    while (!chunks.has(i) && (total < 0 || i < total)) await new Promise<void>((resolve) => (wake = resolve));
    const files = chunks.get(i);
    if (!files) break;
    share.took(files.length);
    const checked = await checkFiles(files, options);
    chunks.delete(i);
    parentPort.postMessage({ chunk: i, checked, handed, internalErrors } satisfies Done);
    handed = [];
    internalErrors = [];
  }
  parentPort.close();
  return true;
}

/** Where a ParallelCheck may start workers, and whom it tells how many threads it used. */
export interface ParallelOptions {
  /** The script a worker runs (the bundle itself); without one (tests run the TypeScript sources) the check is sequential. */
  entry: URL | undefined;
  /** Told, when the check starts, how many files it checks on how many threads. */
  onPlan?: ((files: number, threads: number) => void) | undefined;
  /** How many threads for the files found so far (default: runtime.ts's); a test gives its own, to start a worker on few files. */
  threadsFor?: ((found: number, cores: number) => number) | undefined;
}

/** Checks files on up to every core as they are found: `add` each file, then `finish` with the sorted list. */
export class ParallelCheck {
  private readonly cores: number;
  private readonly chunks: string[][] = [];
  private current: string[] = [];
  private count = 0;
  private readonly known = new Map<string, string>();
  private readonly options: CheckFilesOptions;
  private readonly next = new Int32Array(new SharedArrayBuffer(4));
  private readonly workers: Array<{
    post: (m: Message) => void;
    /** Resolves when the worker has stopped (done, or failed). */
    ended: Promise<void>;
    ref: () => void;
  }> = [];
  /** The chunks workers have checked, by number. */
  private readonly done = new Map<number, Checked>();
  /** Whether threads may be started here at all (an entry to run, and more than one core). */
  private threads: boolean;
  /** Files workers handed over, not checked yet (a list from each chunk). */
  private readonly handed: string[][] = [];
  private handOverArrived: (() => void) | undefined;

  private readonly entry: URL | undefined;
  private readonly onPlan: ((files: number, threads: number) => void) | undefined;
  private readonly threadsFor: (found: number, cores: number) => number;

  constructor(options: Omit<CheckFilesOptions, 'known'>, parallel: ParallelOptions) {
    this.entry = parallel.entry;
    this.onPlan = parallel.onPlan;
    this.threadsFor = parallel.threadsFor ?? threadsFor;
    this.options = { ...options, known: this.known };
    this.cores = cores();
    this.threads = this.entry !== undefined && this.entry.pathname.endsWith('.js') && this.cores > 1;
  }

  /** `real`: the file's real path, when the search found it (Search.known). */
  add(file: string, real?: string): void {
    if (real !== undefined) this.known.set(file, real);
    this.current.push(file);
    this.count++;
    if (this.current.length === CHUNK) this.cut();
    if (this.threads && this.workers.length + 1 < this.threadsFor(this.count, this.cores)) this.startWorker();
  }

  async finish(files: readonly string[]): Promise<Checked> {
    this.onPlan?.(files.length, this.workers.length + 1);
    if (this.workers.length === 0) return await checkFiles(files, this.options);
    if (this.current.length > 0) this.cut();
    const total = this.chunks.length;
    for (const w of this.workers) {
      w.post({ total });
      w.ref();
    }

    const results: Array<Checked | undefined> = [];
    // The files workers handed over, checked here.
    const handedResults: Checked[] = [];
    const takeHanded = async () => {
      for (let h = this.handed.shift(); h; h = this.handed.shift())
        handedResults.push(await checkFiles(h, this.options));
    };
    // Messages from the workers are delivered only when this thread yields to the event loop.
    const yieldToMessages = () => new Promise<void>((resolve) => setImmediate(resolve));
    for (;;) {
      await yieldToMessages();
      await takeHanded();
      const i = Atomics.add(this.next, 0, 1);
      if (i >= total) break;
      results[i] = await checkFiles(this.chunks[i]!, this.options);
    }
    for (const w of this.workers) {
      // Files handed over keep coming until the worker has stopped: they are checked meanwhile.
      let stopped = false;
      const ended = w.ended.finally(() => (stopped = true));
      while (!stopped) {
        await takeHanded();
        await Promise.race([ended, this.nextHandOver()]);
      }
      await takeHanded();
    }
    for (let i = 0; i < total; i++) {
      results[i] ??= this.done.get(i);
      if (results[i]) continue;
      // A chunk a worker took and did not return (it failed): checked here. A worker hands files
      // over only with a chunk it returns, so none of these was handed over.
      results[i] = await checkFiles(this.chunks[i]!, this.options);
    }
    return inFileOrder(files, [...(results as Checked[]), ...handedResults]);
  }

  /** Resolves at the next hand-over from a worker. */
  private nextHandOver(): Promise<void> {
    return new Promise((resolve) => (this.handOverArrived = resolve));
  }

  private cut(): void {
    const files = this.current;
    this.current = [];
    const chunk = this.chunks.push(files) - 1;
    for (const w of this.workers) w.post(this.message(chunk));
  }

  private message(chunk: number): Message {
    const files = this.chunks[chunk]!;
    const known: Array<[string, string]> = [];
    for (const f of files) {
      const real = this.known.get(f);
      if (real !== undefined) known.push([f, real]);
    }
    return { chunk, files, known };
  }

  private startWorker(): void {
    const { onInternalError: _, known: __, ...options } = this.options;
    const job: Job = { options, next: this.next };
    let worker: import('node:worker_threads').Worker;
    try {
      worker = startWorker(this.entry!, { argv: [WORKER_ARGUMENT], workerData: { componentConfigJob: job } });
    } catch {
      this.threads = false; // no thread can start here: the main thread checks everything
      return;
    }
    // Until finish() waits for it, a worker must not keep the process alive: a run that stops
    // between the search and the check (an API error) ends without it.
    worker.unref();
    let failed = false;
    const ended = new Promise<void>((resolve) => {
      worker.on('message', (m: Done) => {
        this.done.set(m.chunk, m.checked);
        for (const e of m.internalErrors)
          this.options.onInternalError?.(e.file, Object.assign(new Error(e.message), { stack: e.stack }));
        if (m.handed.length > 0) {
          this.handed.push(m.handed);
          this.handOverArrived?.();
        }
      });
      worker.once('error', () => {
        failed = true;
        resolve();
      });
      worker.once('exit', () => resolve());
    });
    const post = (m: Message) => {
      if (failed) return;
      try {
        worker.postMessage(m);
      } catch {
        failed = true;
      }
    };
    this.workers.push({ post, ended, ref: () => worker.ref() });
    for (let i = 0; i < this.chunks.length; i++) post(this.message(i));
  }
}

/** Check `files` on up to every core (ParallelCheck with the whole list known up front). */
export async function checkFilesInParallel(
  files: readonly string[],
  options: CheckFilesOptions,
  parallel: ParallelOptions,
): Promise<Checked> {
  const { known, ...rest } = options;
  const check = new ParallelCheck(rest, parallel);
  for (const file of files) check.add(file, known?.get(file));
  return await check.finish(files);
}

/** The chunks' results, file by file in the order of `files`. */
function inFileOrder(files: readonly string[], results: readonly Checked[]): Checked {
  const findings = new Map<string, Finding[]>();
  const suppressed = new Map<string, Suppressed[]>();
  const entries = new Map<string, Checked['entries'][number]>();
  const lines: Checked['lines'] = new Map();
  const out: Checked = { findings: [], entries: [], suppressed: [], lines: new Map(), pointsAt: new Map() };
  for (const r of results) {
    for (const f of r.findings) push(findings, f.file, f);
    for (const s of r.suppressed) push(suppressed, s.finding.file, s);
    for (const e of r.entries) entries.set(e.file, e);
    for (const [file, l] of r.lines) lines.set(file, l);
    for (const [file, p] of r.pointsAt) out.pointsAt.set(file, p);
  }
  for (const file of files) {
    out.findings.push(...(findings.get(file) ?? []));
    out.suppressed.push(...(suppressed.get(file) ?? []));
    const entry = entries.get(file);
    if (entry) out.entries.push(entry);
    const l = lines.get(file);
    if (l) out.lines.set(file, l);
  }
  return out;
}

function push<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
