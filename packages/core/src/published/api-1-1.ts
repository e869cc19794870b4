// Museum API 1.1.1 as its publisher describes it, restated fact by fact: every component schema
// of the description under its own name, objects open as the description leaves them. The
// house rules (bounds, strict bodies) live in ../schemas/; published-schemas.test.ts holds these
// equal to the description itself.

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

const SpecialEventResponse = z.looseObject({ eventId: PublishedUuidSchema, ...publishedEventFields });

/**
 * Every schema of the published Museum API 1.1.1, named as its description's components name
 * them, with its parameters, its declared refusals and security, and its version.
 *
 * @example
 * ```ts
 * import { museumApi11 } from '@museum-api/core/published';
 *
 * museumApi11.schemas.BuyMuseumTicketsResponse.parse(await response.json());
 * ```
 */
export const museumApi11 = {
  version: '1.1.1',
  schemas: {
    TicketType: PublishedTicketTypeSchema,
    Date: PublishedDateSchema,
    Email: PublishedEmailSchema,
    Phone: PublishedTextSchema,
    BuyMuseumTicketsRequest: z.looseObject({
      ticketType: PublishedTicketTypeSchema,
      eventId: z.optional(PublishedUuidSchema),
      ticketDate: PublishedDateSchema,
      email: PublishedEmailSchema,
      phone: z.optional(PublishedTextSchema),
    }),
    TicketMessage: PublishedTextSchema,
    TicketId: PublishedUuidSchema,
    TicketConfirmation: PublishedTextSchema,
    BuyMuseumTicketsResponse: z.looseObject({
      message: PublishedTextSchema,
      eventName: z.optional(PublishedTextSchema),
      ticketId: PublishedUuidSchema,
      ticketType: PublishedTicketTypeSchema,
      ticketDate: PublishedDateSchema,
      confirmationCode: PublishedTextSchema,
    }),
    GetTicketCodeResponse: z.string().check(z.meta({ format: 'binary' })),
    GetMuseumHoursResponse: z.array(PublishedDailyHoursSchema),
    MuseumDailyHours: PublishedDailyHoursSchema,
    EventId: PublishedUuidSchema,
    EventName: PublishedTextSchema,
    EventLocation: PublishedTextSchema,
    EventDescription: PublishedTextSchema,
    EventDates: publishedEventFields.dates,
    EventPrice: PublishedPriceSchema,
    CreateSpecialEventRequest: z.looseObject(publishedEventFields),
    UpdateSpecialEventRequest: z.looseObject(z.partial(z.looseObject(publishedEventFields)).shape),
    ListSpecialEventsResponse: z.array(SpecialEventResponse),
    SpecialEventResponse,
    Error: PublishedErrorSchema,
  },
  parameters: publishedParameters,
  refusals: publishedRefusals,
} as const;

/**
 * A purchase confirmation as Museum API 1.1.1 publishes it: open, so a server may add fields.
 *
 * @example
 * ```ts
 * const code = (confirmation: MuseumApi11Confirmation) => confirmation.confirmationCode;
 * ```
 */
export type MuseumApi11Confirmation = z.output<typeof museumApi11.schemas.BuyMuseumTicketsResponse>;
/**
 * A special event as Museum API 1.1.1 publishes it: `eventId` always present, open to more fields.
 *
 * @example
 * ```ts
 * const id = (event: MuseumApi11Event) => event.eventId;
 * ```
 */
export type MuseumApi11Event = z.output<typeof museumApi11.schemas.SpecialEventResponse>;
