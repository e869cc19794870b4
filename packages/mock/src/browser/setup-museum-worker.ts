import { type SetupWorker, setupWorker } from 'msw/browser';
import type { MuseumMock } from '../engine/runtime/mock.ts';
import type { MuseumMockOptions } from '../engine/runtime/mock-options.ts';
import { mswRootApi } from '../msw/create-museum-mock.ts';
import { createMswRuntime } from '../msw/msw-runtime.ts';
import { type UnhandledRequestStrategy, unhandledRequestOptions } from '../msw/unhandled-requests.ts';
import { isMockedByTestRunner } from './is-mocked-by-test-runner.ts';
import {
  defaultStorageKey,
  type PersistedMockState,
  persistMockState,
  type StorageLike,
} from './persist-mock-state.ts';

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
   * Storage key of the persisted state. In a scenario other than `default` the scenario's name is
   * appended (`museum-api-mock:closed`), so each scenario keeps its own state across reloads and
   * switching scenario in the URL never brings back another scenario's data.
   * @default 'museum-api-mock'
   * @example 'my-app:museum'
   */
  storageKey?: string;
  /**
   * Let the page's URL choose the scenario, for designers and reviewers in development:
   * `true` reads `?museum-scenario=<name>`, a string reads the query parameter of that name. A
   * scenario named in the URL wins over the `scenario` option; an unknown one throws (listing the
   * known ones) rather than quietly showing the default data. Leave it off in anything a visitor
   * can reach: whoever edits the URL switches the scenario.
   * @default false
   * @example true
   */
  scenarioFromUrl?: boolean | string;
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
   * page whose API requests a test answers in its own process (`@museum-api/playwright`),
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
 *   // http://localhost:5173/?museum-scenario=closed shows the closed museum
 *   const { start } = setupMuseumWorker({ persist: 'localStorage', scenarioFromUrl: true });
 *   await start();
 * }
 * ```
 */
export function setupMuseumWorker(options: SetupMuseumWorkerOptions = {}): MuseumMockWorker {
  const {
    persist = false,
    storageKey = defaultStorageKey,
    onUnhandledRequest = 'bypass',
    scenarioFromUrl = false,
    ...mockOptions
  } = options;
  const fromUrl = scenarioFromUrl === false ? undefined : urlScenario(scenarioFromUrl);
  const runtime = createMswRuntime(
    fromUrl === undefined ? mockOptions : { ...mockOptions, scenario: fromUrl },
    mswRootApi,
  );
  const { mock } = runtime;
  const storage = persist === false ? undefined : typeof persist === 'string' ? globalThis[persist] : persist;
  const scenario = mock.options.scenario.name;
  const persisted =
    storage === undefined
      ? undefined
      : persistMockState(mock, {
          storage,
          key: scenario === 'default' ? storageKey : `${storageKey}:${scenario}`,
        });
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

/** The query parameter {@link SetupMuseumWorkerOptions.scenarioFromUrl} `true` reads. */
export const scenarioUrlParameter = 'museum-scenario';

/** The scenario the page URL names, if any; outside a page (no `location`) none. */
function urlScenario(parameter: true | string): string | undefined {
  const search = (globalThis as { location?: { search?: string } }).location?.search;
  if (search === undefined) return undefined;
  const name = new URLSearchParams(search).get(parameter === true ? scenarioUrlParameter : parameter);
  return name === null || name === '' ? undefined : name;
}
