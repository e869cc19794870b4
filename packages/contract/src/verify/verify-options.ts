import {
  type Duration,
  type MuseumContractLevel,
  museumApiVersions,
  museumContractLevels,
  parseDuration,
} from '@museum-api/core';
import * as z from 'zod';
import type { VerifyCheckResult } from './verify-result.ts';

const positiveRule = 'must be a positive number';

/** A duration option: `'5s'`, `'500ms'`, `'2m'` or milliseconds, read by core's `parseDuration`. */
function duration() {
  return z
    .custom<Duration>((value) => typeof value === 'number' || typeof value === 'string')
    .transform((value, context) => {
      try {
        return parseDuration(value, { min: 1 });
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    });
}

/** The options of {@link verifyMuseumApi}, said once: its options type and the CLI's flags read it. */
export const VerifyMuseumApiOptionsSchema = z.object({
  /**
   * How much of the contract to hold the server to: `spec` (what the published description
   * says), `domain` (that, and what it implies for any real museum) or `house` (that, and this
   * project's own decisions). See {@link MuseumContractLevel}.
   *
   * @default 'domain'
   * @example 'spec'
   */
  level: z
    .enum(museumContractLevels, { error: `must be one of ${museumContractLevels.join(', ')}` })
    .default('domain'),
  /**
   * The published version the server speaks: whose schemas and purchase the checks use.
   *
   * @default '1.1'
   * @example '1.2'
   */
  apiVersion: z
    .enum(museumApiVersions, { error: `must be one of ${museumApiVersions.join(', ')}` })
    .default('1.1'),
  /**
   * HTTP Basic credentials sent with every request (but the ones that check refusals), as
   * `'user:password'` or an object. Never printed or reported.
   *
   * @default well-formed empty credentials (`Basic Og==`), which the mock accepts by default
   * @example { username: 'qa', password: process.env.MUSEUM_PASSWORD ?? '' }
   */
  auth: z
    .union(
      [
        z.string().refine((auth) => auth.includes(':'), 'must be user:password'),
        z.object({ username: z.string(), password: z.string() }),
      ],
      // The value is a secret: the refusal never repeats it.
      { error: 'must be user:password or { username, password }' },
    )
    .optional(),
  /**
   * Run only the checks that change nothing: reads, and refusals the contract answers before
   * anything could change (no credentials, an unknown id, a bad query, a wrong method on an
   * unknown ticket).
   *
   * @default false
   * @example true
   */
  readOnly: z.boolean().default(false),
  /**
   * Run the ticket checks, which buy tickets (on a real system a ticket may cost money). The
   * mock needs no care; a real backend should be a staging one.
   *
   * @default false
   * @example true
   */
  allowPurchases: z.boolean().default(false),
  /**
   * How long one request may take, answer body included, before it counts as failed: a
   * duration such as `'5s'`, or a number of milliseconds.
   *
   * @default '5s'
   * @example '2s'
   */
  timeout: duration().prefault('5s'),
  /**
   * Most requests per second, over the whole run (cleanup included).
   *
   * @default unlimited
   * @example 5
   */
  rate: z.number({ error: positiveRule }).positive(positiveRule).optional(),
  /**
   * How long the whole run may take (a duration such as `'2m'`, or milliseconds); past it, the check in progress fails, the rest are not
   * run, and the events the run created are still deleted.
   *
   * @default '2m'
   * @example '30s'
   */
  maxDuration: duration().prefault('2m'),
  /**
   * Headers sent with every request, such as a session of the standalone mock.
   *
   * @default {}
   * @example { 'X-Museum-Session': 'verify' }
   */
  headers: z.record(z.string(), z.string()).readonly().default({}),
  /**
   * The start of the name of every event the run creates, followed by the run's id, so a person
   * (or the run's own cleanup) can tell them apart from real ones.
   *
   * @default 'museum-verify'
   * @example 'contract-check'
   */
  namePrefix: z
    .string()
    .refine((prefix) => prefix.trim() !== '', 'must not be blank')
    .default('museum-verify'),
  /**
   * Stops the run (SIGINT in the CLI): the check in progress fails as interrupted, the rest are
   * not run, and the events the run created are still deleted.
   *
   * @example AbortSignal.timeout(60_000)
   */
  signal: z.custom<AbortSignal>((value) => value instanceof AbortSignal, 'must be an AbortSignal').optional(),
  /**
   * Called as each check ends, for progress output.
   *
   * @example (check) => console.log(check.id, check.status)
   */
  onCheck: z
    .custom<(check: VerifyCheckResult) => void>((value) => typeof value === 'function', 'must be a function')
    .optional(),
  /**
   * The `fetch` to send requests with.
   *
   * @default globalThis.fetch
   * @example undici.fetch
   */
  fetch: z.custom<typeof fetch>((value) => typeof value === 'function', 'must be a function').optional(),
});

/**
 * Options of {@link verifyMuseumApi}. Every field is optional; the defaults make a run that is
 * safe against a real system only in what it buys (nothing): it does create and delete its own
 * events unless `readOnly` is set.
 *
 * @example
 * ```ts
 * const options: VerifyMuseumApiOptions = { auth: 'qa:secret', readOnly: true, timeout: '5s' };
 * ```
 */
export interface VerifyMuseumApiOptions extends z.input<typeof VerifyMuseumApiOptionsSchema> {}

/** The options with every default applied, as the run reads them: durations in milliseconds. */
export interface ResolvedVerifyOptions
  extends Omit<z.output<typeof VerifyMuseumApiOptionsSchema>, 'auth' | 'timeout' | 'maxDuration' | 'fetch'> {
  authorization: string;
  timeoutMs: number;
  maxDurationMs: number;
  fetch: typeof fetch;
}

/** HTTP Basic's `Authorization` value for `user:password`, UTF-8 encoded. */
export function basicAuthorization(username: string, password: string): string {
  const bytes = new TextEncoder().encode(`${username}:${password}`);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `Basic ${btoa(binary)}`;
}

/** The options with their defaults, by the schema; a refused value throws a `TypeError` naming the option. */
export function normalizeVerifyOptions(options: VerifyMuseumApiOptions): ResolvedVerifyOptions {
  const parsed = VerifyMuseumApiOptionsSchema.safeParse(options);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw new TypeError(`${issue?.path.join('.') || 'options'} ${issue?.message ?? 'not valid'}`);
  }
  const { auth, timeout, maxDuration, ...rest } = parsed.data;
  let authorization = basicAuthorization('', '');
  if (typeof auth === 'string') {
    const colon = auth.indexOf(':');
    authorization = basicAuthorization(auth.slice(0, colon), auth.slice(colon + 1));
  } else if (auth !== undefined) {
    authorization = basicAuthorization(auth.username, auth.password);
  }
  return {
    ...rest,
    authorization,
    timeoutMs: timeout,
    maxDurationMs: maxDuration,
    fetch: rest.fetch ?? globalThis.fetch,
  };
}
