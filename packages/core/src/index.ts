/**
 * Domain rules, zod schemas and their types, the in-memory store and the ticket payload of the
 * Museum API. Runs unchanged in Node and browsers. The ticket image is drawn by the
 * `@museum-api/core/ticket-image` entry, so its QR and PNG libraries load only where a ticket
 * is drawn.
 *
 * @packageDocumentation
 */
// The root entry of @museum-api/core: named exports grouped by module, and the http and schemas
// entries whole, so no name is listed twice.

export type { MuseumApiVersion } from './api-version.ts';
export { museumApiVersions, publishedBasePathOf, publishedVersionOf } from './api-version.ts';
export type { Clock, ClockAdvance, ClockInput, ControlledClock } from './clock.ts';
export { createControlledClock, toClock } from './clock.ts';
export { constantTimeEqual } from './constant-time-equal.ts';
export type { MuseumContractLevel } from './contract-level.ts';
export { levelIncludes, museumContractLevels } from './contract-level.ts';
export * from './http.ts';
export { addDays, isIsoDate, toIsoDate, weekdayOf } from './iso-date.ts';
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
export * from './schemas.ts';
export type { MuseumStoreOptions } from './store.ts';
export { MuseumStore } from './store.ts';
export type { TicketPayload } from './ticket-image/ticket-payload.ts';
export {
  encodeTicketPayload,
  parseTicketPayload,
  verifyTicketPayload,
} from './ticket-image/ticket-payload.ts';
