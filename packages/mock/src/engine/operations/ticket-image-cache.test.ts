import type { Ticket } from '@museum-api/core';
import { renderTicketImage } from '@museum-api/core/ticket-image';
import { describe, expect, it } from 'vitest';
import { matchesIfNoneMatch, TicketImageCache } from './ticket-image-cache.ts';

const ticket = (n: number, overrides: Partial<Ticket> = {}): Ticket => ({
  ticketId: `3b0f8f3e-7a65-4c4e-9a51-${n.toString(16).padStart(12, '0')}`,
  ticketType: 'general',
  ticketDate: '2026-12-05',
  confirmationCode: `MUS-${n.toString(32).toUpperCase().padStart(4, '0')}-9XZ2`,
  message: 'Museum general entry ticket purchased',
  email: 'ada@example.com',
  purchasedAt: '2026-11-22T09:30:00.000Z',
  ...overrides,
});

describe('TicketImageCache', () => {
  it('gives the bytes the renderer draws, and the same object when asked again', () => {
    const cache = new TicketImageCache(1 << 20, renderTicketImage);
    const first = cache.get(ticket(1));
    expect(first.bytes).toEqual(renderTicketImage(ticket(1)));
    expect(cache.get(ticket(1))).toBe(first);
  });

  it('draws a ticket anew when what its image shows changed under the same id', () => {
    const cache = new TicketImageCache(1 << 20, renderTicketImage);
    const before = cache.get(ticket(1));
    const after = cache.get(ticket(1, { ticketDate: '2026-12-06' }));
    expect(after.etag).not.toBe(before.etag);
    expect(after.bytes).not.toEqual(before.bytes);
  });

  it('holds no more bytes than its bound, dropping the least recently used first', () => {
    const one = renderTicketImage(ticket(0)).byteLength;
    const cache = new TicketImageCache(one * 10, renderTicketImage);
    for (let n = 0; n < 200; n++) cache.get(ticket(n));
    expect(cache.size).toBeLessThanOrEqual(one * 10);
    expect(cache.count).toBeGreaterThan(5);
    const recent = cache.get(ticket(199));
    expect(cache.get(ticket(199))).toBe(recent);
  });
});

describe('matchesIfNoneMatch', () => {
  it('matches the tag among others, weak or strong, and *', () => {
    expect(matchesIfNoneMatch('"a", W/"b"', '"b"')).toBe(true);
    expect(matchesIfNoneMatch('*', '"b"')).toBe(true);
    expect(matchesIfNoneMatch('"a"', '"b"')).toBe(false);
    expect(matchesIfNoneMatch(null, '"b"')).toBe(false);
  });
});
