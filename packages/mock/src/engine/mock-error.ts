const brand = Symbol.for('@museum-api/mock/MuseumMockError');

/**
 * Base class of every error the mock throws for its user to catch: {@link MuseumAdminError}
 * from the remote handle and `StateFileError` from the standalone server. Catch this to handle
 * "the mock refused" in one place; narrow with the `is…Error` guards for the details. (A
 * request the mock refuses is answered as a problem, never thrown, and bad options are a
 * `TypeError`, as in `fetch`.)
 *
 * @example
 * ```ts
 * try {
 *   await museum.fault('buyMuseumTickets', { status: 503 });
 * } catch (error) {
 *   if (isMuseumMockError(error)) console.warn('the mock refused:', error.message);
 *   else throw error;
 * }
 * ```
 */
export class MuseumMockError extends Error {
  override name = 'MuseumMockError';
  readonly [brand] = true;
}

/** Whether `value` carries brand `key` (a `Symbol.for`, so it holds across copies and realms). */
export function hasBrand(value: unknown, key: symbol): boolean {
  return (value as Record<symbol, unknown> | null | undefined)?.[key] === true;
}

/**
 * Whether `value` is any {@link MuseumMockError}, also across realms and package copies.
 *
 * @example
 * ```ts
 * if (isMuseumMockError(error)) process.exitCode = 1;
 * ```
 */
export function isMuseumMockError(value: unknown): value is MuseumMockError {
  return hasBrand(value, brand);
}
