import type { MuseumApiVersion } from '@museum-api/core';
import type { Hooks, Options as KyOptions, RetryOptions } from 'ky';
import { resolveBaseUrl } from './base-url.ts';
import type { MuseumCredentials } from './basic-authorization.ts';
import type { MuseumDeadline } from './call-deadline.ts';
import { createIdempotencyKey } from './create-idempotency-key.ts';
import { oneOf } from './one-of.ts';
import type { MuseumVersionCheck } from './warn-on-version-mismatch.ts';

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
 * Whether the server honours `Idempotency-Key` (answers a repeated key with the first outcome
 * instead of acting twice). The published API does not say, so the client sends the header and
 * retries a purchase or a creation only where this is known: `'honoured'` says so for every call;
 * `'detect'` learns it from an answer of the server (`Museum-Idempotency: honoured`, or an
 * `Idempotent-Replayed` header) and until then sends no key and never retries such a call.
 *
 * @example
 * ```ts
 * const idempotency: MuseumIdempotencyOption = 'honoured'; // our mock, or a backend that keeps keys
 * ```
 */
export type MuseumIdempotencyOption = 'honoured' | 'detect';

/**
 * Retry tuning, as ky takes it, minus `methods`: which methods may be retried is the client's
 * decision (GET, DELETE, and a POST that carries an `Idempotency-Key`), not an option.
 *
 * @example
 * ```ts
 * const retry: MuseumRetryOptions = { limit: 4, backoffLimit: 5_000, maxRetryAfter: 30_000 };
 * ```
 */
export type MuseumRetryOptions = Omit<RetryOptions, 'methods'>;

/**
 * Options of {@link createMuseumClient}. Only `baseUrl` is required. `Version` is the
 * `apiVersion` it speaks (`MuseumClientOptions<'1.2'>` for 1.2).
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
export interface MuseumClientOptions<Version extends MuseumApiVersion = '1.1'> {
  /**
   * Where the API lives, including its version segment. There is no default: the Museum API has
   * no single public address. A path (`'/api/v1.1'`, behind a dev server's proxy) is resolved
   * against the page's location; where there is no page (Node), it throws a `TypeError` naming
   * `baseUrl`.
   *
   * @example 'https://museum.example/v1.1'
   */
  baseUrl: string | URL;
  /**
   * The published version of the Museum API the server speaks: it sets the types of what the
   * client sends and reads, and what the validating client checks (`versionCheck` can compare it
   * with what the server states). The base URL is whatever you give (1.2's has no `/v1.1`).
   *
   * @default '1.1'
   * @example '1.2'
   */
  apiVersion?: Version;
  /**
   * Reads every answer for the version the server states (its `Museum-Api-Version` header):
   * `warnOnVersionMismatch` from `@museum-api/client/features` warns once on the console, naming
   * the older side, and the call goes on. Called once per client with its `apiVersion`.
   *
   * @default undefined (the header is not read)
   * @example warnOnVersionMismatch
   */
  versionCheck?: MuseumVersionCheck;
  /**
   * Whether the server is known to honour `Idempotency-Key` (see {@link MuseumIdempotencyOption}).
   * Only then does a purchase or a creation carry the header (so a page pays no CORS preflight a
   * backend did not agree to) and get retried when its outcome is unknown; elsewhere such a call
   * is sent once and an unknown outcome rejects with a `MuseumUnknownOutcomeError`.
   *
   * @default 'detect'
   * @example 'honoured'
   */
  idempotency?: MuseumIdempotencyOption;
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
   * The `fetch` to use: a framework's SSR fetch, an instrumented one (`loggedFetch(logger)` from
   * `@museum-api/client/features` logs every attempt), or one for tests.
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
   * An overall deadline for every call, all its attempts and the waits between them (backoff,
   * `Retry-After`) included: `callDeadline(ms)` from `@museum-api/client/features`. When it passes,
   * or a `Retry-After` asks for a wait that would end past it, the call rejects at once with a
   * `MuseumTimeoutError` whose `reason` is `'deadline'`. `timeout` still bounds each attempt.
   *
   * @default undefined (no bound but each attempt's `timeout` and the retry limit)
   * @example callDeadline(15_000)
   */
  deadline?: MuseumDeadline;
  /**
   * How many times, and how, to retry a GET, a DELETE or a keyed POST (see `idempotency` and
   * {@link MuseumIdempotentCallOptions}) that failed with a network error or a 408, 413, 429, 500,
   * 502, 503 or 504 status; `Retry-After` is honoured. PATCH and a POST without a key are never
   * retried. A number is the retry limit; `0` turns retries off.
   *
   * @default 2 (ky's defaults: exponential backoff from 300 ms)
   * @example { limit: 3, backoffLimit: 2_000 }
   */
  retry?: number | MuseumRetryOptions;
  /**
   * Headers added to every request; a call's own `headers` override them name by name.
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

/**
 * Options of one call, the last argument of every operation. `timeout`, `retry` and `headers`
 * override the client's for this call only; the rest of the client's options still apply.
 *
 * @example
 * ```ts
 * const controller = new AbortController();
 * const events = await client.listSpecialEvents(
 *   { startDate: '2026-12-01' },
 *   { timeout: 2_000, retry: 0, headers: { 'x-trace-id': traceId }, signal: controller.signal },
 * );
 * ```
 */
export interface MuseumCallOptions {
  /**
   * Aborts the call (and its retries); the call then rejects with the signal's reason.
   *
   * @default undefined (the call runs until it settles or times out)
   * @example AbortSignal.timeout(5_000)
   */
  signal?: AbortSignal;
  /**
   * Milliseconds to wait for a response, per attempt, for this call; `false` waits forever.
   *
   * @default the client's `timeout` (10000 unless set)
   * @example 2_000
   */
  timeout?: number | false;
  /**
   * This call's deadline over all its attempts and waits (see the client's `deadline`), or `false`
   * for none.
   *
   * @default the client's `deadline` (none unless set)
   * @example callDeadline(5_000)
   */
  deadline?: MuseumDeadline | false;
  /**
   * Retries of this call. A number sets the limit and keeps the client's other retry tuning; an
   * object overrides the client's retry options field by field. Which methods may retry stays the
   * client's rule: this cannot make a PATCH, or a POST without a key, retryable.
   *
   * @default the client's `retry` (2 unless set)
   * @example 0
   * @example { limit: 5, backoffLimit: 1_000 }
   */
  retry?: number | MuseumRetryOptions;
  /**
   * Headers for this call, over the client's `headers` (same name, this value wins).
   *
   * @default {}
   * @example { 'x-trace-id': '4bf92f3577b34da6' }
   */
  headers?: HeadersInit;
}

/**
 * Options of a call that creates something (`buyMuseumTickets`, `createSpecialEvent`): the options of
 * every call, plus its idempotency key. Where the server is known to honour keys (the client's
 * `idempotency` option, or `idempotency: true` here), each call sends a fresh UUID as
 * `Idempotency-Key`, the same on each of its retries, so the server can answer a retry with the
 * first attempt's outcome instead of acting twice, and the call is retried like a GET (network
 * errors, 408, 429, 5xx, `Retry-After` honoured), and after a 409, which a server keeping keys
 * answers while an earlier attempt under the key is still running. Pass your own key to make a
 * later call (after a reload, from another tab) the same logical purchase; it is sent only where
 * keys are honoured. Pass `idempotency: false` to send no key; an unkeyed call is never retried.
 *
 * @example
 * ```ts
 * // One key per checkout, kept across reloads, so paying twice is impossible.
 * const ticket = await client.buyMuseumTickets(purchase, { idempotencyKey: checkout.id });
 * // A server that rejects the header: no key, no retries.
 * await client.createSpecialEvent(draft, { idempotency: false });
 * ```
 */
export type MuseumIdempotentCallOptions = MuseumCallOptions &
  (
    | {
        /**
         * Send an `Idempotency-Key` and retry (`true`: this server honours keys), or neither
         * (`false`).
         *
         * @default whether the server is known to honour keys (the client's `idempotency`)
         * @example false
         */
        idempotency?: true;
        /**
         * The `Idempotency-Key` of this call: reuse it to make another call the same logical
         * operation. Any string the server accepts; a UUID is the safe choice.
         *
         * @default a new random UUID per call (the same on each of its retries)
         * @example 'c6a1f0e2-6f37-4b3e-9a59-0e4f8d0f1b7a'
         */
        idempotencyKey?: string;
      }
    | { idempotency: false; idempotencyKey?: never }
  );

/** What a client runs on: its base URL and the defaults every call starts from. */
type NormalizedClientOptions = ReturnType<typeof normalizeClientOptions>;

const numberOrRetry = (retry: number | MuseumRetryOptions = {}): MuseumRetryOptions =>
  typeof retry === 'number' ? { limit: retry } : retry;

/**
 * Applies every client default and rule in one place, turning the public options into what
 * each call starts from.
 */
export function normalizeClientOptions(options: MuseumClientOptions<MuseumApiVersion>) {
  const { baseUrl, retry = 2, timeout = 10_000, apiVersion = '1.1', idempotency = 'detect' } = options;
  const { credentials, headers = {}, hooks, fetch, deadline } = options;
  return {
    baseUrl: resolveBaseUrl(baseUrl),
    apiVersion: oneOf('apiVersion', apiVersion, ['1.1', '1.2']),
    idempotency: oneOf('idempotency', idempotency, ['honoured', 'detect']),
    credentials,
    timeout,
    deadline,
    retry: numberOrRetry(retry),
    fetch,
    // What ky's instance takes; timeout and retry are set per call, credentials per call too.
    ky: { headers, hooks } as KyOptions,
  };
}

/**
 * Applies one call's options over the client's, in one place: timeout, retry (with the methods
 * the client allows to retry), headers, signal, and the `Idempotency-Key` of a POST where the
 * server honours keys (by the client's option, the call's, or `serverHonoursKeys`: what its
 * answers have shown).
 *
 * @example
 * ```ts
 * const { ky: kyCall } = normalizeCallOptions(client, 'POST', { timeout: 2_000 }, 'application/json');
 * kyCall.headers; // Headers with accept and a fresh idempotency-key
 * ```
 */
export function normalizeCallOptions(
  client: NormalizedClientOptions,
  method: string,
  call: MuseumIdempotentCallOptions,
  accept: string,
  serverHonoursKeys = false,
) {
  const { timeout = client.timeout } = call;
  const deadline = call.deadline === false ? undefined : (call.deadline ?? client.deadline);
  const headers = new Headers(call.headers);
  headers.set('accept', accept);
  // Every POST of the API creates something: keyed, it may be retried, since the server answers
  // a repeat of the key with the first outcome instead of a second ticket. Only where the server
  // is known to honour keys: elsewhere a retry could sell twice, and the header alone would cost
  // a browser a CORS preflight the backend may refuse.
  const honoured = call.idempotency ?? (client.idempotency === 'honoured' || serverHonoursKeys);
  const key = method === 'POST' && honoured && (call.idempotencyKey ?? createIdempotencyKey());
  if (key) headers.set('idempotency-key', key);
  const retry = { ...client.retry, ...numberOrRetry(call.retry) };
  return {
    timeout,
    deadline,
    keyed: Boolean(key),
    ky: {
      method,
      timeout,
      headers,
      signal: call.signal ?? null,
      // Methods come last so no option can make a PATCH or an unkeyed POST retryable. A keyed POST
      // also retries a 409: the server's answer to a repeat that arrived while the first attempt
      // (one that timed out here, say) was still running; asked again later, it replays.
      retry: key
        ? { statusCodes: [408, 409, 413, 429, 500, 502, 503, 504], ...retry, methods: ['post'] }
        : { ...retry, methods: ['get', 'delete'] },
    } satisfies KyOptions,
  };
}
