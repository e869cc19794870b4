import type { MuseumStore } from '@museum-api/core';
import { storeWithEvents } from '../fixtures/museum-fixtures.ts';
import { listQuery } from '../fixtures/museum-scenario.ts';
import { measureSideBySide, type SideBySideOptions } from '../harness/interleaved-bench.ts';
import {
  formatNumber,
  formatRatio,
  markdownTable,
  type RunScale,
  type SuiteReport,
} from '../harness/report.ts';

/** Sizes and budgets of the store-scaling suite per run scale. */
const scales = {
  full: {
    eventCounts: [1_000, 10_000, 100_000],
    ticketCounts: [1_000, 100_000],
    bench: { rounds: 3, timeMs: 250, maxIterations: 50_000 },
  },
  smoke: {
    eventCounts: [50, 200],
    ticketCounts: [20, 100],
    bench: { rounds: 1, timeMs: 5, minIterations: 4, maxIterations: 20, warmupMs: 0 },
  },
} satisfies Record<RunScale, { eventCounts: number[]; ticketCounts: number[]; bench: SideBySideOptions }>;

// The HTTP suites' week in the middle of the generated year, so the window is as full as it gets
// and the store's figures read against the same query the mock serves.
const { startDate: windowStart, endDate: windowEnd } = listQuery;

/**
 * Part 4: cost of `MuseumStore.listEvents` (date filter, first and tenth page) as the store grows,
 * and of `buyTicket` as the number of sold tickets grows. Every store size is measured in the same
 * interleaved run, so the ratios between sizes are what to read.
 *
 * @example
 * ```ts
 * const report = await runStoreScaling('smoke');
 * console.log(report.markdown);
 * ```
 */
export async function runStoreScaling(scale: RunScale): Promise<SuiteReport> {
  const { eventCounts, ticketCounts, bench } = scales[scale];
  const stores = eventCounts.map((count) => ({ count, store: storeWithEvents(count) }));
  const inWindow = new Map(stores.map(({ count, store }) => [count, countInWindow(store)]));

  const pageOf = (store: MuseumStore, page: number) => () =>
    store.listEvents({ startDate: windowStart, endDate: windowEnd, page, limit: 10 });
  const listResults = await measureSideBySide(
    stores.flatMap(({ count, store }) => [
      { name: `page 1 @ ${count}`, fn: pageOf(store, 1) },
      { name: `page 10 @ ${count}`, fn: pageOf(store, 10) },
    ]),
    bench,
  );

  const smallest = eventCounts[0] as number;
  const largest = eventCounts.at(-1) as number;
  const listRows = stores.map(({ count }) => {
    const first = listResults.get(`page 1 @ ${count}`);
    const tenth = listResults.get(`page 10 @ ${count}`);
    const firstBase = listResults.get(`page 1 @ ${smallest}`);
    if (!first || !tenth || !firstBase) throw new Error(`Missing list results for ${count}`);
    return [
      count.toLocaleString('en-US'),
      (inWindow.get(count) ?? 0).toLocaleString('en-US'),
      formatNumber(first.p50 * 1000),
      formatNumber(first.p99 * 1000),
      // A window with fewer than 100 matches has an empty tenth page: say so rather than mislead.
      `${formatNumber(tenth.p50 * 1000)}${(inWindow.get(count) ?? 0) < 91 ? ' (empty)' : ''}`,
      formatNumber(tenth.p99 * 1000),
      formatRatio(first.p50 / firstBase.p50),
    ];
  });

  const ticketStores = ticketCounts.map((count) => ({ count, ...storeWithTickets(count) }));
  const ticketResults = await measureSideBySide(
    ticketStores.map(({ count, buy }) => ({ name: `buy @ ${count}`, fn: buy })),
    bench,
  );
  const ticketBase = ticketResults.get(`buy @ ${ticketCounts[0]}`);
  const ticketRows = ticketCounts.map((count) => {
    const result = ticketResults.get(`buy @ ${count}`);
    if (!result || !ticketBase) throw new Error(`Missing buyTicket results for ${count}`);
    return [
      count.toLocaleString('en-US'),
      formatNumber(result.p50 * 1000),
      formatNumber(result.p99 * 1000),
      formatNumber(result.opsPerSecond),
      formatRatio(result.p50 / ticketBase.p50),
    ];
  });

  const largestFirst = listResults.get(`page 1 @ ${largest}`);
  const largestFirstBase = listResults.get(`page 1 @ ${smallest}`);
  if (!largestFirst || !largestFirstBase) throw new Error('Missing list results');
  const growth = largestFirst.p50 / largestFirstBase.p50;
  const sizeGrowth = largest / smallest;

  const markdown = [
    `\`listEvents({ startDate, endDate, page, limit: 10 })\` over a 7-day window (${windowStart} to ${windowEnd}) in a store whose events are spread over a year, so the matching events grow with the store. Latencies in **µs**.`,
    '',
    markdownTable(
      [
        'events in store',
        '>matching in window',
        '>page 1 p50',
        '>page 1 p99',
        '>page 10 p50',
        '>page 10 p99',
        '>page 1 p50 vs smallest',
      ],
      listRows,
    ),
    '',
    `The store grew ${formatRatio(sizeGrowth)}; the cost of a first page grew ${formatRatio(growth)}.`,
    '',
    '`buyTicket` (an event ticket; validation, event lookup, unique id and confirmation code) as sold tickets accumulate. Latencies in **µs**.',
    '',
    markdownTable(['tickets sold', '>p50', '>p99', '>ops/s', '>p50 vs fewest'], ticketRows),
  ].join('\n');

  return {
    id: 'store-scaling',
    title: 'Store scaling (core `MuseumStore`)',
    markdown,
    targets: [
      {
        target: `a page at ${largest.toLocaleString('en-US')} events under 1 ms p50`,
        met: largestFirst.p50 < 1,
        measured: `${formatNumber(largestFirst.p50 * 1000)} µs`,
      },
      {
        target: 'page cost grows sub-linearly with the store (less than the square root of its growth)',
        met: growth < Math.sqrt(sizeGrowth),
        measured: `${formatRatio(growth)} for a ${formatRatio(sizeGrowth)} larger store`,
      },
    ],
  };
}

function countInWindow(store: MuseumStore): number {
  let total = 0;
  // Paging through the window with the public API counts the matches without reaching inside.
  for (let page = 1; ; page++) {
    const found = store.listEvents({ startDate: windowStart, endDate: windowEnd, page, limit: 30 }).length;
    total += found;
    if (found < 30) return total;
  }
}

function storeWithTickets(ticketCount: number): { store: MuseumStore; buy: () => unknown } {
  const store = storeWithEvents(50);
  const events = store.allEvents();
  const purchase = (i: number) => {
    const event = events[i % events.length];
    if (!event) throw new Error('No events to sell tickets for');
    return store.buyTicket({
      ticketType: 'event',
      eventId: event.eventId,
      ticketDate: event.dates[0],
      email: `visitor${i}@example.com`,
    });
  };
  for (let i = 0; i < ticketCount; i++) purchase(i);
  let next = ticketCount;
  return { store, buy: () => purchase(next++) };
}
