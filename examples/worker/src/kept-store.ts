// A session's store in its Durable Object's storage, a record per key as the journal is kept: a
// change puts what it changed (one event or ticket, and the store's random state and clock),
// where putting the whole snapshot made each purchase cost the size of the session's store.
// Events and tickets are keyed by a sequence, so a restart restores them in the order they
// were made (the order `snapshot()` gives, and the order tickets are evicted in).
import type { MockRuntime } from '@museum-api/mock/host';
import { sequenceKey } from './storage-keys.ts';
import type { DurableObjectStorage } from './workers-types.ts';

type Snapshot = ReturnType<MockRuntime['mock']['snapshot']>;
type StoreChange = Parameters<Parameters<MockRuntime['onCommit']>[0]>[0];

/**
 * The record beside the events and tickets: what else a snapshot holds, the clock, the next event
 * key, and the tickets' keys, numbered without gaps from `tickets[0]` up to before `tickets[1]`
 * (so the oldest, the one the store evicts first, is always `tickets[0]`).
 */
interface StoreRecord {
  randomState?: number;
  clock: ReturnType<MockRuntime['clockTravel']>;
  next: number;
  tickets: [from: number, to: number];
}

const recordKey = 'store';
const eventPrefix = 'event:';
const ticketPrefix = 'ticket:';
const batch = 128; // the most keys one put or delete takes

/**
 * Puts back the store kept in `storage` (or keeps the store as it is, on a first start), and
 * keeps every change from then on, each in one atomic put before the answer goes out.
 *
 * @example
 * ```ts
 * await keepStore(state.storage, runtime);
 * ```
 */
export async function keepStore(storage: DurableObjectStorage, runtime: MockRuntime): Promise<void> {
  const { store } = runtime;
  const kept = (await storage.get(recordKey)) as StoreRecord | undefined;
  const eventKeys = new Map<string, string>();
  let next = kept?.next ?? 0;
  let [ticketsFrom, ticketsTo] = kept?.tickets ?? [0, 0];
  const ticketKeys = (from: number, to: number) =>
    Array.from({ length: to - from }, (_, index) => sequenceKey(ticketPrefix, from + index));
  const record = (): StoreRecord => {
    const { randomState } = store;
    const clock = runtime.clockTravel();
    return {
      ...(randomState === undefined ? {} : { randomState }),
      clock,
      next,
      tickets: [ticketsFrom, ticketsTo],
    };
  };

  const putAll = async (entries: Record<string, unknown>) => {
    const all = Object.entries(entries);
    for (let index = 0; index < all.length; index += batch)
      await storage.put(Object.fromEntries(all.slice(index, index + batch)));
  };
  const deleteAll = (keys: string[]) => {
    for (let index = 0; index < keys.length; index += batch)
      void storage.delete(keys.slice(index, index + batch));
  };
  // A reset, a restore or a seed may change anything: every record is written again, under keys
  // numbered on from the last ones.
  const writeAll = () => {
    deleteAll([...eventKeys.values(), ...ticketKeys(ticketsFrom, ticketsTo)]);
    eventKeys.clear();
    const entries: Record<string, unknown> = {};
    for (const event of store.allEvents()) {
      const key = sequenceKey(eventPrefix, next++);
      eventKeys.set(event.eventId, key);
      entries[key] = event;
    }
    ticketsFrom = ticketsTo;
    for (const ticket of store.allTickets()) entries[sequenceKey(ticketPrefix, ticketsTo++)] = ticket;
    void putAll({ ...entries, [recordKey]: record() });
  };

  if (kept === undefined) writeAll();
  else {
    const events = await storage.list({ prefix: eventPrefix });
    const tickets = await storage.list({ prefix: ticketPrefix });
    const snapshot: Snapshot = {
      version: 1,
      events: [...events.values()] as Snapshot['events'],
      tickets: [...tickets.values()] as Snapshot['tickets'],
      ...(kept.randomState === undefined ? {} : { randomState: kept.randomState }),
    };
    store.restore(snapshot);
    if (kept.clock !== undefined) runtime.resumeClock(kept.clock);
    for (const [key, event] of events) eventKeys.set((event as { eventId: string }).eventId, key);
  }

  runtime.onCommit((change: StoreChange) => {
    if (change === undefined) return writeAll();
    const entries: Record<string, unknown> = {};
    if (change.kind === 'ticket-sold') {
      entries[sequenceKey(ticketPrefix, ticketsTo++)] = store.getTicket(change.ticketId);
      // The store evicts its oldest ticket past `maxTickets`; so does its storage.
      const evicted = ticketsTo - ticketsFrom - store.ticketCount;
      if (evicted > 0) {
        deleteAll(ticketKeys(ticketsFrom, ticketsFrom + evicted));
        ticketsFrom += evicted;
      }
    } else if (change.kind === 'event-saved') {
      // An update moves the event to the end of the store's order: under a new key here too.
      const old = eventKeys.get(change.eventId);
      if (old !== undefined) deleteAll([old]);
      const key = sequenceKey(eventPrefix, next++);
      eventKeys.set(change.eventId, key);
      entries[key] = store.getEvent(change.eventId);
    } else if (change.kind === 'event-deleted') {
      const key = eventKeys.get(change.eventId);
      eventKeys.delete(change.eventId);
      if (key !== undefined) deleteAll([key]);
    }
    void storage.put({ ...entries, [recordKey]: record() });
  });
}
