// Queries against the real mock through a real QueryClient: caching and deduplication, the
// AbortSignal reaching the HTTP request, infinite paging, and the client's typed errors.

import { isMuseumApiError, type MuseumApiError } from '@museum-api/client';
import { addDays } from '@museum-api/core';
import { InfiniteQueryObserver, isCancelledError } from '@tanstack/query-core';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { arrangeEvents, useMuseumMock, useMuseumQueries, watch } from './fixtures.ts';

const { mock, server } = useMuseumMock();
const { queryClient, museum } = useMuseumQueries();

/** Every request msw saw start, with its `Request` (and so its signal). */
const started: Request[] = [];
server.events.on('request:start', ({ request }) => {
  started.push(request);
});

describe('caching and deduplication', () => {
  it('answers concurrent readers of one list with one request, and later readers from the cache', async () => {
    const [event] = arrangeEvents(mock, ['2026-12-03']);
    const options = museum.specialEvents.list({ startDate: '2026-12-01', endDate: '2026-12-07' });

    const [first, second] = await Promise.all([
      queryClient.fetchQuery(options),
      queryClient.fetchQuery(options),
    ]);
    const third = await queryClient.fetchQuery(
      museum.specialEvents.list({ startDate: '2026-12-01', endDate: '2026-12-07' }),
    );

    expect(first).toEqual([event]);
    expect(second).toBe(first);
    expect(third).toBe(first);
    expect(mock.journal.count('listSpecialEvents')).toBe(1);
  });

  it('keeps lists with different filters apart', async () => {
    arrangeEvents(mock, ['2026-12-03'], ['2026-12-20']);

    const week = await queryClient.fetchQuery(museum.specialEvents.list({ startDate: '2026-12-01' }));
    const later = await queryClient.fetchQuery(museum.specialEvents.list({ startDate: '2026-12-15' }));

    expect(week.map(({ name }) => name)).toEqual(['Event 1']);
    expect(later.map(({ name }) => name)).toEqual(['Event 2']);
    expect(mock.journal.count('listSpecialEvents')).toBe(2);
  });

  it('types the cache by key, so a detail read back needs no cast', async () => {
    const [event] = arrangeEvents(mock, ['2026-12-03']);
    await queryClient.fetchQuery(museum.specialEvents.detail(event?.eventId ?? ''));

    const cached = queryClient.getQueryData(museum.keys.specialEvents.detail(event?.eventId ?? ''));
    expect(cached?.name).toBe(event?.name);
  });

  it('keeps a ticket image for good: the same ticket always has the same picture', async () => {
    const ticket = mock.store.buyTicket({
      ticketType: 'general',
      ticketDate: '2026-12-02',
      email: 'ada@example.com',
    });

    const defaults = queryClient.getDefaultOptions();
    queryClient.setDefaultOptions({ queries: { ...defaults.queries, staleTime: 0 } });
    onTestFinished(() => queryClient.setDefaultOptions(defaults));

    const image = await queryClient.fetchQuery(museum.tickets.code(ticket.ticketId));
    const again = await queryClient.fetchQuery(museum.tickets.code(ticket.ticketId));

    expect(image.type).toBe('image/png');
    expect((await image.bytes()).subarray(1, 4)).toEqual(new TextEncoder().encode('PNG'));
    expect(again).toBe(image);
    // The client-wide staleTime of 0 would refetch anything else; the image query is never stale.
    expect(mock.journal.count('getTicketCode')).toBe(1);
  });
});

describe('cancellation', () => {
  it('aborts the HTTP request when the query is cancelled', async () => {
    const [event] = arrangeEvents(mock, ['2026-12-03']);
    mock.fault('getSpecialEvent', { delay: 300 });
    started.length = 0;
    const options = museum.specialEvents.detail(event?.eventId ?? '');

    const fetching = queryClient.fetchQuery(options).catch((error: unknown) => error);
    await vi.waitFor(() => expect(started).toHaveLength(1));
    expect(started[0]?.signal.aborted).toBe(false);
    await queryClient.cancelQueries({ queryKey: options.queryKey });

    expect(isCancelledError(await fetching)).toBe(true);
    expect(started[0]?.signal.aborted).toBe(true);
    // The mock finishes its slow answer anyway; nobody is listening for it any more.
    expect(mock.journal.count('getSpecialEvent')).toBe(0);
    await vi.waitFor(() => expect(mock.journal.count('getSpecialEvent')).toBe(1), { timeout: 2000 });
    expect(queryClient.getQueryState(options.queryKey)?.status).toBe('pending');
  });

  it('aborts the request when the last observer unsubscribes mid-fetch', async () => {
    arrangeEvents(mock, ['2026-12-03']);
    mock.fault('listSpecialEvents', { delay: 300 });
    started.length = 0;

    const observer = watch(queryClient, museum.specialEvents.list());
    await vi.waitFor(() => expect(started).toHaveLength(1));
    observer.destroy();

    await vi.waitFor(() => expect(started[0]?.signal.aborted).toBe(true));
    await vi.waitFor(() => expect(mock.journal.count('listSpecialEvents')).toBe(1), { timeout: 2000 });
  });
});

describe('infinite lists', () => {
  it('pages events by page and limit and stops after the short last page', async () => {
    const events = arrangeEvents(
      mock,
      ...Array.from({ length: 25 }, (_, day) => [addDays('2026-12-01', day)]),
    );
    const observer = new InfiniteQueryObserver(
      queryClient,
      museum.specialEvents.infinite({ startDate: '2026-12-01', endDate: '2026-12-31', limit: 10 }),
    );

    await observer.refetch();
    let result = observer.getCurrentResult();
    while (result.hasNextPage) result = await observer.fetchNextPage();

    expect(result.data?.pages.map((page) => page.length)).toEqual([10, 10, 5]);
    expect(result.data?.pageParams).toEqual([1, 2, 3]);
    expect(result.data?.pages.flat()).toEqual(events);
    expect(mock.journal.filter('listSpecialEvents').map(({ query }) => query.page)).toEqual(['1', '2', '3']);
  });

  it('asks for one empty page more when the last page was exactly full', async () => {
    arrangeEvents(mock, ...Array.from({ length: 4 }, (_, day) => [addDays('2026-12-01', day)]));
    const observer = new InfiniteQueryObserver(queryClient, museum.specialEvents.infinite({ limit: 2 }));

    await observer.refetch();
    let result = observer.getCurrentResult();
    while (result.hasNextPage) result = await observer.fetchNextPage();

    expect(result.data?.pages.map((page) => page.length)).toEqual([2, 2, 0]);
    expect(result.hasNextPage).toBe(false);
  });

  it('pages museum hours with the API default of 10 days a page', async () => {
    const observer = new InfiniteQueryObserver(
      queryClient,
      museum.museumHours.infinite({ startDate: '2026-12-01' }),
    );

    await observer.refetch();
    const result = await observer.fetchNextPage();

    const days = result.data?.pages.flat().map(({ date }) => date) ?? [];
    expect(days).toHaveLength(20);
    expect(new Set(days).size).toBe(20);
    expect(days).toEqual([...days].sort());
    expect(result.hasNextPage).toBe(true);
  });
});

describe('errors and retries', () => {
  it('fails with a MuseumApiError and does not retry a 404', async () => {
    const observer = watch(queryClient, museum.specialEvents.detail('3b0f8f3e-7a65-4c4e-9a51-1c6f3c2d9f10'));

    await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe('error'));
    const { error, failureCount } = observer.getCurrentResult();
    expect(isMuseumApiError(error)).toBe(true);
    expect((error as MuseumApiError).status).toBe(404);
    expect((error as MuseumApiError).problem.status).toBe(404);
    expect(failureCount).toBe(1);
    expect(mock.journal.count('getSpecialEvent')).toBe(1);
  });

  it('retries a 503 three times when the query layer owns retries, then fails with the last MuseumApiError', async () => {
    mock.fault('listSpecialEvents', { status: 503 }, { times: 'always' });

    const error = await queryClient
      .fetchQuery(museum.specialEvents.list())
      .catch((failure: unknown) => failure);

    expect(isMuseumApiError(error) && error.status).toBe(503);
    expect(mock.journal.count('listSpecialEvents')).toBe(4);
  });

  it('recovers when a one-off 503 is followed by an answer', async () => {
    arrangeEvents(mock, ['2026-12-03']);
    mock.fault('listSpecialEvents', { status: 503 }, { times: 1 });

    await expect(queryClient.fetchQuery(museum.specialEvents.list())).resolves.toHaveLength(1);
    expect(mock.journal.filter('listSpecialEvents').map(({ status }) => status)).toEqual([503, 200]);
  });
});
