import type { ClockAdvance, MuseumStoreSnapshot } from '@museum-api/core';
import type { InterventionHandle, InterventionOptions, MockFault } from '../mock-interventions.ts';
import type { MuseumJournal } from '../museum-journal.ts';
import type { MuseumOperation } from '../museum-operations.ts';

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
 * What the admin API drives: one mock's state, journal, faults and clock. A `MuseumMock` with
 * clock controls satisfies it as is; a server with sessions hands over the session's mock.
 * `reset()` must also move the clock back to where it started.
 *
 * @example
 * ```ts
 * const response = await answerAdminRequest(mock, request, '/reset');
 * ```
 */
export interface AdminTarget {
  readonly journal: MuseumJournal;
  readonly clock: AdminClock;
  /** Back to the seed: state, ids, journal, faults and overrides, clock. */
  reset(): void;
  snapshot(): MuseumStoreSnapshot;
  /** Replaces the state, validating all of it first (nothing changes on a bad snapshot). */
  restore(snapshot: MuseumStoreSnapshot): void;
  fault(
    operation: MuseumOperation | '*',
    fault: MockFault,
    options?: InterventionOptions,
  ): InterventionHandle;
  /** Removes every fault and override. */
  clearOverrides(): void;
}
