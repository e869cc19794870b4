import { createMuseumMock } from '@museum-api/mock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MuseumServer } from './listen-server.ts';
import { startMuseumServer } from './start-museum-server.ts';

const options = { clock: '2026-12-01T10:00:00Z', randomSeed: 'server-write' } as const;
const authorization = `Basic ${btoa('ada:secret')}`;
// Hop-by-hop and per-connection headers that only the HTTP server adds; the server also frames
// every body it wrote itself with Content-Length (checked against the body below).
const transportHeaders = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

let server: MuseumServer;
beforeAll(async () => {
  server = await startMuseumServer({ ...options, port: 0 });
});
afterAll(() => server.close());

async function snapshot(response: Response) {
  const headers = [...response.headers].filter(([name]) => !transportHeaders.has(name));
  const body = new Uint8Array(await response.arrayBuffer());
  const length = response.headers.get('content-length');
  if (length !== null) expect(Number(length)).toBe(body.byteLength);
  return { status: response.status, headers, body };
}

describe('startMuseumServer writing answers', () => {
  it('sends the same status, headers and body bytes as the mock answers in process', async () => {
    const twin = createMuseumMock({ ...options, baseUrl: 'http://twin.test/v1.1' });
    const requests: [string, RequestInit][] = [
      ['/special-events?limit=3', {}],
      ['/special-events/6f1b2d3e-4a5b-4c6d-8e7f-0a1b2c3d4e01', {}],
      [
        '/tickets',
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ ticketType: 'general', ticketDate: '2026-12-01', email: 'ada@example.com' }),
        },
      ],
      ['/special-events/not-a-uuid', {}],
    ];
    for (const [path, init] of requests) {
      const headers = { Authorization: authorization, ...(init.headers as Record<string, string>) };
      const overHttp = await fetch(`${server.url}${path}`, { ...init, headers });
      const inProcess = await twin.fetch(`http://twin.test/v1.1${path}`, { ...init, headers });
      expect(overHttp.statusText).not.toBe('');
      expect(await snapshot(overHttp)).toEqual(await snapshot(inProcess));
    }
  });

  it("lets an override read and rewrap the mock's own answer", async () => {
    server.mock.override(
      'getMuseumHours',
      async ({ next }) => {
        const days = (await (await next()).json()) as unknown[];
        return Response.json({ count: days.length }, { headers: { 'X-Wrapped': 'yes' } });
      },
      { times: 1 },
    );
    const response = await fetch(`${server.url}/museum-hours?limit=2`, {
      headers: { Authorization: authorization },
    });
    expect(response.headers.get('x-wrapped')).toBe('yes');
    expect(await response.json()).toEqual({ count: 2 });
  });
});

describe('startMuseumServer onRequest', () => {
  it('reports the requests of every session while a listener is attached, and none after', async () => {
    const hours = (session?: string) =>
      fetch(`${server.url}/museum-hours?limit=1`, {
        headers: { Authorization: authorization, ...(session ? { 'X-Museum-Session': session } : {}) },
      }).then((response) => response.arrayBuffer());
    // A session that exists before anyone listens, and one made while listening.
    await hours('before');
    const seen: [string, number, number | undefined][] = [];
    const stop = server.onRequest((entry, sessionId) => {
      seen.push([sessionId, entry.status, (entry.responseBody as unknown[] | undefined)?.length]);
    });
    await hours();
    await hours('before');
    await hours('during');
    stop();
    await hours('before');
    await hours('after');
    expect(seen).toEqual([
      ['default', 200, 1],
      ['before', 200, 1],
      ['during', 200, 1],
    ]);
    // Unheard requests are journalled all the same.
    expect(server.session('after').journal.last()?.status).toBe(200);
  });
});
