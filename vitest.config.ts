import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// The tiers (CONTRIBUTING.md, "Which tests to run"): `fast` needs nothing but node and npm ci;
// `e2e` runs the built bundle and the real clients (git, pre-commit, script, python3) and the
// extras of `npm run extras`; `slow` holds the differentials and the corpora. `vitest run`
// without --project runs all three, as `npm test` and .ci/run do.
const SLOW = [
  'test/unit/pyyaml.test.ts', // PyYAML differential (python3)
  'test/unit/pyyaml-tags.test.ts', // PyYAML's resolver and constructor on the tag corpus (python3)
  'test/unit/builder-differential.test.ts', // the builder's models (python3 with PyYAML and pydantic)
  'test/unit/mutation.test.ts',
  'test/unit/plain-reader.test.ts', // the fast reader against the full read on 20,000 mutants
  'test/unit/schema-errors.test.ts', // against TypeBox's error walk on seeded mutants
  'test/unit/fix-property.test.ts',
  'test/unit/findings-unchanged.test.ts', // the golden findings of the benchmark corpora
  'test/e2e/findings-unchanged.test.ts',
];
/** Unit tests that need a client (git, mkfifo), run with the end-to-end tests. */
const CLIENT = ['test/unit/repo.test.ts', 'test/unit/git.test.ts', 'test/unit/pipes.test.ts'];
const EXTRAS = 'test/e2e/extras-setup.ts';

/**
 * The slow tier first, then e2e, then fast. Without recorded durations (a fresh clone, CI),
 * vitest orders the projects by name, which left the slow tier's few long files, busy on the
 * CPU, to run last, beside nothing; started first, they run beside the e2e files, which mostly
 * wait. Within a tier, vitest's own order (the longest first once it has run).
 */
class TiersSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (f: TestSpecification) => ['slow', 'e2e', 'fast'].indexOf(f.project.name);
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  test: {
    // vitest's defaults (5 s a test, 10 s a hook) assume an idle machine: on a loaded 2-core one,
    // the corpus-wide unit tests that take 3 s idle took up to 24 s. Tests that spawn processes
    // set their own timeout from the work they wait for (spawnTimeout in test/e2e/harness.ts).
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One file more than there are cores (vitest's default is one fewer: a single worker on 2
    // cores, which ran the whole suite one file after another). Most e2e and slow files spend
    // their time waiting: on child processes (the bundle, git, pre-commit, python3) and on the
    // retry waits the action keeps against the fake GitHub: on 2 cores, in one worker, the e2e
    // tier took 105 s of CPU in 179 s (CONTRIBUTING.md, "How long the suite takes").
    maxWorkers: availableParallelism() + 1,
    sequence: { sequencer: TiersSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'fast',
          include: ['test/unit/**/*.test.ts'],
          // One module graph per worker instead of one per file: the files import the same
          // checker, and importing it again for each cost more than half the tier's time (68 s
          // against 28 s on a loaded 2-core machine). They pass in any order
          // (--sequence.shuffle.files); a test that needs a fresh module is not a fast one.
          isolate: false,
          exclude: [...configDefaults.exclude, ...SLOW, ...CLIENT],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts', ...CLIENT],
          exclude: [...configDefaults.exclude, ...SLOW],
          globalSetup: [EXTRAS],
        },
      },
      { extends: true, test: { name: 'slow', include: SLOW, globalSetup: [EXTRAS] } },
    ],
  },
});
