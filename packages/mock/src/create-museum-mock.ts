import { MuseumStore, type MuseumStoreSnapshot } from '@museum-api/core';
import { getResponse, type HttpHandler, http } from 'msw';
import {
  faultResolver,
  type InterventionHandle,
  type InterventionOptions,
  type MockFault,
  MockInterventions,
  type OverrideResolver,
} from './mock-interventions.ts';
import { type MuseumMockOptions, type NormalizedMockOptions, normalizeOptions } from './mock-options.ts';
import { dispatch } from './museum-dispatcher.ts';
import { MuseumJournal } from './museum-journal.ts';
import { type MuseumOperation, museumRoutes } from './museum-operations.ts';
import { applySeed } from './museum-seed.ts';

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
  /** msw request handlers for every operation, plus 404/405 answers under the base URL. */
  readonly handlers: HttpHandler[];
  /** The state behind the handlers: read it, add to it, clear it. */
  readonly store: MuseumStore;
  /** The requests handled so far. */
  readonly journal: MuseumJournal;
  /** The options in force, defaults applied. */
  readonly options: Readonly<NormalizedMockOptions>;
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
  const normalized = normalizeOptions(options);
  const store = new MuseumStore({
    ...(normalized.clock === undefined ? {} : { clock: normalized.clock }),
    ...(normalized.random === undefined ? {} : { seed: normalized.random }),
    schedule: normalized.schedule,
  });
  applySeed(store, normalized.seed);
  const journal = new MuseumJournal(normalized.journalLimit);
  const interventions = new MockInterventions();
  const listeners = new Set<() => void>();
  const changed = () => {
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
  const state = { options: normalized, store, journal, interventions, changed, sleep };

  const base = normalized.baseUrl;
  const handlers: HttpHandler[] = [
    ...museumRoutes.map((route) =>
      http.all(`${base}${route.path}`, ({ request, params }) =>
        dispatch(state, request, route, stringParams(params)),
      ),
    ),
    // Under the base URL every request gets an answer: an unknown path is the API's 404.
    http.all(base, ({ request }) => dispatch(state, request, undefined, {})),
    http.all(`${base}/*`, ({ request }) => dispatch(state, request, undefined, {})),
  ];

  return {
    handlers,
    store,
    journal,
    options: normalized,
    async fetch(input, init) {
      const request = new Request(input, init);
      const response = await getResponse(handlers, request);
      if (response === undefined || response.type === 'error') {
        throw new TypeError(`museum mock: no answer for ${request.method} ${request.url}`);
      }
      return response;
    },
    reset() {
      interventions.clear();
      journal.clear();
      applySeed(store, normalized.seed);
      changed();
    },
    snapshot: () => store.snapshot(),
    restore(snapshot) {
      store.restore(snapshot);
      changed();
    },
    fault: (operation, fault, faultOptions) =>
      interventions.add(operation, 'fault', faultResolver(fault, sleep), faultOptions),
    override: (operation, resolver, overrideOptions) =>
      interventions.add(operation, 'override', resolver, overrideOptions),
    clearOverrides: () => interventions.clear(),
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function stringParams(
  params: Record<string, string | readonly string[] | undefined>,
): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'string') result[name] = value;
  }
  return result;
}
