import { describe, expect, it } from 'vitest';
import { harValidator } from '../../../test/engine/journal/har-validator.ts';
import { basic, newEvent, now } from '../../../test/fixtures.ts';
import { createMuseumMock } from '../../msw/create-museum-mock.ts';
import { journalToHar } from './journal-har.ts';

const base = 'https://api.museum.test/v1.1';

async function journalOfAFewRequests() {
  const mock = createMuseumMock({ clock: now, randomSeed: 'har' });
  const headers = { Authorization: basic(), 'Content-Type': 'application/json' };
  const created = await mock.fetch(`${base}/special-events`, {
    method: 'POST',
    headers,
    body: JSON.stringify(newEvent({ name: 'Ünïcode ✓' })),
  });
  const { eventId } = (await created.json()) as { eventId: string };
  const ticket = await mock.fetch(`${base}/tickets`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ ticketType: 'general', ticketDate: '2026-12-02', email: 'ada@example.test' }),
  });
  const { ticketId } = (await ticket.json()) as { ticketId: string };
  await mock.fetch(`${base}/tickets/${ticketId}/qr`, { headers });
  await mock.fetch(`${base}/special-events?limit=2&limit=3`, { headers });
  await mock.fetch(`${base}/special-events/${eventId}`, { method: 'DELETE', headers });
  mock.fault('getMuseumHours', { networkError: true });
  await mock.fetch(`${base}/museum-hours`, { headers }).catch(() => undefined);
  return mock.journal;
}

describe('journalToHar', () => {
  it('writes a log that passes the HAR 1.2 schema', async () => {
    const journal = await journalOfAFewRequests();
    expect(harValidator.errors(journal.toHar())).toEqual([]);
  });

  it('keeps method, URL, JSON request body as postData and JSON response as content', async () => {
    const journal = await journalOfAFewRequests();
    const [created] = journal.toHar().log.entries;
    const recorded = journal.entries[0];
    expect(created?.startedDateTime).toBe(recorded?.startedAt);
    expect(created?.request).toMatchObject({
      method: 'POST',
      url: `${base}/special-events`,
      postData: { mimeType: 'application/json', text: JSON.stringify(recorded?.requestBody) },
    });
    expect(created?.request.bodySize).toBe(new TextEncoder().encode(created?.request.postData?.text).length);
    expect(created?.response).toMatchObject({ status: 201, statusText: 'Created' });
    expect(created?.response.content.mimeType).toBe('application/json');
    expect(JSON.parse(created?.response.content.text ?? '')).toEqual(recorded?.responseBody);
    expect(created?.response.headers).toContainEqual({ name: 'content-type', value: 'application/json' });
    expect(created?.response.headers).toContainEqual({ name: 'location', value: expect.any(String) });
    expect(created?.request.headers).toContainEqual({ name: 'authorization', value: '[redacted]' });
    expect(JSON.stringify(created)).not.toContain(basic());
    expect(created?.response.headers).toContainEqual({ name: 'x-request-id', value: recorded?.requestId });
    expect(created?.timings).toEqual({ send: 0, wait: recorded?.durationMs, receive: 0 });
    expect(created?._museum).toEqual({
      operation: 'createSpecialEvent',
      sequence: 1,
      requestId: recorded?.requestId,
    });
  });

  it('lists every value of a repeated query parameter and keeps the problem of a refusal', async () => {
    const journal = await journalOfAFewRequests();
    const listing = journal.toHar().log.entries[3];
    expect(listing?.request.queryString).toEqual([
      { name: 'limit', value: '2' },
      { name: 'limit', value: '3' },
    ]);
    expect(listing?.response.status).toBe(400);
    expect(listing?.response.statusText).toBe('Invalid request');
    expect(listing?.response.content.mimeType).toBe('application/problem+json');
    expect(JSON.parse(listing?.response.content.text ?? '')).toMatchObject({ status: 400 });
  });

  it('marks a ticket image as PNG without bytes, a 204 as empty and a network error as status 0', async () => {
    const entries = journalToHar((await journalOfAFewRequests()).entries).log.entries;
    expect(entries[2]?.response.content).toMatchObject({ mimeType: 'image/png', size: -1 });
    expect(entries[4]?.response).toMatchObject({ status: 204, statusText: 'No Content', bodySize: 0 });
    expect(entries[5]?.response).toMatchObject({ status: 0, statusText: '', _error: expect.any(String) });
    expect(entries[5]?._museum.intervention).toBe('fault');
  });

  it('names the creator it is given and says what the journal does not record', () => {
    const { log } = journalToHar([], { creator: { name: 'checkout-e2e', version: '2.3.0' } });
    expect(log.creator).toEqual({ name: 'checkout-e2e', version: '2.3.0' });
    expect(log.entries).toEqual([]);
    expect(log.comment).toContain('[redacted]');
  });
});
