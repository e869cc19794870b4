/**
 * What a `loggedFetch`'s logger is told: a request as it leaves (one per attempt, so a retry is a
 * request of its own), then its answer (any status) or the error that stopped it (no answer: a
 * network failure, a timeout, an abort). Headers are never included, so neither is the
 * `Authorization` one; `requestId` is the answer's `X-Request-Id`, for quoting to the server's
 * team.
 *
 * @example
 * ```ts
 * const logger = (entry: MuseumLogEntry) => {
 *   if (entry.type === 'response') console.info(entry.method, entry.url, entry.status, `${entry.durationMs} ms`, entry.requestId);
 * };
 * ```
 */
export type MuseumLogEntry =
  | { type: 'request'; method: string; url: string }
  | {
      type: 'response';
      method: string;
      url: string;
      status: number;
      durationMs: number;
      requestId: string | undefined;
    }
  | { type: 'error'; method: string; url: string; durationMs: number; error: unknown };

/**
 * What {@link loggedFetch} reports to: called synchronously with each {@link MuseumLogEntry}.
 *
 * @example
 * ```ts
 * const logger: MuseumLogger = (entry) => console.debug('[museum]', entry);
 * ```
 */
export type MuseumLogger = (entry: MuseumLogEntry) => void;

type Fetch = (input: Request | URL | string, init?: RequestInit) => Promise<Response>;

/**
 * Wraps `fetch` (or, when none is given, `globalThis.fetch` looked up per request so msw's patch
 * applies) to tell `logger` about each request and its answer or error. Wrapping fetch rather
 * than using ky's hooks sees every attempt, network errors and timeouts included. ky always
 * calls it with a `Request`, whose method and URL are what is logged.
 *
 * @example
 * ```ts
 * import { createMuseumClient } from '@museum-api/client';
 * import { loggedFetch } from '@museum-api/client/features';
 *
 * const client = createMuseumClient({
 *   baseUrl: 'https://museum.example/v1.1',
 *   fetch: loggedFetch((entry) => console.debug('[museum]', entry)),
 * });
 * ```
 *
 * @throws {TypeError} when `logger` is not a function.
 */
export function loggedFetch(logger: MuseumLogger, fetch?: Fetch): Fetch {
  if (typeof logger !== 'function') {
    throw new TypeError(`loggedFetch: logger must be a function, got ${typeof logger}`);
  }
  return async (input, init) => {
    const { method, url } = input as Request;
    logger({ type: 'request', method, url });
    const started = Date.now();
    try {
      const response = await (fetch ?? globalThis.fetch)(input, init);
      const requestId = response.headers.get('x-request-id') ?? undefined;
      logger({
        type: 'response',
        method,
        url,
        status: response.status,
        durationMs: Date.now() - started,
        requestId,
      });
      return response;
    } catch (error) {
      logger({ type: 'error', method, url, durationMs: Date.now() - started, error });
      throw error;
    }
  };
}
