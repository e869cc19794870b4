import { IsoDateSchema, TicketTypeSchema, UuidSchema } from './primitives.ts';
import * as z from './zod-mini.ts';

/**
 * A purchase confirmation in Museum API 1.2, as this project answers it: 1.1's confirmation
 * without `eventName`, with the event's `eventId` on an event ticket. The published 1.2 makes
 * `ticketId` optional; this project always gives it, since the ticket image is fetched by it.
 *
 * @example
 * ```ts
 * TicketConfirmation12Schema.parse(await response.json());
 * ```
 */
export const TicketConfirmation12Schema = z
  .strictObject({
    message: z
      .string()
      .check(z.describe('Human-readable confirmation; differs for general and event tickets')),
    eventId: z.optional(UuidSchema).check(z.describe('The special event (event tickets only)')),
    ticketId: UuidSchema,
    ticketType: TicketTypeSchema,
    ticketDate: IsoDateSchema,
    confirmationCode: z.string().check(z.describe('Unique code that verifies the purchase')),
  })
  .check(z.meta({ id: 'TicketConfirmation12' }));

/**
 * A purchase confirmation in Museum API 1.2 (see {@link TicketConfirmation12Schema}).
 *
 * @example
 * ```ts
 * const code = (confirmation: TicketConfirmation12) => confirmation.confirmationCode;
 * ```
 */
export type TicketConfirmation12 = z.output<typeof TicketConfirmation12Schema>;
