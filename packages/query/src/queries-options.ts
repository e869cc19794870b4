/**
 * Options of `createMuseumQueries`.
 *
 * @example
 * ```ts
 * const museum = createMuseumQueries(client, { retry: 1, now: () => new Date('2026-12-01T10:00:00Z') });
 * ```
 */
export interface MuseumQueriesOptions {
  /**
   * How many times TanStack retries a failed query; a 4xx `MuseumApiError` never is. By default
   * the client owns retries (one owner, so one failing call is not retried by both layers): it
   * knows which methods are safe to repeat, the idempotency keys the server honours, and
   * `Retry-After`, and retries GETs twice on its own. Set this above 0 to have TanStack own them
   * instead (visible in `failureCount` and `failureReason`): the queries then ask the client not
   * to retry (`retry: 0` per call, unless a call's own options set `retry`). Mutations are not
   * retried by TanStack unless you give them a `retry`; the client retries a purchase or an event
   * creation under its idempotency key, which stays the same across TanStack's retries.
   * @default 0
   * @example 3
   */
  retry?: number;
  /**
   * This app's idea of the service's clock. Only lists whose query omits a date bound need it: the
   * API then counts from the service's "today". Set it when the service's clock is not the real
   * time, as with a mock on a fixed clock.
   * @default () => new Date()
   * @example () => new Date('2026-12-01T10:00:00Z')
   */
  now?: () => Date;
}

/**
 * Applies the defaults of {@link MuseumQueriesOptions} in one place.
 *
 * @example
 * ```ts
 * normalizeOptions({}).retry; // 0
 * ```
 */
export function normalizeOptions(options: MuseumQueriesOptions = {}) {
  return { retry: options.retry ?? 0, now: options.now ?? (() => new Date()) };
}
