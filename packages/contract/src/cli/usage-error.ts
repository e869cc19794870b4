/**
 * A command line that cannot run (`museum-verify`, `museum-mock`, `museum-mock verify`); the
 * message says what to change. Exit code 2.
 *
 * @example
 * ```ts
 * throw new UsageError('--rate must be a positive number');
 * ```
 */
export class UsageError extends Error {
  override name = 'UsageError';
}
