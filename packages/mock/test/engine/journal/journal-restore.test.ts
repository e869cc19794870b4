// restoreJournal: a host whose sessions restart (examples/worker's Durable Objects) puts the
// entries it kept back, and the journal reads and numbers on as if it never stopped.
import { describe, expect, it } from 'vitest';
import { createMockRuntime, restoreJournal } from '../../../src/host.ts';
import { basic, now } from '../../fixtures.ts';

const options = { clock: now, randomSeed: 'restore', journalLimit: 3 };
const get = (runtime: ReturnType<typeof createMockRuntime>, path: string) =>
  runtime.mock.fetch(`http://museum.test/v1.1${path}`, { headers: { Authorization: basic() } });

describe('restoreJournal', () => {
  it('gives back the kept entries as they were, for every query and the HAR, and numbers on from the kept sequence', async () => {
    const before = createMockRuntime(options, { anyOrigin: true });
    before.mock.fault('getMuseumHours', { status: 503 }, { times: 1 });
    for (const path of ['/special-events', '/museum-hours', '/museum-hours', '/nowhere'])
      await get(before, path);
    const kept = JSON.parse(JSON.stringify(before.journal.entries));

    const after = createMockRuntime(options, { anyOrigin: true });
    restoreJournal(after.journal, kept, before.journal.sequence);
    expect(after.journal.entries).toEqual(before.journal.entries);
    expect(after.journal.toHar()).toEqual(before.journal.toHar());
    expect(after.journal.filter({ intervention: 'fault' }).map(({ sequence }) => sequence)).toEqual([2]);
    expect(after.journal.filter({ operation: 'getMuseumHours', status: 503 })).toHaveLength(1);
    expect(after.journal.count('getMuseumHours')).toBe(2);
    expect(after.journal.after(3).map(({ operation }) => operation)).toEqual(['unknown']);
    await get(after, '/special-events');
    expect(after.journal.entries.map(({ sequence }) => sequence)).toEqual([3, 4, 5]);
  });

  it('keeps only the newest journalLimit entries, and none under a limit of 0', () => {
    const kept = createMockRuntime(options, { anyOrigin: true });
    const entry = { operation: 'getMuseumHours', method: 'GET', url: 'http://museum.test/v1.1/museum-hours' };
    const entries = [1, 2, 3, 4].map((sequence) => ({
      ...entry,
      sequence,
      params: {},
      query: {},
      status: 200,
      startedAt: '2026-12-01T10:00:00.000Z',
      durationMs: 1,
      requestId: `req-${sequence}`,
    })) as typeof kept.journal.entries;
    restoreJournal(kept.journal, entries, 4);
    expect(kept.journal.entries.map(({ sequence }) => sequence)).toEqual([2, 3, 4]);
    const none = createMockRuntime({ ...options, journalLimit: 0 }, { anyOrigin: true });
    restoreJournal(none.journal, entries, 4);
    expect([none.journal.size, none.journal.sequence]).toEqual([0, 4]);
  });
});
