/**
 * The `@museum-api/core/http` entry: what every party to the API's HTTP shares and that needs no
 * schema: the operations table, the header names, the problem types, and the capped body reader. Plain data and one
 * function, so a browser bundle that only needs these (the mock's devtools panel) carries no zod.
 * The root entry exports all of this too.
 *
 * @packageDocumentation
 */

export {
  idempotencyKeyHeader,
  idempotentReplayedHeader,
  maxIdempotencyKeyLength,
  museumApiVersionHeader,
  museumIdempotencyHeader,
  requestIdHeader,
} from './http/header-names.ts';
export type { MuseumOperation, MuseumOperationTypes } from './http/museum-operations.ts';
export { museumOperations } from './http/museum-operations.ts';
export type { MuseumProblemType } from './http/problem-types.ts';
export { problemTypes } from './http/problem-types.ts';
export { joinChunks, readStreamCapped } from './http/read-stream-capped.ts';
