/**
 * A `museum-verify` command line that cannot run; the message says what to change. Exit code 2.
 *
 * @example
 * ```ts
 * throw new VerifyUsageError('--rate must be a positive whole number');
 * ```
 */
export class VerifyUsageError extends Error {
  override name = 'VerifyUsageError';
}
