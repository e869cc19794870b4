import { addDays, isIsoDate } from '@museum-api/core';
import type { SeedEvent } from './seed-data.ts';

/**
 * What one call of a {@link SeedEventFactory} may set: any field of a {@link SeedEvent}, or
 * `inDays` (days after the factory's `today`: `[1, 8]` is tomorrow and a week after it) in
 * place of `dates`.
 *
 * @example
 * ```ts
 * const overrides: SeedEventOverrides = { name: 'Night tour', inDays: [1, 8], price: 0 };
 * ```
 */
export type SeedEventOverrides = Partial<SeedEvent> & { inDays?: number[] };

/**
 * Makes one valid seed event per call, the fields not given filled in from the call's number:
 * the nth call's id is `00000000-0000-4000-8000-` and n in twelve hex digits, its name
 * `Special event n`, its location `Gallery n`, its single date the day after `today`, its
 * price 10. Each factory counts from 1, so the same calls give the same events, run after run.
 *
 * @example
 * ```ts
 * const event = seedEventFactory({ today: '2026-12-01' });
 * event({ name: 'Night tour' }).eventId; // '00000000-0000-4000-8000-000000000001'
 * ```
 */
export type SeedEventFactory = (overrides?: SeedEventOverrides) => SeedEvent & { eventId: string };

/**
 * Returns a {@link SeedEventFactory} whose dates count from `today` (use the mock's clock day).
 * Replaces hand-written fixtures: a test states only the fields it asserts on.
 *
 * @throws {TypeError} when `today` is not a `YYYY-MM-DD` date, or when a call gives `inDays`
 * that are not whole numbers, or both `inDays` and `dates`.
 * @example
 * ```ts
 * const event = seedEventFactory({ today: '2026-12-01' });
 * const seed = [event({ name: 'Night tour', inDays: [1, 8] }), event({ price: 0 })];
 * createMuseumMock({ clock: '2026-12-01T10:00:00Z', seed });
 * ```
 */
export function seedEventFactory({ today }: { today: string }): SeedEventFactory {
  if (!isIsoDate(today)) {
    throw new TypeError(`seedEventFactory: today must be a YYYY-MM-DD date, got ${JSON.stringify(today)}`);
  }
  let count = 0;
  return ({ inDays, ...fields } = {}) => {
    if (inDays !== undefined && fields.dates !== undefined) {
      throw new TypeError('seedEventFactory: give dates or inDays, not both');
    }
    if (inDays !== undefined && !inDays.every((days) => Number.isInteger(days))) {
      throw new TypeError(`seedEventFactory: inDays must be whole numbers, got ${JSON.stringify(inDays)}`);
    }
    count += 1;
    return {
      eventId: `00000000-0000-4000-8000-${count.toString(16).padStart(12, '0')}`,
      name: `Special event ${count}`,
      location: `Gallery ${count}`,
      eventDescription: `Seeded event number ${count}.`,
      dates: (inDays ?? [1]).map((days) => addDays(today, days)),
      price: 10,
      ...fields,
    };
  };
}
