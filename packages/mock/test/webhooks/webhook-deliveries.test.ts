import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMuseumMock, type MuseumMockOptions } from '../../src/index.ts';
import { basic, newEvent, now } from '../fixtures.ts';
import { type Receiver, type ReceiverAnswer, startReceiver, verifyDelivery } from './webhook-receiver.ts';

const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const receivers: Receiver[] = [];
afterEach(async () => {
  for (const receiver of receivers.splice(0)) await receiver.close();
});

async function setUp(answers: ReceiverAnswer[] = [202], options: MuseumMockOptions = {}) {
  const receiver = await startReceiver(answers);
  receivers.push(receiver);
  const mock = createMuseumMock({
    clock: now,
    ...options,
    webhooks: { urls: [receiver.url], secret, retryDelay: '1m', ...options.webhooks },
  });
  const base = mock.options.apiVersion === '1.2' ? 'http://museum.test' : 'http://museum.test/v1.1';
  const send = (method: string, path: string, json?: unknown) =>
    mock.fetch(`${base}${path}`, {
      method,
      headers: { Authorization: basic(), 'Content-Type': 'application/json' },
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
    });
  const create = async () =>
    (await (await send('POST', '/special-events', newEvent())).json()) as { eventId: string };
  return { receiver, mock, send, create };
}

describe('publishNewEvent deliveries', () => {
  it.each(['1.1', '1.2'] as const)(
    'in %s: a create and a changing PATCH each send one POST of the event as answered, signed per Standard Webhooks; an unchanged PATCH and a delete send nothing',
    async (apiVersion) => {
      const { receiver, mock, send, create } = await setUp([202], { apiVersion });
      const created = await create();
      await receiver.waitFor(1);
      const [first] = receiver.received;
      expect(verifyDelivery(secret, first)).toEqual(created);
      expect(first?.headers['content-type']).toBe('application/json');

      const patched = await (await send('PATCH', `/special-events/${created.eventId}`, { price: 99 })).json();
      await receiver.waitFor(2);
      expect(verifyDelivery(secret, receiver.received[1])).toEqual(patched);
      expect(receiver.received[1]?.headers['webhook-id']).not.toBe(first?.headers['webhook-id']);

      await send('PATCH', `/special-events/${created.eventId}`, { price: 99 });
      await send('DELETE', `/special-events/${created.eventId}`);
      await mock.webhooks.idle();
      expect(receiver.received).toHaveLength(2);
      expect(mock.webhooks.deliveries().map(({ change, state }) => [change, state])).toEqual([
        ['created', 'delivered'],
        ['updated', 'delivered'],
      ]);
    },
  );

  it('answers the request before the delivery: a receiver that hangs holds up no request, and its attempt ends at the timeout', async () => {
    const { receiver, mock, create } = await setUp(['hang'], { webhooks: { timeout: '300ms' } });
    const started = Date.now();
    await create();
    expect(Date.now() - started).toBeLessThan(250);
    await receiver.waitFor(1);
    await mock.webhooks.idle();
    const [delivery] = mock.webhooks.deliveries();
    expect(delivery?.attempts[0]).toMatchObject({ attempt: 1, status: 0, error: 'no answer within 300 ms' });
    expect(delivery?.attempts[0]?.durationMs).toBeGreaterThanOrEqual(290);
    expect(delivery?.attempts[0]?.durationMs).toBeLessThan(2000);
    expect(delivery?.state).toBe('pending');
  });

  it('retries after a 500 on the mock clock, with the same webhook-id, doubling the wait, up to maxAttempts', async () => {
    const { receiver, mock, create } = await setUp([500], {
      webhooks: { maxAttempts: 3, retryDelay: '1s' },
    });
    await create();
    await receiver.waitFor(1);
    await mock.webhooks.idle();
    expect(mock.webhooks.deliveries()[0]?.nextAttemptAt).toBe('2026-12-01T10:00:01.000Z');
    // The mock's clock stands still here: only moving it sends the retry.
    mock.clock.advance({ ms: 999 });
    await mock.webhooks.idle();
    expect(receiver.received).toHaveLength(1);
    mock.clock.advance({ ms: 1 });
    await receiver.waitFor(2);
    await mock.webhooks.idle();
    mock.clock.advance({ ms: 2000 });
    await receiver.waitFor(3);
    await mock.webhooks.idle();
    mock.clock.advance({ days: 1 });
    await mock.webhooks.idle();
    const ids = receiver.received.map((request) => request.headers['webhook-id']);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(1);
    const [delivery] = mock.webhooks.deliveries();
    expect(delivery?.state).toBe('failed');
    expect(delivery?.attempts.map(({ attempt, status, error }) => [attempt, status, error])).toEqual([
      [1, 500, 'answered 500'],
      [2, 500, 'answered 500'],
      [3, 500, 'answered 500'],
    ]);
  });

  it('delivers on a retry after a 500 and then stops', async () => {
    const { receiver, mock, create } = await setUp([500, 202]);
    await create();
    await receiver.waitFor(1);
    await mock.webhooks.idle();
    mock.clock.advance({ ms: 60_000 });
    await receiver.waitFor(2);
    await mock.webhooks.idle();
    expect(receiver.received[1]?.headers['webhook-id']).toBe(receiver.received[0]?.headers['webhook-id']);
    expect(verifyDelivery(secret, receiver.received[1])).toBeTruthy();
    expect(mock.webhooks.deliveries()[0]?.state).toBe('delivered');
  });

  it('does not follow a redirect: the 3xx is a failed attempt and its target gets nothing', async () => {
    const target = await startReceiver();
    receivers.push(target);
    const { receiver, mock, create } = await setUp([{ redirect: target.url }]);
    await create();
    await receiver.waitFor(1);
    await mock.webhooks.idle();
    expect(mock.webhooks.deliveries()[0]?.attempts[0]).toMatchObject({
      status: 302,
      error: 'redirect (302) not followed',
    });
    expect(target.received).toHaveLength(0);
  });

  it('sends only to loopback and allowed hosts, naming a refused host', async () => {
    const { mock } = await setUp();
    expect(() => mock.webhooks.subscribe('http://hooks.example.com/in')).toThrow(
      'museum mock: webhook host hooks.example.com is not allowed',
    );
    expect(() => createMuseumMock({ webhooks: { urls: ['https://10.0.0.8/in'] } })).toThrow(
      /`webhooks.urls.0`: host 10.0.0.8 is not allowed/,
    );
    const widened = createMuseumMock({ webhooks: { allowHosts: ['hooks.example.com'] } });
    widened.webhooks.subscribe('http://hooks.example.com/in');
    expect(widened.webhooks.subscribers()).toEqual(['http://hooks.example.com/in']);
  });

  it('makes a secret when none is given, and reset() brings back the subscribers of the options', async () => {
    const { mock, receiver } = await setUp();
    const made = createMuseumMock();
    expect(made.webhooks.secret).toMatch(/^whsec_/);
    mock.webhooks.subscribe('http://localhost:9/other');
    expect(mock.webhooks.unsubscribe(receiver.url)).toBe(true);
    expect(mock.webhooks.unsubscribe(receiver.url)).toBe(false);
    mock.reset();
    expect(mock.webhooks.subscribers()).toEqual([receiver.url]);
  });

  it('applies the defaults where a mock given no `webhooks` first needs them: loopback only, 5 attempts, 1 s before the first retry', async () => {
    const receiver = await startReceiver([500]);
    receivers.push(receiver);
    const mock = createMuseumMock({ clock: now });
    expect(() => mock.webhooks.subscribe('https://10.0.0.8/in')).toThrow(/host 10\.0\.0\.8 is not allowed/);
    mock.webhooks.subscribe(receiver.url);
    await mock.fetch('http://museum.test/v1.1/special-events', {
      method: 'POST',
      headers: { Authorization: basic(), 'Content-Type': 'application/json' },
      body: JSON.stringify(newEvent()),
    });
    for (const [attempt, wait] of [1_000, 2_000, 4_000, 8_000].entries()) {
      await receiver.waitFor(attempt + 1);
      await mock.webhooks.idle();
      mock.clock.advance({ ms: wait });
    }
    await receiver.waitFor(5);
    await mock.webhooks.idle();
    mock.clock.advance({ days: 1 });
    await mock.webhooks.idle();
    expect(receiver.received).toHaveLength(5);
    expect(mock.webhooks.deliveries()[0]?.state).toBe('failed');
  });

  it('draws the secret it makes when first read, not when the mock is made, and keeps it', () => {
    const draws = vi.spyOn(globalThis.crypto, 'getRandomValues');
    try {
      const made = createMuseumMock({ randomSeed: 'no platform randomness' });
      expect(draws).not.toHaveBeenCalled();
      const secret = made.webhooks.secret;
      expect(draws).toHaveBeenCalledTimes(1);
      expect(made.webhooks.secret).toBe(secret);
    } finally {
      draws.mockRestore();
    }
  });
});

describe('delivery faults', () => {
  it('stays on every delivery until removed, as an API fault does, and hits only the next `times` when given', async () => {
    const { receiver, mock, create } = await setUp();
    mock.webhooks.fault({ kind: 'drop' });
    await create();
    await create();
    await mock.webhooks.idle();
    mock.webhooks.clearFaults();
    mock.webhooks.fault({ kind: 'duplicate', times: 2 });
    await create();
    await create();
    await create();
    await receiver.waitFor(5);
    await mock.webhooks.idle();
    expect(mock.webhooks.deliveries().map(({ state, fault }) => [state, fault])).toEqual([
      ['dropped', 'drop'],
      ['dropped', 'drop'],
      ['delivered', 'duplicate'],
      ['delivered', 'duplicate'],
      ['delivered', 'duplicate'],
      ['delivered', 'duplicate'],
      ['delivered', undefined],
    ]);
    expect(receiver.received).toHaveLength(5);
  });

  it('leaves no fault after reset()', async () => {
    const { receiver, mock, create } = await setUp();
    mock.webhooks.fault({ kind: 'drop' });
    mock.reset();
    mock.webhooks.subscribe(receiver.url);
    await create();
    await receiver.waitFor(1);
  });

  it('drop: never sent, listed as dropped', async () => {
    const { receiver, mock, create } = await setUp();
    mock.webhooks.fault({ kind: 'drop', times: 1 });
    await create();
    await create();
    await receiver.waitFor(1);
    await mock.webhooks.idle();
    expect(receiver.received).toHaveLength(1);
    expect(mock.webhooks.deliveries().map(({ state, fault }) => [state, fault])).toEqual([
      ['dropped', 'drop'],
      ['delivered', undefined],
    ]);
  });

  it('duplicate: sent twice with the same webhook-id, both validly signed', async () => {
    const { receiver, mock, create } = await setUp();
    mock.webhooks.fault({ kind: 'duplicate' });
    await create();
    await receiver.waitFor(2);
    await mock.webhooks.idle();
    const [a, b] = receiver.received;
    expect(a?.headers['webhook-id']).toBe(b?.headers['webhook-id']);
    for (const request of [a, b]) expect(verifyDelivery(secret, request)).toBeTruthy();
  });

  it('delay: sent once the mock clock passes the delay', async () => {
    const { receiver, mock, create } = await setUp();
    mock.webhooks.fault({ kind: 'delay', delay: 5000 });
    await create();
    await mock.webhooks.idle();
    expect(receiver.received).toHaveLength(0);
    mock.clock.advance({ ms: 5000 });
    await receiver.waitFor(1);
  });

  it('reorder: held back, then sent right after the next delivery', async () => {
    const { receiver, mock, create } = await setUp();
    mock.webhooks.fault({ kind: 'reorder', times: 1 });
    const first = await create();
    await mock.webhooks.idle();
    expect(receiver.received).toHaveLength(0);
    const second = await create();
    await receiver.waitFor(2);
    expect(
      receiver.received.map((request) => (JSON.parse(request.body) as { eventId: string }).eventId),
    ).toEqual([second.eventId, first.eventId]);
  });

  it('bad-signature: the reference implementation refuses it', async () => {
    const { receiver, mock, create } = await setUp();
    mock.webhooks.fault({ kind: 'bad-signature' });
    await create();
    await receiver.waitFor(1);
    const [request] = receiver.received;
    expect(() => verifyDelivery(secret, request)).toThrow(/signature/i);
  });

  it('stale-timestamp: correctly signed, an hour old, refused for its age', async () => {
    const { receiver, mock, create } = await setUp();
    mock.webhooks.fault({ kind: 'stale-timestamp' });
    await create();
    await receiver.waitFor(1);
    const [request] = receiver.received;
    const age = Date.now() / 1000 - Number(request?.headers['webhook-timestamp']);
    expect(age).toBeGreaterThan(3590);
    expect(() => verifyDelivery(secret, request)).toThrow(/too old/i);
  });

  it('refuses a fault that cannot work, naming the field', async () => {
    const { mock } = await setUp();
    expect(() => mock.webhooks.fault({ kind: 'explode' as 'drop' })).toThrow(
      /`fault.kind` must be one of drop/,
    );
  });
});
