// Per-call options through the option factories, and the idempotency key of the two creating
// mutations, against the real mock through a real QueryClient. The client leaves retries to
// TanStack here (retry: 0), so every second attempt below is a TanStack retry of the mutation.
// The mock's journal keeps no headers yet, so overrides record the requests.

import { isMuseumApiError, isMuseumTimeoutError } from '@museum-api/client';
import type { MuseumOperation } from '@museum-api/mock';
import { MutationObserver } from '@tanstack/query-core';
import { describe, expect, it, vi } from 'vitest';
import type { MuseumMutationOptions } from '../src/index.ts';
import { arrangeEvents, draft, useMuseumMock, useMuseumQueries } from './fixtures.ts';

const { mock } = useMuseumMock();
const { queryClient, museum } = useMuseumQueries();

const purchase = { ticketType: 'general', ticketDate: '2026-12-02', email: 'ada@example.com' } as const;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * Records the requests for `operation`; `failFirst` answers the first attempt with a 503 the
 * mock never sees, as a server that fell over before acting would.
 */
function observe(operation: MuseumOperation, { failFirst = false } = {}): Request[] {
  const seen: Request[] = [];
  mock.override(
    operation,
    ({ request }) => {
      seen.push(request);
      if (!failFirst || seen.length > 1) return undefined;
      return Response.json(
        { type: 'about:blank', title: 'Service Unavailable', status: 503, detail: 'Played by the test' },
        { status: 503, headers: { 'content-type': 'application/problem+json' } },
      );
    },
    { times: 'always' },
  );
  return seen;
}

const keysOf = (requests: Request[]) => requests.map((request) => request.headers.get('idempotency-key'));

/** An observer as `useMutation` makes one, retrying as TanStack's `retry` option says, at once. */
function mutation<Data, Variables>(options: MuseumMutationOptions<Data, Variables>, retry = 0) {
  return new MutationObserver(queryClient, { ...options, retry, retryDelay: 0 });
}

describe('queries pass request options to the client', () => {
  it('sends a query’s headers with each of its requests', async () => {
    const [event] = arrangeEvents(mock, ['2026-12-05']);
    const seen = observe('getSpecialEvent');
    const hours = observe('getMuseumHours');

    await queryClient.fetchQuery(
      museum.specialEvents.detail(event?.eventId ?? '', { headers: { 'x-screen': 'event-page' } }),
    );
    await queryClient.fetchInfiniteQuery(
      museum.museumHours.infinite({ limit: 2 }, { headers: { 'x-screen': 'hours' } }),
    );

    expect(seen.map((request) => request.headers.get('x-screen'))).toEqual(['event-page']);
    expect(hours.map((request) => request.headers.get('x-screen'))).toEqual(['hours']);
    expect(mock.journal.entries.map(({ operation }) => operation)).toEqual([
      'getSpecialEvent',
      'getMuseumHours',
    ]);
  });

  it('gives up after a query’s own timeout, still under TanStack’s signal', async () => {
    mock.fault('getMuseumHours', { delay: 300 }, { times: 'always' });
    const options = { ...museum.museumHours.list({ limit: 1 }, { timeout: 30 }), retry: false as const };

    const error = await queryClient.fetchQuery(options).catch((failure: unknown) => failure);

    expect(isMuseumTimeoutError(error) && error.timeout).toBe(30);
    // The slow answer still arrives; wait for it so it cannot land in another test's journal.
    await vi.waitFor(() => expect(mock.journal.count('getMuseumHours')).toBe(1));
  });

  it('keeps the options out of the query key', () => {
    expect(museum.specialEvents.list({ limit: 5 }, { timeout: 1 }).queryKey).toEqual(
      museum.specialEvents.list({ limit: 5 }).queryKey,
    );
  });

  it('lets the client retry a query when its options ask, the client not retrying otherwise', async () => {
    mock.fault('listSpecialEvents', { status: 503, retryAfter: 0 }, { times: 1 });
    const options = {
      ...museum.specialEvents.list({}, { retry: { limit: 1, backoffLimit: 0 } }),
      retry: false,
    };

    await expect(queryClient.fetchQuery(options)).resolves.toEqual([]);
    expect(mock.journal.filter('listSpecialEvents').map(({ status }) => status)).toEqual([503, 200]);
  });
});

describe('mutations pass request options to the client', () => {
  it('sends an update’s headers with the read before it and with the patch', async () => {
    const [event] = arrangeEvents(mock, ['2026-12-05']);
    const reads = observe('getSpecialEvent');
    const patches = observe('updateSpecialEvent');

    await mutation(museum.specialEvents.update({ headers: { 'x-screen': 'editor' } })).mutate({
      eventId: event?.eventId ?? '',
      patch: { dates: ['2026-12-06'] },
    });

    expect([...reads, ...patches].map((request) => request.headers.get('x-screen'))).toEqual([
      'editor',
      'editor',
    ]);
    expect(patches[0]?.headers.has('idempotency-key')).toBe(false);
  });

  it('sends a removal’s headers', async () => {
    const [event] = arrangeEvents(mock, ['2026-12-05']);
    const seen = observe('deleteSpecialEvent');

    await mutation(museum.specialEvents.delete({ headers: { 'x-screen': 'admin' } })).mutate(
      event?.eventId ?? '',
    );

    expect(seen.map((request) => request.headers.get('x-screen'))).toEqual(['admin']);
    expect(mock.store.eventCount).toBe(0);
  });
});

describe('the idempotency key of a mutation', () => {
  it('keeps a purchase’s key when TanStack retries it, and sells one ticket', async () => {
    const seen = observe('buyMuseumTickets', { failFirst: true });

    const ticket = await mutation(museum.tickets.buy({ headers: { 'x-screen': 'checkout' } }), 1).mutate(
      purchase,
    );

    const [first, second] = keysOf(seen);
    expect(first).toMatch(uuid);
    expect(second).toBe(first);
    expect(seen.map((request) => request.headers.get('x-screen'))).toEqual(['checkout', 'checkout']);
    expect(mock.journal.filter('buyMuseumTickets').map(({ status }) => status)).toEqual([503, 201]);
    expect(mock.store.ticketCount).toBe(1);
    expect(ticket.ticketType).toBe('general');
  });

  it('gives each mutate call its own key, even with the same variables on one observer', async () => {
    const seen = observe('buyMuseumTickets');
    const buy = mutation(museum.tickets.buy());

    await buy.mutate(purchase);
    await buy.mutate(purchase);

    const [first, second] = keysOf(seen);
    expect(first).toMatch(uuid);
    expect(second).toMatch(uuid);
    expect(second).not.toBe(first);
  });

  it('keeps an event creation’s key across TanStack’s retries, with the cache effects once', async () => {
    const seen = observe('createSpecialEvent', { failFirst: true });

    const event = await mutation(museum.specialEvents.create(), 2).mutate({
      ...draft,
      dates: ['2026-12-05'],
    });

    expect(new Set(keysOf(seen)).size).toBe(1);
    expect(seen).toHaveLength(2);
    expect(queryClient.getQueryData(museum.keys.specialEvents.detail(event.eventId))).toEqual(event);
  });

  it('asks the caller’s key function once per mutate call, not once per attempt', async () => {
    const seen = observe('buyMuseumTickets', { failFirst: true });
    const asked: string[] = [];
    const buy = museum.tickets.buy({
      idempotencyKey: (variables) => {
        asked.push(variables.ticketDate);
        return `checkout-42:${variables.ticketDate}`;
      },
    });

    await mutation(buy, 1).mutate(purchase);

    expect(asked).toEqual(['2026-12-02']);
    expect(keysOf(seen)).toEqual(['checkout-42:2026-12-02', 'checkout-42:2026-12-02']);
  });

  it('sends no key with idempotency: false, and the client then never retries it', async () => {
    const seen = observe('buyMuseumTickets', { failFirst: true });
    const buy = museum.tickets.buy({ idempotency: false, retry: 3 });

    const error = await mutation(buy)
      .mutate(purchase)
      .catch((failure: unknown) => failure);

    expect(isMuseumApiError(error) && error.status).toBe(503);
    expect(keysOf(seen)).toEqual([null]);
  });
});
