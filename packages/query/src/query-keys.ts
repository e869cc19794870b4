import type { MuseumClientError, TicketImage } from '@museum-api/client';
import type { ListSpecialEventsQuery, MuseumDay, MuseumHoursQuery, SpecialEvent } from '@museum-api/core';
import type { DataTag, InfiniteData } from '@tanstack/query-core';

/** A query key tagged with the data and error its query holds, so `getQueryData` and friends infer them. */
type Tagged<Key extends readonly unknown[], Data> = DataTag<Key, Data, MuseumClientError>;

/**
 * Query of an infinite list: every filter of a list but `page`, which the pages supply.
 *
 * @example
 * ```ts
 * const december: InfiniteListQuery<ListSpecialEventsQuery> = { startDate: '2026-12-01', limit: 30 };
 * ```
 */
export type InfiniteListQuery<Query extends object> = Omit<Query, 'page'>;

/**
 * The hierarchical query keys of every Museum query, from the broadest to the most specific:
 * invalidating a prefix reaches everything under it. Keys are tagged with their data type, so
 * `queryClient.getQueryData(museumKeys.specialEvents.detail(id))` is a `SpecialEvent | undefined`.
 *
 * | key | holds |
 * | --- | --- |
 * | `['museum-api']` | everything below |
 * | `['museum-api', 'special-events']` | every event query |
 * | `['museum-api', 'special-events', 'lists']` | every event list, paged or infinite |
 * | `['museum-api', 'special-events', 'lists', query]` | one page (`SpecialEvent[]`) |
 * | `['museum-api', 'special-events', 'lists', query, 'infinite']` | an infinite list |
 * | `['museum-api', 'special-events', 'detail', eventId]` | one `SpecialEvent` |
 * | `['museum-api', 'museum-hours', 'lists', query (, 'infinite')]` | open days |
 * | `['museum-api', 'tickets', 'code', ticketId]` | a `TicketImage` |
 *
 * @example
 * ```ts
 * await queryClient.invalidateQueries({ queryKey: museumKeys.specialEvents.lists() });
 * const cached = queryClient.getQueryData(museumKeys.specialEvents.detail(eventId));
 * ```
 */
export const museumKeys = {
  /** Every Museum query. */
  all: () => ['museum-api'] as const,
  specialEvents: {
    /** Every special-event query: lists and details. */
    all: () => ['museum-api', 'special-events'] as const,
    /** Every event list, paged or infinite. */
    lists: () => ['museum-api', 'special-events', 'lists'] as const,
    /** One page of events for `query`. */
    list: (query: ListSpecialEventsQuery = {}) =>
      ['museum-api', 'special-events', 'lists', query] as unknown as Tagged<
        readonly ['museum-api', 'special-events', 'lists', ListSpecialEventsQuery],
        SpecialEvent[]
      >,
    /** The infinite list of events for `query`. */
    infinite: (query: InfiniteListQuery<ListSpecialEventsQuery> = {}) =>
      ['museum-api', 'special-events', 'lists', query, 'infinite'] as unknown as Tagged<
        readonly [
          'museum-api',
          'special-events',
          'lists',
          InfiniteListQuery<ListSpecialEventsQuery>,
          'infinite',
        ],
        InfiniteData<SpecialEvent[], number>
      >,
    /** One event. */
    detail: (eventId: string) =>
      ['museum-api', 'special-events', 'detail', eventId] as unknown as Tagged<
        readonly ['museum-api', 'special-events', 'detail', string],
        SpecialEvent
      >,
  },
  museumHours: {
    /** Every museum-hours query. */
    all: () => ['museum-api', 'museum-hours'] as const,
    /** Every list of open days, paged or infinite. */
    lists: () => ['museum-api', 'museum-hours', 'lists'] as const,
    /** One page of open days for `query`. */
    list: (query: MuseumHoursQuery = {}) =>
      ['museum-api', 'museum-hours', 'lists', query] as unknown as Tagged<
        readonly ['museum-api', 'museum-hours', 'lists', MuseumHoursQuery],
        MuseumDay[]
      >,
    /** The infinite list of open days for `query`. */
    infinite: (query: InfiniteListQuery<MuseumHoursQuery> = {}) =>
      ['museum-api', 'museum-hours', 'lists', query, 'infinite'] as unknown as Tagged<
        readonly ['museum-api', 'museum-hours', 'lists', InfiniteListQuery<MuseumHoursQuery>, 'infinite'],
        InfiniteData<MuseumDay[], number>
      >,
  },
  tickets: {
    /** Every ticket query. */
    all: () => ['museum-api', 'tickets'] as const,
    /** A ticket's PNG with its QR code (`getTicketCode`). */
    code: (ticketId: string) =>
      ['museum-api', 'tickets', 'code', ticketId] as unknown as Tagged<
        readonly ['museum-api', 'tickets', 'code', string],
        TicketImage
      >,
  },
  /** One key per mutation, named by the operation's id, as the mock's journal and faults name it. */
  mutations: {
    /** The ticket purchase mutation. */
    buyMuseumTickets: () => ['museum-api', 'tickets', 'buy'] as const,
    /** The event creation mutation. */
    createSpecialEvent: () => ['museum-api', 'special-events', 'create'] as const,
    /** The event update mutation. */
    updateSpecialEvent: () => ['museum-api', 'special-events', 'update'] as const,
    /** The event removal mutation. */
    deleteSpecialEvent: () => ['museum-api', 'special-events', 'delete'] as const,
  },
};

/**
 * The type of {@link museumKeys}.
 *
 * @example
 * ```ts
 * function eventKeys(keys: MuseumKeys) { return keys.specialEvents; }
 * ```
 */
export type MuseumKeys = typeof museumKeys;
