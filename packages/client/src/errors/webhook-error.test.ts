import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { isMuseumClientError, MuseumClientError } from './client-error.ts';
import { isMuseumValidationError } from './validation-error.ts';
import { isMuseumWebhookError, MuseumWebhookError } from './webhook-error.ts';

describe('MuseumWebhookError', () => {
  it('is a client error that says which delivery was refused, by which check, and why', () => {
    const cause = new SyntaxError('Unexpected token');
    const error = new MuseumWebhookError('invalid-body', 'the body is not JSON', 'msg_1', { cause });

    expect(error).toBeInstanceOf(MuseumClientError);
    expect(error.name).toBe('MuseumWebhookError');
    expect(error.reason).toBe('invalid-body');
    expect(error.webhookId).toBe('msg_1');
    expect(error.cause).toBe(cause);
    expect(error.requestId).toBeUndefined();
    expect(error.message).toBe('webhook msg_1 refused (invalid-body): the body is not JSON');
    expect(isMuseumWebhookError(error)).toBe(true);
    expect(isMuseumClientError(error)).toBe(true);
    expect(isMuseumValidationError(error)).toBe(false);
  });

  it('says so when the delivery had no id', () => {
    const error = new MuseumWebhookError('missing-header', 'no webhook-id header', undefined);
    expect(error.webhookId).toBeUndefined();
    expect(error.message).toBe('webhook (no id) refused (missing-header): no webhook-id header');
  });

  it('is told apart from other errors and values', () => {
    expect(isMuseumWebhookError(new Error('plain'))).toBe(false);
    expect(isMuseumWebhookError(new MuseumClientError('base'))).toBe(false);
    expect(isMuseumWebhookError(null)).toBe(false);
    expect(isMuseumWebhookError('MuseumWebhookError')).toBe(false);
  });

  it('is recognised across realms, where instanceof fails', () => {
    const foreign = runInNewContext(`
      const error = new Error('from a worker');
      error[Symbol.for('@museum-api/client/MuseumWebhookError')] = true;
      error;
    `);
    expect(foreign).not.toBeInstanceOf(Error);
    expect(isMuseumWebhookError(foreign)).toBe(true);
  });
});
