import type { ClockAdvance, MuseumStoreSnapshot } from '@museum-api/core';
import { isMuseumDomainError } from '@museum-api/core';
import type * as z from 'zod/mini';
import { ProblemError } from '../http/problem-error.ts';
import type { MockFault } from '../interventions/mock-fault.ts';
import type { InterventionOptions } from '../interventions/mock-interventions.ts';
import type { MuseumJournal } from '../journal/journal.ts';
import type { Har } from '../journal/journal-har.ts';
import type { PactStateChange } from '../journal/journal-pact.ts';
import type { JournalEntry } from '../journal/journal-types.ts';
import type { Pact } from '../journal/pact-schema.ts';
import type { MuseumOperation } from '../operations/operation-routes.ts';
import type { MuseumMock } from '../runtime/mock.ts';
import type { WebhookDelivery } from '../webhooks/webhook-delivery.ts';
import type { WebhookFault } from '../webhooks/webhook-fault.ts';
import { withWebhookAttempts } from '../webhooks/webhook-har.ts';
import { adminLimits, journalFeedLimits } from './control-limits.ts';
import type { harSchema } from './control-schemas.ts';
import { defineControl } from './define-control.ts';

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

const removeFault = defineControl({
  method: 'DELETE',
  path: '/faults/{id}',
  args: (id: string) => ({ id }),
  tag: 'Faults',
  summary: 'Remove one fault',
  description: 'Removes a fault before its count runs out; an id never made, used up or removed is a 404.',
  refusals: ['BadRequest', 'NotFound'],
  input: 'adminFaultIdSchema',
  run(mock: MuseumMock, { id }) {
    // Only faults: an override is a function in the test process, never made or named here.
    if (!mock.removeFault(id)) {
      throw ProblemError.notFound(`No active fault ${id} (never created, used up, or removed)`);
    }
  },
});

/**
 * The controls of one mock (one session of a server), each written once, here: the admin API's
 * router and OpenAPI document, the remote handle, the in-process controls, the devtools panel and
 * mcp's tools are all derived from this table. A control's name is its key, with its group's
 * before a dot (`journal.entries`): one name on every surface. Adding a control is one entry
 * here and its test. The table loads no zod (each entry names its schemas through
 * `ControlSchemas`), so the remote handle and the dashboard page stay light.
 *
 * @example
 * ```ts
 * for (const [name, control] of controlEntries(museumControls)) console.log(name, control.method, control.path);
 * ```
 */
export const museumControls = {
  /** Back to the start of the scenario in force: state, ids, journal, faults and clock. */
  reset: defineControl({
    method: 'POST',
    path: '/reset',
    tag: 'State',
    summary: 'Reset to the seed',
    description: 'Back to the start of the scenario in force: state, ids, journal, faults and clock.',
    run: (mock: MuseumMock) => mock.reset(),
  }),
  /** Resets into a named scenario; an unknown name is refused, listing the known ones, and changes nothing. */
  useScenario: defineControl({
    method: 'PUT',
    path: '/scenario',
    args: (name: string) => ({ name }),
    tag: 'State',
    summary: 'Switch to a named scenario',
    description:
      'Resets into the scenario: its data, opening schedule, latency and faults (where the ' +
      "mock's own options leave them open). An unknown name is a 400 listing the known ones, and changes nothing.",
    input: 'adminScenarioSchema',
    // An unknown name: the message lists the known ones, and nothing changed.
    run: (mock: MuseumMock, { name }) =>
      refuseTypeError('name', () => mock.useScenario(name), 'Unknown scenario'),
  }),
  /** The scenario in force and every scenario the mock knows by name. */
  scenarios: defineControl({
    method: 'GET',
    path: '/scenarios',
    result: (list: MuseumScenarioList) => list,
    tag: 'State',
    summary: 'List the scenarios',
    description: 'The scenario in force and every scenario the mock knows by name, to switch to.',
    output: 'adminScenariosSchema',
    run: (mock: MuseumMock) => ({
      current: mock.options.scenario.name,
      known: [...mock.options.scenarios.values()].map(({ name, description }) =>
        description === undefined ? { name } : { name, description },
      ),
    }),
  }),
  /** The state as JSON (events, tickets, id sequence position). */
  snapshot: defineControl({
    method: 'GET',
    path: '/snapshot',
    result: (snapshot: MuseumStoreSnapshot) => snapshot,
    tag: 'State',
    summary: 'Read the state',
    description: 'Events, tickets and the id sequence position, as JSON to restore later.',
    output: 'snapshotSchema',
    run: (mock: MuseumMock) => mock.snapshot(),
  }),
  /** Replaces the state with a snapshot; an invalid one is refused and changes nothing. */
  restore: defineControl({
    method: 'PUT',
    path: '/snapshot',
    args: (snapshot: MuseumStoreSnapshot) => snapshot,
    tag: 'State',
    summary: 'Restore a state',
    description: 'Replaces the whole state, checked first: an invalid snapshot is a 400 and changes nothing.',
    maxBytes: adminLimits.maxSnapshotBytes,
    subject: 'snapshot',
    input: 'snapshotSchema',
    run(mock: MuseumMock, snapshot) {
      try {
        mock.restore(snapshot as MuseumStoreSnapshot);
      } catch (error) {
        // The rules across records (unique ids, a ticket's event) that the shape cannot hold.
        if (!isMuseumDomainError(error)) throw error;
        throw ProblemError.invalidRequest(`Invalid snapshot: ${error.message}`, error.issues);
      }
    },
  }),
  /** Makes a provider state of a pact from the journal true (Pact's state change URL); resolves to its ids and moved dates. */
  pactState: defineControl({
    method: 'POST',
    path: '/pact/state',
    args: (change: PactStateChange) => change,
    result: (ids: Record<string, unknown>) => ids,
    tag: 'State',
    summary: 'Set up a Pact provider state',
    description:
      "Pact's provider-state change endpoint (the verifier's `stateChangeUrl`): `an event exists`, " +
      '`a ticket exists` or `the dates are relative to today`, with the ids and dates in `params`, made ' +
      'true through the store (an event is made, or gets the dates; a ticket is made), each date moved ' +
      'by as many days as today is past `params.today`. Answers the ids and each recorded date with its ' +
      'moved one, for the pact’s generators. `teardown` changes nothing. An unknown state is a 400.',
    refusals: ['BadRequest'],
    input: 'pactStateSchema',
    output: 'pactStateResultSchema',
    // Through the mock, as every control's run: the Pact code reads the published descriptions,
    // which the remote handle and the dashboard, built on this table, must not carry.
    run: (mock: MuseumMock, change) => mock.pactState(change),
  }),
  /** Makes requests to an operation (or `'*'`) fail as `fault` says, until removed or reset (or `times` of them); resolves to its id and its removal. */
  fault: defineControl({
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
    tag: 'Faults',
    summary: 'Inject a fault',
    description:
      'Makes requests to an operation answer with an error status, a network error or a delay, until deleted or reset (or for `times` requests). ' +
      'The newest fault for an operation wins. Answers its id, to remove it by.',
    input: 'adminFaultSchema',
    output: 'adminFaultCreatedSchema',
    status: 201,
    headers: {
      Location: {
        description: 'The fault, to DELETE.',
        value: ({ id }, adminRoot) => `${adminRoot}/faults/${encodeURIComponent(id)}`,
      },
    },
    run(mock: MuseumMock, { operation, times, probability, ...fault }) {
      // The mock numbers its faults itself; the id is the one the in-process handle carries.
      const { id } = mock.fault(operation, fault as MockFault, {
        ...(times === undefined ? {} : { times }),
        ...(probability === undefined ? {} : { probability }),
      });
      return { id };
    },
  }),
  /** Removes one fault by its id; an id no longer active is refused with 404. */
  removeFault,
  /** Removes every fault (and every override set in process). */
  clearFaults: defineControl({
    method: 'DELETE',
    path: '/faults',
    tag: 'Faults',
    summary: 'Remove every fault',
    description: 'Removes every fault (and every override set in process on the same mock).',
    run: (mock: MuseumMock) => mock.clearFaults(),
  }),
  /** The requests the mock handled. */
  journal: {
    /** Handled requests, oldest first, filtered; `limit` keeps the newest. */
    entries: defineControl({
      method: 'GET',
      path: '/journal',
      args: (query: JournalEntriesQuery<MuseumOperation | 'unknown'> = {}) => query,
      result: (entries: JournalEntry[]) => entries,
      tag: 'Journal',
      summary: 'List handled requests',
      description: 'The handled requests, oldest first, filtered; `limit` keeps the newest.',
      refusals: ['BadRequest'],
      input: 'journalEntriesQuerySchema',
      output: 'adminJournalSchema',
      run(mock: MuseumMock, { limit, operation, status }) {
        const entries = mock.journal.filter({
          ...(operation === undefined ? {} : { operation }),
          ...(status === undefined ? {} : { status }),
        });
        return limit === undefined ? entries : entries.slice(-limit);
      },
    }),
    /** Forgets every entry; sequence numbers keep counting. */
    clear: defineControl({
      method: 'DELETE',
      path: '/journal',
      tag: 'Journal',
      summary: 'Clear the journal',
      description: 'Forgets every entry; sequence numbers keep counting.',
      run: (mock: MuseumMock) => mock.journal.clear(),
    }),
    /** The journal as a HAR 1.2 log. */
    har: defineControl({
      method: 'GET',
      path: '/journal.har',
      result: (har: Har) => har,
      tag: 'Journal',
      summary: 'Export the journal as HAR',
      description:
        'The journal as an HTTP Archive 1.2 log, for Chrome DevTools or any HAR viewer, with every webhook ' +
        'delivery attempt as an outgoing POST (`_webhook` says its attempt number and state).',
      output: 'harSchema',
      headers: {
        'Content-Disposition': {
          description: 'Suggests the file name `museum-mock.har`.',
          value: () => 'attachment; filename="museum-mock.har"',
        },
      },
      run: (mock: MuseumMock) =>
        withWebhookAttempts(mock.journal.toHar(), mock.webhooks.deliveries()) as unknown as z.input<
          ReturnType<typeof harSchema>
        >,
    }),
    /** The journal as a Pact V4 file between `consumer` and the API. */
    pact: defineControl({
      method: 'GET',
      path: '/journal.pact',
      args: (query: { consumer: string; provider?: string }) => query,
      result: (pact: Pact) => pact,
      tag: 'Journal',
      summary: 'Export the journal as a Pact file',
      description:
        'The journal as a Pact V4 file: one interaction per distinct exchange, matchers from the published ' +
        "description (never one run's random values), and the provider state each one needs, which " +
        '`POST /__admin/pact/state` makes true.',
      refusals: ['BadRequest'],
      input: 'pactQuerySchema',
      output: 'pactSchema',
      headers: {
        'Content-Disposition': {
          description: 'Suggests the file name `<consumer>-<provider>.json`, as Pact names pacts.',
          value: (pact) =>
            `attachment; filename="${pact.consumer.name}-${pact.provider.name}.json"`.replace(
              /[^\x20-\x7e]/g,
              '_',
            ),
        },
      },
      run: async (mock: MuseumMock, { consumer, provider }) =>
        mock.journal.toPact({
          consumer,
          ...(provider === undefined ? {} : { provider }),
          apiVersion: mock.options.apiVersion,
        }),
    }),
    feed: defineControl({
      method: 'GET',
      path: '/journal/feed',
      args: (query: { after?: number; limit?: number; wait?: number } = {}) => query,
      result: (page: { entries: JournalEntry[]; cursor: number; restarted: boolean }) => page,
      tag: 'Journal',
      summary: 'Follow the journal (long poll)',
      description:
        'The requests handled after a cursor, oldest first. Without `after` it answers at once with the ' +
        'newest `limit` entries and the cursor to follow from. With `after`, when nothing came after it, it ' +
        `waits up to \`wait\` seconds (at most ${journalFeedLimits.maxWaitSeconds}) for the next request; ` +
        'it answers at once when the server closes. Poll again with the returned `cursor`: nothing is ' +
        'missed or repeated.',
      refusals: ['BadRequest'],
      input: 'journalFeedQuerySchema',
      output: 'adminJournalFeedSchema',
      async run(mock: MuseumMock, { after, limit = journalFeedLimits.defaultEntries, wait = 0 }, { signal }) {
        const { journal } = mock;
        // No cursor (a reader starting), or one ahead of the journal (the session was ended and
        // began again): the newest entries, at once. Kept sequences are contiguous, so the newest
        // `limit` are the ones after `sequence - limit`.
        if (after === undefined || after > journal.sequence) {
          return {
            entries: journal.after(Math.max(0, journal.sequence - limit), limit),
            cursor: journal.sequence,
            restarted: after !== undefined,
          };
        }
        if (after === journal.sequence && wait > 0 && limit > 0)
          await nextEntry(journal, wait * 1000, signal);
        const entries = journal.after(after, limit);
        // Entries cleared or dropped past the journal's limit are skipped: the cursor moves on.
        return { entries, cursor: entries.at(-1)?.sequence ?? journal.sequence, restarted: false };
      },
    }),
  },
  /** The `publishNewEvent` webhook: subscribers, deliveries and delivery faults. */
  webhooks: {
    /** The subscribers, in the order they subscribed. */
    subscribers: defineControl({
      method: 'GET',
      path: '/webhooks/subscribers',
      result: ({ urls }: { urls: string[] }) => urls,
      tag: 'Webhooks',
      summary: 'List the webhook subscribers',
      description: 'The URLs `publishNewEvent` is sent to, in the order they subscribed.',
      output: 'adminWebhookSubscribersSchema',
      run: (mock: MuseumMock) => ({ urls: mock.webhooks.subscribers() }),
    }),
    /** Adds a subscriber; a URL off loopback and the allowed hosts is refused, naming its host. */
    subscribe: defineControl({
      method: 'POST',
      path: '/webhooks/subscribers',
      args: (url: string) => ({ url }),
      tag: 'Webhooks',
      summary: 'Subscribe a URL to the webhook',
      description:
        'Sends `publishNewEvent` to this URL from now on (again is no error). Only loopback and the ' +
        'hosts the server allows (`--webhook-allow-host`) are taken: another is a 400 naming its host.',
      refusals: ['BadRequest'],
      input: 'adminWebhookSubscriberSchema',
      run: (mock: MuseumMock, { url }) => refuseTypeError('url', () => mock.webhooks.subscribe(url)),
    }),
    /** Removes a subscriber; one that is not is refused with 404. */
    unsubscribe: defineControl({
      method: 'DELETE',
      path: '/webhooks/subscribers',
      args: (url: string) => ({ url }),
      tag: 'Webhooks',
      summary: 'Unsubscribe a URL',
      description:
        'Stops sending to this URL; its waiting deliveries are not sent. One not subscribed is a 404.',
      refusals: ['BadRequest', 'NotFound'],
      input: 'adminWebhookSubscriberSchema',
      run(mock: MuseumMock, { url }) {
        if (!mock.webhooks.unsubscribe(url))
          throw ProblemError.notFound(`${url} is not a webhook subscriber`);
      },
    }),
    /** Every delivery kept, oldest first, with its attempts. */
    deliveries: defineControl({
      method: 'GET',
      path: '/webhooks/deliveries',
      result: (deliveries: WebhookDelivery[]) => deliveries,
      tag: 'Webhooks',
      summary: 'List the webhook deliveries',
      description:
        'Every delivery kept (the newest 1,000), oldest first: its `webhook-id`, subscriber, event, state ' +
        'and every attempt (status, duration, error). Never the secret.',
      output: 'adminWebhookDeliveriesSchema',
      run: (mock: MuseumMock) => mock.webhooks.deliveries(),
    }),
    /** Makes the deliveries misbehave until removed (or the next `times`): drop, duplicate, delay, reorder, bad signature, stale timestamp. */
    fault: defineControl({
      method: 'POST',
      path: '/webhooks/faults',
      args: (fault: WebhookFault) => fault,
      tag: 'Webhooks',
      summary: 'Inject a delivery fault',
      description:
        'Makes every delivery misbehave until the faults are removed, or only the next `times`: `drop` ' +
        '(never sent), `duplicate` (sent twice, same id), `delay` (`delay` ms of the mock clock), `reorder` ' +
        '(sent after the next one), `bad-signature` (signed with another secret), `stale-timestamp` (an hour old).',
      refusals: ['BadRequest'],
      input: 'webhookFaultSchema',
      run: (mock: MuseumMock, fault) => mock.webhooks.fault(fault),
    }),
    /** Removes every delivery fault. */
    clearFaults: defineControl({
      method: 'DELETE',
      path: '/webhooks/faults',
      tag: 'Webhooks',
      summary: 'Remove every delivery fault',
      description: 'Removes every webhook delivery fault; deliveries go out normally again.',
      run: (mock: MuseumMock) => mock.webhooks.clearFaults(),
    }),
  },
  /** The mock's "now". */
  clock: {
    /** The mock's "now". */
    now: defineControl({
      method: 'GET',
      path: '/clock',
      result: ({ now }: ClockState) => new Date(now),
      tag: 'Clock',
      summary: 'Read "now"',
      description: 'The instant the mock takes as now.',
      output: 'adminClockStateSchema',
      run: (mock: MuseumMock) => ({ now: mock.clock.now().toISOString() }),
    }),
    /** Moves "now" to an instant; resolves to the new "now". */
    set: defineControl({
      method: 'PUT',
      path: '/clock',
      args: (instant: Date | string | number) => ({ now: toInstantText(instant) }),
      result: ({ now }: ClockState) => new Date(now),
      tag: 'Clock',
      summary: 'Move "now" to an instant',
      description: 'Over a real-time clock the moved clock keeps ticking; over a fixed one it stays.',
      input: 'adminClockSetSchema',
      output: 'adminClockStateSchema',
      run(mock: MuseumMock, { now }) {
        refuseTypeError('now', () => mock.clock.set(now));
        return { now: mock.clock.now().toISOString() };
      },
    }),
    /** Moves "now" by whole days and/or milliseconds; resolves to the new "now". */
    advance: defineControl({
      method: 'POST',
      path: '/clock/advance',
      args: (by: ClockAdvance) => by,
      result: ({ now }: ClockState) => new Date(now),
      tag: 'Clock',
      summary: 'Move "now" by days and milliseconds',
      description: 'Adds whole days and/or milliseconds (negative travels back).',
      input: 'adminClockAdvanceSchema',
      output: 'adminClockStateSchema',
      run(mock: MuseumMock, by) {
        refuseTypeError('(body)', () => mock.clock.advance(by));
        return { now: mock.clock.now().toISOString() };
      },
    }),
  },
};

/** Resolves when the journal records a request, after `ms`, or when `signal` aborts: whichever is first. */
function nextEntry(journal: MuseumJournal, ms: number, signal: AbortSignal | undefined): Promise<void> {
  if (signal?.aborted) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    const unsubscribe = journal.subscribe(done);
    signal?.addEventListener('abort', done, { once: true });
  });
}

/** Runs `action`, turning the mock's TypeError for a refused value into a 400 naming `path`. */
function refuseTypeError(path: string, action: () => void, issue?: string): void {
  try {
    action();
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    const message = error.message.replace(/^museum mock: /, '');
    throw ProblemError.invalidRequest(message, [{ path, message: issue ?? message }]);
  }
}

/** An instant as the admin API takes it; a Date or epoch ms that is no date goes as is, to be refused. */
function toInstantText(instant: Date | string | number): string {
  if (typeof instant === 'string') return instant;
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? String(instant) : date.toISOString();
}
