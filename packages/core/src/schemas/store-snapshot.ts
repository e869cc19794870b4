import { type SpecialEvent, SpecialEventSchema } from './special-event.ts';
import { type Ticket, TicketSchema } from './ticket.ts';
import * as z from './zod-mini.ts';

/**
 * The whole state of a store as plain JSON: what `MuseumStore.snapshot()` returns and
 * `MuseumStore.restore()` takes back.
 *
 * @example
 * ```ts
 * localStorage.setItem('museum', JSON.stringify(store.snapshot()));
 * ```
 */
export interface MuseumStoreSnapshot {
  version: 1;
  events: SpecialEvent[];
  tickets: Ticket[];
  /** Position of the seeded generator, so ids after a restore continue the same sequence. */
  randomState?: number;
}

/**
 * The shape check `MuseumStore.restore()` runs on a snapshot (the cross-record rules, unique
 * ids and tickets of known events, are the store's own). Exported so a description of an API
 * that carries snapshots, such as the mock's admin API, can be derived from it.
 *
 * @example
 * ```ts
 * MuseumStoreSnapshotSchema.safeParse(JSON.parse(text)).success;
 * ```
 */
export const MuseumStoreSnapshotSchema = z
  .strictObject({
    version: z.literal(1, { message: 'Unsupported snapshot version' }),
    events: z.array(SpecialEventSchema),
    tickets: z.array(TicketSchema),
    randomState: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(0xffffffff))),
  })
  .check(z.meta({ id: 'MuseumStoreSnapshot' }));
