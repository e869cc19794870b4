/**
 * The units a duration may name: milliseconds, seconds, minutes, hours.
 *
 * @example
 * ```ts
 * const unit: DurationUnit = 's';
 * ```
 */
export type DurationUnit = 'ms' | 's' | 'm' | 'h';

/**
 * A length of time as the mock's and the verifier's options and flags take it: a number of
 * milliseconds, or a number with its unit (`'500ms'`, `'5s'`, `'2m'`, `'1h'`).
 *
 * @example
 * ```ts
 * const sessionTtl: Duration = '30m'; // the same as 1_800_000
 * ```
 */
export type Duration = number | `${number}${DurationUnit}`;

const millisecondsPer: Record<DurationUnit, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

const example = 'such as 500ms, 5s, 2m or 1h (a bare number is milliseconds)';

/**
 * Reads a {@link Duration} as whole milliseconds: a number as it is, a string as a number
 * followed by one of the units (`ms`, `s`, `m`, `h`) or by none (milliseconds). A fraction is
 * fine where it makes whole milliseconds (`'1.5s'`). The message of a refusal names no option:
 * the caller puts its flag or field in front of it.
 *
 * @throws {RangeError} for text that is not a duration, an unknown unit, a negative value, a
 * fraction of a millisecond, a value past `Number.MAX_SAFE_INTEGER` ms, or one outside
 * `min`..`max` (a timer's bound, say: `setTimeout` fires at once past 2,147,483,647 ms).
 * @example
 * ```ts
 * parseDuration('90s'); // 90_000
 * parseDuration(250); // 250
 * parseDuration('0s', { min: 1 }); // throws RangeError: must be at least 1ms, got "0s"
 * ```
 */
export function parseDuration(
  value: string | number,
  { min = 0, max = Number.MAX_SAFE_INTEGER }: { min?: number; max?: number } = {},
): number {
  const ms = typeof value === 'number' ? value : fromText(value);
  if (!Number.isFinite(ms) || !Number.isInteger(ms)) {
    throw new RangeError(`must be a whole number of milliseconds, got ${JSON.stringify(value)}`);
  }
  if (ms < 0) throw new RangeError(`must not be negative, got ${JSON.stringify(value)}`);
  if (!Number.isSafeInteger(ms)) throw new RangeError(`is too long, got ${JSON.stringify(value)}`);
  if (ms < min) throw new RangeError(`must be at least ${min}ms, got ${JSON.stringify(value)}`);
  if (ms > max) throw new RangeError(`must be at most ${max}ms, got ${JSON.stringify(value)}`);
  return ms;
}

function fromText(text: string): number {
  const match = /^(-?\d+(?:\.\d+)?)\s*([a-zµμ]*)$/i.exec(text.trim());
  if (match === null) throw new RangeError(`must be a duration ${example}, got ${JSON.stringify(text)}`);
  const [, amount = '', unit = ''] = match;
  if (unit !== '' && !Object.hasOwn(millisecondsPer, unit)) {
    throw new RangeError(
      `has an unknown unit "${unit}" in ${JSON.stringify(text)}: use ms, s, m or h (or none, for milliseconds)`,
    );
  }
  // Rounded to a microsecond: 0.1 * 1000 is 100.00000000000001 in floating point.
  return Math.round(Number(amount) * millisecondsPer[(unit || 'ms') as DurationUnit] * 1000) / 1000;
}
