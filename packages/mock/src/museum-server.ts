import { createServer, type Server, type ServerResponse, STATUS_CODES } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createRequest } from '@remix-run/node-fetch-server';
import { createMockRuntime, type MuseumMock } from './create-museum-mock.ts';
import { anyOriginBaseUrl, onAnyOrigin, parseMockBaseUrl } from './mock-base-url.ts';
import type { MuseumMockOptions } from './mock-options.ts';
import { problemAnswer } from './museum-answer.ts';
import { ProblemError } from './problem-error.ts';
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
  mock: MuseumMock;
  /** Node's HTTP server. */
  server: Server;
  /** Stops listening, ends open connections, and resolves once closed. */
  close(): Promise<void>;
}

const exposedHeaders =
  'Location, WWW-Authenticate, Retry-After, Allow, Accept-Post, Accept-Patch, Content-Disposition';

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
  const { port = 0, host = '127.0.0.1', cors = true, ...mockOptions } = options;
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new TypeError('museum mock: `port` must be a whole number from 0 to 65535');
  }
  // Requests reach this server on its own origin, so only the path of a given baseUrl counts.
  const base = onAnyOrigin(parseMockBaseUrl(mockOptions.baseUrl ?? anyOriginBaseUrl));
  const { mock, answer } = createMockRuntime(mockOptions, base);

  const server = createServer(async (req, res) => {
    try {
      const request = createRequest(req, res);
      const origin = cors ? request.headers.get('origin') : null;
      const corsHeaders = origin === null ? undefined : corsHeadersFor(origin);
      if (origin !== null && isPreflight(request)) {
        res.writeHead(204, { ...preflightHeaders(request), ...corsHeaders }).end();
        return;
      }
      // The mock's own dispatcher, as its msw handler and mock.fetch use it, minus msw.
      const answered =
        (await answer(request)) ??
        problemAnswer(
          ProblemError.notFound(`The Museum API is served under ${base.path}`),
          new URL(request.url).pathname,
        );
      // An answer given before the body was read to its end (a 401, 413 or 415) leaves the rest
      // of the upload paused on the socket, where it would stall the next request of a
      // keep-alive connection: close the connection after this answer, and tell the client.
      const closeAfter = !req.complete;
      await writeAnswer(res, answered, { ...corsHeaders, ...(closeAfter ? { Connection: 'close' } : {}) });
    } catch {
      // Only a request that cannot become a fetch Request (e.g. a Host header no URL can hold).
      if (!res.headersSent) {
        const body = JSON.stringify(
          ProblemError.invalidRequest('The request cannot be read as HTTP').toProblem(req.url),
        );
        res.writeHead(400, { 'Content-Type': 'application/problem+json', Connection: 'close' }).end(body);
      } else {
        res.destroy();
      }
    }
  });
  server.on('clientError', answerUnparsable);

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const hostInUrl = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${hostInUrl}:${address.port}${base.path}`,
    port: address.port,
    host: address.address,
    mock,
    server,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

function isPreflight(request: Request): boolean {
  return request.method === 'OPTIONS' && request.headers.has('access-control-request-method');
}

/** What a CORS preflight is answered with, besides the headers every CORS answer carries. */
function preflightHeaders(request: Request): Record<string, string> {
  return {
    'Access-Control-Allow-Methods': 'GET, HEAD, POST, PATCH, DELETE',
    'Access-Control-Allow-Headers':
      request.headers.get('access-control-request-headers') ?? 'Authorization, Content-Type',
    'Access-Control-Max-Age': '600',
  };
}

/** Headers of every answer to a request from `origin` (a page on another origin, with credentials). */
function corsHeadersFor(origin: string): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Expose-Headers': exposedHeaders,
    Vary: 'Origin',
  };
}

/**
 * Answers a request Node's HTTP parser refused before any handler saw it (an unknown method, a
 * bad Content-Length, a malformed header, headers over the size limit) with a problem-details
 * body like every other error of the API, instead of Node's bare `400 Bad Request`.
 */
function answerUnparsable(error: Error & { code?: string }, socket: Socket): void {
  // As Node's own default: a dead socket, or one whose response has begun, can only be closed.
  const response = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage;
  if (!socket.writable || response?.headersSent === true) {
    socket.destroy();
    return;
  }
  const problem =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? new ProblemError({
          status: 431,
          title: 'Request header fields too large',
          detail: 'The request headers are larger than the server accepts',
        })
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? new ProblemError({ status: 408, detail: 'The request did not arrive in time' })
        : ProblemError.invalidRequest(`The request is not valid HTTP/1.1 (${error.code ?? error.message})`);
  const body = JSON.stringify(problem.toProblem());
  socket.end(
    [
      `HTTP/1.1 ${problem.status} ${STATUS_CODES[problem.status]}`,
      'Content-Type: application/problem+json',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  );
}
