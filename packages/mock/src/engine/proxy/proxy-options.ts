import * as z from 'zod/mini';
import type { BasicCredentials } from '../auth/basic-auth.ts';
import type { JournalViolation } from '../journal/journal-types.ts';
import { type MuseumOperation, museumOperations } from '../operations/operation-routes.ts';
import { durationOption, maxTimerMs } from '../options/duration-option.ts';
import { onFirstUse } from '../options/on-first-use.ts';
import { checked, functionOf } from '../options/parse-options.ts';
import { utf8Encoder } from '../platform/text-codecs.ts';

/**
 * One exchange with the upstream, as {@link MockProxyOptions.check} receives it: the
 * operation, the request as sent upstream, and the answer with its body read (parsed JSON for a
 * JSON media type, text for `text/*`, bytes otherwise).
 *
 * @example
 * ```ts
 * const exchange: ProxiedExchange = {
 *   operation: 'getMuseumHours',
 *   request: { method: 'GET', url: 'https://staging.museum.example/v1.1/museum-hours' },
 *   response: { status: 200, headers: new Headers({ 'content-type': 'application/json' }), body: [] },
 * };
 * ```
 */
export interface ProxiedExchange {
  operation: MuseumOperation;
  request: { method: string; url: string };
  response: { status: number; headers: Headers; body: unknown };
}

/**
 * One way a proxied exchange breaks the contract, as a check names it: the journal's
 * {@link JournalViolation}, which the mock's own contract checks report (the ones
 * `museum-mock verify` and the standalone server's proxy run).
 *
 * @example
 * ```ts
 * const violation: ProxyViolation = { check: 'status', message: 'GET /v1.1/museum-hours → 201: …' };
 * ```
 */
export type ProxyViolation = JournalViolation;

/** {@link MockProxyOptions} normalised: what the dispatcher reads (`check`, `strict` as parsed). */
export interface ProxyConfig extends Pick<ParsedProxyOptions, 'check' | 'strict'> {
  /** The upstream base URL, parsed; its origin is the only one ever contacted. */
  upstream: URL;
  /** `upstream`'s path without a trailing slash, put before the path under the mock's base. */
  upstreamPath: string;
  operations: ReadonlySet<MuseumOperation>;
  /** Sends a proxied request to the upstream. */
  fetch: (input: URL, init: RequestInit) => Promise<Response>;
  timeoutMs: number;
  /** `Basic …` from `auth`, or `undefined` to pass the client's credentials on. */
  authorization: string | undefined;
}

const operationIds = Object.keys(museumOperations) as MuseumOperation[];

/** The `proxy` option's schema ({@link MockProxyOptions} is its input), built on first use. */
export const mockProxyOptionsSchema = onFirstUse(() =>
  z.strictObject(
    {
      /**
       * The upstream's base URL, `/v1.1` (or wherever its API lives) included: an absolute `http:`
       * or `https:` URL without credentials, query or fragment.
       * @example 'https://staging.museum.example/v1.1'
       */
      baseUrl: z.pipe(
        z.string({ error: 'must be an absolute URL such as https://staging.example/v1.1' }),
        z.transform((value: string, context) => {
          const problem = upstreamProblem(value);
          if (problem === undefined) return new URL(value);
          context.issues.push({ code: 'custom', message: problem, input: value });
          return z.NEVER;
        }),
      ),
      /**
       * The operations to proxy; the others are answered by the mock (its state, rules and
       * scenarios).
       * @default 'all'
       * @example ['listSpecialEvents', 'getSpecialEvent']
       */
      operations: z._default(checked<'all' | readonly MuseumOperation[]>(operationsProblem), 'all'),
      /**
       * The `fetch` that reaches the upstream. Under msw the mock passes one that bypasses msw's
       * interception (`bypass()`), so a proxied request is not answered by the mock again.
       * @default globalThis.fetch (msw's bypassing fetch under `createMuseumMock`)
       * @example (input, init) => fetch(input, { ...init, keepalive: true })
       */
      fetch: z.optional(functionOf<(input: URL, init: RequestInit) => Promise<Response>>()),
      /**
       * How long the upstream has to answer, body included; past it the client gets a 504 problem
       * (a refused or failed connection gets a 502). A duration such as `'2s'`, or a number of
       * milliseconds.
       * @default '10s'
       * @example '2s'
       */
      timeout: z.prefault(durationOption({ min: 1, max: maxTimerMs }), '10s'),
      /**
       * Credentials sent upstream instead of the client's `Authorization`, which is then dropped.
       * @default undefined (the client's `Authorization` is passed on)
       * @example { username: 'staging', password: 's3cret' }
       */
      auth: z.optional(
        z.object({ username: z.string(), password: z.string() }, { error: 'must be { username, password }' }),
      ),
      /**
       * Checks each exchange against the contract: what it returns is recorded on the journal entry
       * as `violations`. The standalone server uses `@museum-api/contract`'s checks when none is
       * given and that optional package is installed (and proxies unchecked when it is not).
       * @default undefined (no checks)
       * @example (exchange) => (exchange.response.status >= 500 ? [{ check: 'status', message: 'upstream failed' }] : [])
       */
      check: z.optional(functionOf<(exchange: ProxiedExchange) => readonly ProxyViolation[]>()),
      /**
       * Answer an exchange that breaks the contract with a 502 problem naming the violations,
       * instead of passing the upstream's answer on.
       * @default false
       * @example true
       */
      strict: z._default(z.boolean(), false),
    },
    { error: 'must be an object such as { baseUrl: "https://api.test/v1.1" }' },
  ),
);

/**
 * Where and how the mock proxies operations to a real backend instead of answering them
 * itself. A proxied operation still goes the mock's way first: latency, faults and overrides,
 * the clock and the journal apply in front of the upstream, and only the operation's own answer
 * comes from it. Only `baseUrl`'s origin is ever contacted: the path under the mock's base is
 * put under `baseUrl`'s path, and redirects are not followed.
 *
 * @example
 * ```ts
 * createMuseumMock({
 *   proxy: { baseUrl: 'https://staging.museum.example/v1.1', operations: ['listSpecialEvents', 'getSpecialEvent'] },
 * });
 * ```
 */
export interface MockProxyOptions extends z.input<ReturnType<typeof mockProxyOptionsSchema>> {}

function operationsProblem(operations: unknown): string | undefined {
  if (operations === 'all') return undefined;
  if (!Array.isArray(operations)) return "must be 'all' or an array of operation ids";
  const unknown = operations.filter((operation) => !operationIds.includes(operation));
  return unknown.length === 0
    ? undefined
    : `names unknown operations: ${unknown.join(', ')} (known: ${operationIds.join(', ')})`;
}

/**
 * {@link MockProxyOptions} once parsed by {@link mockProxyOptionsSchema}: the defaults
 * applied, `baseUrl` parsed into a `URL`.
 */
export type ParsedProxyOptions = z.output<ReturnType<typeof mockProxyOptionsSchema>>;

/**
 * What the dispatcher reads, from options parsed by {@link mockProxyOptionsSchema}; the one
 * place `fetch` gets its default: `defaultFetch` (the environment's), else `globalThis.fetch`.
 */
export function toProxyConfig(
  parsed: ParsedProxyOptions,
  defaultFetch: ProxyConfig['fetch'] = (input, init) => globalThis.fetch(input, init),
): ProxyConfig {
  const {
    baseUrl: upstream,
    operations,
    fetch = defaultFetch,
    timeout: timeoutMs,
    auth,
    check,
    strict,
  } = parsed;
  return {
    upstream,
    upstreamPath: upstream.pathname.replace(/\/+$/, ''),
    operations: new Set(operations === 'all' ? operationIds : operations),
    fetch,
    timeoutMs,
    authorization: auth === undefined ? undefined : basicAuthorization(auth),
    check,
    strict,
  };
}

/** `Basic` credentials as RFC 7617 encodes them (UTF-8, then base64), without Node's Buffer. */
function basicAuthorization({ username, password }: BasicCredentials): string {
  const bytes = utf8Encoder().encode(`${username}:${password}`);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `Basic ${btoa(binary)}`;
}

/** What is wrong with an upstream base URL: it must be an absolute `http:` or `https:` URL with no credentials, query or fragment. */
function upstreamProblem(baseUrl: string): string | undefined {
  if (!URL.canParse(baseUrl)) {
    return `must be an absolute URL such as https://staging.example/v1.1, got "${baseUrl}"`;
  }
  const upstream = new URL(baseUrl);
  if (upstream.protocol !== 'http:' && upstream.protocol !== 'https:')
    return 'must be an http: or https: URL';
  if (upstream.username !== '' || upstream.password !== '') {
    return 'must not carry credentials; give them with `proxy.auth` (--proxy-auth)';
  }
  return upstream.search === '' && upstream.hash === '' ? undefined : 'must not have a query or a fragment';
}
