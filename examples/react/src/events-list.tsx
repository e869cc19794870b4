import { addDays } from '@museum-api/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { EventDates } from './event-dates.tsx';
import { formatPrice, utcToday } from './format.ts';
import { useMuseumQueries } from './museum-queries-context.tsx';
import { QueryProblem } from './query-problem.tsx';

/** Events per "load more": small, so the mock's eight seeded events make three pages. */
export const pageSize = 3;
/** How far ahead the visitor's list looks. */
export const horizonDays = 60;

/**
 * The upcoming events, a page at a time: an infinite query that asks for the next page while
 * the last one came back full.
 *
 * @example
 * ```tsx
 * <EventsList onOpen={(eventId) => setView({ kind: 'event', eventId })} />
 * ```
 */
export function EventsList({ onOpen }: { onOpen: (eventId: string) => void }) {
  const museum = useMuseumQueries();
  const today = utcToday();
  const events = useInfiniteQuery(
    museum.specialEvents.infinite({
      startDate: today,
      endDate: addDays(today, horizonDays),
      limit: pageSize,
    }),
  );
  const all = events.data?.pages.flat() ?? [];
  return (
    <section aria-labelledby="events-heading">
      <div className="section-head">
        <h2 id="events-heading">Upcoming events</h2>
        <button type="button" onClick={() => events.refetch()} disabled={events.isFetching}>
          Refresh
        </button>
      </div>
      <QueryProblem query={events} what="events" />
      {events.isPending && <p className="status">Loading events…</p>}
      {/* data-pages: how many pages are shown, for tests that wait for the next one to land. */}
      <ul className="events" aria-label="Events" data-pages={events.data?.pages.length ?? 0}>
        {all.map((event) => (
          <li key={event.eventId} className="event">
            <h3>{event.name}</h3>
            <p className="where">
              {event.location} · {formatPrice(event.price)}
            </p>
            <EventDates dates={event.dates} />
            <button type="button" onClick={() => onOpen(event.eventId)}>
              Details and tickets
            </button>
          </li>
        ))}
      </ul>
      {events.hasNextPage && (
        <button
          type="button"
          className="more"
          onClick={() => events.fetchNextPage()}
          disabled={events.isFetchingNextPage}
        >
          {events.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </button>
      )}
      {events.isSuccess && !events.hasNextPage && (
        <p className="status">
          {all.length === 0 ? 'No events coming up.' : 'That is every upcoming event.'}
        </p>
      )}
    </section>
  );
}
