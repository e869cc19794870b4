import { bypass, type HttpHandler, http } from 'msw';
import { toResponse } from '../engine/http/answer.ts';
import { fetchMockRequest } from '../engine/http/mock-request.ts';
import { fetchNeeds } from '../engine/platform/platform-needs.ts';
import { createMockRuntime } from '../engine/runtime/create-mock-runtime.ts';
import type { MuseumMock } from '../engine/runtime/mock.ts';
import type { MuseumMockOptions } from '../engine/runtime/mock-options.ts';
import type { MockRuntime } from '../engine/runtime/mock-runtime.ts';

/**
 * Creates a mock of the whole Museum API, running `@museum-api/core`'s rules and store behind
 * msw handlers. Environment-neutral: the same mock serves `setupServer` in Node and
 * `setupWorker` in browsers.
 *
 * @throws {TypeError} for an option that cannot work; {MuseumDomainError} for an invalid seed.
 *
 * @example
 * ```ts
 * import { createMuseumMock } from '@museum-api/mock';
 * import { setupServer } from 'msw/node';
 *
 * const mock = createMuseumMock({ clock: '2026-12-01T10:00:00Z', randomSeed: 'suite' });
 * const server = setupServer(...mock.handlers);
 * server.listen();
 * mock.fault('buyMuseumTickets', { status: 503, retryAfter: 5 });
 * ```
 */
export function createMuseumMock(options: MuseumMockOptions = {}): MuseumMock {
  return createMswRuntime(options).mock;
}

/**
 * A runtime whose mock has msw handlers: what `createMuseumMock`, `setupMuseumMock` and
 * `setupMuseumWorker` build on (the last two also read its parsed base URL).
 */
export function createMswRuntime(options: MuseumMockOptions = {}): MockRuntime {
  const runtime = createMockRuntime(options, {
    handlers: museumHandlers,
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

/**
 * The `fetch` of proxied operations under msw: `bypass()` marks the request so msw (in Node and
 * in the browser's worker) sends it on to the network instead of answering it with these same
 * handlers again. Outside msw the mark is an extra `Accept` value the upstream can ignore.
 */
function bypassingFetch(input: URL, init: RequestInit): Promise<Response> {
  return fetch(bypass(input, init));
}

/** The mock's msw handlers: one for everything under the base, so msw parses a request once. */
function museumHandlers(runtime: MockRuntime): HttpHandler[] {
  return [
    http.all(runtime.config.base.pattern, async ({ request }) => {
      const answered = runtime.answer(fetchMockRequest(request));
      return answered === undefined ? undefined : toResponse(await answered, request.method === 'HEAD');
    }),
  ];
}
