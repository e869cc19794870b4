/**
 * The one public entry of @museum-api/query: TanStack Query options for the Museum API.
 *
 * @packageDocumentation
 */

export type {
  MuseumIdempotentRequestOptions,
  MuseumInfiniteQueryOptions,
  MuseumMutationOptions,
  MuseumQueries,
  MuseumQueryOptions,
  MuseumRequestOptions,
  MuseumRetry,
  SpecialEventUpdate,
} from './create-museum-queries.ts';
export { createMuseumQueries } from './create-museum-queries.ts';
export { listWindowCovers } from './list-window.ts';
export type { MuseumQueriesOptions } from './queries-options.ts';
export type { InfiniteListQuery, MuseumKeys } from './query-keys.ts';
export { museumKeys } from './query-keys.ts';
export { museumRetry } from './query-retry.ts';
