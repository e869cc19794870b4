import { createMuseumMock } from '@museum-api/mock';
import { describe, expect, it } from 'vitest';
import { explainJournalEntry } from './explain-journal-entry.ts';

const auth = { Authorization: 'Basic Og==' };

async function entryOf(init: { path: string; method?: string; body?: unknown; fault?: boolean }) {
  const mock = createMuseumMock({ baseUrl: 'http://museum.test/v1.1', clock: '2026-12-01T10:00:00Z' });
  if (init.fault === true) mock.fault('getMuseumHours', { status: 503 });
  await mock.fetch(`http://museum.test/v1.1${init.path}`, {
    method: init.method ?? 'GET',
    headers: { ...auth, 'Content-Type': 'application/json' },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const entry = mock.journal.last();
  if (entry === undefined) throw new Error('nothing journalled');
  return entry;
}

describe('explainJournalEntry', () => {
  it('names the rule and the field of a refused purchase', async () => {
    const entry = await entryOf({
      method: 'POST',
      path: '/tickets',
      body: { ticketType: 'general', ticketDate: '2026-11-30', email: 'a@b.co' },
    });
    const explanation = explainJournalEntry(entry);
    expect(explanation).toMatchObject({ cause: 'refused', status: 400, fields: [{ path: 'ticketDate' }] });
    expect(explanation.summary).toMatch(/^buyMuseumTickets was refused with 400: ticketDate: Must be today/);
  });

  it('names the fault that answered in place of the mock, by its id', async () => {
    const explanation = explainJournalEntry(await entryOf({ path: '/museum-hours', fault: true }));
    expect(explanation).toMatchObject({ cause: 'fault', status: 503, intervention: 'fault-1' });
    expect(explanation.summary).toMatch(/^fault-1 \(injected for getMuseumHours\) answered 503/);
  });

  it('names the nearest real path of an unknown one, and the methods of a known path', async () => {
    expect(explainJournalEntry(await entryOf({ path: '/museum-hour' }))).toMatchObject({
      cause: 'unknown-path',
      nearest: { path: '/museum-hours', methods: ['GET'] },
    });
    expect(explainJournalEntry(await entryOf({ method: 'DELETE', path: '/tickets' }))).toMatchObject({
      cause: 'method-not-allowed',
      allowed: ['POST'],
    });
  });

  it('says an answer the rules gave is the operation answering', async () => {
    expect(explainJournalEntry(await entryOf({ path: '/museum-hours' }))).toMatchObject({
      cause: 'answered',
      operation: 'getMuseumHours',
      status: 200,
    });
  });
});
