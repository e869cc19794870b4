import { isHTTPError, type Options as KyOptions, type RetryOptions } from 'ky';
import type { MuseumRequestInfo } from './errors/museum-client-error.ts';
import { MuseumTimeoutError } from './errors/museum-timeout-error.ts';

type Fetch = NonNullable<KyOptions['fetch']>;

/** One call's attempts and overall deadline, as its error reports them. */
export interface CallDeadline {
  /** Requests sent so far. */
  readonly attempts: number;
  /** The fetch the call sends with: the client's, counting each attempt. */
  readonly fetch: Fetch;
  /** The call's retry options, which give up at once on a `Retry-After` that ends past the deadline. */
  retry(retry: RetryOptions): RetryOptions;
  /** Whether the deadline has passed (never, without one). */
  passed(): boolean;
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
 * Starts the clock of one call. ky's `totalTimeout` bounds the attempts and the waits between
 * them, but when a `Retry-After` asks for more than is left, ky sleeps until the deadline and
 * then fails; this gives up at once instead, since the answer is already known.
 *
 * @example
 * ```ts
 * const deadline = startCallDeadline(5_000, undefined, { method: 'GET', url });
 * await api(url, { fetch: deadline.fetch, retry: deadline.retry(retry), totalTimeout: 5_000 });
 * ```
 */
export function startCallDeadline(
  totalTimeout: number | false,
  fetch: Fetch | undefined,
  request: MuseumRequestInfo,
  toCause: (error: unknown) => unknown,
): CallDeadline {
  const started = performance.now();
  let attempts = 0;
  const elapsed = () => performance.now() - started;
  return {
    get attempts() {
      return attempts;
    },
    fetch: (input, init) => {
      attempts += 1;
      // Looked up per attempt, not kept, so msw and other patches of the global apply.
      return (fetch ?? globalThis.fetch)(input, init);
    },
    retry(retry) {
      if (totalTimeout === false) return retry;
      const { shouldRetry } = retry;
      return {
        ...retry,
        shouldRetry: (state) => {
          const wait = requestedWait(state.error, retry);
          if (wait !== undefined && elapsed() + wait >= totalTimeout) {
            const cause = toCause(state.error);
            throw new MuseumTimeoutError(request, totalTimeout, {
              cause,
              reason: 'deadline',
              attempts,
              wait,
            });
          }
          return shouldRetry?.(state);
        },
      };
    },
    // ky ends the last attempt, or the wait before it, when the deadline comes: a timeout then is
    // the deadline's. A millisecond of slack, since timers round.
    passed: () => totalTimeout !== false && elapsed() >= totalTimeout - 1,
  };
}
