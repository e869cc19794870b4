// The worker under workerd (Miniflare, one start for this file: about 1-2 s), against the
// contract, against itself across sessions, and against the Node server request for request.
import { verifyMuseumApi } from '@museum-api/contract';
import { type MuseumServer, startMuseumServer } from '@museum-api/mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleWorker } from './bundle-worker.ts';
import { type LocalWorker, serveLocally } from './serve-locally.ts';

// A fixed clock and random seed: the worker and the Node server make the same ids and dates.
const mockOptions = { clock: '2026-12-01T10:00:00Z', randomSeed: 'edge' };

let worker: LocalWorker;
beforeAll(async () => {
  await bundleWorker();
  worker = await serveLocally({ mockOptions });
});
afterAll(() => worker?.close());

const basic = { Authorization: `Basic ${btoa('visitor:pass')}` };
const inSession = (session: string) => ({ ...basic, 'X-Museum-Session': session });
const newEvent = {
  name: 'Edge Night',
  location: 'Roof Terrace',
  eventDescription: 'A preview of the museum at the edge.',
  dates: ['2026-12-20'],
  price: 10,
};

/** The same requests, in the same order, to a server at `url` in `session`. */
async function exercise(url: string, session: string): Promise<void> {
  const headers = inSession(session);
  await fetch(`${url}/special-events`, { headers });
  const created = await fetch(`${url}/special-events`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify(newEvent),
  });
  const { eventId } = (await created.json()) as { eventId: string };
  await fetch(`${url}/special-events/${eventId}`, { headers });
  await fetch(`${url}/special-events`, { method: 'POST', headers, body: '{' });
  await fetch(`${url}/special-events/${eventId}`, { method: 'DELETE', headers });
}

/**
 * A session's journal over the admin API, without what differs between two servers by nature:
 * their origin (in URLs and `Location`), the times, and the request headers fetch sent.
 */
async function journalOf(url: string, session: string): Promise<unknown[]> {
  const admin = new URL('/__admin/journal', url);
  const text = await (await fetch(admin, { headers: inSession(session) })).text();
  const entries = JSON.parse(text.replaceAll(admin.origin, 'http://origin')) as Record<string, unknown>[];
  return entries.map(({ startedAt, durationMs, requestHeaders, ...entry }) => entry);
}

/** A session's journal as HAR, each entry's request and response without times and request headers. */
async function harOf(url: string, session: string): Promise<unknown[]> {
  const admin = new URL('/__admin/journal.har', url);
  const text = await (await fetch(admin, { headers: inSession(session) })).text();
  const { log } = JSON.parse(text.replaceAll(admin.origin, 'http://origin')) as {
    log: { entries: { request: Record<string, unknown>; response: unknown }[] };
  };
  return log.entries.map(({ request: { headers, headersSize, ...request }, response }) => ({
    request,
    response,
  }));
}

describe('the worker under workerd', () => {
  it("passes verify's house level", { timeout: 60_000 }, async () => {
    const result = await verifyMuseumApi(worker.url, { level: 'house', allowPurchases: true });
    expect(result.checks.filter((check) => check.status !== 'passed')).toEqual([]);
    expect(result.ok).toBe(true);
  });

  it('keeps two sessions apart: an event created in one is not in the other', async () => {
    const created = await fetch(`${worker.url}/special-events`, {
      method: 'POST',
      headers: { ...inSession('alice'), 'Content-Type': 'application/json' },
      body: JSON.stringify(newEvent),
    });
    expect(created.status).toBe(201);
    const { eventId } = (await created.json()) as { eventId: string };
    const inAlice = await fetch(`${worker.url}/special-events/${eventId}`, { headers: inSession('alice') });
    const inBob = await fetch(`${worker.url}/special-events/${eventId}`, { headers: inSession('bob') });
    expect([inAlice.status, inBob.status]).toEqual([200, 404]);
  });

  it("switches one session to the scenario a preview's URL names, and no other", async () => {
    const switched = await fetch(new URL('/__admin/scenario', worker.url), {
      method: 'PUT',
      headers: { ...inSession('pr-7'), 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'empty' }),
    });
    expect(switched.status).toBeLessThan(300);
    const count = async (session: string) =>
      (
        (await (
          await fetch(`${worker.url}/special-events`, { headers: inSession(session) })
        ).json()) as unknown[]
      ).length;
    expect(await count('pr-7')).toBe(0);
    expect(await count('pr-8')).toBeGreaterThan(0);
  });

  it('lists the sessions it answered in through the admin API, the default one first, then by first use', async () => {
    for (const session of ['dir-a', 'dir-b']) {
      await fetch(`${worker.url}/special-events`, { headers: inSession(session) });
    }
    await fetch(`${worker.url}/special-events`, { headers: basic });
    const listed = (await (await fetch(new URL('/__admin/sessions', worker.url))).json()) as {
      id: string;
      created: string;
      requests: number;
    }[];
    const ids = listed.map(({ id }) => id);
    expect(ids[0]).toBe('default');
    expect(ids.indexOf('dir-a')).toBeGreaterThan(0);
    expect(ids.indexOf('dir-b')).toBeGreaterThan(ids.indexOf('dir-a'));
    expect(listed.find(({ id }) => id === 'dir-b')).toMatchObject({
      requests: 1,
      created: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('refuses a malformed session id with the problem the Node server gives, stating the API version', async () => {
    const answer = await fetch(`${worker.url}/special-events`, { headers: inSession('no spaces') });
    expect(answer.status).toBe(400);
    expect(answer.headers.get('content-type')).toBe('application/problem+json');
    expect(answer.headers.get('museum-api-version')).toBe('1.1.1');
    expect(await answer.json()).toMatchObject({
      detail: 'A session id is 1 to 64 letters, digits, "_" or "-"; got "no spaces"',
      errors: [{ path: 'header.X-Museum-Session' }],
    });
  });

  it('ends a session as the Node server does: back to the options and no longer listed; the default one is refused', async () => {
    const headers = inSession('to-end');
    const created = await fetch(`${worker.url}/special-events`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify(newEvent),
    });
    const { eventId } = (await created.json()) as { eventId: string };
    const listed = async () =>
      ((await (await fetch(new URL('/__admin/sessions', worker.url))).json()) as { id: string }[]).map(
        ({ id }) => id,
      );
    expect(await listed()).toContain('to-end');
    const ended = await fetch(new URL('/__admin/session', worker.url), { method: 'DELETE', headers });
    expect(ended.status).toBe(204);
    expect(await listed()).not.toContain('to-end');
    expect((await fetch(`${worker.url}/special-events/${eventId}`, { headers })).status).toBe(404);
    const journal = await fetch(new URL('/__admin/journal', worker.url), { headers });
    expect(((await journal.json()) as unknown[]).length).toBe(1);
    const refused = await fetch(new URL('/__admin/session', worker.url), {
      method: 'DELETE',
      headers: basic,
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { detail: string }).detail).toMatch(
      /^The default session cannot be ended/,
    );
  });

  describe('beside the Node server with the same options', () => {
    let server: MuseumServer;
    beforeAll(async () => {
      server = await startMuseumServer({ ...mockOptions, admin: true });
    });
    afterAll(() => server?.close());

    it('journals the same requests alike, as entries and as HAR (origins and times aside)', async () => {
      await exercise(worker.url, 'journal');
      await exercise(server.url, 'journal');
      const fromWorker = await journalOf(worker.url, 'journal');
      expect(fromWorker).toHaveLength(5);
      expect(fromWorker).toEqual(await journalOf(server.url, 'journal'));
      const harFromWorker = await harOf(worker.url, 'journal');
      expect(harFromWorker).toHaveLength(5);
      expect(harFromWorker).toEqual(await harOf(server.url, 'journal'));
    });
  });
});
