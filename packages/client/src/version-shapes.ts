import type {
  MuseumApiVersion,
  SpecialEvent,
  TicketConfirmation,
  TicketPurchase,
  TicketPurchase12,
} from '@museum-api/core';
import type { MuseumApi12Confirmation, MuseumApi12Event } from '@museum-api/core/published';

/**
 * What differs between the versions, as the client types it: the purchase it sends (under this
 * project's rules), the confirmation and the event it reads back (as the version publishes them).
 * 1.2: a purchase may omit `email` and has no `phone`; the confirmation has `eventId`, an
 * optional `ticketId` and no `eventName`; an event may come without `eventId`.
 *
 * @example
 * ```ts
 * type Confirmation12 = MuseumApiShapes['1.2']['confirmation'];
 * ```
 */
export interface MuseumApiShapes {
  '1.1': { purchase: TicketPurchase; confirmation: TicketConfirmation; event: SpecialEvent };
  '1.2': { purchase: TicketPurchase12; confirmation: MuseumApi12Confirmation; event: MuseumApi12Event };
}

/**
 * The purchase body of `Version`.
 *
 * @example
 * ```ts
 * const purchase: PurchaseOf<'1.2'> = { ticketType: 'general', ticketDate: '2026-12-01' };
 * ```
 */
export type PurchaseOf<Version extends MuseumApiVersion> = MuseumApiShapes[Version]['purchase'];
/**
 * The special event `Version` answers with.
 *
 * @example
 * ```ts
 * const name = (event: EventOf<'1.2'>) => event.name;
 * ```
 */
export type EventOf<Version extends MuseumApiVersion> = MuseumApiShapes[Version]['event'];
/**
 * The purchase confirmation `Version` answers with.
 *
 * @example
 * ```ts
 * const code = (confirmation: ConfirmationOf<'1.1'>) => confirmation.confirmationCode;
 * ```
 */
export type ConfirmationOf<Version extends MuseumApiVersion> = MuseumApiShapes[Version]['confirmation'];
