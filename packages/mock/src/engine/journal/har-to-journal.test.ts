import { describe, expect, it } from 'vitest';
import { apiBase, mockAfterAVisit } from '../../../test/fixtures.ts';
import { harToJournal } from './har-to-journal.ts';
import { journalToHar } from './journal-har.ts';
import { journalToPact } from './journal-pact.ts';

describe('harToJournal', () => {
  it('reads a saved HAR back into the pact the journal gives', async () => {
    const { mock } = await mockAfterAVisit('har');
    const options = { consumer: 'web', today: mock.store.today() };
    const har = JSON.parse(JSON.stringify(mock.journal.toHar()));
    const fromHar = await journalToPact(harToJournal(har), options);
    expect(fromHar).toEqual(await journalToPact(mock.journal.entries, options));
    expect(fromHar.interactions).toHaveLength(6);
  });

  it('finds the operations of a HAR without the mock’s notes, such as a browser’s', async () => {
    const { mock } = await mockAfterAVisit('har');
    const har = journalToHar(mock.journal.entries);
    for (const entry of har.log.entries) delete (entry as { _museum?: unknown })._museum;
    const entries = harToJournal(har);
    expect(entries.map(({ operation }) => operation)).toEqual(
      mock.journal.entries.map(({ operation }) => operation),
    );
    expect(entries.map(({ params }) => params)).toEqual(mock.journal.entries.map(({ params }) => params));
    expect(entries[6]?.problem).toMatchObject({ status: 404 });
    // Without the notes a fault is not told from an answer: the operation and status remain.
    expect(entries[7]).toMatchObject({ operation: 'getMuseumHours', status: 503 });
  });

  it('refuses what is not a HAR log, naming what is missing', () => {
    expect(() => harToJournal({ entries: [] })).toThrow('Not a HAR log: it has no log.entries list');
    expect(() => harToJournal({ log: { entries: [{ request: { method: 'GET', url: '/x' } }] } })).toThrow(
      'HAR entry 1 has no request.url (an absolute URL)',
    );
    expect(() =>
      harToJournal({ log: { entries: [{ request: { method: 'GET', url: `${apiBase}/museum-hours` } }] } }),
    ).toThrow('HAR entry 1 has no response.status');
  });
});
