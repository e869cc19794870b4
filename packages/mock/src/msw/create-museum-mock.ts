import {
  type ClockAdvance,
  createControlledClock,
  cryptoRandom,
  MuseumStore,
  seededRandom,
  toIsoDate,
} from '@museum-api/core';
import { type HttpHandler, http } from 'msw';
import { fetchMockRequest, type MockRequest } from '../core/http/mock-request.ts';
import { type MuseumAnswer, toResponse } from '../core/http/museum-answer.ts';
import {
  faultAnswerer,
  MockInterventions,
  overrideAnswerer,
} from '../core/interventions/mock-interventions.ts';
import { MuseumJournal } from '../core/journal/museum-journal.ts';
import {
  type MockConfig,
  type MuseumMockOptions,
  normalizeMockOptions,
  type ResolvedMockOptions,
} from '../core/mock/mock-options.ts';
import type { StoreChange } from '../core/mock/store-change.ts';
import { answerRequest, type MockRuntime } from '../core/routing/answer-request.ts';
import type { MockBaseUrl } from '../core/routing/mock-base-url.ts';
import type { MuseumScenario, MuseumScenarioMock } from '../core/scenarios/museum-scenario.ts';
import { applySeed } from '../core/seed/museum-seed.ts';

/**
 * A running mock of the Museum API: msw handlers over one in-memory store, with everything a
 * test suite needs to arrange, inspect and break it.
 *
 * @example
 * ```ts
 * const mock = createMuseumMock({ random: 1 });
 * const server = setupServer(...mock.handlers);
 * ```
 */
export interface MuseumMock extends MuseumScenarioMock {
  /**
   * msw request handlers: one handler that answers everything under the base URL (every
   * operation, the OpenAPI document, and 404/405 for the rest).
   */
  readonly handlers: HttpHandler[];
  /** The options in force, defaults applied, the scenario's included. */
  readonly options: Readonly<ResolvedMockOptions>;
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
   * Back to the start of the scenario in force: the clock of the `clock` option, the seed (state
   * and id sequence), no journal, no faults or overrides but those its `setup` arranges again.
   */
  reset(): void;
  /**
   * Switches to another scenario — a built-in one's name, one from the `scenarios` option, or a
   * scenario object — and resets into it: its seed, opening schedule and latency (where the
   * mock's own options leave them open) and its `setup`. An unknown name changes nothing.
   *
   * @throws {TypeError} for an unknown name (the message lists the known ones).
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
 * Creates a mock of the whole Museum API, running `@museum-api/core`'s rules and store behind
 * msw handlers. Environment-neutral: the same mock serves `setupServer` in Node, `setupWorker`
 * in browsers and the standalone HTTP server.
 *
 * @throws {TypeError} for an option that cannot work; {MuseumDomainError} for an invalid seed.
 *
 * @example
 * ```ts
 * import { createMuseumMock } from '@museum-api/mock';
 * import { setupServer } from 'msw/node';
 *
 * const mock = createMuseumMock({ clock: '2026-12-01T10:00:00Z', random: 'suite' });
 * const server = setupServer(...mock.handlers);
 * server.listen();
 * mock.fault('buyMuseumTickets', { status: 503, retryAfter: 5 });
 * ```
 */
export function createMuseumMock(options: MuseumMockOptions = {}): MuseumMock {
  return createMockRuntime(options).mock;
}

/**
 * A mock with its runtime: the public handle, and `answer`, which answers a request as the
 * handle's msw handler does but returns the {@link MuseumAnswer} itself, for adapters that
 * write it without a `Response` (the standalone server). Internal to this package.
 */
export interface MockWithRuntime {
  mock: MuseumMock;
  runtime: MockRuntime;
  /** `undefined` when the request is not under the base URL. */
  answer: (request: MockRequest) => Promise<MuseumAnswer> | undefined;
  /**
   * Calls `commit` with what changed after every change of the store (a request, `reset()`,
   * `restore()`), before `onChange` listeners and before the request is answered. Unlike those
   * listeners, a commit that throws fails the change's request (500) or the `reset()`/`restore()`
   * call: how durable state keeps "acknowledged" meaning "saved". Returns the unsubscribe function.
   */
  onCommit(commit: (change: StoreChange | undefined) => void): () => void;
}

/**
 * Builds a mock and keeps hold of its runtime. `base` replaces the parsed `baseUrl` (the
 * standalone server answers its base path on any origin).
 */
export function createMockRuntime(options: MuseumMockOptions = {}, base?: MockBaseUrl): MockWithRuntime {
  // The mock's clock, which tests and the admin API move; the store and the scenarios' dated
  // defaults (the closed scenario's eight weeks) read "today" from it.
  const clock = createControlledClock(options.clock);
  const today = () => toIsoDate(clock());
  // Every config comes from the same options; only the scenario changes, through useScenario().
  const configure = (scenario: string | MuseumScenario): MockConfig => {
    const parsed = normalizeMockOptions({ ...options, scenario }, today);
    return base === undefined ? parsed : { ...parsed, base, baseUrl: base.text };
  };
  const config = configure(options.scenario ?? 'default');
  const store = new MuseumStore({
    clock,
    ...(config.random === undefined ? {} : { random: config.random }),
    schedule: config.schedule,
  });
  applySeed(store, config.seed);
  const journal = new MuseumJournal(config.journalLimit);
  // Faults that hit a share of requests draw from the `random` seed, so a seeded run repeats.
  const interventions = new MockInterventions((index) =>
    runtime.config.random === undefined
      ? cryptoRandom()
      : seededRandom(`${runtime.config.random}:fault:${index}`),
  );
  const listeners = new Set<() => void>();
  const commits = new Set<(change: StoreChange | undefined) => void>();
  const changed = (change?: StoreChange) => {
    // Committers run first and may throw: a change that was not saved must not be acknowledged.
    for (const commit of commits) commit(change);
    for (const listener of listeners) {
      try {
        listener();
      } catch {
        // A listener (e.g. persistence hitting a full storage quota) must not fail the request.
      }
    }
  };
  const sleep = (ms: number) =>
    ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
  const runtime: MockRuntime = { config, store, journal, interventions, changed, sleep };
  const answer = (request: MockRequest) => answerRequest(runtime, request);

  // One handler for everything under the base URL: msw then does its URL and cookie parsing once
  // per request rather than once per path, and the mock routes the rest itself.
  const handlers: HttpHandler[] = [
    http.all(config.base.pattern, async ({ request }) => {
      const answered = answer(fetchMockRequest(request));
      return answered === undefined ? undefined : toResponse(await answered, request.method === 'HEAD');
    }),
  ];

  let arranging = false;
  const arrange = ({ scenario }: MockConfig) => {
    if (scenario.setup === undefined) return;
    arranging = true;
    try {
      scenario.setup(mock);
    } finally {
      arranging = false;
    }
  };
  // The one way into a scenario, for reset() and useScenario() alike. The store stays the same
  // object (its schedule is switched in place), so every reference to `mock.store` stays valid;
  // latency and the rest are read from `runtime.config` on each request, so swapping it is enough.
  const enter = (next: MockConfig) => {
    if (arranging) {
      throw new TypeError("museum mock: a scenario's setup must not call reset() or useScenario()");
    }
    const previousSchedule = runtime.config.schedule;
    // The clock first: the seed and the scenario date what they hold from today.
    clock.reset();
    store.setSchedule(next.schedule);
    try {
      applySeed(store, next.seed);
    } catch (error) {
      store.setSchedule(previousSchedule);
      throw error;
    }
    runtime.config = next;
    interventions.clear();
    journal.clear();
    arrange(next);
    changed();
  };

  const mock: MuseumMock = {
    handlers,
    store,
    journal,
    get options() {
      return runtime.config;
    },
    clock: {
      now: () => clock(),
      set: (instant) => clock.set(instant),
      advance: (by) => clock.advance(by),
    },
    async fetch(input, init) {
      const request = new Request(input, init);
      const answered = await answer(fetchMockRequest(request));
      if (answered === undefined || answered.kind === 'network-error') {
        throw new TypeError(`museum mock: no answer for ${request.method} ${request.url}`);
      }
      return toResponse(answered, request.method === 'HEAD');
    },
    reset() {
      enter(configure(runtime.config.scenario));
    },
    useScenario(scenario) {
      enter(configure(scenario));
    },
    snapshot: () => store.snapshot(),
    restore(snapshot) {
      store.restore(snapshot);
      changed();
    },
    fault: (operation, fault, faultOptions) =>
      interventions.add(operation, 'fault', faultAnswerer(fault, sleep), faultOptions),
    override: (operation, resolver, overrideOptions) =>
      interventions.add(operation, 'override', overrideAnswerer(resolver), overrideOptions),
    clearOverrides: () => interventions.clear(),
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  arrange(config);
  return {
    mock,
    runtime,
    answer,
    onCommit(commit) {
      commits.add(commit);
      return () => commits.delete(commit);
    },
  };
}
