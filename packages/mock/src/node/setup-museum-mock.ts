import type { AnyHandler } from 'msw';
import { type SetupServer, setupServer } from 'msw/node';
import { MuseumMockFailureError } from '../engine/failure/failure-error.ts';
import type { MuseumMock } from '../engine/runtime/mock.ts';
import type { MuseumMockOptions } from '../engine/runtime/mock-options.ts';
import { createMswRuntime } from '../msw/msw-runtime.ts';
import { type UnhandledRequestStrategy, unhandledRequestOptions } from '../msw/unhandled-requests.ts';
import { mswApi } from './msw-api.ts';

/**
 * Options of {@link setupMuseumMock}: the mock's own, plus what to do with other traffic.
 *
 * @example
 * ```ts
 * setupMuseumMock({ randomSeed: 'suite', onUnhandledRequest: 'error' });
 * ```
 */
export interface SetupMuseumMockOptions extends MuseumMockOptions {
  /**
   * Unhandled requests that are not for the Museum API. Requests for the API that no handler
   * answers always fail (the `fetch` rejects) with an error printed.
   * @default 'warn'
   * @example 'error'
   */
  onUnhandledRequest?: UnhandledRequestStrategy;
}

/**
 * Lifecycle hooks of a test runner (vitest's or jest's `beforeAll`, `afterEach`, `afterAll`).
 *
 * @example
 * ```ts
 * import { afterAll, afterEach, beforeAll } from 'vitest';
 * const hooks: TestLifecycleHooks = { beforeAll, afterEach, afterAll };
 * ```
 */
export interface TestLifecycleHooks {
  /** Runs `fn` once before the suite: the mock starts listening. */
  beforeAll: (fn: () => void) => unknown;
  /**
   * Runs `fn` after each test: state, faults and overrides go back to the seed, and a failure of
   * the mock itself during the test is thrown, which fails that test.
   */
  afterEach: (fn: () => void) => unknown;
  /** Runs `fn` once after the suite: the mock stops listening. */
  afterAll: (fn: () => void) => unknown;
}

/**
 * The mock wired into msw's `setupServer`.
 *
 * @example
 * ```ts
 * const { mock, listen, reset, close } = setupMuseumMock();
 * ```
 */
export interface MuseumMockSetup {
  mock: MuseumMock;
  /** msw's server, for `server.use(...)`, `server.events` and the rest of its API. */
  server: SetupServer;
  /** Starts intercepting, with the unhandled-request guard. */
  listen(): void;
  /** Stops intercepting. */
  close(): void;
  /** msw's `resetHandlers`: drops `use(...)` handlers (or sets new ones); the mock's state stays. */
  resetHandlers(...handlers: AnyHandler[]): void;
  /**
   * Between tests: drops `use(...)` handlers and resets the mock to its seed. Then, if the mock
   * itself failed while answering since the last reset (an override or scenario that threw, a
   * bug, a missing platform API), throws that failure, so the test that met it fails with the
   * cause rather than passing on the mock's 500.
   * @throws {MuseumMockFailureError} with the first error as thrown as its `cause`.
   */
  reset(): void;
  /** Prepends msw handlers for the current test (msw's `server.use`). */
  use(...handlers: AnyHandler[]): void;
}

/**
 * Sets the mock up for a Node test suite on msw's `setupServer`. Pass your runner's hooks to
 * have it listen before all tests, reset after each and close after all.
 *
 * @example
 * ```ts
 * import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
 * import { setupMuseumMock } from '@museum-api/mock/node';
 *
 * const { mock } = setupMuseumMock({ randomSeed: 'suite' }, { beforeAll, afterEach, afterAll });
 *
 * test('lists upcoming events', async () => {
 *   const response = await fetch('https://api.museum.test/v1.1/special-events', {
 *     headers: { Authorization: `Basic ${btoa('user:pass')}` },
 *   });
 *   expect(response.status).toBe(200);
 *   expect(mock.journal.count('listSpecialEvents')).toBe(1);
 * });
 * ```
 */
export function setupMuseumMock(
  options: SetupMuseumMockOptions = {},
  hooks?: TestLifecycleHooks,
): MuseumMockSetup {
  const { onUnhandledRequest = 'warn', ...mockOptions } = options;
  const runtime = createMswRuntime(mockOptions, mswApi);
  const { mock } = runtime;
  const server = setupServer(...mock.handlers);
  const setup: MuseumMockSetup = {
    mock,
    server,
    listen: () =>
      server.listen(
        unhandledRequestOptions(runtime.config.base, onUnhandledRequest) as unknown as Parameters<
          SetupServer['listen']
        >[0],
      ),
    close: () => server.close(),
    resetHandlers: (...handlers) => server.resetHandlers(...handlers),
    reset() {
      const failed = runtime.failures.take();
      server.resetHandlers();
      mock.reset();
      if (failed.length > 0) {
        throw new MuseumMockFailureError(
          failed.map((failure) => failure.request),
          failed[0]?.thrown,
        );
      }
    },
    use: (...handlers) => server.use(...handlers),
  };
  if (hooks) {
    hooks.beforeAll(() => setup.listen());
    hooks.afterEach(() => setup.reset());
    hooks.afterAll(() => setup.close());
  }
  return setup;
}
