import {
  allowHeader,
  componentSchemas,
  type JsonSchema,
  jsonContent as json,
  jsonSchemaOf,
  MuseumStoreSnapshotSchema,
  type OpenApiDocument,
  type OpenApiOperation,
  type OpenApiParameter,
  type OpenApiResponse,
  ProblemDetailsSchema,
  ProblemIssueSchema,
  problemContent as problem,
  responseRef,
  SpecialEventSchema,
  TicketSchema,
} from '@museum-api/core';
import { sessionHeader, sessionIdPattern } from '../engine/protocol.ts';
import {
  AdminClockAdvanceSchema,
  AdminClockSetSchema,
  AdminClockStateSchema,
  AdminFaultCreatedSchema,
  AdminFaultSchema,
  AdminJournalEntrySchema,
  AdminJournalFeedSchema,
  AdminJournalSchema,
  AdminScenarioSchema,
  AdminScenariosSchema,
  AdminSessionSchema,
  AdminSessionsSchema,
  adminLimits,
  JournalLimitSchema,
  JournalOperationSchema,
  JournalStatusSchema,
  journalFeedLimits,
} from './admin-schemas.ts';

/**
 * The OpenAPI 3.1 description of the mock's admin API, as `GET /__admin/openapi.json` serves it:
 * the API document's shape with a bearer security scheme in place of Basic.
 *
 * @example
 * ```ts
 * const document: AdminOpenApiDocument = buildAdminOpenApiDocument();
 * ```
 */
export type AdminOpenApiDocument = Omit<OpenApiDocument, 'components'> & {
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, OpenApiResponse>;
    securitySchemes: Record<string, { type: 'http'; scheme: 'bearer'; description: string }>;
  };
};

const securitySchemeName = 'AdminToken';
const tags = {
  state: 'State',
  journal: 'Journal',
  faults: 'Faults',
  clock: 'Clock',
  meta: 'Description',
} as const;

type ErrorResponse =
  | 'BadRequest'
  | 'Unauthorized'
  | 'NotFound'
  | 'MethodNotAllowed'
  | 'ContentTooLarge'
  | 'UnsupportedMediaType';

const errorStatus: Record<ErrorResponse, string> = {
  BadRequest: '400',
  Unauthorized: '401',
  NotFound: '404',
  MethodNotAllowed: '405',
  ContentTooLarge: '413',
  UnsupportedMediaType: '415',
};

const errorResponses: Record<ErrorResponse, OpenApiResponse> = {
  BadRequest: {
    description:
      'Malformed JSON, an unknown field or operation, or a bad value; `errors` names every failing field. ' +
      'Nothing was changed.',
    content: problem,
  },
  Unauthorized: {
    description: 'The server requires an admin token and the request carried none, or a wrong one.',
    content: problem,
  },
  NotFound: { description: 'No such fault (never created, used up, or removed).', content: problem },
  MethodNotAllowed: {
    description: 'The path exists but not with this method.',
    headers: allowHeader,
    content: problem,
  },
  ContentTooLarge: {
    description: `A body over ${adminLimits.maxCommandBytes} bytes (${adminLimits.maxSnapshotBytes} for a snapshot).`,
    content: problem,
  },
  UnsupportedMediaType: { description: 'The request body is not `application/json`.', content: problem },
};

const sessionParameter: OpenApiParameter = {
  name: sessionHeader,
  in: 'header',
  required: false,
  description:
    'The session to act on: 1–64 of `[A-Za-z0-9_-]`. Each session has its own state, ids, journal, faults and ' +
    'clock, seeded on first use; without the header, the default session.',
  schema: { type: 'string', pattern: sessionIdPattern.source },
};

const noContent = (description: string): Record<string, OpenApiResponse> => ({ '204': { description } });

interface OperationInit {
  operationId: string;
  summary: string;
  description: string;
  tag: string;
  success: Record<string, OpenApiResponse>;
  errors?: ErrorResponse[];
  body?: { description: string; schema: string };
  parameters?: OpenApiParameter[];
}

function operation(init: OperationInit): OpenApiOperation {
  const errors: ErrorResponse[] = ['Unauthorized', 'MethodNotAllowed', ...(init.errors ?? [])];
  if (init.body) errors.push('BadRequest', 'ContentTooLarge', 'UnsupportedMediaType');
  const responses: OpenApiOperation['responses'] = { ...init.success };
  for (const error of [...new Set(errors)].sort((a, b) => errorStatus[a].localeCompare(errorStatus[b]))) {
    responses[errorStatus[error]] = responseRef(error);
  }
  return {
    operationId: init.operationId,
    summary: init.summary,
    description: init.description,
    tags: [init.tag],
    parameters: [sessionParameter, ...(init.parameters ?? [])],
    ...(init.body
      ? {
          requestBody: {
            description: init.body.description,
            required: true,
            content: json(init.body.schema),
          },
        }
      : {}),
    responses,
  };
}

const clockAnswer = {
  '200': { description: 'Where "now" is after the request.', content: json('AdminClockState') },
};

/**
 * Builds the OpenAPI 3.1 description of the admin API at `/__admin`: every endpoint, its bodies
 * (converted from the zod schemas the router validates with, so the two cannot drift), the
 * optional bearer token and the `X-Museum-Session` header.
 *
 * @example
 * ```ts
 * import { buildAdminOpenApiDocument } from '@museum-api/mock';
 * const document = buildAdminOpenApiDocument();
 * Object.keys(document.paths); // ['/reset', '/snapshot', …]
 * ```
 */
export function buildAdminOpenApiDocument(): AdminOpenApiDocument {
  const schemas = componentSchemas([
    AdminFaultSchema,
    AdminFaultCreatedSchema,
    AdminClockSetSchema,
    AdminScenarioSchema,
    AdminClockAdvanceSchema,
    AdminClockStateSchema,
    AdminJournalSchema,
    AdminJournalEntrySchema,
    AdminJournalFeedSchema,
    AdminScenariosSchema,
    AdminSessionsSchema,
    AdminSessionSchema,
    MuseumStoreSnapshotSchema,
    SpecialEventSchema,
    TicketSchema,
    ProblemDetailsSchema,
    ProblemIssueSchema,
  ]);
  schemas.Har = {
    type: 'object',
    description:
      'An HTTP Archive 1.2 log (http://www.softwareishard.com/blog/har-12-spec/). Request headers are not ' +
      'recorded by the mock, so they are empty; `_museum` on each entry names the operation.',
    required: ['log'],
    properties: {
      log: {
        type: 'object',
        required: ['version', 'creator', 'entries'],
        properties: {
          version: { const: '1.2' },
          creator: {
            type: 'object',
            required: ['name', 'version'],
            properties: { name: { type: 'string' }, version: { type: 'string' } },
          },
          entries: { type: 'array', items: { type: 'object' } },
        },
      },
    },
  };
  return {
    openapi: '3.1.1',
    info: {
      title: 'Museum mock admin API',
      version: '1.0.0',
      summary: 'Reset, inspect, break and time-travel a running Museum API mock.',
      description:
        'Served by `museum-mock --admin` under `/__admin` on the server root, outside the API base path. Every ' +
        'answer is JSON or 204; every error is RFC 9457 problem details. A refused request changes nothing.',
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [
      { url: 'http://127.0.0.1:4010/__admin', description: 'A local museum-mock started with --admin' },
    ],
    security: [{ [securitySchemeName]: [] }, {}],
    tags: [
      { name: tags.state, description: 'Back to the seed, or save and restore the whole state.' },
      { name: tags.journal, description: 'The requests the mock handled, newest last.' },
      { name: tags.faults, description: 'Make operations fail, slow down or drop the connection.' },
      { name: tags.clock, description: 'Move "now": ticket dates, museum hours and date windows follow.' },
      { name: tags.meta, description: 'This description.' },
    ],
    paths: {
      '/reset': {
        post: operation({
          operationId: 'resetMock',
          summary: 'Reset to the seed',
          description: 'Back to the seed: state, ids, journal, faults and clock.',
          tag: tags.state,
          success: noContent('Reset.'),
        }),
      },
      '/session': {
        delete: operation({
          operationId: 'endSession',
          summary: 'End the session',
          description:
            'Ends the session the request names (`X-Museum-Session` or the `museum-session` cookie): its state, ' +
            'faults and journal go, and a later request naming it starts afresh from the seed. Ending a session ' +
            'that is not held is no error. Without a session id it is a 400: the default session is reset, not ended.',
          tag: tags.state,
          errors: ['BadRequest'],
          success: noContent('Ended.'),
        }),
      },
      '/sessions': {
        get: operation({
          operationId: 'listSessions',
          summary: 'List the sessions',
          description:
            "The standalone server's sessions (the default one first, then the others, least recently used " +
            'first): id, when made and last used, and how many API requests each answered. Listing them does ' +
            'not count as using them. The session header, if sent, is ignored.',
          tag: tags.state,
          success: { '200': { description: 'The sessions.', content: json('AdminSessions') } },
        }),
      },
      '/snapshot': {
        get: operation({
          operationId: 'getSnapshot',
          summary: 'Read the state',
          description: 'Events, tickets and the id sequence position, as JSON to restore later.',
          tag: tags.state,
          success: { '200': { description: 'The state.', content: json('MuseumStoreSnapshot') } },
        }),
        put: operation({
          operationId: 'restoreSnapshot',
          summary: 'Restore a state',
          description:
            'Replaces the whole state, checked first: an invalid snapshot is 400 and changes nothing.',
          tag: tags.state,
          body: { description: 'A snapshot as `GET /snapshot` returns it.', schema: 'MuseumStoreSnapshot' },
          success: noContent('Restored.'),
        }),
      },
      '/journal': {
        get: operation({
          operationId: 'listJournal',
          summary: 'List handled requests',
          description: 'The handled requests, oldest first, filtered; `limit` keeps the newest.',
          tag: tags.journal,
          parameters: [
            {
              name: 'operation',
              in: 'query',
              required: false,
              description: 'Only this operation (`unknown`: paths no operation has).',
              schema: jsonSchemaOf(JournalOperationSchema),
            },
            {
              name: 'status',
              in: 'query',
              required: false,
              description: 'Only this response status (0: injected network errors).',
              schema: jsonSchemaOf(JournalStatusSchema),
            },
            {
              name: 'limit',
              in: 'query',
              required: false,
              description: 'At most this many, the newest.',
              schema: jsonSchemaOf(JournalLimitSchema),
            },
          ],
          errors: ['BadRequest'],
          success: { '200': { description: 'Matching entries.', content: json('AdminJournal') } },
        }),
        delete: operation({
          operationId: 'clearJournal',
          summary: 'Clear the journal',
          description: 'Forgets every entry; sequence numbers keep counting.',
          tag: tags.journal,
          success: noContent('Cleared.'),
        }),
      },
      '/journal/feed': {
        get: operation({
          operationId: 'followJournal',
          summary: 'Follow the journal (long poll)',
          description:
            'The requests handled after a cursor, oldest first. Without `after` it answers at once with the ' +
            'newest `limit` entries and the cursor to follow from. With `after`, when nothing came after it, it ' +
            `waits up to \`wait\` seconds (at most ${journalFeedLimits.maxWaitSeconds}) for the next request; ` +
            'it answers at once when the server closes. Poll again with the returned `cursor`: nothing is ' +
            'missed or repeated.',
          tag: tags.journal,
          parameters: [
            {
              name: 'after',
              in: 'query',
              required: false,
              description: 'The `cursor` of the previous answer.',
              schema: { type: 'integer', minimum: 0 },
            },
            {
              name: 'limit',
              in: 'query',
              required: false,
              description: `Most entries in the answer (default ${journalFeedLimits.defaultEntries}); the rest come with the next poll.`,
              schema: { type: 'integer', minimum: 0, maximum: journalFeedLimits.maxEntries },
            },
            {
              name: 'wait',
              in: 'query',
              required: false,
              description: 'Seconds to wait for a request when none came after `after` (default 0).',
              schema: { type: 'integer', minimum: 0, maximum: journalFeedLimits.maxWaitSeconds },
            },
          ],
          errors: ['BadRequest'],
          success: {
            '200': { description: 'Entries and the next cursor.', content: json('AdminJournalFeed') },
          },
        }),
      },
      '/journal.har': {
        get: operation({
          operationId: 'getJournalHar',
          summary: 'Export the journal as HAR',
          description: 'The journal as an HTTP Archive 1.2 log, for Chrome DevTools or any HAR viewer.',
          tag: tags.journal,
          success: {
            '200': {
              description: 'The HAR log, offered as a `museum-mock.har` download.',
              headers: {
                'Content-Disposition': {
                  description: 'Suggests the file name `museum-mock.har`.',
                  schema: { type: 'string' },
                },
              },
              content: json('Har'),
            },
          },
        }),
      },
      '/faults': {
        post: operation({
          operationId: 'createFault',
          summary: 'Inject a fault',
          description:
            'Makes the next request(s) to an operation answer with an error status, a network error or a delay. ' +
            'The newest fault for an operation wins.',
          tag: tags.faults,
          body: { description: 'The fault.', schema: 'AdminFault' },
          success: {
            '201': {
              description: 'Created.',
              headers: {
                Location: {
                  description: 'The fault, to DELETE.',
                  required: true,
                  schema: { type: 'string' },
                },
              },
              content: json('AdminFaultCreated'),
            },
          },
        }),
        delete: operation({
          operationId: 'clearFaults',
          summary: 'Remove every fault',
          description: 'Removes every fault (and any override set in-process on the same mock).',
          tag: tags.faults,
          success: noContent('Removed.'),
        }),
      },
      '/faults/{id}': {
        delete: operation({
          operationId: 'removeFault',
          summary: 'Remove one fault',
          description: 'Removes a fault before its count runs out.',
          tag: tags.faults,
          parameters: [
            {
              name: 'id',
              in: 'path',
              required: true,
              description: 'As `POST /faults` returned it.',
              schema: { type: 'string' },
            },
          ],
          errors: ['BadRequest', 'NotFound'],
          success: noContent('Removed.'),
        }),
      },
      '/scenarios': {
        get: operation({
          operationId: 'listScenarios',
          summary: 'List the scenarios',
          description: 'The scenario in force and every scenario the mock knows by name, to switch to.',
          tag: tags.state,
          success: { '200': { description: 'The scenarios.', content: json('AdminScenarios') } },
        }),
      },
      '/scenario': {
        put: operation({
          operationId: 'useScenario',
          summary: 'Switch to a named scenario',
          description:
            'Resets the session into the scenario: its data, opening schedule, latency and faults (where the ' +
            "server's own options leave them open). An unknown name is a 400 listing the known ones, and changes nothing.",
          tag: tags.state,
          body: { description: 'The scenario.', schema: 'AdminScenario' },
          success: noContent('Switched.'),
        }),
      },
      '/clock': {
        get: operation({
          operationId: 'getClock',
          summary: 'Read "now"',
          description: 'The instant the mock takes as now.',
          tag: tags.clock,
          success: clockAnswer,
        }),
        put: operation({
          operationId: 'setClock',
          summary: 'Move "now" to an instant',
          description: 'Over a real-time clock the moved clock keeps ticking; over a fixed one it stays.',
          tag: tags.clock,
          body: { description: 'The instant.', schema: 'AdminClockSet' },
          success: clockAnswer,
        }),
      },
      '/clock/advance': {
        post: operation({
          operationId: 'advanceClock',
          summary: 'Move "now" by days and milliseconds',
          description: 'Adds whole days and/or milliseconds (negative travels back).',
          tag: tags.clock,
          body: { description: 'How far.', schema: 'AdminClockAdvance' },
          success: clockAnswer,
        }),
      },
      '/openapi.json': {
        get: operation({
          operationId: 'getAdminOpenApiDocument',
          summary: 'This description',
          description: 'The OpenAPI 3.1 description of the admin API, with its server URL as it was reached.',
          tag: tags.meta,
          success: {
            '200': {
              description: 'The document.',
              content: { 'application/json': { schema: { type: 'object' } } },
            },
          },
        }),
      },
    },
    components: {
      schemas,
      responses: errorResponses,
      securitySchemes: {
        [securitySchemeName]: {
          type: 'http',
          scheme: 'bearer',
          description:
            'The token given with `--admin-token`, as `Authorization: Bearer <token>`. Without `--admin-token` ' +
            '(loopback only) no token is needed.',
        },
      },
    },
  };
}
