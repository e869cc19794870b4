import { hasBrand, MuseumClientError, type MuseumRequestInfo } from './museum-client-error.ts';

const brand = Symbol.for('@museum-api/client/MuseumTimeoutError');

/**
 * No response within the client's `timeout` (per attempt). The underlying timeout error is the
 * `cause`. A call the caller aborted with its own `signal` rejects with the signal's reason
 * instead, as `fetch` does.
 *
 * @example
 * ```ts
 * if (isMuseumTimeoutError(error)) console.warn(`gave up after ${error.timeout} ms`);
 * ```
 */
export class MuseumTimeoutError extends MuseumClientError {
  override name = 'MuseumTimeoutError' as const;
  readonly [brand] = true;
  /** The request that timed out. */
  readonly request: MuseumRequestInfo;
  /** The per-attempt timeout that elapsed, in milliseconds. */
  readonly timeout: number;

  constructor(request: MuseumRequestInfo, timeout: number, options?: ErrorOptions) {
    super(`${request.method} ${request.url} failed: no response within ${timeout} ms`, options);
    this.request = request;
    this.timeout = timeout;
  }
}

/**
 * Whether `value` is a {@link MuseumTimeoutError}, also across realms and package copies.
 *
 * @example
 * ```ts
 * if (isMuseumTimeoutError(error)) return retryLater();
 * ```
 */
export function isMuseumTimeoutError(value: unknown): value is MuseumTimeoutError {
  return hasBrand(value, brand);
}
