// The journal's queries over entries that a fault or override answered, and over more than two
// entries of one operation: what `last` and `filter` give there.
import { describe, expect, it } from 'vitest';
import { createMuseumMock } from '../../../src/index.ts';
import { basic, now } from '../../fixtures.ts';

const base = 'http://museum.test/v1.1';
const auth = { Authorization: basic() };

describe('journal queries', () => {
  it('gives the newest entry of an operation as its last, however many it has', async () => {
    const mock = createMuseumMock({ clock: now, randomSeed: 'queries' });
    for (const page of ['1', '2', '3']) {
      await mock.fetch(`${base}/museum-hours?page=${page}`, { headers: auth });
      await mock.fetch(`${base}/special-events`, { headers: auth });
    }
    expect(mock.journal.last('getMuseumHours')?.query).toEqual({ page: '3' });
    expect(mock.journal.count('getMuseumHours')).toBe(3);
  });

  it('keeps the entries a fault or an override answered in a query that names no intervention', async () => {
    const mock = createMuseumMock({ clock: now, randomSeed: 'queries' });
    mock.fault('getMuseumHours', { status: 503 }, { times: 1 });
    mock.override('getMuseumHours', () => Response.json([]), { times: 1 });
    for (let request = 0; request < 3; request += 1) {
      await mock.fetch(`${base}/museum-hours`, { headers: auth });
    }
    expect(mock.journal.filter('getMuseumHours').map((entry) => entry.intervention)).toEqual([
      'override',
      'fault',
      undefined,
    ]);
    expect(mock.journal.filter({ method: 'GET' })).toHaveLength(3);
    expect(mock.journal.filter({ intervention: 'fault' }).map((entry) => entry.status)).toEqual([503]);
  });
});
