// A session's state outlives workerd: three starts on one state folder (about 1 s each).
import { readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleWorker } from './bundle-worker.ts';
import { serveLocally } from './serve-locally.ts';

let stateDir: string;
beforeAll(async () => {
  await bundleWorker();
  stateDir = await mkdtemp(join(tmpdir(), 'museum-worker-'));
});
afterAll(() => rm(stateDir, { recursive: true, force: true }));

const headers = { Authorization: `Basic ${btoa('visitor:pass')}`, 'X-Museum-Session': 'preview-7' };

describe('the worker restarted on the same state folder', () => {
  it('still has an event created and the clock moved before the restart, in its session only, lists the session and keeps its journal', async () => {
    const first = await serveLocally({ stateDir });
    let eventId: string;
    try {
      const created = await fetch(`${first.url}/special-events`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          name: 'Kept Across Restarts',
          location: 'Archive',
          eventDescription: 'Saved in the session object storage.',
          dates: ['2026-12-24'],
          price: 5,
        }),
      });
      expect(created.status).toBe(201);
      ({ eventId } = (await created.json()) as { eventId: string });
      const moved = await fetch(new URL('/__admin/clock', first.url), {
        method: 'PUT',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({ now: '2027-03-01T09:00:00.000Z' }),
      });
      expect(moved.status).toBeLessThan(300);
      // A fault for two requests, one of them used before the restart.
      const fault = await fetch(new URL('/__admin/faults', first.url), {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({ operation: 'getMuseumHours', status: 503, times: 2 }),
      });
      expect(await fault.json()).toEqual({ id: 'fault-1' });
      expect((await fetch(`${first.url}/museum-hours`, { headers })).status).toBe(503);
    } finally {
      await first.close();
    }

    const second = await serveLocally({ stateDir });
    try {
      // Listed by the sessions' directory, kept in its own storage, before the session is asked.
      const listed = (await (await fetch(new URL('/__admin/sessions', second.url))).json()) as {
        id: string;
      }[];
      expect(listed.map(({ id }) => id)).toContain('preview-7');
      // The journal too, numbered on from where it was, and the fault with the use it had left.
      expect(await journal(second.url)).toEqual(['1 createSpecialEvent', '2 getMuseumHours']);
      expect((await fetch(`${second.url}/museum-hours`, { headers })).status).toBe(503);
      expect((await fetch(`${second.url}/museum-hours`, { headers })).status).toBe(200);
      const kept = await fetch(`${second.url}/special-events/${eventId}`, { headers });
      expect(kept.status).toBe(200);
      expect(((await kept.json()) as { name: string }).name).toBe('Kept Across Restarts');
      expect((await journal(second.url)).slice(-1)).toEqual(['5 getSpecialEvent']);
      const elsewhere = await fetch(`${second.url}/special-events/${eventId}`, {
        headers: { Authorization: headers.Authorization },
      });
      expect(elsewhere.status).toBe(404);
      const clock = await fetch(new URL('/__admin/clock', second.url), { headers });
      expect(((await clock.json()) as { now: string }).now).toMatch(/^2027-03-01T09:0/);
      const reset = await fetch(new URL('/__admin/reset', second.url), { method: 'POST', headers });
      expect(reset.status).toBeLessThan(300);
    } finally {
      await second.close();
    }

    // A reset cleared the journal: its entries are gone from storage too, and it numbers on.
    const third = await serveLocally({ stateDir });
    try {
      expect(await journal(third.url)).toEqual([]);
      await fetch(`${third.url}/museum-hours`, { headers });
      expect(await journal(third.url)).toEqual(['6 getMuseumHours']);
      // So did the store: the event created before the reset is gone from storage.
      expect((await fetch(`${third.url}/special-events/${eventId}`, { headers })).status).toBe(404);
    } finally {
      await third.close();
    }
  });
});

describe('the store kept change by change', () => {
  it('puts back events patched and deleted and the newest tickets past maxTickets, in the order they were made, and stores no evicted ticket', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'museum-worker-store-'));
    const session = { ...headers, 'X-Museum-Session': 'store-keys' };
    const json = { ...session, 'Content-Type': 'application/json' };
    const options = { maxTickets: 2, randomSeed: 7, clock: '2026-12-01T10:00:00Z' };
    try {
      const first = await serveLocally({ stateDir: dir, mockOptions: options });
      let before: unknown;
      try {
        const events = (await (
          await fetch(`${first.url}/special-events?limit=2`, { headers: session })
        ).json()) as {
          eventId: string;
        }[];
        const [patched, deleted] = events.map(({ eventId }) => eventId) as [string, string];
        const patch = await fetch(`${first.url}/special-events/${patched}`, {
          method: 'PATCH',
          headers: json,
          body: JSON.stringify({ name: 'Patched Before The Restart' }),
        });
        expect(patch.status).toBe(200);
        expect(
          (await fetch(`${first.url}/special-events/${deleted}`, { method: 'DELETE', headers: session }))
            .status,
        ).toBe(204);
        for (const day of ['2026-12-02', '2026-12-03', '2026-12-04']) {
          const bought = await fetch(`${first.url}/tickets`, {
            method: 'POST',
            headers: json,
            body: JSON.stringify({ ticketType: 'general', ticketDate: day, email: 'ada@example.com' }),
          });
          expect(bought.status).toBe(201);
        }
        before = await snapshot(first.url, session);
      } finally {
        await first.close();
      }
      const second = await serveLocally({ stateDir: dir, mockOptions: options });
      try {
        const after = (await snapshot(second.url, session)) as {
          tickets: { ticketDate: string }[];
          events: { name: string }[];
        };
        expect(after).toEqual(before);
        expect(after.tickets.map(({ ticketDate }) => ticketDate)).toEqual(['2026-12-03', '2026-12-04']);
        expect(after.events.map(({ name }) => name)).toContain('Patched Before The Restart');
      } finally {
        await second.close();
      }
      // In the object's SQLite file: a key per event and per ticket kept, none for the evicted one.
      expect(storedKeys(dir).filter((key) => key.startsWith('ticket:'))).toHaveLength(2);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

/** A session's store over the admin API. */
async function snapshot(url: string, session: Record<string, string>): Promise<unknown> {
  return (await fetch(new URL('/__admin/snapshot', url), { headers: session })).json();
}

/** A session's journal over the admin API, as `<sequence> <operation>`. */
async function journal(url: string): Promise<string[]> {
  const answer = await fetch(new URL('/__admin/journal', url), { headers });
  const entries = (await answer.json()) as { operation: string; sequence: number }[];
  return entries.map(({ operation, sequence }) => `${sequence} ${operation}`);
}

/** The keys the Durable Objects keep in `dir`, read from workerd's SQLite files (those with a key table). */
function storedKeys(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.sqlite'))
    .flatMap((file) => {
      const db = new DatabaseSync(join(dir, file), { readOnly: true });
      try {
        const kv = db.prepare("SELECT 1 FROM sqlite_master WHERE name = '_cf_KV'").get();
        return kv === undefined
          ? []
          : db
              .prepare('SELECT key FROM _cf_KV')
              .all()
              .map(({ key }) => String(key));
      } finally {
        db.close();
      }
    });
}
