// A session's state outlives workerd: three starts on one state folder (about 1 s each).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
    } finally {
      await third.close();
    }
  });
});

/** A session's journal over the admin API, as `<sequence> <operation>`. */
async function journal(url: string): Promise<string[]> {
  const answer = await fetch(new URL('/__admin/journal', url), { headers });
  const entries = (await answer.json()) as { operation: string; sequence: number }[];
  return entries.map(({ operation, sequence }) => `${sequence} ${operation}`);
}
