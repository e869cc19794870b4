import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { requestIdHeader } from '@museum-api/core';
import type { JournalEntry, MuseumMock } from '@museum-api/mock';
import {
  hostProtocol,
  type MockHost,
  type MockRuntime,
  ProblemError,
  problemAnswer,
} from '@museum-api/mock/host';
import { answerServerRequest } from '../fetch/answer-server-request.ts';
import type { MockSessions } from '../fetch/mock-sessions.ts';
import { serverRequestIds } from '../fetch/museum-fetch.ts';
import { serverHost } from '../fetch/server-host.ts';
import {
  type MuseumServerOptions,
  normalizeServerOptions,
  type ServerConfig,
} from '../fetch/server-options.ts';
import { serverSessions } from '../fetch/server-sessions.ts';
import { contractCheck } from '../proxy/contract-check.ts';
import { createUpstreamFetch } from '../proxy/upstream-fetch.ts';
import { installedDashboardScript } from './admin-dashboard.ts';
import { answerUnparsable } from './answer-unparsable.ts';
import { DurableState } from './durable/durable-state.ts';
import { lingerClose } from './linger-close.ts';
import { nodeMockRequest } from './node-mock-request.ts';
import { RequestFeed } from './request-feed.ts';
import { writeAnswer } from './write-answer.ts';

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
 * `startMuseumServer`'s work, loaded on its first call (`start-museum-server.ts`).
 */
export async function listenMuseumServer(options: MuseumServerOptions = {}): Promise<MuseumServer> {
  const config = normalizeServerOptions(options);
  addContractCheck(config);
  const durable = config.state === undefined ? undefined : await DurableState.open(config.state);
  let sessions: MockSessions<MockRuntime>;
  let feed: RequestFeed;
  try {
    ({ sessions, feed } = openSessions(config, durable));
  } catch (error) {
    durable?.close();
    throw error;
  }
  // Idle sessions also go when no request names a session for a while.
  const sweep = setInterval(() => sessions.expire(), Math.min(config.sessionTtl, 60_000));
  sweep.unref();
  const basePath = sessions.default.config.base.path;
  const closing = new AbortController();
  const context = serverHost(
    sessions,
    {
      admin: config.admin,
      adminToken: config.adminToken,
      signal: closing.signal,
      nextRequestId: serverRequestIds(config),
    },
    installedDashboardScript,
  );

  const server = createServer(requestListener(context, config.cors));
  server.on('clientError', (error: Error, socket: Socket) =>
    answerUnparsable(error, socket, context.nextRequestId()),
  );
  try {
    await listen(server, config);
  } catch (error) {
    clearInterval(sweep);
    durable?.close();
    throw error;
  }
  const address = server.address() as AddressInfo;
  const hostInUrl = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const root = `http://${hostInUrl}:${address.port}`;
  return {
    url: `${root}${basePath}`,
    adminUrl: config.admin ? `${root}${hostProtocol.adminMount}` : undefined,
    port: address.port,
    host: address.address,
    mock: sessions.default.mock,
    session: (id) => sessions.get(id).mock,
    sessionIds: () => sessions.ids(),
    onRequest: (listener) => feed.listen(listener),
    server,
    close: () =>
      new Promise<void>((resolve, reject) => {
        clearInterval(sweep);
        // Waiting admin long polls answer now and release their timers and journal listeners.
        closing.abort();
        server.close((error) => {
          durable?.close();
          return error ? reject(error) : resolve();
        });
        server.closeAllConnections();
      }),
  };
}

/**
 * The server's sessions plus durable state, the request feed and the proxy's client; saved sessions live again.
 */
function openSessions(
  config: ServerConfig,
  durable: DurableState | undefined,
): { sessions: MockSessions<MockRuntime>; feed: RequestFeed } {
  const feed = new RequestFeed(() => sessions.held());
  const sessions = serverSessions(config, {
    // The proxy's client (bounded answers, no redirects), shared by the sessions.
    proxyFetch: config.mockOptions.proxy === undefined ? undefined : createUpstreamFetch(),
    created: (id, session) => {
      durable?.attach(id, session);
      feed.follow(id, session);
    },
    ended: (id) => {
      feed.unfollow(id);
      durable?.forget(id);
    },
  });
  for (const id of durable?.savedSessionIds() ?? []) sessions.get(id);
  return { sessions, feed };
}

/** Node's request listener: the fast-path request, the host's answer (its one await), CORS, a lingering close. */
function requestListener(context: MockHost, cors: boolean): Parameters<typeof createServer>[1] {
  return async (req, res) => {
    try {
      const { answer, cors: corsHeaders } = answerServerRequest(context, nodeMockRequest(req), cors);
      const answered = await answer;
      const linger = lingerClose(req);
      const written = writeAnswer(
        res,
        answered,
        linger.Connection === undefined ? corsHeaders : { ...corsHeaders, ...linger },
      );
      if (written !== undefined) await written;
    } catch {
      // Only a request whose Host and path make no URL.
      if (res.headersSent) {
        res.destroy();
        return;
      }
      const refusal = ProblemError.invalidRequest('The request cannot be read as HTTP');
      await writeAnswer(res, problemAnswer(refusal, req.url), {
        Connection: 'close',
        [requestIdHeader]: context.nextRequestId(),
        ...lingerClose(req),
      });
    }
  };
}

function listen(server: Server, { port, host }: ServerConfig): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.removeAllListeners('error');
      resolve();
    });
  });
}

/**
 * Gives a proxying server @museum-api/contract's per-exchange checks unless its `proxy` option
 * brings its own.
 */
function addContractCheck(config: ServerConfig): void {
  const { proxy } = config.mockOptions;
  if (proxy === undefined || proxy === null || typeof proxy !== 'object' || proxy.check !== undefined) return;
  config.mockOptions.proxy = { ...proxy, check: contractCheck() };
}
