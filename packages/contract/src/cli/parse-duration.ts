import { VerifyUsageError } from './verify-usage-error.ts';

const durationUnits: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/**
 * A flag's duration, `90s`, `30m`, `2h`, `500ms` or plain milliseconds, as a positive number of
 * milliseconds; anything else is a {@link VerifyUsageError} naming the flag.
 *
 * @example
 * ```ts
 * parseDuration('90s', '--max-time'); // 90000
 * ```
 */
export function parseDuration(text: string, flag: string): number {
  const match = /^(\d{1,9})(ms|s|m|h)?$/.exec(text.trim());
  const ms = match ? Number(match[1]) * (durationUnits[match[2] ?? 'ms'] as number) : 0;
  if (ms <= 0) {
    throw new VerifyUsageError(
      `${flag} must be a positive duration such as 500ms, 90s, 30m or 2h, got "${text}"`,
    );
  }
  return ms;
}
