import { createControlledClock, cryptoRandom, MuseumStore, seededRandom, toIsoDate } from '@museum-api/core';
import { fetchMockRequest } from '../http/mock-request.ts';
import { toResponse } from '../http/museum-answer.ts';
import { faultAnswerer, MockInterventions, overrideAnswerer } from '../interventions/mock-interventions.ts';
import { MuseumJournal } from '../journal/museum-journal.ts';
import { answerRequest } from '../routing/answer-request.ts';
import { applySeed } from '../seed/museum-seed.ts';
import { type MockConfig, type MuseumMockOptions, normalizeMockOptions } from './mock-options.ts';
import type { MockRuntime, RuntimeAdapter } from './mock-runtime.ts';
import type { MuseumMock, MuseumScenario } from './museum-mock.ts';
import type { StoreChange } from './store-change.ts';

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
  const clock = createControlledClock(options.clock);
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
      set: (instant) => clock.set(instant),
      advance: (by) => clock.advance(by),
    },
    async fetch(input, init) {
      const request = new Request(input, init);
      const answered = await runtime.answer(fetchMockRequest(request));
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
  const runtime: MockRuntime = {
    mock,
    config,
    store,
    journal,
    interventions,
    changed,
    sleep,
    answer: (request) => answerRequest(runtime, request),
    onCommit(commit) {
      commits.add(commit);
      return () => commits.delete(commit);
    },
  };
  arrange(config);
  return runtime;
}
