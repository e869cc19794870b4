import { type ClockInput, createControlledClock, toClock, toIsoDate } from '@museum-api/core';
import type { ClockTravel } from '../operations/store-change.ts';

/** A mock's clock from the `clock` option, and its travel as durable state saves and resumes it. */
export function createRuntimeClock(input: ClockInput | undefined) {
  const base = toClock(input);
  const now = createControlledClock(base);
  const fixed = input !== undefined && typeof input !== 'function';
  let moved = false;
  /** Where the clock was moved to, or `undefined` when it was not. */
  const travel = (): ClockTravel | undefined => {
    if (!moved) return undefined;
    const at = now().getTime();
    return fixed ? { at: new Date(at).toISOString() } : { offsetMs: at - base().getTime() };
  };
  /** Moves the clock as `to` says, without a commit. */
  const resume = (to: ClockTravel) => {
    now.set('at' in to ? to.at : base().getTime() + to.offsetMs);
    moved = true;
  };
  /** Back to the clock option's own time, unmoved (a reset or a scenario switch). */
  const reset = () => {
    now.reset();
    moved = false;
  };
  return {
    /** The clock the store and the scenarios' dated defaults read "today" from. */
    now,
    /** The clock's day (UTC), as `YYYY-MM-DD`. */
    today: () => toIsoDate(now()),
    travel,
    resume,
    /**
     * Moves the clock with `step`, then `commit`s the move; a move that cannot be committed is
     * undone, so an acknowledged move is a saved one.
     */
    move(step: () => void, commit: () => void): void {
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

/** The clock {@link createRuntimeClock} makes. */
export type RuntimeClock = ReturnType<typeof createRuntimeClock>;
