import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // vitest's defaults (5 s a test, 10 s a hook) assume an idle machine: on a loaded 2-core one,
    // the corpus-wide unit tests that take 3 s idle took up to 24 s. Tests that spawn processes
    // set their own timeout from the work they wait for (spawnTimeout in test/e2e/harness.ts).
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
