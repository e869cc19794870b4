// The formats the published descriptions name, as JSON Schema validators read them: a `uuid` is
// any 8-4-4-4-12 hex string (no version or variant is demanded), an `email` any address of the
// usual dot-atom form. Core's own schemas are stricter on purpose (house rules); these are not.

import { IsoDateSchema } from '../schemas/primitives.ts';
import * as z from '../schemas/zod-mini.ts';

/**
 * A string of the description's `format: uuid`: any 8-4-4-4-12 hex string, either case.
 *
 * @example
 * ```ts
 * PublishedUuidSchema.parse('00000000-0000-0000-0000-000000000000');
 * ```
 */
export const PublishedUuidSchema = z
  .string()
  .check(
    z.regex(/^[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i, { message: 'Expected a UUID' }),
    z.meta({ format: 'uuid' }),
  );

/**
 * A string of the description's `format: email`, read as JSON Schema validators read it.
 *
 * @example
 * ```ts
 * PublishedEmailSchema.parse('museum-lover@example.com');
 * ```
 */
export const PublishedEmailSchema = z
  .string()
  .check(
    z.regex(
      /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i,
      { message: 'Expected an e-mail address' },
    ),
    z.meta({ format: 'email' }),
  );

/**
 * A string of the description's `format: date`: a calendar date as `YYYY-MM-DD`.
 *
 * @example
 * ```ts
 * PublishedDateSchema.parse('2026-12-24');
 * ```
 */
export const PublishedDateSchema = IsoDateSchema;

/**
 * A time of day as both descriptions pattern it: 24-hour `HH:mm`, or `HHmm` without the colon.
 *
 * @example
 * ```ts
 * PublishedTimeSchema.parse('0930');
 * ```
 */
export const PublishedTimeSchema = z
  .string()
  .check(z.regex(/^([01]\d|2[0-3]):?([0-5]\d)$/, { message: 'Expected a time as HH:mm or HHmm' }));

/**
 * A number of the description's `type: number, format: float`: any finite number.
 *
 * @example
 * ```ts
 * PublishedPriceSchema.parse(-3.5); // the descriptions set no bounds
 * ```
 */
export const PublishedPriceSchema = z.number().check(z.meta({ format: 'float' }));

/**
 * A ticket's type, `event` or `general`, in both versions.
 *
 * @example
 * ```ts
 * PublishedTicketTypeSchema.parse('event');
 * ```
 */
export const PublishedTicketTypeSchema = z.enum(['event', 'general']);

/**
 * A free text of the descriptions: any string, empty included (they state no bounds).
 *
 * @example
 * ```ts
 * PublishedTextSchema.parse('');
 * ```
 */
export const PublishedTextSchema = z.string();

/**
 * The query parameters both versions share, as the descriptions state them: integers for paging
 * (`limit` at most 30, no lower bound stated) and dates for the window.
 *
 * @example
 * ```ts
 * publishedParameters.PaginationLimit.parse(30);
 * ```
 */
export const publishedParameters = {
  PaginationPage: z.int(),
  PaginationLimit: z.int().check(z.maximum(30)),
  EventId: PublishedUuidSchema,
  StartDate: PublishedDateSchema,
  EndDate: PublishedDateSchema,
  TicketId: PublishedUuidSchema,
};

/**
 * The error body both descriptions give for 400, 401 and 404: an open object whose `type` and
 * `title` are strings when present.
 *
 * @example
 * ```ts
 * PublishedErrorSchema.parse({ title: 'Validation failed', status: 400 });
 * ```
 */
export const PublishedErrorSchema = z.looseObject({
  type: z.optional(z.string()),
  title: z.optional(z.string()),
});

/**
 * The query of each operation that has one, as both descriptions list its parameters: all
 * optional, open to parameters they do not name.
 *
 * @example
 * ```ts
 * publishedQueries.listSpecialEvents.parse({ startDate: '2026-12-01', limit: 30 });
 * ```
 */
export const publishedQueries = {
  listSpecialEvents: z.looseObject({
    startDate: z.optional(publishedParameters.StartDate),
    endDate: z.optional(publishedParameters.EndDate),
    page: z.optional(publishedParameters.PaginationPage),
    limit: z.optional(publishedParameters.PaginationLimit),
  }),
  getMuseumHours: z.looseObject({
    startDate: z.optional(publishedParameters.StartDate),
    page: z.optional(publishedParameters.PaginationPage),
    limit: z.optional(publishedParameters.PaginationLimit),
  }),
};

/**
 * What both descriptions declare of refusals and credentials: the statuses each operation lists
 * for a refusal (every one answered as `application/problem+json`, with the {@link
 * PublishedErrorSchema} body), and the security requirement every operation carries, HTTP Basic.
 * A request without credentials is refused with 401 by that scheme (HTTP authentication), even
 * where the operation lists no 401.
 *
 * @example
 * ```ts
 * publishedRefusals.statuses.deleteSpecialEvent; // [400, 401, 404]
 * ```
 */
export const publishedRefusals = {
  mediaType: 'application/problem+json',
  security: 'basic',
  statuses: {
    getMuseumHours: [400, 404],
    createSpecialEvent: [400, 404],
    listSpecialEvents: [400, 404],
    getSpecialEvent: [400, 404],
    updateSpecialEvent: [400, 404],
    deleteSpecialEvent: [400, 401, 404],
    buyMuseumTickets: [400, 404],
    getTicketCode: [400, 404],
  },
} as const;

/** A special event's fields as both versions describe them; each version says whether `eventId` comes with them. */
export const publishedEventFields = {
  name: PublishedTextSchema,
  location: PublishedTextSchema,
  eventDescription: PublishedTextSchema,
  dates: z.array(PublishedDateSchema),
  price: PublishedPriceSchema,
};

/** One open day as both versions describe it (`MuseumDailyHours`). */
export const PublishedDailyHoursSchema = z.looseObject({
  date: PublishedDateSchema,
  timeOpen: PublishedTimeSchema,
  timeClose: PublishedTimeSchema,
});
