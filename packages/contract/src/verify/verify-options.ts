import {
  type MuseumApiVersion,
  type MuseumContractLevel,
  museumApiVersions,
  museumContractLevels,
} from '@museum-api/core';
import type { VerifyCheckResult } from './verify-result.ts';

/**
 * Options of {@link verifyMuseumApi}. Every field is optional; the defaults make a run that is
 * safe against a real system only in what it buys (nothing): it does create and delete its own
 * events unless `readOnly` is set.
 *
 * @example
 * ```ts
 * const options: VerifyMuseumApiOptions = { auth: 'qa:secret', readOnly: true, timeoutMs: 5000 };
 * ```
 */
export interface VerifyMuseumApiOptions {
  /**
   * How much of the contract to hold the server to: `spec` (what the published description
   * says), `domain` (that, and what it implies for any real museum) or `house` (that, and this
   * project's own decisions). See {@link MuseumContractLevel}.
   *
   * @default 'domain'
   * @example 'spec'
   */
  level?: MuseumContractLevel | undefined;
  /**
   * The published version the server speaks: whose schemas and purchase the checks use.
   *
   * @default '1.1'
   * @example '1.2'
   */
  apiVersion?: MuseumApiVersion | undefined;
  /**
   * HTTP Basic credentials sent with every request (but the ones that check refusals), as
   * `'user:password'` or an object. Never printed or reported.
   *
   * @default well-formed empty credentials (`Basic Og==`), which the mock accepts by default
   * @example { username: 'qa', password: process.env.MUSEUM_PASSWORD ?? '' }
   */
  auth?: string | { username: string; password: string } | undefined;
  /**
   * Run only the checks that change nothing: reads, and refusals the contract answers before
   * anything could change (no credentials, an unknown id, a bad query, a wrong method on an
   * unknown ticket).
   *
   * @default false
   * @example true
   */
  readOnly?: boolean | undefined;
  /**
   * Run the ticket checks, which buy tickets (on a real system a ticket may cost money). The
   * mock needs no care; a real backend should be a staging one.
   *
   * @default false
   * @example true
   */
  allowPurchases?: boolean | undefined;
  /**
   * Milliseconds one request may take, answer body included, before it counts as failed.
   *
   * @default 5000
   * @example 2000
   */
  timeoutMs?: number | undefined;
  /**
   * Most requests per second, over the whole run (cleanup included).
   *
   * @default unlimited
   * @example 5
   */
  rate?: number | undefined;
  /**
   * Milliseconds the whole run may take; past it, the check in progress fails, the rest are not
   * run, and the events the run created are still deleted.
   *
   * @default 120_000
   * @example 30_000
   */
  maxDurationMs?: number | undefined;
  /**
   * Headers sent with every request, such as a session of the standalone mock.
   *
   * @default {}
   * @example { 'X-Museum-Session': 'verify' }
   */
  headers?: Readonly<Record<string, string>> | undefined;
  /**
   * The start of the name of every event the run creates, followed by the run's id, so a person
   * (or the run's own cleanup) can tell them apart from real ones.
   *
   * @default 'museum-verify'
   * @example 'contract-check'
   */
  namePrefix?: string | undefined;
  /**
   * Stops the run (SIGINT in the CLI): the check in progress fails as interrupted, the rest are
   * not run, and the events the run created are still deleted.
   *
   * @example AbortSignal.timeout(60_000)
   */
  signal?: AbortSignal | undefined;
  /**
   * Called as each check ends, for progress output.
   *
   * @example (check) => console.log(check.id, check.status)
   */
  onCheck?: ((check: VerifyCheckResult) => void) | undefined;
  /**
   * The `fetch` to send requests with.
   *
   * @default globalThis.fetch
   * @example undici.fetch
   */
  fetch?: typeof fetch | undefined;
}

/** The options with every default applied, as the run reads them. */
export interface ResolvedVerifyOptions {
  authorization: string;
  level: MuseumContractLevel;
  apiVersion: MuseumApiVersion;
  readOnly: boolean;
  allowPurchases: boolean;
  timeoutMs: number;
  rate: number | undefined;
  maxDurationMs: number;
  headers: Readonly<Record<string, string>>;
  namePrefix: string;
  signal: AbortSignal | undefined;
  onCheck: ((check: VerifyCheckResult) => void) | undefined;
  fetch: typeof fetch;
}

/** HTTP Basic's `Authorization` value for `user:password`, UTF-8 encoded. */
export function basicAuthorization(username: string, password: string): string {
  const bytes = new TextEncoder().encode(`${username}:${password}`);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `Basic ${btoa(binary)}`;
}

function positive(name: string, value: number | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (!Number.isFinite(value) || value <= 0) throw new TypeError(`${name} must be a positive number`);
  return value;
}

/**
 * Applies the defaults of {@link VerifyMuseumApiOptions} in one place; a value out of range
 * throws a `TypeError` naming the option.
 */
export function normalizeVerifyOptions(options: VerifyMuseumApiOptions): ResolvedVerifyOptions {
  let authorization = basicAuthorization('', '');
  const { auth } = options;
  if (typeof auth === 'string') {
    const colon = auth.indexOf(':');
    if (colon === -1) throw new TypeError('auth must be user:password');
    authorization = basicAuthorization(auth.slice(0, colon), auth.slice(colon + 1));
  } else if (auth !== undefined) {
    authorization = basicAuthorization(auth.username, auth.password);
  }
  const namePrefix = options.namePrefix ?? 'museum-verify';
  if (namePrefix.trim() === '') throw new TypeError('namePrefix must not be blank');
  const level = options.level ?? 'domain';
  if (!museumContractLevels.includes(level))
    throw new TypeError(`level must be one of ${museumContractLevels.join(', ')}`);
  const apiVersion = options.apiVersion ?? '1.1';
  if (!museumApiVersions.includes(apiVersion)) {
    throw new TypeError(`apiVersion must be one of ${museumApiVersions.join(', ')}`);
  }
  return {
    authorization,
    level,
    apiVersion,
    readOnly: options.readOnly ?? false,
    allowPurchases: options.allowPurchases ?? false,
    timeoutMs: positive('timeoutMs', options.timeoutMs, 5000),
    rate: options.rate === undefined ? undefined : positive('rate', options.rate, 1),
    maxDurationMs: positive('maxDurationMs', options.maxDurationMs, 120_000),
    headers: options.headers ?? {},
    namePrefix,
    signal: options.signal,
    onCheck: options.onCheck,
    fetch: options.fetch ?? globalThis.fetch,
  };
}
