// The standalone server in front of a real backend (`proxy`): every test runs real servers on
// 127.0.0.1 — a standalone mock or a hand-made server as the upstream, and a mock forwarding to it.
import { request as httpRequest } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { basic, newEvent } from '../fixtures.ts';
import { closeServers, deadUrl, museumServer, rawServer } from './upstreams.ts';

afterEach(closeServers);

const json = { 'Content-Type': 'application/json' };

async function send(url: string, init: RequestInit & { auth?: string | false } = {}) {
  const { auth = basic(), ...rest } = init;
  const headers = new Headers(rest.headers);
  if (auth !== false) headers.set('Authorization', auth);
  return fetch(url, { ...rest, headers, signal: AbortSignal.timeout(5_000) });
}

describe('the server in front of a real backend (proxy)', () => {
  it('forwards every operation to the upstream and answers with its answers, checked and journaled', async () => {
    const upstream = await museumServer({ seed: 'empty' });
    const proxy = await museumServer({ proxy: { baseUrl: upstream.url }, admin: true });

    const created = await send(`${proxy.url}/special-events`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify(newEvent({ name: 'Forwarded' })),
    });
    expect(created.status).toBe(201);
    const event = (await created.json()) as { eventId: string };
    // The upstream holds it, the proxy's own store does not, and Location points at the proxy.
    expect(upstream.mock.store.getEvent(event.eventId).name).toBe('Forwarded');
    expect(proxy.mock.store.eventCount).toBe(8);
    expect(created.headers.get('location')).toBe(`${proxy.url}/special-events/${event.eventId}`);

    const listed = await send(`${proxy.url}/special-events?startDate=2026-12-01&endDate=2026-12-31`);
    expect(((await listed.json()) as { eventId: string }[]).map((found) => found.eventId)).toEqual([
      event.eventId,
    ]);
    const patched = await send(`${proxy.url}/special-events/${event.eventId}`, {
      method: 'PATCH',
      headers: json,
      body: JSON.stringify({ price: 12 }),
    });
    expect(((await patched.json()) as { price: number }).price).toBe(12);
    const bought = await send(`${proxy.url}/tickets`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        ticketType: 'event',
        eventId: event.eventId,
        ticketDate: '2026-12-03',
        email: 'a@b.test',
      }),
    });
    expect(bought.status).toBe(201);
    const { ticketId } = (await bought.json()) as { ticketId: string };
    const image = await send(`${proxy.url}/tickets/${ticketId}/qr`);
    const direct = await send(`${upstream.url}/tickets/${ticketId}/qr`);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(new Uint8Array(await direct.arrayBuffer()));
    expect((await send(`${proxy.url}/special-events/${event.eventId}`, { method: 'DELETE' })).status).toBe(
      204,
    );
    expect((await send(`${proxy.url}/museum-hours`)).status).toBe(200);
    expect((await send(`${proxy.url}/special-events`, { auth: false })).status).toBe(401);

    const entries = proxy.mock.journal.entries;
    expect(entries).toHaveLength(8);
    for (const entry of entries) {
      expect(entry.upstream).toMatch(new RegExp(`^${upstream.url}/`));
      expect(entry.violations).toBeUndefined();
    }
    expect(entries[0]?.requestBody).toMatchObject({ name: 'Forwarded' });
    expect(entries[0]?.requestHeaders?.authorization).toBe('[redacted]');
    expect(entries[0]?.responseHeaders?.location).toContain('/special-events/');
    // The upstream saw the client's credentials; the proxy's journal and HAR never show them.
    expect(upstream.mock.journal.entries[0]?.username).toBe('tester');
    const har = await (await fetch(`${proxy.adminUrl}/journal.har`)).text();
    const adminJournal = await (await fetch(`${proxy.adminUrl}/journal`)).text();
    for (const text of [har, adminJournal, JSON.stringify(entries)])
      expect(text).not.toContain(basic().slice(6));
    expect(JSON.parse(har).log.entries[0]._museum.upstream).toBe(`${upstream.url}/special-events`);
  }, 20_000);

  it('answers the operations it does not proxy from the mock, and forwards the others (hybrid)', async () => {
    const upstream = await museumServer({ seed: 'empty' });
    const proxy = await museumServer({
      proxy: { baseUrl: upstream.url, operations: ['listSpecialEvents', 'getSpecialEvent'] },
    });
    const listed = await send(`${proxy.url}/special-events`);
    expect(await listed.json()).toEqual([]);
    const hours = await send(`${proxy.url}/museum-hours`);
    expect(hours.status).toBe(200);
    const bought = await send(`${proxy.url}/tickets`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ ticketType: 'general', ticketDate: '2026-12-02', email: 'a@b.test' }),
    });
    expect(bought.status).toBe(201);
    expect(upstream.mock.journal.entries.map((entry) => entry.operation)).toEqual(['listSpecialEvents']);
    expect(proxy.mock.store.ticketCount).toBe(3);
    expect(proxy.mock.journal.last('buyMuseumTickets')?.upstream).toBeUndefined();
  }, 20_000);

  it('keeps faults, latency and the journal in front of the upstream, which a fault never reaches', async () => {
    const upstream = await museumServer();
    const proxy = await museumServer({ proxy: { baseUrl: upstream.url }, latency: 30 });
    proxy.mock.fault('listSpecialEvents', { status: 503, retryAfter: 2 }, { times: 1 });
    const refused = await send(`${proxy.url}/special-events`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('2');
    proxy.mock.fault('listSpecialEvents', { networkError: true }, { times: 1 });
    await expect(send(`${proxy.url}/special-events`)).rejects.toThrow();
    const started = Date.now();
    expect((await send(`${proxy.url}/special-events`)).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
    expect(upstream.mock.journal.count()).toBe(1);
    expect(proxy.mock.journal.entries.map((entry) => [entry.status, entry.intervention])).toEqual([
      [503, 'fault'],
      [0, 'fault'],
      [200, undefined],
    ]);
  }, 20_000);

  it('replaces the credentials with proxy.auth and passes only end-to-end headers', async () => {
    const upstream = await rawServer(() => ({ status: 200, headers: json, body: '[]' }));
    const proxy = await museumServer({
      proxy: { baseUrl: upstream.url, auth: { username: 'real', password: 'backend' } },
    });
    // node:http, not fetch: fetch will not send a Connection header of the caller's.
    const { port } = new URL(proxy.url);
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path: '/v1.1/museum-hours?limit=2',
          headers: {
            Authorization: basic('client', 'secret'),
            'X-Trace': 'abc',
            Connection: 'keep-alive, X-Drop',
            'X-Drop': 'hop',
            'X-Museum-Session': 'mine',
            Cookie: 'museum-session=mine; theirs=1',
          },
          timeout: 5_000,
        },
        (res) => res.resume().on('end', () => resolve(res.statusCode)),
      );
      req.on('error', reject).on('timeout', () => req.destroy(new Error('timeout')));
      req.end();
    });
    expect(status).toBe(200);
    const [seen] = upstream.seen;
    expect(seen?.url).toBe('/v1.1/museum-hours?limit=2');
    expect(seen?.headers.authorization).toBe(basic('real', 'backend'));
    expect(seen?.headers['x-trace']).toBe('abc');
    expect(seen?.headers['x-drop']).toBeUndefined();
    expect(seen?.headers['x-museum-session']).toBeUndefined();
    expect(seen?.headers.cookie).toBe('theirs=1');
  }, 20_000);

  it('answers 502 for an upstream that is down and 504 for one slower than the timeout, never hanging', async () => {
    const down = await museumServer({ proxy: { baseUrl: await deadUrl() } });
    const refused = await send(`${down.url}/special-events`);
    expect(refused.status).toBe(502);
    expect(refused.headers.get('content-type')).toBe('application/problem+json');
    expect(((await refused.json()) as { detail: string }).detail).toContain('could not be reached');

    const slow = await rawServer(() => 'hang');
    const waiting = await museumServer({ proxy: { baseUrl: slow.url, timeout: '300ms' } });
    const started = Date.now();
    const timedOut = await send(`${waiting.url}/special-events`);
    expect(timedOut.status).toBe(504);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(((await timedOut.json()) as { detail: string }).detail).toContain('300 ms');
  }, 20_000);

  it('records a contract violation on the journal entry (and the HAR), and answers 502 naming it when strict', async () => {
    const html = await rawServer(() => ({
      status: 200,
      headers: { 'Content-Type': 'text/html' },
      body: '<h1>Hi</h1>',
    }));
    const lenient = await museumServer({ proxy: { baseUrl: html.url }, admin: true });
    const passed = await send(`${lenient.url}/special-events`);
    expect(passed.status).toBe(200);
    expect(await passed.text()).toBe('<h1>Hi</h1>');
    expect(lenient.mock.journal.last()?.violations).toEqual([
      { check: 'media-type', message: expect.stringContaining('text/html') },
    ]);
    const har = (await (await fetch(`${lenient.adminUrl}/journal.har`)).json()) as {
      log: { entries: { _museum: { violations?: unknown[] } }[] };
    };
    expect(har.log.entries[0]?._museum.violations).toHaveLength(1);

    // 200 where the contract says 201, and no Location.
    const deviant = await rawServer(() => ({
      status: 200,
      headers: json,
      body: JSON.stringify({ eventId: '0a0b0c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d', ...newEvent() }),
    }));
    const strict = await museumServer({ proxy: { baseUrl: deviant.url, strict: true } });
    const refused = await send(`${strict.url}/special-events`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify(newEvent()),
    });
    expect(refused.status).toBe(502);
    const problem = (await refused.json()) as { title: string; errors: { path: string }[] };
    expect(problem.title).toBe('Upstream broke the contract');
    expect(problem.errors.map((error) => error.path)).toEqual(['status']);
    expect(strict.mock.journal.last()?.violations?.[0]?.check).toBe('status');
  }, 20_000);

  it('contacts only the configured upstream, whatever target or Host a request names (no open proxy)', async () => {
    const upstream = await rawServer(() => ({ status: 200, headers: json, body: '[]' }));
    const elsewhere = await rawServer(() => ({ status: 200, headers: json, body: '[]' }));
    const proxy = await museumServer({ proxy: { baseUrl: upstream.url } });
    const { port } = new URL(proxy.url);
    const targets = [
      `${elsewhere.origin}/v1.1/special-events`,
      `http://127.0.0.1:${port}/v1.1/special-events`,
      '/v1.1/special-events',
      `//127.0.0.1:${new URL(elsewhere.origin).port}/v1.1/special-events`,
    ];
    const hosts = [new URL(elsewhere.origin).host, 'evil.test', `127.0.0.1:${port}`, 'user@evil.test'];
    for (const path of targets) {
      for (const host of hosts) {
        await new Promise<void>((resolve, reject) => {
          const req = httpRequest(
            {
              host: '127.0.0.1',
              port,
              method: 'GET',
              path,
              headers: { Host: host, Authorization: basic() },
              timeout: 5_000,
            },
            (res) => res.resume().on('end', resolve),
          );
          req.on('error', reject).on('timeout', () => req.destroy(new Error('timeout')));
          req.end();
        });
      }
    }
    expect(elsewhere.seen).toEqual([]);
    expect(upstream.seen.length).toBeGreaterThan(0);
    for (const seen of upstream.seen) expect(seen.headers.host).toBe(new URL(upstream.origin).host);
  }, 20_000);
});
