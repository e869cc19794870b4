import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { setupMuseumMock } from '@museum-api/mock/node';

const { mock } = setupMuseumMock({ clock: '2026-12-01T10:00:00Z', random: 1 }, { beforeAll, afterEach, afterAll });

test('buys a ticket', async () => {
  const response = await fetch('https://api.museum.test/v1.1/tickets', {
    method: 'POST',
    headers: { Authorization: `Basic ${btoa('ada:secret')}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ ticketType: 'general', ticketDate: '2026-12-01', email: 'ada@example.com' }),
  });
  expect(response.status).toBe(201);
  expect(mock.journal.last('buyMuseumTickets')?.status).toBe(201);
});
