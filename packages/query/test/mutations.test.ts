// Each mutation's cache effects against the real mock through a real QueryClient: which cached
// lists refetch (seen in the mock's journal) and which do not, and what happens to the detail.
// The mock's clock says 2026-12-01, so a list without dates covers at most up to 2026-12-09
// (today, a day of clock slack, seven days).

import type { ListSpecialEventsQuery, SpecialEvent } from '@museum-api/core';
import { InfiniteQueryObserver, MutationObserver } from '@tanstack/query-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MuseumMutationOptions } from '../src/index.ts';
import { arrangeEvents, draft, useMuseumMock, useMuseumQueries, watch } from './fixtures.ts';

const { mock } = useMuseumMock();
const { queryClient, museum } = useMuseumQueries();

/** The cached lists every test starts with, each observed (active), by name. */
const lists = {
  firstWeek: { startDate: '2026-12-01', endDate: '2026-12-07' },
  midMonth: { startDate: '2026-12-10', endDate: '2026-12-20' },
  upcoming: {},
  fromTheFifteenth: { startDate: '2026-12-15' },
  untilTheFourth: { endDate: '2026-12-04' },
} satisfies Record<string, ListSpecialEventsQuery>;
type ListName = keyof typeof lists | 'wholeMonth';
const wholeMonth = { startDate: '2026-12-01', endDate: '2026-12-31', limit: 30 };

/** Events the tests change: one mid-month, one late. */
let midMonthEvent: SpecialEvent;
let lateEvent: SpecialEvent;

beforeEach(async () => {
  [midMonthEvent, lateEvent] = arrangeEvents(mock, ['2026-12-12'], ['2026-12-16', '2026-12-22']) as [
    SpecialEvent,
    SpecialEvent,
  ];
  const observers = Object.values(lists).map((query) => watch(queryClient, museum.specialEvents.list(query)));
  const infinite = new InfiniteQueryObserver(queryClient, museum.specialEvents.infinite(wholeMonth));
  const unsubscribe = infinite.subscribe(() => {});
  await vi.waitFor(() => {
    for (const observer of [...observers, infinite])
      expect(observer.getCurrentResult().status).toBe('success');
  });
  mock.journal.clear();
  return unsubscribe;
});

/** The cached lists that asked the mock for a page since the test's arrangement, by name. */
function refetchedLists(): ListName[] {
  const named = Object.entries({ ...lists, wholeMonth }) as [ListName, Record<string, unknown>][];
  return mock.journal
    .filter('listSpecialEvents')
    .map(({ query }) => {
      const { page: _page, ...filter } = query;
      const match = named.find(([, list]) => JSON.stringify(stringValues(list)) === JSON.stringify(filter));
      if (!match) throw new Error(`A list nobody cached was requested: ${JSON.stringify(query)}`);
      return match[0];
    })
    .sort();
}

function stringValues(record: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, String(value)]));
}

/** Runs a mutation the way `useMutation(...).mutateAsync` does. */
function mutate<Data, Variables>(
  options: MuseumMutationOptions<Data, Variables>,
  variables: Variables,
): Promise<Data> {
  return new MutationObserver(queryClient, options).mutate(variables);
}

describe('creating an event', () => {
  it('refetches exactly the lists whose window covers its dates', async () => {
    await mutate(museum.specialEvents.create(), { ...draft, dates: ['2026-12-18'] });

    expect(refetchedLists()).toEqual(['fromTheFifteenth', 'midMonth', 'wholeMonth']);
  });

  it('refetches a list without dates when the event falls in today’s week', async () => {
    await mutate(museum.specialEvents.create(), { ...draft, dates: ['2026-12-03'] });

    expect(refetchedLists()).toEqual(['firstWeek', 'untilTheFourth', 'upcoming', 'wholeMonth']);
  });

  it('writes the created event into the cache as its detail, without a request', async () => {
    const event = await mutate(museum.specialEvents.create(), { ...draft, dates: ['2027-03-01'] });

    expect(queryClient.getQueryData(museum.keys.specialEvents.detail(event.eventId))).toEqual(event);
    expect(refetchedLists()).toEqual([]);
    expect(mock.journal.entries.map(({ operation }) => operation)).toEqual(['createSpecialEvent']);
  });

  it('leaves the cache alone when the API refuses the event', async () => {
    const failure = mutate(museum.specialEvents.create(), { ...draft, dates: [] });

    await expect(failure).rejects.toMatchObject({ status: 400 });
    expect(refetchedLists()).toEqual([]);
    expect(queryClient.getQueryCache().findAll({ predicate: (query) => query.state.isInvalidated })).toEqual(
      [],
    );
  });
});

describe('changing an event', () => {
  it('refetches the lists covering its old dates and those covering its new ones', async () => {
    await mutate(museum.specialEvents.update(), {
      eventId: midMonthEvent.eventId,
      patch: { dates: ['2026-12-03'] },
    });

    expect(refetchedLists()).toEqual(['firstWeek', 'midMonth', 'untilTheFourth', 'upcoming', 'wholeMonth']);
    const firstWeek = queryClient.getQueryData(museum.keys.specialEvents.list(lists.firstWeek));
    expect(firstWeek?.map(({ eventId }) => eventId)).toEqual([midMonthEvent.eventId]);
    expect(queryClient.getQueryData(museum.keys.specialEvents.list(lists.midMonth))).toEqual([
      { ...lateEvent },
    ]);
  });

  it('refetches only the lists covering its dates when the dates stay', async () => {
    const updated = await mutate(museum.specialEvents.update(), {
      eventId: lateEvent.eventId,
      patch: { price: 12.5 },
    });

    expect(refetchedLists()).toEqual(['fromTheFifteenth', 'midMonth', 'wholeMonth']);
    expect(queryClient.getQueryData(museum.keys.specialEvents.detail(lateEvent.eventId))).toEqual(updated);
    expect(updated.price).toBe(12.5);
    // The old dates were known from the response: nothing was read before the change.
    expect(mock.journal.entries.map(({ operation }) => operation)).toEqual([
      'updateSpecialEvent',
      'listSpecialEvents',
      'listSpecialEvents',
      'listSpecialEvents',
    ]);
  });

  it('reads an event no cached query holds before moving it, to learn its old dates', async () => {
    const [hidden] = arrangeEvents(mock, ['2027-02-10']) as [SpecialEvent];
    const february = { startDate: '2027-02-01', endDate: '2027-02-28', limit: 1 };
    // Another event takes the only place on page 1, so the moved one is cached nowhere.
    arrangeEvents(mock, ['2027-02-02']);
    watch(queryClient, museum.specialEvents.list(february));
    await vi.waitFor(() =>
      expect(queryClient.getQueryState(museum.keys.specialEvents.list(february))?.status).toBe('success'),
    );
    mock.journal.clear();

    await mutate(museum.specialEvents.update(), {
      eventId: hidden.eventId,
      patch: { dates: ['2026-12-02'] },
    });

    expect(mock.journal.entries.slice(0, 2).map(({ operation }) => operation)).toEqual([
      'getSpecialEvent',
      'updateSpecialEvent',
    ]);
    const refetched = mock.journal.filter('listSpecialEvents').map(({ query }) => query.startDate ?? 'none');
    expect(refetched.sort()).toEqual(['2026-12-01', '2026-12-01', '2027-02-01', 'none', 'none']);
  });
});

describe('removing an event', () => {
  it('drops its detail and refetches the lists that covered its dates', async () => {
    await queryClient.fetchQuery(museum.specialEvents.detail(lateEvent.eventId));
    mock.journal.clear();

    await mutate(museum.specialEvents.delete(), lateEvent.eventId);

    expect(queryClient.getQueryState(museum.keys.specialEvents.detail(lateEvent.eventId))).toBeUndefined();
    expect(refetchedLists()).toEqual(['fromTheFifteenth', 'midMonth', 'wholeMonth']);
    const month = queryClient.getQueryData(museum.keys.specialEvents.infinite(wholeMonth));
    expect(month?.pages.flat().map(({ eventId }) => eventId)).toEqual([midMonthEvent.eventId]);
    expect(mock.journal.count('getSpecialEvent')).toBe(0);
  });
});

describe('buying a ticket', () => {
  it('leaves every event query alone', async () => {
    await queryClient.fetchQuery(museum.specialEvents.detail(midMonthEvent.eventId));
    mock.journal.clear();

    const ticket = await mutate(museum.tickets.buy(), {
      ticketType: 'event',
      eventId: midMonthEvent.eventId,
      ticketDate: '2026-12-12',
      email: 'ada@example.com',
    });

    expect(ticket.eventName).toBe(midMonthEvent.name);
    expect(mock.journal.entries.map(({ operation }) => operation)).toEqual(['buyMuseumTickets']);
    expect(queryClient.getQueryCache().findAll({ predicate: (query) => query.state.isInvalidated })).toEqual(
      [],
    );
  });
});

describe('a caller’s own callbacks', () => {
  it('add to the cache effects instead of replacing them', async () => {
    const seen: string[] = [];
    const options = museum.specialEvents.create();
    const observer = new MutationObserver(queryClient, {
      ...options,
      onSuccess: (event) => {
        seen.push(event.name);
      },
    });

    await observer.mutate({ ...draft, dates: ['2026-12-11'] });

    expect(seen).toEqual([draft.name]);
    expect(refetchedLists()).toEqual(['midMonth', 'wholeMonth']);
  });
});
