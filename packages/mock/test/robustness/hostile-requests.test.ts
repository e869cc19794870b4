import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { createMuseumMock } from '../../src/index.ts';
import { type FuzzTally, fuzzProperty, fuzzRuns, fuzzSeed } from './fuzz-property.ts';
import { fuzzContextOf } from './fuzz-request.ts';
import { answerOf } from './response-checks.ts';

// 10,000+ under `pnpm fuzz`; a quick share in the default test command.
const runs = fuzzRuns('MUSEUM_FUZZ_RUNS', 500);
const base = 'https://museum.fuzz.test/v1.1';

describe('the mock, driven in-process through its msw handlers with hostile requests', () => {
  test(
    `keeps the HTTP contract, its store and the built-in prototypes intact over ${runs} requests`,
    async () => {
      const mock = createMuseumMock({ clock: '2026-11-22T12:00:00Z', randomSeed: 'fuzz' });
      const context = fuzzContextOf(mock.store, mock.options.maxBodyBytes);
      const tally: FuzzTally = { cases: 0, statuses: {} };
      const started = performance.now();
      await fc.assert(
        fuzzProperty(
          mock,
          context,
          { charset: 'latin1', lyingContentLength: true, overHttp: false },
          async (request) => {
            const init: RequestInit = { method: request.method, headers: request.headers };
            if (request.body !== undefined) init.body = request.body as Uint8Array<ArrayBuffer>;
            return answerOf(await mock.fetch(new Request(`${base}${request.target}`, init)));
          },
          tally,
        ),
        { numRuns: runs, ...fuzzSeed() },
      );
      const seconds = (performance.now() - started) / 1000;
      console.info(
        `fuzz in-process: ${tally.cases} requests in ${seconds.toFixed(1)} s; statuses ${JSON.stringify(tally.statuses)}`,
      );
      expect(tally.cases).toBe(runs);
      expect(Object.keys(tally.statuses).filter((status) => Number(status) >= 500)).toEqual([]);
    },
    Math.max(60_000, runs * 100),
  );
});
