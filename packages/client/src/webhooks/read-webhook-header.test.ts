import { describe, expect, it } from 'vitest';
import { readWebhookHeader } from './read-webhook-header.ts';

describe('readWebhookHeader', () => {
  it('reads Fetch Headers, whose names are case-insensitive', () => {
    expect(readWebhookHeader(new Headers({ 'Webhook-Id': 'msg_1' }), 'webhook-id')).toBe('msg_1');
  });

  it('reads a plain object whatever the case of its keys', () => {
    expect(readWebhookHeader({ 'WEBHOOK-ID': 'msg_1', other: 'x' }, 'webhook-id')).toBe('msg_1');
    expect(readWebhookHeader({ other: 'x', 'webhook-id': 'msg_2' }, 'webhook-id')).toBe('msg_2');
  });

  it('joins a repeated header with ", " in both kinds, as Headers.get does', () => {
    const fetchHeaders = new Headers([
      ['webhook-signature', 'v1,a'],
      ['webhook-signature', 'v1,b'],
    ]);
    expect(readWebhookHeader(fetchHeaders, 'webhook-signature')).toBe('v1,a, v1,b');
    expect(readWebhookHeader({ 'webhook-signature': ['v1,a', 'v1,b'] }, 'webhook-signature')).toBe(
      'v1,a, v1,b',
    );
  });

  it('trims the value, and reads an absent, undefined, empty or blank header as absent', () => {
    expect(readWebhookHeader({ 'webhook-id': '  msg_1 ' }, 'webhook-id')).toBe('msg_1');
    expect(readWebhookHeader({}, 'webhook-id')).toBeUndefined();
    expect(readWebhookHeader({ 'webhook-id': undefined }, 'webhook-id')).toBeUndefined();
    expect(readWebhookHeader({ 'webhook-id': '' }, 'webhook-id')).toBeUndefined();
    expect(readWebhookHeader({ 'webhook-id': '   ' }, 'webhook-id')).toBeUndefined();
    expect(readWebhookHeader({ 'webhook-id': [] }, 'webhook-id')).toBeUndefined();
    expect(readWebhookHeader(new Headers(), 'webhook-id')).toBeUndefined();
  });

  it('takes any object with a get method as Headers, such as one from another realm', () => {
    const foreign = { get: (name: string) => (name === 'webhook-id' ? 'msg_1' : null) };
    expect(readWebhookHeader(foreign as unknown as Headers, 'webhook-id')).toBe('msg_1');
    expect(readWebhookHeader(foreign as unknown as Headers, 'webhook-timestamp')).toBeUndefined();
  });
});
