/**
 * The `@museum-api/core/http` entry: what every party to the API's HTTP shares and that needs no
 * schema: the operations table, the header names, the problems (type and status), the capped body reader, and the
 * duration parser the mock's and the verifier's options and flags share. Plain data and two
 * functions, so a browser bundle that only needs these (the mock's devtools panel) carries no zod.
 * The root entry exports all of this too.
 *
 * @packageDocumentation
 */

export type { Duration, DurationUnit } from './http/duration.ts';
export { parseDuration } from './http/duration.ts';
export {
  idempotencyKeyHeader,
  idempotentReplayedHeader,
  maxIdempotencyKeyLength,
  museumApiVersionHeader,
  museumIdempotencyHeader,
  requestIdHeader,
} from './http/header-names.ts';
export { museumOperationProblems } from './http/operation-problems.ts';
export type {
  MuseumOperation,
  MuseumOperationFacts,
  MuseumOperationTypes,
} from './http/operation-table.ts';
export { museumOperations, operationPath } from './http/operation-table.ts';
export type { MuseumProblemName, MuseumProblemType } from './http/problem-types.ts';
export { museumProblems, problemTypes } from './http/problem-types.ts';
export { joinChunks, readStreamCapped } from './http/read-stream-capped.ts';
