// Upstreams for the proxy's tests, each a real HTTP server on 127.0.0.1 and a free port: the
// standalone mock, and hand-made servers that answer badly, slowly or not at all.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type MuseumServer, type MuseumServerOptions, startMuseumServer } from '../../src/index.ts';

const closers: (() => Promise<void>)[] = [];

/** Closes every server started here; an `afterEach` of each test file. */
export async function closeServers(): Promise<void> {
  await Promise.all(closers.splice(0).map((close) => close()));
}

/** A standalone mock, closed by {@link closeServers}. */
export async function museumServer(options: MuseumServerOptions = {}): Promise<MuseumServer> {
  const server = await startMuseumServer({ clock: '2026-12-01T10:00:00Z', randomSeed: 'proxy', ...options });
  closers.push(() => server.close());
  return server;
}

/** What a hand-made upstream saw: each request's method, URL and headers. */
export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

/**
 * A hand-made HTTP server on a free port that answers with `respond` (or never, when it returns
 * `'hang'`), and records what it saw. Its base URL ends in `/v1.1`.
 */
export async function rawServer(
  respond: (
    request: SeenRequest,
  ) => { status: number; headers?: Record<string, string>; body?: string } | 'hang',
): Promise<{ url: string; origin: string; seen: SeenRequest[] }> {
  const seen: SeenRequest[] = [];
  const server: Server = createServer((req, res) => {
    const request = { method: req.method ?? '', url: req.url ?? '', headers: req.headers };
    seen.push(request);
    req.resume();
    const answer = respond(request);
    if (answer === 'hang') return;
    res.writeHead(answer.status, answer.headers).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(
    () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  );
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url: `${origin}/v1.1`, origin, seen };
}

/** A base URL on a port where nothing listens (bound, then closed). */
export async function deadUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/v1.1`;
}
