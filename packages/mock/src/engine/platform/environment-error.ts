import { hasBrand, MuseumMockError } from '../mock-error.ts';

const brand = Symbol.for('@museum-api/mock/MuseumEnvironmentError');

/**
 * The test environment lacks a platform API the mock needs (jsdom without `TextEncoder` or the
 * Fetch API under Jest, no `crypto.subtle` for webhook signatures). Thrown when the mock is set
 * up, not when a request arrives, so the suite fails before any test rather than a test seeing
 * what looks like a server's error. `missing` names each API; the message says what provides it
 * in the runner detected.
 *
 * @example
 * ```ts
 * try {
 *   setupMuseumMock();
 * } catch (error) {
 *   if (isMuseumEnvironmentError(error)) console.error(error.missing); // ['TextEncoder', 'Response']
 *   throw error;
 * }
 * ```
 */
export class MuseumEnvironmentError extends MuseumMockError {
  override name = 'MuseumEnvironmentError';
  readonly [brand] = true;
  /** The global APIs the environment lacks, as written in code (`crypto.subtle`). */
  readonly missing: readonly string[];

  constructor(message: string, missing: readonly string[]) {
    super(message);
    this.missing = missing;
  }
}

/**
 * Whether `value` is a {@link MuseumEnvironmentError}, also across realms and package copies.
 *
 * @example
 * ```ts
 * if (isMuseumEnvironmentError(error)) console.error(error.missing.join(', '));
 * ```
 */
export function isMuseumEnvironmentError(value: unknown): value is MuseumEnvironmentError {
  return hasBrand(value, brand);
}
