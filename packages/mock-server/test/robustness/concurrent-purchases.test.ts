import { TicketConfirmationSchema } from '@museum-api/core';
import { Pool } from 'undici';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fuzzContextOf } from '../../../mock/test/robustness/fuzz-request.ts';
import { base64Utf8 } from '../../../mock/test/robustness/hostile-headers.ts';
import { type MuseumServer, startMuseumServer } from '../../src/index.ts';

const purchases = 1000;
const connections = 32;

describe('the standalone server under 1,000 concurrent ticket purchases', () => {
  let server: MuseumServer;
  let pool: Pool;

  beforeAll(async () => {
    // A journal large enough to hold every purchase, so it can be checked against the store.
    server = await startMuseumServer({ port: 0, clock: '2026-11-22T12:00:00Z', journalLimit: 2 * purchases });
    pool = new Pool(new URL(server.url).origin, { connections, keepAliveTimeout: 1000 });
  });

  afterAll(async () => {
    await pool?.close();
    await server?.close();
  });

  test('sells every ticket once, with unique ids and codes, and the journal agrees with the store', async () => {
    const { mock } = server;
    const context = fuzzContextOf(mock.store, mock.options.maxBodyBytes);
    const sellable = Object.entries(context.sellableEventDates);
    const ticketsBefore = mock.store.ticketCount;
    const basePath = new URL(server.url).pathname;

    const bodies = Array.from({ length: purchases }, (_, i) => {
      const email = `visitor${i}@museum.test`;
      const [eventId, dates] = sellable[i % sellable.length] ?? [];
      return i % 2 === 0 || eventId === undefined || dates === undefined
        ? { ticketType: 'general', ticketDate: context.openDays[i % context.openDays.length], email }
        : { ticketType: 'event', eventId, ticketDate: dates[i % dates.length], email };
    });
    const started = performance.now();
    const answers = await Promise.all(
      bodies.map(async (body, i) => {
        const response = await pool.request({
          path: `${basePath}/tickets`,
          method: 'POST',
          headers: {
            authorization: `Basic ${base64Utf8(`buyer-${i}:pw`)}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify(body),
        });
        return { status: response.statusCode, body: (await response.body.json()) as unknown };
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    console.info(
      `concurrency: ${purchases} purchases over ${connections} connections in ${seconds.toFixed(2)} s`,
    );

    expect(answers.filter((answer) => answer.status !== 201)).toEqual([]);
    const confirmations = answers.map((answer) => TicketConfirmationSchema.parse(answer.body));
    expect(new Set(confirmations.map((ticket) => ticket.ticketId)).size).toBe(purchases);
    expect(new Set(confirmations.map((ticket) => ticket.confirmationCode)).size).toBe(purchases);

    expect(mock.store.ticketCount).toBe(ticketsBefore + purchases);
    for (const confirmation of confirmations) {
      const stored = mock.store.getTicket(confirmation.ticketId);
      expect(stored.confirmationCode).toBe(confirmation.confirmationCode);
    }
    const journalled = mock.journal.filter({ operation: 'buyMuseumTickets', status: 201 });
    expect(journalled).toHaveLength(purchases);
    const journalIds = new Set(journalled.map((entry) => entry.responseBody?.ticketId));
    expect(journalIds).toEqual(new Set(confirmations.map((ticket) => ticket.ticketId)));
    expect(new Set(journalled.map((entry) => entry.username))).toHaveProperty('size', purchases);
  }, 60_000);
});
