import { describe, expect, it } from 'vitest';
import { measureSideBySide } from './interleaved-bench.ts';

describe('measureSideBySide', () => {
  it('samples a task that reaches the iteration ceiling within its warm-up', async () => {
    // A task this fast runs far more than 50 times in a 20 ms warm-up: when the warm-up's calls
    // counted toward the ceiling, the measured phase started aborted and took no sample.
    const results = await measureSideBySide([{ name: 'fast', fn: () => undefined }], {
      rounds: 2,
      timeMs: 5,
      minIterations: 4,
      maxIterations: 50,
      warmupMs: 20,
    });
    expect(results.get('fast')?.roundP50s).toHaveLength(2);
  });

  it('stops a round at the iteration ceiling, whatever its time budget', async () => {
    let calls = 0;
    const started = performance.now();
    await measureSideBySide([{ name: 'counted', fn: () => void calls++ }], {
      rounds: 1,
      timeMs: 60_000,
      minIterations: 4,
      maxIterations: 100,
      warmupMs: 0,
    });
    // 100 measured, and the one call tinybench makes when a task is added, to tell if it is async.
    expect(calls).toBe(101);
    expect(performance.now() - started).toBeLessThan(30_000);
  });
});
