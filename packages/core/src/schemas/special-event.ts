import { limits } from '../limits.ts';
import { boundedText, IsoDateSchema, UuidSchema } from './primitives.ts';
import * as z from './zod-mini.ts';

const price = z.number({ message: 'Expected a number' }).check(
  z.minimum(0, { message: 'Must be 0 or more' }),
  z.maximum(limits.priceMax, { message: `At most ${limits.priceMax}` }),
  z.refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
    message: 'At most two decimal places (whole cents)',
  }),
  z.describe('Ticket price in US dollars, whole cents'),
);

const dates = z.array(IsoDateSchema).check(
  z.minLength(1, { message: 'At least one date' }),
  z.maxLength(limits.datesMaxCount, { message: `At most ${limits.datesMaxCount} dates` }),
  z.refine((list) => new Set(list).size === list.length, { message: 'Dates must be unique' }),
  // The refinement has no JSON Schema form; uniqueItems states the same rule for the OpenAPI document.
  z.meta({ uniqueItems: true }),
  z.describe('Planned dates of the event, unique; returned sorted'),
);

const fields = {
  name: boundedText(limits.nameMaxLength).check(z.describe('Event name')),
  location: boundedText(limits.locationMaxLength).check(z.describe('Where the event is held; free text')),
  eventDescription: boundedText(limits.descriptionMaxLength).check(z.describe('Free-text description')),
  dates,
  price,
};

/**
 * Body of `POST /special-events`: all five fields required, nothing else accepted
 * (an `eventId` is assigned by the service, so sending one is an error).
 *
 * @example
 * ```ts
 * NewSpecialEventSchema.parse({
 *   name: 'Night of the Dinosaurs', location: 'Hall B', eventDescription: 'Torch-lit tour.',
 *   dates: ['2026-12-05'], price: 25,
 * });
 * ```
 */
export const NewSpecialEventSchema = z.strictObject(fields).check(z.meta({ id: 'NewSpecialEvent' }));

/**
 * Body of `PATCH /special-events/{eventId}`: any non-empty subset of the five fields, each
 * validated as on create.
 *
 * @example
 * ```ts
 * SpecialEventPatchSchema.parse({ price: 30 });
 * ```
 */
export const SpecialEventPatchSchema = z.partial(z.strictObject(fields)).check(
  z.refine((patch) => Object.keys(patch).length > 0, {
    message: 'At least one field to change',
    // Only when the keys were all known: `{ eventId }` is an unknown-field error, not an empty patch.
    when: (payload) => payload.issues.length === 0,
  }),
  z.meta({ id: 'SpecialEventPatch' }),
);

/**
 * A special event as the service returns it.
 *
 * @example
 * ```ts
 * const event = SpecialEventSchema.parse(await response.json());
 * ```
 */
export const SpecialEventSchema = z
  .strictObject({ eventId: UuidSchema.check(z.describe('Assigned by the service')), ...fields })
  .check(z.meta({ id: 'SpecialEvent' }));

/**
 * Response of `GET /special-events`: one page of events.
 *
 * @example
 * ```ts
 * SpecialEventListSchema.parse([]);
 * ```
 */
export const SpecialEventListSchema = z.array(SpecialEventSchema).check(z.meta({ id: 'SpecialEventList' }));

const pageNumber = z
  .number()
  .check(z.int({ message: 'Expected a whole number' }), z.minimum(1, { message: 'Must be 1 or more' }));
const pageSize = z
  .number()
  .check(
    z.int({ message: 'Expected a whole number' }),
    z.minimum(1, { message: 'Must be 1 or more' }),
    z.maximum(limits.pageSizeMax, { message: `At most ${limits.pageSizeMax}` }),
  );

/**
 * Paging of a list: `page` from 1 (default 1), `limit` 1..30 (default 10).
 *
 * @example
 * ```ts
 * PageQuerySchema.parse({ page: 2, limit: 30 });
 * ```
 */
export const PageQuerySchema = z.strictObject({ page: z.optional(pageNumber), limit: z.optional(pageSize) });

/**
 * Query of `GET /special-events`. An event matches when any of its dates lies in
 * `[startDate, endDate]`; `startDate` defaults to today and `endDate` to 7 days after `startDate`.
 *
 * @example
 * ```ts
 * ListSpecialEventsQuerySchema.parse({ startDate: '2026-12-01', endDate: '2026-12-31', limit: 30 });
 * ```
 */
export const ListSpecialEventsQuerySchema = z
  .strictObject({
    startDate: z.optional(IsoDateSchema),
    endDate: z.optional(IsoDateSchema),
    ...PageQuerySchema.shape,
  })
  .check(
    z.refine((query) => !query.startDate || !query.endDate || query.startDate <= query.endDate, {
      message: 'startDate must not be after endDate',
      path: ['endDate'],
    }),
  );

/**
 * The body of `POST /special-events`: all five fields of a new event.
 *
 * @example
 * ```ts
 * const event: NewSpecialEvent = { name: 'Night tour', location: 'Hall A', eventDescription: 'By torchlight.', dates: ['2026-12-04'], price: 12.5 };
 * ```
 */
export type NewSpecialEvent = z.output<typeof NewSpecialEventSchema>;
/**
 * The body of `PATCH /special-events/{eventId}`: any non-empty subset of an event's fields.
 *
 * @example
 * ```ts
 * const patch: SpecialEventPatch = { price: 10 };
 * ```
 */
export type SpecialEventPatch = z.output<typeof SpecialEventPatchSchema>;
/**
 * A special event as the API returns it: its fields and its `eventId`.
 *
 * @example
 * ```ts
 * const dates = (event: SpecialEvent) => event.dates.join(', ');
 * ```
 */
export type SpecialEvent = z.output<typeof SpecialEventSchema>;
/**
 * Paging of a list: `page` from 1 (default 1), `limit` 1 to 30 (default 10).
 *
 * @example
 * ```ts
 * const query: PageQuery = { page: 2, limit: 30 };
 * ```
 */
export type PageQuery = z.output<typeof PageQuerySchema>;
/**
 * Query of `GET /special-events`: a date window (both ends inclusive) and the page.
 *
 * @example
 * ```ts
 * const query: ListSpecialEventsQuery = { startDate: '2026-12-01', endDate: '2026-12-07' };
 * ```
 */
export type ListSpecialEventsQuery = z.output<typeof ListSpecialEventsQuerySchema>;
