import { describe, expect, it } from 'vitest';
import { MuseumStore } from './store.ts';
import { testStore, today } from './test-support/fixtures.ts';
import { rejection } from './test-support/rejection.ts';

const purchase = { ticketType: 'general', ticketDate: today, email: 'ada@example.com' } as const;

function sell(store: MuseumStore, count: number) {
  return Array.from({ length: count }, () => store.buyTicket(purchase));
}

describe('the bound on tickets kept', () => {
  it('keeps every ticket when no bound is given', () => {
    const store = testStore();
    sell(store, 50);
    expect(store.maxTickets).toBe(Number.POSITIVE_INFINITY);
    expect(store.ticketCount).toBe(50);
    expect(store.evictedTicketCount).toBe(0);
  });

  it('keeps exactly the bound, then evicts the oldest ticket on each purchase', () => {
    const store = testStore({ maxTickets: 3 });
    const sold = sell(store, 3);
    expect(store.ticketCount).toBe(3);
    expect(store.evictedTicketCount).toBe(0);
    const [fourth] = sell(store, 1);
    expect(store.ticketCount).toBe(3);
    expect(store.evictedTicketCount).toBe(1);
    expect(store.allTickets().map((ticket) => ticket.ticketId)).toEqual([
      sold[1]?.ticketId,
      sold[2]?.ticketId,
      fourth?.ticketId,
    ]);
    expect(store.findTicket(sold[0]?.ticketId as string)).toBeUndefined();
  });

  it('says an unknown ticket may have been evicted once the store has evicted some', () => {
    const store = testStore({ maxTickets: 2 });
    const [first] = sell(store, 2);
    const id = first?.ticketId as string;
    expect(rejection(() => store.getTicket('8e0e3b5c-0000-4000-8000-000000000000')).message).toBe(
      'Ticket 8e0e3b5c-0000-4000-8000-000000000000 does not exist',
    );
    sell(store, 3);
    const error = rejection(() => store.getTicket(id));
    expect(error.kind).toBe('not-found');
    expect(error.message).toBe(
      `Ticket ${id} does not exist or was evicted: this store keeps the newest 2 tickets and has evicted 3 older ones`,
    );
  });

  it('lets an evicted ticket take its id and code with it, so they may be drawn again', () => {
    // After reseed() the sequence draws the first ticket's id and code again: they must be free.
    const store = testStore({ maxTickets: 1 });
    const [first] = sell(store, 2);
    store.reseed();
    const [again] = sell(store, 1);
    expect(again?.ticketId).toBe(first?.ticketId);
    expect(again?.confirmationCode).toBe(first?.confirmationCode);
    expect(store.ticketCount).toBe(1);
  });

  it('keeps the newest tickets of a snapshot larger than the bound, and counts the rest as evicted', () => {
    const full = testStore();
    const sold = sell(full, 5);
    const store = testStore({ maxTickets: 2 });
    store.restore(full.snapshot());
    expect(store.allTickets().map((ticket) => ticket.ticketId)).toEqual(
      sold.slice(3).map((ticket) => ticket.ticketId),
    );
    expect(store.evictedTicketCount).toBe(3);
    // What it keeps is a whole, valid state: it restores into an unbounded store as it is.
    const copy = testStore();
    copy.restore(store.snapshot());
    expect(copy.ticketCount).toBe(2);
  });

  it('forgets its evictions when cleared, and evicts in order again from there', () => {
    const store = testStore({ maxTickets: 2 });
    sell(store, 3);
    store.clear();
    expect(store.evictedTicketCount).toBe(0);
    expect(store.ticketCount).toBe(0);
    const sold = sell(store, 3);
    expect(store.allTickets().map((ticket) => ticket.ticketId)).toEqual(
      sold.slice(1).map((ticket) => ticket.ticketId),
    );
    expect(store.evictedTicketCount).toBe(1);
  });

  it('evicts in purchase order over many more purchases than it keeps', () => {
    const store = testStore({ maxTickets: 3 });
    const sold = sell(store, 40);
    expect(store.allTickets().map((ticket) => ticket.ticketId)).toEqual(
      sold.slice(-3).map((ticket) => ticket.ticketId),
    );
    expect(store.evictedTicketCount).toBe(37);
    expect(new Set(store.allTickets().map((ticket) => ticket.confirmationCode)).size).toBe(3);
  });

  it.each([0, -1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1])('refuses a bound of %s', (maxTickets) => {
    expect(() => new MuseumStore({ maxTickets })).toThrow(
      new TypeError(`MuseumStore: maxTickets must be a whole number >= 1 or Infinity, got ${maxTickets}`),
    );
  });

  it('takes a bound of 1 and an explicit Infinity', () => {
    expect(new MuseumStore({ maxTickets: 1 }).maxTickets).toBe(1);
    expect(new MuseumStore({ maxTickets: Number.POSITIVE_INFINITY }).maxTickets).toBe(
      Number.POSITIVE_INFINITY,
    );
  });
});
