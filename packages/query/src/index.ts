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
export type { InfiniteListQuery, MuseumKeys } from './museum-keys.ts';
export { museumKeys } from './museum-keys.ts';
export { museumRetry } from './museum-retry.ts';
export type { MuseumQueriesOptions } from './options.ts';
