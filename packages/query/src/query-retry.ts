import { isMuseumApiError } from '@museum-api/client';

/**
 * TanStack Query's `retry` for Museum queries: up to `limit` retries, but never after a 4xx
 * `MuseumApiError`. A 400, 401 or 404 says the request itself is wrong, and asking again cannot
 * change the answer; 5xx answers, network errors and timeouts may pass.
 *
 * The client retries GETs on its own (its `retry` option, default 2) and `createMuseumQueries`
 * leaves retries to it by default (`retry: 0`). To have the query layer own them instead, and see
 * them in `failureCount`/`failureReason`, give `createMuseumQueries` a `retry` (its queries then
 * turn the client's off), or, for queries of your own, create the client with `retry: 0`:
 * never both layers, or one failing call is retried (1 + 2) × (1 + 3) = 12 times.
 *
 * @example
 * ```ts
 * const queryClient = new QueryClient({ defaultOptions: { queries: { retry: museumRetry(3) } } });
 * ```
 */
export function museumRetry(limit = 3): (failureCount: number, error: Error) => boolean {
  return (failureCount, error) =>
    failureCount < limit && !(isMuseumApiError(error) && error.status >= 400 && error.status < 500);
}
