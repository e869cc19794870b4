import {
  isMuseumDomainError,
  type MuseumDomainError,
  type MuseumStore,
  type ProblemDetails,
  renderTicketImage,
  UuidSchema,
} from '@museum-api/core';
import { parseBasicAuth, timingSafeEqual } from './basic-auth.ts';
import type { MockInterventions } from './mock-interventions.ts';
import type { NormalizedMockOptions } from './mock-options.ts';
import type { JournalEntry, JournalIntervention, MuseumJournal } from './museum-journal.ts';
import type { MuseumOperation, MuseumRoute } from './museum-operations.ts';
import { parseQuery } from './parse-query.ts';
import { isProblemError, ProblemError } from './problem-error.ts';
import { readJsonBody } from './read-json-body.ts';

/** What one mock's request handling works on. */
export interface DispatchState {
  options: NormalizedMockOptions;
  store: MuseumStore;
  journal: MuseumJournal;
  interventions: MockInterventions;
  /** Called after a request changed the store. */
  changed: () => void;
  sleep: (ms: number) => Promise<void>;
}

// What the dispatcher already knows about the responses it built, keyed by the Response: the
// JSON value and text of an operation's answer, or the problem it rendered. The journal keeps
// the value instead of cloning the response and parsing the copy back (tee-ing its stream cost
// more than most operations); the standalone server writes the text instead of reading the
// body. Only responses built elsewhere (overrides, injected faults) are read back.
type SentAnswer =
  | { kind: 'json'; value: unknown; text: string }
  | { kind: 'problem'; problem: ProblemDetails };
const sentAnswers = new WeakMap<Response, SentAnswer>();

/**
 * `Response.json()`, keeping the value and its text for the journal and the server. With
 * `bodyless` (a caller that writes {@link jsonBodyText} itself, and no override that could read
 * the body) the Response carries status and headers only: building a body stream nobody reads
 * was a tenth of the standalone server's time.
 */
function jsonResponse(
  { bodyless }: OperationContext,
  body: unknown,
  init: { status?: number; headers?: Record<string, string> } = {},
): Response {
  const text = JSON.stringify(body);
  const response = new Response(bodyless ? null : text, {
    ...init,
    headers: { ...init.headers, 'Content-Type': 'application/json' },
  });
  sentAnswers.set(response, { kind: 'json', value: body, text });
  return response;
}

/**
 * The JSON text of a response the mock built for an operation, `undefined` for any other
 * response (overrides, problems, images). The body of such a response is exactly the UTF-8
 * bytes of this text, or missing when dispatched `bodyless`; the server writes the text.
 *
 * @example
 * ```ts
 * const text = jsonBodyText(response);
 * if (text !== undefined) res.end(text);
 * ```
 */
export function jsonBodyText(response: Response): string | undefined {
  const sent = sentAnswers.get(response);
  return sent?.kind === 'json' ? sent.text : undefined;
}

/** What a request left for its journal entry while it was handled. */
interface Notes {
  requestBody?: unknown;
  username?: string;
  intervention?: JournalIntervention;
}

interface OperationContext {
  request: Request;
  url: URL;
  params: Record<string, string>;
  state: DispatchState;
  notes: Notes;
  /** Operations may answer JSON without a body stream (see {@link jsonResponse}). */
  bodyless: boolean;
}

/**
 * Answers one request that reached the mock, whatever it holds: routing (404, 405 with
 * `Allow`), latency, faults and overrides, authentication, the operation itself, and the
 * journal entry. Every failure, expected or not, becomes a problem-details response; this
 * function never throws.
 *
 * @example
 * ```ts
 * const response = await dispatch(state, request, new URL(request.url), route, { eventId });
 * ```
 */
export async function dispatch(
  state: DispatchState,
  request: Request,
  url: URL,
  route: MuseumRoute | undefined,
  params: Record<string, string>,
  bodyless = false,
): Promise<Response> {
  const startedAt = Date.now();
  const method = request.method.toUpperCase();
  const notes: Notes = {};
  let operation: MuseumOperation | 'unknown' = 'unknown';
  let response: Response;
  try {
    // No await without latency: every await is a trip through the microtask queue.
    const latency = drawLatency(state.options);
    if (latency > 0) await state.sleep(latency);
    if (route === undefined) {
      throw ProblemError.notFound(
        `Nothing at ${url.pathname}. Operations: /tickets, /tickets/{ticketId}/qr, /special-events, /special-events/{eventId}, /museum-hours under the base URL`,
      );
    }
    const found = route.methods[method === 'HEAD' ? 'GET' : method];
    if (found === undefined) throw ProblemError.methodNotAllowed(method, route.allow);
    operation = found;
    const intervention = state.interventions.take(found);
    // An override's next() hands our answer to user code, which may read its body.
    const context: OperationContext = {
      request,
      url,
      params,
      state,
      notes,
      bodyless: bodyless && !intervention,
    };
    const run = () => runOperation(found, context);
    if (intervention) {
      notes.intervention = intervention.kind;
      response =
        (await intervention.resolver({ request, operation: found, params, store: state.store, next: run })) ??
        (await run());
    } else {
      response = await run();
    }
  } catch (error) {
    response = errorResponse(error, url.pathname);
  }
  if (method === 'HEAD' && response.type !== 'error') {
    response = new Response(null, { status: response.status, headers: response.headers });
  }
  try {
    await record(state, {
      operation,
      method,
      url: url.href,
      params,
      query: queryRecord(url.searchParams),
      notes,
      startedAt,
      response,
    });
  } catch {
    // The journal is for inspection; failing to write it must not fail the answer.
  }
  return response;
}

async function runOperation(operation: MuseumOperation, context: OperationContext): Promise<Response> {
  try {
    await authenticate(context);
    return await operations[operation](context);
  } catch (error) {
    return errorResponse(error, context.url.pathname);
  }
}

async function authenticate({ request, state, notes }: OperationContext): Promise<void> {
  const { auth } = state.options;
  if (auth === false) return;
  const header = request.headers.get('authorization');
  if (header === null) {
    throw ProblemError.unauthorized(
      'This operation requires HTTP Basic credentials (Authorization: Basic …)',
    );
  }
  const credentials = parseBasicAuth(header);
  if (credentials === undefined) {
    throw ProblemError.unauthorized('The Authorization header is not well-formed HTTP Basic credentials');
  }
  notes.username = credentials.username;
  if (auth === 'any') return;
  const accepted =
    typeof auth === 'function'
      ? (await auth(credentials, request)) === true
      : // Both comparisons always run, so timing does not tell which of the two was wrong.
        [
          timingSafeEqual(auth.username, credentials.username),
          timingSafeEqual(auth.password, credentials.password),
        ].every(Boolean);
  if (!accepted) throw ProblemError.unauthorized('These credentials are not accepted');
}

const operations: Record<MuseumOperation, (context: OperationContext) => Promise<Response>> = {
  async buyMuseumTickets(context) {
    const body = await readBody(context);
    const confirmation = context.state.store.buyTicket(body);
    context.state.changed();
    return jsonResponse(context, confirmation, { status: 201 });
  },

  async getTicketCode({ params, state }) {
    const ticket = state.store.getTicket(pathId(params, 'ticketId'));
    const png = renderTicketImage(ticket);
    return new Response(png as Uint8Array<ArrayBuffer>, {
      status: 200,
      headers: {
        'Content-Type': 'image/png',
        'Content-Length': String(png.byteLength),
        'Content-Disposition': `inline; filename="ticket-${ticket.confirmationCode}.png"`,
      },
    });
  },

  async createSpecialEvent(context) {
    const body = await readBody(context);
    const event = context.state.store.createEvent(body as never);
    context.state.changed();
    const location = `${context.url.origin}${context.url.pathname.replace(/\/+$/, '')}/${event.eventId}`;
    return jsonResponse(context, event, { status: 201, headers: { Location: location } });
  },

  async listSpecialEvents(context) {
    const { url, state } = context;
    const query = parseQuery(url.searchParams, {
      startDate: 'text',
      endDate: 'text',
      page: 'integer',
      limit: 'integer',
    });
    return jsonResponse(
      context,
      underQuery(() => state.store.listEvents(query)),
    );
  },

  async getSpecialEvent(context) {
    return jsonResponse(context, context.state.store.getEvent(pathId(context.params, 'eventId')));
  },

  async updateSpecialEvent(context) {
    const eventId = pathId(context.params, 'eventId');
    const body = await readBody(context);
    const event = context.state.store.updateEvent(eventId, body as never);
    context.state.changed();
    return jsonResponse(context, event);
  },

  async deleteSpecialEvent({ params, state }) {
    state.store.deleteEvent(pathId(params, 'eventId'));
    state.changed();
    return new Response(null, { status: 204 });
  },

  async getMuseumHours(context) {
    const { url, state } = context;
    const query = parseQuery(url.searchParams, { startDate: 'text', page: 'integer', limit: 'integer' });
    return jsonResponse(
      context,
      underQuery(() => state.store.listMuseumHours(query)),
    );
  },
};

async function readBody({ request, state, notes }: OperationContext): Promise<Record<string, unknown>> {
  const body = await readJsonBody(request, state.options.maxBodyBytes);
  notes.requestBody = body;
  return body;
}

/** A path id checked as a UUID here, so its problem names `path.<name>` rather than a body field. */
function pathId(params: Record<string, string>, name: string): string {
  const value = params[name] ?? '';
  if (!UuidSchema.safeParse(value).success) {
    throw ProblemError.invalidRequest(`${name} must be a UUID, got "${value}"`, [
      { path: `path.${name}`, message: 'Expected a UUID' },
    ]);
  }
  return value;
}

/** Runs a query-driven store call, moving its issue paths under `query.`. */
function underQuery<T>(call: () => T): T {
  try {
    return call();
  } catch (error) {
    if (!isMuseumDomainError(error) || error.kind !== 'invalid') throw error;
    const issues = error.issues.map((issue) => ({ path: `query.${issue.path}`, message: issue.message }));
    throw ProblemError.invalidRequest(
      issues.map((issue) => `${issue.path}: ${issue.message}`).join('; '),
      issues,
    );
  }
}

function errorResponse(error: unknown, instance: string): Response {
  const problem = toProblemError(error);
  const response = problem.toResponse(instance);
  sentAnswers.set(response, { kind: 'problem', problem: problem.toProblem(instance) });
  return response;
}

function toProblemError(error: unknown): ProblemError {
  if (isProblemError(error)) return error;
  if (isMuseumDomainError(error)) return fromDomainError(error);
  return ProblemError.internal(error);
}

function fromDomainError(error: MuseumDomainError): ProblemError {
  if (error.kind === 'not-found') return ProblemError.notFound(error.message);
  return ProblemError.invalidRequest(error.message, error.issues);
}

function drawLatency({ latency: [min, max], latencyRandom }: NormalizedMockOptions): number {
  if (max === 0) return 0;
  if (min === max) return min;
  return min + Math.round((latencyRandom.next() / 0xffffffff) * (max - min));
}

function queryRecord(searchParams: URLSearchParams): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const name of new Set(searchParams.keys())) {
    const values = searchParams.getAll(name);
    query[name] = values.length === 1 ? (values[0] as string) : values;
  }
  return query;
}

async function record(
  state: DispatchState,
  entry: {
    operation: MuseumOperation | 'unknown';
    method: string;
    url: string;
    params: Record<string, string>;
    query: Record<string, string | string[]>;
    notes: Notes;
    /** Epoch milliseconds. */
    startedAt: number;
    response: Response;
  },
): Promise<void> {
  const { response, notes } = entry;
  const sent = sentAnswers.get(response);
  let problem: ProblemDetails | undefined;
  let responseBody: unknown;
  if (sent?.kind === 'problem') {
    problem = sent.problem;
  } else if (sent?.kind === 'json') {
    if (response.ok) responseBody = sent.value;
  } else if (response.type !== 'error' && response.body !== null) {
    const type = response.headers.get('content-type') ?? '';
    if (type.includes('json')) {
      try {
        const body: unknown = await response.clone().json();
        if (type.includes('application/problem+json')) problem = body as ProblemDetails;
        else if (response.ok) responseBody = body;
      } catch {
        // An override may answer with a body that says JSON and is not; the journal then omits it.
      }
    }
  }
  // Optional fields assigned one by one, in the order the entry has always had: spreading a
  // fresh object per field showed up in profiles of the standalone server.
  const recorded: Record<string, unknown> = {
    operation: entry.operation,
    method: entry.method,
    url: entry.url,
    params: entry.params,
    query: entry.query,
    status: response.type === 'error' ? 0 : response.status,
    startedAt: new Date(entry.startedAt).toISOString(),
    durationMs: Date.now() - entry.startedAt,
  };
  if ('requestBody' in notes) recorded.requestBody = notes.requestBody;
  if (notes.username !== undefined) recorded.username = notes.username;
  if (notes.intervention !== undefined) recorded.intervention = notes.intervention;
  if (problem !== undefined) recorded.problem = problem;
  if (responseBody !== undefined) recorded.responseBody = responseBody;
  state.journal.record(recorded as Omit<JournalEntry, 'sequence'>);
}
