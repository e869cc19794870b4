import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { constantTimeEqual } from '@museum-api/core';
import { answerAdminRequest } from '../admin/answer-admin-request.ts';
import type { MockRequest } from '../core/http/mock-request.ts';
import { emptyAnswer, type MuseumAnswer, problemAnswer, responseAnswer } from '../core/http/museum-answer.ts';
import { isProblemError, ProblemError } from '../core/http/problem-error.ts';
import type { JournalEntry } from '../core/journal/journal-types.ts';
import type { MuseumMockOptions } from '../core/mock/mock-options.ts';
import { anyOriginBaseUrl, onAnyOrigin, parseMockBaseUrl } from '../core/routing/mock-base-url.ts';
import { createMockRuntime, type MockWithRuntime, type MuseumMock } from '../msw/create-museum-mock.ts';
import { answerUnparsable } from './answer-unparsable.ts';
import { corsHeadersFor, isPreflight, preflightHeaders } from './cors-headers.ts';
import { DurableState } from './durable/durable-state.ts';
import { lingerClose } from './linger-close.ts';
import { MockSessions, sessionIdOf } from './mock-sessions.ts';
import { nodeMockRequest } from './node-mock-request.ts';
import { writeAnswer } from './write-answer.ts';

/**
 * Options of {@link startMuseumServer}: the mock's own plus where to listen.
 *
 * @example
 * ```ts
 * await startMuseumServer({ port: 4010, auth: { username: 'u', password: 'p' } });
 * ```
 */
export interface MuseumServerOptions extends MuseumMockOptions {
  /**
   * TCP port; 0 picks a free one (read it from `url` or `port`).
   * @default 0
   * @example 4010
   */
  port?: number;
  /**
   * Interface to listen on. Loopback by default: a mock has no business on a network.
   * @default '127.0.0.1'
   * @example '::1'
   */
  host?: string;
  /**
   * Answer CORS preflights and add CORS headers, so a web app on another origin (a dev server)
   * can call the mock with credentials.
   * @default true
   * @example false
   */
  cors?: boolean;
  /**
   * Most sessions kept besides the default one (a request names its session with the
   * `X-Museum-Session` header or the `museum-session` cookie); past it, the least recently used
   * is dropped.
   * @default 1000
   * @example 64
   */
  maxSessions?: number;
  /**
   * Milliseconds a session may stay unused before it is dropped.
   * @default 1_800_000 (30 minutes)
   * @example 300_000
   */
  sessionTtlMs?: number;
  /**
   * Serve the admin API at `/__admin` on the server root: reset, snapshot and restore, journal
   * (and HAR), faults and the clock of the session a request names. Off unless asked for.
   * @default false
   * @example true
   */
  admin?: boolean;
  /**
   * A token every admin request must present as `Authorization: Bearer <token>`. Required when
   * `admin` is on and `host` is not a loopback address: the admin API can rewrite all state.
   * @default undefined (no token; loopback only)
   * @example 'ci-7f3a'
   */
  adminToken?: string;
  /**
   * Keep the state of every session in this SQLite file (`node:sqlite`, Node 22.13+): loaded on
   * start (created from the seed when missing), each change committed before it is answered.
   * A file that is not a state file, is corrupt or comes from a newer mock is refused
   * ({@link StateFileError}) and left untouched.
   * @default undefined (state in memory only)
   * @example 'museum-state.db'
   */
  state?: string;
}

/**
 * A running standalone mock server.
 *
 * @example
 * ```ts
 * const { url, close } = await startMuseumServer();
 * ```
 */
export interface MuseumServer {
  /** Base URL of the API, `/v1.1` included, e.g. `http://127.0.0.1:4010/v1.1`. */
  url: string;
  port: number;
  host: string;
  /** Where the admin API is (`http://127.0.0.1:4010/__admin`), `undefined` unless `admin` is on. */
  adminUrl: string | undefined;
  /** The default session's mock: what requests without a session id use. */
  mock: MuseumMock;
  /**
   * The mock of session `id`, created (from the server's options) on first use, as a request
   * naming it would; no id or `'default'` gives {@link mock}.
   */
  session(id?: string): MuseumMock;
  /** Ids of the sessions held besides the default one, least recently used first. */
  sessionIds(): string[];
  /**
   * Calls `listener` after each request any session handled, with the session's id; returns the
   * unsubscribe function.
   */
  onRequest(listener: (entry: JournalEntry, sessionId: string) => void): () => void;
  /** Node's HTTP server. */
  server: Server;
  /** Stops listening, ends open connections, and resolves once closed. */
  close(): Promise<void>;
}

/**
 * Serves the mock over real HTTP (Node), on the same handlers as in msw: for apps and test
 * suites that are not on msw (mobile, Python, curl, Playwright against a dev server).
 *
 * @example
 * ```ts
 * import { startMuseumServer } from '@museum-api/mock/node';
 *
 * const server = await startMuseumServer({ port: 0, random: 1 });
 * const response = await fetch(`${server.url}/museum-hours`, { headers: { Authorization: 'Basic Og==' } });
 * await server.close();
 * ```
 */
export async function startMuseumServer(options: MuseumServerOptions = {}): Promise<MuseumServer> {
  const {
    port = 0,
    host = '127.0.0.1',
    cors = true,
    maxSessions = 1000,
    sessionTtlMs = 30 * 60_000,
    admin = false,
    adminToken,
    state,
    ...mockOptions
  } = options;
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new TypeError('museum mock: `port` must be a whole number from 0 to 65535');
  }
  if (adminToken !== undefined && (typeof adminToken !== 'string' || adminToken.trim() === '')) {
    throw new TypeError('museum mock: `adminToken` must be a non-empty string');
  }
  // The admin API rewrites all state: off loopback it needs a token.
  if (admin && adminToken === undefined && !isLoopback(host)) {
    throw new TypeError(
      `museum mock: the admin API on ${host} (not a loopback address) needs an admin token (--admin-token)`,
    );
  }
  // Requests reach this server on its own origin, so only the path of a given baseUrl counts.
  const base = onAnyOrigin(parseMockBaseUrl(mockOptions.baseUrl ?? anyOriginBaseUrl));
  const listeners = new Set<(entry: JournalEntry, sessionId: string) => void>();
  // Each session's journal is followed only while someone listens: a followed journal makes an
  // entry of every request as it is answered, which an unread journal puts off.
  const following = new Map<string, () => void>();
  const follow = (id: string, session: MockWithRuntime) => {
    following.set(
      id,
      session.mock.journal.subscribe((entry) => {
        for (const listener of listeners) listener(entry, id);
      }),
    );
  };
  const unfollow = (id: string) => {
    following.get(id)?.();
    following.delete(id);
  };
  const durable = state === undefined ? undefined : await DurableState.open(state);
  let sessions: MockSessions<MockWithRuntime>;
  try {
    sessions = openSessions();
  } catch (error) {
    durable?.close();
    throw error;
  }
  function openSessions() {
    const opened = new MockSessions<MockWithRuntime>(
      (id) => {
        const session = createMockRuntime(mockOptions, base);
        durable?.attach(id, session);
        if (listeners.size > 0) follow(id, session);
        return session;
      },
      { maxSessions, ttlMs: sessionTtlMs },
      (_session, id) => {
        unfollow(id);
        durable?.forget(id);
      },
    );
    // Every saved session is live again, in the order they last changed (the limits apply).
    for (const id of durable?.savedSessionIds() ?? []) opened.get(id);
    return opened;
  }
  // Idle sessions also go when no request names a session for a while.
  const sweep = setInterval(() => sessions.expire(), Math.min(sessionTtlMs, 60_000));
  sweep.unref();

  const server = createServer(async (req, res) => {
    try {
      const request = nodeMockRequest(req, res);
      const origin = cors ? request.headers.get('origin') : null;
      const corsHeaders = origin === null ? undefined : corsHeadersFor(origin);
      if (origin !== null && isPreflight(request)) {
        res.writeHead(204, { ...preflightHeaders(request), ...corsHeaders, ...lingerClose(req) }).end();
        return;
      }
      const answered =
        admin && isAdminPath(request.parsedUrl.pathname)
          ? await answerAdmin(request)
          : await answerApiRequest(request);
      // An answer given before the body was read to its end (401, 405, 413, 415…) drains the rest
      // of the upload, bounded, so the client reads the answer rather than a reset connection.
      await writeAnswer(res, answered, { ...corsHeaders, ...lingerClose(req) });
    } catch {
      // Only a request whose Host and path make no URL.
      if (!res.headersSent) {
        const body = JSON.stringify(
          ProblemError.invalidRequest('The request cannot be read as HTTP').toProblem(req.url),
        );
        res
          .writeHead(400, {
            'Content-Type': 'application/problem+json',
            Connection: 'close',
            ...lingerClose(req),
          })
          .end(body);
      } else {
        res.destroy();
      }
    }
  });

  /**
   * An admin request: the token checked (in constant time), then the admin router on the mock of
   * the session the request names.
   */
  async function answerAdmin(request: MockRequest): Promise<MuseumAnswer> {
    const { pathname } = request.parsedUrl;
    try {
      if (adminToken !== undefined) {
        const presented = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
        if (!constantTimeEqual(adminToken, presented)) {
          throw new ProblemError({
            status: 401,
            type: 'urn:museum-api:problem:unauthorized',
            title: 'Authentication required',
            detail: 'The admin API needs "Authorization: Bearer <admin token>"',
            headers: { 'WWW-Authenticate': 'Bearer realm="museum-mock admin"' },
          });
        }
      }
      // Ending a session is the one admin request about the session itself rather than its
      // mock, and it must not create the session it names.
      if (pathname === `${adminMount}/session`) {
        if (request.method !== 'DELETE') throw ProblemError.methodNotAllowed(request.method, ['DELETE']);
        sessions.end(sessionIdOf(request));
        return emptyAnswer(204, { 'Cache-Control': 'no-store' });
      }
      const { mock } = sessions.get(sessionIdOf(request));
      return responseAnswer(
        await answerAdminRequest(mock, request.toRequest(), pathname.slice(adminMount.length)),
      );
    } catch (error) {
      if (isProblemError(error)) return problemAnswer(error, pathname);
      throw error;
    }
  }

  /** The answer of the session the request names, through the mock's own dispatcher minus msw. */
  async function answerApiRequest(request: MockRequest): Promise<MuseumAnswer> {
    let session: MockWithRuntime;
    try {
      session = sessions.get(sessionIdOf(request));
    } catch (error) {
      if (isProblemError(error)) return problemAnswer(error, request.parsedUrl.pathname);
      throw error;
    }
    return (
      (await session.answer(request)) ??
      problemAnswer(
        ProblemError.notFound(`The Museum API is served under ${base.path}`),
        request.parsedUrl.pathname,
      )
    );
  }
  server.on('clientError', answerUnparsable);

  await new Promise<void>((resolve, reject) => {
    server.once('error', (error) => {
      clearInterval(sweep);
      durable?.close();
      reject(error);
    });
    server.listen(port, host, () => {
      server.removeAllListeners('error');
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const hostInUrl = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const root = `http://${hostInUrl}:${address.port}`;
  return {
    url: `${root}${base.path}`,
    adminUrl: admin ? `${root}${adminMount}` : undefined,
    port: address.port,
    host: address.address,
    mock: sessions.default.mock,
    session: (id) => sessions.get(id).mock,
    sessionIds: () => sessions.ids(),
    onRequest(listener) {
      if (listeners.size === 0) for (const [id, session] of sessions.held()) follow(id, session);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) for (const id of [...following.keys()]) unfollow(id);
      };
    },
    server,
    close: () =>
      new Promise<void>((resolve, reject) => {
        clearInterval(sweep);
        server.close((error) => {
          durable?.close();
          return error ? reject(error) : resolve();
        });
        server.closeAllConnections();
      }),
  };
}

/** Where the admin API is mounted on the server root, outside the API's base path. */
const adminMount = '/__admin';

function isAdminPath(pathname: string): boolean {
  return pathname === adminMount || pathname.startsWith(`${adminMount}/`);
}

/** Whether `host` is a loopback interface: 127.0.0.0/8, ::1 or localhost. */
function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    bare === 'localhost' || bare === '::1' || /^127(\.\d{1,3}){3}$/.test(bare) || bare === '::ffff:127.0.0.1'
  );
}
