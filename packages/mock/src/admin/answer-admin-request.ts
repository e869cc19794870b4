import {
  isMuseumDomainError,
  MuseumDomainError,
  type MuseumStoreSnapshot,
  type ProblemIssue,
} from '@museum-api/core';
import type * as z from 'zod';
import { fetchMockRequest, type MockRequest } from '../core/http/mock-request.ts';
import { parseQuery } from '../core/http/parse-query.ts';
import { isProblemError, ProblemError } from '../core/http/problem-error.ts';
import { readJsonBody } from '../core/http/read-json-body.ts';
import type { InterventionHandle, MockFault } from '../core/interventions/mock-interventions.ts';
import type { JournalQuery } from '../core/journal/journal-types.ts';
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
} from './admin-schemas.ts';
import type { AdminTarget } from './admin-target.ts';

type Route = (context: RouteContext) => Response | Promise<Response>;

interface RouteContext {
  target: AdminTarget;
  request: MockRequest;
  url: URL;
  /** The admin root as the caller reached it, e.g. `http://127.0.0.1:4010/__admin`. */
  adminRoot: string;
  faultId?: string;
}

/** The faults created through the admin API of one target, by id. */
interface FaultRegistry {
  handles: Map<string, InterventionHandle>;
  next: number;
}

// Keyed by target, so a session's faults live and die with its mock, and the AdminTarget a
// server hands over stays a plain view of a MuseumMock with nothing admin-specific to carry.
const registries = new WeakMap<AdminTarget, FaultRegistry>();

function registryOf(target: AdminTarget): FaultRegistry {
  let registry = registries.get(target);
  if (registry === undefined) {
    registry = { handles: new Map(), next: 1 };
    registries.set(target, registry);
  }
  // A fault used up, or cleared by an in-process reset() or clearOverrides(), is gone: its id
  // then answers 404 like one that never existed.
  for (const [id, handle] of registry.handles) if (handle.remaining <= 0) registry.handles.delete(id);
  return registry;
}

const noContent = () => new Response(null, { status: 204 });
const json = (value: unknown, init: ResponseInit = {}) =>
  Response.json(value, { ...init, headers: { 'Cache-Control': 'no-store', ...init.headers } });

const routes: Record<string, Partial<Record<string, Route>>> = {
  '/reset': {
    POST: ({ target }) => {
      target.reset();
      registries.delete(target);
      return noContent();
    },
  },
  '/snapshot': {
    GET: ({ target }) => json(target.snapshot()),
    PUT: async ({ target, request }) => {
      const body = await readJsonBody(request, adminLimits.maxSnapshotBytes);
      try {
        target.restore(body as unknown as MuseumStoreSnapshot);
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
    GET: ({ target, url }) => {
      const { limit, ...query } = parseJournalQuery(url.searchParams);
      const entries = target.journal.filter(query);
      return json(limit === undefined ? entries : entries.slice(-limit));
    },
    DELETE: ({ target }) => {
      target.journal.clear();
      return noContent();
    },
  },
  '/journal.har': {
    GET: ({ target }) =>
      json(target.journal.toHar(), {
        headers: { 'Content-Disposition': 'attachment; filename="museum-mock.har"' },
      }),
  },
  '/faults': {
    POST: async ({ target, request, adminRoot }) => {
      const body = parse(AdminFaultSchema, await readJsonBody(request, adminLimits.maxCommandBytes));
      const registry = registryOf(target);
      const handle = target.fault(body.operation, toMockFault(body), { times: body.times ?? 1 });
      const id = `fault-${registry.next++}`;
      registry.handles.set(id, handle);
      return json({ id }, { status: 201, headers: { Location: `${adminRoot}/faults/${id}` } });
    },
    DELETE: ({ target }) => {
      target.clearOverrides();
      registries.get(target)?.handles.clear();
      return noContent();
    },
  },
  '/faults/{id}': {
    DELETE: ({ target, faultId = '' }) => {
      const registry = registryOf(target);
      const handle = registry.handles.get(faultId);
      if (handle === undefined) {
        throw ProblemError.notFound(`No active fault ${faultId} (never created, used up, or removed)`);
      }
      handle.remove();
      registry.handles.delete(faultId);
      return noContent();
    },
  },
  '/scenario': {
    PUT: async ({ target, request }) => {
      const { name } = parse(AdminScenarioSchema, await readJsonBody(request, adminLimits.maxCommandBytes));
      try {
        target.useScenario(name);
      } catch (error) {
        // An unknown name; the message lists the known ones, and nothing changed.
        if (error instanceof TypeError) {
          throw ProblemError.invalidRequest(error.message.replace(/^museum mock: /, ''), [
            { path: 'name', message: 'Unknown scenario' },
          ]);
        }
        throw error;
      }
      registries.delete(target);
      return noContent();
    },
  },
  '/clock': {
    GET: ({ target }) => clockState(target),
    PUT: async ({ target, request }) => {
      const body = parse(AdminClockSetSchema, await readJsonBody(request, adminLimits.maxCommandBytes));
      moveClock(() => target.clock.set(body.now), 'now');
      return clockState(target);
    },
  },
  '/clock/advance': {
    POST: async ({ target, request }) => {
      const body = parse(AdminClockAdvanceSchema, await readJsonBody(request, adminLimits.maxCommandBytes));
      moveClock(() => target.clock.advance(body), '(body)');
      return clockState(target);
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
 * the server's: by the time a request gets here it is allowed and `target` is its session's mock.
 *
 * Faults created here get ids (`fault-1`, `fault-2`, … per target, never reused) kept in a
 * registry keyed by the target object; `POST /reset` and `DELETE /faults` empty it.
 *
 * @example
 * ```ts
 * const url = new URL(request.url);
 * if (url.pathname.startsWith('/__admin/')) {
 *   return answerAdminRequest(mock, request, url.pathname.slice('/__admin'.length));
 * }
 * ```
 */
export async function answerAdminRequest(
  target: AdminTarget,
  request: Request,
  path: string,
): Promise<Response> {
  const mockRequest = fetchMockRequest(request);
  const url = mockRequest.parsedUrl;
  try {
    const { methods, faultId } = findRoute(path);
    const route = methods[request.method];
    if (route === undefined) throw ProblemError.methodNotAllowed(request.method, Object.keys(methods));
    const mountLength = url.pathname.length - path.length;
    const adminRoot = url.origin + url.pathname.slice(0, Math.max(0, mountLength));
    return await route({
      target,
      request: mockRequest,
      url,
      adminRoot,
      ...(faultId === undefined ? {} : { faultId }),
    });
  } catch (error) {
    const problem = isProblemError(error) ? error : ProblemError.internal(error);
    return problem.toResponse(url.pathname);
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
  throw ProblemError.notFound(`No admin endpoint at /__admin${path}; see /__admin/openapi.json`);
}

function parse<Schema extends z.ZodType>(schema: Schema, input: unknown, prefix = ''): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const error = MuseumDomainError.fromZod(result.error, prefix, input);
  throw ProblemError.invalidRequest(error.message, error.issues);
}

function toMockFault(body: z.output<typeof AdminFaultSchema>): MockFault {
  if (body.networkError === true) return { networkError: true };
  if (body.delayMs !== undefined) return { delay: body.delayMs };
  return {
    status: body.status as number,
    ...(body.retryAfter === undefined ? {} : { retryAfter: body.retryAfter }),
  };
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

/** Runs a clock move, turning its TypeError (an instant or distance Date cannot hold) into a 400. */
function moveClock(move: () => void, path: string): void {
  try {
    move();
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    throw ProblemError.invalidRequest(error.message, [{ path, message: error.message }]);
  }
}

function clockState(target: AdminTarget): Response {
  return json({ now: target.clock.now().toISOString() });
}

let adminDocument: ReturnType<typeof buildAdminOpenApiDocument> | undefined;

/** The admin document, built once per process, with its server pointing where it was fetched. */
function adminOpenApiDocumentFor(adminRoot: string): ReturnType<typeof buildAdminOpenApiDocument> {
  adminDocument ??= buildAdminOpenApiDocument();
  return { ...adminDocument, servers: [{ url: adminRoot, description: "This mock server's admin API" }] };
}
