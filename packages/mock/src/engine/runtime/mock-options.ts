import {
  type ClockInput,
  defaultMuseumSchedule,
  type MuseumApiVersion,
  type MuseumSchedule,
  MuseumScheduleSchema,
  museumApiVersions,
  type RandomSource,
  seededRandom,
  toClock,
  toIsoDate,
} from '@museum-api/core';
import { type Duration, parseDuration } from '@museum-api/core/http';
import * as z from 'zod';
import type { AuthVerifier, MockAuth } from '../auth/basic-auth.ts';
import { requestIdSequence } from '../http/request-id.ts';
import { durationOption } from '../options/duration-option.ts';
import { checked, functionOf, parseOptions, typedAs } from '../options/parse-options.ts';
import {
  type MockProxyOptions,
  mockProxyOptionsSchema,
  type ProxyConfig,
  toProxyConfig,
} from '../proxy/proxy-options.ts';
import { defaultBaseUrlOf, type MockBaseUrl, parseMockBaseUrl } from '../routing/mock-base-url.ts';
import { findScenario, scenarioDefaults, scenarioRegistry } from '../scenarios/museum-scenario.ts';
import { museumScenarios } from '../scenarios/museum-scenarios.ts';
import type { MuseumSeed } from '../seed/museum-seed.ts';
import { type MockWebhookOptions, MockWebhookOptionsSchema } from '../webhooks/webhook-options.ts';
import type { MockLatency } from './mock-latency.ts';
import type { MuseumScenario, ResolvedMockOptions } from './museum-mock.ts';

/**
 * Options of {@link createMuseumMock}. Every field is optional.
 *
 * @example
 * ```ts
 * createMuseumMock({ clock: '2026-12-01T10:00:00Z', random: 'suite', auth: { username: 'u', password: 'p' } });
 * ```
 */
export interface MuseumMockOptions {
  /**
   * The published version of the API the mock speaks: its purchase and confirmation shapes, its
   * OpenAPI document, its default base URL and the `Museum-Api-Version` header of every answer.
   * In `'1.2'` a purchase may omit `email` and has no `phone`, and the confirmation has `eventId`
   * and no `eventName`.
   * @default '1.1'
   * @example '1.2'
   */
  apiVersion?: MuseumApiVersion | undefined;
  /**
   * Where the API lives. The default is where the version's published description puts it: the
   * `/v1.1` path on any origin (`*\/v1.1/...`) for 1.1, the root of any origin (`*`) for 1.2,
   * where only the API's own paths (`/tickets`, `/special-events`, `/museum-hours`,
   * `/openapi.json`) are claimed. Give a full URL to match one origin only, or a path for the
   * page's own origin in a browser.
   * @default '*\/v1.1' (1.2: '*')
   * @example 'https://api.museum.test/v1.1'
   */
  baseUrl?: string | undefined;
  /**
   * Which HTTP Basic credentials are accepted; every operation requires them unless `false`.
   * @default 'any'
   * @example { username: 'curator', password: 'dino' }
   */
  auth?: MockAuth | undefined;
  /**
   * Events and tickets to start from, and to return to on `reset()`.
   * @default 'default': eight events dated from the clock's today, and two tickets
   * @example 'empty'
   */
  seed?: MuseumSeed | undefined;
  /**
   * Where "today" comes from (UTC): a function, or a fixed instant.
   * @default the real time
   * @example '2026-12-01T10:00:00Z'
   */
  clock?: ClockInput | undefined;
  /**
   * Seed for ticket ids, event ids and confirmation codes (and latency draws): the same seed
   * and the same requests give the same responses, run after run.
   * @default unseeded (`crypto.getRandomValues`)
   * @example 42
   */
  random?: number | string | undefined;
  /**
   * Delay before every answer: milliseconds or a duration with its unit, or a `[min, max]`
   * range of them drawn per request.
   * @default 0
   * @example [50, 300]
   */
  latency?: MockLatency | undefined;
  /**
   * Opening schedule behind `GET /museum-hours` and general-ticket dates.
   * @default closed Mondays, 09:00–18:00, Thursdays to 21:00
   * @example { weekly: [null, ...sixDays], exceptions: { '2026-12-25': null } }
   */
  schedule?: MuseumSchedule | undefined;
  /**
   * The scenario to start in: a built-in one's name (`'empty'`, `'busy'`, `'closed'`, `'flaky'`,
   * `'slow'`), the name of one in `scenarios`, or a scenario object. Its defaults fill in the
   * options not given here (given options always win), and its `setup` runs now and after every
   * `reset()`.
   * @default 'default'
   * @example 'closed'
   */
  scenario?: string | MuseumScenario | undefined;
  /**
   * Scenarios of your own to know by name, for `scenario`, `mock.useScenario(name)` and the
   * browser worker's URL parameter. One named like a built-in scenario replaces it.
   * @default []
   * @example [defineMuseumScenario('sold-out', (mock) => mock.fault('buyMuseumTickets', { status: 409 }, { times: 'always' }))]
   */
  scenarios?: readonly MuseumScenario[] | undefined;
  /**
   * Largest request body accepted, in bytes; a larger one is answered 413.
   * @default 65536 (64 KiB)
   * @example 1024
   */
  maxBodyBytes?: number | undefined;
  /**
   * Most tickets the store keeps; past it each purchase evicts the oldest ticket, so a server
   * that sells for weeks under load tests stays bounded in memory (about 0.3 KB a ticket). An
   * evicted ticket reads as unknown: 404 `urn:museum-api:problem:not-found`, whose `detail`
   * says the store has evicted tickets (docs/http-contract.md, "Tickets"). Read once, when the
   * mock is made.
   * @default 100000
   * @example 1_000_000
   */
  maxTickets?: number | undefined;
  /**
   * Most journal entries kept; the oldest go first, so a long-running server stays bounded.
   * @default 1000
   * @example 10_000
   */
  journalLimit?: number | undefined;
  /**
   * How long the first answer to an `Idempotency-Key` is kept for replay, on the mock's clock
   * (so `mock.clock.advance()` expires keys): a repeat after that runs again. A duration such
   * as `'10m'`, or a number of milliseconds.
   * @default '24h'
   * @example '1m'
   */
  idempotencyKeyTtl?: Duration | undefined;
  /**
   * Most idempotency keys kept per mock (per session of a server); past it the oldest go first.
   * 0 keeps none: a repeated key is then only refused while its first request is being answered.
   * @default 1000
   * @example 10_000
   */
  idempotencyKeyLimit?: number | undefined;
  /**
   * Forward some operations (or all) to a real backend instead of answering them from the store:
   * latency, faults, overrides and the journal still apply in front of it.
   * See {@link MockProxyOptions}.
   * @default undefined (the mock answers every operation)
   * @example { baseUrl: 'https://staging.museum.example/v1.1', operations: ['listSpecialEvents'] }
   */
  forward?: MockProxyOptions | undefined;
  /**
   * Publish `publishNewEvent` (the 1.2.1 description's webhook) to subscribers: a signed POST of
   * the event after each create and each PATCH that changes it, retried, with delivery faults.
   * See {@link MockWebhookOptions} and docs/webhooks.md.
   * @default no subscribers (nothing is sent)
   * @example { urls: ['http://127.0.0.1:9000/hooks'], secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' }
   */
  webhooks?: MockWebhookOptions | undefined;
}

const baseUrlRule = 'must be a non-empty string such as "https://api.test/v1.1"';
const apiVersionRule = `must be one of ${museumApiVersions.map((version) => `'${version}'`).join(', ')}`;

/**
 * {@link MuseumMockOptions} as a schema: each field's rule, its default, and the words of its
 * refusal, said once. Its input type is {@link MuseumMockOptions} (a type test holds them
 * equal); `normalizeMockOptions` parses with it, and so do the server's options and the
 * config file reader, which extend it. `seed` is checked by the store, naming the record.
 *
 * @example
 * ```ts
 * MuseumMockOptionsSchema.parse({ latency: 20 }).latency; // [20, 20]
 * ```
 */
export const MuseumMockOptionsSchema = z.object({
  apiVersion: z.enum(museumApiVersions, { error: apiVersionRule }).default('1.1'),
  // No default here: it depends on apiVersion, so normalizeMockOptions fills it in.
  baseUrl: z
    .string({ error: baseUrlRule })
    .refine((baseUrl) => baseUrl.trim() !== '', baseUrlRule)
    .optional(),
  auth: z
    .union(
      [
        z.literal('any'),
        z.literal(false),
        z.object({ username: z.string(), password: z.string() }),
        functionOf<AuthVerifier>(),
      ],
      { error: "must be 'any', false, { username, password } or a function" },
    )
    .default('any'),
  seed: z.custom<MuseumSeed>().default('default'),
  clock: checked<ClockInput>(clockProblem).optional(),
  random: z.union([z.number(), z.string()], { error: 'must be a number or a string' }).optional(),
  latency: checked<MockLatency>(latencyProblem)
    .transform((latency) => {
      const [min, max] = typeof latency === 'object' ? latency : [latency, latency];
      return [parseDuration(min), parseDuration(max)] as const;
    })
    .prefault(0),
  schedule: typedAs<MuseumSchedule>(MuseumScheduleSchema).default(defaultMuseumSchedule),
  scenario: z
    .custom<string | MuseumScenario>(
      (value) => typeof value === 'string' || (typeof value === 'object' && value !== null),
      'must be a scenario name or a scenario object',
    )
    .default('default'),
  scenarios: z
    .custom<readonly MuseumScenario[]>((value) => Array.isArray(value), 'must be an array of scenarios')
    .default([]),
  maxBodyBytes: wholeNumber(1, 'must be a positive whole number').default(64 * 1024),
  maxTickets: wholeNumber(1, 'must be a whole number >= 1').default(100_000),
  journalLimit: wholeNumber(0, 'must be a whole number >= 0').default(1000),
  idempotencyKeyTtl: durationOption({ min: 1 }).default(24 * 60 * 60 * 1000),
  idempotencyKeyLimit: wholeNumber(0, 'must be a whole number >= 0').default(1000),
  // Lazy: the forward schema is built only when a mock is given `forward`.
  forward: z.lazy(mockProxyOptionsSchema).optional(),
  webhooks: MockWebhookOptionsSchema.prefault({}),
});

/** The two fields that pick the scenario, whose defaults the other fields then fall back on. */
const ScenarioChoiceSchema = MuseumMockOptionsSchema.pick({ scenario: true, scenarios: true });

/** What the mock runs on: the resolved options plus what is derived from them once. */
export interface MockConfig extends ResolvedMockOptions {
  /** `baseUrl`, parsed (on any origin for the standalone server). */
  base: MockBaseUrl;
  /** Draws latencies: seeded from `random` when given, so a seeded run is reproducible. */
  latencyRandom: RandomSource;
  /**
   * Makes the `X-Request-Id` of an answer whose request sent none (or a malformed one): seeded
   * from `random` when given, so a seeded run repeats its ids.
   */
  nextRequestId: () => string;
  /** `forward`, normalised; `undefined` when the mock answers every operation itself. */
  forward: ProxyConfig | undefined;
}

/**
 * Parses {@link MuseumMockOptions} with {@link MuseumMockOptionsSchema}, which holds every
 * default, and rejects values that cannot work, with a message naming the option. Precedence,
 * highest first: the options given, then the scenario's defaults, then the schema's defaults.
 * `today` dates a scenario's defaults that depend on the day (the mock passes its store's clock).
 * `defaultProxyFetch` is the environment's `fetch` for forwarded operations.
 *
 * @throws {TypeError} for a value that cannot work, or a scenario name nobody defined.
 *
 * @example
 * ```ts
 * normalizeMockOptions({ latency: 20 }).latency; // [20, 20]
 * normalizeMockOptions({ scenario: 'slow', latency: 20 }).latency; // [20, 20]: given options win
 * ```
 */
export function normalizeMockOptions(
  options: MuseumMockOptions = {},
  today: () => string = () => toIsoDate(toClock(options.clock)()),
  anyOrigin = false,
  defaultProxyFetch?: ProxyConfig['fetch'],
): MockConfig {
  const given = definedOnly(options);
  const choice = parseOptions(ScenarioChoiceSchema, given);
  const scenarios = scenarioRegistry(museumScenarios, choice.scenarios);
  const scenario = findScenario(choice.scenario, scenarios);
  const { forward, random, clock, ...parsed } = parseOptions(MuseumMockOptionsSchema, {
    ...scenarioDefaults(scenario, today),
    ...given,
  });
  // A standalone server is reached on its own origin, whatever host name the client used: only
  // the path of its base URL counts there.
  const base = parseMockBaseUrl(parsed.baseUrl ?? defaultBaseUrlOf(parsed.apiVersion), anyOrigin);
  return {
    ...parsed,
    baseUrl: base.text,
    base,
    clock,
    random,
    scenario,
    scenarios,
    latencyRandom: random === undefined ? mathRandom : seededRandom(`${random}:latency`),
    nextRequestId: requestIdSequence(
      random === undefined ? mathRandom : seededRandom(`${random}:request-id`),
    ),
    forward: forward === undefined ? undefined : toProxyConfig(forward, defaultProxyFetch),
  };
}

const mathRandom: RandomSource = {
  next: () => Math.floor(Math.random() * 0x1_0000_0000),
  state: () => undefined,
};

function wholeNumber(min: number, rule: string) {
  return z.number({ error: rule }).refine((value) => Number.isSafeInteger(value) && value >= min, rule);
}

function clockProblem(clock: unknown): string | undefined {
  if (!['string', 'number', 'function'].includes(typeof clock) && !(clock instanceof Date)) {
    return 'must be an instant (ISO string, epoch milliseconds or Date) or a function returning one';
  }
  try {
    toClock(clock as ClockInput);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

function latencyProblem(latency: unknown): string | undefined {
  const range = Array.isArray(latency) ? latency : [latency, latency];
  const rule = "must be a duration (milliseconds, or '500ms', '2s') or a [min, max] range of them";
  if (range.length !== 2 || !range.every((end) => typeof end === 'number' || typeof end === 'string')) {
    return rule;
  }
  try {
    const [min, max] = range.map((end: number | string) => parseDuration(end));
    return (min as number) <= (max as number) ? undefined : `${rule}, with min <= max`;
  } catch (error) {
    return (error as Error).message;
  }
}

/** The options actually given: a field set to `undefined` takes its default like a missing one. */
function definedOnly(options: MuseumMockOptions): MuseumMockOptions {
  if (typeof options !== 'object' || options === null) return options;
  return Object.fromEntries(
    Object.entries(options).filter(([, value]) => value !== undefined),
  ) as MuseumMockOptions;
}
