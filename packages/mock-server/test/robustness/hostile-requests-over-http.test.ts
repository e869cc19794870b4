import fc from 'fast-check';
import { Pool } from 'undici';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  type FuzzTally,
  fuzzProperty,
  fuzzRuns,
  fuzzSeed,
} from '../../../mock/test/robustness/fuzz-property.ts';
import { fuzzContextOf } from '../../../mock/test/robustness/fuzz-request.ts';
import { type MuseumServer, startMuseumServer } from '../../src/index.ts';
import { sendOverHttp } from './http-answer.ts';

const runs = fuzzRuns('MUSEUM_FUZZ_HTTP_RUNS', 150);

describe('the standalone server, sent hostile requests over real HTTP', () => {
  let server: MuseumServer;
  let pool: Pool;

  beforeAll(async () => {
    server = await startMuseumServer({ port: 0, clock: '2026-11-22T12:00:00Z', randomSeed: 'fuzz-http' });
    // One connection (the property sends one request at a time), closed when idle for 1 s, well
    // before the server's 5 s keep-alive: a socket the server closes as it is reused would fail
    // the case with ECONNRESET, a race of keep-alive and not the mock's doing.
    pool = new Pool(new URL(server.url).origin, { connections: 1, keepAliveTimeout: 1000 });
  });

  afterAll(async () => {
    await pool?.close();
    await server?.close();
  });

  test(
    `keeps the HTTP contract, its store and the built-in prototypes intact over ${runs} requests`,
    async () => {
      const context = fuzzContextOf(server.mock.store, server.mock.options.maxBodyBytes);
      const basePath = new URL(server.url).pathname;
      const tally: FuzzTally = { cases: 0, statuses: {} };
      const started = performance.now();
      await fc.assert(
        fuzzProperty(
          server.mock,
          context,
          { charset: 'ascii', lyingContentLength: false, overHttp: true },
          (request) => sendOverHttp(pool, basePath, request),
          tally,
        ),
        { numRuns: runs, ...fuzzSeed() },
      );
      const seconds = (performance.now() - started) / 1000;
      console.info(
        `fuzz over HTTP: ${tally.cases} requests in ${seconds.toFixed(1)} s; statuses ${JSON.stringify(tally.statuses)}`,
      );
      expect(tally.cases).toBe(runs);
    },
    Math.max(60_000, runs * 150),
  );
});
