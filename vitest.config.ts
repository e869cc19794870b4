import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // vitest's default in a run is one worker fewer than the cores: one test file at a time on a
    // 2-core machine, while most of our files wait on servers, child processes or a browser rather
    // than compute. One worker per core (at least two) overlaps those waits; the suites' timeouts
    // were set for a loaded machine (they pass with two workers beside two other builds).
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      'packages/*/vitest.config.ts',
      'packages/*/vitest.*.config.ts',
      'examples/*/vitest.config.ts',
      'bench/vitest.config.ts',
    ],
  },
});
