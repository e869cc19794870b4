import { useLoaderData } from 'react-router';
import { museum } from '../museum-client.server.ts';

/**
 * Reads the upcoming special events on the server, for each request of the page.
 *
 * @example
 * ```ts
 * const events = await loader();
 * ```
 */
// #region loader
export async function loader() {
  return museum.listSpecialEvents();
}
// #endregion loader

/** The page: the events the loader read, rendered on the server (React escapes every text). */
export default function Events() {
  const events = useLoaderData<typeof loader>();
  return (
    <ul aria-label="Events">
      {events.map((event) => (
        <li key={event.eventId}>
          <h2>{event.name}</h2>
          <p>
            {event.location} · {event.dates.join(', ')}
          </p>
        </li>
      ))}
    </ul>
  );
}
