import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { createWebhookSecret, decodeWebhookSecret } from './webhook-secret.ts';
import { signWebhook, webhookSignatureMatches } from './webhook-signature.ts';

// standardwebhooks is an independent implementation of the same standard: where it agrees with
// ours on signatures it made and ones we made, neither side is checking only itself.
const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const content = {
  id: 'msg_p5jXN8AQM9LWM0D4loKWxJek',
  timestamp: 1_767_225_600,
  body: '{"name":"Night tour"}',
};

describe('signWebhook', () => {
  it('gives the signature the reference implementation gives', async () => {
    const reference = new Webhook(secret).sign(content.id, new Date(content.timestamp * 1000), content.body);
    expect(await signWebhook(content, secret)).toBe(reference);
  });

  it('signs so that the reference implementation accepts the delivery, and refuses it with one byte changed', async () => {
    const reference = new Webhook(secret);
    const now = Math.floor(Date.now() / 1000);
    const headers = {
      'webhook-id': content.id,
      'webhook-timestamp': String(now),
      'webhook-signature': await signWebhook({ ...content, timestamp: now }, secret),
    };
    expect(reference.verify(content.body, headers)).toEqual({ name: 'Night tour' });
    expect(() => reference.verify(content.body.replace('Night', 'Light'), headers)).toThrow();
  });

  it('changes with each signed part: id, timestamp, body and key', async () => {
    const base = await signWebhook(content, secret);
    expect(await signWebhook({ ...content, id: 'msg_other' }, secret)).not.toBe(base);
    expect(await signWebhook({ ...content, timestamp: content.timestamp + 1 }, secret)).not.toBe(base);
    expect(await signWebhook({ ...content, body: `${content.body} ` }, secret)).not.toBe(base);
    expect(await signWebhook(content, createWebhookSecret())).not.toBe(base);
  });
});

describe('webhookSignatureMatches', () => {
  it('accepts a signature the reference implementation made', async () => {
    const header = new Webhook(secret).sign(content.id, new Date(content.timestamp * 1000), content.body);
    expect(await webhookSignatureMatches(header, content, secret)).toBe(true);
  });

  it('accepts any matching v1 signature in a space-separated list, as during a key rotation', async () => {
    const other = await signWebhook(content, createWebhookSecret());
    const ours = await signWebhook(content, secret);
    expect(await webhookSignatureMatches(`${other} ${ours}`, content, secret)).toBe(true);
    expect(await webhookSignatureMatches(`${ours} ${other}`, content, secret)).toBe(true);
    expect(await webhookSignatureMatches(other, content, secret)).toBe(false);
  });

  it('refuses a tampered body, another id, an empty header and a signature of another scheme', async () => {
    const ours = await signWebhook(content, secret);
    expect(await webhookSignatureMatches(ours, { ...content, body: '{}' }, secret)).toBe(false);
    expect(await webhookSignatureMatches(ours, { ...content, id: 'msg_2' }, secret)).toBe(false);
    expect(await webhookSignatureMatches('', content, secret)).toBe(false);
    expect(await webhookSignatureMatches(ours.replace('v1,', 'v2,'), content, secret)).toBe(false);
  });
});

describe('webhook secrets', () => {
  it('decodes the key after whsec_ and refuses a secret without the prefix or with a key that is not base64', () => {
    expect(decodeWebhookSecret(secret)).toHaveLength(24);
    expect(() => decodeWebhookSecret('MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw')).toThrow(/starts with "whsec_"/);
    expect(() => decodeWebhookSecret('whsec_')).toThrow(/base64 key/);
    expect(() => decodeWebhookSecret('whsec_not base64!')).toThrow(/base64 key/);
  });

  it('makes a new secret of 24 bytes from the given random source, one the reference implementation takes', () => {
    const made = createWebhookSecret((bytes) => bytes.fill(7));
    expect(made).toBe(`whsec_${btoa(String.fromCharCode(...new Array(24).fill(7)))}`);
    expect(decodeWebhookSecret(made)).toEqual(new Uint8Array(24).fill(7));
    expect(() => new Webhook(made)).not.toThrow();
    expect(createWebhookSecret()).not.toBe(createWebhookSecret());
  });
});
