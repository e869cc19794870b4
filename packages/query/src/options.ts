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
   * How many times a failed query is retried; a 4xx `MuseumApiError` never is. Mutations are not
   * retried by TanStack unless you give them a `retry`; the client itself retries a purchase or an
   * event creation under its idempotency key, which stays the same across TanStack's retries.
   * @default 3
   * @example 0
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

/** {@link MuseumQueriesOptions} with every default applied. */
export interface NormalizedQueriesOptions {
  retry: number;
  now: () => Date;
}

/**
 * Applies the defaults of {@link MuseumQueriesOptions} in one place.
 *
 * @example
 * ```ts
 * normalizeOptions({}).retry; // 3
 * ```
 */
export function normalizeOptions(options: MuseumQueriesOptions = {}): NormalizedQueriesOptions {
  return { retry: options.retry ?? 3, now: options.now ?? (() => new Date()) };
}
