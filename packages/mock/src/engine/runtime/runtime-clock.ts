import {
  type ClockInput,
  type ControlledClock,
  createControlledClock,
  toClock,
  toIsoDate,
} from '@museum-api/core';
import type { ClockTravel } from './store-change.ts';

/**
 * A mock's clock and its travel: the clock tests and the admin API move, and where it was moved
 * to, as durable state saves it and resumes it.
 *
 * @example
 * ```ts
 * const clock = createRuntimeClock('2026-12-01T10:00:00Z');
 * clock.move(() => clock.now.advance({ days: 1 }), () => undefined);
 * clock.travel(); // { at: '2026-12-02T10:00:00.000Z' }
 * ```
 */
export interface RuntimeClock {
  /** The clock the store and the scenarios' dated defaults read "today" from. */
  readonly now: ControlledClock;
  /** The clock's day (UTC), as `YYYY-MM-DD`. */
  today(): string;
  /** Where the clock was moved to, or `undefined` when it was not. */
  travel(): ClockTravel | undefined;
  /** Moves the clock as `travel` says, without a commit. */
  resume(travel: ClockTravel): void;
  /**
   * Moves the clock with `step`, then `commit`s the move; a move that cannot be committed is
   * undone, so an acknowledged move is a saved one.
   */
  move(step: () => void, commit: () => void): void;
  /** Back to the clock option's own time, unmoved (a reset or a scenario switch). */
  reset(): void;
}

/**
 * The clock of a mock made with the `clock` option: a fixed one stays still where it is moved
 * to, a running one (the real time, a function) keeps the offset it was moved by.
 *
 * @example
 * ```ts
 * createRuntimeClock(undefined).today(); // today, by the real time
 * ```
 */
export function createRuntimeClock(input: ClockInput | undefined): RuntimeClock {
  const base = toClock(input);
  const now = createControlledClock(base);
  const fixed = input !== undefined && typeof input !== 'function';
  let moved = false;
  const travel = (): ClockTravel | undefined => {
    if (!moved) return undefined;
    const at = now().getTime();
    return fixed ? { at: new Date(at).toISOString() } : { offsetMs: at - base().getTime() };
  };
  const resume = (to: ClockTravel) => {
    now.set('at' in to ? to.at : base().getTime() + to.offsetMs);
    moved = true;
  };
  const reset = () => {
    now.reset();
    moved = false;
  };
  return {
    now,
    today: () => toIsoDate(now()),
    travel,
    resume,
    move(step, commit) {
      const before = travel();
      step();
      moved = true;
      try {
        commit();
      } catch (error) {
        reset();
        if (before !== undefined) resume(before);
        throw error;
      }
    },
    reset,
  };
}
