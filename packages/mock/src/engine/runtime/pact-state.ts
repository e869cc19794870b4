import { addDays, isIsoDate, isMuseumDomainError, type MuseumStoreSnapshot } from '@museum-api/core';
import { ProblemError } from '../http/problem-error.ts';
import { type PactStateChange, pactStates } from '../journal/journal-pact.ts';
import type { MuseumMock } from './mock.ts';

const asString = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

const dayMs = 86_400_000;

/**
 * Makes a pact's provider state true on `mock` through one checked `restore` (additions only, so a
 * teardown changes nothing). With the recorded `today`, dates move by the days since, and the answer
 * maps each recorded date to its moved one for the pact's generators.
 * @throws {ProblemError} 400 for an unknown state or a bad parameter; nothing changed.
 */
export function applyPactState(mock: MuseumMock, change: PactStateChange): Record<string, unknown> {
  if (change.action === 'teardown' || change.state === undefined || change.state === '') return {};
  const params = change.params ?? {};
  const snapshot = mock.snapshot();
  const today = mock.store.today();
  const recorded = params.today ?? today;
  if (!isIsoDate(recorded))
    throw ProblemError.invalidRequest(`Provider state '${change.state}': today must be a date (YYYY-MM-DD).`);
  const shift = Math.round((Date.parse(today) - Date.parse(recorded)) / dayMs);
  const moved: Record<string, string> = {};
  const move = (date: unknown): string => {
    if (!isIsoDate(date)) return date as string;
    moved[date] = addDays(date, shift);
    return moved[date];
  };
  if (change.state === pactStates.dates) {
    if (Array.isArray(params.dates)) params.dates.forEach(move);
    return moved;
  }
  if (change.state === pactStates.event) {
    const eventId = asString(params.eventId)?.toLowerCase();
    const dates = Array.isArray(params.dates) ? params.dates.map(move) : [today];
    const existing = snapshot.events.find((event) => event.eventId === eventId);
    if (existing !== undefined) existing.dates = [...new Set([...existing.dates, ...dates])].sort();
    else
      snapshot.events.push({
        eventId: eventId as string,
        name: 'Provider state event',
        location: 'Main hall',
        eventDescription: 'An event a pact needs',
        dates: [...new Set(dates)].sort(),
        price: 10,
      });
    restoreChecked(mock, snapshot, change.state);
    return { ...moved, eventId };
  }
  if (change.state === pactStates.ticket) {
    const ticketId = asString(params.ticketId)?.toLowerCase();
    if (!snapshot.tickets.some((ticket) => ticket.ticketId === ticketId)) {
      const eventId = asString(params.eventId);
      snapshot.tickets.push({
        message: 'Provider state ticket',
        ticketId: ticketId as string,
        ticketType: params.ticketType === 'event' ? 'event' : 'general',
        ticketDate: params.ticketDate === undefined ? today : move(params.ticketDate),
        // Unique among the tickets: made from the id, which is.
        confirmationCode: `PACT-${String(ticketId).slice(0, 8).toUpperCase()}`,
        ...(eventId === undefined ? {} : { eventId }),
        purchasedAt: mock.store.now().toISOString(),
      });
    }
    restoreChecked(mock, snapshot, change.state);
    return { ...moved, ticketId };
  }
  throw ProblemError.invalidRequest(
    `Unknown provider state '${change.state}': the mock knows ${Object.values(pactStates)
      .map((name) => `'${name}'`)
      .join(', ')}.`,
  );
}

function restoreChecked(mock: MuseumMock, snapshot: MuseumStoreSnapshot, state: string): void {
  try {
    mock.restore(snapshot);
  } catch (error) {
    if (!isMuseumDomainError(error)) throw error;
    throw ProblemError.invalidRequest(
      `Invalid parameters of provider state '${state}': ${error.message}`,
      error.issues,
    );
  }
}
