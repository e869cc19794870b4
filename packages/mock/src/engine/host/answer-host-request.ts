import { requestIdHeader } from '@museum-api/core/http';
import { answerAdminRequest } from '../admin/answer-admin-request.ts';
import { checkAdminToken } from '../admin/check-admin-token.ts';
import type { SessionsHost } from '../controls/server-controls.ts';
import { type MuseumAnswer, problemAnswer, withAnswerHeader } from '../http/answer.ts';
import type { MockRequest } from '../http/mock-request.ts';
import { isProblemError, ProblemError } from '../http/problem-error.ts';
import { callerRequestId } from '../http/request-id.ts';
import { adminMount, sessionIdOf } from '../protocol.ts';
import { withServerSignals } from '../routing/answer-request.ts';
import type { MockRuntime } from '../runtime/mock-runtime.ts';

/**
 * What a host of the mock (the standalone server, a Worker, any runtime with `fetch`'s types)
 * gives {@link answerHostRequest}: how it holds sessions, whether it serves the admin API, and
 * how it numbers the answers it gives itself. The host picks where sessions live (a map in one
 * process, a Durable Object each); the mock answers.
 *
 * @example
 * ```ts
 * const runtime = createMockRuntime({}, { anyOrigin: true });
 * const host: MockHost = { session: () => runtime, nextRequestId: () => crypto.randomUUID() };
 * ```
 */
export interface MockHost {
  /**
   * The runtime of the session a request names (`undefined`: the default session), made on
   * first use. A malformed id is refused with a 400 `ProblemError`.
   */
  session(id: string | undefined): MockRuntime;
  /**
   * The sessions the host holds, for `GET /__admin/sessions` and `DELETE /__admin/session`;
   * `end` ends the one named. A host whose sessions live apart (one per Durable Object) leaves it out.
   * @default none (those two paths are 404)
   */
  sessions?: {
    /** Every session held, the default one first, as `GET /__admin/sessions` lists them. */
    list: SessionsHost['list'];
    /** Ends the session named; `undefined` (the default session) is refused with a 400 `ProblemError`. */
    end(id: string | undefined): void;
  };
  /** Whether `/__admin` is served. @default true */
  admin?: boolean;
  /**
   * Answers an admin path the host serves itself, before the token check (the server's
   * dashboard page, which holds nothing secret); `undefined` leaves it to the admin API.
   * @default none
   */
  adminPage?(request: MockRequest, path: string): Promise<MuseumAnswer> | undefined;
  /** The bearer token every admin request must carry. @default none (the admin API is open) */
  adminToken?: string | undefined;
  /** Aborted when the host closes, so an admin long poll answers at once. @default none */
  signal?: AbortSignal | undefined;
  /**
   * The request id of an answer the host gives itself (the admin API, a refusal before a
   * session's mock) when the caller sent no well-formed one; an API answer carries the id its
   * mock made and journaled.
   */
  nextRequestId(): string;
}

/**
 * Answers one request as a host of the mock does: an admin request (its token checked, then
 * the admin router on the session the request names, or on the host's sessions), or an API
 * request through the session's mock. Every refusal on the way (a bad session id, a missing
 * token, a path outside the API) is a problem answer like the API's, and every answer carries
 * `X-Request-Id`. This is the one function a host builds on, as hono's adapters build on
 * `app.fetch`: turn the platform's request into a `MockRequest` (`fetchMockRequest`), and the
 * answer into what the platform writes (`toResponse`).
 *
 * @example
 * ```ts
 * const runtime = createMockRuntime({}, { anyOrigin: true });
 * const host: MockHost = { session: () => runtime, nextRequestId: () => crypto.randomUUID() };
 * export default {
 *   fetch: async (request: Request) => toResponse(await answerHostRequest(host, fetchMockRequest(request))),
 * };
 * ```
 */
export function answerHostRequest(host: MockHost, request: MockRequest): Promise<MuseumAnswer> {
  const { pathname } = request.url;
  if (host.admin !== false && isAdminPath(pathname)) {
    return answerAdmin(host, request).then(
      (answer) => withAnswerHeader(answer, requestIdHeader, hostRequestId(host, request)),
      (error: unknown) => hostRefusal(host, request, error),
    );
  }
  // An API answer is its mock's promise as it is (the mock gave it its request id): no frame or
  // microtask of this function's own on the path of every request.
  try {
    const runtime = host.session(sessionIdOf(request));
    const api = runtime.answer(request);
    if (api !== undefined) return api;
    // A path outside the API is still this session's: its 404 states the version it speaks.
    const outside = ProblemError.notFound(
      `The Museum API is served under ${runtime.config.base.path || '/'}`,
    );
    return hostRefusal(host, request, outside).then((answer) => withServerSignals(answer, runtime.config));
  } catch (error) {
    // Refused before any session (a malformed id): an answer of the API all the same, so it
    // states the version every session of the host speaks, as a session's refusals do.
    return hostRefusal(host, request, error).then((answer) => withDefaultSignals(host, answer));
  }
}

/** `answer` with the default session's version and idempotency headers; as it is for a host without one. */
function withDefaultSignals(host: MockHost, answer: MuseumAnswer): MuseumAnswer {
  try {
    return withServerSignals(answer, host.session(undefined).config);
  } catch {
    return answer;
  }
}

/** A refusal on the way to a session's mock as a problem answer with a request id; anything else rejects. */
async function hostRefusal(host: MockHost, request: MockRequest, error: unknown): Promise<MuseumAnswer> {
  if (!isProblemError(error)) throw error;
  const answer = problemAnswer(error, request.url.pathname);
  return withAnswerHeader(answer, requestIdHeader, hostRequestId(host, request));
}

/**
 * The request id of an answer the host gives itself: the caller's, when well formed, else a
 * new one from `host.nextRequestId`, so that every answer carries `X-Request-Id`.
 *
 * @example
 * ```ts
 * res.writeHead(204, { 'X-Request-Id': hostRequestId(host, request) });
 * ```
 */
export function hostRequestId(host: Pick<MockHost, 'nextRequestId'>, request: MockRequest): string {
  return callerRequestId(request.headers.get(requestIdHeader)) ?? host.nextRequestId();
}

async function answerAdmin(host: MockHost, request: MockRequest): Promise<MuseumAnswer> {
  const path = request.url.pathname.slice(adminMount.length);
  const page = host.adminPage?.(request, path);
  if (page !== undefined) return page;
  if (host.adminToken !== undefined) checkAdminToken(request, host.adminToken);
  const id = sessionIdOf(request);
  // The sessions are the host's, not a mock's: the router runs the server's controls on them,
  // and gets a session's mock only for a control on one, so listing or ending none makes one.
  const { sessions } = host;
  return answerAdminRequest(() => host.session(id), request, path, {
    ...(sessions === undefined
      ? {}
      : { sessions: { list: () => sessions.list(), end: () => sessions.end(id) } }),
    ...(host.signal === undefined ? {} : { signal: host.signal }),
  });
}

function isAdminPath(pathname: string): boolean {
  return pathname === adminMount || pathname.startsWith(`${adminMount}/`);
}
