import { describe, expect, it } from 'vitest';
import { TicketPurchase12Schema } from './ticket-purchase-1-2.ts';

const eventId = '3b0f8f3e-7a65-4c4e-9a51-1c6f3c2d9f10';

describe('TicketPurchase12Schema', () => {
  it('accepts a purchase without an e-mail address', () => {
    expect(TicketPurchase12Schema.parse({ ticketType: 'general', ticketDate: '2026-12-01' })).toEqual({
      ticketType: 'general',
      ticketDate: '2026-12-01',
    });
  });

  it('rejects a phone number, which 1.2 no longer has', () => {
    const result = TicketPurchase12Schema.safeParse({
      ticketType: 'general',
      ticketDate: '2026-12-01',
      phone: '+1 555 0100',
    });
    expect(result.success).toBe(false);
  });

  it('keeps the house rules: an event ticket needs its event, a general one must not name one', () => {
    expect(TicketPurchase12Schema.safeParse({ ticketType: 'event', ticketDate: '2026-12-05' }).success).toBe(
      false,
    );
    expect(
      TicketPurchase12Schema.safeParse({ ticketType: 'general', ticketDate: '2026-12-05', eventId }).success,
    ).toBe(false);
    expect(
      TicketPurchase12Schema.safeParse({ ticketType: 'event', ticketDate: '2026-12-05', eventId, email: 'x' })
        .success,
    ).toBe(false);
  });
});
