// The receiver against the mock's real deliveries: the standalone mock server on 127.0.0.1, called
// by @museum-api/client over real HTTP, POSTing publishNewEvent to the receiver. The standalone
// server rather than the in-process mock under msw, because it is what `museum-mock --webhook`
// runs: every hop is a real socket, and what holds here holds for a receiver under test against
// the CLI. Its `mock` handle is the same one a test in process gets, so the delivery faults, the
// delivery log and the clock are driven directly. The clock is fixed: a retry waits until the test
// moves it, so nothing here depends on timing.
import { createMuseumClient } from '@museum-api/client';
import { type MuseumServer, startMuseumServer } from '@museum-api/mock-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Receiver, type ReceiverOptions, startReceiver } from './start-receiver.ts';
import { newEvent, secret } from './test-fixtures.ts';

const retryDelayMs = 60_000;

let receiver: Receiver;
let server: MuseumServer;

/** A receiver, and a mock server subscribing it with the same secret. */
async function start(options: Partial<ReceiverOptions> = {}) {
  receiver = await startReceiver({ secret, ...options });
  server = await startMuseumServer({
    port: 0,
    clock: '2026-12-01T10:00:00Z',
    webhooks: { urls: [receiver.url], secret, retryDelay: retryDelayMs },
  });
  const museum = createMuseumClient({
    baseUrl: server.url,
    credentials: { username: 'front-desk', password: 'secret' },
  });
  return { museum, webhooks: server.mock.webhooks };
}

beforeEach(() => {
  receiver = undefined as unknown as Receiver;
  server = undefined as unknown as MuseumServer;
});
afterEach(async () => {
  await server?.close();
  await receiver?.close();
});

describe('the receiver against the mock', () => {
  it('receives a created and a patched event, typed, each under its own webhook-id', async () => {
    const { museum, webhooks } = await start();
    const created = await museum.createSpecialEvent(newEvent);
    const patched = await museum.updateSpecialEvent(created.eventId, { price: 30 });
    await webhooks.idle();

    expect(receiver.deliveries.map(({ event }) => event)).toEqual([created, patched]);
    expect(receiver.deliveries.map(({ id }) => id)).toEqual(
      webhooks.deliveries().map(({ webhookId }) => webhookId),
    );
    expect(webhooks.deliveries().map(({ change, state }) => [change, state])).toEqual([
      ['created', 'delivered'],
      ['updated', 'delivered'],
    ]);
    expect(receiver.refusals).toEqual([]);
  });

  it('duplicate: the second copy is answered 202 and kept once', async () => {
    const { museum, webhooks } = await start();
    webhooks.fault({ kind: 'duplicate' });
    const created = await museum.createSpecialEvent(newEvent);
    await webhooks.idle();

    const [delivery] = webhooks.deliveries();
    expect(receiver.deliveries.map(({ id, event }) => [id, event])).toEqual([[delivery?.webhookId, created]]);
    expect(receiver.duplicates).toEqual([delivery?.webhookId]);
  });

  it('reorder: the older change arrives last, and its webhook-timestamp cannot tell', async () => {
    const { museum, webhooks } = await start();
    const { eventId } = await museum.createSpecialEvent(newEvent);
    webhooks.fault({ kind: 'reorder', times: 1 });
    const older = await museum.updateSpecialEvent(eventId, { price: 30 });
    const newer = await museum.updateSpecialEvent(eventId, { price: 35 });
    await webhooks.idle();

    const arrived = receiver.deliveries.slice(1);
    expect(arrived.map(({ event }) => event)).toEqual([newer, older]);
    // The timestamp is when the attempt was signed (Standard Webhooks), not when the event changed:
    // the late, older change carries one at least as recent, so "latest timestamp wins" would keep
    // the stale price. The receiver keeps what arrived, in order; the current state is the API's.
    const [newerSent, olderSent] = arrived.map(({ timestamp }) => timestamp.getTime());
    expect(olderSent).toBeGreaterThanOrEqual(newerSent ?? Number.POSITIVE_INFINITY);
    expect(await museum.getSpecialEvent(eventId)).toEqual(newer);
  });

  it.each([
    ['bad-signature', /^webhook msg_\S+ refused \(bad-signature\)/],
    ['stale-timestamp', /^webhook msg_\S+ refused \(stale-timestamp\)/],
  ] as const)(
    '%s: refused with 400, and the delivery log shows the refusal and the retry',
    async (kind, message) => {
      const { museum, webhooks } = await start();
      webhooks.fault({ kind });
      await museum.createSpecialEvent(newEvent);
      await webhooks.idle();
      // The fault stays with the delivery, so its retry (sent once the clock passes the wait) is
      // refused as well: both attempts are in the log, answered 400, under one webhook-id.
      server.mock.clock.advance({ ms: retryDelayMs });
      await webhooks.idle();

      const [delivery] = webhooks.deliveries();
      expect(delivery?.fault).toBe(kind);
      expect(delivery?.state).toBe('pending');
      expect(delivery?.attempts.map(({ attempt, status, error }) => [attempt, status, error])).toEqual([
        [1, 400, 'answered 400'],
        [2, 400, 'answered 400'],
      ]);
      expect(receiver.refusals.map(({ reason, webhookId }) => [reason, webhookId])).toEqual([
        [kind, delivery?.webhookId],
        [kind, delivery?.webhookId],
      ]);
      expect(receiver.refusals[0]?.message).toMatch(message);
      expect(receiver.deliveries).toEqual([]);
    },
  );

  it('drop: the delivery never arrives, and the log says it was dropped', async () => {
    const { museum, webhooks } = await start();
    webhooks.fault({ kind: 'drop' });
    await museum.createSpecialEvent(newEvent);
    await webhooks.idle();
    server.mock.clock.advance({ days: 1 });
    await webhooks.idle();

    expect(webhooks.deliveries().map(({ state, attempts }) => [state, attempts.length])).toEqual([
      ['dropped', 0],
    ]);
    expect([receiver.deliveries, receiver.duplicates, receiver.refusals]).toEqual([[], [], []]);
  });

  it('a receiver answering 500 once gets the same webhook-id again once the clock moves', async () => {
    let failNext = true;
    const { museum, webhooks } = await start({
      onDelivery: () => {
        if (failNext) {
          failNext = false;
          throw new Error('the database is away');
        }
      },
    });
    const created = await museum.createSpecialEvent(newEvent);
    await webhooks.idle();
    const [delivery] = webhooks.deliveries();
    expect([delivery?.state, delivery?.attempts[0]?.status, receiver.failures]).toEqual([
      'pending',
      500,
      [delivery?.webhookId],
    ]);
    expect(receiver.deliveries).toEqual([]);

    server.mock.clock.advance({ ms: retryDelayMs });
    await webhooks.idle();
    const [retried] = webhooks.deliveries();
    expect(retried?.attempts.map(({ webhookId, status }) => [webhookId, status])).toEqual([
      [delivery?.webhookId, 500],
      [delivery?.webhookId, 202],
    ]);
    expect(receiver.deliveries.map(({ id, event }) => [id, event])).toEqual([[delivery?.webhookId, created]]);
    expect(retried?.state).toBe('delivered');
  });
});
