import { EmailSchema, IsoDateSchema, PhoneSchema, TicketTypeSchema, UuidSchema } from './primitives.ts';
import * as z from './zod-mini.ts';

const purchaser = {
  ticketDate: IsoDateSchema.check(z.describe('Day the ticket is valid for; today or later')),
  email: EmailSchema.check(z.describe("Purchaser's e-mail address")),
  phone: z.optional(PhoneSchema).check(z.describe("Purchaser's phone number")),
};

/**
 * Body of `POST /tickets` for general entry: no `eventId`, and the date must be a day the
 * museum is open.
 *
 * @example
 * ```ts
 * GeneralTicketPurchaseSchema.parse({ ticketType: 'general', ticketDate: '2026-12-01', email: 'ada@example.com' });
 * ```
 */
export const GeneralTicketPurchaseSchema = z
  .strictObject({ ticketType: z.literal('general'), ...purchaser })
  .check(z.meta({ id: 'GeneralTicketPurchase' }));

/**
 * Body of `POST /tickets` for a special event: `eventId` is required and `ticketDate` must be
 * one of that event's dates.
 *
 * @example
 * ```ts
 * EventTicketPurchaseSchema.parse({
 *   ticketType: 'event', eventId: '3b0f8f3e-7a65-4c4e-9a51-1c6f3c2d9f10',
 *   ticketDate: '2026-12-05', email: 'ada@example.com',
 * });
 * ```
 */
export const EventTicketPurchaseSchema = z
  .strictObject({
    ticketType: z.literal('event'),
    eventId: UuidSchema.check(z.describe('The special event')),
    ...purchaser,
  })
  .check(z.meta({ id: 'EventTicketPurchase' }));

/**
 * Body of `POST /tickets`, told apart by `ticketType`.
 *
 * @example
 * ```ts
 * const purchase = TicketPurchaseSchema.parse(body);
 * if (purchase.ticketType === 'event') console.log(purchase.eventId);
 * ```
 */
export const TicketPurchaseSchema = z
  .discriminatedUnion('ticketType', [GeneralTicketPurchaseSchema, EventTicketPurchaseSchema], {
    message: "ticketType must be 'general' or 'event'",
  })
  .check(z.meta({ id: 'TicketPurchase' }));

// Shared by the confirmation and the stored ticket as a plain shape: extending the confirmation
// schema itself would copy its `TicketConfirmation` id onto the ticket, and a document holding
// both (the admin API's) would then carry two schemas under one id.
const confirmationFields = {
  message: z.string().check(z.describe('Human-readable confirmation; differs for general and event tickets')),
  eventName: z.optional(z.string()).check(z.describe('Name of the special event (event tickets only)')),
  ticketId: UuidSchema,
  ticketType: TicketTypeSchema,
  ticketDate: IsoDateSchema,
  confirmationCode: z.string().check(z.describe('Unique code that verifies the purchase')),
};

/**
 * Response of `POST /tickets` (201).
 *
 * @example
 * ```ts
 * const { ticketId, confirmationCode } = TicketConfirmationSchema.parse(await response.json());
 * ```
 */
export const TicketConfirmationSchema = z
  .strictObject(confirmationFields)
  .check(z.meta({ id: 'TicketConfirmation' }));

/**
 * A ticket as the store keeps it: the confirmation plus who bought it and when. The event name
 * is copied at purchase so the ticket stays printable after its event is deleted.
 *
 * @example
 * ```ts
 * const ticket: Ticket = store.getTicket(ticketId);
 * ```
 */
export const TicketSchema = z
  .strictObject({
    ...confirmationFields,
    eventId: z.optional(UuidSchema),
    // Optional since a Museum API 1.2 purchase may name no e-mail address.
    email: z.optional(EmailSchema),
    phone: z.optional(PhoneSchema),
    purchasedAt: z.string().check(z.describe('ISO 8601 instant of purchase (service clock)')),
  })
  .check(z.meta({ id: 'Ticket' }));

/**
 * The body of `POST /tickets` for general admission on an open day.
 *
 * @example
 * ```ts
 * const purchase: GeneralTicketPurchase = { ticketType: 'general', ticketDate: '2026-12-01', email: 'ada@example.com' };
 * ```
 */
export type GeneralTicketPurchase = z.output<typeof GeneralTicketPurchaseSchema>;
/**
 * The body of `POST /tickets` for a special event, on one of the event's dates.
 *
 * @example
 * ```ts
 * const purchase = (eventId: Uuid): EventTicketPurchase => ({ ticketType: 'event', eventId, ticketDate: '2026-12-04', email: 'ada@example.com' });
 * ```
 */
export type EventTicketPurchase = z.output<typeof EventTicketPurchaseSchema>;
/**
 * The body of `POST /tickets`: a general or an event ticket, told apart by `ticketType`.
 *
 * @example
 * ```ts
 * const isEvent = (purchase: TicketPurchase) => purchase.ticketType === 'event';
 * ```
 */
export type TicketPurchase = z.output<typeof TicketPurchaseSchema>;
/**
 * The answer to a purchase: the ticket's id, confirmation code and a message.
 *
 * @example
 * ```ts
 * const code = (confirmation: TicketConfirmation) => confirmation.confirmationCode;
 * ```
 */
export type TicketConfirmation = z.output<typeof TicketConfirmationSchema>;
/**
 * A ticket as the store keeps it: the purchase, its id, confirmation code and purchase time.
 *
 * @example
 * ```ts
 * const when = (ticket: Ticket) => ticket.purchasedAt;
 * ```
 */
export type Ticket = z.output<typeof TicketSchema>;
