import { MuseumStoreSnapshotSchema, ProblemDetailsSchema } from '@museum-api/core';
// zod/mini, as the options: the chained API loaded with the root entry and widened zod's core.
import * as z from 'zod/mini';
import { mockFaultShape, refineFault } from '../interventions/mock-fault.ts';
import { type MuseumOperation, museumOperations } from '../operations/operation-routes.ts';
import { componentSchema, described } from '../options/component-schema.ts';
import { onFirstUse } from '../options/on-first-use.ts';
import { journalFeedLimits } from './control-limits.ts';

const operationNames = Object.keys(museumOperations) as [MuseumOperation, ...MuseumOperation[]];

/** Body of `POST /__admin/faults`: the operation, `mock.fault()`'s fields (flat) and how many requests. */
export const adminFaultSchema = componentSchema(
  {
    id: 'AdminFault',
    description:
      'A fault to inject: exactly one of `status` (optionally with `problem`, `retryAfter`, `headers`), `networkError`, `answerLost` or `delay`.',
  },
  () =>
    z
      .strictObject({
        operation: described(
          z.enum([...operationNames, '*']),
          'The operation to break (its operationId in the API description), or `*` for every one.',
        ),
        ...mockFaultShape(),
        times: described(
          z.optional(z.union([z.int().check(z.minimum(1)), z.literal('always')])),
          "How many matching requests the fault applies to, or `'always'`. Default `'always'`: until deleted or reset.",
        ),
        probability: described(
          z.optional(z.number().check(z.gt(0), z.maximum(1))),
          'Share of matching requests the fault applies to, above 0 and at most 1. Default 1.',
        ),
      })
      .check(z.superRefine(refineFault)),
);

/**
 * Answer of `POST /__admin/faults`: the id to delete the fault by.
 */
export const adminFaultCreatedSchema = componentSchema({ id: 'AdminFaultCreated' }, () =>
  z.strictObject({ id: described(z.string(), 'Use in `DELETE /__admin/faults/{id}`.') }),
);

/** Body of `PUT /__admin/scenario`: the name of a scenario the mock knows. */
export const adminScenarioSchema = componentSchema({ id: 'AdminScenario' }, () =>
  z.strictObject({
    name: described(
      z.string().check(z.minLength(1), z.maxLength(100)),
      'Scenario name, e.g. `empty`, `busy`, `closed`, `flaky`, `slow`.',
    ),
  }),
);

/** Body of `PUT /__admin/clock`: an ISO 8601 date-time with a zone, or a date (midnight UTC). */
export const adminClockSetSchema = componentSchema({ id: 'AdminClockSet' }, () =>
  z.strictObject({
    now: described(
      z.union([z.iso.datetime({ offset: true }), z.iso.date()]),
      'ISO 8601 date-time with `Z` or an offset, or a full date (midnight UTC).',
    ),
  }),
);

/**
 * Body of `POST /__admin/clock/advance`: whole days and/or milliseconds, negative to go back.
 */
export const adminClockAdvanceSchema = componentSchema({ id: 'AdminClockAdvance' }, () =>
  z
    .strictObject({
      days: described(z.optional(z.int()), 'Whole days of 24 hours; negative travels back.'),
      ms: described(z.optional(z.int()), 'Milliseconds; negative travels back.'),
    })
    .check(
      z.refine((body) => body.days !== undefined || body.ms !== undefined, {
        message: 'Give days and/or ms',
        path: [],
      }),
    ),
);

/**
 * Answer of every clock request: where "now" is after it.
 */
export const adminClockStateSchema = componentSchema({ id: 'AdminClockState' }, () =>
  z.strictObject({ now: described(z.iso.datetime(), 'The mock\'s "now", in UTC.') }),
);

// A journal entry's status (0: an injected network error) and operation (`unknown`: a path under
// the base URL that no operation has), as the journal's filters and entries hold them.
const journalStatus = onFirstUse(() => z.int().check(z.minimum(0), z.maximum(599)));
const journalOperation = onFirstUse(() => z.enum([...operationNames, 'unknown']));

/** The filters of `GET /__admin/journal`, as the query holds them and `journal.entries` takes them. */
export const journalEntriesQuerySchema = componentSchema({ id: 'JournalEntriesQuery' }, () =>
  z.strictObject({
    operation: described(
      z.optional(journalOperation()),
      'Only this operation (`unknown`: paths no operation has).',
    ),
    status: described(z.optional(journalStatus()), 'Only this response status (0: injected network errors).'),
    limit: described(z.optional(z.int().check(z.minimum(1))), 'At most this many, the newest.'),
  }),
);

/**
 * The input of `DELETE /__admin/faults/{id}`: a fault's id, as `POST /faults` returned it.
 */
export const adminFaultIdSchema = componentSchema({ id: 'AdminFaultId' }, () =>
  z.strictObject({ id: described(z.string(), 'As `POST /faults` returned it.') }),
);

/** One journal entry on the wire (the fields of the in-process `JournalEntry`). */
export const adminJournalEntrySchema = componentSchema({ id: 'AdminJournalEntry' }, () =>
  z.object({
    sequence: described(
      z.int().check(z.minimum(1)),
      "Position in the mock's life; keeps counting after a clear.",
    ),
    operation: journalOperation(),
    method: z.string(),
    url: z.string(),
    query: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
    params: z.record(z.string(), z.string()),
    requestBody: described(z.optional(z.unknown()), 'The parsed JSON body, when it parsed.'),
    status: described(journalStatus(), 'Response status; 0 for an injected network error.'),
    problem: z.optional(ProblemDetailsSchema),
    responseBody: described(z.optional(z.unknown()), 'The success body of a JSON operation.'),
    username: z.optional(z.string()),
    intervention: z.optional(z.enum(['fault', 'override'])),
    interventionId: described(
      z.optional(z.string()),
      'The id of the fault or override that answered (`fault-2`).',
    ),
    startedAt: z.iso.datetime(),
    durationMs: z.number().check(z.minimum(0)),
    requestId: described(
      z.string().check(z.minLength(1), z.maxLength(128)),
      "The answer's X-Request-Id: the caller's well-formed one, or the mock's own.",
    ),
    replayed: described(
      z.optional(z.literal(true)),
      "The first answer to the request's Idempotency-Key, replayed.",
    ),
    upstream: described(z.optional(z.string()), 'The upstream URL of a proxied request.'),
    mockFailure: described(
      z.optional(z.object({ name: z.string(), message: z.string(), stack: z.optional(z.string()) })),
      "The mock itself failed while answering (a bug, a missing platform API, a test's override that threw); " +
        "the answer was the mock's own 500 (Museum-Mock-Failure), never the API's.",
    ),
    violations: described(
      z.optional(z.array(z.object({ check: z.string(), message: z.string() }))),
      'How a proxied exchange broke the API contract.',
    ),
    requestHeaders: described(
      z.optional(z.record(z.string(), z.string())),
      'Request headers, lower-case names; authorization and cookie read [redacted].',
    ),
    responseHeaders: described(
      z.optional(z.record(z.string(), z.string())),
      'Response headers, lower-case names; set-cookie reads [redacted].',
    ),
  }),
);

/**
 * The list `GET /__admin/journal` answers with, oldest first.
 */
export const adminJournalSchema = componentSchema({ id: 'AdminJournal' }, () =>
  z.array(adminJournalEntrySchema()),
);

/** A bounded whole number of the feed's query, refused with its bounds named. */
function feedBound(max: number, description: string) {
  const error = `Expected a whole number from 0 to ${max}`;
  const bounded = z.int({ error }).check(z.minimum(0, { error }), z.maximum(max, { error }));
  return described(z.optional(bounded), description);
}

/**
 * The query of `GET /__admin/journal/feed`: a cursor, a page size and a wait.
 */
export const journalFeedQuerySchema = componentSchema({ id: 'JournalFeedQuery' }, () =>
  z.strictObject({
    after: feedBound(Number.MAX_SAFE_INTEGER, 'The `cursor` of the previous answer.'),
    limit: feedBound(
      journalFeedLimits.maxEntries,
      `Most entries in the answer (default ${journalFeedLimits.defaultEntries}); the rest come with the next poll.`,
    ),
    wait: feedBound(
      journalFeedLimits.maxWaitSeconds,
      'Seconds to wait for a request when none came after `after` (default 0).',
    ),
  }),
);

/** An HTTP Archive 1.2 log, as `GET /__admin/journal.har` answers it. */
export const harSchema = componentSchema(
  {
    id: 'Har',
    description:
      'An HTTP Archive 1.2 log (http://www.softwareishard.com/blog/har-12-spec/); `_museum` on each entry names the operation.',
  },
  () =>
    z.looseObject({
      log: z.looseObject({
        version: z.literal('1.2'),
        creator: z.looseObject({ name: z.string(), version: z.string() }),
        entries: z.array(z.looseObject({})),
      }),
    }),
);

/** Answer of `GET /__admin/journal/feed`: entries after the cursor, and the next cursor. */
export const adminJournalFeedSchema = componentSchema({ id: 'AdminJournalFeed' }, () =>
  z.strictObject({
    entries: adminJournalSchema(),
    cursor: described(
      z.int().check(z.minimum(0)),
      'Pass as `after` in the next poll: the sequence of the last entry returned, or of the newest request when none was.',
    ),
    restarted: described(
      z.boolean(),
      '`after` was ahead of the journal: the session was ended and began again (the answer holds the newest entries, as without `after`).',
    ),
  }),
);

/**
 * Answer of `GET /__admin/scenarios`: the scenario in force and every one the mock knows.
 */
export const adminScenariosSchema = componentSchema({ id: 'AdminScenarios' }, () =>
  z.strictObject({
    current: described(z.string(), 'The name of the scenario in force.'),
    known: described(
      z.array(z.strictObject({ name: z.string(), description: z.optional(z.string()) })),
      'Every scenario the mock knows by name, built-in ones first.',
    ),
  }),
);

/**
 * One session of a standalone server, as `GET /__admin/sessions` lists them.
 */
export const adminSessionSchema = componentSchema({ id: 'AdminSession' }, () =>
  z.strictObject({
    id: described(z.string(), 'The session id (`default` for requests that name none).'),
    created: described(z.iso.datetime(), 'When the server made the session (real time).'),
    lastUsed: described(z.iso.datetime(), 'When a request last named it (real time).'),
    requests: described(z.int().check(z.minimum(0)), 'API requests the session has answered.'),
  }),
);

/** Answer of `GET /__admin/sessions`: the default session, then the others, least recently used first. */
export const adminSessionsSchema = componentSchema({ id: 'AdminSessions' }, () =>
  z.array(adminSessionSchema()),
);

// The schemas an entry of the control table names besides these, so that it needs only this module.
export { webhookFaultSchema } from '../webhooks/webhook-fault.ts';
export {
  adminWebhookDeliveriesSchema,
  adminWebhookSubscriberSchema,
  adminWebhookSubscribersSchema,
} from './webhook-schemas.ts';

/** The store's snapshot, as `snapshot` answers it and `restore` takes it. */
export const snapshotSchema = () => MuseumStoreSnapshotSchema;

/** Query of `GET /__admin/journal.pact`: who the pact is between. */
export const pactQuerySchema = componentSchema({ id: 'PactQuery' }, () =>
  z.strictObject({
    consumer: described(z.string().check(z.minLength(1)), 'The consumer, as the Pact Broker knows it.'),
    provider: described(z.optional(z.string().check(z.minLength(1))), 'The provider (default `museum-api`).'),
  }),
);

export { pactSchema } from '../journal/pact-schema.ts';

/** Body of `POST /__admin/pact/state`, as Pact's verifier sends it. */
export const pactStateSchema = componentSchema({ id: 'PactStateChange' }, () =>
  z.looseObject({
    state: described(
      z.optional(z.string()),
      'The state, as the interaction names it; none or empty for an interaction without one.',
    ),
    params: described(
      z.optional(z.record(z.string(), z.unknown())),
      'Its ids and dates, and `today`, the day they were recorded on.',
    ),
    action: described(z.optional(z.enum(['setup', 'teardown'])), 'Pact sends `setup`, then `teardown`.'),
  }),
);

/** What the provider-state change answers: the ids it made true, and each recorded date moved. */
export const pactStateResultSchema = componentSchema({ id: 'PactStateResult' }, () =>
  z.record(z.string(), z.unknown()),
);
