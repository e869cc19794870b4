import { describe, expect, it } from 'vitest';
import { allSuites } from './suites/all-suites.ts';

// Benchmarks are not tests; this only proves every suite still runs end to end with tiny counts
// and still produces its tables and target checks, so `pnpm bench` cannot rot between runs.
describe('bench smoke run', () => {
  it.each(allSuites.map((suite) => [suite.id, suite] as const))(
    'runs the %s suite with tiny counts',
    async (_id, suite) => {
      const report = await suite.run('smoke');
      expect(report.markdown).toMatch(/\|\s*---/);
      expect(report.targets.length).toBeGreaterThan(0);
      for (const check of report.targets) expect(check.measured).not.toBe('');
    },
  );
});
