import { isMuseumDomainError, type MuseumStoreSnapshot, MuseumStoreSnapshotSchema } from '@museum-api/core';
import type * as z from 'zod';
import { ProblemError } from '../http/problem-error.ts';
import type { MockFault } from '../interventions/mock-fault.ts';
import type { MuseumJournal } from '../journal/museum-journal.ts';
import type { MuseumMock } from '../runtime/museum-mock.ts';
import { webhookFaultSchema } from '../webhooks/webhook-fault.ts';
import { withWebhookAttempts } from '../webhooks/webhook-har.ts';
import {
  adminClockAdvanceSchema,
  adminClockSetSchema,
  adminClockStateSchema,
  adminFaultCreatedSchema,
  adminFaultIdSchema,
  adminFaultSchema,
  adminJournalFeedSchema,
  adminJournalSchema,
  adminLimits,
  adminScenarioSchema,
  adminScenariosSchema,
  harSchema,
  journalEntriesQuerySchema,
  journalFeedLimits,
  journalFeedQuerySchema,
} from './command-schemas.ts';
import { museumCalls } from './museum-calls.ts';
import { defineCommand } from './museum-command.ts';
import {
  adminWebhookDeliveriesSchema,
  adminWebhookSubscriberSchema,
  adminWebhookSubscribersSchema,
} from './webhook-schemas.ts';

const removeFault = defineCommand(museumCalls.removeFault, {
  tag: 'Faults',
  summary: 'Remove one fault',
  description: 'Removes a fault before its count runs out; an id never made, used up or removed is a 404.',
  refusals: ['BadRequest', 'NotFound'],
  get input() {
    return adminFaultIdSchema();
  },
  run(mock: MuseumMock, { id }) {
    // Only faults: an override is a function in the test process, never made or named here.
    if (!mock.removeFault(id)) {
      throw ProblemError.notFound(`No active fault ${id} (never created, used up, or removed)`);
    }
  },
});

/**
 * The controls of one mock (one session of a server), each written once: the admin API's router
 * and OpenAPI document, the remote handle, the in-process controls and the devtools panel are
 * all derived from this table. A control's name is its key, with its group's before a dot
 * (`journal.entries`): one name on every surface. Adding a control is one entry here and its test.
 *
 * @example
 * ```ts
 * for (const [name, command] of commandEntries(museumCommands)) console.log(name, command.method, command.path);
 * ```
 */
export const museumCommands = {
  reset: defineCommand(museumCalls.reset, {
    tag: 'State',
    summary: 'Reset to the seed',
    description: 'Back to the start of the scenario in force: state, ids, journal, faults and clock.',
    run: (mock: MuseumMock) => mock.reset(),
  }),
  useScenario: defineCommand(museumCalls.useScenario, {
    tag: 'State',
    summary: 'Switch to a named scenario',
    description:
      'Resets into the scenario: its data, opening schedule, latency and faults (where the ' +
      "mock's own options leave them open). An unknown name is a 400 listing the known ones, and changes nothing.",
    get input() {
      return adminScenarioSchema();
    },
    run(mock: MuseumMock, { name }) {
      try {
        mock.useScenario(name);
      } catch (error) {
        // An unknown name; the message lists the known ones, and nothing changed.
        if (!(error instanceof TypeError)) throw error;
        throw ProblemError.invalidRequest(error.message.replace(/^museum mock: /, ''), [
          { path: 'name', message: 'Unknown scenario' },
        ]);
      }
    },
  }),
  scenarios: defineCommand(museumCalls.scenarios, {
    tag: 'State',
    summary: 'List the scenarios',
    description: 'The scenario in force and every scenario the mock knows by name, to switch to.',
    get output() {
      return adminScenariosSchema();
    },
    run: (mock: MuseumMock) => ({
      current: mock.options.scenario.name,
      known: [...mock.options.scenarios.values()].map(({ name, description }) =>
        description === undefined ? { name } : { name, description },
      ),
    }),
  }),
  snapshot: defineCommand(museumCalls.snapshot, {
    tag: 'State',
    summary: 'Read the state',
    description: 'Events, tickets and the id sequence position, as JSON to restore later.',
    output: MuseumStoreSnapshotSchema,
    run: (mock: MuseumMock) => mock.snapshot(),
  }),
  restore: defineCommand(museumCalls.restore, {
    tag: 'State',
    summary: 'Restore a state',
    description: 'Replaces the whole state, checked first: an invalid snapshot is a 400 and changes nothing.',
    maxBytes: adminLimits.maxSnapshotBytes,
    subject: 'snapshot',
    input: MuseumStoreSnapshotSchema,
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
  fault: defineCommand(museumCalls.fault, {
    tag: 'Faults',
    summary: 'Inject a fault',
    description:
      'Makes requests to an operation answer with an error status, a network error or a delay, until deleted or reset (or for `times` requests). ' +
      'The newest fault for an operation wins. Answers its id, to remove it by.',
    get input() {
      return adminFaultSchema();
    },
    get output() {
      return adminFaultCreatedSchema();
    },
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
  removeFault,
  clearFaults: defineCommand(museumCalls.clearFaults, {
    tag: 'Faults',
    summary: 'Remove every fault',
    description: 'Removes every fault (and every override set in process on the same mock).',
    run: (mock: MuseumMock) => mock.clearFaults(),
  }),
  journal: {
    entries: defineCommand(museumCalls.journal.entries, {
      tag: 'Journal',
      summary: 'List handled requests',
      description: 'The handled requests, oldest first, filtered; `limit` keeps the newest.',
      refusals: ['BadRequest'],
      get input() {
        return journalEntriesQuerySchema();
      },
      get output() {
        return adminJournalSchema();
      },
      run(mock: MuseumMock, { limit, operation, status }) {
        const entries = mock.journal.filter({
          ...(operation === undefined ? {} : { operation }),
          ...(status === undefined ? {} : { status }),
        });
        return limit === undefined ? entries : entries.slice(-limit);
      },
    }),
    clear: defineCommand(museumCalls.journal.clear, {
      tag: 'Journal',
      summary: 'Clear the journal',
      description: 'Forgets every entry; sequence numbers keep counting.',
      run: (mock: MuseumMock) => mock.journal.clear(),
    }),
    har: defineCommand(museumCalls.journal.har, {
      tag: 'Journal',
      summary: 'Export the journal as HAR',
      description:
        'The journal as an HTTP Archive 1.2 log, for Chrome DevTools or any HAR viewer, with every webhook ' +
        'delivery attempt as an outgoing POST (`_webhook` says its attempt number and state).',
      get output() {
        return harSchema();
      },
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
    feed: defineCommand(museumCalls.journal.feed, {
      tag: 'Journal',
      summary: 'Follow the journal (long poll)',
      description:
        'The requests handled after a cursor, oldest first. Without `after` it answers at once with the ' +
        'newest `limit` entries and the cursor to follow from. With `after`, when nothing came after it, it ' +
        `waits up to \`wait\` seconds (at most ${journalFeedLimits.maxWaitSeconds}) for the next request; ` +
        'it answers at once when the server closes. Poll again with the returned `cursor`: nothing is ' +
        'missed or repeated.',
      refusals: ['BadRequest'],
      get input() {
        return journalFeedQuerySchema();
      },
      get output() {
        return adminJournalFeedSchema();
      },
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
  webhooks: {
    subscribers: defineCommand(museumCalls.webhooks.subscribers, {
      tag: 'Webhooks',
      summary: 'List the webhook subscribers',
      description: 'The URLs `publishNewEvent` is sent to, in the order they subscribed.',
      get output() {
        return adminWebhookSubscribersSchema();
      },
      run: (mock: MuseumMock) => ({ urls: mock.webhooks.subscribers() }),
    }),
    subscribe: defineCommand(museumCalls.webhooks.subscribe, {
      tag: 'Webhooks',
      summary: 'Subscribe a URL to the webhook',
      description:
        'Sends `publishNewEvent` to this URL from now on (again is no error). Only loopback and the ' +
        'hosts the server allows (`--webhook-allow-host`) are taken: another is a 400 naming its host.',
      refusals: ['BadRequest'],
      get input() {
        return adminWebhookSubscriberSchema();
      },
      run(mock: MuseumMock, { url }) {
        try {
          mock.webhooks.subscribe(url);
        } catch (error) {
          if (!(error instanceof TypeError)) throw error;
          const message = error.message.replace(/^museum mock: /, '');
          throw ProblemError.invalidRequest(message, [{ path: 'url', message }]);
        }
      },
    }),
    unsubscribe: defineCommand(museumCalls.webhooks.unsubscribe, {
      tag: 'Webhooks',
      summary: 'Unsubscribe a URL',
      description:
        'Stops sending to this URL; its waiting deliveries are not sent. One not subscribed is a 404.',
      refusals: ['BadRequest', 'NotFound'],
      get input() {
        return adminWebhookSubscriberSchema();
      },
      run(mock: MuseumMock, { url }) {
        if (!mock.webhooks.unsubscribe(url))
          throw ProblemError.notFound(`${url} is not a webhook subscriber`);
      },
    }),
    deliveries: defineCommand(museumCalls.webhooks.deliveries, {
      tag: 'Webhooks',
      summary: 'List the webhook deliveries',
      description:
        'Every delivery kept (the newest 1,000), oldest first: its `webhook-id`, subscriber, event, state ' +
        'and every attempt (status, duration, error). Never the secret.',
      get output() {
        return adminWebhookDeliveriesSchema();
      },
      run: (mock: MuseumMock) => mock.webhooks.deliveries(),
    }),
    fault: defineCommand(museumCalls.webhooks.fault, {
      tag: 'Webhooks',
      summary: 'Inject a delivery fault',
      description:
        'Makes every delivery misbehave until the faults are removed, or only the next `times`: `drop` ' +
        '(never sent), `duplicate` (sent twice, same id), `delay` (`delay` ms of the mock clock), `reorder` ' +
        '(sent after the next one), `bad-signature` (signed with another secret), `stale-timestamp` (an hour old).',
      refusals: ['BadRequest'],
      get input() {
        return webhookFaultSchema();
      },
      run: (mock: MuseumMock, fault) => mock.webhooks.fault(fault),
    }),
    clearFaults: defineCommand(museumCalls.webhooks.clearFaults, {
      tag: 'Webhooks',
      summary: 'Remove every delivery fault',
      description: 'Removes every webhook delivery fault; deliveries go out normally again.',
      run: (mock: MuseumMock) => mock.webhooks.clearFaults(),
    }),
  },
  clock: {
    now: defineCommand(museumCalls.clock.now, {
      tag: 'Clock',
      summary: 'Read "now"',
      description: 'The instant the mock takes as now.',
      get output() {
        return adminClockStateSchema();
      },
      run: (mock: MuseumMock) => ({ now: mock.clock.now().toISOString() }),
    }),
    set: defineCommand(museumCalls.clock.set, {
      tag: 'Clock',
      summary: 'Move "now" to an instant',
      description: 'Over a real-time clock the moved clock keeps ticking; over a fixed one it stays.',
      get input() {
        return adminClockSetSchema();
      },
      get output() {
        return adminClockStateSchema();
      },
      run(mock: MuseumMock, { now }) {
        moveClock(() => mock.clock.set(now), 'now');
        return { now: mock.clock.now().toISOString() };
      },
    }),
    advance: defineCommand(museumCalls.clock.advance, {
      tag: 'Clock',
      summary: 'Move "now" by days and milliseconds',
      description: 'Adds whole days and/or milliseconds (negative travels back).',
      get input() {
        return adminClockAdvanceSchema();
      },
      get output() {
        return adminClockStateSchema();
      },
      run(mock: MuseumMock, by) {
        moveClock(() => mock.clock.advance(by), '(body)');
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

/** Runs a clock move, turning its TypeError (an instant or distance Date cannot hold) into a 400. */
function moveClock(move: () => void, path: string): void {
  try {
    move();
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    throw ProblemError.invalidRequest(error.message, [{ path, message: error.message }]);
  }
}
