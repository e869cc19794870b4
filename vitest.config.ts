import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // vitest's default in a run is one worker fewer than the cores: one test file at a time on a
    // 2-core machine, while most of our files wait on servers, child processes or a browser rather
    // than compute. Measured on 2 cores, whole suite, quiet machine: 2 workers 494 s using 1.2
    // cores on average, 4 workers 359 s using 1.8. A fresh clone gains less (517 s to 496 s in
    // `.ci/run`: no cache of file durations to start the long files first, nothing transformed
    // yet). So at least four, and one per core beyond that; the suites' timeouts allow for load.
    maxWorkers: Math.max(4, availableParallelism()),
    projects: [
      'packages/*/vitest.config.ts',
      'packages/*/vitest.*.config.ts',
      'examples/*/vitest.config.ts',
      'bench/vitest.config.ts',
    ],
  },
});
