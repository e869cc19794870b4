import { type SetupWorker, setupWorker } from 'msw/browser';
import { createMockRuntime, type MuseumMock } from './create-museum-mock.ts';
import { isMockedByTestRunner } from './in-process-mock-flag.ts';
import type { MuseumMockOptions } from './mock-options.ts';
import { type PersistedMockState, persistMockState, type StorageLike } from './persist-mock-state.ts';
import { type UnhandledRequestStrategy, unhandledRequestOptions } from './unhandled-requests.ts';

/**
 * Options of {@link setupMuseumWorker}.
 *
 * @example
 * ```ts
 * setupMuseumWorker({ persist: 'localStorage', baseUrl: '/api/v1.1' });
 * ```
 */
export interface SetupMuseumWorkerOptions extends MuseumMockOptions {
  /**
   * Keep the mock's state across page reloads in this storage.
   * @default false
   * @example 'sessionStorage'
   */
  persist?: false | 'localStorage' | 'sessionStorage' | StorageLike;
  /**
   * Storage key of the persisted state.
   * @default 'museum-api-mock'
   * @example 'my-app:museum'
   */
  storageKey?: string;
  /**
   * Unhandled requests that are not for the Museum API (page assets, other APIs). Requests for
   * the API that no handler answers always fail.
   * @default 'bypass'
   * @example 'warn'
   */
  onUnhandledRequest?: UnhandledRequestStrategy;
}

/**
 * The mock wired into msw's service worker.
 *
 * @example
 * ```ts
 * const { mock, start } = setupMuseumWorker();
 * await start();
 * ```
 */
export interface MuseumMockWorker {
  mock: MuseumMock;
  /** msw's worker, for `worker.use(...)` and the rest of its API. */
  worker: SetupWorker;
  /**
   * Registers the worker and starts intercepting; extra msw start options pass through. In a
   * page whose API requests a test answers in its own process (`@museum-api/mock/playwright`),
   * it registers nothing and resolves to `undefined`, so the app runs unchanged under the test.
   */
  start(options?: Parameters<SetupWorker['start']>[0]): ReturnType<SetupWorker['start']>;
  /** Stops intercepting; the service worker stays registered, as msw's `worker.stop()` does. */
  stop(): void;
  /** Back to the seed (and, when persisting, saves that). */
  reset(): void;
  /** The persisted state's controls; `undefined` without `persist`. */
  persisted: PersistedMockState | undefined;
}

/**
 * Sets the mock up in a browser on msw's `setupWorker` (serve msw's `mockServiceWorker.js`
 * from your public folder: `npx msw init public`).
 *
 * @example
 * ```ts
 * import { setupMuseumWorker } from '@museum-api/mock/browser';
 *
 * if (import.meta.env.DEV) {
 *   const { start } = setupMuseumWorker({ persist: 'localStorage' });
 *   await start();
 * }
 * ```
 */
export function setupMuseumWorker(options: SetupMuseumWorkerOptions = {}): MuseumMockWorker {
  const { persist = false, storageKey, onUnhandledRequest = 'bypass', ...mockOptions } = options;
  const { mock, runtime } = createMockRuntime(mockOptions);
  const storage = persist === false ? undefined : typeof persist === 'string' ? globalThis[persist] : persist;
  const persisted =
    storage === undefined
      ? undefined
      : persistMockState(mock, storageKey === undefined ? { storage } : { storage, key: storageKey });
  const worker = setupWorker(...mock.handlers);
  return {
    mock,
    worker,
    persisted,
    start: async (startOptions) => {
      if (isMockedByTestRunner()) return undefined;
      return worker.start({
        ...(unhandledRequestOptions(runtime.config.base, onUnhandledRequest) as object),
        ...startOptions,
      });
    },
    stop: () => worker.stop(),
    reset: () => mock.reset(),
  };
}
