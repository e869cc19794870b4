// A purchase whose answer was lost after the mock sold the ticket (the mock's answerLost fault),
// retried by the client under the same Idempotency-Key: the mock replays the sale, and the
// visitor has exactly one ticket. In process, through msw; over real HTTP in
// lost-answer-over-http.test.ts.

import { describe, expect, it } from 'vitest';
import { isMuseumApiError, isMuseumNetworkError, isMuseumUnknownOutcomeError } from '../src/index.ts';
import { museumClient, today, unknownId, useMuseumMock } from './fixtures.ts';
import { rejection } from './rejection.ts';

const { mock } = useMuseumMock();

const purchase = { ticketType: 'general', ticketDate: today, email: 'ada@example.com' } as const;

describe('a purchase whose answer was lost', () => {
  it('is retried under the same key and produces exactly one ticket', async () => {
    mock.fault('buyMuseumTickets', { answerLost: true }, { times: 1 });

    const ticket = await museumClient().buyMuseumTickets(purchase);

    expect(mock.store.ticketCount).toBe(1);
    expect(mock.store.getTicket(ticket.ticketId).email).toBe('ada@example.com');
    const attempts = mock.journal.filter('buyMuseumTickets');
    expect(attempts.map(({ status, intervention, replayed }) => [status, intervention, replayed])).toEqual([
      [0, 'fault', undefined],
      [201, undefined, true],
    ]);
  });

  it('replays an event creation the same way, Location included', async () => {
    mock.fault('createSpecialEvent', { answerLost: true }, { times: 1 });
    const draft = {
      name: 'Night of the Dinosaurs',
      location: 'Hall B',
      eventDescription: 'A torch-lit tour.',
      dates: ['2026-12-05'],
      price: 25,
    };

    const { data, response } = await museumClient().withResponse.createSpecialEvent(draft);

    expect(mock.store.eventCount).toBe(1);
    expect(response.headers.get('location')).toMatch(new RegExp(`/special-events/${data.eventId}$`));
    expect(response.headers.get('idempotent-replayed')).toBe('true');
  });

  it('buys nothing twice without a key: the client does not retry it', async () => {
    mock.fault('buyMuseumTickets', { answerLost: true }, { times: 1 });

    const error = await rejection(museumClient().buyMuseumTickets(purchase, { idempotency: false }));

    if (!isMuseumUnknownOutcomeError(error)) throw error;
    expect(isMuseumNetworkError(error.cause)).toBe(true);
    expect(mock.store.ticketCount).toBe(1);
    expect(mock.journal.count('buyMuseumTickets')).toBe(1);
  });
});

describe('request ids', () => {
  it('gives a client error the X-Request-Id the mock answered with and recorded', async () => {
    const error = await rejection(museumClient().getSpecialEvent(unknownId));

    expect(isMuseumApiError(error) && error.status).toBe(404);
    expect(isMuseumApiError(error) && error.requestId).toMatch(/^req-[0-9a-f]{8}-\d+$/);
    expect(isMuseumApiError(error) && error.requestId).toBe(mock.journal.last()?.requestId);
  });
});
