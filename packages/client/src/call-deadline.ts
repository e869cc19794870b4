import { isHTTPError, isTimeoutError, type Options, type RetryOptions } from 'ky';
import type { MuseumRequestInfo } from './errors/client-error.ts';
import { MuseumTimeoutError } from './errors/timeout-error.ts';

/**
 * One call's clock, as a {@link MuseumDeadline} starts it.
 *
 * @example
 * ```ts
 * const clock = callDeadline(5_000).start({ method: 'GET', url }, () => attempts, toMuseumError);
 * try {
 *   await api(url, clock.options({ retry }));
 * } catch (error) {
 *   throw clock.error(error);
 * }
 * ```
 */
export interface CallClock {
  /**
   * The call's ky options with the deadline: its `totalTimeout`, and retry options that give up
   * at once on a `Retry-After` that ends past it.
   */
  options(options: Omit<Options, 'retry'> & { retry: RetryOptions }): Options;
  /** The client's error for what ended the call: a timeout once the deadline has passed is the deadline's. */
  error(error: unknown): unknown;
}

/**
 * An overall deadline for a call, every attempt and every wait between them (backoff,
 * `Retry-After`) included: the client's or a call's `deadline` option, made by
 * {@link callDeadline}. A value rather than a number, so a program that sets none ships none of
 * its code.
 *
 * @example
 * ```ts
 * const within15s: MuseumDeadline = callDeadline(15_000);
 * ```
 */
export interface MuseumDeadline {
  /** The bound in milliseconds, as ky's `totalTimeout` takes it. */
  readonly totalTimeout: number;
  /**
   * Starts the clock of one call; `attempts` counts its requests so far, `toError` turns what ky
   * throws into the client's error.
   */
  start(request: MuseumRequestInfo, attempts: () => number, toError: (error: unknown) => unknown): CallClock;
}

/** ky's defaults, for a call whose retry options do not name them. */
const retryStatusCodes = [408, 413, 429, 500, 502, 503, 504];
const retryAfterStatusCodes = [413, 429, 503];

/** The wait in ms a retryable answer's `Retry-After` asks for (seconds, or an HTTP date), capped as ky caps it. */
function requestedWait(error: unknown, retry: RetryOptions): number | undefined {
  if (!isHTTPError(error)) return undefined;
  const { status, headers } = error.response;
  const retried = (retry.statusCodes ?? retryStatusCodes).includes(status);
  if (!retried || !(retry.afterStatusCodes ?? retryAfterStatusCodes).includes(status)) return undefined;
  const value = headers.get('retry-after')?.trim();
  if (!value) return undefined;
  const wait = /^\d+$/.test(value) ? Number(value) * 1000 : Date.parse(value) - Date.now();
  return Number.isNaN(wait) ? undefined : Math.min(Math.max(0, wait), retry.maxRetryAfter ?? Infinity);
}

/**
 * A deadline of `totalTimeout` milliseconds for a whole call (the client's `deadline` option, or
 * one call's). When it passes, or a `Retry-After` asks for a wait that would end past it, the call
 * rejects at once with a `MuseumTimeoutError` whose `reason` is `'deadline'` and whose `attempts`
 * says how many requests were sent; the per-attempt `timeout` still bounds each attempt. ky's own
 * `totalTimeout` would sleep until the deadline on such a `Retry-After` and then fail; this gives
 * up at once, since the answer is already known.
 *
 * @example
 * ```ts
 * import { createMuseumClient } from '@museum-api/client';
 * import { callDeadline } from '@museum-api/client/features';
 *
 * const client = createMuseumClient({ baseUrl: 'https://museum.example/v1.1', deadline: callDeadline(15_000) });
 * await client.getMuseumHours({}, { deadline: callDeadline(3_000) }); // this call: 3 s
 * ```
 *
 * @throws {TypeError} when `totalTimeout` is not whole milliseconds from 1 to 2147483647 (what ky can wait).
 */
export function callDeadline(totalTimeout: number): MuseumDeadline {
  if (!(Number.isSafeInteger(totalTimeout) && totalTimeout > 0 && totalTimeout <= 2_147_483_647)) {
    throw new TypeError(
      `a deadline must be whole milliseconds from 1 to 2147483647; got ${String(totalTimeout)}`,
    );
  }
  return {
    totalTimeout,
    start(request, attempts, toError) {
      const started = performance.now();
      const elapsed = () => performance.now() - started;
      // Worded here rather than in the error class, so a program without a deadline ships none of it.
      const deadlineError = (cause: unknown, detail: (sent: string) => string) => {
        const sent = attempts();
        const words = `${sent} attempt${sent === 1 ? '' : 's'}`;
        return new MuseumTimeoutError(request, totalTimeout, {
          cause,
          reason: 'deadline',
          attempts: sent,
          detail: detail(words),
        });
      };
      return {
        options(options) {
          const { shouldRetry } = options.retry;
          const retry: RetryOptions = {
            ...options.retry,
            shouldRetry: (state) => {
              const wait = requestedWait(state.error, options.retry);
              if (wait !== undefined && elapsed() + wait >= totalTimeout) {
                throw deadlineError(
                  toError(state.error),
                  (sent) =>
                    `the server asked to wait ${wait} ms before a retry, past its deadline of ${totalTimeout} ms; gave up after ${sent}`,
                );
              }
              return shouldRetry?.(state);
            },
          };
          return { ...options, totalTimeout, retry };
        },
        // ky ends the last attempt, or the wait before it, when the deadline comes: a timeout then
        // is the deadline's. A millisecond of slack, since timers round.
        error: (error) =>
          isTimeoutError(error) && elapsed() >= totalTimeout - 1
            ? deadlineError(error, (sent) => `its deadline of ${totalTimeout} ms passed after ${sent}`)
            : toError(error),
      };
    },
  };
}
