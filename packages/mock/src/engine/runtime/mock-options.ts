import {
  type ClockInput,
  defaultMuseumSchedule,
  type MuseumSchedule,
  MuseumScheduleSchema,
  museumApiVersions,
  type RandomSource,
  seededRandom,
  toClock,
  toIsoDate,
} from '@museum-api/core';
import { parseDuration } from '@museum-api/core/http';
import * as z from 'zod/mini';
import type { AuthVerifier } from '../auth/basic-auth.ts';
import { requestIdSequence } from '../http/request-id.ts';
import { durationOption } from '../options/duration-option.ts';
import { checked, functionOf, parseOptions, typedAs, wholeNumber } from '../options/parse-options.ts';
import {
  type MockProxyOptions,
  mockProxyOptionsSchema,
  type ProxyConfig,
  toProxyConfig,
} from '../proxy/proxy-options.ts';
import { defaultBaseUrlOf, type MockBaseUrl, parseMockBaseUrl } from '../routing/mock-base-url.ts';
import { museumScenarios } from '../scenarios/built-in-scenarios.ts';
import { findScenario, scenarioDefaults, scenarioRegistry } from '../scenarios/define-scenario.ts';
import type { MuseumSeed } from '../seed/seed-data.ts';
import { type MockWebhookOptions, mockWebhookOptionsSchema } from '../webhooks/webhook-options.ts';
import type { MuseumScenario, ResolvedMockOptions } from './mock.ts';
import type { MockLatency } from './mock-latency.ts';

const baseUrlRule = 'must be a non-empty string such as "https://api.test/v1.1"';
const apiVersionRule = `must be one of ${museumApiVersions.map((version) => `'${version}'`).join(', ')}`;

/**
 * The options of {@link createMuseumMock}, said once: each field's type, rule, default, words of
 * refusal and documentation. {@link MuseumMockOptions} is its input type; `normalizeMockOptions`
 * parses with it, and so do the server's options and the config file reader, which extend it.
 *
 * @example
 * ```ts
 * MuseumMockOptionsSchema.parse({ latency: 20 }).latency; // [20, 20]
 * ```
 */
export const MuseumMockOptionsSchema = z.object({
  /**
   * The published version of the API the mock speaks: its purchase and confirmation shapes, its
   * OpenAPI document, its default base URL and the `Museum-Api-Version` header of every answer.
   * In `'1.2'` a purchase may omit `email` and has no `phone`, and the confirmation has `eventId`
   * and no `eventName`.
   * @default '1.1'
   * @example '1.2'
   */
  apiVersion: z._default(z.enum(museumApiVersions, { error: apiVersionRule }), '1.1'),
  /**
   * Where the API lives. The default is where the version's published description puts it: the
   * `/v1.1` path on any origin (`*\/v1.1/...`) for 1.1, the root of any origin (`*`) for 1.2,
   * where only the API's own paths (`/tickets`, `/special-events`, `/museum-hours`,
   * `/openapi.json`) are claimed. Give a full URL to match one origin only, or a path for the
   * page's own origin in a browser.
   * @default '*\/v1.1' (1.2: '*')
   * @example 'https://api.museum.test/v1.1'
   */
  // No default here: it depends on apiVersion, so normalizeMockOptions fills it in.
  baseUrl: z.optional(
    z.string({ error: baseUrlRule }).check(z.refine((baseUrl) => baseUrl.trim() !== '', baseUrlRule)),
  ),
  /**
   * Which HTTP Basic credentials are accepted; every operation requires them unless `false`.
   * @default 'any'
   * @example { username: 'curator', password: 'dino' }
   */
  auth: z._default(
    z.union(
      [
        z.literal('any'),
        z.literal(false),
        z.object({ username: z.string(), password: z.string() }),
        functionOf<AuthVerifier>(),
      ],
      { error: "must be 'any', false, { username, password } or a function" },
    ),
    'any',
  ),
  /**
   * Events and tickets to start from, and to return to on `reset()`.
   * @default 'default': eight events dated from the clock's today, and two tickets
   * @example 'empty'
   */
  seed: z._default(checked<MuseumSeed>(seedProblem), 'default'),
  /**
   * Where "today" comes from (UTC): a function, or a fixed instant.
   * @default the real time
   * @example '2026-12-01T10:00:00Z'
   */
  clock: z.optional(checked<ClockInput>(clockProblem)),
  /**
   * The random seed of ticket ids, event ids and confirmation codes (and latency draws): the
   * same random seed and the same requests give the same responses, run after run.
   * @default unseeded (`crypto.getRandomValues`)
   * @example 42
   */
  randomSeed: z.optional(z.union([z.number(), z.string()], { error: 'must be a number or a string' })),
  /**
   * Delay before every answer: milliseconds or a duration with its unit, or a `[min, max]`
   * range of them drawn per request.
   * @default 0
   * @example [50, 300]
   */
  latency: z.prefault(
    z.pipe(
      checked<MockLatency>(latencyProblem),
      z.transform((latency: MockLatency) => {
        const [min, max] = typeof latency === 'object' ? latency : [latency, latency];
        return [parseDuration(min), parseDuration(max)] as const;
      }),
    ),
    0,
  ),
  /**
   * Opening schedule behind `GET /museum-hours` and general-ticket dates.
   * @default closed Mondays, 09:00–18:00, Thursdays to 21:00
   * @example { weekly: [null, ...sixDays], exceptions: { '2026-12-25': null } }
   */
  schedule: z._default(typedAs<MuseumSchedule>(MuseumScheduleSchema), defaultMuseumSchedule),
  /**
   * The scenario to start in: a built-in one's name (`'empty'`, `'busy'`, `'closed'`, `'flaky'`,
   * `'slow'`), the name of one in `scenarios`, or a scenario object. Its defaults fill in the
   * options not given here (given options always win), and its `setup` runs now and after every
   * `reset()`.
   * @default 'default'
   * @example 'closed'
   */
  scenario: z._default(
    z.custom<string | MuseumScenario>(
      (value) => typeof value === 'string' || (typeof value === 'object' && value !== null),
      'must be a scenario name or a scenario object',
    ),
    'default',
  ),
  /**
   * Scenarios of your own to know by name, for `scenario`, `mock.useScenario(name)` and the
   * browser worker's URL parameter. One named like a built-in scenario replaces it.
   * @default []
   * @example [defineMuseumScenario('sold-out', (mock) => mock.fault('buyMuseumTickets', { status: 409 }, { times: 'always' }))]
   */
  scenarios: z._default(
    z.custom<readonly MuseumScenario[]>((value) => Array.isArray(value), 'must be an array of scenarios'),
    [],
  ),
  /**
   * Largest request body accepted, in bytes; a larger one is answered 413.
   * @default 65536 (64 KiB)
   * @example 1024
   */
  maxBodyBytes: z._default(wholeNumber(1, 'must be a positive whole number'), 64 * 1024),
  /**
   * Most tickets the store keeps; past it each purchase evicts the oldest ticket, so a server
   * that sells for weeks under load tests stays bounded in memory (about 0.3 KB a ticket). An
   * evicted ticket reads as unknown: 404 `urn:museum-api:problem:not-found`, whose `detail`
   * says the store has evicted tickets (docs/http-contract.md, "Tickets"). Read once, when the
   * mock is made.
   * @default 100000
   * @example 1_000_000
   */
  maxTickets: z._default(wholeNumber(1, 'must be a whole number >= 1'), 100_000),
  /**
   * Most journal entries kept; the oldest go first, so a long-running server stays bounded.
   * @default 1000
   * @example 10_000
   */
  journalLimit: z._default(wholeNumber(0, 'must be a whole number >= 0'), 1000),
  /**
   * How long the first answer to an `Idempotency-Key` is kept for replay, on the mock's clock
   * (so `mock.clock.advance()` expires keys): a repeat after that runs again. A duration such
   * as `'10m'`, or a number of milliseconds.
   * @default '24h'
   * @example '1m'
   */
  idempotencyKeyTtl: z.prefault(durationOption({ min: 1 }), '24h'),
  /**
   * Most idempotency keys kept per mock (per session of a server); past it the oldest go first.
   * 0 keeps none: a repeated key is then only refused while its first request is being answered.
   * @default 1000
   * @example 10_000
   */
  idempotencyKeyLimit: z._default(wholeNumber(0, 'must be a whole number >= 0'), 1000),
  // Lazy: the proxy and webhook schemas are built only when a mock is given `proxy` or `webhooks`.
  /**
   * Proxy some operations (or all) to a real backend instead of answering them from the store:
   * latency, faults, overrides and the journal still apply in front of it.
   * See {@link MockProxyOptions}.
   * @default undefined (the mock answers every operation)
   * @example { baseUrl: 'https://staging.museum.example/v1.1', operations: ['listSpecialEvents'] }
   */
  proxy: z.optional(z.lazy(mockProxyOptionsSchema)),
  /**
   * Publish `publishNewEvent` (the 1.2.1 description's webhook) to subscribers: a signed POST of
   * the event after each create and each PATCH that changes it, retried, with delivery faults.
   * See {@link MockWebhookOptions} and docs/webhooks.md.
   * @default no subscribers (nothing is sent)
   * @example { urls: ['http://127.0.0.1:9000/hooks'], secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' }
   */
  webhooks: z.optional(z.lazy(mockWebhookOptionsSchema)),
});

/**
 * Options of {@link createMuseumMock}: the input of {@link MuseumMockOptionsSchema}, whose
 * fields carry the documentation. Every field is optional.
 *
 * @example
 * ```ts
 * createMuseumMock({ clock: '2026-12-01T10:00:00Z', randomSeed: 'suite', auth: { username: 'u', password: 'p' } });
 * ```
 */
export interface MuseumMockOptions extends z.input<typeof MuseumMockOptionsSchema> {}

/** The two fields that pick the scenario, whose defaults the other fields then fall back on. */
const ScenarioChoiceSchema = z.pick(MuseumMockOptionsSchema, { scenario: true, scenarios: true });

/** What the mock runs on: the resolved options plus what is derived from them once. */
export interface MockConfig extends ResolvedMockOptions {
  /** `baseUrl`, parsed (on any origin for the standalone server). */
  base: MockBaseUrl;
  /** Draws latencies: seeded from `randomSeed` when given, so a seeded run is reproducible. */
  latencyRandom: RandomSource;
  /**
   * Makes the `X-Request-Id` of an answer whose request sent none (or a malformed one): seeded
   * from `randomSeed` when given, so a seeded run repeats its ids.
   */
  nextRequestId: () => string;
  /** `proxy`, normalised; `undefined` when the mock answers every operation itself. */
  proxy: ProxyConfig | undefined;
}

/**
 * Parses {@link MuseumMockOptions} with {@link MuseumMockOptionsSchema}, which holds every
 * default, and rejects values that cannot work, with a message naming the option. Precedence,
 * highest first: the options given, then the scenario's defaults, then the schema's defaults.
 * `today` dates a scenario's defaults that depend on the day (the mock passes its store's clock).
 * `defaultProxyFetch` is the environment's `fetch` for proxied operations.
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
  // The schema passes unknown keys (a server hands the mock everything not its own), so the old
  // name of the proxy option is refused by name here rather than ignored.
  if (typeof given === 'object' && given !== null && 'forward' in given) {
    throw new TypeError('museum mock: `forward`: renamed proxy (the same fields)');
  }
  const choice = parseOptions(ScenarioChoiceSchema, given);
  const scenarios = scenarioRegistry(museumScenarios, choice.scenarios);
  const scenario = findScenario(choice.scenario, scenarios);
  const { proxy, randomSeed, clock, webhooks, ...parsed } = parseOptions(MuseumMockOptionsSchema, {
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
    randomSeed,
    webhooks,
    scenario,
    scenarios,
    latencyRandom: randomSeed === undefined ? mathRandom : seededRandom(`${randomSeed}:latency`),
    nextRequestId: requestIdSequence(
      randomSeed === undefined ? mathRandom : seededRandom(`${randomSeed}:request-id`),
    ),
    proxy: proxy === undefined ? undefined : toProxyConfig(proxy, defaultProxyFetch),
  };
}

const mathRandom: RandomSource = {
  next: () => Math.floor(Math.random() * 0x1_0000_0000),
  state: () => undefined,
};

function seedProblem(seed: unknown): string | undefined {
  // The records themselves are checked by the store when it loads them, naming the bad one.
  if (seed === 'default' || seed === 'empty' || typeof seed === 'function') return undefined;
  return typeof seed === 'object' && seed !== null
    ? undefined
    : "must be 'default', 'empty', an array of events, { events, tickets }, a snapshot or a function";
}

function clockProblem(clock: unknown): string | undefined {
  const rule = 'must be an instant (ISO string, epoch milliseconds or Date) or a function returning one';
  if (!['string', 'number', 'function'].includes(typeof clock) && !(clock instanceof Date)) return rule;
  try {
    toClock(clock as ClockInput);
    return undefined;
  } catch {
    return rule;
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
