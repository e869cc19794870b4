import { readStreamCapped } from '@museum-api/core/http';
import { ProblemError } from './problem-error.ts';

/**
 * A request as the mock reads it while answering: method, URL, headers, and the body read once
 * up to a limit. msw and `mock.fetch` hand the mock a Fetch `Request`, which {@link fetchMockRequest}
 * wraps; the standalone server wraps Node's message instead (`node-mock-request.ts`), because
 * building a Fetch `Request` for every request cost the server more CPU than answering it.
 * Where user code is given the request (an override, an `auth` verifier, the admin router),
 * `toRequest()` makes the Fetch `Request`, once.
 *
 * @example
 * ```ts
 * const request = fetchMockRequest(new Request('https://museum.example/v1.1/tickets', { method: 'POST', body: '{}' }));
 * request.headers.get('content-type'); // 'text/plain;charset=UTF-8'
 * ```
 */
export interface MockRequest {
  /** The method, upper case for the standard ones. */
  readonly method: string;
  /**
   * The absolute URL, parsed once, by the adapter that made the request, for everyone who routes
   * by it (a `URL`, unlike Fetch's string: nobody downstream parses it again).
   */
  readonly url: URL;
  /**
   * Header lookup by case-insensitive name, repeated headers joined as Fetch joins them; `forEach`
   * visits every header (lower-case names), for the journal and for proxying to an upstream.
   */
  readonly headers: Pick<Headers, 'get' | 'has' | 'forEach'>;
  /** Whether the method may carry a body at all (Fetch: every method but GET and HEAD). */
  readonly hasBody: boolean;
  /**
   * Reads the whole body, at most `maxBytes` of it: past that it stops reading and throws the
   * 413, so an oversized or lying body is never held whole. Call at most once.
   *
   * @throws {ProblemError} 413 past `maxBytes`.
   */
  readBody(maxBytes: number): Promise<Uint8Array>;
  /** The request as a Fetch `Request`, made on the first call; read the body through it after that. */
  toRequest(): Request;
}

/**
 * The {@link MockRequest} of a Fetch `Request` (what msw and `mock.fetch` have).
 *
 * @example
 * ```ts
 * const answer = await answerRequest(runtime, fetchMockRequest(request));
 * ```
 */
export function fetchMockRequest(request: Request): MockRequest {
  return {
    method: request.method,
    url: new URL(request.url),
    headers: request.headers,
    hasBody: request.body !== null,
    readBody: (maxBytes) => readStreamCapped(request.body, maxBytes, ProblemError.payloadTooLarge),
    toRequest: () => request,
  };
}
