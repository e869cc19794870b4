import type { IncomingMessage } from 'node:http';
import { joinChunks, readStreamCapped } from '@museum-api/core';
import { type MockRequest, ProblemError } from '@museum-api/mock/host';
import { fetchRequestOf } from './fetch-bridge.ts';

/**
 * The {@link MockRequest} of a Node message; its Fetch `Request` is built only when asked for (it
 * cost more CPU than the whole answer). @throws {TypeError} when `Host` and path make no URL.
 */
export function nodeMockRequest(req: IncomingMessage): MockRequest {
  const method = req.method ?? 'GET';
  // Parsed here, once, and so checked as building a `Request` would: a Host no URL can hold is
  // the client's error.
  const url = new URL(`http://${headerOf(req.rawHeaders, 'host') ?? 'localhost'}${req.url ?? '/'}`);
  let request: Request | undefined;
  return {
    method,
    url,
    headers: rawHeadersView(req.rawHeaders),
    hasBody: method !== 'GET' && method !== 'HEAD',
    readBody(maxBytes) {
      // Once a `Request` exists it owns the message's stream.
      return request === undefined
        ? readMessageCapped(req, maxBytes)
        : readStreamCapped(request.body, maxBytes, ProblemError.payloadTooLarge);
    },
    toRequest() {
      request ??= fetchRequestOf(req, url);
      return request;
    },
  };
}

/** Header lookups over the raw list, apart from the message so the journal does not hold its socket. */
function rawHeadersView(raw: readonly string[]): MockRequest['headers'] {
  return {
    get: (name) => headerOf(raw, name.toLowerCase()),
    has: (name) => headerOf(raw, name.toLowerCase()) !== null,
    forEach(callback) {
      const seen = new Set<string>();
      for (let index = 0; index < raw.length; index += 2) {
        const name = (raw[index] as string).toLowerCase();
        if (seen.has(name)) continue;
        seen.add(name);
        callback(headerOf(raw, name) as string, name, undefined as unknown as Headers);
      }
    },
  };
}

/** A header with repeats joined as Fetch joins them (`req.headers` drops some), as the mock reads it. */
function headerOf(raw: readonly string[], lowerName: string): string | null {
  let value: string | null = null;
  for (let index = 0; index < raw.length; index += 2) {
    const name = raw[index] as string;
    if (name.length !== lowerName.length || name.toLowerCase() !== lowerName) continue;
    const found = (raw[index + 1] as string).trim();
    value = value === null ? found : `${value}${lowerName === 'cookie' ? '; ' : ', '}${found}`;
  }
  return value;
}

/**
 * Reads a message's body whole, stopping at the first byte past `maxBytes` with a 413. The rest
 * stays unread on the socket; the server closes the connection after the answer.
 */
function readMessageCapped(req: IncomingMessage, maxBytes: number): Promise<Uint8Array> {
  if (req.complete && !req.readableEnded) {
    // The parser has the whole body in the stream's buffer already (a small body comes in the
    // packet with the headers): take it now rather than through events over two more ticks.
    const chunks: Buffer[] = [];
    let total = 0;
    for (let chunk = req.read() as Buffer | null; chunk !== null; chunk = req.read() as Buffer | null) {
      total += chunk.byteLength;
      if (total > maxBytes) return Promise.reject(ProblemError.payloadTooLarge(maxBytes));
      chunks.push(chunk);
    }
    return Promise.resolve(joinChunks(chunks, total));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const settle = (error?: unknown) => {
      req.off('data', onData).off('end', onEnd).off('error', settle).off('close', onClose);
      if (error === undefined) resolve(joinChunks(chunks, total));
      else reject(error);
    };
    const onData = (chunk: Buffer) => {
      total += chunk.byteLength;
      if (total > maxBytes) {
        req.pause();
        settle(ProblemError.payloadTooLarge(maxBytes));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => settle();
    // The client went away before the end of its body: nobody is left to answer.
    const onClose = () => settle(new Error('The client closed the connection before sending its whole body'));
    req.on('data', onData).on('end', onEnd).on('error', settle).on('close', onClose);
  });
}
