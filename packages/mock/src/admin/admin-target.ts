import type { ClockAdvance } from '@museum-api/core';
import type { MuseumMock } from '../create-museum-mock.ts';

/**
 * The clock controls of a mock: read "now", move it to an instant, or move it by days and
 * milliseconds. Going back to the start is part of the mock's `reset()`.
 *
 * @example
 * ```ts
 * target.clock.advance({ days: 7 });
 * target.clock.now().toISOString();
 * ```
 */
export interface AdminClock {
  now(): Date;
  /** @throws {TypeError} for an instant that is not a valid date. */
  set(instant: Date | string | number): void;
  /** @throws {TypeError} for days or ms that are not whole numbers, or neither given. */
  advance(by: ClockAdvance): void;
}

/**
 * What the admin API drives: one mock's state, journal, faults and clock — the controls of a
 * `MuseumMock`, plus `clock`. A server with sessions hands over the session's mock. `reset()`
 * must also move the clock back to where it started.
 *
 * @example
 * ```ts
 * const response = await answerAdminRequest(mock, request, '/reset');
 * ```
 */
export interface AdminTarget
  extends Pick<MuseumMock, 'journal' | 'reset' | 'snapshot' | 'restore' | 'fault' | 'clearOverrides'> {
  readonly clock: AdminClock;
}
