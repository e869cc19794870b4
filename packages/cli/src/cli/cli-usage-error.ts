/**
 * A command line the CLI cannot run (`museum-mock` or `museum-mock verify`); the message says
 * what to change. Exit code 2.
 *
 * @example
 * ```ts
 * throw new CliUsageError('--port must be a whole number from 0 to 65535');
 * ```
 */
export class CliUsageError extends Error {
  override name = 'CliUsageError';
}
