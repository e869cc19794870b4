import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isMuseumApiError, type MuseumClient } from '@museum-api/client';
import { addDays, type SpecialEvent, type TicketConfirmation } from '@museum-api/core';

/** Where the tour writes and how it talks. */
export interface MuseumTourOptions {
  /** Directory for the ticket PNG; created if missing. */
  outputDir: string;
  /** Receives each line of the tour's narration. */
  log?: (line: string) => void;
  /** Events per page when listing, small enough that the listing takes a few pages. */
  pageSize?: number;
}

/** What the tour did, for a caller (or a test) to check. */
export interface MuseumTourResult {
  generalTicket: TicketConfirmation;
  eventTicket: TicketConfirmation;
  /** Names of the upcoming events, page by page. */
  pages: string[][];
  /** The event the tour created, as it was after the patch, then deleted. */
  patchedEvent: SpecialEvent;
  /** Path of the event ticket's PNG image. */
  ticketImagePath: string;
}

/**
 * Walks through every operation of the Museum API with the client, as a newcomer's first script
 * would: opening days, a general and an event ticket, the events listed page by page, an event
 * created, patched and deleted, and the ticket image saved as a PNG file.
 *
 * @example
 * ```ts
 * const result = await runMuseumTour(client, { outputDir: 'out', log: console.log });
 * console.log(result.ticketImagePath);
 * ```
 */
export async function runMuseumTour(
  client: MuseumClient,
  options: MuseumTourOptions,
): Promise<MuseumTourResult> {
  const { outputDir, log = () => {}, pageSize = 3 } = options;

  const [openDay] = await client.getMuseumHours({ limit: 3 });
  if (!openDay) throw new Error('The museum has no open day ahead');
  log(`Next open day: ${openDay.date}, ${openDay.timeOpen}–${openDay.timeClose}`);

  const generalTicket = await client.buyMuseumTickets({
    ticketType: 'general',
    ticketDate: openDay.date,
    email: 'ada@example.com',
  });
  log(`General ticket for ${generalTicket.ticketDate}: ${generalTicket.confirmationCode}`);

  // Page by page, as a UI with a "next" button would; `iterateSpecialEvents` does this lazily.
  const window = { startDate: openDay.date, endDate: addDays(openDay.date, 14) };
  const pages: string[][] = [];
  const upcoming: SpecialEvent[] = [];
  for (let page = 1; ; page++) {
    const events = await client.listSpecialEvents({ ...window, page, limit: pageSize });
    if (events.length === 0) break;
    pages.push(events.map((event) => event.name));
    upcoming.push(...events);
    log(
      `Events page ${page}: ${events.map((event) => `${event.name} (${firstDateFrom(event, window.startDate)})`).join('; ')}`,
    );
    if (events.length < pageSize) break;
  }

  const chosen = upcoming[0];
  const chosenDate = chosen && firstDateFrom(chosen, window.startDate);
  if (!chosen || !chosenDate) throw new Error('No upcoming event to buy a ticket for');
  const eventTicket = await client.buyMuseumTickets({
    ticketType: 'event',
    eventId: chosen.eventId,
    ticketDate: chosenDate,
    email: 'ada@example.com',
  });
  log(`Ticket for ${eventTicket.eventName} on ${eventTicket.ticketDate}: ${eventTicket.confirmationCode}`);

  const created = await client.createSpecialEvent({
    name: 'Late Opening: Sketching in the Galleries',
    location: 'Sculpture Court',
    eventDescription: 'Bring a pencil; boards and paper provided. Drop in any time.',
    dates: [addDays(openDay.date, 3)],
    price: 0,
  });
  const patchedEvent = await client.updateSpecialEvent(created.eventId, {
    price: 6.5,
    location: 'Sculpture Court, ground floor',
  });
  log(
    `Created and patched "${patchedEvent.name}": now $${patchedEvent.price.toFixed(2)} at ${patchedEvent.location}`,
  );
  await client.deleteSpecialEvent(created.eventId);
  try {
    await client.getSpecialEvent(created.eventId);
    throw new Error('The deleted event is still there');
  } catch (error) {
    if (!isMuseumApiError(error) || error.status !== 404) throw error;
    log(`Deleted it; reading it back answers ${error.status}: ${error.problem.title}`);
  }

  const image = await client.getTicketCode(eventTicket.ticketId);
  await mkdir(outputDir, { recursive: true });
  const ticketImagePath = join(outputDir, `ticket-${eventTicket.confirmationCode}.png`);
  await writeFile(ticketImagePath, await image.bytes());
  log(`Saved the ticket with its QR code to ${ticketImagePath}`);

  return { generalTicket, eventTicket, pages, patchedEvent, ticketImagePath };
}

/** An event's first date on or after `from`: the date a listing filtered from `from` matched. */
function firstDateFrom(event: SpecialEvent, from: string): string | undefined {
  return event.dates.find((date) => date >= from);
}
