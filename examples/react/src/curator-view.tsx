import { addDays } from '@museum-api/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EventDates } from './event-dates.tsx';
import { EventForm } from './event-form.tsx';
import { horizonDays } from './events-list.tsx';
import { describeError, formatPrice, utcToday } from './format.ts';
import { useMuseumQueries } from './museum-queries-context.tsx';
import { QueryProblem } from './query-problem.tsx';

/**
 * The curator's desk: every event of the coming weeks in one list, a form to create one, and
 * edit and delete on each. No mutation here refreshes anything by hand: @museum-api/query
 * invalidates the lists whose dates the change touches, this one and the visitors' alike.
 *
 * @example
 * ```tsx
 * <CuratorView />
 * ```
 */
export function CuratorView() {
  const museum = useMuseumQueries();
  const today = utcToday();
  const events = useQuery(
    museum.specialEvents.list({ startDate: today, endDate: addDays(today, horizonDays), limit: 30 }),
  );
  const create = useMutation(museum.specialEvents.create());
  const update = useMutation(museum.specialEvents.update());
  const remove = useMutation(museum.specialEvents.delete());
  const [editing, setEditing] = useState<string>();

  return (
    <section aria-labelledby="curator-heading" className="curator">
      <h2 id="curator-heading">Curator’s desk</h2>
      <EventForm
        label="New event"
        submitLabel="Create event"
        onSubmit={(draft) => create.mutateAsync(draft)}
      />
      <QueryProblem query={events} what="events" />
      {remove.isError && (
        <p role="alert" className="problem">
          Could not delete the event: {describeError(remove.error)}
        </p>
      )}
      <ul className="curated" aria-label="Curated events">
        {events.data?.map((event) => (
          <li key={event.eventId}>
            {editing === event.eventId ? (
              <EventForm
                label={`Edit ${event.name}`}
                submitLabel="Save changes"
                initial={event}
                onCancel={() => setEditing(undefined)}
                onSubmit={async (patch) => {
                  await update.mutateAsync({ eventId: event.eventId, patch });
                  setEditing(undefined);
                }}
              />
            ) : (
              <>
                <div>
                  <h3>{event.name}</h3>
                  <p className="where">
                    {event.location} · {formatPrice(event.price)}
                  </p>
                  <EventDates dates={event.dates} />
                </div>
                <div className="actions">
                  <button type="button" onClick={() => setEditing(event.eventId)}>
                    Edit
                  </button>
                  <button
                    type="button"
                    className="secondary"
                    disabled={remove.isPending && remove.variables === event.eventId}
                    onClick={() => remove.mutate(event.eventId)}
                  >
                    Delete
                  </button>
                </div>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
