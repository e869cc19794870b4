import { describe, expect, it } from 'vitest';
import { createMuseumMock } from '../../msw/create-museum-mock.ts';
import { inProcessControls } from './in-process-controls.ts';

const auth = { Authorization: 'Basic Og==' };

describe('inProcessControls', () => {
  it('answers the journal as the remote handle does: filtered, newest last, limit keeps the newest', async () => {
    const mock = createMuseumMock({ clock: '2026-11-30T10:00:00Z' });
    const museum = inProcessControls(mock);
    for (const limit of [1, 2, 3]) {
      await mock.fetch(`http://museum.test/v1.1/museum-hours?limit=${limit}`, { headers: auth });
    }
    await mock.fetch('http://museum.test/v1.1/special-events');
    const hours = await museum.journal.entries({ operation: 'getMuseumHours', limit: 2 });
    expect(hours.map((entry) => entry.query.limit)).toEqual(['2', '3']);
    expect(await museum.journal.entries({ status: 401 })).toHaveLength(1);
    await expect(museum.journal.entries({ limit: 0 })).rejects.toMatchObject({
      name: 'MuseumAdminError',
      status: 400,
      problem: { errors: [{ path: 'limit' }] },
    });
  });

  it('moves the clock and resolves to the new now', async () => {
    const mock = createMuseumMock({ clock: '2026-11-30T10:00:00Z' });
    const museum = inProcessControls(mock);
    expect(await museum.clock.set('2026-12-07T10:00:00Z')).toEqual(new Date('2026-12-07T10:00:00Z'));
    expect(await museum.clock.advance({ days: 3 })).toEqual(new Date('2026-12-10T10:00:00Z'));
    expect(mock.store.today()).toBe('2026-12-10');
    await expect(museum.clock.set('not a date')).rejects.toMatchObject({
      name: 'MuseumAdminError',
      status: 400,
      request: { method: 'PUT', url: '/__admin/clock' },
      problem: { errors: [{ path: 'now' }] },
    });
  });

  it('numbers faults, removes them one by one, and clears them all', async () => {
    const mock = createMuseumMock();
    const museum = inProcessControls(mock);
    const first = await museum.fault('getMuseumHours', { status: 503 }, { times: 'always' });
    const second = await museum.fault('listSpecialEvents', { networkError: true }, { times: 'always' });
    expect([first.id, second.id]).toEqual(['fault-1', 'fault-2']);
    const hours = () => mock.fetch('http://museum.test/v1.1/museum-hours', { headers: auth });
    expect((await hours()).status).toBe(503);
    await first.remove();
    await first.remove();
    expect((await hours()).status).toBe(200);
    await museum.clearFaults();
    expect((await mock.fetch('http://museum.test/v1.1/special-events', { headers: auth })).status).toBe(200);
  });

  it('rejects an unknown scenario and keeps the state, as the admin API does', async () => {
    const mock = createMuseumMock();
    const museum = inProcessControls(mock);
    const before = await museum.snapshot();
    await expect(museum.useScenario('no-such-scenario')).rejects.toThrow(/closed/);
    expect(await museum.snapshot()).toEqual(before);
    await museum.useScenario('empty');
    expect((await museum.snapshot()).events).toEqual([]);
    await museum.restore(before);
    expect(await museum.snapshot()).toEqual(before);
    // reset() goes back to the start of the scenario in force, which is now 'empty'.
    await museum.reset();
    expect((await museum.snapshot()).events).toEqual([]);
  });
});
