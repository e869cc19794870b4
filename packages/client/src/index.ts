/**
 * The typed SDK of the Museum API on ky: every operation typed, per-call options, raw responses
 * through `withResponse`, one error hierarchy, safe retries (purchases under an idempotency key
 * where the server honours one), both published API versions (1.1 and 1.2),
 * lazy paging. This default entry imports only types from `@museum-api/core`, so it carries no
 * zod; runtime validation lives in `@museum-api/client/validate`.
 *
 * @packageDocumentation
 */

/**
 * The API's domain types, from `@museum-api/core` (a dependency of this package), so an app names
 * what the client takes and returns without adding core itself.
 *
 * @example
 * ```ts
 * import type { SpecialEvent, TicketConfirmation } from '@museum-api/client';
 * ```
 */
export type {
  EventTicketPurchase,
  GeneralTicketPurchase,
  IsoDate,
  ListSpecialEventsQuery,
  MuseumApiVersion,
  MuseumDay,
  MuseumHoursQuery,
  NewSpecialEvent,
  PageQuery,
  ProblemDetails,
  ProblemIssue,
  SpecialEvent,
  SpecialEventPatch,
  Ticket,
  TicketConfirmation,
  TicketPurchase,
  TicketPurchase12,
  TicketType,
  Uuid,
} from '@museum-api/core';
export type { MuseumCredentials } from './basic-authorization.ts';
export type {
  MuseumClient,
  MuseumClientWithResponse,
  PurchaseOfType,
  TicketConfirmationFor,
  TicketImage,
  WithResponse,
} from './client-interface.ts';
export type {
  MuseumCallOptions,
  MuseumClientOptions,
  MuseumCredentialsOption,
  MuseumIdempotencyOption,
  MuseumIdempotentCallOptions,
  MuseumRetryOptions,
} from './client-options.ts';
export { createIdempotencyKey } from './create-idempotency-key.ts';
export { createMuseumClient } from './create-museum-client.ts';
export { isMuseumApiError, MuseumApiError } from './errors/api-error.ts';
export type { MuseumClientErrorName, MuseumRequestInfo } from './errors/client-error.ts';
export { isMuseumClientError, MuseumClientError } from './errors/client-error.ts';
export { isMuseumNetworkError, MuseumNetworkError } from './errors/network-error.ts';
export { isMuseumResponseError, MuseumResponseError } from './errors/response-error.ts';
export type { MuseumTimeoutReason } from './errors/timeout-error.ts';
export { isMuseumTimeoutError, MuseumTimeoutError } from './errors/timeout-error.ts';
export {
  isMuseumUnknownOutcomeError,
  MuseumUnknownOutcomeError,
} from './errors/unknown-outcome-error.ts';
export type { MuseumLogEntry, MuseumLogger } from './logged-fetch.ts';
export type { ConfirmationOf, EventOf, MuseumApiShapes, PurchaseOf } from './version-shapes.ts';
