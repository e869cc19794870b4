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
    headers: new RawHeaders(req.rawHeaders),
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

/**
 * Header lookups over the raw list, apart from the message so the journal does not hold its
 * socket; a class, so each kept entry holds one object rather than one closure per method.
 */
class RawHeaders implements Pick<Headers, 'get' | 'has' | 'forEach'> {
  readonly #raw: readonly string[];

  constructor(raw: readonly string[]) {
    this.#raw = raw;
  }

  get(name: string): string | null {
    return headerOf(this.#raw, name.toLowerCase());
  }

  has(name: string): boolean {
    return this.get(name) !== null;
  }

  forEach(callback: (value: string, name: string, parent: Headers) => void): void {
    const seen = new Set<string>();
    for (let index = 0; index < this.#raw.length; index += 2) {
      const name = (this.#raw[index] as string).toLowerCase();
      if (seen.has(name)) continue;
      seen.add(name);
      callback(headerOf(this.#raw, name) as string, name, undefined as unknown as Headers);
    }
  }
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
  if (req.complete && !req.readableEnded)
    return new Promise((resolve) => resolve(readBuffered(req, maxBytes)));
  // Node runs the 'request' handler's microtasks before it parses the body that came in the same
  // packet, so the body is not complete yet when the mock first asks. Once the parser's read is
  // done (an immediate), a small body is: waiting for that costs less CPU than the stream's events.
  // One promise, settled from the immediate: a `.then` after it would be one more per request.
  return new Promise((resolve, reject) => {
    setImmediate(() => {
      if (!req.complete || req.readableEnded) return void readStreamed(req, maxBytes).then(resolve, reject);
      try {
        resolve(readBuffered(req, maxBytes));
      } catch (error) {
        reject(error);
      }
    });
  });
}

/** A body the parser has whole in the stream's buffer, taken at once. @throws {ProblemError} 413 past `maxBytes`. */
function readBuffered(req: IncomingMessage, maxBytes: number): Uint8Array {
  const chunks: Buffer[] = [];
  let total = 0;
  for (let chunk = req.read() as Buffer | null; chunk !== null; chunk = req.read() as Buffer | null) {
    total += chunk.byteLength;
    if (total > maxBytes) throw ProblemError.payloadTooLarge(maxBytes);
    chunks.push(chunk);
  }
  return joinChunks(chunks, total);
}

/** A body still arriving, read as it comes. */
function readStreamed(req: IncomingMessage, maxBytes: number): Promise<Uint8Array> {
  // The client went away before the end of its body: nobody is left to answer.
  const gone = () => new Error('The client closed the connection before sending its whole body');
  // Gone while the server waited: no 'close' is left to wait for.
  if (req.destroyed) return Promise.reject(gone());
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
    const onClose = () => settle(gone());
    req.on('data', onData).on('end', onEnd).on('error', settle).on('close', onClose);
  });
}
