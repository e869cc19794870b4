import {
  isMuseumDomainError,
  MuseumDomainError,
  type MuseumStoreSnapshot,
  type ProblemIssue,
} from '@museum-api/core';
import type * as z from 'zod';
import type { MockRequest } from '../engine/http/mock-request.ts';
import { emptyAnswer, jsonAnswer, type MuseumAnswer, problemAnswer } from '../engine/http/museum-answer.ts';
import { parseQuery } from '../engine/http/parse-query.ts';
import { isProblemError, ProblemError } from '../engine/http/problem-error.ts';
import { readJsonBody } from '../engine/http/read-json-body.ts';
import type { MockFault } from '../engine/interventions/mock-fault.ts';
import type { JournalQuery } from '../engine/journal/journal-types.ts';
import type { MuseumJournal } from '../engine/journal/museum-journal.ts';
import { adminMount } from '../engine/protocol.ts';
import type { MockRuntime } from '../engine/runtime/mock-runtime.ts';
import { buildAdminOpenApiDocument } from './admin-open-api-document.ts';
import {
  AdminClockAdvanceSchema,
  AdminClockSetSchema,
  AdminFaultSchema,
  AdminScenarioSchema,
  adminLimits,
  JournalLimitSchema,
  JournalOperationSchema,
  JournalStatusSchema,
  journalFeedLimits,
} from './admin-schemas.ts';

type Route = (context: RouteContext) => MuseumAnswer | Promise<MuseumAnswer>;

interface RouteContext {
  runtime: MockRuntime;
  request: MockRequest;
  /** The admin root as the caller reached it, e.g. `http://127.0.0.1:4010/__admin`. */
  adminRoot: string;
  faultId?: string;
  /** Aborted when the server closes: a waiting long poll answers at once. */
  signal: AbortSignal | undefined;
}

/**
 * Options of {@link answerAdminRequest}.
 *
 * @example
 * ```ts
 * const options: AdminRequestOptions = { signal: closing.signal };
 * ```
 */
export interface AdminRequestOptions {
  /**
   * Ends waits early: a `GET /journal/feed` that is waiting for a request answers at once when
   * it aborts (the server aborts it when it closes).
   * @default none (a poll waits at most its `wait`)
   */
  signal?: AbortSignal;
}

// Admin answers describe state that changes under them: never from a cache.
const noStore = { 'Cache-Control': 'no-store' } as const;
const noContent = () => emptyAnswer(204);
const json = (value: unknown, status = 200, headers: Record<string, string> = {}) =>
  jsonAnswer(status, value, { ...noStore, ...headers });

const routes: Record<string, Partial<Record<string, Route>>> = {
  '/reset': {
    POST: ({ runtime }) => {
      runtime.mock.reset();
      return noContent();
    },
  },
  '/snapshot': {
    GET: ({ runtime }) => json(runtime.mock.snapshot()),
    PUT: async ({ runtime, request }) => {
      const body = await readJsonBody(request, adminLimits.maxSnapshotBytes);
      try {
        runtime.mock.restore(body as unknown as MuseumStoreSnapshot);
      } catch (error) {
        if (isMuseumDomainError(error)) {
          throw ProblemError.invalidRequest(`Invalid snapshot: ${error.message}`, error.issues);
        }
        throw error;
      }
      return noContent();
    },
  },
  '/journal': {
    GET: ({ runtime, request }) => {
      const { limit, ...query } = parseJournalQuery(request.url.searchParams);
      const entries = runtime.journal.filter(query);
      return json(limit === undefined ? entries : entries.slice(-limit));
    },
    DELETE: ({ runtime }) => {
      runtime.journal.clear();
      return noContent();
    },
  },
  '/journal/feed': {
    GET: async ({ runtime, request, signal }) => {
      const { journal } = runtime;
      const {
        after,
        limit = journalFeedLimits.defaultEntries,
        wait = 0,
      } = parseFeedQuery(request.url.searchParams);
      // No cursor (a reader starting), or one ahead of the journal (the session was ended and
      // began again): the newest entries, at once. Kept sequences are contiguous, so the newest
      // `limit` are the ones after `sequence - limit`.
      if (after === undefined || after > journal.sequence) {
        return json({
          entries: journal.after(Math.max(0, journal.sequence - limit), limit),
          cursor: journal.sequence,
          restarted: after !== undefined,
        });
      }
      if (after === journal.sequence && wait > 0 && limit > 0) await nextEntry(journal, wait * 1000, signal);
      const entries = journal.after(after, limit);
      // Entries cleared or dropped past the journal's limit are skipped: the cursor moves on.
      return json({ entries, cursor: entries.at(-1)?.sequence ?? journal.sequence, restarted: false });
    },
  },
  '/scenarios': {
    GET: ({ runtime }) => {
      const { scenario, scenarios } = runtime.config;
      return json({
        current: scenario.name,
        known: [...scenarios.values()].map(({ name, description }) =>
          description === undefined ? { name } : { name, description },
        ),
      });
    },
  },
  '/journal.har': {
    GET: ({ runtime }) =>
      json(runtime.journal.toHar(), 200, { 'Content-Disposition': 'attachment; filename="museum-mock.har"' }),
  },
  '/faults': {
    POST: async ({ runtime, request, adminRoot }) => {
      const { operation, times, probability, ...fault } = parse(
        AdminFaultSchema,
        await readJsonBody(request, adminLimits.maxCommandBytes),
      );
      // The mock numbers its faults itself; the id is the one the in-process handle carries.
      const { id } = runtime.mock.fault(operation, fault as MockFault, {
        ...(times === undefined ? {} : { times }),
        ...(probability === undefined ? {} : { probability }),
      });
      return json({ id }, 201, { Location: `${adminRoot}/faults/${id}` });
    },
    DELETE: ({ runtime }) => {
      runtime.mock.clearOverrides();
      return noContent();
    },
  },
  '/faults/{id}': {
    DELETE: ({ runtime, faultId = '' }) => {
      // Only faults: an override is a function in the test process, never made or named here.
      if (!faultId.startsWith('fault-') || !runtime.interventions.remove(faultId)) {
        throw ProblemError.notFound(`No active fault ${faultId} (never created, used up, or removed)`);
      }
      return noContent();
    },
  },
  '/scenario': {
    PUT: async ({ runtime, request }) => {
      const { name } = parse(AdminScenarioSchema, await readJsonBody(request, adminLimits.maxCommandBytes));
      try {
        runtime.mock.useScenario(name);
      } catch (error) {
        // An unknown name; the message lists the known ones, and nothing changed.
        if (error instanceof TypeError) {
          throw ProblemError.invalidRequest(error.message.replace(/^museum mock: /, ''), [
            { path: 'name', message: 'Unknown scenario' },
          ]);
        }
        throw error;
      }
      return noContent();
    },
  },
  '/clock': {
    GET: ({ runtime }) => clockState(runtime),
    PUT: async ({ runtime, request }) => {
      const body = parse(AdminClockSetSchema, await readJsonBody(request, adminLimits.maxCommandBytes));
      moveClock(() => runtime.mock.clock.set(body.now), 'now');
      return clockState(runtime);
    },
  },
  '/clock/advance': {
    POST: async ({ runtime, request }) => {
      const body = parse(AdminClockAdvanceSchema, await readJsonBody(request, adminLimits.maxCommandBytes));
      moveClock(() => runtime.mock.clock.advance(body), '(body)');
      return clockState(runtime);
    },
  },
  '/openapi.json': {
    GET: ({ adminRoot }) => json(adminOpenApiDocumentFor(adminRoot)),
  },
};

/**
 * Answers one request to the admin API of a mock: `path` is what follows `/__admin` in the URL
 * (`/reset`, `/faults/fault-1`, …). Every answer is JSON or 204; every refusal is RFC 9457
 * problem details (400 naming the failing fields, 404 for an unknown path or fault id, 405 with
 * `Allow`, 413, 415), and a refused request changes nothing. Authentication, sessions and CORS are
 * the server's: by the time a request gets here it is allowed and `runtime` is its session's.
 *
 * Fault ids are the mock's own (`fault-1`, `fault-2`, …, never reused), so the session that
 * holds a fault holds its id: there is no registry here to keep in step.
 *
 * @example
 * ```ts
 * if (request.url.pathname.startsWith('/__admin/')) {
 *   return answerAdminRequest(runtime, request, request.url.pathname.slice('/__admin'.length));
 * }
 * ```
 */
export async function answerAdminRequest(
  runtime: MockRuntime,
  request: MockRequest,
  path: string,
  options: AdminRequestOptions = {},
): Promise<MuseumAnswer> {
  const { url } = request;
  try {
    const { methods, faultId } = findRoute(path);
    const route = methods[request.method];
    if (route === undefined) throw ProblemError.methodNotAllowed(request.method, Object.keys(methods));
    const mountLength = url.pathname.length - path.length;
    const adminRoot = url.origin + url.pathname.slice(0, Math.max(0, mountLength));
    return await route({
      runtime,
      request,
      adminRoot,
      signal: options.signal,
      ...(faultId === undefined ? {} : { faultId }),
    });
  } catch (error) {
    return problemAnswer(isProblemError(error) ? error : ProblemError.internal(error), url.pathname);
  }
}

function findRoute(path: string): { methods: Partial<Record<string, Route>>; faultId?: string } {
  const exact = Object.hasOwn(routes, path) ? routes[path] : undefined;
  if (exact !== undefined) return { methods: exact };
  const fault = /^\/faults\/([^/]+)$/.exec(path);
  if (fault?.[1] !== undefined) {
    let faultId: string;
    try {
      faultId = decodeURIComponent(fault[1]);
    } catch {
      throw ProblemError.invalidRequest('The fault id is not valid percent-encoding', [
        { path: 'id', message: 'Invalid percent-encoding' },
      ]);
    }
    return { methods: routes['/faults/{id}'] ?? {}, faultId };
  }
  throw ProblemError.notFound(`No admin endpoint at ${adminMount}${path}; see ${adminMount}/openapi.json`);
}

function parse<Schema extends z.ZodType>(schema: Schema, input: unknown, prefix = ''): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const error = MuseumDomainError.fromZod(result.error, prefix, input);
  throw ProblemError.invalidRequest(error.message, error.issues);
}

type JournalFilter = JournalQuery<z.output<typeof JournalOperationSchema>> & { limit?: number };

/**
 * The journal's query string: parse-query's strict reading (known parameters once each, whole
 * numbers), then the value checks of the schemas the admin document is derived from.
 */
function parseJournalQuery(searchParams: URLSearchParams): JournalFilter {
  const raw = parseQuery(searchParams, { operation: 'text', status: 'integer', limit: 'integer' });
  const checks = [
    ['operation', JournalOperationSchema],
    ['status', JournalStatusSchema],
    ['limit', JournalLimitSchema],
  ] as const;
  const issues: ProblemIssue[] = [];
  const filter: Record<string, unknown> = {};
  for (const [name, schema] of checks) {
    if (raw[name] === undefined) continue;
    const result = schema.safeParse(raw[name]);
    if (result.success) filter[name] = result.data;
    else issues.push(...MuseumDomainError.fromZod(result.error, `query.${name}`).issues);
  }
  if (issues.length > 0) {
    throw ProblemError.invalidRequest(
      issues.map((issue) => `${issue.path}: ${issue.message}`).join('; '),
      issues,
    );
  }
  return filter as JournalFilter;
}

/** The feed's query string: a cursor, a page size and a wait, each a bounded whole number. */
function parseFeedQuery(searchParams: URLSearchParams): { after?: number; limit?: number; wait?: number } {
  const raw = parseQuery(searchParams, { after: 'integer', limit: 'integer', wait: 'integer' });
  const bounds = {
    after: [0, Number.MAX_SAFE_INTEGER],
    limit: [0, journalFeedLimits.maxEntries],
    wait: [0, journalFeedLimits.maxWaitSeconds],
  } as const;
  const issues: ProblemIssue[] = [];
  for (const [name, [min, max]] of Object.entries(bounds)) {
    const value = raw[name as keyof typeof bounds];
    if (value !== undefined && (value < min || value > max)) {
      issues.push({ path: `query.${name}`, message: `Expected a whole number from ${min} to ${max}` });
    }
  }
  if (issues.length > 0) {
    throw ProblemError.invalidRequest(
      issues.map((issue) => `${issue.path}: ${issue.message}`).join('; '),
      issues,
    );
  }
  return raw as { after?: number; limit?: number; wait?: number };
}

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

function clockState(runtime: MockRuntime): MuseumAnswer {
  return json({ now: runtime.mock.clock.now().toISOString() });
}

let adminDocument: ReturnType<typeof buildAdminOpenApiDocument> | undefined;

/** The admin document, built once per process, with its server pointing where it was fetched. */
function adminOpenApiDocumentFor(adminRoot: string): ReturnType<typeof buildAdminOpenApiDocument> {
  adminDocument ??= buildAdminOpenApiDocument();
  return { ...adminDocument, servers: [{ url: adminRoot, description: "This mock server's admin API" }] };
}
