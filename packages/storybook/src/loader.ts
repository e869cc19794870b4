import type { MuseumMock } from '@museum-api/mock';
import {
  type MuseumMockWorker,
  type SetupMuseumWorkerOptions,
  setupMuseumWorker,
} from '@museum-api/mock/browser';
import type { LoaderFunction, Renderer, StoryContextForLoaders } from 'storybook/internal/types';
import { createStoryMock, type MuseumStoryParameters } from './create-story-mock.ts';

declare module 'storybook/internal/csf' {
  interface Parameters {
    /** The Museum API mock this story starts from (`@museum-api/storybook`). */
    museum?: MuseumStoryParameters;
  }
  interface StoryContext {
    /**
     * The story's own Museum API mock (`@museum-api/storybook`'s `museumLoader`): read its
     * journal, add faults, move its clock in `play`.
     */
    museum: MuseumMock;
  }
}

/**
 * Options of {@link museumLoader}: the mock's options every story shares (a story's
 * `parameters.museum` goes on top), and the service worker's.
 *
 * @example
 * ```ts
 * museumLoader({ randomSeed: 'stories', baseUrl: '/api/v1.1' });
 * ```
 */
export type MuseumLoaderOptions = Omit<
  SetupMuseumWorkerOptions,
  'persist' | 'storageKey' | 'scenarioFromUrl'
>;

// One service worker per page (msw allows one); each story swaps its own mock's handlers in.
let worker: Promise<MuseumMockWorker> | undefined;

/**
 * The Storybook loader that gives every story a fresh Museum API mock: it starts msw's service
 * worker once, then for each story builds a mock from these options and the story's
 * `parameters.museum` (scenario, seed, faults, clock, latency) and makes it the worker's only
 * handlers. The story sees it as `context.museum` (in component and story loaders, which run
 * after the preview's, and in `beforeEach`, `render` and `play`) and as `loaded.museum`.
 * Nothing carries over: state, journal, faults and clock all belong to the story's own mock.
 *
 * Serve msw's `mockServiceWorker.js` from Storybook's static files (`npx msw init public`, or
 * msw's Vite plugin).
 *
 * @example
 * ```ts
 * // .storybook/preview.ts
 * import { museumLoader } from '@museum-api/storybook';
 *
 * export default { loaders: [museumLoader({ randomSeed: 'stories' })] };
 * ```
 */
export function museumLoader(options: MuseumLoaderOptions = {}): LoaderFunction<Renderer> {
  return async (context: StoryContextForLoaders<Renderer>) => {
    const mock = createStoryMock(options, context.parameters.museum);
    worker ??= startWorker(options);
    const started = await worker;
    started.worker.resetHandlers(...mock.handlers);
    context.museum = mock;
    return { museum: mock };
  };
}

async function startWorker(options: MuseumLoaderOptions): Promise<MuseumMockWorker> {
  const started = setupMuseumWorker(options);
  try {
    await started.start({ quiet: true });
  } catch (error) {
    // A failed start (no mockServiceWorker.js served) is retried by the next story, not cached.
    worker = undefined;
    throw error;
  }
  return started;
}
