// The mock's `maxTickets` bound, seen through HTTP: what a client meets for an evicted ticket, and
// that an idempotent replay of a key still kept answers as the first time.
import { describe, expect, it } from 'vitest';
import { today } from '../../fixtures.ts';
import { interceptedMocks } from '../../intercepted-mock.ts';

const { useMock, api } = interceptedMocks();
const purchase = { ticketType: 'general', ticketDate: today, email: 'ada@example.com' };

interface Confirmation {
  ticketId: string;
  confirmationCode: string;
}

describe('the bound on tickets a mock keeps', () => {
  it('answers the image of an evicted ticket with a 404 not-found problem that says the store evicted tickets', async () => {
    const mock = useMock({ seed: 'empty', maxTickets: 2 });
    const first = await api<Confirmation>('POST', '/tickets', { json: purchase });
    await api('POST', '/tickets', { json: purchase });
    await api('POST', '/tickets', { json: purchase });
    expect(mock.snapshot().tickets).toHaveLength(2);
    const evicted = await api<{ type: string; detail: string }>('GET', `/tickets/${first.body.ticketId}/qr`);
    expect(evicted.status).toBe(404);
    expect(evicted.body.type).toBe('urn:museum-api:problem:not-found');
    expect(evicted.body.detail).toBe(
      `Ticket ${first.body.ticketId} does not exist or was evicted: this store keeps the newest 2 tickets and has evicted 1 older ones`,
    );
  });

  it('replays a kept idempotency key whose ticket was evicted since, and sells nothing again', async () => {
    const mock = useMock({ seed: 'empty', maxTickets: 1 });
    const headers = { 'Idempotency-Key': 'soak-1' };
    const first = await api<Confirmation>('POST', '/tickets', { json: purchase, headers });
    await api('POST', '/tickets', { json: purchase });
    const replay = await api<Confirmation>('POST', '/tickets', { json: purchase, headers });
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
    expect(mock.snapshot().tickets.map((ticket) => ticket.ticketId)).not.toContain(first.body.ticketId);
    expect(mock.snapshot().tickets).toHaveLength(1);
  });

  it('refuses a bound below 1 with a message naming the option', () => {
    expect(() => useMock({ maxTickets: 0 })).toThrow(/maxTickets.*must be a whole number >= 1/);
  });
});
