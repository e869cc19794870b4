// The webhook controls on the admin API and the remote handle, per session, behind the token.

import { connectMuseumMock, isMuseumAdminError } from '@museum-api/mock';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type Receiver,
  startReceiver,
  verifyDelivery,
} from '../../../mock/test/webhooks/webhook-receiver.ts';
import { type MuseumServer, startMuseumServer } from '../../src/index.ts';
import { basic, newEvent } from '../fixtures.ts';

const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const token = 'ci-7f3a';
const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const thing of opened.splice(0)) await thing.close();
});

async function setUp(): Promise<{ server: MuseumServer; receiver: Receiver }> {
  const receiver = await startReceiver();
  const server = await startMuseumServer({ admin: true, adminToken: token, webhooks: { secret } });
  opened.push(receiver, server);
  return { server, receiver };
}

async function createEvent(server: MuseumServer, session?: string) {
  const response = await fetch(`${server.url}/special-events`, {
    method: 'POST',
    headers: {
      Authorization: basic(),
      'Content-Type': 'application/json',
      ...(session === undefined ? {} : { 'X-Museum-Session': session }),
    },
    body: JSON.stringify(newEvent()),
  });
  return response.json();
}

describe('webhooks over the admin API', () => {
  it('subscribes per session behind the admin token, lists deliveries and exports attempts in the HAR, never the secret', async () => {
    const { server, receiver } = await setUp();
    const anonymous = await fetch(`${server.adminUrl}/webhooks/subscribers`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ url: receiver.url }),
    });
    expect(anonymous.status).toBe(401);

    const remote = connectMuseumMock(server.url, { token, session: 'a' });
    await remote.webhooks.subscribe(receiver.url);
    expect(await remote.webhooks.subscribers()).toEqual([receiver.url]);
    await createEvent(server);
    const created = await createEvent(server, 'a');
    await receiver.waitFor(1);
    await server.session('a').webhooks.idle();
    expect(receiver.received).toHaveLength(1);
    expect(verifyDelivery(secret, receiver.received[0])).toEqual(created);

    const deliveries = await remote.webhooks.deliveries();
    expect(deliveries).toMatchObject([
      {
        url: receiver.url,
        eventId: created.eventId,
        change: 'created',
        state: 'delivered',
        attempts: [{ attempt: 1, status: 202 }],
      },
    ]);
    const har = await remote.journal.har();
    const sent = har.log.entries.filter((entry) => entry.request.url === receiver.url);
    expect(sent).toMatchObject([
      { request: { method: 'POST' }, response: { status: 202 }, _webhook: { attempt: 1 } },
    ]);
    expect(JSON.stringify([deliveries, har])).not.toContain(secret.slice('whsec_'.length));

    await remote.webhooks.unsubscribe(receiver.url);
    expect(await remote.webhooks.subscribers()).toEqual([]);
  });

  it('refuses a host off the allowlist with a 400 naming it, and an unknown subscriber with a 404', async () => {
    const { server } = await setUp();
    const remote = connectMuseumMock(server.url, { token });
    const refused = await remote.webhooks.subscribe('https://hooks.example.com/in').catch((error) => error);
    expect(isMuseumAdminError(refused) && refused.status).toBe(400);
    expect(refused.problem.detail).toContain('host hooks.example.com is not allowed');
    const missing = await remote.webhooks.unsubscribe('http://127.0.0.1:9/none').catch((error) => error);
    expect(isMuseumAdminError(missing) && missing.status).toBe(404);
  });

  it('takes delivery faults through the remote handle, kept until removed', async () => {
    const { server, receiver } = await setUp();
    const remote = connectMuseumMock(server.url, { token });
    await remote.webhooks.subscribe(receiver.url);
    await remote.webhooks.fault({ kind: 'duplicate' });
    await createEvent(server);
    await createEvent(server);
    await receiver.waitFor(4);
    const ids = receiver.received.map((request) => request.headers['webhook-id']);
    expect(ids[0]).toBe(ids[1]);
    expect(ids[2]).toBe(ids[3]);
    expect(ids[1]).not.toBe(ids[2]);
    await remote.webhooks.clearFaults();
    await createEvent(server);
    await receiver.waitFor(5);
    await server.mock.webhooks.idle();
    expect(receiver.received).toHaveLength(5);
    const refused = await remote.webhooks.fault({ kind: 'explode' as 'drop' }).catch((error) => error);
    expect(isMuseumAdminError(refused) && refused.status).toBe(400);
  });

  it('ends the deliveries of an ended session: a retry that was waiting is never sent', async () => {
    const receiver = await startReceiver([500]);
    const server = await startMuseumServer({ admin: true, webhooks: { secret, retryDelay: 300 } });
    opened.push(receiver, server);
    const remote = connectMuseumMock(server.url, { session: 'gone' });
    await remote.webhooks.subscribe(receiver.url);
    await createEvent(server, 'gone');
    await receiver.waitFor(1);
    await remote.endSession();
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(receiver.received).toHaveLength(1);
  });
});
