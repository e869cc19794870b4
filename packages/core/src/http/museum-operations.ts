import type { MuseumDay } from '../schemas/museum-hours.ts';
import type { SpecialEvent } from '../schemas/special-event.ts';
import type { TicketConfirmation } from '../schemas/ticket.ts';
import type { MuseumProblemName } from './problem-types.ts';

// What any operation may be refused with: a bad parameter or body, missing credentials, a method
// its path lacks.
const always = ['invalidRequest', 'unauthorized', 'methodNotAllowed'] as const;
// What an operation that takes a JSON body adds.
const body = ['payloadTooLarge', 'unsupportedMediaType'] as const;
// What an operation that takes an `Idempotency-Key` adds.
const key = ['idempotencyKeyInUse', 'idempotencyKeyReused'] as const;

/**
 * Every operation of the Museum API, named by the published API's operation ids: its method and
 * path (relative to the base URL, `:name` for a path parameter), its success status, whether it
 * takes an `Idempotency-Key` (`keyed`), and the problems it may be refused with (each problem's
 * status is in `museumProblems`). The one place these facts are written: the client's requests,
 * the mock's routes and keys, the OpenAPI description and the verifier derive from it. Each
 * version's success schema is in `museumSuccessSchemas` (`@museum-api/core/published`), which
 * keeps zod out of this table.
 *
 * @example
 * ```ts
 * museumOperations.buyMuseumTickets.path; // '/tickets'
 * ```
 */
export const museumOperations = {
  buyMuseumTickets: {
    method: 'POST',
    path: '/tickets',
    status: 201,
    keyed: true,
    problems: [...always, 'notFound', ...body, ...key],
  },
  getTicketCode: {
    method: 'GET',
    path: '/tickets/:ticketId/qr',
    status: 200,
    problems: [...always, 'notFound'],
  },
  createSpecialEvent: {
    method: 'POST',
    path: '/special-events',
    status: 201,
    keyed: true,
    problems: [...always, ...body, ...key],
  },
  listSpecialEvents: { method: 'GET', path: '/special-events', status: 200, problems: always },
  getSpecialEvent: {
    method: 'GET',
    path: '/special-events/:eventId',
    status: 200,
    problems: [...always, 'notFound'],
  },
  updateSpecialEvent: {
    method: 'PATCH',
    path: '/special-events/:eventId',
    status: 200,
    problems: [...always, 'notFound', ...body],
  },
  deleteSpecialEvent: {
    method: 'DELETE',
    path: '/special-events/:eventId',
    status: 204,
    problems: [...always, 'notFound'],
  },
  getMuseumHours: { method: 'GET', path: '/museum-hours', status: 200, problems: always },
} as const satisfies Record<string, MuseumOperationFacts>;

/**
 * What {@link museumOperations} says of one operation.
 *
 * @example
 * ```ts
 * const facts: MuseumOperationFacts = { method: 'GET', path: '/museum-hours', status: 200, problems: [] };
 * ```
 */
export interface MuseumOperationFacts {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: `/${string}`;
  status: 200 | 201 | 204;
  /** Takes an `Idempotency-Key`: a repeat under the same key replays the first answer. */
  keyed?: true;
  problems: readonly MuseumProblemName[];
}

/**
 * Name of one operation of the Museum API.
 *
 * @example
 * ```ts
 * const operation: MuseumOperation = 'listSpecialEvents';
 * ```
 */
export type MuseumOperation = keyof typeof museumOperations;

/**
 * The request path of `operation` relative to the base URL, without its leading slash, each
 * `:name` replaced by `params[name]`, percent-encoded.
 *
 * @example
 * ```ts
 * operationPath('getSpecialEvent', { eventId: 'a b' }); // 'special-events/a%20b'
 * ```
 */
export function operationPath(operation: MuseumOperation, params: Record<string, string> = {}): string {
  return museumOperations[operation].path
    .slice(1)
    .replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/**
 * Path parameters and success body of each operation, for typed journal entries.
 *
 * @example
 * ```ts
 * type Created = MuseumOperationTypes['createSpecialEvent']['response']; // SpecialEvent
 * ```
 */
export interface MuseumOperationTypes {
  buyMuseumTickets: { params: Record<string, never>; response: TicketConfirmation };
  getTicketCode: { params: { ticketId: string }; response: undefined };
  createSpecialEvent: { params: Record<string, never>; response: SpecialEvent };
  listSpecialEvents: { params: Record<string, never>; response: SpecialEvent[] };
  getSpecialEvent: { params: { eventId: string }; response: SpecialEvent };
  updateSpecialEvent: { params: { eventId: string }; response: SpecialEvent };
  deleteSpecialEvent: { params: { eventId: string }; response: undefined };
  getMuseumHours: { params: Record<string, never>; response: MuseumDay[] };
}
