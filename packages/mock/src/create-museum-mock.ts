import { MuseumStore, type MuseumStoreSnapshot } from '@museum-api/core';
import { type HttpHandler, http } from 'msw';
import { baseUrlPattern } from './base-url-pattern.ts';
import { matchMuseumPath } from './match-museum-path.ts';
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
import type { MuseumOperation } from './museum-operations.ts';
import { applySeed } from './museum-seed.ts';
import { buildOpenApiDocument } from './openapi/build-open-api-document.ts';
import type { OpenApiDocument } from './openapi/open-api-types.ts';

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

  const pattern = baseUrlPattern(normalized.baseUrl);
  const handle = (request: Request, bodyless = false): Promise<Response> | undefined => {
    const url = new URL(request.url);
    const target = url.origin + url.pathname;
    const base = pattern.exec(target);
    if (base === null) return undefined;
    const match = matchMuseumPath(target.slice(base[0].length));
    if (match?.kind === 'openapi' && request.method === 'GET') {
      return Promise.resolve(openApiResponse(request.url));
    }
    // Any other method on the document's path is no operation: 404, like an unknown path.
    const route = match?.kind === 'route' ? match : undefined;
    return dispatch(state, request, url, route?.route, route?.params ?? {}, bodyless);
  };
  // One handler for everything under the base URL: msw then does its URL and cookie parsing once
  // per request rather than once per path, and the mock routes the rest itself.
  const handlers: HttpHandler[] = [http.all(pattern, ({ request }) => handle(request))];

  const mock: MuseumMock = {
    handlers,
    store,
    journal,
    options: normalized,
    async fetch(input, init) {
      const request = new Request(input, init);
      const response = await handle(request);
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
  requestHandlers.set(mock, handle);
  return mock;
}

/**
 * Answers a request the way the mock's msw handler does, without msw: `undefined` when the
 * request is not under the base URL. For the standalone server, which has no use for msw's
 * handler matching; `mock.fetch` and the handler share the same function. An operation's JSON
 * answer comes back without a body stream: the caller writes `jsonBodyText(response)`.
 *
 * @example
 * ```ts
 * const response = (await answerMuseumRequest(mock, request)) ?? notFound();
 * ```
 */
export function answerMuseumRequest(mock: MuseumMock, request: Request): Promise<Response> | undefined {
  const handle = requestHandlers.get(mock);
  if (handle === undefined) throw new TypeError('museum mock: not a mock made by createMuseumMock');
  return handle(request, true);
}

// Each mock's request handling, kept out of the public MuseumMock shape: only this package's
// server reaches for it.
const requestHandlers = new WeakMap<
  MuseumMock,
  (request: Request, bodyless: boolean) => Promise<Response> | undefined
>();

let openApiDocument: OpenApiDocument | undefined;

/** The interface description, with its server URL pointing back at wherever it was fetched. */
function openApiResponse(requestUrl: string): Response {
  return Response.json(openApiDocumentFor(new URL(requestUrl.replace(/\/openapi\.json(\?.*)?$/, ''))), {
    headers: { 'Cache-Control': 'no-cache' },
  });
}

/** The document, built once per process (it takes tens of ms) and given the caller's server URL. */
function openApiDocumentFor(serverUrl: URL): OpenApiDocument {
  openApiDocument ??= buildOpenApiDocument();
  return {
    ...openApiDocument,
    servers: [{ url: serverUrl.href, description: 'This mock of the Museum API' }],
  };
}
