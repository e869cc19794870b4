// How the client surfaces every error the real mock answers with (400, 401, 404, 413, 415), and
// the few server shapes the mock never produces (broken bodies, wrong content types), played by
// `mock.override`. A 405 cannot be reached: the client only sends the methods each path has.

import { problemTypes } from '@museum-api/mock';
import { describe, expect, it } from 'vitest';
import {
  createMuseumClient,
  isMuseumApiError,
  isMuseumClientError,
  isMuseumResponseError,
} from '../src/index.ts';
import { baseUrl, draft, monday, museumClient, today, unknownId, useMuseumMock } from './fixtures.ts';
import { rejection } from './rejection.ts';

const { mock } = useMuseumMock();

describe('400 Bad Request', () => {
  it('carries the problem details with one field error per invalid field, and the request', async () => {
    const error = await rejection(museumClient().createSpecialEvent({ ...draft, price: -1, dates: [] }));

    if (!isMuseumApiError(error)) throw error;
    expect(error.name).toBe('MuseumApiError');
    expect(error.status).toBe(400);
    expect(error.request).toEqual({ method: 'POST', url: `${baseUrl}/special-events` });
    expect(error.response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(error.problem).toMatchObject({
      type: problemTypes.invalidRequest,
      status: 400,
      instance: '/v1.1/special-events',
    });
    expect(error.problem.errors?.map(({ path }) => path).sort()).toEqual(['dates', 'price']);
    expect(error.problem).toEqual(mock.journal.last('createSpecialEvent')?.problem);
    expect(error.message).toContain(`POST ${baseUrl}/special-events failed: 400`);
    expect(mock.store.eventCount).toBe(0);
  });

  it('names the path parameter when an id is not a uuid', async () => {
    const error = await rejection(museumClient().getSpecialEvent('42'));

    if (!isMuseumApiError(error)) throw error;
    expect(error.status).toBe(400);
    expect(error.problem.errors).toEqual([{ path: 'path.eventId', message: expect.any(String) }]);
  });

  it('names the query parameter when paging is out of range or the dates are reversed', async () => {
    const api = museumClient();
    const calls = {
      'query.limit': () => api.listSpecialEvents({ limit: 31 }),
      'query.endDate': () => api.listSpecialEvents({ startDate: '2026-12-10', endDate: today }),
      'query.page': () => api.getMuseumHours({ page: 0 }),
    };

    for (const [path, call] of Object.entries(calls)) {
      const error = await rejection(call());
      if (!isMuseumApiError(error)) throw error;
      expect(error.status).toBe(400);
      expect(error.problem.errors?.map((issue) => issue.path)).toEqual([path]);
    }
  });

  it('refuses tickets for a day that is past, closed, or not one of the event dates', async () => {
    const api = museumClient();
    const event = mock.store.createEvent(draft);
    const purchases = [
      { ticketType: 'general', ticketDate: '2026-11-30', email: 'a@b.co' },
      { ticketType: 'general', ticketDate: monday, email: 'a@b.co' },
      { ticketType: 'event', eventId: event.eventId, ticketDate: '2026-12-04', email: 'a@b.co' },
    ] as const;

    for (const purchase of purchases) {
      const error = await rejection(api.buyMuseumTickets(purchase));
      if (!isMuseumApiError(error)) throw error;
      expect(error.status).toBe(400);
      expect(error.problem.errors?.map(({ path }) => path)).toEqual(['ticketDate']);
    }
    expect(mock.store.ticketCount).toBe(0);
  });

  it('refuses an empty patch and leaves the event unchanged', async () => {
    const event = mock.store.createEvent(draft);
    const error = await rejection(museumClient().updateSpecialEvent(event.eventId, {}));

    expect(isMuseumApiError(error) && error.status).toBe(400);
    expect(mock.store.getEvent(event.eventId)).toEqual(event);
  });
});

describe('401 Unauthorized', () => {
  it('answers a client without credentials, and the response still shows WWW-Authenticate', async () => {
    const error = await rejection(createMuseumClient({ baseUrl }).getMuseumHours());

    if (!isMuseumApiError(error)) throw error;
    expect(error.status).toBe(401);
    expect(error.problem.type).toBe(problemTypes.unauthorized);
    expect(error.response.headers.get('www-authenticate')).toMatch(/^Basic realm="[^"]+"/);
    expect(mock.journal.last()).toMatchObject({ operation: 'getMuseumHours', status: 401 });
    expect(mock.journal.last()?.username).toBeUndefined();
  });

  it('answers credentials the mock does not accept, without retrying', async () => {
    const api = museumClient({ credentials: { username: 'front-desk', password: 'guess' } });
    const error = await rejection(api.listSpecialEvents());

    expect(isMuseumApiError(error) && error.status).toBe(401);
    expect(mock.journal.entries.map(({ status, username }) => [status, username])).toEqual([
      [401, 'front-desk'],
    ]);
  });
});

describe('404 Not Found', () => {
  it('names the missing event when reading, updating or deleting it, each tried once', async () => {
    const api = museumClient();
    const calls = [
      () => api.getSpecialEvent(unknownId),
      () => api.updateSpecialEvent(unknownId, { price: 1 }),
      () => api.deleteSpecialEvent(unknownId),
    ];

    const methods: string[] = [];
    for (const call of calls) {
      const error = await rejection(call());
      if (!isMuseumApiError(error)) throw error;
      expect(error.status).toBe(404);
      expect(error.problem.type).toBe(problemTypes.notFound);
      expect(error.problem.detail).toContain(unknownId);
      methods.push(error.request.method);
    }
    expect(methods).toEqual(['GET', 'PATCH', 'DELETE']);
    expect(mock.journal.entries.map(({ status }) => status)).toEqual([404, 404, 404]);
  });

  it('answers a ticket for an unknown event, and the image of an unknown ticket', async () => {
    const api = museumClient();
    const purchase = await rejection(
      api.buyMuseumTickets({ ticketType: 'event', eventId: unknownId, ticketDate: today, email: 'a@b.co' }),
    );
    const image = await rejection(api.getTicketCode(unknownId));

    expect(isMuseumApiError(purchase) && purchase.status).toBe(404);
    // The image route answers problem+json, not a PNG: the status wins over the content type.
    expect(isMuseumApiError(image) && image.status).toBe(404);
    expect(isMuseumApiError(image) && image.problem.type).toBe(problemTypes.notFound);
  });

  it('answers for an event the client deleted', async () => {
    const api = museumClient();
    const event = await api.createSpecialEvent(draft);
    await api.deleteSpecialEvent(event.eventId);

    const error = await rejection(api.getSpecialEvent(event.eventId));
    expect(isMuseumApiError(error) && error.status).toBe(404);
  });
});

describe('413 and 415', () => {
  it('answers 413 for a body over the mock’s size limit, and does not retry the POST', async () => {
    const error = await rejection(
      museumClient({ retry: 5 }).createSpecialEvent({ ...draft, eventDescription: 'x'.repeat(70_000) }),
    );

    if (!isMuseumApiError(error)) throw error;
    expect(error.status).toBe(413);
    expect(error.problem.type).toBe(problemTypes.payloadTooLarge);
    expect(mock.journal.count('createSpecialEvent')).toBe(1);
  });

  it('answers 415 when a custom Content-Type header displaces JSON', async () => {
    const api = museumClient({ headers: { 'content-type': 'text/plain' } });
    const error = await rejection(
      api.updateSpecialEvent(mock.store.createEvent(draft).eventId, { price: 1 }),
    );

    if (!isMuseumApiError(error)) throw error;
    expect(error.status).toBe(415);
    expect(error.problem.type).toBe(problemTypes.unsupportedMediaType);
  });
});

describe('responses the mock never gives, played by an override', () => {
  it('still gives a useful MuseumApiError when the error body is an HTML page', async () => {
    mock.override(
      'listSpecialEvents',
      () =>
        new Response('<html>upstream down</html>', {
          status: 502,
          statusText: 'Bad Gateway',
          headers: { 'content-type': 'text/html' },
        }),
      { times: 'always' },
    );
    const error = await rejection(museumClient({ retry: 0 }).listSpecialEvents());

    if (!isMuseumApiError(error)) throw error;
    expect(error.status).toBe(502);
    expect(error.problem).toEqual({
      type: 'about:blank',
      title: 'Bad Gateway',
      status: 502,
      detail: '<html>upstream down</html>',
    });
    expect(error.body).toBe('<html>upstream down</html>');
  });

  it('still gives a useful MuseumApiError when a problem+json body is cut off', async () => {
    mock.override(
      'getSpecialEvent',
      () =>
        new Response('{"title": "Bad Requ', {
          status: 400,
          statusText: 'Bad Request',
          headers: { 'content-type': 'application/problem+json' },
        }),
    );
    const error = await rejection(museumClient().getSpecialEvent(unknownId));

    if (!isMuseumApiError(error)) throw error;
    expect(error.problem).toMatchObject({ type: 'about:blank', status: 400, title: 'Bad Request' });
    expect(error.body).toBeUndefined();
  });

  it('rejects a ticket image that is not a PNG with a MuseumResponseError', async () => {
    mock.override(
      'getTicketCode',
      () => new Response('not an image', { headers: { 'content-type': 'text/plain' } }),
    );
    const error = await rejection(museumClient().getTicketCode(unknownId));

    if (!isMuseumResponseError(error)) throw error;
    expect(error.status).toBe(200);
    expect(error.contentType).toBe('text/plain');
    expect(error.message).toContain('expected image/png, got text/plain');
  });

  it('rejects a success body that is not JSON with a MuseumResponseError', async () => {
    mock.override(
      'listSpecialEvents',
      () => new Response('<html>login</html>', { headers: { 'content-type': 'text/html' } }),
    );
    const error = await rejection(museumClient().listSpecialEvents());

    if (!isMuseumResponseError(error)) throw error;
    expect(isMuseumClientError(error)).toBe(true);
    expect(error.status).toBe(200);
    expect(error.cause).toBeInstanceOf(SyntaxError);
  });
});
