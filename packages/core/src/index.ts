/**
 * Domain rules, zod schemas and their types, the in-memory store and the ticket payload of the
 * Museum API. Runs unchanged in Node and browsers. The ticket image is drawn by the
 * `@museum-api/core/ticket-image` entry, so its QR and PNG libraries load only where a ticket
 * is drawn.
 *
 * @packageDocumentation
 */
// The one public entry of @museum-api/core. Explicit named exports only, grouped by module.

export type { MuseumApiVersion } from './api-version.ts';
export { museumApiVersions, publishedBasePathOf, publishedVersionOf } from './api-version.ts';
export type { Clock, ClockAdvance, ClockInput, ControlledClock } from './clock.ts';
export { createControlledClock, toClock } from './clock.ts';
export { constantTimeEqual } from './constant-time-equal.ts';
export type { MuseumContractLevel } from './contract-level.ts';
export { levelIncludes, museumContractLevels } from './contract-level.ts';
export type { MuseumDomainErrorKind } from './errors/domain-error.ts';
export { isMuseumDomainError, MuseumDomainError } from './errors/domain-error.ts';
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
export { addDays, isIsoDate, toIsoDate, weekdayOf } from './iso-date.ts';
export { summarizeIssues } from './issue-summary.ts';
export { limits } from './limits.ts';
export {
  componentSchemas,
  interfaceSchemas,
  jsonSchemaOf,
  queryProperties,
} from './openapi/component-schemas.ts';
export {
  allowHeader,
  jsonContent,
  problemContent,
  responseRef,
  schemaRef,
} from './openapi/open-api-references.ts';
export type {
  JsonSchema,
  OpenApiDocument,
  OpenApiHeader,
  OpenApiMediaType,
  OpenApiMethod,
  OpenApiOperation,
  OpenApiParameter,
  OpenApiPathItem,
  OpenApiReference,
  OpenApiResponse,
} from './openapi/open-api-types.ts';
export { openApiMethods } from './openapi/open-api-types.ts';
export { defaultMuseumSchedule } from './opening-schedule.ts';
export type { RandomSource } from './random.ts';
export { cryptoRandom, randomConfirmationCode, randomUuid, seededRandom } from './random.ts';
export type {
  MuseumDay,
  MuseumHoursQuery,
  MuseumSchedule,
  OpeningTimes,
} from './schemas/opening-hours.ts';
export {
  MuseumDaySchema,
  MuseumHoursQuerySchema,
  MuseumHoursSchema,
  MuseumScheduleSchema,
  OpeningTimesSchema,
} from './schemas/opening-hours.ts';
export type { IsoDate, TicketType, Uuid } from './schemas/primitives.ts';
export {
  EmailSchema,
  IsoDateSchema,
  PhoneSchema,
  TicketTypeSchema,
  UuidSchema,
} from './schemas/primitives.ts';
export type { ProblemDetails, ProblemIssue } from './schemas/problem-details.ts';
export { ProblemDetailsSchema, ProblemIssueSchema } from './schemas/problem-details.ts';
export type {
  ListSpecialEventsQuery,
  NewSpecialEvent,
  PageQuery,
  SpecialEvent,
  SpecialEventPatch,
} from './schemas/special-event.ts';
export {
  ListSpecialEventsQuerySchema,
  NewSpecialEventSchema,
  PageQuerySchema,
  SpecialEventListSchema,
  SpecialEventPatchSchema,
  SpecialEventSchema,
} from './schemas/special-event.ts';
export type { MuseumStoreSnapshot } from './schemas/store-snapshot.ts';
export { MuseumStoreSnapshotSchema } from './schemas/store-snapshot.ts';
export type {
  EventTicketPurchase,
  GeneralTicketPurchase,
  Ticket,
  TicketConfirmation,
  TicketPurchase,
} from './schemas/ticket.ts';
export {
  EventTicketPurchaseSchema,
  GeneralTicketPurchaseSchema,
  TicketConfirmationSchema,
  TicketPurchaseSchema,
  TicketSchema,
} from './schemas/ticket.ts';
export type { TicketConfirmation12 } from './schemas/ticket-confirmation-1-2.ts';
export { TicketConfirmation12Schema } from './schemas/ticket-confirmation-1-2.ts';
export type { TicketPurchase12 } from './schemas/ticket-purchase-1-2.ts';
export { TicketPurchase12Schema } from './schemas/ticket-purchase-1-2.ts';
export type { MuseumStoreOptions } from './store.ts';
export { MuseumStore } from './store.ts';
export type { TicketPayload } from './ticket-image/ticket-payload.ts';
export {
  encodeTicketPayload,
  parseTicketPayload,
  verifyTicketPayload,
} from './ticket-image/ticket-payload.ts';
