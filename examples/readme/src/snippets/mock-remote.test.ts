import { connectMuseumMock } from '@museum-api/mock';
import { startMuseumServer } from '@museum-api/mock-server';
import { afterAll, expect, test } from 'vitest';

// In a real suite: `npx museum-mock --admin` beside the app; here, the same server in-process.
const server = await startMuseumServer({ admin: true, clock: '2026-12-01T10:00:00Z' });
afterAll(() => server.close());

test('a worker breaks checkout in its own session and reads what the app sent', async () => {
  const museum = connectMuseumMock(server.url, { session: 'worker-1' });
  await museum.reset();
  await museum.clock.set('2026-12-24T09:00:00Z');
  const outage = await museum.fault('buyMuseumTickets', { status: 503, retryAfter: 5 });

  // The app under test sends the same session id (header, or the museum-session cookie).
  const purchase = await fetch(`${server.url}/tickets`, {
    method: 'POST',
    headers: { Authorization: `Basic ${btoa('ada:')}`, 'Content-Type': 'application/json', 'X-Museum-Session': 'worker-1' },
    body: JSON.stringify({ ticketType: 'general', ticketDate: '2026-12-24', email: 'ada@example.com' }),
  });
  expect(purchase.status).toBe(503);
  expect(await museum.journal.entries({ operation: 'buyMuseumTickets' })).toHaveLength(1);
  await outage.remove();
});
