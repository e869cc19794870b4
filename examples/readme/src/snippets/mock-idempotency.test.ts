// docs/mock-state.md's idempotent purchase: a sale whose answer is lost (the answerLost fault), the
// client's retry under the same Idempotency-Key, and one ticket. Run as a test of its own.
import { createMuseumClient } from '@museum-api/client';
import { createMuseumMock } from '@museum-api/mock';
import { expect, test } from 'vitest';

test('the idempotency block sells one ticket for a purchase whose answer was lost', async () => {
  // #region idempotency
  const mock = createMuseumMock({ clock: '2026-12-01T10:00:00Z', seed: 'empty' });
  const museum = createMuseumClient({
    baseUrl: 'https://museum.test/v1.1',
    credentials: { username: 'ada', password: 'secret' },
    idempotency: 'honoured', // the mock keeps keys: the client may send one and retry
    fetch: mock.fetch,
  });

  mock.fault('buyMuseumTickets', { answerLost: true }, { times: 1 }); // sells the ticket, then drops the answer
  const ticket = await museum.buyMuseumTickets({ ticketType: 'general', ticketDate: '2026-12-01', email: 'ada@example.com' });

  mock.store.ticketCount; // 1: the client's retry, under the same key, was replayed
  mock.journal.last()?.replayed; // true, and the answer carried `Idempotent-Replayed: true`
  // #endregion idempotency
  expect(mock.store.ticketCount).toBe(1);
  expect(mock.journal.last()?.replayed).toBe(true);
  expect(mock.store.getTicket(ticket.ticketId).email).toBe('ada@example.com');
});
