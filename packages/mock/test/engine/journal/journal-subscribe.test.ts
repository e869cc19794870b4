// Subscribing to the journal: what a test (or the admin API's wait) hears after each answer.
import { describe, expect, it } from 'vitest';
import { createMuseumMock } from '../../../src/index.ts';
import { apiBase, basic, now } from '../../fixtures.ts';

function hours(mock: ReturnType<typeof createMuseumMock>) {
  return mock.fetch(`${apiBase}/museum-hours`, { headers: { Authorization: basic() } });
}

describe('MuseumJournal.subscribe', () => {
  it('stops calling a listener once it unsubscribes, and keeps calling the others', async () => {
    const mock = createMuseumMock({ clock: now, randomSeed: 'subscribe' });
    const first: number[] = [];
    const second: number[] = [];
    const stop = mock.journal.subscribe((entry) => first.push(entry.sequence));
    mock.journal.subscribe((entry) => second.push(entry.sequence));
    await hours(mock);
    stop();
    await hours(mock);
    expect(first).toEqual([1]);
    expect(second).toEqual([1, 2]);
  });

  it('answers and records the request when a listener throws, and still calls the listeners after it', async () => {
    const mock = createMuseumMock({ clock: now, randomSeed: 'subscribe' });
    const heard: string[] = [];
    mock.journal.subscribe(() => {
      throw new Error('a broken listener in a test');
    });
    mock.journal.subscribe((entry) => heard.push(entry.operation));
    const response = await hours(mock);
    expect(response.status).toBe(200);
    expect(heard).toEqual(['getMuseumHours']);
    expect(mock.journal.count('getMuseumHours')).toBe(1);
  });

  it('hands a listener the same entry the journal shows when read', async () => {
    const mock = createMuseumMock({ clock: now, randomSeed: 'subscribe' });
    const heard: unknown[] = [];
    mock.journal.subscribe((entry) => heard.push(entry));
    await hours(mock);
    expect(heard[0]).toBe(mock.journal.last());
  });
});

describe('MuseumJournal.filter', () => {
  it('matches a method whatever its case', async () => {
    const mock = createMuseumMock({ clock: now, randomSeed: 'filter' });
    await hours(mock);
    await mock.fetch(`${apiBase}/tickets`, { method: 'POST', headers: { Authorization: basic() } });
    expect(mock.journal.filter({ method: 'get' }).map((entry) => entry.operation)).toEqual([
      'getMuseumHours',
    ]);
    expect(mock.journal.filter({ method: 'Post' }).map((entry) => entry.operation)).toEqual([
      'buyMuseumTickets',
    ]);
  });

  it('asks every field of a query: operation and status together', async () => {
    const mock = createMuseumMock({ clock: now, randomSeed: 'filter' });
    await hours(mock);
    await mock.fetch(`${apiBase}/museum-hours?limit=0`, { headers: { Authorization: basic() } });
    expect(mock.journal.filter({ operation: 'getMuseumHours', status: 400 })).toHaveLength(1);
    expect(mock.journal.filter({ operation: 'listSpecialEvents', status: 400 })).toHaveLength(0);
    expect(mock.journal.filter({ operation: 'getMuseumHours', intervention: 'fault' })).toHaveLength(0);
    expect(mock.journal.last('listSpecialEvents')).toBeUndefined();
    expect(mock.journal.count('listSpecialEvents')).toBe(0);
  });
});
