import type { SpecialEvent } from '@museum-api/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { EventDates } from './event-dates.tsx';
import { describeError, formatDate, formatPrice, utcToday } from './format.ts';
import { useMuseumQueries } from './museum-queries-context.tsx';
import { QueryProblem } from './query-problem.tsx';
import { TicketCard } from './ticket-card.tsx';

/**
 * One event with a form to buy a ticket for it, and the ticket once bought.
 *
 * @example
 * ```tsx
 * <EventDetail eventId={eventId} onBack={() => setView({ kind: 'events' })} />
 * ```
 */
export function EventDetail({ eventId, onBack }: { eventId: string; onBack: () => void }) {
  const museum = useMuseumQueries();
  const event = useQuery(museum.specialEvents.detail(eventId));
  return (
    <section aria-labelledby="event-heading" className="detail">
      <button type="button" className="back" onClick={onBack}>
        ← All events
      </button>
      <QueryProblem query={event} what="the event" />
      {event.data && <EventPurchase event={event.data} />}
    </section>
  );
}

function EventPurchase({ event }: { event: SpecialEvent }) {
  const museum = useMuseumQueries();
  const buy = useMutation(museum.tickets.buy());
  const bookable = event.dates.filter((date) => date >= utcToday());
  const [ticketDate, setTicketDate] = useState(bookable[0] ?? '');
  const [email, setEmail] = useState('');
  const submit = (submitted: FormEvent) => {
    submitted.preventDefault();
    buy.mutate({ ticketType: 'event', eventId: event.eventId, ticketDate, email });
  };
  return (
    <>
      <h2 id="event-heading">{event.name}</h2>
      <p className="where">
        {event.location} · {formatPrice(event.price)}
      </p>
      <p className="description">{event.eventDescription}</p>
      <EventDates dates={event.dates} />
      <form className="purchase" aria-label={`Tickets for ${event.name}`} onSubmit={submit}>
        <label>
          Date
          <select value={ticketDate} onChange={(change) => setTicketDate(change.target.value)}>
            {bookable.map((date) => (
              <option key={date} value={date}>
                {formatDate(date)}
              </option>
            ))}
          </select>
        </label>
        <label>
          Email
          <input type="email" required value={email} onChange={(change) => setEmail(change.target.value)} />
        </label>
        <button type="submit" disabled={buy.isPending || bookable.length === 0}>
          {buy.isPending ? 'Buying…' : `Buy ticket (${formatPrice(event.price)})`}
        </button>
        {buy.isError && (
          <p role="alert" className="problem">
            Could not buy the ticket: {describeError(buy.error)}
          </p>
        )}
      </form>
      {buy.data && <TicketCard ticket={buy.data} />}
    </>
  );
}
