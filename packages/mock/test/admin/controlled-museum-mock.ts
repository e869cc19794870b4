// Until `MuseumMock` carries clock controls itself (the lead adds `mock.clock`, and makes
// `reset()` move it back), this adapter gives an in-process mock the clock the admin API drives:
// a core ControlledClock passed as the mock's `clock` option.
import { type ClockInput, createControlledClock } from '@museum-api/core';
import type { AdminTarget } from '../../src/admin/admin-target.ts';
import { createMuseumMock, type MuseumMock } from '../../src/create-museum-mock.ts';
import type { MuseumMockOptions } from '../../src/mock-options.ts';

/** A mock with the clock controls of {@link AdminTarget}; `reset()` also resets the clock. */
export type ControlledMuseumMock = MuseumMock & AdminTarget;

export function createControlledMuseumMock(
  options: Omit<MuseumMockOptions, 'clock'> & { clock?: ClockInput } = {},
): ControlledMuseumMock {
  const controlled = createControlledClock(options.clock);
  const mock = createMuseumMock({ ...options, clock: controlled });
  // The mock's methods close over its state rather than `this`, so the original stays callable.
  const resetState = mock.reset;
  return Object.assign(mock, {
    clock: {
      now: () => controlled(),
      set: (instant: Date | string | number) => controlled.set(instant),
      advance: (by: { days?: number; ms?: number }) => controlled.advance(by),
    },
    reset: () => {
      // The clock first: the seed dates its events from the (reset) clock's today.
      controlled.reset();
      resetState();
    },
  });
}
