// The receiver over real HTTP on 127.0.0.1, fed deliveries signed with core's signWebhook (the
// signer the mock's deliveries use): new, duplicated, out of order, forged and stale.
import { signWebhook } from '@museum-api/core/webhooks';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { maxBodyBytes, type Receiver, startReceiver } from './start-receiver.ts';
import { newEvent, secret } from './test-fixtures.ts';

const now = new Date('2026-12-01T10:00:00Z');
const nowSeconds = now.getTime() / 1000;

const event = { eventId: 'dad4bce8-f5cb-4078-a211-995864315e39', ...newEvent };

let receiver: Receiver;
beforeEach(async () => {
  receiver = await startReceiver({ secret, now: () => now });
});
afterEach(() => receiver.close());

/** POSTs `body` to the receiver, signed as id `id` sent at `sentAt` under `key`. */
async function deliver(
  id: string,
  body: unknown,
  { sentAt = nowSeconds, key = secret, sent = JSON.stringify(body) } = {},
): Promise<Response> {
  const text = JSON.stringify(body);
  const signature = await signWebhook({ id, timestamp: sentAt, body: text }, key);
  return fetch(receiver.url, {
    method: 'POST',
    body: sent,
    headers: {
      'content-type': 'application/json',
      'webhook-id': id,
      'webhook-timestamp': String(sentAt),
      'webhook-signature': signature,
    },
  });
}

describe('the webhook receiver', () => {
  it('answers 202 to a genuine delivery and keeps its event', async () => {
    const answer = await deliver('msg_1', event);
    expect(answer.status).toBe(202);
    expect(receiver.deliveries).toEqual([{ id: 'msg_1', timestamp: now, event }]);
    expect(receiver.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/museum-events$/);
  });

  it('answers a duplicate webhook-id 202 but keeps the delivery once', async () => {
    const answers = [
      await deliver('msg_1', event),
      await deliver('msg_1', event, { sentAt: nowSeconds + 60 }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([202, 202]);
    expect(receiver.deliveries).toHaveLength(1);
    expect(receiver.deliveries[0]?.timestamp).toEqual(now);
    expect(receiver.duplicates).toEqual(['msg_1']);
  });

  it('keeps deliveries that arrive out of order, each once, in the order they came', async () => {
    const renamed = { ...event, name: 'Night of the Dinosaurs, extended' };
    await deliver('msg_2', renamed, { sentAt: nowSeconds - 10 });
    await deliver('msg_1', event, { sentAt: nowSeconds - 20 });
    await deliver('msg_2', renamed, { sentAt: nowSeconds });
    expect(receiver.deliveries.map(({ id, event: { name } }) => [id, name])).toEqual([
      ['msg_2', 'Night of the Dinosaurs, extended'],
      ['msg_1', 'Night of the Dinosaurs'],
    ]);
    expect(receiver.duplicates).toEqual(['msg_2']);
  });

  it('answers 500 when its handler fails, and handles the retry of the same webhook-id again', async () => {
    await receiver.close();
    const handled: string[] = [];
    receiver = await startReceiver({
      secret,
      now: () => now,
      onDelivery: async ({ id }) => {
        handled.push(id);
        if (handled.length === 1) throw new Error('the database is away');
      },
    });
    const first = await deliver('msg_1', event);
    expect([first.status, receiver.deliveries, receiver.failures]).toEqual([500, [], ['msg_1']]);
    const retry = await deliver('msg_1', event, { sentAt: nowSeconds + 5 });
    expect(retry.status).toBe(202);
    expect(handled).toEqual(['msg_1', 'msg_1']);
    expect(receiver.deliveries.map(({ id }) => id)).toEqual(['msg_1']);
    expect(receiver.duplicates).toEqual([]);
  });

  it('answers 400 to a bad signature and keeps nothing', async () => {
    const tampered = await deliver('msg_1', event, { sent: JSON.stringify({ ...event, price: 0 }) });
    const forged = await deliver('msg_2', event, { key: 'whsec_c2Vjb25kLXNlY3JldC1vZi0yNC1ieXRlcw==' });
    expect([tampered.status, forged.status]).toEqual([400, 400]);
    expect(await tampered.text()).toBe(
      'webhook msg_1 refused (bad-signature): no v1 signature matches the body under this secret',
    );
    expect(receiver.deliveries).toEqual([]);
    expect(receiver.refusals.map(({ reason, webhookId }) => [reason, webhookId])).toEqual([
      ['bad-signature', 'msg_1'],
      ['bad-signature', 'msg_2'],
    ]);
  });

  it('does not let a forged delivery mark a genuine id as seen', async () => {
    await deliver('msg_1', { ...event, price: 0 }, { key: 'whsec_c2Vjb25kLXNlY3JldC1vZi0yNC1ieXRlcw==' });
    expect((await deliver('msg_1', event)).status).toBe(202);
    expect(receiver.deliveries.map(({ event: { price } }) => price)).toEqual([25]);
    expect(receiver.duplicates).toEqual([]);
  });

  it('refuses a stale timestamp, and a future one, with 400', async () => {
    const stale = await deliver('msg_1', event, { sentAt: nowSeconds - 301 });
    const future = await deliver('msg_2', event, { sentAt: nowSeconds + 301 });
    expect([stale.status, future.status]).toEqual([400, 400]);
    expect(receiver.refusals.map(({ reason }) => reason)).toEqual(['stale-timestamp', 'future-timestamp']);
    expect(receiver.deliveries).toEqual([]);
  });

  it('refuses a signed body that is not a special event', async () => {
    const answer = await deliver('msg_1', { kind: 'event.deleted', eventId: event.eventId });
    expect(answer.status).toBe(400);
    expect(receiver.refusals[0]?.reason).toBe('invalid-body');
  });

  it('answers other methods 405, other paths 404, and a body over its limit 413', async () => {
    const get = await fetch(receiver.url);
    expect([get.status, get.headers.get('allow')]).toEqual([405, 'POST']);
    expect((await fetch(new URL('/elsewhere', receiver.url), { method: 'POST', body: '{}' })).status).toBe(
      404,
    );
    const huge = await fetch(receiver.url, { method: 'POST', body: 'x'.repeat(maxBodyBytes + 1) });
    expect(huge.status).toBe(413);
    expect(receiver.refusals).toEqual([]);
  });

  it('stops answering once closed', async () => {
    const { url } = receiver;
    await receiver.close();
    await expect(fetch(url, { method: 'POST', body: '{}' })).rejects.toThrow();
    receiver = await startReceiver({ secret }); // for afterEach
  });
});
