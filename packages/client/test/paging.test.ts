// The paging iterators against the real mock: page boundaries, laziness and where the walk ends,
// counted in the requests the mock's journal saw.

import { addDays, type SpecialEvent } from '@museum-api/core';
import { describe, expect, it } from 'vitest';
import { draft, museumClient, today, useMuseumMock } from './fixtures.ts';

const { mock } = useMuseumMock();

/** A filter wide enough for every event {@link arrangeEvents} makes. */
const window = { startDate: today, endDate: addDays(today, 60) };

/** `count` events straight into the mock's store, one a day from today, so API order is creation order. */
function arrangeEvents(count: number): SpecialEvent[] {
  return Array.from({ length: count }, (_, index) =>
    mock.store.createEvent({
      ...draft,
      name: `Event ${String(index + 1).padStart(2, '0')}`,
      dates: [addDays(today, index)],
    }),
  );
}

/** The `page` and `limit` of every list request, in order. */
function listedPages() {
  return mock.journal.filter('listSpecialEvents').map(({ query }) => [query.page, query.limit]);
}

describe('iterateSpecialEvents', () => {
  it('yields 25 events in order over three pages of 10 and stops at the short last page', async () => {
    const events = arrangeEvents(25);

    const seen: SpecialEvent[] = [];
    for await (const event of museumClient().iterateSpecialEvents({ ...window, limit: 10 })) seen.push(event);

    expect(seen).toEqual(events);
    expect(mock.journal.count('listSpecialEvents')).toBe(3);
    expect(listedPages()).toEqual([
      ['1', '10'],
      ['2', '10'],
      ['3', '10'],
    ]);
    expect(mock.journal.filter('listSpecialEvents').map(({ responseBody }) => responseBody?.length)).toEqual([
      10, 10, 5,
    ]);
  });

  it('fetches nothing until the first item is wanted, then the next page only when this one is used up', async () => {
    const events = arrangeEvents(25);
    const walk = museumClient().iterateSpecialEvents({ ...window, limit: 10 });
    expect(mock.journal.count()).toBe(0);

    for (const expected of events.slice(0, 10)) {
      await expect(walk.next()).resolves.toEqual({ done: false, value: expected });
      expect(mock.journal.count('listSpecialEvents')).toBe(1);
    }
    await expect(walk.next()).resolves.toEqual({ done: false, value: events[10] });
    expect(mock.journal.count('listSpecialEvents')).toBe(2);
  });

  it('asks for one empty page more when the last page was exactly full', async () => {
    const events = arrangeEvents(20);

    const seen: SpecialEvent[] = [];
    for await (const event of museumClient().iterateSpecialEvents({ ...window, limit: 10 })) seen.push(event);

    expect(seen).toEqual(events);
    expect(mock.journal.filter('listSpecialEvents').map(({ responseBody }) => responseBody?.length)).toEqual([
      10, 10, 0,
    ]);
  });

  it('asks for pages of 30, the most the API serves, when no limit is given', async () => {
    const events = arrangeEvents(25);

    const seen: SpecialEvent[] = [];
    for await (const event of museumClient().iterateSpecialEvents(window)) seen.push(event);

    expect(seen).toEqual(events);
    expect(listedPages()).toEqual([['1', '30']]);
  });

  it('starts at the given page', async () => {
    const events = arrangeEvents(25);

    const seen: SpecialEvent[] = [];
    for await (const event of museumClient().iterateSpecialEvents({ ...window, page: 2, limit: 10 }))
      seen.push(event);

    expect(seen).toEqual(events.slice(10));
    expect(listedPages()).toEqual([
      ['2', '10'],
      ['3', '10'],
    ]);
  });

  it('stops fetching when the loop breaks inside a page', async () => {
    arrangeEvents(25);

    for await (const event of museumClient().iterateSpecialEvents({ ...window, limit: 10 })) {
      if (event.name === 'Event 12') break;
    }
    expect(listedPages()).toEqual([
      ['1', '10'],
      ['2', '10'],
    ]);
  });

  it('ends at once on an empty first page', async () => {
    const seen: SpecialEvent[] = [];
    for await (const event of museumClient().iterateSpecialEvents(window)) seen.push(event);

    expect(seen).toEqual([]);
    expect(mock.journal.count('listSpecialEvents')).toBe(1);
  });
});

describe('iterateMuseumHours', () => {
  it('walks open days across a page boundary and stops fetching when the loop breaks', async () => {
    const dates: string[] = [];
    for await (const day of museumClient().iterateMuseumHours({ startDate: today })) {
      dates.push(day.date);
      if (dates.length === 35) break;
    }

    // 35 open days from Tuesday 2026-12-01, skipping five Mondays, as the mock's schedule says.
    expect(dates.at(-1)).toBe('2027-01-09');
    const [first, second] = [1, 2].map((page) =>
      mock.store.listMuseumHours({ startDate: today, page, limit: 30 }),
    );
    expect(dates).toEqual([...(first ?? []), ...(second ?? [])].slice(0, 35).map(({ date }) => date));
    expect(mock.journal.filter('getMuseumHours').map(({ query }) => query)).toEqual([
      { startDate: today, page: '1', limit: '30' },
      { startDate: today, page: '2', limit: '30' },
    ]);
  });
});
