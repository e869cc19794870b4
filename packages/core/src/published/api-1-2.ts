// Museum API 1.2.1 as its publisher describes it, restated fact by fact: every component schema
// of the description under its own name (its `allOf` compositions written out flat), objects
// open as the description leaves them. published-schemas.test.ts holds these equal to the
// description itself.

import * as z from '../schemas/zod-mini.ts';
import {
  PublishedDailyHoursSchema,
  PublishedDateSchema,
  PublishedEmailSchema,
  PublishedErrorSchema,
  PublishedPriceSchema,
  PublishedTextSchema,
  PublishedTicketTypeSchema,
  PublishedUuidSchema,
  publishedEventFields,
  publishedParameters,
  publishedRefusals,
} from './published-formats.ts';

const ticketFields = {
  ticketId: z.optional(PublishedUuidSchema),
  ticketDate: PublishedDateSchema,
  ticketType: PublishedTicketTypeSchema,
  eventId: z.optional(PublishedUuidSchema),
};

const SpecialEvent = z.looseObject({ eventId: z.optional(PublishedUuidSchema), ...publishedEventFields });

/**
 * Every schema of the published Museum API 1.2.1, named as its description's components name
 * them, with its parameters, its declared refusals and security, and its version. 1.2 changed from 1.1: a purchase may omit `email`
 * and has no `phone`; the confirmation carries `eventId`, may omit `ticketId` and has no
 * `eventName`; an event may come without `eventId`.
 *
 * @example
 * ```ts
 * import { museumApi12 } from '@museum-api/core/published';
 *
 * museumApi12.schemas.MuseumTicketsConfirmation.parse(await response.json());
 * ```
 */
export const museumApi12 = {
  version: '1.2.1',
  schemas: {
    TicketType: PublishedTicketTypeSchema,
    Date: PublishedDateSchema,
    Email: PublishedEmailSchema,
    BuyMuseumTickets: z.looseObject({ email: z.optional(PublishedEmailSchema), ...ticketFields }),
    TicketMessage: PublishedTextSchema,
    TicketId: PublishedUuidSchema,
    TicketConfirmation: PublishedTextSchema,
    Ticket: z.looseObject(ticketFields),
    MuseumTicketsConfirmation: z.looseObject({
      ...ticketFields,
      message: PublishedTextSchema,
      confirmationCode: PublishedTextSchema,
    }),
    TicketCodeImage: z.string().check(z.meta({ format: 'binary' })),
    MuseumHours: z.array(PublishedDailyHoursSchema),
    MuseumDailyHours: PublishedDailyHoursSchema,
    EventId: PublishedUuidSchema,
    EventName: PublishedTextSchema,
    EventLocation: PublishedTextSchema,
    EventDescription: PublishedTextSchema,
    EventDates: publishedEventFields.dates,
    EventPrice: PublishedPriceSchema,
    SpecialEventFields: z.looseObject(z.partial(z.looseObject(publishedEventFields)).shape),
    SpecialEvent,
    SpecialEventCollection: z.array(SpecialEvent),
    Error: PublishedErrorSchema,
  },
  parameters: publishedParameters,
  refusals: publishedRefusals,
} as const;

/**
 * A purchase confirmation as Museum API 1.2.1 publishes it: `eventId` for event tickets, a
 * `ticketId` that may be missing, no `eventName`; open, so a server may add fields.
 *
 * @example
 * ```ts
 * const id = (confirmation: MuseumApi12Confirmation) => confirmation.ticketId ?? confirmation.confirmationCode;
 * ```
 */
export type MuseumApi12Confirmation = z.output<typeof museumApi12.schemas.MuseumTicketsConfirmation>;
/**
 * A special event as Museum API 1.2.1 publishes it: `eventId` may be missing; open to more fields.
 *
 * @example
 * ```ts
 * const title = (event: MuseumApi12Event) => `${event.name} (${event.location})`;
 * ```
 */
export type MuseumApi12Event = z.output<typeof museumApi12.schemas.SpecialEvent>;
/**
 * The days of `GET /museum-hours` as both versions publish them: times as `HH:mm` or `HHmm`.
 *
 * @example
 * ```ts
 * const opens = (days: PublishedMuseumHours) => days.map((day) => day.timeOpen);
 * ```
 */
export type PublishedMuseumHours = z.output<typeof museumApi12.schemas.MuseumHours>;
