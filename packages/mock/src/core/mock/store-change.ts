/**
 * What one request changed in a mock's store, so a listener that saves changes (the standalone
 * server's durable state) can write that row alone instead of the whole state. `undefined`
 * where a change is announced means "anything may have changed" (reset, restore).
 * Internal to this package.
 *
 * @example
 * ```ts
 * context.changed({ kind: 'ticket-sold', ticketId: confirmation.ticketId });
 * ```
 */
export type StoreChange =
  | { kind: 'ticket-sold'; ticketId: string }
  | { kind: 'event-saved'; eventId: string }
  | { kind: 'event-deleted'; eventId: string };
