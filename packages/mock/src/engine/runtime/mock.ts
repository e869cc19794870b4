import type {
  ClockAdvance,
  ClockInput,
  MuseumApiVersion,
  MuseumSchedule,
  MuseumStore,
  MuseumStoreSnapshot,
} from '@museum-api/core';
// The one type from msw in core, and only a type: `handlers` are what a test spreads into msw's
// setupServer/setupWorker. No msw code runs here; the msw adapter builds them (msw/).
import type { HttpHandler } from 'msw';
import type { MockAuth } from '../auth/basic-auth.ts';
import type { MockFault } from '../interventions/mock-fault.ts';
import type {
  InterventionHandle,
  InterventionOptions,
  OverrideResolver,
} from '../interventions/mock-interventions.ts';
import type { MuseumJournal } from '../journal/journal.ts';
import type { PactStateChange } from '../journal/journal-pact.ts';
import type { MuseumOperation } from '../operations/operation-routes.ts';
import type { MuseumSeed } from '../seed/seed-data.ts';
import type { MockWebhooks } from '../webhooks/mock-webhooks.ts';
import type { WebhookConfig } from '../webhooks/webhook-options.ts';
import type { MockLatency } from './mock-latency.ts';

// The mock's public types refer to each other (a mock has options, the options a scenario, a
// scenario's setup the mock), so they live in this one file: no two modules import each other.

/**
 * A mock of the Museum API in this process: msw handlers over one in-memory store, with
 * everything a test suite needs to arrange, inspect and break it. Synchronous, where the remote
 * handle and the Playwright fixture's `museum` ({@link MuseumControls}) return promises.
 *
 * A scenario's `setup` receives it too; it must not call `reset()` or `useScenario()` there
 * (they would run the setup again; they throw).
 *
 * @example
 * ```ts
 * const mock = createMuseumMock({ randomSeed: 1 });
 * const server = setupServer(...mock.handlers);
 * mock.fault('buyMuseumTickets', { status: 503, retryAfter: 5 });
 * ```
 */
export interface MuseumMock {
  /**
   * msw request handlers: one handler that answers everything under the base URL (every
   * operation, the OpenAPI document, and 404/405 for the rest).
   */
  readonly handlers: HttpHandler[];
  /** The options in force, defaults applied, the scenario's included. */
  readonly options: Readonly<ResolvedMockOptions>;
  /** The state behind the handlers: read it, add to it, clear it. */
  readonly store: MuseumStore;
  /** The requests handled so far. */
  readonly journal: MuseumJournal;
  /**
   * Where the mock's "now" is, and the controls to move it: ticket dates, museum hours and the
   * default date windows all follow. `reset()` brings it back to the `clock` option.
   *
   * @example
   * ```ts
   * mock.clock.set('2026-12-24T09:00:00Z');
   * mock.clock.advance({ days: 7 });
   * mock.clock.now().toISOString(); // '2026-12-31T09:00:00.000Z'
   * ```
   */
  readonly clock: MockClock;
  /**
   * The `publishNewEvent` webhook: subscribers, deliveries with their attempts, delivery faults.
   *
   * @example
   * ```ts
   * mock.webhooks.subscribe('http://127.0.0.1:9000/hooks');
   * mock.webhooks.fault({ kind: 'duplicate' });
   * ```
   */
  readonly webhooks: MockWebhooks;
  /**
   * A `fetch` answered by the handlers without intercepting anything, for code that takes a
   * `fetch` (the SDK client's `fetch` option). A URL outside the base URL, a `networkError` and
   * an `answerLost` fault reject as a network error would: a `TypeError('fetch failed')`.
   */
  readonly fetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
  /** The store's state as JSON (events, tickets, id sequence position). */
  snapshot(): MuseumStoreSnapshot;
  /** Replaces the state with a snapshot, checked first. */
  restore(snapshot: MuseumStoreSnapshot): void;
  /** Makes a Pact provider state true (`pactStates`); answers its ids and each recorded date moved to today. */
  pactState(change: PactStateChange): Record<string, unknown>;
  /**
   * Makes requests to an operation (or `'*'`, any) fail as `fault` says, until removed or
   * `reset()`, or for the next `times` requests when a count is given.
   *
   * @throws {TypeError} for an unknown operation, or a fault or count that cannot work.
   */
  fault(
    operation: MuseumOperation | '*',
    fault: MockFault,
    options?: InterventionOptions,
  ): InterventionHandle;
  /**
   * Answers requests to an operation with `resolver` instead of the mock, until removed or
   * `reset()` (or `times` of them). The resolver is typed by the operation: its `params`, and
   * the body it may answer with (see `OverrideAnswer`).
   */
  override<Operation extends MuseumOperation | '*'>(
    operation: Operation,
    resolver: OverrideResolver<'*' extends Operation ? MuseumOperation : Exclude<Operation, '*'>>,
    options?: InterventionOptions,
  ): InterventionHandle;
  /**
   * Removes the fault with this id (`handle.id`, `fault-<n>`) before its count runs out;
   * answers whether one was active.
   */
  removeFault(id: string): boolean;
  /** Removes every fault and override. */
  clearFaults(): void;
  /**
   * Back to the start of the scenario in force: the clock of the `clock` option, the seed (state
   * and id sequence), no journal, no faults or overrides but those its `setup` arranges again.
   */
  reset(): void;
  /**
   * Switches to another scenario — a built-in one's name, one from the `scenarios` option, or a
   * scenario object — and resets into it: its seed, opening schedule and latency (where the
   * mock's own options leave them open) and its `setup`.
   *
   * @throws {TypeError} for an unknown name (the message lists the known ones); nothing changes.
   */
  useScenario(scenario: string | MuseumScenario): void;
  /**
   * Calls `listener` after the state changed through a request, `reset()`, `restore()` or
   * `useScenario()`; returns the unsubscribe function. Direct `store` calls are not observed.
   */
  onChange(listener: () => void): () => void;
}

/**
 * The clock controls of a mock. Over real time a moved clock keeps ticking from where it was
 * put; over a fixed `clock` option it stays where it was put.
 *
 * @example
 * ```ts
 * const clock: MockClock = mock.clock;
 * clock.advance({ days: 1, ms: 3_600_000 });
 * ```
 */
export interface MockClock {
  /** The mock's current instant. */
  now(): Date;
  /**
   * Moves "now" to an instant.
   * @throws {TypeError} for a value that is not a valid date.
   */
  set(instant: Date | string | number): void;
  /**
   * Moves "now" by whole days and/or milliseconds (negative goes back).
   * @throws {TypeError} for amounts that are not whole numbers, or neither given.
   */
  advance(by: ClockAdvance): void;
}

/**
 * The options in force, every default applied and every value checked: what `mock.options`
 * shows.
 *
 * @example
 * ```ts
 * createMuseumMock().options.baseUrl; // '*\/v1.1'
 * createMuseumMock({ latency: 20 }).options.latency; // [20, 20]
 * ```
 */
export interface ResolvedMockOptions {
  apiVersion: MuseumApiVersion;
  baseUrl: string;
  auth: MockAuth;
  seed: MuseumSeed;
  clock: ClockInput | undefined;
  randomSeed: number | string | undefined;
  latency: readonly [min: number, max: number];
  schedule: MuseumSchedule;
  maxBodyBytes: number;
  maxTickets: number;
  journalLimit: number;
  idempotencyKeyTtl: number;
  idempotencyKeyLimit: number;
  /** The `webhooks` option parsed; none given: the deliveries apply the defaults when first needed. */
  webhooks: WebhookConfig | undefined;
  /** The scenario in force. */
  scenario: MuseumScenario;
  /** Every scenario known by name: the built-in ones and the `scenarios` option's. */
  scenarios: ReadonlyMap<string, MuseumScenario>;
}

/**
 * The options a scenario may set: what data the mock starts from, when the museum is open, and
 * how slowly it answers. Options given to the mock itself win over these.
 *
 * @example
 * ```ts
 * const defaults: MuseumScenarioDefaults = { seed: 'empty', latency: [100, 400] };
 * ```
 */
export interface MuseumScenarioDefaults {
  /** As the mock's `seed` option. */
  seed?: MuseumSeed;
  /** As the mock's `schedule` option. */
  schedule?: MuseumSchedule;
  /** As the mock's `latency` option. */
  latency?: MockLatency;
}

/**
 * A named state of the world the mock can be put in — the empty screen, the busy list, the
 * closed museum, the flaky backend — defined once and used everywhere: `createMuseumMock`, the
 * msw setups, the CLI's `--scenario`, the page URL's `?museum-scenario=` and `mock.useScenario`.
 *
 * - `defaults` fill in the options the mock was not given (a function of the clock's today for
 *   dates that move with it);
 * - `setup(mock)` runs after the mock is created and again after every `reset()`, to arrange
 *   what options cannot say: faults and overrides that stay on, records added through the store.
 *
 * @example
 * ```ts
 * const soldOut: MuseumScenario = {
 *   name: 'sold-out',
 *   description: 'Every ticket purchase is refused',
 *   setup: (mock) => {
 *     mock.fault('buyMuseumTickets', { status: 409, problem: { title: 'Sold out' } }, { times: 'always' });
 *   },
 * };
 * createMuseumMock({ scenario: soldOut });
 * ```
 */
export interface MuseumScenario {
  /** 1 to 64 letters, digits, `_` or `-`: it travels in URLs and on command lines. */
  readonly name: string;
  /** One line for people choosing a scenario (the CLI's help, the README). */
  readonly description?: string;
  /** Options the scenario contributes; the mock's own options win. */
  readonly defaults?: MuseumScenarioDefaults | ((today: string) => MuseumScenarioDefaults);
  /**
   * Arranges the mock after creation and after every `reset()`; it receives the mock itself.
   * It must not call `reset()` or `useScenario()` (they would run it again; they throw).
   */
  readonly setup?: (mock: MuseumMock) => void;
}
