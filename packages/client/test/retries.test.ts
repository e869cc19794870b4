// Which calls the client retries, and how long it waits, against faults injected by the real
// mock; the mock's journal counts the attempts that reached it, and overrides see their headers
// (the journal does not record headers), the Idempotency-Key among them.

import { describe, expect, it } from 'vitest';
import { isMuseumApiError, isMuseumNetworkError, isMuseumUnknownOutcomeError } from '../src/index.ts';
import { baseUrl, draft, museumClient, today, unknownId, useMuseumMock, uuid } from './fixtures.ts';
import { observeRequests, problemResponse } from './observe-requests.ts';
import { rejection } from './rejection.ts';

const { mock } = useMuseumMock();

const purchase = { ticketType: 'general', ticketDate: today, email: 'ada@example.com' } as const;

describe('reads and deletes are retried', () => {
  it('retries a GET after a 503 injected by the mock, waiting as long as Retry-After says', async () => {
    const event = mock.store.createEvent(draft);
    mock.fault('getSpecialEvent', { status: 503, retryAfter: 1 }, { times: 1 });

    await expect(museumClient().getSpecialEvent(event.eventId)).resolves.toEqual(event);

    const attempts = mock.journal.filter('getSpecialEvent');
    expect(attempts.map(({ status, intervention }) => [status, intervention])).toEqual([
      [503, 'fault'],
      [200, undefined],
    ]);
    const [first, second] = attempts.map(({ startedAt }) => Date.parse(startedAt));
    // The client's own backoff is capped at 10 ms here, so a second's wait can only be Retry-After.
    expect((second ?? 0) - (first ?? 0)).toBeGreaterThanOrEqual(950);
  });

  it.each([408, 429, 500, 502, 504])('retries a GET after a %i', async (status) => {
    mock.fault('getMuseumHours', { status }, { times: 1 });

    await expect(museumClient().getMuseumHours({ limit: 1 })).resolves.toHaveLength(1);
    expect(mock.journal.filter('getMuseumHours').map((entry) => entry.status)).toEqual([status, 200]);
  });

  it('gives up after the retry limit with the problem the mock answered last', async () => {
    mock.fault(
      'listSpecialEvents',
      { status: 503, problem: { detail: 'Database down' } },
      { times: 'always' },
    );
    const error = await rejection(
      museumClient({ retry: { limit: 2, backoffLimit: 10 } }).listSpecialEvents(),
    );

    if (!isMuseumApiError(error)) throw error;
    expect(error.status).toBe(503);
    expect(error.problem).toMatchObject({ title: 'Service Unavailable', detail: 'Database down' });
    expect(mock.journal.count('listSpecialEvents')).toBe(3);
  });

  it('does not retry a GET answered with a client error', async () => {
    const error = await rejection(museumClient({ retry: 5 }).getSpecialEvent(unknownId));

    expect(isMuseumApiError(error) && error.status).toBe(404);
    expect(mock.journal.count('getSpecialEvent')).toBe(1);
  });

  it('retries a GET after a network error', async () => {
    mock.fault('getMuseumHours', { networkError: true }, { times: 1 });

    await expect(museumClient().getMuseumHours({ limit: 1 })).resolves.toHaveLength(1);
    expect(mock.journal.filter('getMuseumHours').map(({ status }) => status)).toEqual([0, 200]);
  });

  it('wraps network errors that outlast the retries in a MuseumNetworkError with the cause', async () => {
    mock.fault('getMuseumHours', { networkError: true }, { times: 'always' });
    const error = await rejection(museumClient().getMuseumHours());

    if (!isMuseumNetworkError(error)) throw error;
    expect(error.request).toEqual({ method: 'GET', url: `${baseUrl}/museum-hours` });
    expect(error.cause).toBeInstanceOf(Error);
    expect(mock.journal.count('getMuseumHours')).toBe(3);
  });

  it('retries a DELETE after a network error', async () => {
    const event = mock.store.createEvent(draft);
    mock.fault('deleteSpecialEvent', { networkError: true }, { times: 1 });

    await expect(museumClient().deleteSpecialEvent(event.eventId)).resolves.toBeUndefined();
    expect(mock.journal.filter('deleteSpecialEvent').map(({ status }) => status)).toEqual([0, 204]);
    expect(mock.store.eventCount).toBe(0);
  });

  it('answers 404 when a DELETE is retried after its 204 was lost, as the README warns', async () => {
    const event = mock.store.createEvent(draft);
    // The event is deleted, then the connection drops before the answer arrives.
    mock.override(
      'deleteSpecialEvent',
      async ({ next }) => {
        await next();
        return Response.error();
      },
      { times: 1 },
    );

    const error = await rejection(museumClient().deleteSpecialEvent(event.eventId));
    expect(isMuseumApiError(error) && error.status).toBe(404);
    expect(mock.journal.filter('deleteSpecialEvent').map(({ status }) => status)).toEqual([0, 404]);
    expect(mock.store.eventCount).toBe(0);
  });
});

describe('purchases and creations are retried under one Idempotency-Key', () => {
  it('retries a purchase answered 503 under the same key, and sells one ticket', async () => {
    const seen = observeRequests(mock, 'buyMuseumTickets', (attempt) =>
      attempt === 1 ? problemResponse(503, { 'retry-after': '0' }) : undefined,
    );

    const ticket = await museumClient().buyMuseumTickets(purchase);

    expect(ticket.ticketType).toBe('general');
    const [first, second] = seen.map((request) => request.headers.get('idempotency-key'));
    expect(first).toMatch(uuid);
    expect(second).toBe(first);
    expect(mock.journal.filter('buyMuseumTickets').map(({ status }) => status)).toEqual([503, 201]);
    expect(mock.store.ticketCount).toBe(1);
  });

  it('retries a purchase after a network error under the same key', async () => {
    const seen = observeRequests(mock, 'buyMuseumTickets', (attempt) =>
      attempt === 1 ? Response.error() : undefined,
    );

    await museumClient().buyMuseumTickets(purchase);

    expect(mock.journal.filter('buyMuseumTickets').map(({ status }) => status)).toEqual([0, 201]);
    expect(new Set(seen.map((request) => request.headers.get('idempotency-key'))).size).toBe(1);
    expect(mock.store.ticketCount).toBe(1);
  });

  it('retries a purchase answered 409 (an earlier attempt under its key still running)', async () => {
    const seen = observeRequests(mock, 'buyMuseumTickets', (attempt) =>
      attempt === 1 ? problemResponse(409) : undefined,
    );

    await expect(museumClient().buyMuseumTickets(purchase)).resolves.toMatchObject({ ticketType: 'general' });
    expect(mock.journal.filter('buyMuseumTickets').map(({ status }) => status)).toEqual([409, 201]);
    expect(new Set(seen.map((request) => request.headers.get('idempotency-key'))).size).toBe(1);
  });

  it('retries a purchase whose answer was lost after the server acted, under the same key', async () => {
    // The server sells the ticket, then the connection drops before the answer arrives. Selling
    // once per key is the server's half of the contract; the client's half is the same key again.
    const seen: Request[] = [];
    mock.override(
      'buyMuseumTickets',
      async ({ request, next }) => {
        seen.push(request);
        const answer = await next();
        return seen.length === 1 ? Response.error() : answer;
      },
      { times: 'always' },
    );

    await expect(museumClient().buyMuseumTickets(purchase)).resolves.toMatchObject({ ticketType: 'general' });
    const [first, second] = seen.map((request) => request.headers.get('idempotency-key'));
    expect(first).toMatch(uuid);
    expect(second).toBe(first);
    expect(mock.journal.filter('buyMuseumTickets').map(({ status }) => status)).toEqual([0, 201]);
  });

  it('gives each purchase its own key', async () => {
    const seen = observeRequests(mock, 'buyMuseumTickets');
    const api = museumClient();

    await api.buyMuseumTickets(purchase);
    await api.buyMuseumTickets(purchase);

    const [first, second] = seen.map((request) => request.headers.get('idempotency-key'));
    expect(first).toMatch(uuid);
    expect(second).toMatch(uuid);
    expect(second).not.toBe(first);
  });

  it('sends the caller’s own key, on the first attempt and on the retry', async () => {
    const seen = observeRequests(mock, 'buyMuseumTickets', (attempt) =>
      attempt === 1 ? problemResponse(502) : undefined,
    );

    await museumClient().buyMuseumTickets(purchase, { idempotencyKey: 'checkout-7f3a' });

    expect(seen.map((request) => request.headers.get('idempotency-key'))).toEqual([
      'checkout-7f3a',
      'checkout-7f3a',
    ]);
  });

  it('retries an event creation answered 429, waiting as long as Retry-After says', async () => {
    const seen = observeRequests(mock, 'createSpecialEvent', (attempt) =>
      attempt === 1 ? problemResponse(429, { 'retry-after': '1' }) : undefined,
    );

    const begin = performance.now();
    const event = await museumClient().createSpecialEvent(draft);

    expect(performance.now() - begin).toBeGreaterThanOrEqual(950);
    expect(mock.store.getEvent(event.eventId)).toEqual(event);
    expect(new Set(seen.map((request) => request.headers.get('idempotency-key'))).size).toBe(1);
    expect(mock.store.eventCount).toBe(1);
  });

  it('gives up on a keyed purchase after the retry limit', async () => {
    mock.fault('buyMuseumTickets', { status: 503, retryAfter: 0 }, { times: 'always' });
    const error = await rejection(
      museumClient({ retry: { limit: 2, backoffLimit: 10 } }).buyMuseumTickets(purchase),
    );

    expect(isMuseumApiError(error) && error.status).toBe(503);
    expect(mock.journal.count('buyMuseumTickets')).toBe(3);
    expect(mock.store.ticketCount).toBe(0);
  });

  it('does not retry a purchase the API refused with a 4xx', async () => {
    const error = await rejection(
      museumClient({ retry: 5 }).buyMuseumTickets({ ...purchase, ticketDate: '2026-11-01' }),
    );

    expect(isMuseumApiError(error) && error.status).toBe(400);
    expect(mock.journal.count('buyMuseumTickets')).toBe(1);
  });
});

describe('calls without a key are never retried', () => {
  it('sends no key and sends a purchase once with idempotency: false, even after a 503', async () => {
    const seen = observeRequests(mock, 'buyMuseumTickets', () =>
      problemResponse(503, { 'retry-after': '0' }),
    );
    const error = await rejection(
      museumClient({ retry: 5 }).buyMuseumTickets(purchase, { idempotency: false }),
    );

    expect(isMuseumApiError(error) && error.status).toBe(503);
    expect(seen.map((request) => request.headers.has('idempotency-key'))).toEqual([false]);
    expect(mock.store.ticketCount).toBe(0);
  });

  it('sends an unkeyed creation once after a network error', async () => {
    mock.fault('createSpecialEvent', { networkError: true }, { times: 'always' });
    const error = await rejection(
      museumClient({ retry: 5 }).createSpecialEvent(draft, { idempotency: false }),
    );

    if (!isMuseumUnknownOutcomeError(error)) throw error;
    expect(isMuseumNetworkError(error.cause)).toBe(true);
    expect(mock.journal.count('createSpecialEvent')).toBe(1);
  });

  it('sends a patch once, with no key, after a network error', async () => {
    const event = mock.store.createEvent(draft);
    const seen = observeRequests(mock, 'updateSpecialEvent', () => Response.error());

    const error = await rejection(museumClient({ retry: 5 }).updateSpecialEvent(event.eventId, { price: 1 }));
    expect(isMuseumNetworkError(error)).toBe(true);
    expect(seen.map((request) => request.headers.has('idempotency-key'))).toEqual([false]);
    expect(mock.store.getEvent(event.eventId)).toEqual(event);
  });

  it('sends a patch once even when retry options try to add its method', async () => {
    const event = mock.store.createEvent(draft);
    mock.fault('updateSpecialEvent', { status: 503 }, { times: 'always' });
    // Not allowed by the type; a caller casting it away still cannot make PATCH retryable.
    const retry = { limit: 5, backoffLimit: 10, methods: ['patch'] } as { limit: number };

    const error = await rejection(museumClient().updateSpecialEvent(event.eventId, { price: 1 }, { retry }));
    expect(isMuseumApiError(error) && error.status).toBe(503);
    expect(mock.journal.count('updateSpecialEvent')).toBe(1);
  });
});
