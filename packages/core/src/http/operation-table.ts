import type { MuseumDay } from '../schemas/opening-hours.ts';
import type { SpecialEvent } from '../schemas/special-event.ts';
import type { TicketConfirmation } from '../schemas/ticket.ts';

/**
 * Every operation of the Museum API, named by the published API's operation ids: its method and
 * path (relative to the base URL, `:name` for a path parameter), its success status, and whether
 * it takes an `Idempotency-Key` (`keyed`). The one place these facts are written: the client's
 * requests, the mock's routes and keys, the OpenAPI description and the verifier derive from it.
 * The default client carries this table, so two more facts sit beside it, each in its own table:
 * the problems each operation may be refused with (`museumOperationProblems`) and each version's
 * success schema (`museumSuccessSchema` in `@museum-api/core/published`, which keeps zod out).
 *
 * @example
 * ```ts
 * museumOperations.buyMuseumTickets.path; // '/tickets'
 * ```
 */
export const museumOperations = {
  buyMuseumTickets: { method: 'POST', path: '/tickets', status: 201, keyed: true },
  getTicketCode: { method: 'GET', path: '/tickets/:ticketId/qr', status: 200 },
  createSpecialEvent: { method: 'POST', path: '/special-events', status: 201, keyed: true },
  listSpecialEvents: { method: 'GET', path: '/special-events', status: 200 },
  getSpecialEvent: { method: 'GET', path: '/special-events/:eventId', status: 200 },
  updateSpecialEvent: { method: 'PATCH', path: '/special-events/:eventId', status: 200 },
  deleteSpecialEvent: { method: 'DELETE', path: '/special-events/:eventId', status: 204 },
  getMuseumHours: { method: 'GET', path: '/museum-hours', status: 200 },
} as const satisfies Record<string, MuseumOperationFacts>;

/**
 * What {@link museumOperations} says of one operation.
 *
 * @example
 * ```ts
 * const facts: MuseumOperationFacts = { method: 'GET', path: '/museum-hours', status: 200 };
 * ```
 */
export interface MuseumOperationFacts {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: `/${string}`;
  status: 200 | 201 | 204;
  /** Takes an `Idempotency-Key`: a repeat under the same key replays the first answer. */
  keyed?: true;
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
