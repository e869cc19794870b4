/**
 * Calendar arithmetic on ISO full-dates (`YYYY-MM-DD`). Dates are days, not instants: all
 * arithmetic runs in UTC so a date never shifts with the host's time zone.
 */

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const dayMs = 86_400_000;

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
  if (typeof value !== 'string') return false;
  const match = isoDatePattern.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const probe = new Date(0);
  // setUTCFullYear, unlike Date.UTC, takes years 0-99 literally. It rolls 02-30 over to 03-02,
  // so a round trip exposes such non-days.
  probe.setUTCFullYear(year, month - 1, day);
  // Mutation testing: any two of the three comparisons (or the month alone) catch every roll-over,
  // so dropping any one, or joining year and month with `||`, are equivalent mutants, left to
  // survive: all three comparisons say plainly what a valid date is.
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
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
