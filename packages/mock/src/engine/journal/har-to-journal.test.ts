import { describe, expect, it } from 'vitest';
import { apiBase, basic, newEvent, now } from '../../../test/fixtures.ts';
import { createMuseumMock } from '../../msw/create-museum-mock.ts';
import { harToJournal } from './har-to-journal.ts';
import { journalToHar } from './journal-har.ts';
import { journalToPact } from './journal-pact.ts';

async function visitedMock() {
  const mock = createMuseumMock({ clock: now, randomSeed: 'har' });
  const headers = { Authorization: basic(), 'Content-Type': 'application/json' };
  const created = await mock.fetch(`${apiBase}/special-events`, {
    method: 'POST',
    headers,
    body: JSON.stringify(newEvent({ dates: ['2026-12-03'] })),
  });
  const { eventId } = (await created.json()) as { eventId: string };
  await mock.fetch(`${apiBase}/special-events?startDate=2026-12-01&endDate=2026-12-05`, { headers });
  const bought = await mock.fetch(`${apiBase}/tickets`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ ticketType: 'event', eventId, ticketDate: '2026-12-03', email: 'a@b.test' }),
  });
  const { ticketId } = (await bought.json()) as { ticketId: string };
  await mock.fetch(`${apiBase}/tickets/${ticketId}/qr`, { headers });
  await mock.fetch(`${apiBase}/special-events/0a0b0c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d`, { headers });
  mock.fault('getMuseumHours', { status: 503 });
  await mock.fetch(`${apiBase}/museum-hours`, { headers });
  return mock;
}

describe('harToJournal', () => {
  it('reads a saved HAR back into the pact the journal gives', async () => {
    const mock = await visitedMock();
    const options = { consumer: 'web', today: mock.store.today() };
    const har = JSON.parse(JSON.stringify(mock.journal.toHar()));
    const fromHar = await journalToPact(harToJournal(har), options);
    expect(fromHar).toEqual(await journalToPact(mock.journal.entries, options));
    expect(fromHar.interactions).toHaveLength(5);
  });

  it('finds the operations of a HAR without the mock’s notes, such as a browser’s', async () => {
    const mock = await visitedMock();
    const har = journalToHar(mock.journal.entries);
    for (const entry of har.log.entries) delete (entry as { _museum?: unknown })._museum;
    const entries = harToJournal(har);
    expect(entries.map(({ operation }) => operation)).toEqual(
      mock.journal.entries.map(({ operation }) => operation),
    );
    expect(entries[3]?.params).toEqual(mock.journal.entries[3]?.params);
    expect(entries[4]?.problem).toMatchObject({ status: 404 });
    // Without the notes a fault is not told from an answer: the operation and status remain.
    expect(entries[5]).toMatchObject({ operation: 'getMuseumHours', status: 503 });
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
