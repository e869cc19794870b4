import { brandGuard, MuseumClientError, type MuseumRequestInfo } from './client-error.ts';

/**
 * Which bound ended a call: `'attempt'`, the per-attempt `timeout` (no response in time);
 * `'deadline'`, the call's `totalTimeout` over all its attempts and the waits between them.
 *
 * @example
 * ```ts
 * const reason: MuseumTimeoutReason = 'deadline';
 * ```
 */
export type MuseumTimeoutReason = 'attempt' | 'deadline';

/** Options of {@link MuseumTimeoutError}: the error's cause, and what ran out. */
interface MuseumTimeoutErrorOptions extends ErrorOptions {
  /** @default 'attempt' */
  reason?: MuseumTimeoutReason;
  /** Requests sent. @default 1 */
  attempts?: number;
  /**
   * What ran out, in words, after "failed: ". `callDeadline` words its own, so a program without
   * a deadline ships none of them.
   *
   * @default `no response within ${timeout} ms`
   */
  detail?: string;
}

/**
 * The call ran out of time: no response within the client's `timeout` (per attempt, `reason`
 * `'attempt'`), or its `totalTimeout` passed, or would have passed while waiting out a
 * `Retry-After` (`reason` `'deadline'`). The underlying error is the `cause`: ky's timeout, or the
 * `MuseumApiError` whose `Retry-After` asked for too long a wait. A call the caller aborted with
 * its own `signal` rejects with the signal's reason instead, as `fetch` does.
 *
 * @example
 * ```ts
 * if (isMuseumTimeoutError(error) && error.reason === 'deadline') {
 *   console.warn(`gave up after ${error.attempts} attempts within ${error.timeout} ms`);
 * }
 * ```
 */
export class MuseumTimeoutError extends MuseumClientError {
  declare readonly name: 'MuseumTimeoutError';
  /** The request that timed out. */
  declare readonly request: MuseumRequestInfo;
  /** The bound that ran out, in milliseconds: the per-attempt `timeout`, or the `totalTimeout`. */
  declare readonly timeout: number;
  /** Which bound ran out. */
  declare readonly reason: MuseumTimeoutReason;
  /** How many requests the call sent, retries included. */
  declare readonly attempts: number;

  constructor(request: MuseumRequestInfo, timeout: number, options: MuseumTimeoutErrorOptions = {}) {
    const {
      reason = 'attempt',
      attempts = 1,
      detail = `no response within ${timeout} ms`,
      ...errorOptions
    } = options;
    super(
      `${request.method} ${request.url} failed: ${detail}`,
      errorOptions,
      undefined,
      'MuseumTimeoutError',
    );
    this.request = request;
    this.timeout = timeout;
    this.reason = reason;
    this.attempts = attempts;
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
export const isMuseumTimeoutError = /* @__PURE__ */ brandGuard<MuseumTimeoutError>('MuseumTimeoutError');
