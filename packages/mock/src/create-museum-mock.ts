import { MuseumStore, type MuseumStoreSnapshot } from '@museum-api/core';
import { type HttpHandler, http } from 'msw';
import { answerRequest, type MockRuntime } from './dispatch.ts';
import type { MockBaseUrl } from './mock-base-url.ts';
import {
  faultAnswerer,
  type InterventionHandle,
  type InterventionOptions,
  type MockFault,
  MockInterventions,
  type OverrideResolver,
  overrideAnswerer,
} from './mock-interventions.ts';
import { type MuseumMockOptions, normalizeMockOptions, type ResolvedMockOptions } from './mock-options.ts';
import { type MuseumAnswer, toResponse } from './museum-answer.ts';
import { MuseumJournal } from './museum-journal.ts';
import type { MuseumOperation } from './museum-operations.ts';
import { applySeed } from './museum-seed.ts';
import type { StoreChange } from './store-change.ts';

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
export interface MuseumMock {
  /**
   * msw request handlers: one handler that answers everything under the base URL (every
   * operation, the OpenAPI document, and 404/405 for the rest).
   */
  readonly handlers: HttpHandler[];
  /** The state behind the handlers: read it, add to it, clear it. */
  readonly store: MuseumStore;
  /** The requests handled so far. */
  readonly journal: MuseumJournal;
  /** The options in force, defaults applied. */
  readonly options: Readonly<ResolvedMockOptions>;
  /**
   * A `fetch` answered by the handlers without intercepting anything, for code that takes a
   * `fetch` (the SDK client's `fetch` option). A URL outside the base URL rejects as a network
   * error would.
   */
  readonly fetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
  /** Back to the seed: state, id sequence, journal, faults and overrides. */
  reset(): void;
  /** The store's state as JSON (events, tickets, id sequence position). */
  snapshot(): MuseumStoreSnapshot;
  /** Replaces the state with a snapshot, checked first. */
  restore(snapshot: MuseumStoreSnapshot): void;
  /** Makes the next request(s) to an operation (or `'*'`, any) fail as `fault` says. */
  fault(
    operation: MuseumOperation | '*',
    fault: MockFault,
    options?: InterventionOptions,
  ): InterventionHandle;
  /** Answers the next request(s) to an operation with `resolver` instead of the mock. */
  override(
    operation: MuseumOperation | '*',
    resolver: OverrideResolver,
    options?: InterventionOptions,
  ): InterventionHandle;
  /** Removes every fault and override. */
  clearOverrides(): void;
  /**
   * Calls `listener` after the state changed through a request, `reset()` or `restore()`;
   * returns the unsubscribe function. Direct `store` calls are not observed.
   */
  onChange(listener: () => void): () => void;
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
  answer: (request: Request) => Promise<MuseumAnswer> | undefined;
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
  const parsed = normalizeMockOptions(options);
  const config = base === undefined ? parsed : { ...parsed, base, baseUrl: base.text };
  const store = new MuseumStore({
    ...(config.clock === undefined ? {} : { clock: config.clock }),
    ...(config.random === undefined ? {} : { random: config.random }),
    schedule: config.schedule,
  });
  applySeed(store, config.seed);
  const journal = new MuseumJournal(config.journalLimit);
  const interventions = new MockInterventions();
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
  const answer = (request: Request) => answerRequest(runtime, request);

  // One handler for everything under the base URL: msw then does its URL and cookie parsing once
  // per request rather than once per path, and the mock routes the rest itself.
  const handlers: HttpHandler[] = [
    http.all(config.base.pattern, async ({ request }) => {
      const answered = answer(request);
      return answered === undefined ? undefined : toResponse(await answered, request.method === 'HEAD');
    }),
  ];

  const mock: MuseumMock = {
    handlers,
    store,
    journal,
    options: config,
    async fetch(input, init) {
      const request = new Request(input, init);
      const answered = await answer(request);
      if (answered === undefined || answered.kind === 'network-error') {
        throw new TypeError(`museum mock: no answer for ${request.method} ${request.url}`);
      }
      return toResponse(answered, request.method === 'HEAD');
    },
    reset() {
      interventions.clear();
      journal.clear();
      applySeed(store, config.seed);
      changed();
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
