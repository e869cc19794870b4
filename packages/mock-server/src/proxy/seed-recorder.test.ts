import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { JournalEntry } from '@museum-api/mock';
import { describe, expect, it } from 'vitest';
import { SeedRecorder } from './seed-recorder.ts';

const event = {
  eventId: '0a0b0c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d',
  name: 'Gala',
  location: 'Atrium',
  eventDescription: 'Black tie.',
  dates: ['2026-12-31'],
  price: 120,
};

function forwarded(fields: Partial<JournalEntry> & Pick<JournalEntry, 'operation'>): JournalEntry {
  return {
    sequence: 1,
    method: 'GET',
    url: 'http://127.0.0.1/v1.1/x',
    query: {},
    params: {},
    status: 200,
    startedAt: '2026-12-01T10:00:00.000Z',
    durationMs: 1,
    upstream: 'https://staging.test/v1.1/x',
    ...fields,
  } as JournalEntry;
}

describe('SeedRecorder', () => {
  it('keeps events by id (the latest answer wins), drops deleted ones, and ignores what the mock answered', () => {
    const recorder = new SeedRecorder();
    recorder.observe(
      forwarded({ operation: 'listSpecialEvents', responseBody: [event, { broken: true }] as never }),
    );
    recorder.observe(
      forwarded({ operation: 'getSpecialEvent', responseBody: { ...event, price: 99 } } as never),
    );
    recorder.observe(
      forwarded({
        operation: 'getSpecialEvent',
        upstream: undefined,
        responseBody: { ...event, price: 1 },
      } as never),
    );
    expect(recorder.seed().events).toEqual([{ ...event, price: 99 }]);
    recorder.observe(
      forwarded({ operation: 'deleteSpecialEvent', status: 204, params: { eventId: event.eventId } }),
    );
    expect(recorder.seed().events).toEqual([]);
  });

  it('makes a whole ticket of a purchase and its confirmation, and writes the seed atomically', async () => {
    const recorder = new SeedRecorder();
    recorder.observe(forwarded({ operation: 'getSpecialEvent', responseBody: event } as never));
    recorder.observe(
      forwarded({
        operation: 'buyMuseumTickets',
        status: 201,
        requestBody: {
          ticketType: 'event',
          eventId: event.eventId,
          ticketDate: '2026-12-31',
          email: 'a@b.test',
        },
        responseBody: {
          message: 'See you at Gala',
          eventName: 'Gala',
          ticketId: '1a0b0c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d',
          ticketType: 'event',
          ticketDate: '2026-12-31',
          confirmationCode: 'MUS-1',
        },
      } as never),
    );
    const dir = mkdtempSync(join(tmpdir(), 'museum-recorder-'));
    const file = join(dir, 'seed.json');
    await recorder.write(file);
    const written = JSON.parse(readFileSync(file, 'utf8'));
    expect(written.tickets).toEqual([
      expect.objectContaining({
        eventId: event.eventId,
        email: 'a@b.test',
        purchasedAt: '2026-12-01T10:00:00.000Z',
      }),
    ]);
    expect(readdirSync(dir)).toEqual(['seed.json']);
  });
});
