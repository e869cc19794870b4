import { cryptoRandom, seededRandom } from '@museum-api/core';
import type { MuseumMock } from '@museum-api/mock';
import {
  type AnswerHeaders,
  fetchMockRequest,
  type MockHost,
  requestIdSequence,
  toResponse,
} from '@museum-api/mock/host';
import { answerServerRequest } from './answer-server-request.ts';
import { serverHost } from './server-host.ts';
import { type MuseumServerOptions, normalizeServerOptions, type ServerConfig } from './server-options.ts';
import { serverSessions } from './server-sessions.ts';

/**
 * The options of {@link createMuseumFetchHandler}: the server's, less what only a listening Node
 * process has (port, interface, state file), plus the dashboard's script.
 */
export interface MuseumFetchOptions extends Omit<MuseumServerOptions, 'port' | 'host' | 'state'> {
  /** The dashboard's script (`@museum-api/devtools/dashboard.js`). @default none: the page says to install it */
  dashboardScript?: Uint8Array<ArrayBuffer>;
}

/**
 * The whole standalone server as one `fetch` handler, with its sessions held in memory.
 *
 * @example
 * ```ts
 * const { fetch } = createMuseumFetchHandler({ admin: true });
 * Deno.serve({ port: 4010 }, fetch); // or Bun.serve({ fetch }), or `export default { fetch }`
 * ```
 */
export interface MuseumFetchHandler {
  /** Answers a request: the API in both versions, the admin API, `openapi.json`, the dashboard. */
  fetch(request: Request): Promise<Response>;
  /** The mock of session `id` (no id: the default session), made on first use. */
  session(id?: string): MuseumMock;
}

/**
 * The standalone server as one `fetch` handler that runs anywhere `fetch`'s types do (Workers,
 * Deno, Bun, Node): the same options, sessions, admin API, CORS and dashboard as
 * `startMuseumServer`, whose Node server is this handler's parts behind `node:http`.
 *
 * @throws {TypeError} for options the server would refuse.
 * @example
 * ```ts
 * const { fetch } = createMuseumFetchHandler({ admin: true, randomSeed: 1 });
 * const events = await fetch(new Request('http://mock/v1.1/special-events'));
 * ```
 */
export function createMuseumFetchHandler(options: MuseumFetchOptions = {}): MuseumFetchHandler {
  const { dashboardScript, ...serverOptions } = options;
  const config = normalizeServerOptions(serverOptions);
  const sessions = serverSessions(config);
  const readScript = typeof dashboardScript === 'function' ? dashboardScript : async () => dashboardScript;
  const host = serverHost(
    sessions,
    { admin: config.admin, adminToken: config.adminToken, nextRequestId: serverRequestIds(config) },
    readScript,
  );
  return { fetch: museumFetch(host, config.cors), session: (id) => sessions.get(id).mock };
}

/**
 * A host of the mock as a `fetch` handler with the server's CORS: what a host that keeps its
 * sessions elsewhere (a Durable Object per session) serves its own `MockHost` with.
 *
 * @example
 * ```ts
 * const runtime = createMockRuntime({}, { anyOrigin: true });
 * export default { fetch: museumFetch({ session: () => runtime, nextRequestId: () => crypto.randomUUID() }, true) };
 * ```
 */
export function museumFetch(host: MockHost, cors: boolean): (request: Request) => Promise<Response> {
  return async (request) => {
    const { answer, cors: corsHeaders } = answerServerRequest(host, fetchMockRequest(request), cors);
    return withHeaders(toResponse(await answer, request.method === 'HEAD'), corsHeaders);
  };
}

/**
 * The request ids of the answers the server gives itself: its own sequence, since a session's
 * restarts with reset(), and a seeded one would repeat ids.
 */
export function serverRequestIds(config: Pick<ServerConfig, 'mockOptions'>): () => string {
  const { randomSeed } = config.mockOptions;
  return requestIdSequence(
    randomSeed === undefined ? cryptoRandom() : seededRandom(`${randomSeed}:server-request-id`),
  );
}

/** `response` with `extra` headers (a `Vary` added to its own); an error response as it is. */
function withHeaders(response: Response, extra: AnswerHeaders): Response {
  const names = Object.keys(extra);
  if (names.length === 0 || response.type === 'error') return response;
  // Copied: a `Response` from an override or from `fetch` may have immutable headers.
  const copy = new Response(response.body, response);
  for (const name of names) {
    if (name === 'Vary') copy.headers.append(name, extra[name] as string);
    else copy.headers.set(name, extra[name] as string);
  }
  return copy;
}
