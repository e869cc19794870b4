import type { MuseumDay } from '../schemas/museum-hours.ts';
import type { SpecialEvent } from '../schemas/special-event.ts';
import type { TicketConfirmation } from '../schemas/ticket.ts';

/**
 * Every operation of the Museum API with its method and path (relative to the base URL),
 * named by the published API's operation ids. The journal, faults and overrides use these names.
 *
 * @example
 * ```ts
 * museumOperations.buyMuseumTickets; // { method: 'POST', path: '/tickets' }
 * ```
 */
export const museumOperations = {
  buyMuseumTickets: { method: 'POST', path: '/tickets' },
  getTicketCode: { method: 'GET', path: '/tickets/:ticketId/qr' },
  createSpecialEvent: { method: 'POST', path: '/special-events' },
  listSpecialEvents: { method: 'GET', path: '/special-events' },
  getSpecialEvent: { method: 'GET', path: '/special-events/:eventId' },
  updateSpecialEvent: { method: 'PATCH', path: '/special-events/:eventId' },
  deleteSpecialEvent: { method: 'DELETE', path: '/special-events/:eventId' },
  getMuseumHours: { method: 'GET', path: '/museum-hours' },
} as const satisfies Record<string, { method: string; path: string }>;

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
