import type * as z from 'zod/mini';
import { museumControls } from '../controls/control-entries.ts';
import { adminLimits } from '../controls/control-limits.ts';
import { controlEntries } from '../controls/control-table.ts';
import { type AnyMuseumControl, takesBody } from '../controls/define-control.ts';
import { inputSchemaOf, runControl } from '../controls/run-control.ts';
import { type SessionsHost, serverControls } from '../controls/server-controls.ts';
import { emptyAnswer, jsonAnswer, type MuseumAnswer, problemAnswer } from '../http/answer.ts';
import type { MockRequest } from '../http/mock-request.ts';
import { parseQuery, type QueryParameterKind } from '../http/parse-query.ts';
import { isProblemError, ProblemError } from '../http/problem-error.ts';
import { readJsonBody } from '../http/read-json-body.ts';
import { adminMount } from '../protocol.ts';
import type { MockRuntime } from '../runtime/mock-runtime.ts';
import { buildAdminOpenApiDocument } from './admin-open-api-document.ts';

/**
 * Options of {@link answerAdminRequest}.
 */
export interface AdminRequestOptions {
  /** Answers a waiting `GET /journal/feed` at once when aborted. @default none */
  signal?: AbortSignal;
  /** The sessions for `serverControls`. @default none (those paths are 404) */
  sessions?: SessionsHost;
}

/** One control at its path: the pattern its path matches, and whose target it runs on. */
interface Route {
  control: AnyMuseumControl;
  pattern: RegExp;
  params: string[];
  onServer: boolean;
}

const routes: Route[] = [
  ...controlEntries(museumControls).map(([, control]) => routeOf(control, false)),
  ...controlEntries(serverControls).map(([, control]) => routeOf(control, true)),
];

function routeOf(control: AnyMuseumControl, onServer: boolean): Route {
  const params = [...control.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
  const pattern = new RegExp(`^${control.path.replace(/\{\w+\}/g, '([^/]+)').replaceAll('.', '\\.')}$`);
  return { control, pattern, params, onServer };
}

// Admin answers describe state that changes under them: never from a cache.
const noStore = { 'Cache-Control': 'no-store' } as const;

/**
 * Answers an admin request (`path` follows `/__admin`) with the controls of `museumControls` and
 * `serverControls`, input checked first: JSON or 204, refusals as problem details, nothing changed on
 * refusal. Authentication and CORS are the server's. `runtime` is called only for a session's control.
 */
export async function answerAdminRequest(
  runtime: MockRuntime | (() => MockRuntime),
  request: MockRequest,
  path: string,
  options: AdminRequestOptions = {},
): Promise<MuseumAnswer> {
  const { url } = request;
  const mountLength = url.pathname.length - path.length;
  const adminRoot = url.origin + url.pathname.slice(0, Math.max(0, mountLength));
  try {
    if (path === '/openapi.json') {
      if (request.method !== 'GET') throw ProblemError.methodNotAllowed(request.method, ['GET']);
      return jsonAnswer(200, adminOpenApiDocumentFor(adminRoot), noStore);
    }
    const matching = routes.filter(
      (route) => route.pattern.test(path) && (!route.onServer || options.sessions !== undefined),
    );
    if (matching.length === 0) {
      throw ProblemError.notFound(
        `No admin endpoint at ${adminMount}${path}; see ${adminMount}/openapi.json`,
      );
    }
    const route = matching.find((candidate) => candidate.control.method === request.method);
    if (route === undefined) {
      throw ProblemError.methodNotAllowed(
        request.method,
        matching.map((candidate) => candidate.control.method),
      );
    }
    const { control } = route;
    const { input, prefix } = await inputOf(route, request, path);
    const target = route.onServer
      ? options.sessions
      : (typeof runtime === 'function' ? runtime() : runtime).mock;
    const output = await runControl(control, target, input, { signal: options.signal }, prefix);
    if (control.output === undefined) return emptyAnswer(204, noStore);
    const headers: Record<string, string> = { ...noStore };
    for (const [name, header] of Object.entries(control.headers ?? {})) {
      headers[name] = header.value(output, adminRoot);
    }
    return jsonAnswer(control.status ?? 200, output, headers);
  } catch (error) {
    return problemAnswer(isProblemError(error) ? error : ProblemError.internal(error), url.pathname);
  }
}

/** A control's input (path parameters, then query or JSON body) and the prefix its refusals name. */
async function inputOf(
  route: Route,
  request: MockRequest,
  path: string,
): Promise<{ input: unknown; prefix: string }> {
  const { control } = route;
  if (control.input === undefined) return { input: undefined, prefix: '' };
  const values = route.pattern.exec(path)?.slice(1) ?? [];
  const params: Record<string, string> = {};
  route.params.forEach((name, index) => {
    try {
      params[name] = decodeURIComponent(values[index] ?? '');
    } catch {
      throw ProblemError.invalidRequest(`The ${name} is not valid percent-encoding`, [
        { path: name, message: 'Invalid percent-encoding' },
      ]);
    }
  });
  if (takesBody(control)) {
    return {
      input: await readJsonBody(request, control.maxBytes ?? adminLimits.maxControlBytes),
      prefix: '',
    };
  }
  const spec = querySpecOf(inputSchemaOf(control) as z.core.$ZodType, route.params);
  if (Object.keys(spec).length === 0) return { input: params, prefix: '' };
  return { input: { ...parseQuery(request.url.searchParams, spec), ...params }, prefix: 'query' };
}

const querySpecs = new WeakMap<z.core.$ZodType, Record<string, QueryParameterKind>>();

/** How each query parameter of an input is read: whole numbers where the schema wants numbers. */
function querySpecOf(input: z.core.$ZodType, pathParams: string[]): Record<string, QueryParameterKind> {
  let spec = querySpecs.get(input);
  if (spec === undefined) {
    const shape = (input as unknown as { shape?: Record<string, z.core.$ZodType> }).shape ?? {};
    spec = {};
    for (const [name, field] of Object.entries(shape)) {
      if (!pathParams.includes(name)) spec[name] = kindOf(field);
    }
    querySpecs.set(input, spec);
  }
  return spec;
}

function kindOf(field: z.core.$ZodType): QueryParameterKind {
  let def = field._zod.def as { type: string; innerType?: z.core.$ZodType };
  while (def.type === 'optional' && def.innerType !== undefined) {
    def = def.innerType._zod.def as typeof def;
  }
  return def.type === 'number' ? 'integer' : 'text';
}

let adminDocument: ReturnType<typeof buildAdminOpenApiDocument> | undefined;

/** The admin document, built once per process, with its server pointing where it was fetched. */
function adminOpenApiDocumentFor(adminRoot: string): ReturnType<typeof buildAdminOpenApiDocument> {
  adminDocument ??= buildAdminOpenApiDocument();
  return { ...adminDocument, servers: [{ url: adminRoot, description: "This mock server's admin API" }] };
}
