// Integration tests of the default client through real msw, against the contract-following
// fixture in ./museum-fixture.ts.

import type { NewSpecialEvent } from '@museum-api/core';
import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  createMuseumClient,
  isMuseumApiError,
  isMuseumNetworkError,
  isMuseumResponseError,
  isMuseumTimeoutError,
  type MuseumClientOptions,
} from '../src/index.ts';
import { baseUrl, credentials, today, useMuseumServer } from './museum-fixture.ts';
import { rejection } from './rejection.ts';

const museum = useMuseumServer();
const client = (options: Partial<MuseumClientOptions> = {}) =>
  createMuseumClient({ baseUrl, credentials, retry: { limit: 2, backoffLimit: 10 }, ...options });

const draft: NewSpecialEvent = {
  name: 'Night of the Dinosaurs',
  location: 'Hall B',
  eventDescription: 'A torch-lit tour of the fossil hall.',
  dates: ['2026-12-05', '2026-12-03'],
  price: 25,
};

describe('operations', () => {
  it('creates, reads, updates and deletes a special event', async () => {
    const api = client();
    const created = await api.createSpecialEvent(draft);
    expect(created).toEqual({ ...draft, eventId: expect.any(String), dates: ['2026-12-03', '2026-12-05'] });

    expect(await api.getSpecialEvent(created.eventId)).toEqual(created);
    const updated = await api.updateSpecialEvent(created.eventId, { price: 30, location: 'Hall C' });
    expect(updated).toEqual({ ...created, price: 30, location: 'Hall C' });

    await expect(api.deleteSpecialEvent(created.eventId)).resolves.toBeUndefined();
    const gone = await rejection(api.getSpecialEvent(created.eventId));
    expect(isMuseumApiError(gone) && gone.status).toBe(404);
    expect(museum.seen.map(({ method, url }) => `${method} ${url.pathname}`)).toEqual([
      'POST /v1.1/special-events',
      `GET /v1.1/special-events/${created.eventId}`,
      `PATCH /v1.1/special-events/${created.eventId}`,
      `DELETE /v1.1/special-events/${created.eventId}`,
      `GET /v1.1/special-events/${created.eventId}`,
    ]);
  });

  it('lists one page of special events with the filter in the query string', async () => {
    const api = client();
    const early = await api.createSpecialEvent({ ...draft, name: 'Early', dates: ['2026-12-02'] });
    await api.createSpecialEvent({ ...draft, name: 'Late', dates: ['2027-03-01'] });

    const page = await api.listSpecialEvents({ startDate: today, endDate: '2026-12-31', page: 1, limit: 5 });
    expect(page).toEqual([early]);
    expect(museum.seen.at(-1)?.url.search).toBe('?startDate=2026-12-01&endDate=2026-12-31&page=1&limit=5');
  });

  it('buys a general and an event ticket and narrows the confirmation', async () => {
    const api = client();
    const event = await api.createSpecialEvent(draft);
    const general = await api.buyTicket({
      ticketType: 'general',
      ticketDate: '2026-12-02',
      email: 'ada@example.com',
    });
    expect(general).toMatchObject({
      ticketType: 'general',
      ticketDate: '2026-12-02',
      confirmationCode: 'MUS-1',
    });
    expect(general.eventName).toBeUndefined();

    const forEvent = await api.buyTicket({
      ticketType: 'event',
      eventId: event.eventId,
      ticketDate: '2026-12-05',
      email: 'ada@example.com',
      phone: '+1 555 010 2030',
    });
    expect(forEvent).toMatchObject({ ticketType: 'event', eventName: draft.name, confirmationCode: 'MUS-2' });
  });

  it('returns the ticket image as a PNG blob and as bytes', async () => {
    const api = client();
    const { ticketId } = await api.buyTicket({ ticketType: 'general', ticketDate: today, email: 'a@b.co' });
    const image = await api.getTicketQrImage(ticketId);

    expect(image.type).toBe('image/png');
    expect(image.blob.type).toBe('image/png');
    const bytes = await image.bytes();
    expect(bytes).toEqual(museum.tickets.get(ticketId)?.image);
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(image.blob.size).toBe(bytes.length);
    expect(museum.seen.at(-1)?.accept).toBe('image/png');
  });

  it('reads one page of museum hours', async () => {
    const week = await client().getMuseumHours({ startDate: '2026-11-30', limit: 6 });
    // 2026-11-30 is a Monday, when the fixture museum is closed.
    expect(week.map((day) => day.date)).toEqual([
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(week[0]).toEqual({ date: '2026-12-01', timeOpen: '09:00', timeClose: '18:00' });
  });
});

describe('paging', () => {
  it('iterates every matching special event across page boundaries, lazily', async () => {
    const api = client();
    const names = Array.from({ length: 7 }, (_, index) => `Event ${index}`);
    for (const name of names) await api.createSpecialEvent({ ...draft, name, dates: ['2026-12-04'] });
    museum.seen.length = 0;

    const iterator = api.iterateSpecialEvents({ startDate: today, limit: 3 });
    expect(museum.seen).toHaveLength(0);
    const first = await iterator.next();
    expect(first.value).toMatchObject({ name: 'Event 0' });
    expect(museum.seen).toHaveLength(1);

    const rest: string[] = [];
    for await (const event of iterator) rest.push(event.name);
    expect(rest).toEqual(names.slice(1));
    // Pages of 3, 3 and 1: the short third page ends the walk without asking for a fourth.
    expect(museum.seen.map(({ url }) => url.searchParams.get('page'))).toEqual(['1', '2', '3']);
  });

  it('stops after an empty page when the last full page was exactly the end', async () => {
    const api = client();
    for (const name of ['A', 'B', 'C', 'D']) await api.createSpecialEvent({ ...draft, name });
    museum.seen.length = 0;

    const names: string[] = [];
    for await (const event of api.iterateSpecialEvents({ startDate: today, limit: 2 }))
      names.push(event.name);
    expect(names).toEqual(['A', 'B', 'C', 'D']);
    expect(museum.seen.map(({ url }) => url.searchParams.get('page'))).toEqual(['1', '2', '3']);
  });

  it('asks for the largest page when no limit is given, and stops fetching when the loop breaks', async () => {
    const dates: string[] = [];
    for await (const day of client().iterateMuseumHours({ startDate: today })) {
      dates.push(day.date);
      if (dates.length === 35) break;
    }
    // 35 open days from Tuesday 2026-12-01, skipping five Mondays.
    expect(dates.at(-1)).toBe('2027-01-09');
    expect(museum.seen.map(({ url }) => url.search)).toEqual([
      '?startDate=2026-12-01&page=1&limit=30',
      '?startDate=2026-12-01&page=2&limit=30',
    ]);
  });
});

describe('errors', () => {
  it('turns a 400 into a MuseumApiError with the problem details and the request', async () => {
    const error = await rejection(client().createSpecialEvent({ ...draft, price: -1, dates: [] }));

    if (!isMuseumApiError(error)) throw error;
    expect(error.status).toBe(400);
    expect(error.request).toEqual({ method: 'POST', url: `${baseUrl}/special-events` });
    expect(error.problem).toMatchObject({ status: 400, title: 'Bad Request' });
    expect(error.problem.errors?.map((issue) => issue.path)).toEqual(['dates', 'price']);
    expect(error.message).toContain('POST https://museum.test/v1.1/special-events failed: 400 Bad Request');
    expect(error.name).toBe('MuseumApiError');
  });

  it('turns a 401 into a MuseumApiError whose response still shows WWW-Authenticate', async () => {
    const { credentials: _none, ...anonymous } = { baseUrl, credentials };
    const error = await rejection(createMuseumClient(anonymous).getMuseumHours());

    if (!isMuseumApiError(error)) throw error;
    expect(error.status).toBe(401);
    expect(error.response.headers.get('www-authenticate')).toBe('Basic realm="museum"');
    expect(museum.seen[0]?.authorization).toBeNull();
  });

  it('turns a 404 into a MuseumApiError naming the missing event', async () => {
    const missing = '3b0f8f3e-7a65-4c4e-9a51-1c6f3c2d9f10';
    const error = await rejection(client().updateSpecialEvent(missing, { price: 1 }));

    if (!isMuseumApiError(error)) throw error;
    expect(error.status).toBe(404);
    expect(error.problem.detail).toContain(missing);
    expect(error.request.method).toBe('PATCH');
  });

  it('still gives a useful MuseumApiError when the error body is not JSON', async () => {
    museum.server.use(
      http.get(`${baseUrl}/special-events`, () =>
        HttpResponse.text('<html>upstream down</html>', { status: 502, statusText: 'Bad Gateway' }),
      ),
    );
    const error = await rejection(client({ retry: 0 }).listSpecialEvents());

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

  it('still gives a useful MuseumApiError when a problem+json body is malformed', async () => {
    museum.server.use(
      http.get(`${baseUrl}/special-events/:id`, () =>
        HttpResponse.text('{"title": "Bad Requ', {
          status: 400,
          headers: { 'content-type': 'application/problem+json' },
        }),
      ),
    );
    const error = await rejection(client().getSpecialEvent('not-a-uuid'));

    if (!isMuseumApiError(error)) throw error;
    expect(error.problem).toMatchObject({ type: 'about:blank', status: 400, title: 'Bad Request' });
    expect(error.body).toBeUndefined();
  });

  it('wraps a network failure in a MuseumNetworkError with the cause, after retrying a GET', async () => {
    let attempts = 0;
    museum.server.use(
      http.get(`${baseUrl}/museum-hours`, () => {
        attempts += 1;
        return HttpResponse.error();
      }),
    );
    const error = await rejection(client().getMuseumHours());

    if (!isMuseumNetworkError(error)) throw error;
    expect(error.request).toEqual({ method: 'GET', url: `${baseUrl}/museum-hours` });
    expect(error.cause).toBeInstanceOf(Error);
    expect(attempts).toBe(3);
  });

  it('rejects a ticket image that is not a PNG with a MuseumResponseError', async () => {
    museum.server.use(http.get(`${baseUrl}/tickets/:id/qr`, () => HttpResponse.text('not an image')));
    const error = await rejection(client().getTicketQrImage('3b0f8f3e-7a65-4c4e-9a51-1c6f3c2d9f10'));

    if (!isMuseumResponseError(error)) throw error;
    expect(error.contentType).toBe('text/plain');
    expect(error.message).toContain('expected image/png, got text/plain');
  });

  it('rejects a success body that is not JSON with a MuseumResponseError', async () => {
    museum.server.use(http.get(`${baseUrl}/special-events`, () => HttpResponse.text('<html>login</html>')));
    const error = await rejection(client().listSpecialEvents());

    if (!isMuseumResponseError(error)) throw error;
    expect(error.status).toBe(200);
    expect(error.cause).toBeInstanceOf(SyntaxError);
  });
});

describe('retries', () => {
  it('retries a GET after a 503, waiting as long as Retry-After says', async () => {
    const attempts: number[] = [];
    museum.server.use(
      http.get(
        `${baseUrl}/special-events`,
        () => {
          attempts.push(performance.now());
          return HttpResponse.text('busy', { status: 503, headers: { 'retry-after': '1' } });
        },
        { once: true },
      ),
      http.get(`${baseUrl}/special-events`, () => {
        attempts.push(performance.now());
        return undefined;
      }),
    );
    await expect(client().listSpecialEvents()).resolves.toEqual([]);

    expect(attempts).toHaveLength(2);
    const [first = 0, second = 0] = attempts;
    // The client's own backoff is capped at 10 ms here, so a second's wait can only be Retry-After.
    expect(second - first).toBeGreaterThanOrEqual(950);
    expect(museum.seen.map(({ authorization }) => authorization)).toEqual([expect.stringMatching(/^Basic /)]);
  });

  it('retries a DELETE after a network error', async () => {
    const api = client();
    const event = await api.createSpecialEvent(draft);
    museum.server.use(
      http.delete(`${baseUrl}/special-events/:id`, () => HttpResponse.error(), { once: true }),
    );

    await expect(api.deleteSpecialEvent(event.eventId)).resolves.toBeUndefined();
    expect(museum.events.size).toBe(0);
  });

  it('never retries a ticket purchase, even after a 503 with Retry-After', async () => {
    let attempts = 0;
    museum.server.use(
      http.post(`${baseUrl}/tickets`, () => {
        attempts += 1;
        return HttpResponse.text('busy', { status: 503, headers: { 'retry-after': '0' } });
      }),
    );
    const error = await rejection(
      client({ retry: 5 }).buyTicket({ ticketType: 'general', ticketDate: today, email: 'a@b.co' }),
    );

    expect(isMuseumApiError(error) && error.status).toBe(503);
    expect(attempts).toBe(1);
  });

  it('never retries creating an event or patching one after a network error', async () => {
    const api = client({ retry: 5 });
    const event = await api.createSpecialEvent(draft);
    let attempts = 0;
    const fail = () => {
      attempts += 1;
      return HttpResponse.error();
    };
    museum.server.use(
      http.post(`${baseUrl}/special-events`, fail),
      http.patch(`${baseUrl}/special-events/:id`, fail),
    );

    expect(isMuseumNetworkError(await rejection(api.createSpecialEvent(draft)))).toBe(true);
    expect(isMuseumNetworkError(await rejection(api.updateSpecialEvent(event.eventId, { price: 1 })))).toBe(
      true,
    );
    expect(attempts).toBe(2);
  });
});

describe('timeout and abort', () => {
  it('gives up after the timeout with a MuseumTimeoutError', async () => {
    museum.server.use(
      http.get(`${baseUrl}/museum-hours`, async () => {
        await delay(2_000);
        return HttpResponse.json([]);
      }),
    );
    const started = performance.now();
    const error = await rejection(client({ timeout: 50 }).getMuseumHours());

    if (!isMuseumTimeoutError(error)) throw error;
    expect(error.timeout).toBe(50);
    expect(error.message).toContain('no response within 50 ms');
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('rejects with the signal reason when the caller aborts', async () => {
    museum.server.use(
      http.get(`${baseUrl}/special-events`, async () => {
        await delay(2_000);
        return HttpResponse.json([]);
      }),
    );
    const controller = new AbortController();
    const call = client().listSpecialEvents({}, { signal: controller.signal });
    setTimeout(() => controller.abort(new Error('user left the page')), 20);

    await expect(call).rejects.toThrow('user left the page');
  });

  it('does not start a call whose signal is already aborted', async () => {
    const error = await rejection(client().getMuseumHours({}, { signal: AbortSignal.abort() }));
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(museum.seen).toHaveLength(0);
  });
});

describe('credentials', () => {
  it('asks a credentials function before every request and sends UTF-8 Basic auth', async () => {
    let calls = 0;
    const api = client({
      credentials: async () => {
        calls += 1;
        return { username: `clerk-${calls}`, password: 'päss' };
      },
    });
    await api.getMuseumHours();
    await api.listSpecialEvents();

    expect(calls).toBe(2);
    const decoded = museum.seen.map(({ authorization }) => {
      const binary = atob(String(authorization).replace('Basic ', ''));
      return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
    });
    expect(decoded).toEqual(['clerk-1:päss', 'clerk-2:päss']);
  });
});
