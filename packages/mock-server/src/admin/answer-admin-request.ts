import type { AnyMuseumCommand } from '@museum-api/mock';
import {
  adminLimits,
  adminMount,
  commandEntries,
  emptyAnswer,
  isProblemError,
  jsonAnswer,
  type MockRequest,
  type MockRuntime,
  type MuseumAnswer,
  museumCommands,
  ProblemError,
  parseQuery,
  problemAnswer,
  type QueryParameterKind,
  readJsonBody,
  runCommand,
  type SessionsHost,
  serverCommands,
  takesBody,
} from '@museum-api/mock/adapter';
import type * as z from 'zod';
import { buildAdminOpenApiDocument } from './admin-open-api-document.ts';

/**
 * Options of {@link answerAdminRequest}.
 */
export interface AdminRequestOptions {
  /**
   * Ends waits early: a `GET /journal/feed` that is waiting for a request answers at once when
   * it aborts (the server aborts it when it closes).
   * @default none (a poll waits at most its `wait`)
   */
  signal?: AbortSignal;
  /**
   * The server's sessions, for the commands of `serverCommands` (`GET /sessions`,
   * `DELETE /session`).
   * @default none (those paths are 404)
   */
  sessions?: SessionsHost;
}

/** One command at its path: the pattern its path matches, and whose target it runs on. */
interface Route {
  command: AnyMuseumCommand;
  pattern: RegExp;
  params: string[];
  onServer: boolean;
}

const routes: Route[] = [
  ...commandEntries<AnyMuseumCommand>(museumCommands).map(([, command]) => routeOf(command, false)),
  ...commandEntries<AnyMuseumCommand>(serverCommands).map(([, command]) => routeOf(command, true)),
];

function routeOf(command: AnyMuseumCommand, onServer: boolean): Route {
  const params = [...command.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
  const pattern = new RegExp(`^${command.path.replace(/\{\w+\}/g, '([^/]+)').replaceAll('.', '\\.')}$`);
  return { command, pattern, params, onServer };
}

// Admin answers describe state that changes under them: never from a cache.
const noStore = { 'Cache-Control': 'no-store' } as const;

/**
 * Answers one request to the admin API of a mock: `path` is what follows `/__admin` in the URL
 * (`/reset`, `/faults/fault-1`, …). The routes are the commands of `museumCommands` (on
 * the session's mock) and `serverCommands` (on `options.sessions`), each checked against
 * its input schema before it runs. Every answer is JSON or 204; every refusal is RFC 9457
 * problem details (400 naming the failing fields, 404 for an unknown path or fault id, 405 with
 * `Allow`, 413, 415), and a refused request changes nothing. Authentication and CORS are the
 * server's: by the time a request gets here it is allowed. `runtime` is the session's mock, or a
 * function that gets it, called only for a command on a session (listing sessions makes none).
 *
 * @example
 * ```ts
 * if (request.url.pathname.startsWith('/__admin/')) {
 *   return answerAdminRequest(runtime, request, request.url.pathname.slice('/__admin'.length));
 * }
 * ```
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
    const route = matching.find((candidate) => candidate.command.method === request.method);
    if (route === undefined) {
      throw ProblemError.methodNotAllowed(
        request.method,
        matching.map((candidate) => candidate.command.method),
      );
    }
    const { command } = route;
    const { input, prefix } = await inputOf(route, request, path);
    const target = route.onServer
      ? options.sessions
      : (typeof runtime === 'function' ? runtime() : runtime).mock;
    const output = await runCommand(command, target, input, { signal: options.signal }, prefix);
    if (command.output === undefined) return emptyAnswer(204, noStore);
    const headers: Record<string, string> = { ...noStore };
    for (const [name, header] of Object.entries(command.headers ?? {})) {
      headers[name] = header.value(output, adminRoot);
    }
    return jsonAnswer(command.status ?? 200, output, headers);
  } catch (error) {
    return problemAnswer(isProblemError(error) ? error : ProblemError.internal(error), url.pathname);
  }
}

/**
 * A command's input from the request: its path parameters, and the query string (`GET`,
 * `DELETE`) or the JSON body (`POST`, `PUT`), with the prefix its refusals name fields with.
 */
async function inputOf(
  route: Route,
  request: MockRequest,
  path: string,
): Promise<{ input: unknown; prefix: string }> {
  const { command } = route;
  if (command.input === undefined) return { input: undefined, prefix: '' };
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
  if (takesBody(command)) {
    return {
      input: await readJsonBody(request, command.maxBytes ?? adminLimits.maxCommandBytes),
      prefix: '',
    };
  }
  const spec = querySpecOf(command.input, route.params);
  if (Object.keys(spec).length === 0) return { input: params, prefix: '' };
  return { input: { ...parseQuery(request.url.searchParams, spec), ...params }, prefix: 'query' };
}

const querySpecs = new WeakMap<z.ZodType, Record<string, QueryParameterKind>>();

/** How each query parameter of an input is read: whole numbers where the schema wants numbers. */
function querySpecOf(input: z.ZodType, pathParams: string[]): Record<string, QueryParameterKind> {
  let spec = querySpecs.get(input);
  if (spec === undefined) {
    const shape = (input as unknown as { shape?: Record<string, z.ZodType> }).shape ?? {};
    spec = {};
    for (const [name, field] of Object.entries(shape)) {
      if (!pathParams.includes(name)) spec[name] = kindOf(field);
    }
    querySpecs.set(input, spec);
  }
  return spec;
}

function kindOf(field: z.ZodType): QueryParameterKind {
  let def = field._zod.def as { type: string; innerType?: z.ZodType };
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
