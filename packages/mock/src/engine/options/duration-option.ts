import { type Duration, parseDuration } from '@museum-api/core/http';
import * as z from 'zod/mini';
import { checked } from './parse-options.ts';

/**
 * The longest a timer can wait: `setTimeout` and `AbortSignal.timeout` fire at once past it.
 */
export const maxTimerMs = 2_147_483_647;

/**
 * A schema for a duration option: a `Duration` (`'500ms'`, `'5s'`, `'2m'`, `'1h'`, or a
 * number of milliseconds) in, whole milliseconds out. Every duration of the mock's options, the
 * server's and the config file's is one, so each accepts the same forms and refuses with the
 * same words (`parseDuration`'s, from core, which the CLI's flags use too).
 *
 * @example
 * ```ts
 * durationOption({ min: 1 }).parse('30m'); // 1_800_000
 * ```
 */
export function durationOption(bounds: { min?: number; max?: number } = {}) {
  const duration = checked<Duration>((value) => {
    if (typeof value !== 'number' && typeof value !== 'string') {
      return 'must be a duration such as 500ms, 5s, 2m or 1h, or a number of milliseconds';
    }
    try {
      parseDuration(value, bounds);
      return undefined;
    } catch (error) {
      return (error as Error).message;
    }
  });
  return z.pipe(
    duration,
    z.transform((value: Duration) => parseDuration(value, bounds)),
  );
}
