// Every answer of the standalone server carries X-Request-Id, not only the API's: the admin API,
// the dashboard, CORS preflights and the refusals made before any session's mock sees a request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MuseumServer, startMuseumServer } from '../../src/index.ts';
import { basic, now } from '../fixtures.ts';

const madeUp = /^req-([0-9a-f]{8})-\d+$/;

let server: MuseumServer;
let origin: string;
beforeAll(async () => {
  server = await startMuseumServer({
    clock: now,
    randomSeed: 'request-ids',
    admin: true,
    adminToken: 'secret',
  });
  origin = new URL(server.url).origin;
});
afterAll(() => server.close());

function send(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${origin}${path}`, { ...init, signal: AbortSignal.timeout(5_000) });
}

const admin = { Authorization: 'Bearer secret' };

describe('request ids on the answers the server gives itself', () => {
  it.each<[string, string, RequestInit, number]>([
    ['an admin answer', '/__admin/journal', { headers: admin }, 200],
    ['the sessions list', '/__admin/sessions', { headers: admin }, 200],
    ['an admin refusal without the token', '/__admin/journal', {}, 401],
    ['the dashboard page', '/__admin/', {}, 200],
    ['a path outside the base URL', '/elsewhere', { headers: { Authorization: basic() } }, 404],
    [
      'a session id the server refuses',
      '/v1.1/museum-hours',
      { headers: { Authorization: basic(), 'X-Museum-Session': 'not a session!' } },
      400,
    ],
    [
      'a CORS preflight',
      '/v1.1/tickets',
      {
        method: 'OPTIONS',
        headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST' },
      },
      204,
    ],
  ])('gives %s one of its own, or echoes the caller’s', async (_, path, init, status) => {
    const own = await send(path, init);
    expect(own.status).toBe(status);
    expect(own.headers.get('x-request-id')).toMatch(madeUp);

    const echoed = await send(path, { ...init, headers: { ...init.headers, 'X-Request-Id': 'trace-7' } });
    expect(echoed.status).toBe(status);
    expect(echoed.headers.get('x-request-id')).toBe('trace-7');
  });

  it("states the session's version on a path outside the base URL, as on the API's answers", async () => {
    const outside = await send('/elsewhere', { headers: { Authorization: basic() } });
    const api = await send('/v1.1/museum-hours', { headers: { Authorization: basic() } });
    expect(outside.status).toBe(404);
    expect(outside.headers.get('museum-api-version')).toBe('1.1.1');
    expect(outside.headers.get('museum-api-version')).toBe(api.headers.get('museum-api-version'));
    expect(outside.headers.get('museum-idempotency')).toBe('honoured');
  });

  it('draws them from a sequence of the server, which no reset of a session repeats', async () => {
    const api = () => send('/v1.1/museum-hours', { headers: { Authorization: basic() } });
    const own = () => send('/__admin/sessions', { headers: admin });
    const ids: string[] = [];
    for (let round = 0; round < 3; round++) {
      for (const answer of [await api(), await own(), await own()])
        ids.push(answer.headers.get('x-request-id') ?? '');
      // A reset restarts the session's seeded ids; the server's must not meet them.
      await send('/__admin/reset', { method: 'POST', headers: admin });
    }
    const serverIds = ids.filter((_, index) => index % 3 !== 0);
    expect(new Set(serverIds).size).toBe(serverIds.length);
    const apiPrefixes = new Set(ids.filter((_, index) => index % 3 === 0).map((id) => madeUp.exec(id)?.[1]));
    const serverPrefixes = new Set(serverIds.map((id) => madeUp.exec(id)?.[1]));
    expect(serverPrefixes.size).toBe(1);
    expect([...serverPrefixes].some((prefix) => apiPrefixes.has(prefix))).toBe(false);
  });
});
