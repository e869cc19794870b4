/**
 * What one request changed in a mock's store, so a listener that saves changes (the standalone
 * server's durable state) can write that row alone instead of the whole state. `undefined`
 * where a change is announced means "anything may have changed" (reset, restore).
 * `clock-moved` is the mock's clock, not its store: it reaches commit hooks only (durable state
 * keeps a moved clock), not `onChange` listeners. Internal to this package.
 */
export type StoreChange =
  | { kind: 'ticket-sold'; ticketId: string }
  | {
      kind: 'event-saved';
      eventId: string;
      /** What the request did to the event, for the `publishNewEvent` webhook. */
      effect?: 'created' | 'updated' | 'unchanged';
    }
  | { kind: 'event-deleted'; eventId: string }
  | { kind: 'clock-moved' };

/**
 * Where a moved clock stands, as durable state keeps it: over a fixed `clock` option, the instant
 * it was moved to (it stays still there); over a running clock (real time or a function), how
 * far ahead or behind it runs, so it keeps ticking, the time the server was down included.
 * Internal to this package.
 */
export type ClockTravel = { at: string } | { offsetMs: number };
