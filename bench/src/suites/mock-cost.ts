import { createMuseumMock } from '@museum-api/mock';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import {
  authorization,
  listQuery,
  listSearch,
  purchaseBody,
  scenarioEvents,
  scenarioMockOptions,
} from '../fixtures/museum-scenario.ts';
import { measureSideBySide, pairedRatio, type SideBySideOptions } from '../harness/interleaved-bench.ts';
import { readOk } from '../harness/read-ok.ts';
import {
  formatNumber,
  formatRatio,
  markdownTable,
  type RunScale,
  type SuiteReport,
} from '../harness/report.ts';

const scales = {
  // Short rounds, many of them: each ratio pairs a contender with the floor measured close by.
  full: { events: 1_000, bench: { rounds: 10, timeMs: 200, maxIterations: 50_000 } },
  smoke: { events: 200, bench: { rounds: 1, timeMs: 5, minIterations: 3, maxIterations: 6, warmupMs: 0 } },
} satisfies Record<RunScale, { events: number; bench: SideBySideOptions }>;

/** Target from the issue: our JSON operations within this factor of msw's own floor. */
const floorTarget = 1.25;
const base = 'http://museum.bench/v1.1';
const floorUrl = 'http://floor.bench/v1.1/ping';
const headers = { Authorization: authorization };

/**
 * Part 1: `fetch` through msw (`setupServer`) to the mock's handlers for list, get, buy ticket and
 * QR image, beside a trivial msw handler that answers a constant JSON body (msw's floor). Only one
 * set of handlers is installed at a time, so no contender pays for another's matching.
 *
 * @example
 * ```ts
 * const report = await runMockCost('smoke');
 * ```
 */
export async function runMockCost(scale: RunScale): Promise<SuiteReport> {
  const { events, bench } = scales[scale];
  const mock = createMuseumMock({ ...scenarioMockOptions, baseUrl: base, seed: scenarioEvents(events) });
  const listed = mock.store.listEvents(listQuery);
  const event = listed[0];
  if (!event || (scale === 'full' && listed.length !== listQuery.limit)) {
    throw new Error(`The scenario lists ${listed.length} events, not a full page`);
  }
  // One purchase body, built once: the timed POSTs send it as is, so only the request is measured.
  const purchase = purchaseBody(event.eventId, event.dates[0] as string);
  const ticket = mock.store.buyTicket(JSON.parse(purchase));
  // The floor answers an event-sized constant body, so both sides serialise about as much JSON.
  const floorHandler = http.get(floorUrl, () => HttpResponse.json(event));
  // Two more msw-only references, shaped like list and buy: the same page of ten events as a
  // constant, and the same POST with its JSON body answered by a constant confirmation without
  // reading it. They show what msw itself charges for a bigger response and for a request body.
  const floorPageHandler = http.get(floorUrl, () => HttpResponse.json(listed));
  const floorPostHandler = http.post(floorUrl, () => HttpResponse.json(ticket, { status: 201 }));
  const server = setupServer();
  server.listen({ onUnhandledFrame: 'error' });
  try {
    const useMock = () => server.resetHandlers(...mock.handlers);
    const results = await measureSideBySide(
      [
        {
          name: 'floor',
          before: () => server.resetHandlers(floorHandler),
          fn: async () => readOk(await fetch(floorUrl, { headers }), 'json'),
        },
        {
          name: 'floor-page',
          before: () => server.resetHandlers(floorPageHandler),
          fn: async () => readOk(await fetch(floorUrl, { headers }), 'json'),
        },
        {
          name: 'floor-post',
          before: () => server.resetHandlers(floorPostHandler),
          fn: async () =>
            readOk(
              await fetch(floorUrl, {
                method: 'POST',
                headers: { ...headers, 'Content-Type': 'application/json' },
                body: purchase,
              }),
              'json',
            ),
        },
        {
          name: 'list',
          before: useMock,
          fn: async () => readOk(await fetch(`${base}/special-events${listSearch}`, { headers }), 'json'),
        },
        {
          name: 'get',
          before: useMock,
          fn: async () => readOk(await fetch(`${base}/special-events/${event.eventId}`, { headers }), 'json'),
        },
        {
          name: 'buy',
          before: useMock,
          fn: async () =>
            readOk(
              await fetch(`${base}/tickets`, {
                method: 'POST',
                headers: { ...headers, 'Content-Type': 'application/json' },
                body: purchase,
              }),
              'json',
            ),
        },
        {
          name: 'qr',
          before: useMock,
          fn: async () => readOk(await fetch(`${base}/tickets/${ticket.ticketId}/qr`, { headers }), 'bytes'),
        },
      ],
      bench,
    );
    const result = (key: string) => {
      const found = results.get(key);
      if (!found) throw new Error(`Missing ${key} result`);
      return found;
    };
    const floor = result('floor');
    // Each operation against msw alone answering a request of its shape: a POST with a JSON body
    // costs msw itself about 1.45x a GET, so the GET floor would charge that to the mock.
    const shapeOf = { list: 'floor-page', get: 'floor', buy: 'floor-post', qr: 'floor' } as const;
    const operations = [
      ['floor', 'msw floor: constant JSON body (reference)'],
      ['floor-page', 'msw alone, list-shaped: constant page of 10 events (reference)'],
      ['floor-post', 'msw alone, buy-shaped: same POST and JSON body, constant answer (reference)'],
      ['list', '`GET /special-events` (limit 10 of 1,000 events)'],
      ['get', '`GET /special-events/{eventId}`'],
      ['buy', '`POST /tickets`'],
      ['qr', '`GET /tickets/{ticketId}/qr` (PNG)'],
    ] as const;
    const rows = operations.map(([key, label]) => {
      const measured = result(key);
      const shape = key in shapeOf ? result(shapeOf[key as keyof typeof shapeOf]) : undefined;
      return [
        label,
        formatNumber(measured.opsPerSecond),
        formatNumber(measured.p50 * 1000),
        formatNumber(measured.p99 * 1000),
        formatRatio(pairedRatio(measured, floor)),
        shape === undefined ? '–' : formatRatio(pairedRatio(measured, shape)),
      ];
    });
    const json = (['list', 'get', 'buy'] as const).map((key) => ({
      key,
      ratio: pairedRatio(result(key), result(shapeOf[key])),
    }));
    return {
      id: 'mock-cost',
      title: 'In-process mock cost (msw `setupServer` + `fetch`)',
      markdown: [
        "One caller, one request after another, each response body read in full. Latencies in **µs**, pooled over the rounds. Each ratio is the median over the interleaved rounds of a round's p50 against another contender's p50 in the same round, so a change of the machine's speed between rounds cancels out. The three msw-alone rows answer from one constant handler, with nothing of the mock in them: an event (the floor), a page of ten events (list-shaped) and the purchase's POST with its JSON body (buy-shaped). The target compares each operation with msw alone answering a request of the same shape.",
        '',
        markdownTable(
          ['request', '>req/s', '>p50 µs', '>p99 µs', '>p50 vs floor', '>p50 vs msw alone, same shape'],
          rows,
        ),
      ].join('\n'),
      targets: json.map(({ key, ratio }) => ({
        target: `${key}: within ${floorTarget}x of msw alone answering its shape (${shapeOf[key]}, p50)`,
        met: ratio <= floorTarget,
        measured: formatRatio(ratio),
      })),
    };
  } finally {
    server.close();
  }
}
