/**
 * Where the service reads "now". A function so tests can move time; a fixed instant for
 * deterministic runs.
 *
 * @example
 * ```ts
 * const clock: Clock = () => new Date('2026-12-01T10:00:00Z');
 * ```
 */
export type Clock = () => Date;

/**
 * Anything that can stand for a clock: a function, or a fixed instant as a `Date`, an ISO string
 * (`'2026-12-01'` or a full timestamp) or epoch milliseconds.
 *
 * @example
 * ```ts
 * const fixed: ClockInput = '2026-12-01T10:00:00Z';
 * ```
 */
export type ClockInput = Clock | Date | string | number;

/**
 * Turns a {@link ClockInput} into a {@link Clock}; no input means the real time.
 *
 * @example
 * ```ts
 * toClock('2026-12-01')(); // Date 2026-12-01T00:00:00.000Z
 * ```
 */
export function toClock(input?: ClockInput): Clock {
  if (input === undefined) return () => new Date();
  if (typeof input === 'function') return input;
  const instant = new Date(input);
  if (Number.isNaN(instant.getTime())) throw new TypeError(`Not a valid clock instant: ${String(input)}`);
  // Hand out copies: a caller that mutates the Date it got must not move the clock.
  return () => new Date(instant.getTime());
}

/**
 * A clock a test can move: call it for "now", like any {@link Clock}, and travel with `set`,
 * `advance` and `reset`. Over a running clock (a function, the real time by default) travel is
 * an offset, so the moved clock keeps ticking; over a fixed instant it stays still where it was
 * moved to.
 *
 * @example
 * ```ts
 * const clock = createControlledClock('2026-12-01T10:00:00Z');
 * clock.advance({ days: 3 });
 * clock().toISOString(); // '2026-12-04T10:00:00.000Z'
 * ```
 */
export interface ControlledClock extends Clock {
  /**
   * Moves "now" to `instant` (a `Date`, an ISO string or epoch milliseconds).
   *
   * @throws {TypeError} for an instant that is not a valid date.
   */
  set(instant: Date | string | number): void;
  /**
   * Moves "now" by whole `days` (24 h each) and/or `ms`; negative values travel back.
   *
   * @throws {TypeError} when neither is given, `days` is not a whole number, `ms` is not a
   * finite whole number, or the result falls outside the range of `Date`.
   */
  advance(by: ClockAdvance): void;
  /** Back to the clock it was created with: no travel at all. */
  reset(): void;
}

/**
 * How far {@link ControlledClock.advance} moves: whole days, milliseconds, or both (added up).
 *
 * @example
 * ```ts
 * const nextWeek: ClockAdvance = { days: 7 };
 * ```
 */
export interface ClockAdvance {
  days?: number | undefined;
  ms?: number | undefined;
}

const msPerDay = 86_400_000;
// The range of `Date`: ±100,000,000 days around the epoch (ECMA-262 §21.4.1.22).
const maxEpochMs = 8.64e15;

/**
 * Creates a {@link ControlledClock} over a {@link ClockInput}; no input means the real time.
 * Pass it wherever a clock is taken (`new MuseumStore({ clock })`, the mock's `clock` option) and
 * keep the handle to travel.
 *
 * @throws {TypeError} for an input that is not a valid instant.
 *
 * @example
 * ```ts
 * const clock = createControlledClock();
 * const store = new MuseumStore({ clock });
 * clock.set('2026-12-24T09:00:00Z'); // store.today() is now '2026-12-24', and time moves on
 * clock.reset(); // the real time again
 * ```
 */
export function createControlledClock(input?: ClockInput): ControlledClock {
  const base = toClock(input);
  let offsetMs = 0;
  const moveTo = (epochMs: number, what: string) => {
    if (!Number.isFinite(epochMs) || Math.abs(epochMs) > maxEpochMs) {
      throw new TypeError(`Clock ${what} falls outside the range of Date`);
    }
    offsetMs = epochMs - base().getTime();
  };
  // Not moved (the usual case, and the hot one: the store reads "now" several times per request),
  // the clock is its input as it was; only a moved clock makes a Date of its own.
  const clock = (() => (offsetMs === 0 ? base() : new Date(base().getTime() + offsetMs))) as ControlledClock;
  clock.set = (instant) => {
    const epochMs = instantMs(instant);
    if (Number.isNaN(epochMs)) throw new TypeError(`Not a valid clock instant: ${String(instant)}`);
    // Stryker disable next-line StringLiteral: a Date's own time is always within its range, so moveTo never refuses a set instant.
    moveTo(epochMs, `instant ${String(instant)}`);
  };
  clock.advance = (by) => {
    const { days, ms } = (by ?? {}) as ClockAdvance;
    if (days === undefined && ms === undefined) {
      throw new TypeError('Clock advance needs `days` and/or `ms`');
    }
    if (days !== undefined && !Number.isSafeInteger(days)) {
      throw new TypeError(`Clock advance \`days\` must be a whole number, not ${String(days)}`);
    }
    if (ms !== undefined && !Number.isSafeInteger(ms)) {
      throw new TypeError(`Clock advance \`ms\` must be a finite whole number, not ${String(ms)}`);
    }
    moveTo(clock().getTime() + (days ?? 0) * msPerDay + (ms ?? 0), 'advance');
  };
  clock.reset = () => {
    offsetMs = 0;
  };
  return clock;
}

function instantMs(instant: Date | string | number): number {
  if (instant instanceof Date) return instant.getTime();
  if (typeof instant === 'string' || typeof instant === 'number') return new Date(instant).getTime();
  return Number.NaN;
}
