import { createMuseumClient } from '@museum-api/client';
import { setupMuseumMock } from '@museum-api/mock/node';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';

const { mock } = setupMuseumMock({ clock: '2026-12-01T10:00:00Z' }, { beforeAll, afterEach, afterAll });
// The test client: `retry: 0`, so a failure fails at once instead of waiting out retries.
const museum = createMuseumClient({
  baseUrl: 'https://museum.test/v1.1',
  credentials: { username: 'me', password: '' },
  idempotency: 'honoured', // the mock keeps idempotency keys, so purchases may be retried
  retry: 0,
});

test('a failing list fails the call', async () => {
  mock.fault('listSpecialEvents', { status: 500 }); // until the test ends: reset after each
  await expect(museum.listSpecialEvents()).rejects.toMatchObject({ status: 500 });
});

test('a purchase that meets a 503 is retried under its idempotency key', async () => {
  mock.fault('buyMuseumTickets', { status: 503, retryAfter: 0 }, { times: 1 });
  const purchase = { ticketType: 'general', ticketDate: '2026-12-01', email: 'ada@example.com' } as const;
  await museum.buyMuseumTickets(purchase, { retry: 2 }); // this test is about retries: it asks for them
  expect(mock.journal.filter('buyMuseumTickets').map((entry) => entry.status)).toEqual([503, 201]);
});
