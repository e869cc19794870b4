import type { MuseumApiVersion } from '@museum-api/core';
import { museumOperations } from '@museum-api/core/http';
import ky, { isHTTPError, type RetryOptions } from 'ky';
import { basicAuthorization } from './basic-authorization.ts';
import type { MuseumClient, MuseumClientWithResponse, TicketImage } from './client-interface.ts';
import {
  type MuseumClientOptions,
  type MuseumIdempotentCallOptions,
  normalizeCallOptions,
  normalizeClientOptions,
} from './client-options.ts';
import { isMuseumApiError } from './errors/api-error.ts';
import { isMuseumNetworkError } from './errors/network-error.ts';
import { MuseumResponseError } from './errors/response-error.ts';
import { isMuseumTimeoutError } from './errors/timeout-error.ts';
import { MuseumUnknownOutcomeError } from './errors/unknown-outcome-error.ts';
import { createServerSignals } from './server-signals.ts';
import { toMuseumClient } from './to-museum-client.ts';
import { toMuseumError } from './to-museum-error.ts';

type Query = Record<string, string | number | undefined>;

/**
 * Whether `error` leaves the outcome of a sent request unknown: no answer (network error,
 * timeout), or a 5xx that promises nothing. 501 and 503 say the server did not handle it.
 */
function outcomeUnknown(error: unknown): boolean {
  if (isMuseumNetworkError(error) || isMuseumTimeoutError(error)) return true;
  return isMuseumApiError(error) && error.status >= 500 && error.status !== 501 && error.status !== 503;
}

/**
 * Creates a typed client of the Museum API. Works in browsers and Node 22+.
 *
 * @example
 * ```ts
 * import { createMuseumClient } from '@museum-api/client';
 *
 * const client = createMuseumClient({
 *   baseUrl: 'https://museum.example/v1.1',
 *   credentials: { username: 'front-desk', password: 'secret' },
 * });
 * const events = await client.listSpecialEvents({ startDate: '2026-12-01' });
 * ```
 */
export function createMuseumClient<Version extends MuseumApiVersion = '1.1'>(
  options: MuseumClientOptions<Version>,
): MuseumClient<Version> {
  const client = normalizeClientOptions(options);
  const api = ky.create(client.ky);
  const server = createServerSignals(options.versionCheck?.(client.apiVersion));

  // Each operation from core's table: its path parameters first (as the path names them), then
  // the body of a POST or PATCH, or the query of a GET with no parameter, then the call options.
  const withResponse = Object.fromEntries(
    Object.entries(museumOperations).map(([operation, { method, path, status }]) => [
      operation,
      async (...args: unknown[]) => {
        const image = operation === 'getTicketCode';
        const url = new URL(
          path.slice(1).replace(/:\w+/g, () => encodeURIComponent(args.shift() as string)),
          client.baseUrl,
        );
        const json = method === 'POST' || method === 'PATCH' ? args.shift() : undefined;
        const query = method === 'GET' && !path.includes(':') ? (args.shift() as Query) : undefined;
        for (const [name, value] of Object.entries(query ?? {})) {
          if (value !== undefined) url.searchParams.set(name, String(value));
        }
        const request = { method, url: url.href };
        const {
          timeout,
          deadline,
          keyed,
          ky: kyCall,
        } = normalizeCallOptions(
          client,
          method,
          (args[0] ?? {}) as MuseumIdempotentCallOptions,
          image ? 'image/png' : 'application/json',
          server.honoursKeys(),
        );
        // Asked once per call, so its retries reuse the answer; set before the caller's hooks run.
        const { credentials } = client;
        const found = typeof credentials === 'function' ? await credentials() : credentials;
        if (found) kyCall.headers.set('authorization', basicAuthorization(found));
        let attempts = 0;
        // Counts attempts for the errors; looks the global up per attempt so msw's patch applies.
        const fetch: typeof globalThis.fetch = (input, init) => {
          attempts += 1;
          return (client.fetch ?? globalThis.fetch)(input, init);
        };
        const toError = (error: unknown) => toMuseumError(error, timeout, attempts);
        const clock = deadline?.start(request, () => attempts, toError);
        let response: Response;
        try {
          const call = { ...kyCall, json, fetch, retry: kyCall.retry as RetryOptions };
          response = await api(url, clock ? clock.options(call) : call);
          server.observe(response);
        } catch (error) {
          if (isHTTPError(error)) server.observe(error.response);
          const museumError = clock ? clock.error(error) : toError(error);
          // An unkeyed create was sent once and not retried: say that it may have happened, rather
          // than a plain network or server error a caller would answer by buying again.
          if (method === 'POST' && !keyed && outcomeUnknown(museumError)) {
            // The 5xx answer, when one arrived (network and timeout errors have none).
            const { response } = museumError as { response?: Response };
            throw new MuseumUnknownOutcomeError(request, { cause: museumError }, response);
          }
          throw museumError;
        }
        if (image) {
          const type = response.headers.get('content-type');
          // Stryker disable next-line StringLiteral: any stand-in for a missing type fails the test alike.
          if (!/^image\/png\s*(;|$)/i.test(type ?? '')) {
            await response.body?.cancel();
            throw new MuseumResponseError(request, response, `expected image/png, got ${type}`);
          }
          // Re-typed because `Blob.type` would keep any parameters the server added (`image/png; q=1`).
          const blob = new Blob([await response.arrayBuffer()], { type: 'image/png' });
          const data: TicketImage = {
            type: 'image/png',
            blob,
            bytes: async () => new Uint8Array(await blob.arrayBuffer()),
          };
          return { data, response };
        }
        if (status === 204) {
          await response.body?.cancel();
          return { data: undefined, response };
        }
        try {
          return { data: await response.json(), response };
        } catch (cause) {
          throw new MuseumResponseError(request, response, 'response body is not JSON', { cause });
        }
      },
    ]),
  ) as unknown as MuseumClientWithResponse<Version>;
  return toMuseumClient(withResponse, client.apiVersion as Version);
}
