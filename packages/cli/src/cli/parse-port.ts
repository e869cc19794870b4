import { CliUsageError } from './cli-usage-error.ts';

/**
 * A port from a flag or the environment: a whole number from 0 to 65535; a refusal names `source`.
 *
 * @example
 * ```ts
 * parsePort('8080', '--port'); // 8080
 * ```
 */
export function parsePort(text: string, source: string): number {
  if (!/^\d{1,5}$/.test(text) || Number(text) > 65535) {
    throw new CliUsageError(`${source} must be a whole number from 0 to 65535, got "${text}"`);
  }
  return Number(text);
}
