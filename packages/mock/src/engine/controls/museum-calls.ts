import type { ClockAdvance, MuseumStoreSnapshot } from '@museum-api/core';
import type { MockFault } from '../interventions/mock-fault.ts';
import type { InterventionOptions } from '../interventions/mock-interventions.ts';
import type { Har } from '../journal/journal-har.ts';
import type { JournalEntry } from '../journal/journal-types.ts';
import type { MuseumOperation } from '../operations/museum-operations.ts';
import type { WebhookDelivery } from '../webhooks/webhook-delivery.ts';
import type { WebhookFault } from '../webhooks/webhook-fault.ts';
import { defineCall } from './museum-command.ts';

/**
 * Filters of `MuseumControls.journal`'s `entries`, all optional and all applied.
 *
 * @example
 * ```ts
 * const query: JournalEntriesQuery<'buyMuseumTickets'> = { operation: 'buyMuseumTickets', status: 201, limit: 5 };
 * ```
 */
export interface JournalEntriesQuery<Operation extends MuseumOperation | 'unknown'> {
  operation?: Operation;
  /** One status; 0 for injected network errors. */
  status?: number;
  /** At most this many, the newest. */
  limit?: number;
}

/**
 * A scenario as the controls list it: its name, to pass to `useScenario`, and its one line.
 *
 * @example
 * ```ts
 * const closed: MuseumScenarioInfo = { name: 'closed', description: 'The museum is closed for eight weeks' };
 * ```
 */
export interface MuseumScenarioInfo {
  name: string;
  description?: string;
}

/**
 * What `MuseumControls.scenarios` resolves to: the scenario in force and every one the
 * mock knows by name.
 *
 * @example
 * ```ts
 * const { current, known } = await museum.scenarios();
 * console.log(current, known.map((scenario) => scenario.name)); // 'default' ['default', 'empty', …]
 * ```
 */
export interface MuseumScenarioList {
  /** The name of the scenario in force. */
  current: string;
  /** Every scenario the mock knows by name, built-in ones first. */
  known: MuseumScenarioInfo[];
}

/** What every clock control answers. */
interface ClockState {
  now: string;
}

const removeFault = defineCall({
  method: 'DELETE',
  path: '/faults/{id}',
  args: (id: string) => ({ id }),
});

/**
 * How each control of one mock is called, the half of the command table a caller needs and
 * nothing more (no zod, no mock: the remote handle and the dashboard page load only this): its
 * method and path on the admin API, how its arguments become its input, and how its output
 * becomes its result. `museumCommands` pairs each with what the mock checks and runs.
 *
 * @example
 * ```ts
 * museumCalls.clock.advance.path; // '/clock/advance'
 * ```
 */
export const museumCalls = {
  /** Back to the start of the scenario in force: state, ids, journal, faults and clock. */
  reset: defineCall({ method: 'POST', path: '/reset' }),
  /** Resets into a named scenario; an unknown name is refused, listing the known ones, and changes nothing. */
  useScenario: defineCall({ method: 'PUT', path: '/scenario', args: (name: string) => ({ name }) }),
  /** The scenario in force and every scenario the mock knows by name. */
  scenarios: defineCall({
    method: 'GET',
    path: '/scenarios',
    result: (list: MuseumScenarioList) => list,
  }),
  /** The state as JSON (events, tickets, id sequence position). */
  snapshot: defineCall({
    method: 'GET',
    path: '/snapshot',
    result: (snapshot: MuseumStoreSnapshot) => snapshot,
  }),
  /** Replaces the state with a snapshot; an invalid one is refused and changes nothing. */
  restore: defineCall({
    method: 'PUT',
    path: '/snapshot',
    args: (snapshot: MuseumStoreSnapshot) => snapshot,
  }),
  /** Makes requests to an operation (or `'*'`) fail as `fault` says, until removed or reset (or `times` of them); resolves to its id and its removal. */
  fault: defineCall({
    method: 'POST',
    path: '/faults',
    // The admin API takes the fault's own fields, flat, beside the operation and the count.
    args: (operation: MuseumOperation | '*', fault: MockFault, options: InterventionOptions = {}) => ({
      operation,
      ...fault,
      ...options,
    }),
    result: ({ id }: { id: string }, run) => ({
      /** The fault's id, `fault-<n>`. */
      id,
      /** Removes the fault; one used up or removed already is no error. */
      async remove(): Promise<void> {
        try {
          await run(removeFault, { id });
        } catch (error) {
          if ((error as { status?: unknown } | undefined)?.status !== 404) throw error;
        }
      },
    }),
  }),
  /** Removes one fault by its id; an id no longer active is refused with 404. */
  removeFault,
  /** Removes every fault (and every override set in process). */
  clearFaults: defineCall({ method: 'DELETE', path: '/faults' }),
  /** The requests the mock handled. */
  journal: {
    /** Handled requests, oldest first, filtered; `limit` keeps the newest. */
    entries: defineCall({
      method: 'GET',
      path: '/journal',
      args: (query: JournalEntriesQuery<MuseumOperation | 'unknown'> = {}) => query,
      result: (entries: JournalEntry[]) => entries,
    }),
    /** Forgets every entry; sequence numbers keep counting. */
    clear: defineCall({ method: 'DELETE', path: '/journal' }),
    /** The journal as a HAR 1.2 log. */
    har: defineCall({ method: 'GET', path: '/journal.har', result: (har: Har) => har }),
    /** The entries after a cursor, waiting up to `wait` seconds for one: the long poll `watch` follows. */
    feed: defineCall({
      method: 'GET',
      path: '/journal/feed',
      args: (query: { after?: number; limit?: number; wait?: number } = {}) => query,
      result: (page: { entries: JournalEntry[]; cursor: number; restarted: boolean }) => page,
    }),
  },
  /** The `publishNewEvent` webhook: subscribers, deliveries and delivery faults. */
  webhooks: {
    /** The subscribers, in the order they subscribed. */
    subscribers: defineCall({
      method: 'GET',
      path: '/webhooks/subscribers',
      result: ({ urls }: { urls: string[] }) => urls,
    }),
    /** Adds a subscriber; a URL off loopback and the allowed hosts is refused, naming its host. */
    subscribe: defineCall({
      method: 'POST',
      path: '/webhooks/subscribers',
      args: (url: string) => ({ url }),
    }),
    /** Removes a subscriber; one that is not is refused with 404. */
    unsubscribe: defineCall({
      method: 'DELETE',
      path: '/webhooks/subscribers',
      args: (url: string) => ({ url }),
    }),
    /** Every delivery kept, oldest first, with its attempts. */
    deliveries: defineCall({
      method: 'GET',
      path: '/webhooks/deliveries',
      result: (deliveries: WebhookDelivery[]) => deliveries,
    }),
    /** Makes the deliveries misbehave until removed (or the next `times`): drop, duplicate, delay, reorder, bad signature, stale timestamp. */
    fault: defineCall({
      method: 'POST',
      path: '/webhooks/faults',
      args: (fault: WebhookFault) => fault,
    }),
    /** Removes every delivery fault. */
    clearFaults: defineCall({ method: 'DELETE', path: '/webhooks/faults' }),
  },
  /** The mock's "now". */
  clock: {
    /** The mock's "now". */
    now: defineCall({ method: 'GET', path: '/clock', result: ({ now }: ClockState) => new Date(now) }),
    /** Moves "now" to an instant; resolves to the new "now". */
    set: defineCall({
      method: 'PUT',
      path: '/clock',
      args: (instant: Date | string | number) => ({ now: toInstantText(instant) }),
      result: ({ now }: ClockState) => new Date(now),
    }),
    /** Moves "now" by whole days and/or milliseconds; resolves to the new "now". */
    advance: defineCall({
      method: 'POST',
      path: '/clock/advance',
      args: (by: ClockAdvance) => by,
      result: ({ now }: ClockState) => new Date(now),
    }),
  },
};

/**
 * One session of a standalone server, as {@link RemoteMuseumMock.sessions} lists them.
 *
 * @example
 * ```ts
 * const busiest = (await remote.sessions()).sort((a, b) => b.requests - a.requests)[0];
 * ```
 */
export interface MuseumSessionInfo {
  /** The session id; `default` for requests that name none. */
  id: string;
  /** When the server made the session. */
  created: Date;
  /** When a request last named it. */
  lastUsed: Date;
  /** API requests it answered. */
  requests: number;
}

/**
 * How the controls only a standalone server has are called (its sessions rather than one
 * session's mock); `serverCommands` pairs each with what the server runs.
 *
 * @example
 * ```ts
 * serverCalls.sessions.path; // '/sessions'
 * ```
 */
export const serverCalls = {
  /** Every session the server holds (the default one first); listing them keeps none alive. */
  sessions: defineCall({
    method: 'GET',
    path: '/sessions',
    result: (
      sessions: { id: string; created: string; lastUsed: string; requests: number }[],
    ): MuseumSessionInfo[] =>
      sessions.map((session) => ({
        ...session,
        created: new Date(session.created),
        lastUsed: new Date(session.lastUsed),
      })),
  }),
  /** Ends the handle's session: its state, faults and journal go; without a session it is refused (400). */
  endSession: defineCall({ method: 'DELETE', path: '/session' }),
};

/** An instant as the admin API takes it; a Date or epoch ms that is no date goes as is, to be refused. */
function toInstantText(instant: Date | string | number): string {
  if (typeof instant === 'string') return instant;
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? String(instant) : date.toISOString();
}
