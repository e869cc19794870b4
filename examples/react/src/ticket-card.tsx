import type { TicketConfirmation } from '@museum-api/core';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from './format.ts';
import { useMuseumQueries } from './museum-queries-context.tsx';
import { QueryProblem } from './query-problem.tsx';
import { useObjectUrl } from './use-object-url.ts';

/**
 * A bought ticket with its QR image, fetched once and kept (the same ticket always has the same
 * picture).
 *
 * @example
 * ```tsx
 * <TicketCard ticket={confirmation} />
 * ```
 */
export function TicketCard({ ticket }: { ticket: TicketConfirmation }) {
  const museum = useMuseumQueries();
  const image = useQuery(museum.tickets.code(ticket.ticketId));
  const src = useObjectUrl(image.data?.blob);
  return (
    <section className="ticket" aria-label="Your ticket">
      <div>
        <p>{ticket.message}</p>
        <dl>
          <dt>Event</dt>
          <dd>{ticket.eventName}</dd>
          <dt>Date</dt>
          <dd>{formatDate(ticket.ticketDate)}</dd>
          <dt>Confirmation</dt>
          <dd>{ticket.confirmationCode}</dd>
        </dl>
        <QueryProblem query={image} what="the ticket image" />
      </div>
      {src && (
        <img
          src={src}
          alt={`QR code of ticket ${ticket.confirmationCode}`}
          data-ticket-id={ticket.ticketId}
          width={240}
        />
      )}
    </section>
  );
}
