import { createMuseumClient } from '@museum-api/client';
import { createValidatingMuseumClient } from '@museum-api/client/validate';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { authorization, benchCredentials } from '../fixtures/museum-scenario.ts';
import { measureSideBySide, type SideBySideOptions } from '../harness/interleaved-bench.ts';
import { readOk } from '../harness/read-ok.ts';
import {
  formatNumber,
  formatRatio,
  markdownTable,
  type RunScale,
  type SuiteReport,
} from '../harness/report.ts';

const scales = {
  full: { rounds: 4, timeMs: 500, maxIterations: 50_000 },
  smoke: { rounds: 1, timeMs: 5, minIterations: 3, maxIterations: 6, warmupMs: 0 },
} satisfies Record<RunScale, SideBySideOptions>;

const baseUrl = 'http://api.bench/v1.1';
const event = {
  eventId: '5a1e0c3f-6b2d-4e8a-9f7c-1d3b5e7a9c20',
  name: 'Monet in Winter',
  location: 'Gallery 4',
  eventDescription: 'Twelve snow scenes, together for the first time.',
  dates: ['2027-01-09', '2027-01-10'],
  price: 18.5,
};

/**
 * Part 5b: what the client adds per call over a bare `fetch` (plus `response.json()`), all three
 * answered by the same constant msw handler, so only the client's own work differs.
 *
 * @example
 * ```ts
 * const report = await runClientOverhead('smoke');
 * ```
 */
export async function runClientOverhead(scale: RunScale): Promise<SuiteReport> {
  const server = setupServer(http.get(`${baseUrl}/special-events/:eventId`, () => HttpResponse.json(event)));
  server.listen({ onUnhandledFrame: 'error' });
  try {
    // msw replaces globalThis.fetch on listen; look it up per call, as an app's own fetch would.
    const options = {
      baseUrl,
      credentials: benchCredentials,
      fetch: (input: Request | URL | string, init?: RequestInit) => fetch(input, init),
    };
    const client = createMuseumClient(options);
    const validating = createValidatingMuseumClient(options);
    const headers = { Authorization: authorization };
    const url = `${baseUrl}/special-events/${event.eventId}`;
    const results = await measureSideBySide(
      [
        { name: 'fetch', fn: async () => readOk(await fetch(url, { headers }), 'json') },
        { name: 'client', fn: () => client.getSpecialEvent(event.eventId) },
        { name: 'validating', fn: () => validating.getSpecialEvent(event.eventId) },
      ],
      scales[scale],
    );
    const bare = results.get('fetch');
    const ours = results.get('client');
    const checked = results.get('validating');
    if (!bare || !ours || !checked) throw new Error('Missing client overhead results');
    const row = (label: string, result: typeof bare) => [
      label,
      formatNumber(result.opsPerSecond),
      formatNumber(result.p50 * 1000),
      formatNumber(result.p99 * 1000),
      formatNumber((result.p50 - bare.p50) * 1000),
      formatRatio(result.p50 / bare.p50),
    ];
    return {
      id: 'client-overhead',
      title: 'Client per-call overhead',
      markdown: [
        '`getSpecialEvent` through msw to one constant handler, one call after another. Latencies in **µs**.',
        '',
        markdownTable(
          ['caller', '>calls/s', '>p50 µs', '>p99 µs', '>added p50 µs', '>p50 vs fetch'],
          [
            row('bare `fetch` + `response.json()` (reference)', bare),
            row('`createMuseumClient` (ky)', ours),
            row('`createValidatingMuseumClient` (ky + zod)', checked),
          ],
        ),
      ].join('\n'),
      targets: [
        {
          target: "client adds at most 50% per call over a bare fetch through msw, p50 (the bench's own bar)",
          met: ours.p50 / bare.p50 <= 1.5,
          measured: formatRatio(ours.p50 / bare.p50),
        },
      ],
    };
  } finally {
    server.close();
  }
}
