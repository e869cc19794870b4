import type { MuseumApiVersion } from '@museum-api/core';
import {
  ListSpecialEventsQuerySchema,
  MuseumHoursQuerySchema,
  MuseumHoursSchema,
  NewSpecialEventSchema,
  SpecialEventListSchema,
  SpecialEventPatchSchema,
  SpecialEventSchema,
  TicketConfirmationSchema,
  TicketPurchase12Schema,
  TicketPurchaseSchema,
  UuidSchema,
} from '@museum-api/core/schemas';

/**
 * The `'house'` level of the validating client: this project's own rules, both ways, on top of
 * the published ones (see {@link houseRules}).
 *
 * @example
 * ```ts
 * const level: MuseumHouseRules = houseRules;
 * ```
 */
export interface MuseumHouseRules {
  readonly level: 'house';
  /** The schema of each request's body or query, and `id` for every path parameter. */
  requests(version: MuseumApiVersion): Record<string, unknown>;
  /** The schema each success body is read with after the published one, by operation. */
  answers(version: MuseumApiVersion): Record<string, unknown>;
}

/**
 * The `level` that adds this project's own rules to the published ones, both ways (no unknown
 * field, prices and dates within our bounds, RFC 9562 UUIDs, `HH:mm` times): for tests against
 * our mock. A value rather than the string `'house'`, so a program at the published levels ships
 * none of these schemas (about 3.6 kB gzip).
 *
 * @example
 * ```ts
 * import { houseRules, withValidation } from '@museum-api/client/validate';
 *
 * const strict = withValidation(createMuseumClient({ baseUrl: 'http://127.0.0.1:4010/v1.1' }), { level: houseRules });
 * ```
 */
export const houseRules: MuseumHouseRules = {
  level: 'house',
  requests: (version) => ({
    buyMuseumTickets: version === '1.2' ? TicketPurchase12Schema : TicketPurchaseSchema,
    id: UuidSchema,
    createSpecialEvent: NewSpecialEventSchema,
    updateSpecialEvent: SpecialEventPatchSchema,
    listSpecialEvents: ListSpecialEventsQuerySchema,
    getMuseumHours: MuseumHoursQuerySchema,
  }),
  // Core's house confirmation is 1.1's shape (eventName, a required ticketId); 1.2's has no house
  // form yet, so its confirmation is read at the published level only.
  answers: (version) => ({
    ...(version === '1.1' && { buyMuseumTickets: TicketConfirmationSchema }),
    createSpecialEvent: SpecialEventSchema,
    listSpecialEvents: SpecialEventListSchema,
    getSpecialEvent: SpecialEventSchema,
    updateSpecialEvent: SpecialEventSchema,
    getMuseumHours: MuseumHoursSchema,
  }),
};
