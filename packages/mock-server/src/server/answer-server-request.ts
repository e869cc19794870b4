import { requestIdHeader } from '@museum-api/core';
import {
  adminMount,
  callerRequestId,
  isProblemError,
  type MockRequest,
  type MockRuntime,
  type MuseumAnswer,
  ProblemError,
  problemAnswer,
  type SessionsHost,
  withAnswerHeader,
} from '@museum-api/mock/adapter';
import { answerAdminRequest } from '../admin/answer-admin-request.ts';
import { answerDashboard, isDashboardPath } from './admin-dashboard.ts';
import { checkAdminToken } from './check-admin-token.ts';
import { type MockSessions, sessionIdOf } from './mock-sessions.ts';

/** What the server's answer path needs from the server. */
export interface ServerAnswerContext {
  sessions: MockSessions<MockRuntime>;
  /** Whether `/__admin` is served. */
  admin: boolean;
  adminToken: string | undefined;
  /** The API's base path, for the 404 of a path outside it. */
  basePath: string;
  /** Aborted when the server closes, so admin long polls answer and let it go. */
  closing?: AbortSignal;
  /**
   * Makes the request id of an answer the server gives itself (admin API, preflight, refusals
   * before a session's mock): the API's answers carry the id their mock made and journaled.
   */
  nextRequestId: () => string;
}

/**
 * The request id of an answer the server gives itself: the caller's, when well formed, else a
 * new one, so that every answer of the server carries `X-Request-Id`, as the contract says.
 *
 * @example
 * ```ts
 * res.writeHead(204, { [requestIdHeader]: serverRequestId(context, request) });
 * ```
 */
export function serverRequestId(context: ServerAnswerContext, request: MockRequest): string {
  return callerRequestId(request.headers.get(requestIdHeader)) ?? context.nextRequestId();
}

/**
 * Answers one request to the standalone server: an admin request (token checked, then the admin
 * router on the session the request names), or an API request through the session's mock. Every
 * refusal on the way (a bad session id, a missing token) is a problem answer like the API's.
 *
 * @example
 * ```ts
 * const answer = await answerServerRequest(context, nodeMockRequest(req));
 * ```
 */
export async function answerServerRequest(
  context: ServerAnswerContext,
  request: MockRequest,
): Promise<MuseumAnswer> {
  const { pathname } = request.url;
  let answer: MuseumAnswer;
  try {
    if (context.admin && isAdminPath(pathname)) answer = await answerAdmin(context, request);
    else {
      const api = await context.sessions.get(sessionIdOf(request)).answer(request);
      if (api !== undefined) return api;
      throw ProblemError.notFound(`The Museum API is served under ${context.basePath || '/'}`);
    }
  } catch (error) {
    if (!isProblemError(error)) throw error;
    answer = problemAnswer(error, pathname);
  }
  return withAnswerHeader(answer, requestIdHeader, serverRequestId(context, request));
}

async function answerAdmin(context: ServerAnswerContext, request: MockRequest): Promise<MuseumAnswer> {
  const path = request.url.pathname.slice(adminMount.length);
  // The dashboard's page and script hold nothing secret: the page asks for the token itself.
  if (isDashboardPath(path)) return answerDashboard(request, path);
  if (context.adminToken !== undefined) checkAdminToken(request, context.adminToken);
  // The sessions are the server's, not a mock's: the router runs the server's commands on them,
  // and gets a session's mock only for a command on one, so listing or ending none makes one.
  const sessions: SessionsHost = {
    list: () =>
      context.sessions.list().map(({ id, created, lastUsed, session }) => ({
        id,
        created: new Date(created).toISOString(),
        lastUsed: new Date(lastUsed).toISOString(),
        requests: session.journal.sequence,
      })),
    end: () => context.sessions.end(sessionIdOf(request)),
  };
  return answerAdminRequest(() => context.sessions.get(sessionIdOf(request)), request, path, {
    sessions,
    ...(context.closing === undefined ? {} : { signal: context.closing }),
  });
}

function isAdminPath(pathname: string): boolean {
  return pathname === adminMount || pathname.startsWith(`${adminMount}/`);
}
