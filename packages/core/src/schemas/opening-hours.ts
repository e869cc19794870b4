import { IsoDateSchema } from './primitives.ts';
import { PageQuerySchema } from './special-event.ts';
import * as z from './zod-mini.ts';

const clockTime = z
  .string()
  .check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'Expected a time as HH:mm (24-hour)' }));

/**
 * One open day of the museum.
 *
 * @example
 * ```ts
 * MuseumDaySchema.parse({ date: '2026-12-01', timeOpen: '09:00', timeClose: '18:00' });
 * ```
 */
export const MuseumDaySchema = z
  .strictObject({ date: IsoDateSchema, timeOpen: clockTime, timeClose: clockTime })
  .check(z.meta({ id: 'MuseumDay' }));

/**
 * Response of `GET /museum-hours`: a page of open days, in date order.
 *
 * @example
 * ```ts
 * MuseumHoursSchema.parse([]);
 * ```
 */
export const MuseumHoursSchema = z.array(MuseumDaySchema).check(z.meta({ id: 'MuseumHours' }));

/**
 * Query of `GET /museum-hours`: open days from `startDate` (default today), paged like the
 * special-event list, `limit` counting days.
 *
 * @example
 * ```ts
 * MuseumHoursQuerySchema.parse({ startDate: '2026-12-01', limit: 7 });
 * ```
 */
export const MuseumHoursQuerySchema = z.strictObject({
  startDate: z.optional(IsoDateSchema),
  ...PageQuerySchema.shape,
});

/**
 * Opening times of one day, or `null` for closed.
 *
 * @example
 * ```ts
 * const late: OpeningTimes = { timeOpen: '10:00', timeClose: '21:00' };
 * ```
 */
export const OpeningTimesSchema = z.nullable(
  z.strictObject({ timeOpen: clockTime, timeClose: clockTime }).check(
    z.refine((times) => times.timeOpen < times.timeClose, {
      message: 'timeOpen must be before timeClose',
    }),
  ),
);

/**
 * A configurable museum schedule: a weekly pattern (index 0 = Sunday) plus exceptions by date
 * (holidays closed with `null`, late openings with other times).
 *
 * @example
 * ```ts
 * const schedule: MuseumSchedule = {
 *   weekly: [null, null, open, open, open, open, open].map(() => ({ timeOpen: '09:00', timeClose: '18:00' })),
 *   exceptions: { '2026-12-25': null },
 * };
 * ```
 */
export const MuseumScheduleSchema = z.strictObject({
  weekly: z.tuple([
    OpeningTimesSchema,
    OpeningTimesSchema,
    OpeningTimesSchema,
    OpeningTimesSchema,
    OpeningTimesSchema,
    OpeningTimesSchema,
    OpeningTimesSchema,
  ]),
  exceptions: z._default(z.record(IsoDateSchema, OpeningTimesSchema), {}),
});

/**
 * One open day of the museum and its opening hours, as `GET /museum-hours` lists it.
 *
 * @example
 * ```ts
 * const day: MuseumDay = { date: '2026-12-01', timeOpen: '09:00', timeClose: '18:00' };
 * ```
 */
export type MuseumDay = z.output<typeof MuseumDaySchema>;
/**
 * Query of `GET /museum-hours`: the first day (default today, service clock) and the page.
 *
 * @example
 * ```ts
 * const query: MuseumHoursQuery = { startDate: '2026-12-01', page: 1, limit: 7 };
 * ```
 */
export type MuseumHoursQuery = z.output<typeof MuseumHoursQuerySchema>;
/**
 * Opening and closing time of one day, `HH:mm` in the museum's local time.
 *
 * @example
 * ```ts
 * const times: OpeningTimes = { timeOpen: '09:00', timeClose: '18:00' };
 * ```
 */
export type OpeningTimes = z.output<typeof OpeningTimesSchema>;
/**
 * The museum's weekly schedule with exceptions, as an option accepts it (`exceptions` may be left out).
 *
 * @example
 * ```ts
 * const sundayHours = (schedule: MuseumSchedule) => schedule.weekly[0];
 * ```
 */
export type MuseumSchedule = z.input<typeof MuseumScheduleSchema>;
