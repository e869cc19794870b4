import type { bypass, HttpHandler, http } from 'msw';
import { toResponse } from '../engine/http/answer.ts';
import { fetchMockRequest } from '../engine/http/mock-request.ts';
import { fetchNeeds } from '../engine/platform/platform-needs.ts';
import { createMockRuntime } from '../engine/runtime/create-mock-runtime.ts';
import type { MuseumMockOptions } from '../engine/runtime/mock-options.ts';
import type { MockRuntime } from '../engine/runtime/mock-runtime.ts';

/**
 * The two functions of msw the mock's handler needs. Each entry passes its own: the root and the
 * browser import them from msw's root, Node's entry from the narrow entries msw 3 has
 * (`node/msw-api.ts`), so importing `@museum-api/mock/node` loads no more of msw than it needs.
 */
export interface MswApi {
  http: typeof http;
  /** msw's `bypass`, or a function that loads it on first use (only proxied operations and webhooks need it). */
  bypass: (...args: Parameters<typeof bypass>) => Request | Promise<Request>;
}

/**
 * A runtime whose mock has msw handlers: what `createMuseumMock`, `setupMuseumMock` and
 * `setupMuseumWorker` build on (the last two also read its parsed base URL).
 */
export function createMswRuntime(options: MuseumMockOptions, msw: MswApi): MockRuntime {
  // The `fetch` of proxied operations and webhook deliveries: `bypass()` marks the request so msw
  // (in Node and in the browser's worker) sends it on to the network instead of answering it with
  // these same handlers again. Outside msw the mark is an extra `Accept` value the upstream can ignore.
  const bypassingFetch = async (input: URL, init: RequestInit) => fetch(await msw.bypass(input, init));
  const runtime = createMockRuntime(options, {
    handlers: (runtime) => museumHandlers(runtime, msw.http),
    proxyFetch: bypassingFetch,
    webhookFetch: bypassingFetch,
    needs: fetchNeeds,
  });
  // Told at once wherever msw runs: in a page (the service worker, Storybook) the console is
  // where people look; in Node it places the failure before `setupMuseumMock`'s afterEach fails
  // the test. The answer itself carries the Museum-Mock-Failure header.
  runtime.failures.onFailure(({ request, thrown }) => {
    console.error(
      `[museum mock] the mock itself failed while answering ${request.method} ${request.url}; ` +
        "its 500 (Museum-Mock-Failure) is not the API's answer:",
      thrown,
    );
  });
  return runtime;
}

/** The mock's msw handlers: one for everything under the base, so msw parses a request once. */
function museumHandlers(runtime: MockRuntime, route: typeof http): HttpHandler[] {
  return [
    route.all(runtime.config.base.pattern, async ({ request }) => {
      const answered = runtime.answer(fetchMockRequest(request));
      return answered === undefined ? undefined : toResponse(await answered, request.method === 'HEAD');
    }),
  ];
}
