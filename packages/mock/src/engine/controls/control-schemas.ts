import { MuseumStoreSnapshotSchema, ProblemDetailsSchema } from '@museum-api/core';
import * as z from 'zod';
import { mockFaultShape, refineFault } from '../interventions/mock-fault.ts';
import { type MuseumOperation, museumOperations } from '../operations/operation-routes.ts';
import { onFirstUse } from '../options/on-first-use.ts';
import { journalFeedLimits } from './control-limits.ts';

const operationNames = Object.keys(museumOperations) as [MuseumOperation, ...MuseumOperation[]];

/** Body of `POST /__admin/faults`: the operation, `mock.fault()`'s fields (flat) and how many requests. */
export const adminFaultSchema = onFirstUse(() =>
  z
    .strictObject({
      operation: z.enum([...operationNames, '*']).meta({
        description: 'The operation to break (its operationId in the API description), or `*` for every one.',
      }),
      ...mockFaultShape(),
      times: z
        .union([z.int().min(1), z.literal('always')])
        .optional()
        .meta({
          description:
            "How many matching requests the fault applies to, or `'always'`. Default `'always'`: until deleted or reset.",
        }),
      probability: z.number().gt(0).max(1).optional().meta({
        description: 'Share of matching requests the fault applies to, above 0 and at most 1. Default 1.',
      }),
    })
    .check(z.superRefine(refineFault))
    .meta({
      id: 'AdminFault',
      description:
        'A fault to inject: exactly one of `status` (optionally with `problem`, `retryAfter`, `headers`), `networkError`, `answerLost` or `delay`.',
    }),
);

/**
 * Answer of `POST /__admin/faults`: the id to delete the fault by.
 */
export const adminFaultCreatedSchema = onFirstUse(() =>
  z
    .strictObject({ id: z.string().meta({ description: 'Use in `DELETE /__admin/faults/{id}`.' }) })
    .meta({ id: 'AdminFaultCreated' }),
);

/** Body of `PUT /__admin/scenario`: the name of a scenario the mock knows. */
export const adminScenarioSchema = onFirstUse(() =>
  z
    .strictObject({
      name: z
        .string()
        .min(1)
        .max(100)
        .meta({ description: 'Scenario name, e.g. `empty`, `busy`, `closed`, `flaky`, `slow`.' }),
    })
    .meta({ id: 'AdminScenario' }),
);

/** Body of `PUT /__admin/clock`: an ISO 8601 date-time with a zone, or a date (midnight UTC). */
export const adminClockSetSchema = onFirstUse(() =>
  z
    .strictObject({
      now: z
        .union([z.iso.datetime({ offset: true }), z.iso.date()])
        .meta({ description: 'ISO 8601 date-time with `Z` or an offset, or a full date (midnight UTC).' }),
    })
    .meta({ id: 'AdminClockSet' }),
);

/**
 * Body of `POST /__admin/clock/advance`: whole days and/or milliseconds, negative to go back.
 */
export const adminClockAdvanceSchema = onFirstUse(() =>
  z
    .strictObject({
      days: z.int().optional().meta({ description: 'Whole days of 24 hours; negative travels back.' }),
      ms: z.int().optional().meta({ description: 'Milliseconds; negative travels back.' }),
    })
    .refine((body) => body.days !== undefined || body.ms !== undefined, {
      message: 'Give days and/or ms',
      path: [],
    })
    .meta({ id: 'AdminClockAdvance' }),
);

/**
 * Answer of every clock request: where "now" is after it.
 */
export const adminClockStateSchema = onFirstUse(() =>
  z
    .strictObject({ now: z.iso.datetime().meta({ description: 'The mock\'s "now", in UTC.' }) })
    .meta({ id: 'AdminClockState' }),
);

// A journal entry's status (0: an injected network error) and operation (`unknown`: a path under
// the base URL that no operation has), as the journal's filters and entries hold them.
const journalStatus = onFirstUse(() => z.int().min(0).max(599));
const journalOperation = onFirstUse(() => z.enum([...operationNames, 'unknown']));

/** The filters of `GET /__admin/journal`, as the query holds them and `journal.entries` takes them. */
export const journalEntriesQuerySchema = onFirstUse(() =>
  z
    .strictObject({
      operation: journalOperation().optional().meta({
        description: 'Only this operation (`unknown`: paths no operation has).',
      }),
      status: journalStatus().optional().meta({
        description: 'Only this response status (0: injected network errors).',
      }),
      limit: z.int().min(1).optional().meta({ description: 'At most this many, the newest.' }),
    })
    .meta({ id: 'JournalEntriesQuery' }),
);

/**
 * The input of `DELETE /__admin/faults/{id}`: a fault's id, as `POST /faults` returned it.
 */
export const adminFaultIdSchema = onFirstUse(() =>
  z
    .strictObject({ id: z.string().meta({ description: 'As `POST /faults` returned it.' }) })
    .meta({ id: 'AdminFaultId' }),
);

/** One journal entry on the wire (the fields of the in-process `JournalEntry`). */
export const adminJournalEntrySchema = onFirstUse(() =>
  z
    .object({
      sequence: z
        .int()
        .min(1)
        .meta({ description: "Position in the mock's life; keeps counting after a clear." }),
      operation: journalOperation(),
      method: z.string(),
      url: z.string(),
      query: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
      params: z.record(z.string(), z.string()),
      requestBody: z.unknown().optional().meta({ description: 'The parsed JSON body, when it parsed.' }),
      status: journalStatus().meta({ description: 'Response status; 0 for an injected network error.' }),
      problem: z.optional(ProblemDetailsSchema),
      responseBody: z.unknown().optional().meta({ description: 'The success body of a JSON operation.' }),
      username: z.string().optional(),
      intervention: z.enum(['fault', 'override']).optional(),
      interventionId: z
        .string()
        .optional()
        .meta({ description: 'The id of the fault or override that answered (`fault-2`).' }),
      startedAt: z.iso.datetime(),
      durationMs: z.number().min(0),
      requestId: z
        .string()
        .min(1)
        .max(128)
        .meta({ description: "The answer's X-Request-Id: the caller's well-formed one, or the mock's own." }),
      replayed: z
        .literal(true)
        .optional()
        .meta({ description: "The first answer to the request's Idempotency-Key, replayed." }),
      upstream: z.string().optional().meta({ description: 'The upstream URL of a proxied request.' }),
      mockFailure: z
        .object({ name: z.string(), message: z.string(), stack: z.string().optional() })
        .optional()
        .meta({
          description:
            "The mock itself failed while answering (a bug, a missing platform API, a test's override that threw); " +
            "the answer was the mock's own 500 (Museum-Mock-Failure), never the API's.",
        }),
      violations: z
        .array(z.object({ check: z.string(), message: z.string() }))
        .optional()
        .meta({ description: 'How a proxied exchange broke the API contract.' }),
      requestHeaders: z.record(z.string(), z.string()).optional().meta({
        description: 'Request headers, lower-case names; authorization and cookie read [redacted].',
      }),
      responseHeaders: z
        .record(z.string(), z.string())
        .optional()
        .meta({ description: 'Response headers, lower-case names; set-cookie reads [redacted].' }),
    })
    .meta({ id: 'AdminJournalEntry' }),
);

/**
 * The list `GET /__admin/journal` answers with, oldest first.
 */
export const adminJournalSchema = onFirstUse(() =>
  z.array(adminJournalEntrySchema()).meta({ id: 'AdminJournal' }),
);

/** A bounded whole number of the feed's query, refused with its bounds named. */
function feedBound(max: number) {
  const error = `Expected a whole number from 0 to ${max}`;
  return z.int({ error }).min(0, { error }).max(max, { error }).optional();
}

/**
 * The query of `GET /__admin/journal/feed`: a cursor, a page size and a wait.
 */
export const journalFeedQuerySchema = onFirstUse(() =>
  z
    .strictObject({
      after: feedBound(Number.MAX_SAFE_INTEGER).meta({ description: 'The `cursor` of the previous answer.' }),
      limit: feedBound(journalFeedLimits.maxEntries).meta({
        description: `Most entries in the answer (default ${journalFeedLimits.defaultEntries}); the rest come with the next poll.`,
      }),
      wait: feedBound(journalFeedLimits.maxWaitSeconds).meta({
        description: 'Seconds to wait for a request when none came after `after` (default 0).',
      }),
    })
    .meta({ id: 'JournalFeedQuery' }),
);

/** An HTTP Archive 1.2 log, as `GET /__admin/journal.har` answers it. */
export const harSchema = onFirstUse(() =>
  z
    .looseObject({
      log: z.looseObject({
        version: z.literal('1.2'),
        creator: z.looseObject({ name: z.string(), version: z.string() }),
        entries: z.array(z.looseObject({})),
      }),
    })
    .meta({
      id: 'Har',
      description:
        'An HTTP Archive 1.2 log (http://www.softwareishard.com/blog/har-12-spec/); `_museum` on each entry names the operation.',
    }),
);

/** Answer of `GET /__admin/journal/feed`: entries after the cursor, and the next cursor. */
export const adminJournalFeedSchema = onFirstUse(() =>
  z
    .strictObject({
      entries: adminJournalSchema(),
      cursor: z.int().min(0).meta({
        description:
          'Pass as `after` in the next poll: the sequence of the last entry returned, or of the newest request when none was.',
      }),
      restarted: z.boolean().meta({
        description:
          '`after` was ahead of the journal: the session was ended and began again (the answer holds the newest entries, as without `after`).',
      }),
    })
    .meta({ id: 'AdminJournalFeed' }),
);

/**
 * Answer of `GET /__admin/scenarios`: the scenario in force and every one the mock knows.
 */
export const adminScenariosSchema = onFirstUse(() =>
  z
    .strictObject({
      current: z.string().meta({ description: 'The name of the scenario in force.' }),
      known: z
        .array(z.strictObject({ name: z.string(), description: z.string().optional() }))
        .meta({ description: 'Every scenario the mock knows by name, built-in ones first.' }),
    })
    .meta({ id: 'AdminScenarios' }),
);

/**
 * One session of a standalone server, as `GET /__admin/sessions` lists them.
 */
export const adminSessionSchema = onFirstUse(() =>
  z
    .strictObject({
      id: z.string().meta({ description: 'The session id (`default` for requests that name none).' }),
      created: z.iso.datetime().meta({ description: 'When the server made the session (real time).' }),
      lastUsed: z.iso.datetime().meta({ description: 'When a request last named it (real time).' }),
      requests: z.int().min(0).meta({ description: 'API requests the session has answered.' }),
    })
    .meta({ id: 'AdminSession' }),
);

/** Answer of `GET /__admin/sessions`: the default session, then the others, least recently used first. */
export const adminSessionsSchema = onFirstUse(() =>
  z.array(adminSessionSchema()).meta({ id: 'AdminSessions' }),
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
export const pactQuerySchema = onFirstUse(() =>
  z
    .strictObject({
      consumer: z.string().min(1).meta({ description: 'The consumer, as the Pact Broker knows it.' }),
      provider: z.string().min(1).optional().meta({ description: 'The provider (default `museum-api`).' }),
    })
    .meta({ id: 'PactQuery' }),
);

export { pactSchema } from '../journal/pact-schema.ts';

/** Body of `POST /__admin/pact/state`, as Pact's verifier sends it. */
export const pactStateSchema = onFirstUse(() =>
  z
    .looseObject({
      state: z.string().optional().meta({
        description: 'The state, as the interaction names it; none or empty for an interaction without one.',
      }),
      params: z
        .record(z.string(), z.unknown())
        .optional()
        .meta({ description: 'Its ids and dates, and `today`, the day they were recorded on.' }),
      action: z
        .enum(['setup', 'teardown'])
        .optional()
        .meta({ description: 'Pact sends `setup`, then `teardown`.' }),
    })
    .meta({ id: 'PactStateChange' }),
);

/** What the provider-state change answers: the ids it made true, and each recorded date moved. */
export const pactStateResultSchema = onFirstUse(() =>
  z.record(z.string(), z.unknown()).meta({ id: 'PactStateResult' }),
);
