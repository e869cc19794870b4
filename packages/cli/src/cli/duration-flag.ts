import { parseDuration } from '@museum-api/core';
import { CliUsageError } from './cli-usage-error.ts';

/**
 * A duration flag's value (`500ms`, `5s`, `2m`, `1h`, or milliseconds) in milliseconds, read
 * by core's `parseDuration` as the config file's durations are; a refusal is a
 * {@link CliUsageError} naming the flag.
 *
 * @example
 * ```ts
 * durationFlag('90s', '--session-ttl', { min: 1 }); // 90000
 * durationFlag('5d', '--session-ttl'); // throws: --session-ttl has an unknown unit "d" in "5d": use ms, s, m or h …
 * ```
 */
export function durationFlag(
  text: string,
  flag: string,
  bounds: { min?: number; max?: number } = {},
): number {
  try {
    return parseDuration(text, bounds);
  } catch (error) {
    throw new CliUsageError(`${flag} ${(error as Error).message}`);
  }
}
