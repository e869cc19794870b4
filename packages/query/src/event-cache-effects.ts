import type { ListSpecialEventsQuery, SpecialEvent } from '@museum-api/core';
import type { QueryClient } from '@tanstack/query-core';
import { listWindowCovers, shiftDate } from './list-window.ts';
import { museumKeys } from './query-keys.ts';

/** The events in any cached event query's data: a detail, a page, or an infinite list's pages. */
function eventsIn(data: unknown): SpecialEvent[] {
  if (Array.isArray(data)) return data;
  const value = data as { pages?: SpecialEvent[][]; eventId?: string } | undefined;
  if (value?.pages) return value.pages.flat();
  return value?.eventId ? [value as SpecialEvent] : [];
}

/**
 * Every date the event has in any cached query (a detail, a list page, an infinite list), or
 * `undefined` when no cached query holds it. Copies may disagree when one is stale; all their
 * dates count, since every list holding any copy is out of date.
 */
export function cachedEventDates(cache: QueryClient, eventId: string): string[] | undefined {
  const id = eventId.toLowerCase();
  const dates = new Set<string>();
  let found = false;
  for (const [, data] of cache.getQueriesData({ queryKey: museumKeys.specialEvents.all() })) {
    for (const event of eventsIn(data)) {
      if (event.eventId.toLowerCase() !== id) continue;
      found = true;
      for (const date of event.dates) dates.add(date);
    }
  }
  return found ? [...dates] : undefined;
}

/**
 * Invalidates the cached special-event lists (pages and infinite lists) whose date window covers
 * any of `dates`, and no other; resolves when the active ones have refetched.
 */
export function invalidateEventLists(cache: QueryClient, dates: string[], now: Date): Promise<void> {
  // The latest day the service may be on: a day of slack for clock skew around midnight UTC.
  const latestToday = shiftDate(now.toISOString().slice(0, 10), 1);
  return cache.invalidateQueries({
    queryKey: museumKeys.specialEvents.lists(),
    predicate: ({ queryKey }) =>
      listWindowCovers((queryKey[3] ?? {}) as ListSpecialEventsQuery, dates, latestToday),
  });
}
