import {
  type ClockInput,
  defaultMuseumSchedule,
  type MuseumSchedule,
  type RandomSource,
  seededRandom,
  toClock,
  toIsoDate,
} from '@museum-api/core';
import type { BasicCredentials, MockAuth } from '../auth/basic-auth.ts';
import {
  type ForwardConfig,
  type MockForwardOptions,
  normalizeForwardOptions,
} from '../forward/forward-options.ts';
import { requestIdSequence } from '../http/request-id.ts';
import { anyOriginBaseUrl, type MockBaseUrl, parseMockBaseUrl } from '../routing/mock-base-url.ts';
import { findScenario, scenarioDefaults, scenarioRegistry } from '../scenarios/museum-scenario.ts';
import { museumScenarios } from '../scenarios/museum-scenarios.ts';
import type { MuseumSeed } from '../seed/museum-seed.ts';
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
   * Where the API lives. The default matches the `/v1.1` path on any origin (`*\/v1.1/...`);
   * give a full URL to match one origin only, or a path for the page's own origin in a browser.
   * @default '*\/v1.1'
   * @example 'https://api.museum.test/v1.1'
   */
  baseUrl?: string;
  /**
   * Which HTTP Basic credentials are accepted; every operation requires them unless `false`.
   * @default 'any'
   * @example { username: 'curator', password: 'dino' }
   */
  auth?: MockAuth;
  /**
   * Events and tickets to start from, and to return to on `reset()`.
   * @default 'default': eight events dated from the clock's today, and two tickets
   * @example 'empty'
   */
  seed?: MuseumSeed;
  /**
   * Where "today" comes from (UTC): a function, or a fixed instant.
   * @default the real time
   * @example '2026-12-01T10:00:00Z'
   */
  clock?: ClockInput;
  /**
   * Seed for ticket ids, event ids and confirmation codes (and latency draws): the same seed
   * and the same requests give the same responses, run after run.
   * @default unseeded (`crypto.getRandomValues`)
   * @example 42
   */
  random?: number | string;
  /**
   * Delay before every answer, in milliseconds.
   * @default 0
   * @example [50, 300]
   */
  latency?: MockLatency;
  /**
   * Opening schedule behind `GET /museum-hours` and general-ticket dates.
   * @default closed Mondays, 09:00–18:00, Thursdays to 21:00
   * @example { weekly: [null, ...sixDays], exceptions: { '2026-12-25': null } }
   */
  schedule?: MuseumSchedule;
  /**
   * The scenario to start in: a built-in one's name (`'empty'`, `'busy'`, `'closed'`, `'flaky'`,
   * `'slow'`), the name of one in `scenarios`, or a scenario object. Its defaults fill in the
   * options not given here (given options always win), and its `setup` runs now and after every
   * `reset()`.
   * @default 'default'
   * @example 'closed'
   */
  scenario?: string | MuseumScenario;
  /**
   * Scenarios of your own to know by name, for `scenario`, `mock.useScenario(name)` and the
   * browser worker's URL parameter. One named like a built-in scenario replaces it.
   * @default []
   * @example [defineMuseumScenario('sold-out', (mock) => mock.fault('buyMuseumTickets', { status: 409 }, { times: 'always' }))]
   */
  scenarios?: readonly MuseumScenario[];
  /**
   * Largest request body accepted, in bytes; a larger one is answered 413.
   * @default 65536 (64 KiB)
   * @example 1024
   */
  maxBodyBytes?: number;
  /**
   * Most journal entries kept; the oldest go first, so a long-running server stays bounded.
   * @default 1000
   * @example 10_000
   */
  journalLimit?: number;
  /**
   * How long the first answer to an `Idempotency-Key` is kept for replay, in milliseconds of the
   * mock's clock (so `mock.clock.advance()` expires keys): a repeat after that runs again.
   * @default 86400000 (24 hours)
   * @example 60_000
   */
  idempotencyKeyTtl?: number;
  /**
   * Most idempotency keys kept per mock (per session of a server); past it the oldest go first.
   * 0 keeps none: a repeated key is then only refused while its first request is being answered.
   * @default 1000
   * @example 10_000
   */
  idempotencyKeyLimit?: number;
  /**
   * Forward some operations (or all) to a real backend instead of answering them from the store:
   * latency, faults, overrides and the journal still apply in front of it.
   * See {@link MockForwardOptions}.
   * @default undefined (the mock answers every operation)
   * @example { baseUrl: 'https://staging.museum.example/v1.1', operations: ['listSpecialEvents'] }
   */
  forward?: MockForwardOptions;
}

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
  forward: ForwardConfig | undefined;
}

/**
 * Applies the defaults of {@link MuseumMockOptions} in one place and rejects values that
 * cannot work, with a message naming the option. Precedence, highest first: the options given,
 * then the scenario's defaults, then the mock's own defaults. `today` dates a scenario's defaults
 * that depend on the day (the mock passes its store's clock).
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
  defaultForwardFetch?: ForwardConfig['fetch'],
): MockConfig {
  const scenarios = scenarioRegistry(museumScenarios, options.scenarios);
  const scenario = findScenario(options.scenario ?? 'default', scenarios);
  const given = Object.fromEntries(
    Object.entries(options).filter(([, value]) => value !== undefined),
  ) as MuseumMockOptions;
  const {
    baseUrl = anyOriginBaseUrl,
    auth = 'any',
    seed = 'default',
    clock,
    random,
    latency = 0,
    schedule = defaultMuseumSchedule,
    maxBodyBytes = 64 * 1024,
    journalLimit = 1000,
    idempotencyKeyTtl = 24 * 60 * 60 * 1000,
    idempotencyKeyLimit = 1000,
  } = { ...scenarioDefaults(scenario, today), ...given };
  if (typeof baseUrl !== 'string' || baseUrl.trim() === '') {
    throw new TypeError('museum mock: `baseUrl` must be a non-empty string such as "https://api.test/v1.1"');
  }
  if (!isAuth(auth)) {
    throw new TypeError("museum mock: `auth` must be 'any', false, { username, password } or a function");
  }
  if (random !== undefined && typeof random !== 'number' && typeof random !== 'string') {
    throw new TypeError('museum mock: `random` must be a number or a string');
  }
  const range = typeof latency === 'number' ? ([latency, latency] as const) : latency;
  if (
    !Array.isArray(range) ||
    range.length !== 2 ||
    !range.every((ms) => Number.isFinite(ms) && ms >= 0) ||
    range[0] > range[1]
  ) {
    throw new TypeError(
      'museum mock: `latency` must be milliseconds >= 0 or a [min, max] range with min <= max',
    );
  }
  if (!Number.isSafeInteger(maxBodyBytes) || maxBodyBytes < 1) {
    throw new TypeError('museum mock: `maxBodyBytes` must be a positive whole number');
  }
  if (!Number.isSafeInteger(journalLimit) || journalLimit < 0) {
    throw new TypeError('museum mock: `journalLimit` must be a whole number >= 0');
  }
  if (!Number.isSafeInteger(idempotencyKeyTtl) || idempotencyKeyTtl < 1) {
    throw new TypeError('museum mock: `idempotencyKeyTtl` must be a whole number of milliseconds >= 1');
  }
  if (!Number.isSafeInteger(idempotencyKeyLimit) || idempotencyKeyLimit < 0) {
    throw new TypeError('museum mock: `idempotencyKeyLimit` must be a whole number >= 0');
  }
  // A standalone server is reached on its own origin, whatever host name the client used: only
  // the path of its base URL counts there.
  const base = parseMockBaseUrl(baseUrl, anyOrigin);
  return {
    baseUrl: base.text,
    base,
    auth,
    seed,
    clock,
    random,
    latency: [range[0], range[1]],
    schedule,
    maxBodyBytes,
    journalLimit,
    idempotencyKeyTtl,
    idempotencyKeyLimit,
    scenario,
    scenarios,
    latencyRandom: random === undefined ? mathRandom : seededRandom(`${random}:latency`),
    nextRequestId: requestIdSequence(
      random === undefined ? mathRandom : seededRandom(`${random}:request-id`),
    ),
    forward:
      options.forward === undefined
        ? undefined
        : normalizeForwardOptions(options.forward, defaultForwardFetch),
  };
}

const mathRandom: RandomSource = {
  next: () => Math.floor(Math.random() * 0x1_0000_0000),
  state: () => undefined,
};

function isAuth(value: unknown): value is MockAuth {
  if (value === 'any' || value === false || typeof value === 'function') return true;
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as BasicCredentials).username === 'string' &&
    typeof (value as BasicCredentials).password === 'string'
  );
}
