import type { ListSpecialEventsQuery } from '@museum-api/core';

/** Days after `startDate` that a list without `endDate` covers (core's `limits.listWindowDays`). */
export const listWindowDays = 7;

const dayMs = 86_400_000;

/**
 * The ISO date `days` after `date`. Kept here rather than imported from core, whose runtime entry
 * would bring zod into an app's bundle for one line of arithmetic.
 *
 * @example
 * ```ts
 * shiftDate('2026-12-31', 1); // '2027-01-01'
 * ```
 */
export function shiftDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

/**
 * Whether a cached special-event list may hold an event on any of `dates`: whether one of them
 * lies in the list's window `[startDate, endDate]` as the API resolves it.
 *
 * Explicit bounds are exact. An omitted bound depends on the service's "today", which moves while a
 * list sits in the cache and may differ from this machine's clock, so it is resolved to a window
 * that contains every window the list can have had:
 * - no `startDate`: the window starts at the service's today *when the list was fetched*, some
 *   time ago, so no lower bound is assumed (an event in the past matches);
 * - no `endDate`: `startDate + 7` days when `startDate` is given; otherwise `latestToday + 7`,
 *   where `latestToday` is the latest date the service can be on (our clock plus a day of slack).
 *
 * @example
 * ```ts
 * listWindowCovers({ startDate: '2026-12-01' }, ['2026-12-08'], '2026-12-02'); // true: the window ends on the 8th
 * listWindowCovers({}, ['2026-12-20'], '2026-12-02'); // false: a default window ends on the 9th at the latest
 * ```
 */
export function listWindowCovers(
  query: ListSpecialEventsQuery,
  dates: Iterable<string>,
  latestToday: string,
): boolean {
  const start = query.startDate ?? '';
  const end = query.endDate ?? shiftDate(query.startDate ?? latestToday, listWindowDays);
  for (const date of dates) if (date >= start && date <= end) return true;
  return false;
}
