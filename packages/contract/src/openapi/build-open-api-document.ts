import {
  allowHeader,
  componentSchemas,
  EventTicketPurchaseSchema,
  GeneralTicketPurchaseSchema,
  idempotencyKeyHeader,
  idempotentReplayedHeader,
  interfaceSchemas,
  type JsonSchema,
  jsonContent as json,
  jsonSchemaOf,
  limits,
  type MuseumApiVersion,
  type MuseumOperation,
  maxIdempotencyKeyLength,
  museumOperationProblems,
  museumOperations,
  museumProblems,
  type OpenApiDocument,
  type OpenApiMethod,
  type OpenApiOperation,
  type OpenApiParameter,
  type OpenApiPathItem,
  type OpenApiResponse,
  problemContent as problem,
  publishedBasePathOf,
  publishedVersionOf,
  queryProperties,
  requestIdHeader,
  responseRef,
  TicketConfirmation12Schema,
  TicketConfirmationSchema,
  TicketPurchase12Schema,
  TicketPurchaseSchema,
  UuidSchema,
} from '@museum-api/core';

/**
 * Options of {@link buildOpenApiDocument}.
 *
 * @example
 * ```ts
 * const options: OpenApiDocumentOptions = { serverUrl: 'http://127.0.0.1:8080/v1.1' };
 * ```
 */
export interface OpenApiDocumentOptions {
  /**
   * The published version the document describes: its purchase and confirmation schemas, its
   * `info.version` (`1.1.1`, `1.2.1`) and its default server URL.
   *
   * @default '1.1'
   * @example '1.2'
   */
  apiVersion?: MuseumApiVersion;
  /**
   * Base URL the document's single server entry names: for 1.1 it ends in `/v1.1`, for 1.2 it is
   * an origin's root; a trailing slash is dropped.
   *
   * @default 'http://127.0.0.1:4010/v1.1' (1.2: 'http://127.0.0.1:4010')
   * @example 'https://museum.example.test/v1.1'
   */
  serverUrl?: string;
}
const securitySchemeName = 'MuseumPlaceholderAuth';

// The document's tags, in its order; each operation is under one.
const tags = {
  operations: { name: 'Operational information', description: 'When the museum is open.' },
  events: {
    name: 'Special events',
    description: 'Special events hosted by the museum: create, list, read, update, delete.',
  },
  tickets: {
    name: 'Tickets',
    description: 'Buy tickets for general entry or a special event, and get their images.',
  },
} as const;

function normalizeOpenApiOptions(options: OpenApiDocumentOptions): Required<OpenApiDocumentOptions> {
  const apiVersion = options.apiVersion ?? '1.1';
  const serverUrl = options.serverUrl ?? `http://127.0.0.1:4010${publishedBasePathOf[apiVersion]}`;
  return { apiVersion, serverUrl: serverUrl.replace(/\/+$/, '') };
}

// The component schemas of each version: 1.2 swaps 1.1's purchase (and its two halves) and
// confirmation for its own; every other schema is the same.
const replacedIn12 = new Set<unknown>([
  TicketPurchaseSchema,
  GeneralTicketPurchaseSchema,
  EventTicketPurchaseSchema,
  TicketConfirmationSchema,
]);
const schemasOf: Record<MuseumApiVersion, NonNullable<Parameters<typeof componentSchemas>[0]>> = {
  '1.1': interfaceSchemas,
  '1.2': [
    TicketPurchase12Schema,
    TicketConfirmation12Schema,
    ...interfaceSchemas.filter((schema) => !replacedIn12.has(schema)),
  ],
};

// What the purchase operation sends and answers, by version.
const purchaseSchemaNames: Record<MuseumApiVersion, { purchase: string; confirmation: string }> = {
  '1.1': { purchase: 'TicketPurchase', confirmation: 'TicketConfirmation' },
  '1.2': { purchase: 'TicketPurchase12', confirmation: 'TicketConfirmation12' },
};

// The component each problem an operation may answer with is described under, named by its
// status's reason phrase (its status is core's, in `museumProblems`).
const problemResponses = {
  invalidRequest: 'BadRequest',
  unauthorized: 'Unauthorized',
  notFound: 'NotFound',
  methodNotAllowed: 'MethodNotAllowed',
  payloadTooLarge: 'ContentTooLarge',
  unsupportedMediaType: 'UnsupportedMediaType',
  idempotencyKeyInUse: 'IdempotencyKeyInUse',
  idempotencyKeyReused: 'IdempotencyKeyReused',
} as const satisfies Record<(typeof museumOperationProblems)[MuseumOperation][number], string>;
// What only an injected fault answers (any status from 400 to 599 on any operation, the flaky
// scenario's 503 named on its own), so a contract checker finds every status the mock sends.
const faultStatus = { ClientFault: '4XX', ServiceUnavailable: '503', ServerFault: '5XX' } as const;

type ErrorResponse = (typeof problemResponses)[keyof typeof problemResponses] | keyof typeof faultStatus;

/** A header of an answer: a string unless `schema` says more. */
function header(description: string, required: boolean, schema: JsonSchema = { type: 'string' }) {
  return { description, required, schema };
}

/** An optional header of a request: a string unless `schema` says more. */
function headerParameter(name: string, description: string, schema: JsonSchema = { type: 'string' }) {
  return { name, in: 'header', required: false, description, schema } satisfies OpenApiParameter;
}

// Any status a fault may inject (400 to 599) may carry `Retry-After` (`retryAfter` of the fault).
const retryAfterHeader = {
  'Retry-After': header(
    'When to try again: seconds, or an HTTP date. Sent when the fault that answered gives one.',
    false,
  ),
};

// Every answer names its request; the header is optional here because a server of this API
// need not send it (the mock always does).
const requestIdResponseHeader = {
  [requestIdHeader]: header(
    'The id of this request: the `X-Request-Id` the request sent when it was 1 to 128 visible ASCII ' +
      'characters, else one the server made. Quote it when reporting a problem.',
    false,
    { type: 'string', minLength: 1, maxLength: 128 },
  ),
};

/** A response with the request id among its headers. */
function withRequestId(response: OpenApiResponse): OpenApiResponse {
  return { ...response, headers: { ...response.headers, ...requestIdResponseHeader } };
}

const requestIdParameter = headerParameter(
  requestIdHeader,
  "An id for this request, 1 to 128 visible ASCII characters, echoed in the answer's `X-Request-Id` " +
    '(a malformed one is ignored and the server makes its own).',
  { type: 'string', minLength: 1, maxLength: 128, pattern: '^[\\x21-\\x7E]+$' },
);

const idempotencyKeyParameter = headerParameter(
  idempotencyKeyHeader,
  'Makes the request safe to retry (IETF httpapi draft "The Idempotency-Key HTTP Header Field"). The ' +
    'first answer to a key is kept (24 hours and 1,000 keys by default in the mock) and a repeat with the ' +
    'same body bytes gets it again, with `Idempotent-Replayed: true`; the same key with another body or ' +
    'for another operation is 422, a repeat while the first is still being answered is 409. The value is ' +
    `a Structured Field string (\`"…"\`) or the same characters bare: 1 to ${maxIdempotencyKeyLength} ` +
    'printable ASCII characters (bare: no space, comma, quote or backslash); anything else is 400. Only ' +
    'a request that changed something is kept: a refusal is answered afresh on a repeat.',
  { type: 'string', minLength: 1, maxLength: maxIdempotencyKeyLength + 2 },
);

const replayedHeader = {
  [idempotentReplayedHeader]: header(
    "`true` when this is the kept first answer to the request's `Idempotency-Key`, replayed; absent on a first answer.",
    false,
    { type: 'string', const: 'true' },
  ),
};

/** Error responses shared by the operations, by component name; each carries problem details. */
function errorResponses(): Record<ErrorResponse, Omit<OpenApiResponse, 'content'>> {
  return {
    BadRequest: {
      description:
        'The request was rejected: malformed JSON, a body that breaks the schema (unknown fields are named), ' +
        'a bad query or path parameter (a non-uuid id is 400, not 404), or a domain rule (dates before today, ' +
        'a ticket date that is not one of the event dates, a general ticket on a closed day). `errors` lists ' +
        'every field-level issue.',
    },
    Unauthorized: {
      description:
        'Credentials are missing or are not well-formed HTTP Basic (or, where the server is configured to ' +
        'check them, not accepted).',
      headers: {
        'WWW-Authenticate': header('The challenge: `Basic realm="…"`.', true, {
          type: 'string',
          pattern: '^Basic realm=".*"',
        }),
      },
    },
    NotFound: { description: 'No such ticket or special event (never existed, or deleted).' },
    MethodNotAllowed: {
      description:
        'The path exists but not with the method used. OpenAPI has no place for responses of a path as a ' +
        'whole, so this is listed on each operation of the path; it is what every *other* method gets.',
      headers: allowHeader,
    },
    ContentTooLarge: { description: 'The request body is larger than the server accepts.' },
    UnsupportedMediaType: { description: 'The request body is not `application/json`.' },
    IdempotencyKeyInUse: {
      description:
        'A request with the same `Idempotency-Key` is still being answered; retry once it has been ' +
        '(`type` is `urn:museum-api:problem:idempotency-key-in-use`).',
    },
    IdempotencyKeyReused: {
      description:
        'The `Idempotency-Key` was first used for another request: another body or another operation ' +
        '(`type` is `urn:museum-api:problem:idempotency-key-reused`). Use a new key for a new request.',
    },
    ClientFault: {
      description:
        'Another client error, which only an injected fault answers (the mock can inject any status from ' +
        '400 to 599 on any operation): for example 409 Conflict (a sold-out scenario) or 429 Too Many ' +
        'Requests. Nothing changed. The body is problem details.',
      headers: retryAfterHeader,
    },
    ServiceUnavailable: {
      description:
        'The service is unavailable for a moment; nothing changed, and the request may be retried. The mock ' +
        'answers it only where it is asked to: the `flaky` scenario fails one request in five with 503 and ' +
        '`Retry-After: 1`, and a fault may inject it on any operation.',
      headers: retryAfterHeader,
    },
    ServerFault: {
      description:
        'A server error: an injected fault (500, 502, 504…), a user-supplied override or credentials verifier ' +
        'that threw (500), or a change the mock could not save to its state file (500, not acknowledged). ' +
        'The body is problem details.',
      headers: retryAfterHeader,
    },
  };
}

const errorStatus = {
  ...Object.fromEntries(
    Object.entries(problemResponses).map(([problem, response]) => [
      response,
      String(museumProblems[problem as keyof typeof problemResponses].status),
    ]),
  ),
  ...faultStatus,
} as Record<ErrorResponse, string>;

/** The answers of `operation`: success (replay-marked if keyed) and `more`, then its problems and faults. */
function responses(
  operation: MuseumOperation,
  success: OpenApiResponse,
  more: Record<string, OpenApiResponse> = {},
): OpenApiOperation['responses'] {
  const facts = museumOperations[operation];
  const answers: Record<string, OpenApiResponse> = {
    [facts.status]:
      'keyed' in facts
        ? {
            description: success.description,
            headers: { ...success.headers, ...replayedHeader },
            content: success.content,
          }
        : success,
    ...more,
  };
  const all: OpenApiOperation['responses'] = Object.fromEntries(
    Object.entries(answers).map(([code, response]) => [code, withRequestId(response)]),
  );
  const errors: ErrorResponse[] = [
    ...museumOperationProblems[operation].map((problem) => problemResponses[problem]),
    ...(Object.keys(faultStatus) as (keyof typeof faultStatus)[]),
  ];
  for (const error of errors) all[errorStatus[error]] = responseRef(error);
  return sortStatuses(all);
}

function sortStatuses(map: OpenApiOperation['responses']): OpenApiOperation['responses'] {
  // Ranges (`4XX`) last: a JS object keeps integer-like keys first whatever the insertion order.
  const order = (status: string) => (/^\dXX$/.test(status) ? 1000 + Number(status[0]) : Number(status));
  return Object.fromEntries(Object.entries(map).sort(([a], [b]) => order(a) - order(b)));
}

function idParameter(name: 'ticketId' | 'eventId'): OpenApiParameter {
  return {
    name,
    in: 'path',
    required: true,
    description:
      name === 'ticketId'
        ? 'The ticket, as `ticketId` of the purchase confirmation.'
        : 'The special event, as assigned on creation.',
    schema: jsonSchemaOf(UuidSchema),
  };
}

const pagingDescriptions = {
  page: 'Page number, from 1. A page past the end is an empty array.',
  limit: `Items per page, 1 to ${limits.pageSizeMax}.`,
} as const;
const pagingDefaults = { page: 1, limit: limits.pageSizeDefault } as const;

function queryParameters(
  query: 'listSpecialEvents' | 'getMuseumHours',
  descriptions: Record<string, string>,
): OpenApiParameter[] {
  return Object.entries(queryProperties(query)).map(([name, schema]) => {
    const description = descriptions[name] ?? pagingDescriptions[name as keyof typeof pagingDescriptions];
    if (description === undefined) throw new Error(`Query parameter ${name} of ${query} has no description`);
    const fallback = pagingDefaults[name as keyof typeof pagingDefaults];
    return {
      name,
      in: 'query',
      required: false,
      description,
      // `default` is only an annotation; the schema itself comes from core unchanged.
      schema: fallback === undefined ? schema : { ...schema, default: fallback },
    };
  });
}

// What the ticket image's answers say about caching it.
const imageCachingHeaders = {
  ETag: header('Strong entity tag of the image; the same ticket always has the same tag.', true),
  'Cache-Control': header('The image never changes: `private, max-age=31536000, immutable`.', true),
};

/** What the document says of each operation besides its method, path and id (core's `museumOperations`). */
function operationDocs(
  apiVersion: MuseumApiVersion,
): Record<MuseumOperation, Omit<OpenApiOperation, 'operationId'>> {
  const { purchase, confirmation } = purchaseSchemaNames[apiVersion];
  return {
    buyMuseumTickets: {
      summary: 'Buy museum tickets',
      description:
        'A `general` ticket is for a day the museum is open; an `event` ticket names the event and one ' +
        'of its dates. Dates before today are rejected.',
      tags: [tags.tickets.name],
      requestBody: { description: 'The purchase.', required: true, content: json(purchase) },
      responses: responses('buyMuseumTickets', {
        description: 'The purchase confirmation (replayed for a repeat under the same `Idempotency-Key`).',
        content: json(confirmation),
      }),
    },
    getTicketCode: {
      summary: 'Get ticket QR code',
      description:
        "A PNG of the ticket's details (type, date, event name, confirmation code) with a QR code that " +
        'decodes to the ticket id and confirmation code. The same ticket always gives the same bytes, so ' +
        'the image carries a strong `ETag` and may be cached for good; `If-None-Match` with that tag is ' +
        'answered 304 without a body.',
      tags: [tags.tickets.name],
      parameters: [
        headerParameter('If-None-Match', 'The `ETag` of an image already held; a match is answered 304.'),
      ],
      responses: responses(
        'getTicketCode',
        {
          description: 'The ticket image.',
          headers: imageCachingHeaders,
          // Raw bytes in 3.1: `contentMediaType` alone, no `type`. A `type: string` (with 3.0's
          // `format: binary` or without) fails response checkers such as redocly respect, which
          // hold the PNG as bytes, not as a string.
          content: { 'image/png': { schema: { contentMediaType: 'image/png' } } },
        },
        {
          '304': {
            description: 'The image held under `If-None-Match` is current; no body.',
            headers: imageCachingHeaders,
          },
        },
      ),
    },
    createSpecialEvent: {
      summary: 'Create special event',
      description:
        'All five fields are required; anything else (an `eventId` included) is rejected. Dates are ' +
        'stored sorted.',
      tags: [tags.events.name],
      requestBody: { description: 'The new event.', required: true, content: json('NewSpecialEvent') },
      responses: responses('createSpecialEvent', {
        description: 'Created; the body is the event with its assigned `eventId`.',
        headers: {
          Location: header('URL of the new event (`…/v1.1/special-events/{eventId}`).', true, {
            type: 'string',
            format: 'uri-reference',
          }),
        },
        content: json('SpecialEvent'),
      }),
    },
    listSpecialEvents: {
      summary: 'List special events',
      description:
        'Events with any date in [`startDate`, `endDate`] (both inclusive), ordered by earliest matching ' +
        'date, then name, then id, so pages are stable.',
      tags: [tags.events.name],
      parameters: queryParameters('listSpecialEvents', {
        startDate: 'Lower bound of the date filter, inclusive; defaults to today (service clock).',
        endDate: `Upper bound of the date filter, inclusive; defaults to ${limits.listWindowDays} days after \`startDate\`. Must not be before \`startDate\`.`,
      }),
      responses: responses('listSpecialEvents', {
        description: 'A page of events.',
        content: json('SpecialEventList'),
      }),
    },
    getSpecialEvent: {
      summary: 'Get special event',
      description: 'One special event.',
      tags: [tags.events.name],
      responses: responses('getSpecialEvent', { description: 'The event.', content: json('SpecialEvent') }),
    },
    updateSpecialEvent: {
      summary: 'Update special event',
      description:
        'Changes any non-empty subset of the five fields, each validated as on creation. The update is ' +
        'atomic: an invalid field leaves the event unchanged.',
      tags: [tags.events.name],
      requestBody: {
        description: 'The fields to change.',
        required: true,
        content: json('SpecialEventPatch'),
      },
      responses: responses('updateSpecialEvent', {
        description: 'The whole event after the change.',
        content: json('SpecialEvent'),
      }),
    },
    deleteSpecialEvent: {
      summary: 'Delete special event',
      description: 'Deletes the event. Tickets already sold for it stay readable.',
      tags: [tags.events.name],
      responses: responses('deleteSpecialEvent', { description: 'Deleted; no body.' }),
    },
    getMuseumHours: {
      summary: 'Get museum hours',
      description:
        'Opening times of the open days from `startDate` on, in date order; closed days are left out and ' +
        '`limit` counts open days.',
      tags: [tags.operations.name],
      parameters: queryParameters('getMuseumHours', {
        startDate: 'First day to list; defaults to today (service clock).',
      }),
      responses: responses('getMuseumHours', {
        description: 'A page of open days.',
        content: json('MuseumHours'),
      }),
    },
  };
}

/** The document's paths from `museumOperations`, `:name` as `{name}`, declared once on the path. */
function pathsFromOperations(apiVersion: MuseumApiVersion): OpenApiDocument['paths'] {
  const docs = operationDocs(apiVersion);
  const paths: Record<string, OpenApiPathItem> = {};
  for (const [operationId, { method, path }] of Object.entries(museumOperations)) {
    const templated = path.replace(/:(\w+)/g, '{$1}');
    const names = [...path.matchAll(/:(\w+)/g)].map((match) => match[1] as 'ticketId' | 'eventId');
    paths[templated] ??= names.length === 0 ? {} : { parameters: names.map(idParameter) };
    const item = paths[templated] as OpenApiPathItem;
    const doc = docs[operationId as MuseumOperation];
    const key = 'keyed' in museumOperations[operationId as MuseumOperation];
    const { summary, description, tags } = doc;
    item[method.toLowerCase() as OpenApiMethod] = {
      operationId,
      // A keyed operation's parameters come after its tags, where the others write theirs.
      ...(key ? { summary, description, tags, parameters: [] } : {}),
      ...doc,
      parameters: [...(key ? [idempotencyKeyParameter] : []), ...(doc.parameters ?? []), requestIdParameter],
    };
  }
  return paths;
}

function infoDescription(apiVersion: MuseumApiVersion): string {
  return [
    'The museum service: buy tickets and fetch them as PNG images with a scannable QR code, manage special ' +
      'events, and read the opening hours.',
    '',
    apiVersion === '1.1'
      ? '- **Base path**: every path is relative to a base URL that ends in `/v1.1`.'
      : '- **Base path**: every path is relative to the base URL, by default the root of its origin.',
    `- **Authentication**: every operation requires HTTP Basic credentials (scheme \`${securitySchemeName}\`).`,
    '- **Prices** are in US dollars with at most two decimals (whole cents), from 0 to ' +
      `${limits.priceMax.toLocaleString('en-US')}.`,
    '- **Dates** are ISO 8601 full-dates (`YYYY-MM-DD`). Ticket dates must be today or later (service clock); ' +
      "general tickets need a day the museum is open (by default it is closed on Mondays), event tickets one of the event's dates.",
    `- **Limits**: event \`name\` and \`location\` at most ${limits.nameMaxLength} and ` +
      `${limits.locationMaxLength} characters, \`eventDescription\` at most ${limits.descriptionMaxLength}, ` +
      `at most ${limits.datesMaxCount} dates per event; e-mail at most ${limits.emailMaxLength} characters, ` +
      `phone at most ${limits.phoneMaxLength}; list pages: \`page\` from 1 (default 1), \`limit\` 1 to ` +
      `${limits.pageSizeMax} (default ${limits.pageSizeDefault}).`,
    '- **Errors** are RFC 9457 problem details (`application/problem+json`) with field-level `errors` where ' +
      'a request was rejected. No request, however malformed, gets a 5xx unless a fault is injected.',
    '- **Retries**: `POST /tickets` and `POST /special-events` take an `Idempotency-Key`; a repeat under the ' +
      'same key and body replays the first answer (`Idempotent-Replayed: true`) instead of acting twice.',
    '- **Request ids**: every answer carries `X-Request-Id`, the one the request sent when well formed.',
  ].join('\n');
}

/**
 * Builds the OpenAPI 3.1 description of the whole Museum API (version 1.1.1, or 1.2.1 with
 * `apiVersion: '1.2'`) as a plain,
 * JSON-serialisable object. Schemas are derived from `@museum-api/core`'s zod schemas with
 * `z.toJSONSchema`, so the document cannot drift from what the mock validates; statuses follow
 * the SDK's HTTP contract, errors are problem details, and HTTP Basic (`MuseumPlaceholderAuth`)
 * applies to every operation.
 *
 * @example
 * ```ts
 * import { buildOpenApiDocument } from '@museum-api/contract';
 *
 * const document = buildOpenApiDocument({ serverUrl: 'http://127.0.0.1:4010/v1.1' });
 * await writeFile('openapi.json', JSON.stringify(document, null, 2));
 * ```
 */
export function buildOpenApiDocument(options: OpenApiDocumentOptions = {}): OpenApiDocument {
  const { apiVersion, serverUrl } = normalizeOpenApiOptions(options);
  return {
    openapi: '3.1.1',
    info: {
      title: 'Museum API',
      version: publishedVersionOf[apiVersion],
      summary: 'Tickets, special events and opening hours of the museum.',
      description: infoDescription(apiVersion),
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: serverUrl, description: 'Museum API (the mock serves the same base path)' }],
    security: [{ [securitySchemeName]: [] }],
    tags: Object.values(tags),
    paths: pathsFromOperations(apiVersion),
    components: {
      schemas: componentSchemas(schemasOf[apiVersion]),
      responses: Object.fromEntries(
        Object.entries(errorResponses()).map(([name, response]) => [
          name,
          withRequestId({ ...response, content: problem }),
        ]),
      ),
      securitySchemes: {
        [securitySchemeName]: {
          type: 'http',
          scheme: 'basic',
          description:
            'HTTP Basic. The mock accepts any well-formed credentials by default (empty user and password too) ' +
            'and can be configured to check them.',
        },
      },
    },
  };
}
