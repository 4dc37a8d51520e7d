// Preloaded (`node --import`) into the children of the benchmark's checking round only: at exit,
// writes the whole process's resource use to $BENCH_RUSAGE_FILE as one JSON object: peak
// resident memory (all threads: worker threads share the process) and CPU time, user and
// system (all threads together, so CPU / wall > 1 means more than one core was busy).

import { writeFileSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';

const file = process.env.BENCH_RUSAGE_FILE;
if (file && isMainThread) {
  process.on('exit', () => {
    const u = process.resourceUsage();
    writeFileSync(
      file,
      JSON.stringify({ maxRssMiB: u.maxRSS / 1024, userMs: u.userCPUTime / 1000, systemMs: u.systemCPUTime / 1000 }),
    );
  });
}
