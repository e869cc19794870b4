/**
 * The `@museum-api/core/schemas` entry: the API's zod schemas, their types, and what a
 * validating caller needs beside them (the error that turns zod issues into the API's problem
 * issues, the documented limits). It reaches neither the store nor the ticket renderer, whose
 * QR and PNG libraries are CommonJS a bundler must keep once imported; that optional cost is
 * why this entry exists. The root entry exports all of this too.
 *
 * @packageDocumentation
 */

export type { MuseumDomainErrorKind } from './errors/domain-error.ts';
export { isMuseumDomainError, MuseumDomainError } from './errors/domain-error.ts';
export { summarizeIssues } from './issue-summary.ts';
export { limits } from './limits.ts';
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
