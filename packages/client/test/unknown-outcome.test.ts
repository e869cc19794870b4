// Purchases against a backend that ignores Idempotency-Key: the real mock through msw, behind a
// fetch that strips the header, so no retry could be answered with the first sale. One lost
// answer must leave at most one ticket in the store and tell the caller the purchase may have
// happened. Against the mock with keys honoured (told, or learned from an answer), the retry
// stays safe.

import { describe, expect, it, vi } from 'vitest';
import { warnOnVersionMismatch } from '../src/features.ts';
import {
  createMuseumClient,
  isMuseumApiError,
  isMuseumNetworkError,
  isMuseumUnknownOutcomeError,
  type MuseumClientOptions,
} from '../src/index.ts';
import { baseUrl, credentials, draft, museumClient, today, useMuseumMock } from './fixtures.ts';
import { rejection } from './rejection.ts';

const { mock } = useMuseumMock();

const purchase = { ticketType: 'general', ticketDate: today, email: 'ada@example.com' } as const;

/** A fetch in front of a backend that ignores keys: it drops the header, and counts the keys sent. */
function keyIgnoringFetch() {
  const keysSent: string[] = [];
  const fetch: NonNullable<MuseumClientOptions['fetch']> = async (input, init) => {
    const request = new Request(input, init);
    const key = request.headers.get('idempotency-key');
    if (key) keysSent.push(key);
    request.headers.delete('idempotency-key');
    return globalThis.fetch(request);
  };
  return { fetch, keysSent };
}

describe('a purchase whose answer was lost, against a backend that ignores keys', () => {
  it('sells at most one ticket and tells the caller the purchase may have happened', async () => {
    mock.fault('buyMuseumTickets', { answerLost: true }, { times: 1 });
    const { fetch, keysSent } = keyIgnoringFetch();
    const client = museumClient({ fetch, idempotency: 'detect', retry: { limit: 5, backoffLimit: 10 } });

    const error = await rejection(client.buyMuseumTickets(purchase));

    if (!isMuseumUnknownOutcomeError(error)) throw error;
    expect(isMuseumNetworkError(error.cause)).toBe(true);
    expect(error.request).toEqual({ method: 'POST', url: 'https://museum.test/v1.1/tickets' });
    expect(error.message).toMatch(/outcome unknown, it may have happened.*check for a confirmation/);
    expect(mock.store.ticketCount).toBe(1);
    expect(mock.journal.count('buyMuseumTickets')).toBe(1);
    expect(keysSent).toEqual([]);
  });

  it('sends an event creation answered 500 once, and says it may exist', async () => {
    mock.fault('createSpecialEvent', { status: 500 }, { times: 'always' });
    const client = museumClient({ idempotency: 'detect', retry: 5 });

    const error = await rejection(client.createSpecialEvent(draft));

    if (!isMuseumUnknownOutcomeError(error)) throw error;
    expect(isMuseumApiError(error.cause) && error.cause.status).toBe(500);
    expect(error.requestId).toBe(mock.journal.last()?.requestId);
    expect(mock.journal.count('createSpecialEvent')).toBe(1);
  });

  // 503 and 501 say the server did not act; a 4xx that it refused the purchase.
  it.each([503, 501, 409, 400])('keeps a %i a plain API error', async (status) => {
    mock.fault('buyMuseumTickets', { status }, { times: 'always' });

    const error = await rejection(museumClient({ idempotency: 'detect' }).buyMuseumTickets(purchase));

    expect(isMuseumApiError(error) && error.status).toBe(status);
    expect(mock.journal.count('buyMuseumTickets')).toBe(1);
  });
});

describe('a purchase against the mock, which honours keys', () => {
  it('learns it from an answer saying so, then keys and retries a lost purchase into one ticket', async () => {
    mock.override('getMuseumHours', async ({ next }) => {
      const answer = await next();
      const headers = new Headers(answer.headers);
      headers.set('museum-idempotency', 'honoured');
      return new Response(answer.body, { status: answer.status, headers });
    });
    mock.fault('buyMuseumTickets', { answerLost: true }, { times: 1 });
    const client = museumClient({ idempotency: 'detect' });

    await client.getMuseumHours({ limit: 1 });
    const { data, response } = await client.withResponse.buyMuseumTickets(purchase);

    expect(mock.store.ticketCount).toBe(1);
    expect(mock.store.getTicket(data.ticketId).email).toBe('ada@example.com');
    expect(response.headers.get('idempotent-replayed')).toBe('true');
    expect(mock.journal.filter('buyMuseumTickets').map(({ status }) => status)).toEqual([0, 201]);
  });

  it('sends no key before any answer has shown that keys are honoured', async () => {
    const { fetch, keysSent } = keyIgnoringFetch();
    await museumClient({ fetch, idempotency: 'detect' }).buyMuseumTickets(purchase);
    expect(keysSent).toEqual([]);
  });
});

describe('the server’s stated version (versionCheck: warnOnVersionMismatch)', () => {
  it('warns once, naming the older side, when the server states another version, and goes on', async () => {
    mock.override(
      'getMuseumHours',
      async ({ next }) => {
        const answer = await next();
        const headers = new Headers(answer.headers);
        headers.set('museum-api-version', '1.2.1');
        return new Response(answer.body, { status: answer.status, headers });
      },
      { times: 'always' },
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const client = museumClient({ versionCheck: warnOnVersionMismatch });
      await expect(client.getMuseumHours({ limit: 1 })).resolves.toHaveLength(1);
      await client.getMuseumHours({ limit: 1 });

      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]?.[0]).toMatch(/speaks 1\.2\.1, this client 1\.1: the client is older/);
      warn.mockClear();
      const versionCheck = warnOnVersionMismatch;
      await createMuseumClient({ baseUrl, credentials, apiVersion: '1.2', versionCheck }).getMuseumHours({
        limit: 1,
      });
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });
});
