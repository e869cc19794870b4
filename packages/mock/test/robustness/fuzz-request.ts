import { addDays, type MuseumStore } from '@museum-api/core';
import fc from 'fast-check';
import { type BodyShape, type HostileBody, hostileBody } from './hostile-body.ts';
import {
  authorizationHeader,
  type ContentLengthChoice,
  contentLengthChoice,
  contentTypeHeader,
  extraHeaders,
  type HeaderCharset,
  type TaggedHeader,
} from './hostile-headers.ts';
import { type HostilePathId, hostilePathId } from './hostile-path.ts';
import { type HostileQuery, hostileQuery, type QueryParameter } from './hostile-query.ts';

/** The operations of the Museum API, by the names the mock's journal uses. */
export type OperationName =
  | 'buyMuseumTickets'
  | 'getTicketCode'
  | 'createSpecialEvent'
  | 'listSpecialEvents'
  | 'getSpecialEvent'
  | 'updateSpecialEvent'
  | 'deleteSpecialEvent'
  | 'getMuseumHours';

interface OperationSpec {
  method: string;
  /** Path under the base URL; `{id}` marks the path parameter. */
  path: string;
  /** Status of a success, as the HTTP contract (docs/http-contract.md) gives it. */
  success: number;
  /** Which ids the path parameter refers to. */
  ids?: 'events' | 'tickets';
  query?: readonly QueryParameter[];
  body?: 'ticket' | 'event' | 'patch';
  changesStore: boolean;
}

/**
 * What the fuzzer knows of each operation, written from docs/http-contract.md rather than read from the
 * mock, so the mock is checked against the contract and not against itself.
 */
export const operationSpecs: Readonly<Record<OperationName, OperationSpec>> = {
  buyMuseumTickets: { method: 'POST', path: '/tickets', success: 201, body: 'ticket', changesStore: true },
  getTicketCode: {
    method: 'GET',
    path: '/tickets/{id}/qr',
    success: 200,
    ids: 'tickets',
    changesStore: false,
  },
  createSpecialEvent: {
    method: 'POST',
    path: '/special-events',
    success: 201,
    body: 'event',
    changesStore: true,
  },
  listSpecialEvents: {
    method: 'GET',
    path: '/special-events',
    success: 200,
    query: ['startDate', 'endDate', 'page', 'limit'],
    changesStore: false,
  },
  getSpecialEvent: {
    method: 'GET',
    path: '/special-events/{id}',
    success: 200,
    ids: 'events',
    changesStore: false,
  },
  updateSpecialEvent: {
    method: 'PATCH',
    path: '/special-events/{id}',
    success: 200,
    ids: 'events',
    body: 'patch',
    changesStore: true,
  },
  deleteSpecialEvent: {
    method: 'DELETE',
    path: '/special-events/{id}',
    success: 204,
    ids: 'events',
    changesStore: true,
  },
  getMuseumHours: {
    method: 'GET',
    path: '/museum-hours',
    success: 200,
    query: ['startDate', 'page', 'limit'],
    changesStore: false,
  },
};

export const operationNames = Object.keys(operationSpecs) as OperationName[];

/** The operation behind a method on a path, HEAD standing in for GET; `undefined` means 405. */
function operationAt(path: string, method: string): OperationName | undefined {
  const wanted = method === 'HEAD' ? 'GET' : method;
  return operationNames.find(
    (name) => operationSpecs[name].path === path && operationSpecs[name].method === wanted,
  );
}

/** The statuses a request may get back, and why; a failing property prints the reason. */
export interface Expectation {
  statuses: ReadonlySet<number>;
  reason: string;
}

/** One fuzzed request, relative to the base URL, with the answer the contract allows. */
export interface FuzzRequest {
  /** The operation the method and path select (`undefined` when the method is not allowed there). */
  operation: OperationName | undefined;
  method: string;
  /** Path and query under the base URL, e.g. `/special-events?page=2`. */
  target: string;
  headers: [string, string][];
  body: Uint8Array | undefined;
  expectation: Expectation;
  /** Whether a success may change the store (a rejected request never may). */
  mayChangeStore: boolean;
  label: string;
}

/** The state the fuzzer builds valid requests from: ids that exist, dates that sell. */
export interface FuzzContext {
  today: string;
  eventIds: string[];
  ticketIds: string[];
  /** Dates from today on, per event id, that an event ticket can be bought for. */
  sellableEventDates: Record<string, string[]>;
  /** Days from today on that the museum is open, for general tickets. */
  openDays: string[];
  maxBodyBytes: number;
}

/**
 * Reads a {@link FuzzContext} from a store in its starting state.
 *
 * @example
 * ```ts
 * const context = fuzzContextOf(mock.store, mock.options.maxBodyBytes);
 * ```
 */
export function fuzzContextOf(store: MuseumStore, maxBodyBytes: number): FuzzContext {
  const today = store.today();
  const events = store.allEvents();
  const sellableEventDates: Record<string, string[]> = {};
  for (const event of events) {
    const dates = event.dates.filter((date) => date >= today);
    if (dates.length > 0) sellableEventDates[event.eventId] = dates;
  }
  return {
    today,
    eventIds: events.map((event) => event.eventId),
    ticketIds: store.allTickets().map((ticket) => ticket.ticketId),
    sellableEventDates,
    openDays: store.listMuseumHours({ startDate: today, limit: 30 }).map((day) => day.date),
    maxBodyBytes,
  };
}

/**
 * A purchase the store accepts, as JSON text: a general ticket for its first open day.
 *
 * @example
 * ```ts
 * const body = validPurchaseOf(server.mock.store); // POST /tickets → 201
 * ```
 */
export function validPurchaseOf(store: MuseumStore): string {
  const [firstOpenDay] = store.listMuseumHours({ startDate: store.today(), limit: 1 });
  return JSON.stringify({ ticketType: 'general', ticketDate: firstOpenDay?.date, email: 'ada@museum.test' });
}

const email = fc
  .tuple(
    fc.stringMatching(/^[a-z0-9]{1,10}$/),
    fc.stringMatching(/^[a-z]{1,10}$/),
    fc.constantFrom('test', 'org', 'museum'),
  )
  .map(([local, domain, tld]) => `${local}@${domain}.${tld}`);
const phone = fc.stringMatching(/^\+?[0-9]{7,12}$/);
const text = (max: number) =>
  fc
    .string({ unit: 'grapheme', minLength: 1, maxLength: max })
    .filter((value) => value.trim() !== '' && value.length <= max);

function bodyShapes(context: FuzzContext): Record<'ticket' | 'event' | 'patch', BodyShape[]> {
  const generalTicket: BodyShape = {
    valid: fc.record(
      {
        ticketType: fc.constant('general'),
        ticketDate: fc.constantFrom(...context.openDays),
        email,
        phone,
      },
      { requiredKeys: ['ticketType', 'ticketDate', 'email'] },
    ),
    fields: {
      ticketType: { type: 'string', required: true },
      ticketDate: { type: 'string', required: true },
      email: { type: 'string', required: true },
      phone: { type: 'string', required: false },
    },
  };
  const sellable = Object.entries(context.sellableEventDates);
  const eventTicket: BodyShape = {
    valid: fc.constantFrom(...sellable).chain(([eventId, dates]) =>
      fc.record(
        {
          ticketType: fc.constant('event'),
          eventId: fc.constant(eventId),
          ticketDate: fc.constantFrom(...dates),
          email,
          phone,
        },
        { requiredKeys: ['ticketType', 'eventId', 'ticketDate', 'email'] },
      ),
    ),
    fields: { ...generalTicket.fields, eventId: { type: 'string', required: true } },
  };
  const eventFields = {
    name: text(60),
    location: text(60),
    eventDescription: text(200),
    dates: fc.uniqueArray(
      fc.integer({ min: -30, max: 400 }).map((offset) => addDays(context.today, offset)),
      { minLength: 1, maxLength: 6 },
    ),
    price: fc.integer({ min: 0, max: 100_000_000 }).map((cents) => cents / 100),
  };
  const eventSpec = {
    name: { type: 'string', required: true },
    location: { type: 'string', required: true },
    eventDescription: { type: 'string', required: true },
    dates: { type: 'string-array', required: true },
    price: { type: 'number', required: true },
  } as const;
  return {
    ticket: sellable.length > 0 ? [generalTicket, eventTicket] : [generalTicket],
    event: [{ valid: fc.record(eventFields), fields: eventSpec }],
    patch: [
      {
        valid: fc
          .record(eventFields, { requiredKeys: [] })
          .filter((patch) => Object.keys(patch).length > 0) as fc.Arbitrary<Record<string, unknown>>,
        fields: Object.fromEntries(
          Object.entries(eventSpec).map(([name, spec]) => [name, { ...spec, required: false }]),
        ),
        emptyIsInvalid: true,
      },
    ],
  };
}

const otherMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND', 'FOO'] as const;

/**
 * Methods Node's HTTP parser does not know: over a real socket it refuses them before any
 * handler runs, so the server can only answer 400 (in-process they reach the mock: 405).
 */
const unparsableMethods: ReadonlySet<string> = new Set(['FOO']);

/** How fuzzed requests reach the mock, which bounds what they can carry. */
export interface FuzzTransport {
  /** Characters header values may hold (`'ascii'` for a real HTTP client). */
  charset: HeaderCharset;
  /** Whether a `Content-Length` can disagree with the body (only in-process). */
  lyingContentLength: boolean;
  /** Whether requests go through Node's HTTP parser, which refuses unknown methods itself. */
  overHttp: boolean;
}

/**
 * Fuzzed requests for every operation: the right or a wrong method, hostile path ids, query
 * strings, headers and bodies, each with the statuses docs/http-contract.md allows for it.
 *
 * @example
 * ```ts
 * fc.assert(fc.asyncProperty(fuzzRequest(context, { charset: 'latin1', lyingContentLength: true, overHttp: false }), check));
 * ```
 */
export function fuzzRequest(
  context: FuzzContext,
  { charset, lyingContentLength, overHttp }: FuzzTransport,
): fc.Arbitrary<FuzzRequest> {
  const shapes = bodyShapes(context);
  const bodies = {
    ticket: fc.oneof(...shapes.ticket.map((shape) => hostileBody(shape, context.maxBodyBytes))),
    event: fc.oneof(...shapes.event.map((shape) => hostileBody(shape, context.maxBodyBytes))),
    patch: fc.oneof(...shapes.patch.map((shape) => hostileBody(shape, context.maxBodyBytes))),
  };
  const pathIds = {
    events: hostilePathId(context.eventIds),
    tickets: hostilePathId(context.ticketIds),
  };
  const lengthChoice = lyingContentLength
    ? contentLengthChoice()
    : fc.constant<ContentLengthChoice>({ kind: 'true' });

  return fc.constantFrom(...operationNames).chain((name) => {
    const spec = operationSpecs[name];
    return fc
      .record({
        method: fc.oneof(
          { weight: 6, arbitrary: fc.constant(spec.method) },
          fc.constantFrom(...otherMethods),
        ),
        pathId: spec.ids
          ? pathIds[spec.ids].map((id): HostilePathId | undefined => id)
          : fc.constant(undefined),
        query: spec.query ? hostileQuery(spec.query, context.today) : fc.constant(undefined),
        body: spec.body ? bodies[spec.body] : fc.constant(undefined),
        authorization: authorizationHeader(charset),
        contentType: contentTypeHeader(charset),
        contentLength: lengthChoice,
        extra: extraHeaders(charset),
      })
      .map((parts) => assemble(spec, parts, overHttp));
  });
}

interface Parts {
  method: string;
  pathId: HostilePathId | undefined;
  query: HostileQuery | undefined;
  body: HostileBody | undefined;
  authorization: TaggedHeader;
  contentType: TaggedHeader;
  contentLength: ContentLengthChoice;
  extra: [string, string][];
}

const everyStatus = [200, 201, 204, 400, 401, 404, 405, 413, 415];

function assemble(spec: OperationSpec, parts: Parts, overHttp: boolean): FuzzRequest {
  const { method, pathId, query, authorization, contentType, contentLength, extra } = parts;
  const operation = operationAt(spec.path, method);
  const effective = operation === undefined ? undefined : operationSpecs[operation];
  // GET and HEAD cannot carry a body; other operations that take none ignore one.
  const body = method === 'GET' || method === 'HEAD' ? undefined : parts.body;
  const target = `${spec.path.replace('{id}', pathId?.segment ?? '')}${query?.search ?? ''}`;

  const headers: [string, string][] = [...extra];
  if (authorization.value !== undefined) headers.push(['Authorization', authorization.value]);
  if (contentType.value !== undefined) headers.push(['Content-Type', contentType.value]);
  if (contentLength.kind === 'lie')
    headers.push(['Content-Length', contentLength.value(body?.bytes?.length ?? 0)]);

  const label = [
    `${method} ${target}`,
    `auth: ${authorization.label}`,
    `content-type: ${contentType.label}`,
    ...(contentLength.kind === 'lie' ? [contentLength.label] : []),
    ...(body ? [`body: ${body.verdict}: ${body.label}`] : []),
    ...(extra.length > 0 ? [`extra: ${JSON.stringify(extra)}`] : []),
  ].join(' | ');

  const expectation =
    overHttp && unparsableMethods.has(method)
      ? { statuses: new Set([400]), reason: 'a method the HTTP parser does not know' }
      : expect(effective, { method, pathId, query, body, authorization, contentType, contentLength });
  return {
    operation,
    method,
    target,
    headers,
    body: body?.bytes,
    expectation,
    mayChangeStore: effective?.changesStore === true || pathId?.kind === 'wild',
    label,
  };
}

function expect(
  effective: OperationSpec | undefined,
  parts: Omit<Parts, 'extra' | 'body'> & { body: HostileBody | undefined },
): Expectation {
  const { pathId, query, body, authorization, contentType, contentLength } = parts;
  if (pathId?.kind === 'wild') {
    return { statuses: new Set(everyStatus), reason: 'the path id may route anywhere' };
  }
  if (effective === undefined)
    return { statuses: new Set([405]), reason: 'method not allowed on a known path' };
  if (!authorization.ok) return { statuses: new Set([401]), reason: `credentials ${authorization.label}` };

  const errors = new Set<number>();
  const reasons: string[] = [];
  let mustFail = false;
  const refuse = (status: number, why: string) => {
    errors.add(status);
    reasons.push(why);
    mustFail = true;
  };
  const tolerate = (statuses: number[], why: string) => {
    for (const status of statuses) errors.add(status);
    reasons.push(why);
  };

  if (pathId?.kind === 'malformed') refuse(400, 'malformed path id');
  if (pathId?.kind === 'unknown') refuse(404, 'unknown path id');
  if (pathId?.kind === 'odd') {
    refuse(400, 'uuid look-alike path id');
    errors.add(404);
  }
  if (effective.query && query) {
    if (query.verdict === 'invalid') refuse(400, `bad query ${query.label}`);
    if (query.verdict === 'doubtful') tolerate([400], `doubtful query ${query.label}`);
  }
  if (effective.body) {
    const verdict = body?.verdict ?? 'absent';
    if (verdict === 'invalid' || verdict === 'absent') refuse(400, `body ${verdict}`);
    if (verdict === 'oversized') refuse(413, 'body over the size limit');
    if (verdict === 'doubtful') tolerate([400, 404], 'doubtful body');
    if (!contentType.ok) {
      // Without a body there is nothing to be of the wrong type: either answer is defensible.
      refuse(415, `content-type ${contentType.label}`);
      if (body?.bytes === undefined || contentType.value === undefined) errors.add(400);
    }
    if (contentLength.kind === 'lie') tolerate([400, 413], contentLength.label);
  }
  const statuses = new Set(errors);
  if (!mustFail) statuses.add(effective.success);
  return { statuses, reason: reasons.join('; ') || 'a valid request' };
}
