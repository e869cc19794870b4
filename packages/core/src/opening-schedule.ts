import { MuseumDomainError } from './errors/domain-error.ts';
import { addDays, weekdayOf } from './iso-date.ts';
import { limits } from './limits.ts';
import {
  type MuseumDay,
  type MuseumSchedule,
  MuseumScheduleSchema,
  type OpeningTimes,
} from './schemas/opening-hours.ts';

const regular = { timeOpen: '09:00', timeClose: '18:00' };
const late = { timeOpen: '09:00', timeClose: '21:00' };

/**
 * The schedule used when none is configured: closed on Mondays, 09:00–18:00 on other days,
 * with a late opening to 21:00 on Thursdays. Times are the museum's local wall-clock times.
 *
 * @example
 * ```ts
 * new MuseumStore({ schedule: { ...defaultMuseumSchedule, exceptions: { '2026-12-25': null } } });
 * ```
 */
export const defaultMuseumSchedule: MuseumSchedule = {
  weekly: [regular, null, regular, regular, late, regular, regular],
  exceptions: {},
};

/** A validated schedule; exceptions always present. */
export type NormalizedSchedule = ReturnType<typeof MuseumScheduleSchema.parse>;

/**
 * Checks a configured schedule, so a typo in an opening time fails at start-up rather than
 * on the first request.
 */
export function normalizeSchedule(schedule: MuseumSchedule = defaultMuseumSchedule): NormalizedSchedule {
  const result = MuseumScheduleSchema.safeParse(schedule);
  if (!result.success) throw MuseumDomainError.fromZod(result.error, 'schedule');
  return result.data;
}

/** Opening times on `date`, or `null` when the museum is closed. */
export function openingTimesOn(schedule: NormalizedSchedule, date: string): OpeningTimes {
  const exception = schedule.exceptions[date];
  if (exception !== undefined) return exception;
  return schedule.weekly[weekdayOf(date)] ?? null;
}

/**
 * One page of open days from `startDate`, looking at most {@link limits.hoursHorizonDays} days
 * ahead so that a schedule with few or no open days still answers in bounded time and a paging
 * client reaches an end.
 */
export function openDays(
  schedule: NormalizedSchedule,
  startDate: string,
  offset: number,
  count: number,
): MuseumDay[] {
  const days: MuseumDay[] = [];
  let skipped = 0;
  for (let i = 0; i < limits.hoursHorizonDays && days.length < count; i++) {
    const date = addDays(startDate, i);
    const times = openingTimesOn(schedule, date);
    if (!times) continue;
    if (skipped < offset) skipped++;
    else days.push({ date, ...times });
  }
  return days;
}
