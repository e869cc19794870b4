import type { ListSpecialEventsQuery } from '@museum-api/core';
import { museumOperations } from '@museum-api/core/http';
import { describe, expect, it } from 'vitest';
import type { MuseumClientOptions } from './client-options.ts';
import { createMuseumClient } from './create-museum-client.ts';
import { isMuseumResponseError } from './errors/response-error.ts';

/** A fetch that records each request and answers with `reply`. */
function observedFetch(reply: (request: Request) => Response = () => Response.json([])) {
  const requests: Request[] = [];
  const fetch = async (input: Request | URL | string, init?: RequestInit) => {
    const request = new Request(input, init);
    requests.push(request);
    return reply(request);
  };
  return { requests, fetch };
}

function clientWith(
  fetch: NonNullable<MuseumClientOptions['fetch']>,
  options: Partial<MuseumClientOptions> = {},
) {
  return createMuseumClient({ baseUrl: 'https://museum.example/v1.1', fetch, retry: 0, ...options });
}

describe('createMuseumClient', () => {
  it('names each operation as the operations table does, and sends it to the table’s method and path', async () => {
    const { requests, fetch } = observedFetch((request) =>
      request.method === 'DELETE'
        ? new Response(null, { status: 204 })
        : request.url.endsWith('/qr')
          ? new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'content-type': 'image/png' } })
          : Response.json({}),
    );
    const raw = clientWith(fetch).withResponse as unknown as Record<
      string,
      (...args: unknown[]) => Promise<unknown>
    >;
    expect(Object.keys(raw).sort()).toEqual(Object.keys(museumOperations).sort());
    for (const [name, { method, path }] of Object.entries(museumOperations)) {
      const args = [
        ...(path.includes(':') ? ['id-1'] : []),
        ...(method === 'POST' || method === 'PATCH' ? [{}] : []),
      ];
      await raw[name]?.(...args);
      const sent = requests.at(-1);
      expect([name, sent?.method, sent && new URL(sent.url).pathname]).toEqual([
        name,
        method,
        `/v1.1${path.replace(/:\w+/, 'id-1')}`,
      ]);
    }
  });

  it('resolves paths under a base URL given without a trailing slash', async () => {
    const { requests, fetch } = observedFetch();
    await clientWith(fetch).getMuseumHours();
    expect(requests[0]?.url).toBe('https://museum.example/v1.1/museum-hours');
  });

  it('refuses a relative base URL at construction in Node, naming the option', () => {
    const { fetch } = observedFetch();
    expect(() => clientWith(fetch, { baseUrl: '/api/v1.1' })).toThrow(
      /^baseUrl "\/api\/v1\.1" is not a full URL/,
    );
  });

  it('sends to a relative base URL resolved against the page, behind a dev proxy', async () => {
    const page = globalThis as { location?: { href: string } };
    page.location = { href: 'http://localhost:5173/events' };
    try {
      const { requests, fetch } = observedFetch();
      await clientWith(fetch, { baseUrl: '/api/v1.1' }).getMuseumHours();
      expect(requests[0]?.url).toBe('http://localhost:5173/api/v1.1/museum-hours');
    } finally {
      delete page.location;
    }
  });

  it('encodes path parameters so an id cannot escape its segment', async () => {
    const { requests, fetch } = observedFetch(() => Response.json({}));
    await clientWith(fetch).getSpecialEvent('../tickets?x=1');
    expect(requests[0]?.url).toBe('https://museum.example/v1.1/special-events/..%2Ftickets%3Fx%3D1');
  });

  it('leaves query parameters that are undefined out of the URL', async () => {
    const { requests, fetch } = observedFetch();
    // A JavaScript caller may pass a filter it has no value for as undefined.
    const query = { startDate: '2026-12-01', page: undefined, limit: 5 } as ListSpecialEventsQuery;
    await clientWith(fetch).listSpecialEvents(query);
    expect(new URL(String(requests[0]?.url)).search).toBe('?startDate=2026-12-01&limit=5');
  });

  it('sends JSON bodies with the JSON content type and asks for JSON back', async () => {
    const { requests, fetch } = observedFetch(() => Response.json({ ticketId: 'x' }, { status: 201 }));
    const purchase = { ticketType: 'general', ticketDate: '2026-12-01', email: 'a@b.co' } as const;
    await clientWith(fetch).buyMuseumTickets(purchase);

    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('content-type')).toBe('application/json');
    expect(request?.headers.get('accept')).toBe('application/json');
    expect(await request?.json()).toEqual(purchase);
  });

  it('adds the configured headers and lets the caller’s hooks see the finished request', async () => {
    const { requests, fetch } = observedFetch();
    const seenByHook: Array<string | null> = [];
    await clientWith(fetch, {
      headers: { 'x-request-source': 'kiosk' },
      credentials: { username: 'kiosk', password: 'pw' },
      hooks: { beforeRequest: [({ request }) => void seenByHook.push(request.headers.get('authorization'))] },
    }).getMuseumHours();

    expect(requests[0]?.headers.get('x-request-source')).toBe('kiosk');
    expect(seenByHook).toEqual(['Basic a2lvc2s6cHc=']);
  });

  it('resolves a delete with no body to undefined', async () => {
    const { requests, fetch } = observedFetch(() => new Response(null, { status: 204 }));
    await expect(clientWith(fetch).deleteSpecialEvent('e1')).resolves.toBeUndefined();
    expect(requests[0]?.method).toBe('DELETE');
  });

  it('accepts a PNG whose content type carries parameters, and types the blob plainly', async () => {
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    const { fetch } = observedFetch(
      () => new Response(bytes, { headers: { 'content-type': 'IMAGE/PNG; q=1' } }),
    );
    const image = await clientWith(fetch).getTicketCode('t1');
    expect(image.blob.type).toBe('image/png');
    expect(await image.bytes()).toEqual(bytes);
  });

  it.each([
    ['image/pngx', 'a longer subtype'],
    ['text/plain; see=image/png', 'image/png past the start'],
    [null, 'no content type'],
  ])('refuses a ticket image typed %s (%s), with a body or none', async (type, _case) => {
    for (const body of [new Uint8Array([0x89, 0x50]), null]) {
      const headers: Record<string, string> = type === null ? {} : { 'content-type': type };
      const { fetch } = observedFetch(() => {
        const response = new Response(body, { headers });
        if (type === null) response.headers.delete('content-type');
        return response;
      });
      const error = await clientWith(fetch)
        .getTicketCode('t1')
        .catch((caught: unknown) => caught);
      if (!isMuseumResponseError(error)) throw error;
      expect(error.message).toContain(`expected image/png, got ${type}`);
    }
  });

  it('says that a body is not JSON when an answer that should be JSON is not', async () => {
    const { fetch } = observedFetch(
      () => new Response('<html>', { headers: { 'content-type': 'text/html' } }),
    );
    const error = await clientWith(fetch)
      .getMuseumHours()
      .catch((caught: unknown) => caught);
    if (!isMuseumResponseError(error)) throw error;
    expect(error.message).toBe('GET https://museum.example/v1.1/museum-hours: response body is not JSON');
    expect(error.request).toEqual({ method: 'GET', url: 'https://museum.example/v1.1/museum-hours' });
    expect(error.cause).toBeInstanceOf(SyntaxError);
  });

  it('sends no Authorization header without credentials', async () => {
    const { requests, fetch } = observedFetch();
    await clientWith(fetch).getMuseumHours();
    expect(requests[0]?.headers.has('authorization')).toBe(false);
  });

  it('keys the two POSTs only: no Idempotency-Key on a GET, a PATCH or a DELETE', async () => {
    const { requests, fetch } = observedFetch(() => Response.json({}, { status: 201 }));
    const api = clientWith(fetch, { idempotency: 'honoured' });
    const event = { name: 'a', location: 'b', eventDescription: 'c', dates: ['2026-12-05'], price: 1 };
    await api.createSpecialEvent(event);
    await api.buyMuseumTickets({ ticketType: 'general', ticketDate: '2026-12-01', email: 'a@b.co' });
    await api.getSpecialEvent('e1');
    await api.updateSpecialEvent('e1', { price: 2 });
    await api.deleteSpecialEvent('e1');

    expect(requests.map((request) => [request.method, request.headers.has('idempotency-key')])).toEqual([
      ['POST', true],
      ['POST', true],
      ['GET', false],
      ['PATCH', false],
      ['DELETE', false],
    ]);
  });

  it('resolves withResponse to the parsed data and the response fetch answered', async () => {
    const answer = Response.json({ eventId: 'e1' }, { headers: { 'x-request-id': 'r1' } });
    const { fetch } = observedFetch(() => answer);
    const { data, response } = await clientWith(fetch).withResponse.getSpecialEvent('e1');

    expect(data).toEqual({ eventId: 'e1' });
    expect(response.headers.get('x-request-id')).toBe('r1');
    expect(response.bodyUsed).toBe(true);
  });
});
