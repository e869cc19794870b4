/// <reference types="node" />
// Shared fixtures of the query package's integration tests: the real @museum-api/mock behind msw,
// a real query-core QueryClient, and the Museum queries over a real client. The helpers only fix
// the mock's clock and seed and name the values the tests share.

import { createMuseumClient } from '@museum-api/client';
import type { NewSpecialEvent, SpecialEvent } from '@museum-api/core';
import { type MuseumMockSetup, setupMuseumMock } from '@museum-api/mock/node';
import { QueryClient, QueryObserver, type QueryObserverOptions } from '@tanstack/query-core';
import { afterAll, afterEach, beforeAll, onTestFinished } from 'vitest';
import { createMuseumQueries, type MuseumQueries } from '../src/index.ts';

/** Where the mock answers. */
export const baseUrl = 'https://museum.test/v1.1';
/** The mock's clock: a Tuesday morning, UTC; "today" is 2026-12-01. */
export const now = '2026-12-01T10:00:00Z';
export const credentials = { username: 'curator', password: 'secret' };

/** A valid event to create; tests set its `dates`. */
export const draft: NewSpecialEvent = {
  name: 'Night of the Dinosaurs',
  location: 'Hall B',
  eventDescription: 'A torch-lit tour of the fossil hall.',
  dates: ['2026-12-05'],
  price: 25,
};

/**
 * Starts the real mock for the calling test file (empty seed, fixed clock, seeded ids), reset
 * after each test.
 *
 * @example
 * ```ts
 * const { mock } = useMuseumMock();
 * ```
 */
export function useMuseumMock(): MuseumMockSetup {
  return setupMuseumMock(
    {
      baseUrl,
      clock: now,
      randomSeed: 'query-tests',
      seed: 'empty',
      auth: credentials,
      onUnhandledRequest: 'error',
    },
    { beforeAll, afterEach, afterAll },
  );
}

/**
 * A fresh QueryClient and the Museum queries over a client that leaves retrying to the query
 * layer. Data stays fresh until invalidated (`staleTime: Infinity`), so every request the mock
 * sees was caused by the test, not by a refetch on subscribe; retries wait no time. Clears the
 * cache after each test.
 *
 * @example
 * ```ts
 * const { queryClient, museum } = useMuseumQueries();
 * ```
 */
export function useMuseumQueries(options: { retry?: number } = {}): {
  queryClient: QueryClient;
  museum: MuseumQueries;
} {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retryDelay: 0, staleTime: Number.POSITIVE_INFINITY } },
  });
  // The mock keeps idempotency keys, so the client may send them with purchases and creations.
  const client = createMuseumClient({ baseUrl, credentials, retry: 0, idempotency: 'honoured' });
  // The query layer owns retries here (3 unless a test says), as an app that turns the client's off would.
  const museum = createMuseumQueries(client, { retry: 3, ...options, now: () => new Date(now) });
  afterEach(() => queryClient.clear());
  return { queryClient, museum };
}

/**
 * Subscribes an observer, as a mounted component would, so the query is active: invalidating it
 * refetches it. Unsubscribed when the test finishes.
 *
 * @example
 * ```ts
 * const list = watch(queryClient, museum.specialEvents.list({ startDate: '2026-12-01' }));
 * ```
 */
export function watch<Data>(
  queryClient: QueryClient,
  // biome-ignore lint/suspicious/noExplicitAny: any key type; the observer only needs the options' shape.
  options: QueryObserverOptions<Data, any, Data, Data, any>,
): QueryObserver<Data, unknown, Data, Data, readonly unknown[]> {
  const observer = new QueryObserver(queryClient, options);
  const unsubscribe = observer.subscribe(() => {});
  onTestFinished(unsubscribe);
  return observer as unknown as QueryObserver<Data, unknown, Data, Data, readonly unknown[]>;
}

/** Events straight into the mock's store, one per entry of `dateLists`. */
export function arrangeEvents(mock: MuseumMockSetup['mock'], ...dateLists: string[][]): SpecialEvent[] {
  return dateLists.map((dates, index) =>
    mock.store.createEvent({ ...draft, name: `Event ${index + 1}`, dates }),
  );
}
