// `client.withResponse` and the request id on errors, against the real mock through msw. The mock
// does not set `X-Request-Id` yet, so the answers that carry one are played by overrides.

import { describe, expect, it, vi } from 'vitest';
import {
  isMuseumApiError,
  isMuseumNetworkError,
  isMuseumResponseError,
  isMuseumTimeoutError,
} from '../src/index.ts';
import { isMuseumValidationError, withValidation } from '../src/validate.ts';
import { baseUrl, draft, museumClient, today, unknownId, useMuseumMock } from './fixtures.ts';
import { observeRequests, problemResponse } from './observe-requests.ts';
import { rejection } from './rejection.ts';

const { mock } = useMuseumMock();

const purchase = { ticketType: 'general', ticketDate: today, email: 'ada@example.com' } as const;

/** Passes the mock's own answers to `operation` on with an `X-Request-Id` added. */
function withRequestIds(operation: 'getSpecialEvent' | 'createSpecialEvent', ...ids: string[]) {
  let attempt = 0;
  mock.override(
    operation,
    async ({ next }) => {
      const response = await next();
      const headers = new Headers(response.headers);
      headers.set('x-request-id', ids[attempt++] ?? 'none');
      return new Response(response.body, { status: response.status, headers });
    },
    { times: 'always' },
  );
}

describe('withResponse', () => {
  it('gives the created event with the response, whose Location names it', async () => {
    const { data: event, response } = await museumClient().withResponse.createSpecialEvent(draft);

    expect(mock.store.getEvent(event.eventId)).toEqual(event);
    expect(response.status).toBe(201);
    expect(new URL(response.headers.get('location') ?? '', baseUrl).href).toBe(
      `${baseUrl}/special-events/${event.eventId}`,
    );
  });

  it('resolves each operation to the same data as the plain call, and its response', async () => {
    const api = museumClient();
    const event = mock.store.createEvent(draft);

    const read = await api.withResponse.getSpecialEvent(event.eventId);
    expect(read.data).toEqual(await api.getSpecialEvent(event.eventId));
    expect(read.response.headers.get('content-type')).toMatch(/^application\/json/);

    const list = await api.withResponse.listSpecialEvents({ startDate: today }, { headers: { 'x-a': '1' } });
    expect(list.data).toEqual([event]);
    expect(new URL(list.response.url).searchParams.get('startDate')).toBe(today);

    const ticket = await api.withResponse.buyMuseumTickets(purchase);
    expect(ticket.response.status).toBe(201);
    expect(ticket.data.ticketType).toBe('general');

    const image = await api.withResponse.getTicketCode(ticket.data.ticketId);
    expect(image.data.type).toBe('image/png');
    expect(image.response.headers.get('content-type')).toMatch(/^image\/png/);

    const updated = await api.withResponse.updateSpecialEvent(event.eventId, { price: 9 });
    expect(updated.data.price).toBe(9);
    expect((await api.withResponse.getMuseumHours({ limit: 2 })).data).toHaveLength(2);

    const deleted = await api.withResponse.deleteSpecialEvent(event.eventId);
    expect(deleted).toEqual({ data: undefined, response: expect.any(Response) });
    expect(deleted.response.status).toBe(204);
  });

  it('keys and retries a purchase made through withResponse like the plain call', async () => {
    const seen = observeRequests(mock, 'buyMuseumTickets', (attempt) =>
      attempt === 1 ? problemResponse(503, { 'retry-after': '0' }) : undefined,
    );

    const { response } = await museumClient().withResponse.buyMuseumTickets(purchase, {
      idempotencyKey: 'k-1',
    });

    expect(response.status).toBe(201);
    expect(seen.map((request) => request.headers.get('idempotency-key'))).toEqual(['k-1', 'k-1']);
  });

  it('is checked by the validating client too, and reads the id of a response that fails the check', async () => {
    const event = mock.store.createEvent(draft);
    mock.override(
      'getSpecialEvent',
      () => Response.json({ ...event, price: 'free' }, { headers: { 'x-request-id': 'req-bad-price' } }),
      { times: 1 },
    );
    const api = withValidation(museumClient());

    const error = await rejection(api.withResponse.getSpecialEvent(event.eventId));
    if (!isMuseumValidationError(error)) throw error;
    expect(error.direction).toBe('response');
    expect(error.requestId).toBe('req-bad-price');
    await expect(api.withResponse.getSpecialEvent(event.eventId)).resolves.toMatchObject({ data: event });
  });
});

describe('the request id on errors', () => {
  it('carries the X-Request-Id of the error answer', async () => {
    mock.override('getSpecialEvent', () => problemResponse(404, { 'x-request-id': 'req-404' }));
    const error = await rejection(museumClient().getSpecialEvent(unknownId));

    if (!isMuseumApiError(error)) throw error;
    expect(error.status).toBe(404);
    expect(error.requestId).toBe('req-404');
  });

  it('carries the id of the last answer after retries', async () => {
    const event = mock.store.createEvent(draft);
    observeRequests(mock, 'getSpecialEvent', (attempt) =>
      problemResponse(503, { 'retry-after': '0', 'x-request-id': `req-${attempt}` }),
    );
    const error = await rejection(museumClient({ retry: 2 }).getSpecialEvent(event.eventId));

    expect(isMuseumApiError(error) && error.requestId).toBe('req-3');
  });

  it('carries the id of a success answer the client could not use', async () => {
    const event = mock.store.createEvent(draft);
    mock.override(
      'getSpecialEvent',
      () => new Response('<html>', { headers: { 'x-request-id': 'req-html' } }),
    );
    const error = await rejection(museumClient().getSpecialEvent(event.eventId));

    if (!isMuseumResponseError(error)) throw error;
    expect(error.requestId).toBe('req-html');
  });

  it('reads the id the mock’s own answers carry, once passed through', async () => {
    withRequestIds('createSpecialEvent', 'req-created');
    withRequestIds('getSpecialEvent', 'req-missing');

    const { response } = await museumClient().withResponse.createSpecialEvent(draft);
    const error = await rejection(museumClient().getSpecialEvent(unknownId));

    expect(response.headers.get('x-request-id')).toBe('req-created');
    expect(isMuseumApiError(error) && [error.status, error.requestId]).toEqual([404, 'req-missing']);
  });

  it('has none when no answer arrived', async () => {
    mock.fault('getMuseumHours', { networkError: true }, { times: 'always' });
    const network = await rejection(museumClient({ retry: 0 }).getMuseumHours());
    mock.fault('getSpecialEvent', { delay: 300 }, { times: 1 });
    const timeout = await rejection(museumClient({ timeout: 20 }).getSpecialEvent(unknownId));

    expect(isMuseumNetworkError(network) && network.requestId).toBeUndefined();
    expect(isMuseumTimeoutError(timeout) && timeout.requestId).toBeUndefined();
    expect(isMuseumNetworkError(network)).toBe(true);
    expect(isMuseumTimeoutError(timeout)).toBe(true);
    // The slow answer still arrives; wait for it so it cannot land in another test's journal.
    await vi.waitFor(() => expect(mock.journal.count('getSpecialEvent')).toBe(1));
  });
});
