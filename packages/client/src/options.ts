import type { Hooks, Options as KyOptions, RetryOptions } from 'ky';
import { basicAuthorization, type MuseumCredentials } from './basic-authorization.ts';

/**
 * Credentials fixed for the client's lifetime, or a function asked once per call, its retries
 * reusing the answer (say, to read a rotating secret); it may be async.
 *
 * @example
 * ```ts
 * const fromSession: MuseumCredentialsOption = async () => ({ username: 'kiosk', password: await session.secret() });
 * ```
 */
export type MuseumCredentialsOption =
  | MuseumCredentials
  | (() => MuseumCredentials | Promise<MuseumCredentials>);

/**
 * Retry tuning, as ky takes it, minus `methods`: which methods may be retried is the client's
 * decision (GET and DELETE only), not an option.
 *
 * @example
 * ```ts
 * const retry: MuseumRetryOptions = { limit: 4, backoffLimit: 5_000, maxRetryAfter: 30_000 };
 * ```
 */
export type MuseumRetryOptions = Omit<RetryOptions, 'methods'>;

/**
 * Options of {@link createMuseumClient}. Only `baseUrl` is required.
 *
 * @example
 * ```ts
 * const options: MuseumClientOptions = {
 *   baseUrl: 'https://museum.example/v1.1',
 *   credentials: { username: 'front-desk', password: 'secret' },
 *   timeout: 5_000,
 * };
 * ```
 */
export interface MuseumClientOptions {
  /**
   * Where the API lives, including its version segment. There is no default: the Museum API has
   * no single public address.
   *
   * @example 'https://museum.example/v1.1'
   */
  baseUrl: string | URL;
  /**
   * HTTP Basic credentials sent with every request, or a function asked for them once per call
   * (its retries reuse the answer).
   * Every operation of the API requires them.
   *
   * @default undefined (no `Authorization` header; the API answers 401)
   * @example { username: 'front-desk', password: 'secret' }
   */
  credentials?: MuseumCredentialsOption;
  /**
   * The `fetch` to use: a framework's SSR fetch, an instrumented one, or one for tests.
   *
   * @default globalThis.fetch (looked up at request time, so msw and other patches apply)
   * @example (input, init) => fetch(input, init)
   */
  fetch?: (input: Request | URL | string, init?: RequestInit) => Promise<Response>;
  /**
   * Milliseconds to wait for a response, per attempt; `false` waits forever.
   *
   * @default 10000
   * @example 5_000
   */
  timeout?: number | false;
  /**
   * How many times, and how, to retry a GET or DELETE that failed with a network error or a
   * 408, 413, 429, 500, 502, 503 or 504 status; `Retry-After` is honoured. POST and PATCH are never
   * retried. A number is the retry limit; `0` turns retries off.
   *
   * @default 2 (ky's defaults: exponential backoff from 300 ms)
   * @example { limit: 3, backoffLimit: 2_000 }
   */
  retry?: number | MuseumRetryOptions;
  /**
   * Headers added to every request.
   *
   * @default {}
   * @example { 'x-request-source': 'kiosk-app' }
   */
  headers?: HeadersInit;
  /**
   * ky hooks, passed through. `beforeRequest` hooks run after the client has set `Authorization`,
   * so they may change it.
   *
   * @default {}
   * @example { afterResponse: [({ response }) => console.log(response.status)] }
   */
  hooks?: Hooks;
}

/** What the client runs on: ky's options, plus the settled timeout for error messages. */
export interface NormalizedClientOptions {
  baseUrl: URL;
  timeout: number | false;
  ky: KyOptions;
}

const retryableMethods = ['get', 'delete'];

/**
 * Applies every default and rule in one place, turning the public options into ky's.
 *
 * @example
 * ```ts
 * const { baseUrl, ky: kyOptions } = normalizeClientOptions({ baseUrl: 'https://museum.example/v1.1' });
 * ```
 */
export function normalizeClientOptions(options: MuseumClientOptions): NormalizedClientOptions {
  const { credentials, retry = 2, timeout = 10_000, hooks = {} } = options;
  // A trailing slash makes relative paths extend the base instead of replacing its last segment.
  const baseUrl = new URL(String(options.baseUrl).replace(/\/*$/, '/'));
  const kyOptions: KyOptions = {
    timeout,
    // Methods come last so no option can make POST (a second ticket) or PATCH retryable.
    retry:
      typeof retry === 'number'
        ? { limit: retry, methods: retryableMethods }
        : { ...retry, methods: retryableMethods },
    headers: options.headers ?? {},
    hooks: {
      ...hooks,
      beforeRequest: [
        async ({ request }) => {
          const found = typeof credentials === 'function' ? await credentials() : credentials;
          if (found) request.headers.set('authorization', basicAuthorization(found));
        },
        ...(hooks.beforeRequest ?? []),
      ],
    },
  };
  if (options.fetch) kyOptions.fetch = options.fetch;
  return { baseUrl, timeout, ky: kyOptions };
}
