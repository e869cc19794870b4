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
  const headers = headersOf(req.rawHeaders);
  const held = last as NonNullable<typeof last>;
  const target = req.url ?? '/';
  // Parsed here, once per run of like requests, and so checked as building a `Request` would: a
  // Host no URL can hold is the client's error.
  if (held.target !== target) {
    held.url = new URL(`http://${headers.get('host') ?? 'localhost'}${target}`);
    held.target = target;
  }
  const url = held.url as URL;
  let request: Request | undefined;
  return {
    method,
    url,
    headers,
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

// The last request's headers, what was looked up in them, and its URL. None can change (user code
// gets a `Request` of its own), so like requests share them: a run of them keeps one copy in the
// journal, and finds each header and parses its URL once (a tenth of a purchase's CPU).
let last:
  | {
      raw: readonly string[];
      headers: RawHeaders;
      found: Map<string, string | null>;
      target?: string;
      url?: URL;
    }
  | undefined;

function headersOf(raw: readonly string[]): RawHeaders {
  if (last?.raw.length === raw.length && last.raw.every((item, index) => item === raw[index]))
    return last.headers;
  const lines = [''];
  for (let index = 0; index < raw.length; index += 2) {
    lines.push(`${(raw[index] as string).toLowerCase()}:${(raw[index + 1] as string).trim()}`);
  }
  lines.push('');
  last = { raw, headers: new RawHeaders(lines.join('\n')), found: new Map() };
  return last.headers;
}

// The search key of each header name asked for (`\nname:`), made once: a key per lookup tripled
// a lookup's cost. Bounded, as names come from code and from tests' overrides.
const searchKeys = new Map<string, string>();

/**
 * Header lookups over one text of the message's headers, `\nname:value` each (names lower case;
 * a value holds no line break, which HTTP/1.1 forbids and Node's parser refuses), apart from the
 * message so the journal does not hold its socket. One string, not Node's list of them: the
 * journal keeps a request's headers for its next 1,000 requests, and a list and its strings per
 * request were about a quarter of what every scavenge under load had to copy. A class, so each
 * kept entry holds one object rather than one closure per method.
 */
class RawHeaders implements Pick<Headers, 'get' | 'has' | 'forEach'> {
  readonly #text: string;

  constructor(text: string) {
    this.#text = text;
  }

  /** A header with repeats joined as Fetch joins them (`req.headers` drops some), as the mock reads it. */
  get(name: string): string | null {
    const memo = this === last?.headers ? last.found : undefined;
    const known = memo?.get(name);
    if (known !== undefined) return known;
    let key = searchKeys.get(name);
    if (key === undefined) {
      key = `\n${name.toLowerCase()}:`;
      if (searchKeys.size < 64) searchKeys.set(name, key);
    }
    let value: string | null = null;
    for (let at = this.#text.indexOf(key); at !== -1; at = this.#text.indexOf(key, at + 1)) {
      const found = this.#text.slice(at + key.length, this.#text.indexOf('\n', at + 1));
      value = value === null ? found : `${value}${key === '\ncookie:' ? '; ' : ', '}${found}`;
    }
    if (memo !== undefined && memo.size < 64) memo.set(name, value);
    return value;
  }

  has(name: string): boolean {
    return this.get(name) !== null;
  }

  forEach(callback: (value: string, name: string, parent: Headers) => void): void {
    const seen = new Set<string>();
    for (const line of this.#text.slice(1, -1).split('\n')) {
      const name = line.slice(0, line.indexOf(':'));
      if (line === '' || seen.has(name)) continue;
      seen.add(name);
      callback(this.get(name) as string, name, undefined as unknown as Headers);
    }
  }
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
