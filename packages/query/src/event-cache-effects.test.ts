import type { SpecialEvent } from '@museum-api/core';
import { QueryClient } from '@tanstack/query-core';
import { describe, expect, it } from 'vitest';
import { cachedEventDates } from './event-cache-effects.ts';
import { museumKeys } from './query-keys.ts';

const eventId = '3b0f8f3e-7a65-4c4e-9a51-1c6f3c2d9f10';
const event = (dates: string[], id = eventId): SpecialEvent => ({
  eventId: id,
  name: 'Night of the Dinosaurs',
  location: 'Hall B',
  eventDescription: 'Torch-lit tour.',
  dates,
  price: 25,
});
const other = event(['2026-12-24'], '9c4d2e71-0b8a-4f3e-a6d5-2e7f1c9b4a08');

describe('cachedEventDates', () => {
  it.each([
    ['its detail', museumKeys.specialEvents.detail(eventId), event(['2026-12-05'])],
    ['a list page', museumKeys.specialEvents.list({}), [other, event(['2026-12-05'])]],
    [
      'an infinite list',
      museumKeys.specialEvents.infinite({}),
      { pages: [[other], [event(['2026-12-05'])]], pageParams: [1, 2] },
    ],
  ])('finds the dates of an event held only in %s', (_where, key, data) => {
    const cache = new QueryClient();
    cache.setQueryData(key, data as never);
    expect(cachedEventDates(cache, eventId)).toEqual(['2026-12-05']);
  });

  it('joins the dates of every copy, stale ones too, and matches the id in any case', () => {
    const cache = new QueryClient();
    cache.setQueryData(museumKeys.specialEvents.detail(eventId), event(['2026-12-05', '2026-12-06']));
    cache.setQueryData(museumKeys.specialEvents.list({ startDate: '2026-12-01' }), [
      event(['2026-12-05', '2026-12-01'], eventId.toUpperCase()),
    ]);
    expect(cachedEventDates(cache, eventId.toUpperCase())?.sort()).toEqual([
      '2026-12-01',
      '2026-12-05',
      '2026-12-06',
    ]);
  });

  it('answers undefined when no cached event query holds the event', () => {
    const cache = new QueryClient();
    cache.setQueryData(museumKeys.specialEvents.list({}), [other]);
    expect(cachedEventDates(cache, eventId)).toBeUndefined();
  });

  it('passes over queries still waiting for data and queries of open days', () => {
    const cache = new QueryClient();
    void cache.prefetchQuery({
      queryKey: museumKeys.specialEvents.detail(eventId),
      queryFn: () => new Promise(() => {}),
    });
    cache.setQueryData(museumKeys.museumHours.list({}), [
      { date: '2026-12-05', timeOpen: '09:00', timeClose: '18:00' },
    ]);
    cache.setQueryData(museumKeys.specialEvents.list({}), [event(['2026-12-07'])]);
    expect(cachedEventDates(cache, eventId)).toEqual(['2026-12-07']);
  });
});
