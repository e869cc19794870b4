import type { BrowserContext, Request as PlaywrightRequest, Route } from '@playwright/test';
import { getResponse } from 'msw';
import type { MockBaseUrl } from '../core/routing/mock-base-url.ts';
import type { MuseumMock } from '../msw/create-museum-mock.ts';

/**
 * Answers a browser context's requests under the mock's base URL with the mock's msw handlers,
 * in the process that runs the test (Playwright's `context.route`); every other request goes
 * on to the network or to the routes the test added itself. Returns the function that removes
 * the route.
 *
 * `@msw/playwright` does the same for any handlers, but its 0.6 line imports `SetupApi` and
 * `handleRequest` from msw 2, which msw 3 no longer exports; msw's public `getResponse` is in
 * both majors, so this stays within the mock's own msw peer range.
 *
 * @example
 * ```ts
 * const unroute = await routeContextToMock(context, mock, runtime.config.base);
 * await unroute();
 * ```
 */
export async function routeContextToMock(
  context: BrowserContext,
  mock: Pick<MuseumMock, 'handlers'>,
  base: MockBaseUrl,
): Promise<() => Promise<void>> {
  // Only API URLs reach the handler: routing every script and stylesheet through the test
  // process as well would slow every page load for nothing.
  const isApi = (url: URL) => base.pattern.test(`${url.origin}${url.pathname}`);
  const handler = async (route: Route, request: PlaywrightRequest) => {
    const response = await getResponse(mock.handlers, await toFetchRequest(request));
    // A navigation can cancel the request while the mock is still answering it; Playwright then
    // refuses the route, and there is nobody left to tell.
    try {
      if (response === undefined) await route.fallback();
      else if (response.type === 'error') await route.abort('failed');
      else await route.fulfill(await toFulfillment(response));
    } catch (error) {
      if (!(error instanceof Error && /already handled|closed/i.test(error.message))) throw error;
    }
  };
  await context.route(isApi, handler);
  return () => context.unroute(isApi, handler);
}

async function toFetchRequest(request: PlaywrightRequest): Promise<Request> {
  const body = request.postDataBuffer();
  return new Request(request.url(), {
    method: request.method(),
    // HTTP/2 pseudo-headers (`:authority`, ...) are not header names a Fetch `Request` accepts.
    headers: Object.entries(await request.allHeaders()).filter(([name]) => !name.startsWith(':')),
    ...(body === null || ['GET', 'HEAD'].includes(request.method()) ? {} : { body: new Uint8Array(body) }),
  });
}

async function toFulfillment(
  response: Response,
): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
  return {
    status: response.status,
    headers: Object.fromEntries(response.headers),
    body: Buffer.from(await response.arrayBuffer()),
  };
}
