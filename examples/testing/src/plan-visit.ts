import type { MuseumDay, SpecialEvent, TicketConfirmation } from '@museum-api/client';
import { isMuseumApiError, type MuseumClient } from '@museum-api/client';

/** What a visitor asks for. */
export interface VisitRequest {
  /** Where the tickets are sent. */
  email: string;
  /** First day the visitor could come. @default the museum's today */
  from?: string;
  /** How many open days to look through for one with a matching event. @default 7 */
  searchDays?: number;
  /** Which events the visitor cares about. @default every event */
  interestedIn?: (event: SpecialEvent) => boolean;
  /** Most event tickets to buy for the day. @default 2 */
  maxEvents?: number;
}

/** A booked day at the museum. */
export interface VisitPlan {
  day: MuseumDay;
  entry: TicketConfirmation;
  events: { event: SpecialEvent; ticket: TicketConfirmation }[];
  /** Events chosen but not booked, with why: sold out or cancelled meanwhile. */
  skipped: { event: SpecialEvent; reason: string }[];
}

/** The museum has no open day in the window searched. */
export class NoOpenDayError extends Error {
  override name = 'NoOpenDayError';
}

/**
 * Plans a day at the museum: the first open day (from `from`) that has an event the visitor
 * wants, or else the first open day; buys general entry for it and tickets for up to `maxEvents`
 * of that day's events. An event that is gone by the time its ticket is bought is skipped, not
 * fatal; any other failure rejects, with the client's error.
 *
 * @example
 * ```ts
 * const plan = await planVisit(client, { email: 'ada@example.com', interestedIn: (e) => e.price < 20 });
 * console.log(plan.day.date, plan.events.map(({ event }) => event.name));
 * ```
 */
export async function planVisit(client: MuseumClient, request: VisitRequest): Promise<VisitPlan> {
  const { email, from, searchDays = 7, interestedIn = () => true, maxEvents = 2 } = request;
  const days = await client.getMuseumHours({
    ...(from === undefined ? {} : { startDate: from }),
    limit: searchDays,
  });
  const [firstDay] = days;
  if (!firstDay) throw new NoOpenDayError(`The museum is closed for the next ${searchDays} open-day slots`);

  let chosen: { day: MuseumDay; events: SpecialEvent[] } = { day: firstDay, events: [] };
  for (const day of days) {
    const events: SpecialEvent[] = [];
    for await (const event of client.iterateSpecialEvents({ startDate: day.date, endDate: day.date })) {
      if (interestedIn(event)) events.push(event);
    }
    if (events.length > 0) {
      chosen = { day, events };
      break;
    }
  }

  const entry = await client.buyMuseumTickets({ ticketType: 'general', ticketDate: chosen.day.date, email });
  const plan: VisitPlan = { day: chosen.day, entry, events: [], skipped: [] };
  for (const event of chosen.events.slice(0, maxEvents)) {
    try {
      const ticket = await client.buyMuseumTickets({
        ticketType: 'event',
        eventId: event.eventId,
        ticketDate: chosen.day.date,
        email,
      });
      plan.events.push({ event, ticket });
    } catch (error) {
      // Cancelled (404) or no longer on that date (400) since we listed it: book the rest.
      if (isMuseumApiError(error) && (error.status === 404 || error.status === 400)) {
        plan.skipped.push({ event, reason: error.problem.detail ?? error.problem.title });
      } else {
        throw error;
      }
    }
  }
  return plan;
}
