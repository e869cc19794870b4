import { EmailSchema, IsoDateSchema, UuidSchema } from './primitives.ts';
import * as z from './zod-mini.ts';

// Museum API 1.2 dropped `phone` from a purchase and made `email` optional; every other house
// rule of a 1.1 purchase (strict bodies, a real calendar date, a UUID event id) still holds.
const purchaser = {
  ticketDate: IsoDateSchema.check(z.describe('Day the ticket is valid for; today or later')),
  email: z.optional(EmailSchema).check(z.describe("Purchaser's e-mail address, if given")),
};

/**
 * Body of `POST /tickets` in Museum API 1.2, under this project's rules: a general ticket
 * carries no `eventId`, an event ticket requires one; `email` is optional and `phone` is gone.
 *
 * @example
 * ```ts
 * TicketPurchase12Schema.parse({ ticketType: 'general', ticketDate: '2026-12-01' });
 * ```
 */
export const TicketPurchase12Schema = z
  .discriminatedUnion(
    'ticketType',
    [
      z.strictObject({ ticketType: z.literal('general'), ...purchaser }),
      z.strictObject({
        ticketType: z.literal('event'),
        eventId: UuidSchema.check(z.describe('The special event')),
        ...purchaser,
      }),
    ],
    { message: "ticketType must be 'general' or 'event'" },
  )
  .check(z.meta({ id: 'TicketPurchase12' }));

/**
 * The body of `POST /tickets` in Museum API 1.2: like 1.1's, with `email` optional and no `phone`.
 *
 * @example
 * ```ts
 * const purchase: TicketPurchase12 = { ticketType: 'general', ticketDate: '2026-12-01' };
 * ```
 */
export type TicketPurchase12 = z.output<typeof TicketPurchase12Schema>;
