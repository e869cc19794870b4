import { isMuseumApiError } from '@museum-api/client';

/**
 * TanStack Query's `retry` for Museum queries: up to `limit` retries, but never after a 4xx
 * `MuseumApiError`. A 400, 401 or 404 says the request itself is wrong, and asking again cannot
 * change the answer; 5xx answers, network errors and timeouts may pass.
 *
 * The client retries GETs on its own too (its `retry` option, default 2); to have the query layer
 * own retries, and see them in `failureCount`/`failureReason`, create the client with `retry: 0`.
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
