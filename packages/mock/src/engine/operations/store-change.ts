/**
 * What one request changed, so durable state writes that row alone; `undefined` is "anything".
 * `clock-moved` reaches commit hooks only, not `onChange` listeners.
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

/** A moved clock as durable state keeps it: the instant (fixed clock) or the offset (running clock). */
export type ClockTravel = { at: string } | { offsetMs: number };
