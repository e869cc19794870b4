import { toResponse } from '../http/answer.ts';
import { fetchMockRequest } from '../http/mock-request.ts';
import { fetchNeeds } from '../platform/platform-needs.ts';
import { createMockRuntime } from './create-mock-runtime.ts';
import type { MuseumMock } from './mock.ts';
import type { MuseumMockOptions } from './mock-options.ts';

/**
 * A mock that answers Fetch requests itself, without msw, for a test runner that routes a
 * browser's requests on its own (`@museum-api/playwright`'s in-process mode).
 *
 * @example
 * ```ts
 * const responder = createMuseumResponder({ randomSeed: 'route' });
 * if (responder.handles(request.url)) await responder.respond(request);
 * ```
 */
export interface MuseumResponder {
  /** The mock behind the answers: store, journal, faults, clock, scenarios. */
  readonly mock: MuseumMock;
  /** Whether a URL is under the mock's base URL, so a router can leave every other request alone. */
  handles(url: string | URL): boolean;
  /**
   * The mock's answer to a request: a `Response`, `'network-error'` when a fault drops the
   * connection, or `undefined` for a URL outside the base URL.
   */
  respond(request: Request): Promise<Response | 'network-error' | undefined>;
}

/**
 * Builds a {@link MuseumResponder}: the same mock as `createMuseumMock`, with no msw handlers.
 *
 * @throws {TypeError} for an option that cannot work, as `createMuseumMock` does.
 * @example
 * ```ts
 * const { mock, respond } = createMuseumResponder();
 * const response = await respond(new Request('https://any.test/v1.1/museum-hours'));
 * ```
 */
export function createMuseumResponder(options: MuseumMockOptions = {}): MuseumResponder {
  const runtime = createMockRuntime(options, { needs: fetchNeeds });
  return {
    mock: runtime.mock,
    handles: (url) => runtime.config.base.match(new URL(url)) !== undefined,
    async respond(request) {
      const answer = await runtime.answer(fetchMockRequest(request));
      if (answer === undefined) return undefined;
      if (answer.kind === 'network-error') return 'network-error';
      return toResponse(answer, request.method === 'HEAD');
    },
  };
}
