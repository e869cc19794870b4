// Deliberately deviant servers of the Museum API for the verifier's tests: a real node:http
// server on 127.0.0.1 that forwards every request to a real standalone mock and corrupts one
// rule on the way, plus servers that hang, drop connections or answer HTML.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type MuseumServer, startMuseumServer } from '@museum-api/mock-server';

/** A request on its way to the real mock; a deviation may change any part of it. */
export interface ForwardedRequest {
  method: string;
  /** Path under the base URL with the query (`/special-events?limit=2`). */
  url: URL;
  headers: Headers;
  body: Uint8Array<ArrayBuffer> | undefined;
}

/** The real mock's answer on its way back. */
export interface ForwardedResponse {
  status: number;
  headers: Headers;
  body: Uint8Array;
}

/** One way a server breaks the contract, applied around the real mock. */
export interface Deviation {
  request?(request: ForwardedRequest, upstream: UpstreamCall): Promise<ForwardedRequest> | ForwardedRequest;
  response?(
    request: ForwardedRequest,
    response: ForwardedResponse,
  ): Promise<ForwardedResponse> | ForwardedResponse;
}

/** Sends a request to the real mock, for a deviation that needs to act before forwarding. */
export type UpstreamCall = (request: ForwardedRequest) => Promise<ForwardedResponse>;

export interface TestServer {
  /** Base URL of the API, ending in /v1.1. */
  url: string;
  /** The real mock behind it, when there is one. */
  upstream: MuseumServer | undefined;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return chunks.length === 0 ? undefined : new Uint8Array(Buffer.concat(chunks));
}

async function listen(server: Server, upstream: MuseumServer | undefined): Promise<TestServer> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1.1`,
    upstream,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await upstream?.close();
    },
  };
}

/** A server that answers as the real mock does, but for `deviation`. */
export async function startDeviantServer(deviation: Deviation): Promise<TestServer> {
  const upstream = await startMuseumServer();
  const upstreamBase = upstream.url;
  const call: UpstreamCall = async (request) => {
    const response = await fetch(
      `${upstreamBase}${request.url.pathname.replace(/^\/v1\.1/, '')}${request.url.search}`,
      {
        method: request.method,
        headers: request.headers,
        redirect: 'manual',
        ...(request.body === undefined ? {} : { body: request.body }),
      },
    );
    return {
      status: response.status,
      headers: response.headers,
      body: new Uint8Array(await response.arrayBuffer()),
    };
  };
  const server = createServer(async (incoming, outgoing) => {
    try {
      const headers = new Headers();
      for (const [name, value] of Object.entries(incoming.headers)) {
        if (typeof value === 'string' && !['host', 'connection', 'content-length'].includes(name)) {
          headers.set(name, value);
        }
      }
      let request: ForwardedRequest = {
        method: incoming.method ?? 'GET',
        url: new URL(incoming.url ?? '/', 'http://deviant.test'),
        headers,
        body: await readBody(incoming),
      };
      request = (await deviation.request?.(request, call)) ?? request;
      let response = await call(request);
      response = (await deviation.response?.(request, response)) ?? response;
      const out: Record<string, string> = {};
      response.headers.forEach((value, name) => {
        if (
          !['content-length', 'connection', 'keep-alive', 'transfer-encoding', 'content-encoding'].includes(
            name,
          )
        ) {
          out[name] = value;
        }
      });
      outgoing.writeHead(response.status, { ...out, 'content-length': String(response.body.byteLength) });
      outgoing.end(response.body);
    } catch (error) {
      outgoing.writeHead(502, { 'content-type': 'text/plain' });
      outgoing.end(String(error));
    }
  });
  return listen(server, upstream);
}

/** A server that accepts every connection and never answers. */
export function startHangingServer(): Promise<TestServer> {
  return listen(
    createServer(() => {}),
    undefined,
  );
}

/** A server that answers every request with a 200 HTML page, as a misrouted proxy would. */
export function startHtmlServer(): Promise<TestServer> {
  return listen(
    createServer((request, response) => {
      request.resume();
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end('<!doctype html><title>Welcome</title><h1>It works!</h1>');
    }),
    undefined,
  );
}

/** A server that claims JSON and sends a body that does not parse. */
export function startBrokenJsonServer(): Promise<TestServer> {
  return listen(
    createServer((request, response) => {
      request.resume();
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"eventId": ');
    }),
    undefined,
  );
}

/**
 * A server that answers 200 JSON and never ends the body: 64 KiB chunks until the client hangs
 * up, bounded at 64 MiB so that a client that never does cannot fill this process either.
 */
export function startEndlessServer(): Promise<TestServer> {
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  return listen(
    createServer((request, response) => {
      request.resume();
      response.writeHead(200, { 'content-type': 'application/json' });
      let sent = 0;
      const pump = () => {
        while (!response.destroyed && sent < 64 * 1024 * 1024) {
          sent += chunk.length;
          if (!response.write(chunk)) {
            response.once('drain', pump);
            return;
          }
        }
        response.end();
      };
      pump();
    }),
    undefined,
  );
}

/** A server that drops every connection as soon as a request arrives. */
export function startDroppingServer(): Promise<TestServer> {
  return listen(
    createServer((request) => {
      request.socket.destroy();
    }),
    undefined,
  );
}

export function json(body: Uint8Array): unknown {
  return JSON.parse(new TextDecoder().decode(body));
}

export function encodeJson(value: unknown): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(JSON.stringify(value));
}

/** Is this the operation `method path` (path under the base, `:id` for any segment)? */
export function isOperation(request: ForwardedRequest, method: string, template: string): boolean {
  if (request.method !== method) return false;
  const path = request.url.pathname.replace(/^\/v1\.1/, '').split('/');
  const parts = template.split('/');
  return (
    path.length === parts.length && parts.every((part, index) => part.startsWith(':') || part === path[index])
  );
}
