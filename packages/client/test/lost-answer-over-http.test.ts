// The lost-answer purchase of lost-answer.test.ts over real HTTP: the standalone mock server on
// 127.0.0.1 (a free port) destroys the socket after selling the ticket; the client retries.

import { type MuseumServer, startMuseumServer } from '@museum-api/mock-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMuseumClient } from '../src/index.ts';
import { credentials, now, today } from './fixtures.ts';

let server: MuseumServer;
beforeAll(async () => {
  server = await startMuseumServer({
    clock: now,
    randomSeed: 'client-tests',
    seed: 'empty',
    auth: credentials,
  });
});
afterEach(() => server.mock.reset());
afterAll(() => server.close());

const purchase = { ticketType: 'general', ticketDate: today, email: 'ada@example.com' } as const;

describe('a purchase whose answer was lost, over HTTP', () => {
  it('is retried under the same key and produces exactly one ticket', async () => {
    server.mock.fault('buyMuseumTickets', { answerLost: true }, { times: 1 });
    const client = createMuseumClient({
      baseUrl: server.url,
      credentials,
      idempotency: 'honoured',
      retry: { limit: 2, backoffLimit: 10 },
    });

    const { data, response } = await client.withResponse.buyMuseumTickets(purchase);

    expect(server.mock.store.ticketCount).toBe(1);
    expect(server.mock.store.getTicket(data.ticketId).email).toBe('ada@example.com');
    expect(response.headers.get('idempotent-replayed')).toBe('true');
    expect(response.headers.get('x-request-id')).toBe(server.mock.journal.last()?.requestId);
    expect(server.mock.journal.filter('buyMuseumTickets').map(({ status }) => status)).toEqual([0, 201]);
  });
});
