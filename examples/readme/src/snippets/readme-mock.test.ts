import { createMuseumClient } from '@museum-api/client';
import { setupMuseumMock } from '@museum-api/mock/node';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';

const { mock } = setupMuseumMock({ clock: '2026-12-01T10:00:00Z' }, { beforeAll, afterEach, afterAll });
const museum = createMuseumClient({
  baseUrl: 'https://museum.test/v1.1',
  credentials: { username: 'me', password: '' },
  idempotency: 'honoured', // the mock keeps idempotency keys, so purchases may be retried
});

test('a purchase that meets a 503 is retried under its idempotency key', async () => {
  mock.fault('buyMuseumTickets', { status: 503, retryAfter: 0 });
  await museum.buyTicket({ ticketType: 'general', ticketDate: '2026-12-01', email: 'ada@example.com' });
  expect(mock.journal.filter('buyMuseumTickets').map((entry) => entry.status)).toEqual([503, 201]);
});
