// How a run is executed fast, in one place: which parts of the checker a thread has loaded (the
// lazy chunks), how many threads check and from when, how work is shared between them, and how
// a worker is started. The other modules report what happens (files found by the search, a file
// that needs a part not loaded) and ask what to do; the numbers and the choices are all here.
// No V8 flag is changed at run time: node's documentation warns that a change after start-up
// may crash the process, and a runner gives no way to start node with flags (docs/speed.md).

import os from 'node:os';
import type { Worker, WorkerOptions } from 'node:worker_threads';
import type { AllParts, Needs, Part, Parts } from '../config/parts.js';
import type { FullRead } from '../config/read/source.js';

/** Below this many files per thread, starting a worker (loading the bundle) costs more than it saves. */
const MIN_FILES_PER_THREAD = 400;

/**
 * On two cores, the files a run must have found before its one worker is started. The worker
 * shares the second core with the main thread's own helper threads (V8's garbage collector and
 * compilers: a run without workers keeps 1.3 cores busy), and starting it (a thread, node's
 * bootstrap, the bundle compiled again, a cold pass) cost more than it saved at 1,000 and at
 * 5,000 files, in wall time as in CPU time (docs/speed.md, issue 40). Larger runs keep it.
 */
const TWO_CORES_FIRST_WORKER = 10_000;

/** Files per chunk: small enough that the threads end together, large enough that taking one costs nothing. */
export const CHUNK = 64;

/** A worker hands over at most this share of the files it takes (and one chunk's worth). */
const HAND_OVER_SHARE = 0.15;

/**
 * A worker's young generation, at most (MiB). A long run allocates much and keeps little, and
 * V8 grows a thread's young generation towards its maximum as scavenges go by, which at 20,000
 * files doubled the peak memory and cost CPU time; `resourceLimits` is the supported way to
 * bound it, for a worker (the main thread's is V8's default: see docs/speed.md).
 */
const WORKER_YOUNG_GENERATION_MB = 8;

/** How many cores this process may use. */
export function cores(): number {
  return typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length;
}

/**
 * How many threads should check, the search having found `found` files so far: one more for
 * each MIN_FILES_PER_THREAD files, from the second on, up to one per core; on two cores, none
 * more before TWO_CORES_FIRST_WORKER files.
 */
export function threadsFor(found: number, available: number): number {
  if (available <= 2 && found < TWO_CORES_FIRST_WORKER) return 1;
  return Math.max(1, Math.min(available, Math.floor(found / MIN_FILES_PER_THREAD)));
}

/** Starts a worker thread on `entry` (the bundle itself), with the limits a checking thread runs under. */
export function startWorker(entry: URL, options: WorkerOptions): Worker {
  // Loaded here, synchronously (the search reports files as it finds them), and only by runs
  // large enough to start a thread.
  const { Worker } = process.getBuiltinModule('node:worker_threads');
  return new Worker(entry, { ...options, resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB } });
}

/**
 * A worker's share of the files that need a part it has not loaded: it hands them over to the
 * main thread, so that only one thread loads and warms those parts, until they are more than
 * HAND_OVER_SHARE of the files it took (then it loads them itself: a repository of files outside
 * the fast reader's subset is still checked on every core).
 */
export class HandOver {
  private taken = 0;
  private handed = 0;

  /** The worker took `files` more files. */
  took(files: number): void {
    this.taken += files;
  }

  /** A file needs a part not loaded: true when it is to be handed over (counted as such). */
  handOver(): boolean {
    if (this.handed >= HAND_OVER_SHARE * this.taken + CHUNK) return false;
    this.handed++;
    return true;
  }
}

// The parts this thread has loaded. Each is a chunk of its own in the bundle, loaded at the first
// file that needs it: the `yaml` package and the full read (a file outside the fast reader's
// subset, a suppression comment, a finding on a whole mapping or list), and the schema findings
// (a file that does not fit its form). Most runs load neither.
const loaded: Parts = {};
const loading = new Map<Part, Promise<void>>();

/** The parts this thread has loaded so far, to give the checker. */
export function parts(): Readonly<Parts> {
  return loaded;
}

/** Loads the parts named (each at most once per thread). */
export async function loadParts(needs: readonly Part[]): Promise<void> {
  await Promise.all(needs.map(loadPart));
}

/** Every part, loaded: for checks whose findings are needed here and now, whatever they are (the fixes). */
export async function everyPart(): Promise<AllParts> {
  await loadParts(['full-read', 'schema-findings']);
  return { fullRead: loaded.fullRead!, schemaFindings: loaded.schemaFindings! };
}

/** The full read, loaded (the policy file is always read with it). */
export async function fullReadPart(): Promise<FullRead> {
  await loadParts(['full-read']);
  return loaded.fullRead!;
}

function loadPart(part: Part): Promise<void> {
  let p = loading.get(part);
  if (!p) {
    p =
      part === 'full-read'
        ? import('../config/read/full-read.js').then((m) => {
            loaded.fullRead = m.fullRead;
          })
        : import('../config/schema/schema-findings.js').then((m) => {
            loaded.schemaFindings = m.schemaDrafts;
          });
    loading.set(part, p);
  }
  return p;
}

/**
 * Runs `check` with this thread's parts. A check that needs parts not loaded is answered here, in
 * one place: the file is handed over when `handOver` takes it (undefined), or else the parts it
 * needs are loaded and it is checked again (each part loaded once: at most one round per part).
 */
export async function withParts<T extends object>(
  check: (parts: Readonly<Parts>) => T | Needs,
  handOver?: () => boolean,
): Promise<T | undefined> {
  let result = check(loaded);
  if (!isNeeds(result)) return result;
  if (handOver?.()) return undefined;
  while (isNeeds(result)) {
    const missing = result.needs.filter((part) => !has(part));
    // A check that asks for a part it was given would ask forever: a bug, said as one.
    if (missing.length === 0) throw new Error(`the checker needs ${result.needs.join(', ')}, which it was given`);
    await loadParts(missing);
    result = check(loaded);
  }
  return result;
}

function isNeeds(result: object): result is Needs {
  return 'needs' in result;
}

function has(part: Part): boolean {
  return (part === 'full-read' ? loaded.fullRead : loaded.schemaFindings) !== undefined;
}
