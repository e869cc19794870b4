// Sessions of the standalone server over real HTTP: each X-Museum-Session (or museum-session
// cookie) gets its own state, ids, journal and faults, seeded like the server; bounded in count
// and idle time.
import type { TicketConfirmation } from '@museum-api/core';
import { connectMuseumMock } from '@museum-api/mock';
import { afterEach, describe, expect, it } from 'vitest';
import { type MuseumServer, startMuseumServer } from '../../src/index.ts';
import { call, now, today } from '../fixtures.ts';

let server: MuseumServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function start(options: Parameters<typeof startMuseumServer>[0] = {}) {
  server = await startMuseumServer({ port: 0, clock: now, randomSeed: 'sessions', ...options });
  return server;
}
const inSession = (session: string) => ({ headers: { 'X-Museum-Session': session } });
const buyGeneral = (url: string, session: string, email: string) =>
  call<TicketConfirmation>(url, 'POST', '/tickets', {
    ...inSession(session),
    json: { ticketType: 'general', ticketDate: today, email },
  });

describe('server sessions', () => {
  it('keeps 32 sessions buying tickets in parallel apart: each journal and ticket set its own', async () => {
    const { url, session } = await start();
    const sessions = Array.from({ length: 32 }, (_, i) => `worker-${i}`);
    const results = await Promise.all(
      sessions.flatMap((id) =>
        Array.from({ length: 5 }, (_, n) => buyGeneral(url, id, `${id}-${n}@example.com`)),
      ),
    );
    expect(results.every((result) => result.status === 201)).toBe(true);
    for (const id of sessions) {
      const mock = session(id);
      const tickets = mock.store.allTickets().filter((ticket) => ticket.email?.endsWith('@example.com'));
      const own = tickets.filter((ticket) => ticket.email?.startsWith(`${id}-`));
      // The default seed's two tickets, plus exactly this session's five purchases.
      expect(mock.store.ticketCount).toBe(2 + 5);
      expect(own).toHaveLength(5);
      expect(mock.journal.filter('buyMuseumTickets').map((entry) => entry.requestBody)).toEqual(
        expect.arrayContaining(own.map((ticket) => expect.objectContaining({ email: ticket.email }))),
      );
      expect(mock.journal.count()).toBe(5);
    }
    // One seed, separate sequences: each session's first purchase drew the same ticket id, which
    // a shared sequence would have handed out only once.
    const firstIds = new Set(
      sessions.map((id) => session(id).journal.filter('buyMuseumTickets')[0]?.responseBody?.ticketId),
    );
    expect([...firstIds]).toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/)]);
    expect(session().journal.count()).toBe(0);
  });

  it('seeds a new session from the server seed, whatever other sessions changed', async () => {
    const { url } = await start();
    await call(url, 'DELETE', '/special-events/6f1b2d3e-4a5b-4c6d-8e7f-0a1b2c3d4e01', inSession('a'));
    const inA = await call(
      url,
      'GET',
      '/special-events/6f1b2d3e-4a5b-4c6d-8e7f-0a1b2c3d4e01',
      inSession('a'),
    );
    const inB = await call(
      url,
      'GET',
      '/special-events/6f1b2d3e-4a5b-4c6d-8e7f-0a1b2c3d4e01',
      inSession('b'),
    );
    const inDefault = await call(url, 'GET', '/special-events/6f1b2d3e-4a5b-4c6d-8e7f-0a1b2c3d4e01');
    expect([inA.status, inB.status, inDefault.status]).toEqual([404, 200, 200]);
  });

  it('takes the session from the museum-session cookie when there is no header', async () => {
    const { url, session } = await start();
    const bought = await call<TicketConfirmation>(url, 'POST', '/tickets', {
      headers: { Cookie: 'theme=dark; museum-session=from-cookie' },
      json: { ticketType: 'general', ticketDate: today, email: 'cookie@example.com' },
    });
    expect(bought.status).toBe(201);
    expect(session('from-cookie').journal.count('buyMuseumTickets')).toBe(1);
    expect(session().journal.count()).toBe(0);
  });

  it('keeps faults to the session that set them', async () => {
    const { url, session } = await start();
    session('flaky').fault('*', { status: 503 }, { times: 'always' });
    expect((await call(url, 'GET', '/museum-hours', inSession('flaky'))).status).toBe(503);
    expect((await call(url, 'GET', '/museum-hours', inSession('steady'))).status).toBe(200);
    expect((await call(url, 'GET', '/museum-hours')).status).toBe(200);
  });

  it.each(['a b', 'x'.repeat(65), 'ü', ''])('refuses the session id %j with a 400 problem', async (id) => {
    const { url, sessionIds } = await start();
    const result = await call(url, 'GET', '/museum-hours', {
      headers: { 'X-Museum-Session': id },
      contract: false,
    });
    expect(result.status).toBe(400);
    expect(result.headers.get('content-type')).toBe('application/problem+json');
    expect(result.body).toMatchObject({ errors: [{ path: 'header.X-Museum-Session' }] });
    // An answer of the API, refused before any session: it states the version all the same.
    expect(result.headers.get('museum-api-version')).toBe('1.1.1');
    expect(sessionIds()).toEqual([]);
  });

  it('evicts the least recently used session past --max-sessions', async () => {
    const { url, sessionIds } = await start({ maxSessions: 3 });
    for (const id of ['s1', 's2', 's3', 's1', 's4']) await call(url, 'GET', '/museum-hours', inSession(id));
    expect(sessionIds()).toEqual(['s3', 's1', 's4']);
  });

  it('forgets a session idle past its time-to-live, and starts it afresh when named again', async () => {
    const { url, session, sessionIds } = await start({ sessionTtl: '150ms' });
    await buyGeneral(url, 'brief', 'brief@example.com');
    expect(session('brief').store.ticketCount).toBe(3);
    const deadline = Date.now() + 5000;
    while (sessionIds().includes('brief') && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    expect(sessionIds()).toEqual([]);
    expect(session('brief').store.ticketCount).toBe(2);
  });

  it('stays bounded when flooded with new session ids', async () => {
    const { url, sessionIds } = await start({ maxSessions: 20 });
    const ids = Array.from({ length: 400 }, (_, i) => `flood-${i}`);
    for (let i = 0; i < ids.length; i += 40) {
      await Promise.all(ids.slice(i, i + 40).map((id) => call(url, 'GET', '/museum-hours', inSession(id))));
    }
    expect(sessionIds()).toHaveLength(20);
  });

  it('ends a session through the admin API, without making one it does not hold', async () => {
    const { url, adminUrl, sessionIds } = await start({ admin: true });
    const admin = adminUrl as string;
    await buyGeneral(url, 'done', 'done@example.com');
    expect(sessionIds()).toEqual(['done']);
    const ended = await call(admin, 'DELETE', '/session', inSession('done'));
    expect(ended.status).toBe(204);
    expect(sessionIds()).toEqual([]);
    // Named again, it starts from the seed: the purchase went with it.
    const remote = connectMuseumMock(url, { session: 'done' });
    expect((await remote.snapshot()).tickets).toHaveLength(2);
    await remote.endSession();
    await remote.endSession();
    expect(sessionIds()).toEqual([]);

    const refusals = await Promise.all([
      call(admin, 'DELETE', '/session'),
      call(admin, 'DELETE', '/session', inSession('not valid!')),
      call(admin, 'GET', '/session', inSession('done')),
    ]);
    expect(refusals.map((refusal) => refusal.status)).toEqual([400, 400, 405]);
    expect(refusals[2]?.headers.get('allow')).toBe('DELETE');
    expect(sessionIds()).toEqual([]);
  });

  it('lets a browser on another origin send the session header (CORS preflight)', async () => {
    const { url } = await start();
    const preflight = await fetch(`${url}/tickets`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('X-Museum-Session');
  });
});
