import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { isMuseumClientError, MuseumClientError } from './client-error.ts';
import { isMuseumNetworkError, MuseumNetworkError } from './network-error.ts';
import { isMuseumUnknownOutcomeError, MuseumUnknownOutcomeError } from './unknown-outcome-error.ts';

const request = { method: 'POST', url: 'https://museum.example/v1.1/tickets' };

describe('MuseumUnknownOutcomeError', () => {
  it('is a client error that keeps what ended the call and the answer’s request id', () => {
    const cause = new MuseumNetworkError(request);
    const response = new Response(null, { status: 502, headers: { 'x-request-id': 'req-9' } });
    const error = new MuseumUnknownOutcomeError(request, { cause }, response);

    expect(error).toBeInstanceOf(MuseumClientError);
    expect(error.name).toBe('MuseumUnknownOutcomeError');
    expect(error.cause).toBe(cause);
    expect(error.requestId).toBe('req-9');
    expect(error.message).toMatch(
      /^POST https:\/\/museum\.example\/v1\.1\/tickets: outcome unknown, it may have happened/,
    );
    expect(isMuseumUnknownOutcomeError(error)).toBe(true);
    expect(isMuseumClientError(error)).toBe(true);
    expect(isMuseumNetworkError(error)).toBe(false);
    expect(isMuseumUnknownOutcomeError(cause)).toBe(false);
  });

  it('is recognised across realms, where instanceof fails', () => {
    const foreign = runInNewContext(`
      const error = new Error('from an iframe');
      error[Symbol.for('@museum-api/client/MuseumUnknownOutcomeError')] = true;
      error;
    `);
    expect(foreign).not.toBeInstanceOf(Error);
    expect(isMuseumUnknownOutcomeError(foreign)).toBe(true);
  });
});
