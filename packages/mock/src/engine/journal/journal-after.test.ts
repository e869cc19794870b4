// The journal's cursor (`sequence` and `after`), what the admin API's and the MCP server's
// journal readers page with, stated here on the journal itself.
import { describe, expect, it } from 'vitest';
import { MuseumJournal, recordRequest } from './journal.ts';
import type { JournalRecord } from './journal-entry.ts';

function handled(status: number): JournalRecord {
  return {
    sequence: 0,
    operation: 'listSpecialEvents',
    method: 'GET',
    url: 'https://api.museum.test/v1.1/special-events',
    params: {},
    notes: {},
    status,
    startedAt: Date.parse('2026-12-01T10:00:00.000Z'),
    durationMs: 1,
    requestId: `req-${status}`,
    problem: undefined,
    responseText: undefined,
    responseBody: undefined,
    entry: undefined,
  };
}

function journalOf(limit: number, statuses: number[]): MuseumJournal {
  const journal = new MuseumJournal(limit);
  for (const status of statuses) recordRequest(journal, handled(status));
  return journal;
}

const sequences = (journal: MuseumJournal, after: number, limit?: number) =>
  journal.after(after, limit).map((entry) => entry.sequence);

describe('MuseumJournal.after', () => {
  it('returns the entries recorded after a cursor, oldest first', () => {
    const journal = journalOf(10, [200, 201, 204, 404]);
    expect(sequences(journal, 0)).toEqual([1, 2, 3, 4]);
    expect(sequences(journal, 2)).toEqual([3, 4]);
    expect(sequences(journal, 4)).toEqual([]);
  });

  it('returns at most `limit` entries, the oldest after the cursor, so a reader pages forward', () => {
    const journal = journalOf(10, [200, 201, 204, 404, 500]);
    expect(sequences(journal, 1, 2)).toEqual([2, 3]);
    expect(sequences(journal, 3, 2)).toEqual([4, 5]);
    expect(sequences(journal, 0, 0)).toEqual([]);
  });

  it('skips entries the limit already dropped: a cursor older than the journal gets what is kept', () => {
    const journal = journalOf(3, [200, 201, 204, 404, 500, 503, 200]);
    expect(sequences(journal, 0)).toEqual([5, 6, 7]);
    expect(sequences(journal, 5)).toEqual([6, 7]);
  });

  it('keeps its sequence growing across clear(), so an old cursor sees only what came after', () => {
    const journal = journalOf(10, [200, 201]);
    journal.clear();
    expect(journal.sequence).toBe(2);
    expect(sequences(journal, 0)).toEqual([]);
    recordRequest(journal, handled(204));
    expect(journal.sequence).toBe(3);
    expect(sequences(journal, 0)).toEqual([3]);
  });
});
