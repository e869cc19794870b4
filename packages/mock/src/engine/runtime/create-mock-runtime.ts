import {
  createControlledClock,
  cryptoRandom,
  MuseumStore,
  seededRandom,
  toClock,
  toIsoDate,
} from '@museum-api/core';
import { fetchMockRequest } from '../http/mock-request.ts';
import { toResponse } from '../http/museum-answer.ts';
import { IdempotencyKeys, type KeptIdempotencyKey } from '../idempotency/idempotency-keys.ts';
import { faultAnswerer, MockInterventions, overrideAnswerer } from '../interventions/mock-interventions.ts';
import { MuseumJournal } from '../journal/museum-journal.ts';
import { answerRequest } from '../routing/answer-request.ts';
import { applySeed } from '../seed/museum-seed.ts';
import { type MockConfig, type MuseumMockOptions, normalizeMockOptions } from './mock-options.ts';
import type { MockRuntime, RuntimeAdapter } from './mock-runtime.ts';
import type { MuseumMock, MuseumScenario } from './museum-mock.ts';
import type { ClockTravel, StoreChange } from './store-change.ts';

/**
 * Builds a mock and its runtime from the options: the clock, the store with its seed, the
 * journal, the faults and overrides, and the controls of {@link MuseumMock} over them.
 *
 * @throws {TypeError} for an option that cannot work; {MuseumDomainError} for an invalid seed.
 * @example
 * ```ts
 * const runtime = createMockRuntime({ random: 1 }, { anyOrigin: true });
 * const answer = await runtime.answer(request);
 * ```
 */
export function createMockRuntime(
  options: MuseumMockOptions = {},
  adapter: RuntimeAdapter = {},
): MockRuntime {
  // The mock's clock, which tests and the admin API move; the store and the scenarios' dated
  // defaults (the closed scenario's eight weeks) read "today" from it.
  const baseClock = toClock(options.clock);
  const clock = createControlledClock(baseClock);
  // A fixed `clock` option stays still where it is moved to; a running one keeps an offset.
  const fixedClock = options.clock !== undefined && typeof options.clock !== 'function';
  let clockMoved = false;
  const today = () => toIsoDate(clock());
  // Every config comes from the same options; only the scenario changes, through useScenario().
  const configure = (scenario: string | MuseumScenario): MockConfig =>
    normalizeMockOptions({ ...options, scenario }, today, adapter.anyOrigin, adapter.forwardFetch);
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
  // Keys expire by the mock's clock, so a test can move past their time-to-live.
  const idempotency = new IdempotencyKeys(
    () => clock().getTime(),
    () => ({ ttl: runtime.config.idempotencyKeyTtl, limit: runtime.config.idempotencyKeyLimit }),
  );
  const listeners = new Set<() => void>();
  const commits = new Set<(change: StoreChange | undefined, kept: KeptIdempotencyKey | undefined) => void>();
  const changed = (change?: StoreChange, kept?: KeptIdempotencyKey) => {
    // Committers run first and may throw: a change that was not saved must not be acknowledged.
    for (const commit of commits) commit(change, kept);
    for (const listener of listeners) {
      try {
        listener();
      } catch {
        // A listener (e.g. persistence hitting a full storage quota) must not fail the request.
      }
    }
  };
  const clockTravel = (): ClockTravel | undefined => {
    if (!clockMoved) return undefined;
    const now = clock().getTime();
    return fixedClock ? { at: new Date(now).toISOString() } : { offsetMs: now - baseClock().getTime() };
  };
  const resumeClock = (travel: ClockTravel) => {
    clock.set('at' in travel ? travel.at : baseClock().getTime() + travel.offsetMs);
    clockMoved = true;
  };
  // A move is kept (durable state) before it is acknowledged; one that cannot be is undone.
  const moveClock = (move: () => void) => {
    const before = clockTravel();
    move();
    clockMoved = true;
    try {
      for (const commit of commits) commit({ kind: 'clock-moved' }, undefined);
    } catch (error) {
      clock.reset();
      clockMoved = false;
      if (before !== undefined) resumeClock(before);
      throw error;
    }
  };
  const sleep = (ms: number) =>
    ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve();

  let arranging = false;
  const arrange = ({ scenario }: MockConfig) => {
    if (scenario.setup === undefined && adapter.setup === undefined) return;
    arranging = true;
    try {
      scenario.setup?.(mock);
      adapter.setup?.(mock);
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
    clockMoved = false;
    store.setSchedule(next.schedule);
    try {
      applySeed(store, next.seed);
    } catch (error) {
      store.setSchedule(previousSchedule);
      throw error;
    }
    runtime.config = next;
    interventions.clear();
    // A kept answer may name a ticket or event the state no longer has.
    idempotency.clear();
    journal.clear();
    arrange(next);
    changed();
  };

  let handlers: MuseumMock['handlers'] | undefined;
  const mock: MuseumMock = {
    get handlers() {
      handlers ??= adapter.handlers?.(runtime) ?? [];
      return handlers;
    },
    store,
    journal,
    get options() {
      return runtime.config;
    },
    clock: {
      now: () => clock(),
      set: (instant) => moveClock(() => clock.set(instant)),
      advance: (by) => moveClock(() => clock.advance(by)),
    },
    async fetch(input, init) {
      const request = new Request(input, init);
      const answered = await runtime.answer(fetchMockRequest(request));
      if (answered === undefined || answered.kind === 'network-error') {
        // Rejected as undici's fetch rejects (`fetch failed`, the reason as `cause`), so clients
        // that recognise network errors by their message (ky) retry it as one.
        throw new TypeError('fetch failed', {
          cause: new Error(`museum mock: no answer for ${request.method} ${request.url}`),
        });
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
      idempotency.clear();
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
  const runtime: MockRuntime = {
    mock,
    config,
    store,
    journal,
    interventions,
    idempotency,
    changed,
    sleep,
    answer: (request) => answerRequest(runtime, request),
    onCommit(commit) {
      commits.add(commit);
      return () => commits.delete(commit);
    },
    clockTravel,
    resumeClock,
  };
  arrange(config);
  return runtime;
}
