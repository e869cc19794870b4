import {
  isMuseumDomainError,
  MuseumDomainError,
  type MuseumStore,
  type MuseumStoreSnapshot,
  type NewSpecialEvent,
  summarizeIssues,
  type Ticket,
} from '@museum-api/core';
import { defaultSeed } from './default-seed.ts';

/**
 * A special event to seed: the five fields, and an `eventId` if the event should keep a known
 * id (otherwise one is drawn, from the `randomSeed` when given).
 *
 * @example
 * ```ts
 * const event: SeedEvent = { name: 'Gala', location: 'Atrium', eventDescription: 'Black tie.', dates: ['2026-12-31'], price: 120 };
 * ```
 */
export type SeedEvent = NewSpecialEvent & { eventId?: string };

/**
 * Events and tickets to start from. Tickets are whole records (as a snapshot holds them).
 *
 * @example
 * ```ts
 * const data: MuseumSeedData = { events: [gala], tickets: [] };
 * ```
 */
export interface MuseumSeedData {
  events?: SeedEvent[];
  tickets?: Ticket[];
}

/**
 * What a mock starts with, and returns to on `reset()`: the built-in data set, nothing, a
 * list of events, events and tickets, a store snapshot, or a function of today's date (so
 * seeded dates can follow the clock).
 *
 * @example
 * ```ts
 * const seed: MuseumSeed = (today) => ({ events: [{ ...gala, dates: [today] }] });
 * ```
 */
export type MuseumSeed =
  | 'default'
  | 'empty'
  | SeedEvent[]
  | MuseumSeedData
  | MuseumStoreSnapshot
  | ((today: string) => MuseumSeedData | SeedEvent[]);

/**
 * Empties `store`, restarts its id sequence and loads `seed`, all or nothing.
 *
 * @throws {MuseumDomainError} `invalid`, with paths under `seed.` naming the bad entry.
 */
export function applySeed(store: MuseumStore, seed: MuseumSeed): void {
  const before = store.snapshot();
  try {
    store.clear();
    store.reseed();
    if (seed === 'empty') return;
    const data = resolveSeed(store, seed);
    if ('version' in data) {
      store.restore(data);
      return;
    }
    const events = data.events ?? [];
    const tickets = data.tickets ?? [];
    if (!Array.isArray(events)) throw MuseumDomainError.invalid('events', 'Expected an array of events');
    if (!Array.isArray(tickets)) throw MuseumDomainError.invalid('tickets', 'Expected an array of tickets');
    events.forEach((event, i) => {
      try {
        if (typeof event === 'object' && event !== null && 'eventId' in event) store.importEvent(event);
        else store.createEvent(event);
      } catch (error) {
        throw prefixed(error, `events.${i}`);
      }
    });
    if (tickets.length > 0) {
      const current = store.snapshot();
      store.restore({ ...current, tickets: [...current.tickets, ...tickets] });
    }
  } catch (error) {
    store.restore(before);
    throw prefixed(error, 'seed');
  }
}

function resolveSeed(
  store: MuseumStore,
  seed: Exclude<MuseumSeed, 'empty'>,
): MuseumSeedData | MuseumStoreSnapshot {
  if (seed === 'default') return { version: 1, ...defaultSeed(store.today(), store.now()) };
  const data = typeof seed === 'function' ? seed(store.today()) : seed;
  if (Array.isArray(data)) return { events: data };
  if (typeof data !== 'object' || data === null) {
    throw MuseumDomainError.invalid(
      '(seed)',
      "Expected 'default', 'empty', an array of events or { events, tickets }",
    );
  }
  return data;
}

function prefixed(error: unknown, prefix: string): unknown {
  if (!isMuseumDomainError(error)) return error;
  const issues = error.issues.map((issue) => ({
    path: issue.path === '(body)' ? prefix : `${prefix}.${issue.path}`,
    message: issue.message,
  }));
  return new MuseumDomainError(error.kind, summarizeIssues(issues) || error.message, issues, {
    cause: error,
  });
}
