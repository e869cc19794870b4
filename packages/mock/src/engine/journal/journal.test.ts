import { describe, expect, it } from 'vitest';
import { MuseumJournal, recordRequest } from './journal.ts';
import type { JournalRecord } from './journal-entry.ts';

function entry(status: number, responseText?: string): JournalRecord {
  return {
    sequence: 0,
    operation: 'getMuseumHours',
    method: 'GET',
    url: 'https://api.museum.test/v1.1/museum-hours?limit=2',
    params: {},
    notes: {},
    status,
    startedAt: Date.parse('2026-12-01T10:00:00.000Z'),
    durationMs: 0,
    requestId: `req-${status}`,
    problem: undefined,
    responseText,
    responseBody: undefined,
    entry: undefined,
  };
}

describe('MuseumJournal', () => {
  it('keeps the newest entries up to its limit, oldest first, however many came before', () => {
    const journal = new MuseumJournal(3);
    for (let status = 1; status <= 11; status++) recordRequest(journal, entry(status));
    expect(journal.size).toBe(3);
    expect(journal.entries.map((kept) => [kept.status, kept.sequence])).toEqual([
      [9, 9],
      [10, 10],
      [11, 11],
    ]);
    expect(journal.last()?.status).toBe(11);
    expect(journal.count()).toBe(3);
    expect(journal.filter({ status: (status) => status < 11 }).map((kept) => kept.status)).toEqual([9, 10]);
  });

  it('keeps counting the sequence across clear, and keeps nothing with a limit of 0', () => {
    const journal = new MuseumJournal(2);
    recordRequest(journal, entry(200));
    recordRequest(journal, entry(200));
    recordRequest(journal, entry(200));
    journal.clear();
    expect(journal.size).toBe(0);
    expect(journal.last()).toBeUndefined();
    recordRequest(journal, entry(201));
    expect(journal.last()?.sequence).toBe(4);
    expect(journal.entries).toHaveLength(1);

    const none = new MuseumJournal(0);
    const seen: number[] = [];
    none.subscribe((recorded) => seen.push(recorded.sequence));
    recordRequest(none, entry(200));
    expect(none.size).toBe(0);
    expect(seen).toEqual([1]);
  });

  it('makes an entry of a record when read, once, with the body as it was sent', () => {
    const journal = new MuseumJournal(5);
    recordRequest(journal, entry(200, '[{"date":"2026-12-01","timeOpen":"09:00","timeClose":"18:00"}]'));
    const [first] = journal.entries;
    expect(first).toEqual({
      operation: 'getMuseumHours',
      method: 'GET',
      url: 'https://api.museum.test/v1.1/museum-hours?limit=2',
      params: {},
      query: { limit: '2' },
      status: 200,
      startedAt: '2026-12-01T10:00:00.000Z',
      durationMs: 0,
      requestId: 'req-200',
      responseBody: [{ date: '2026-12-01', timeOpen: '09:00', timeClose: '18:00' }],
      sequence: 1,
    });
    expect(journal.last()).toBe(first);
    expect(journal.filter('getMuseumHours')[0]).toBe(first);
  });

  it('counts and filters without making entries of the records it passes over', () => {
    const journal = new MuseumJournal(5);
    recordRequest(journal, entry(200, 'not json: never parsed unless read'));
    recordRequest(journal, entry(404));
    expect(journal.count('getMuseumHours')).toBe(2);
    expect(journal.filter({ status: 404 }).map((kept) => kept.status)).toEqual([404]);
    expect(() => journal.entries).toThrow(SyntaxError);
  });

  it('hands out copies: changing the returned array leaves the journal alone', () => {
    const journal = new MuseumJournal(5);
    recordRequest(journal, entry(200));
    journal.entries.pop();
    expect(journal.size).toBe(1);
  });
});
