import { describe, expect, it } from 'vitest';
import { event, now, nowSeconds, otherSecret, secret, signDelivery } from '../../test/webhook-fixtures.ts';
import { isMuseumWebhookError, type MuseumWebhookErrorReason } from '../errors/webhook-error.ts';
import type { MuseumWebhookHeaders } from './read-webhook-header.ts';
import { unwrapMuseumWebhook } from './unwrap-museum-webhook.ts';
import type { UnwrapMuseumWebhookOptions } from './unwrap-options.ts';

const at = { now: () => now };

/** The error `unwrapMuseumWebhook` rejects `delivery` with: it must be a MuseumWebhookError. */
async function refusal(
  delivery: { body: string; headers: MuseumWebhookHeaders },
  options: UnwrapMuseumWebhookOptions<'1.1' | '1.2'> = at,
  key = secret,
) {
  const error: unknown = await unwrapMuseumWebhook(delivery.body, delivery.headers, key, options).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!isMuseumWebhookError(error)) throw new Error(`expected a MuseumWebhookError, got ${String(error)}`);
  return error;
}

const reasonOf = async (...args: Parameters<typeof refusal>): Promise<MuseumWebhookErrorReason> =>
  (await refusal(...args)).reason;

describe('unwrapMuseumWebhook', () => {
  it('accepts a genuine delivery and returns its event, id and send time', async () => {
    const delivery = signDelivery();
    await expect(unwrapMuseumWebhook(delivery.body, delivery.headers, secret, at)).resolves.toEqual({
      id: 'msg_2f9cK1QxWm7Tn4Lr',
      timestamp: now,
      event,
    });
  });

  it('reads 1.2’s event by default, where eventId may be missing, and 1.1’s on request, where it may not', async () => {
    const { eventId: _, ...withoutId } = event;
    const delivery = signDelivery({ body: JSON.stringify(withoutId) });
    const { event: read } = await unwrapMuseumWebhook(delivery.body, delivery.headers, secret, at);
    expect(read).toEqual(withoutId);

    const error = await refusal(delivery, { ...at, apiVersion: '1.1' });
    expect(error.reason).toBe('invalid-body');
    expect(error.message).toBe(
      'webhook msg_2f9cK1QxWm7Tn4Lr refused (invalid-body): the body is not a special event of API 1.1: eventId: Required',
    );
    const complete = signDelivery();
    await expect(
      unwrapMuseumWebhook(complete.body, complete.headers, secret, { ...at, apiVersion: '1.1' }),
    ).resolves.toMatchObject({ event });
  });

  describe('refuses', () => {
    it('a tampered body', async () => {
      const delivery = signDelivery();
      const error = await refusal({ ...delivery, body: delivery.body.replace('"price":25', '"price":0') });
      expect(error.reason).toBe('bad-signature');
      expect(error.webhookId).toBe('msg_2f9cK1QxWm7Tn4Lr');
      expect(error.message).toBe(
        'webhook msg_2f9cK1QxWm7Tn4Lr refused (bad-signature): no v1 signature matches the body under this secret',
      );
      // Nothing else went wrong, so nothing is named as the cause.
      expect(Object.hasOwn(error, 'cause')).toBe(false);
    });

    it('a delivery signed with another secret', async () => {
      expect(await reasonOf(signDelivery({ key: otherSecret }))).toBe('bad-signature');
      expect(await reasonOf(signDelivery(), at, otherSecret)).toBe('bad-signature');
    });

    it('a signature moved to another id or another time', async () => {
      const delivery = signDelivery();
      const movedId = { ...delivery.headers, 'webhook-id': 'msg_other' };
      expect(await reasonOf({ ...delivery, headers: movedId })).toBe('bad-signature');
      const movedTime = { ...delivery.headers, 'webhook-timestamp': String(nowSeconds - 1) };
      expect(await reasonOf({ ...delivery, headers: movedTime })).toBe('bad-signature');
    });

    it('a signature that is not v1, or not a signature', async () => {
      const delivery = signDelivery();
      const value = delivery.headers['webhook-signature'];
      for (const signature of [value.replace('v1,', 'v2,'), value.slice(3), 'v1,', 'garbage']) {
        const headers = { ...delivery.headers, 'webhook-signature': signature };
        expect(await reasonOf({ ...delivery, headers })).toBe('bad-signature');
      }
    });

    it('a stale timestamp, past the tolerance', async () => {
      const error = await refusal(signDelivery({ sentAt: nowSeconds - 301 }));
      expect(error.reason).toBe('stale-timestamp');
      expect(error.message).toBe(
        'webhook msg_2f9cK1QxWm7Tn4Lr refused (stale-timestamp): sent 301 s ago, more than the 300 s tolerance',
      );
    });

    it('a future timestamp, past the tolerance', async () => {
      const error = await refusal(signDelivery({ sentAt: nowSeconds + 301 }));
      expect(error.reason).toBe('future-timestamp');
      expect(error.message).toBe(
        'webhook msg_2f9cK1QxWm7Tn4Lr refused (future-timestamp): sent 301 s ahead of this clock, more than the 300 s tolerance',
      );
    });

    it('each missing header, naming every one that is missing', async () => {
      const delivery = signDelivery();
      for (const name of ['webhook-id', 'webhook-timestamp', 'webhook-signature']) {
        const headers = { ...delivery.headers, [name]: '' };
        const error = await refusal({ ...delivery, headers });
        expect(error.reason).toBe('missing-header');
        expect(error.message).toMatch(new RegExp(`: no ${name} header$`));
      }
      const error = await refusal({ body: delivery.body, headers: {} });
      expect(error.webhookId).toBeUndefined();
      expect(error.message).toBe(
        'webhook (no id) refused (missing-header): no webhook-id, webhook-timestamp, webhook-signature header',
      );
    });

    it('a timestamp that is not whole Unix seconds', async () => {
      const delivery = signDelivery();
      for (const sentAt of [
        'soon',
        `${nowSeconds}.5`,
        `-${nowSeconds}`,
        '1.7e9',
        `${nowSeconds}s`,
        '9'.repeat(17),
      ]) {
        const headers = { ...delivery.headers, 'webhook-timestamp': sentAt };
        const error = await refusal({ ...delivery, headers });
        expect(error.reason).toBe('malformed-header');
        expect(error.message).toBe(
          `webhook msg_2f9cK1QxWm7Tn4Lr refused (malformed-header): webhook-timestamp is "${sentAt}", not Unix seconds`,
        );
      }
    });

    it('a body that is not JSON, keeping the parser’s error as the cause', async () => {
      const error = await refusal(signDelivery({ body: 'name=Night+tour' }));
      expect(error.reason).toBe('invalid-body');
      expect(error.message).toBe('webhook msg_2f9cK1QxWm7Tn4Lr refused (invalid-body): the body is not JSON');
      expect(error.cause).toBeInstanceOf(SyntaxError);
    });

    it('JSON that is not a special event, naming what is wrong', async () => {
      const { name: _, ...nameless } = event;
      const error = await refusal(signDelivery({ body: JSON.stringify({ ...nameless, price: 'free' }) }));
      expect(error.reason).toBe('invalid-body');
      expect(error.message).toMatch(
        /^webhook msg_2f9cK1QxWm7Tn4Lr refused \(invalid-body\): the body is not a special event of API 1\.2: name: Required; price: /,
      );
      expect(error.cause).toBeDefined();
      for (const body of ['[]', 'null', '"event"']) {
        expect(await reasonOf(signDelivery({ body }))).toBe('invalid-body');
      }
    });

    it('every delivery when the receiver’s secret is not a whsec_ secret, before looking at the delivery', async () => {
      for (const key of ['sk_live_123', 'whsec_', 'whsec_not base64!']) {
        const error = await refusal({ body: '', headers: {} }, at, key);
        expect(error.reason).toBe('invalid-secret');
        expect(error.message).toMatch(
          /^webhook \(no id\) refused \(invalid-secret\): the secret A webhook secret/,
        );
        expect(error.cause).toBeInstanceOf(TypeError);
      }
    });
  });

  describe('the timestamp tolerance', () => {
    it('accepts a delivery exactly at the tolerance either way', async () => {
      for (const sentAt of [nowSeconds - 300, nowSeconds + 300]) {
        const delivery = signDelivery({ sentAt });
        const { timestamp } = await unwrapMuseumWebhook(delivery.body, delivery.headers, secret, at);
        expect(timestamp).toEqual(new Date(sentAt * 1000));
      }
    });

    it('is set by toleranceSeconds, zero included', async () => {
      const options = { ...at, toleranceSeconds: 60 };
      expect(await reasonOf(signDelivery({ sentAt: nowSeconds - 61 }), options)).toBe('stale-timestamp');
      expect(await reasonOf(signDelivery({ sentAt: nowSeconds + 61 }), options)).toBe('future-timestamp');
      const inside = signDelivery({ sentAt: nowSeconds - 60 });
      await expect(unwrapMuseumWebhook(inside.body, inside.headers, secret, options)).resolves.toBeDefined();

      const exact = { ...at, toleranceSeconds: 0 };
      const current = signDelivery();
      await expect(unwrapMuseumWebhook(current.body, current.headers, secret, exact)).resolves.toBeDefined();
      expect(await reasonOf(signDelivery({ sentAt: nowSeconds - 1 }), exact)).toBe('stale-timestamp');
    });

    it('counts parts of a second on the receiver’s clock', async () => {
      const late = { now: () => new Date(now.getTime() + 300_500) };
      const error = await refusal(signDelivery(), late);
      expect(error.reason).toBe('stale-timestamp');
    });

    it('reads the real clock by default', async () => {
      const sentAt = Math.floor(Date.now() / 1000);
      const fresh = signDelivery({ sentAt });
      await expect(unwrapMuseumWebhook(fresh.body, fresh.headers, secret)).resolves.toMatchObject({ event });
      expect(await reasonOf(signDelivery({ sentAt: sentAt - 3600 }), {})).toBe('stale-timestamp');
    });

    it('is checked before the signature, so a replayed genuine delivery reads as stale', async () => {
      const replayed = signDelivery({ sentAt: nowSeconds - 3600, key: otherSecret });
      expect(await reasonOf(replayed)).toBe('stale-timestamp');
    });
  });

  it('accepts one matching signature among several, as a sender rotating its secret sends them', async () => {
    const delivery = signDelivery();
    const old = signDelivery({ key: otherSecret }).headers['webhook-signature'];
    const current = delivery.headers['webhook-signature'];
    for (const signature of [`${old} ${current}`, `${old}, ${current}`, [old, current]]) {
      const headers = { ...delivery.headers, 'webhook-signature': signature };
      await expect(unwrapMuseumWebhook(delivery.body, headers, secret, at)).resolves.toMatchObject({ event });
    }
  });

  it('accepts the same delivery twice: dropping duplicates is the receiver’s job', async () => {
    const delivery = signDelivery();
    const first = await unwrapMuseumWebhook(delivery.body, delivery.headers, secret, at);
    const second = await unwrapMuseumWebhook(delivery.body, delivery.headers, secret, at);
    expect(second).toEqual(first);
  });

  describe('throws a TypeError for the receiver’s own mistakes', () => {
    const delivery = signDelivery();
    const unwrapWith = (options: object, body: unknown = delivery.body) =>
      unwrapMuseumWebhook(body as string, delivery.headers, secret, options as UnwrapMuseumWebhookOptions);

    it.each([
      [{ toleranceSeconds: -1 }, 'toleranceSeconds must be a finite number >= 0, got -1'],
      [{ toleranceSeconds: Number.NaN }, 'toleranceSeconds must be a finite number >= 0, got NaN'],
      [
        { toleranceSeconds: Number.POSITIVE_INFINITY },
        'toleranceSeconds must be a finite number >= 0, got Infinity',
      ],
      [{ toleranceSeconds: '300' }, 'toleranceSeconds must be a finite number >= 0, got 300'],
      [{ now: now }, 'now must be a function returning a Date'],
      [{ apiVersion: '2.0' }, `apiVersion must be '1.1' or '1.2', got "2.0"`],
    ])('an option such as %j', async (options, message) => {
      await expect(unwrapWith(options)).rejects.toThrow(new TypeError(message));
    });

    it('a clock that gives an invalid Date', async () => {
      await expect(unwrapWith({ now: () => new Date('never') })).rejects.toThrow(
        new TypeError('now() returned an invalid Date'),
      );
    });

    it('a body that was parsed already', async () => {
      await expect(unwrapWith(at, event)).rejects.toThrow(
        new TypeError('body must be the raw request body as text, not a parsed object or a buffer'),
      );
      await expect(unwrapWith(at, new TextEncoder().encode(delivery.body))).rejects.toThrow(TypeError);
    });
  });
});
