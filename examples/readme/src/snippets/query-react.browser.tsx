// The query README's React block. It needs a DOM and a page, so this file is only type-checked;
// examples/react runs the same pattern in Chromium in its end-to-end test.
// #region react
import { createMuseumClient } from '@museum-api/client';
import { createMuseumQueries } from '@museum-api/query';
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';

const museum = createMuseumQueries(
  createMuseumClient({ baseUrl: '/v1.1', credentials: { username: 'curator', password: '' } }),
);

function Events() {
  const { data, fetchNextPage, hasNextPage } = useInfiniteQuery(museum.specialEvents.infinite({ limit: 10 }));
  // No onSuccess needed: the lists covering the event's dates refetch by themselves.
  const remove = useMutation(museum.specialEvents.delete());
  return (
    <ul>
      {data?.pages.flat().map((event) => (
        <li key={event.eventId}>
          {event.name}{' '}
          <button type="button" onClick={() => remove.mutate(event.eventId)}>
            Delete
          </button>
        </li>
      ))}
      {hasNextPage && (
        <button type="button" onClick={() => fetchNextPage()}>
          Load more
        </button>
      )}
    </ul>
  );
}

function EventTitle({ eventId }: { eventId: string }) {
  const { data: event, error } = useQuery(museum.specialEvents.detail(eventId));
  if (error) return <p role="alert">{error.message}</p>; // a MuseumClientError
  return <h2>{event?.name ?? '…'}</h2>;
}
// #endregion react

export { EventTitle, Events };
