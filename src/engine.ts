// How V8 is set for a run: a long run's young generation kept small, and the optimising compiler
// (TurboFan) held back until the run is large enough to repay it. V8's flags are the process's,
// so a flag set here holds for every thread, including the workers started later.

import v8 from 'node:v8';

/**
 * Called first by each entry. A long run allocates much and keeps little, yet V8 grows a
 * thread's young generation towards its maximum (tens of MiB) as scavenges go by: at 20,000
 * files that doubled the peak memory, and the larger heap cost CPU time too. Kept at its
 * starting size, each scavenge stays small and cheap. The flag is read at each growth, so it
 * holds for the main thread, already running, and for the workers. Set at start-up, not when
 * the first worker starts: by then the search has grown the main thread's young generation
 * (node 20's peak at 20,000 files: 120 MiB set at start-up, 170 MiB set at the first worker).
 */
export function keepYoungGenerationSmall(): void {
  v8.setFlagsFromString('--semi-space-growth-factor=1');
}

/** From this many files found, a run is large enough for the optimising compiler to pay. */
export const OPTIMISE_FROM_FILES = 8000;
/** From this many files a thread has read in full (the `yaml` parser), too. */
export const OPTIMISE_FROM_FULL_READS = 100;
/** And from one file this large. */
export const OPTIMISE_FROM_BYTES = 256 * 1024;

/**
 * Called by each entry's main thread, before anything is checked. Each thread compiles its hot
 * functions with TurboFan on its own, on background threads that compete with the checking
 * threads for the cores: on 2 cores, a run of a few thousand configs ends before that work pays
 * back (node 20, 5,000 configs: 25% less wall time without it; node 24, whose Maglev compiler
 * still runs, 10%). The baseline compilers still run. A large run turns it back on
 * (useOptimisingCompiler); from the start, it would be about 5% faster at 10,000 configs.
 */
export function holdBackOptimisingCompiler(): void {
  v8.setFlagsFromString('--no-turbofan');
}

let optimising = false;

/** The run has proved large (OPTIMISE_FROM_…): TurboFan from now on, for every thread. */
export function useOptimisingCompiler(): void {
  if (optimising) return;
  optimising = true;
  v8.setFlagsFromString('--turbofan');
}
