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
