/**
 * Calendar arithmetic on ISO full-dates (`YYYY-MM-DD`). Dates are days, not instants: all
 * arithmetic runs in UTC so a date never shifts with the host's time zone.
 */

const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;
const dayMs = 86_400_000;
// Days of each month in a common year; February has 29 in a leap year.
const monthDays = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * Whether `value` is a `YYYY-MM-DD` string naming a day that exists (leap years included).
 *
 * @example
 * ```ts
 * isIsoDate('2028-02-29'); // true
 * isIsoDate('2026-02-29'); // false
 * ```
 */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !isoDatePattern.test(value)) return false;
  // Counted from the digits (proleptic Gregorian, as `Date` counts): a match array and a `Date`
  // per call made this check a visible share of every purchase and list request.
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(5, 7));
  const day = Number(value.slice(8));
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const last = month === 2 && leap ? 29 : monthDays[month - 1];
  return last !== undefined && day >= 1 && day <= last;
}

/**
 * The ISO date (UTC) of an instant.
 *
 * @example
 * ```ts
 * toIsoDate(new Date('2026-11-22T23:30:00Z')); // '2026-11-22'
 * ```
 */
export function toIsoDate(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/**
 * The date `days` after (or, if negative, before) `date`.
 *
 * @example
 * ```ts
 * addDays('2026-12-31', 1); // '2027-01-01'
 * ```
 */
export function addDays(date: string, days: number): string {
  return toIsoDate(new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs));
}

/**
 * Day of the week of `date`, 0 = Sunday … 6 = Saturday.
 *
 * @example
 * ```ts
 * weekdayOf('2026-11-22'); // 0 (a Sunday)
 * ```
 */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}
