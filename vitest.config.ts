import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // vitest's default in a run is one worker fewer than the cores: one test file at a time on a
    // 2-core machine, while most of our files wait on servers, child processes or a browser rather
    // than compute. Measured on 2 cores, whole suite, quiet machine: 2 workers 494 s using 1.2
    // cores on average, 4 workers 359 s using 1.8. A fresh clone's `.ci/run` gains little (517 s
    // with two; 496 s and 514 s with four): it starts with no cache of file durations and nothing
    // transformed. So at least four, and one per core beyond that; the timeouts allow for load.
    maxWorkers: Math.max(4, availableParallelism()),
    projects: [
      'packages/*/vitest.config.ts',
      'packages/*/vitest.*.config.ts',
      'integration/vitest.config.ts',
      'examples/*/vitest.config.ts',
      // Component tests in each DOM environment (examples/react): one config per environment.
      'examples/*/vitest.{jsdom,happy-dom}.config.ts',
      'bench/vitest.config.ts',
    ],
  },
});
