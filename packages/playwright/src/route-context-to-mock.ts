import type { MuseumResponder } from '@museum-api/mock';
import type { BrowserContext, Request as PlaywrightRequest, Route } from '@playwright/test';

/**
 * Answers a browser context's requests under the mock's base URL with the mock itself, in the
 * process that runs the test (Playwright's `context.route`); every other request goes on to the
 * network or to the routes the test added itself. Returns the function that removes the route.
 *
 * The mock answers through its own router, as the standalone server does, not through msw:
 * `@msw/playwright` does this for any msw handlers, but its 0.6 line imports `SetupApi` and
 * `handleRequest` from msw 2, which msw 3 no longer exports, and the mock needs no msw here.
 */
export async function routeContextToMock(
  context: BrowserContext,
  responder: MuseumResponder,
): Promise<() => Promise<void>> {
  // Only API URLs reach the handler: routing every script and stylesheet through the test
  // process as well would slow every page load for nothing.
  const isApi = (url: URL) => responder.handles(url);
  const handler = async (route: Route, request: PlaywrightRequest) => {
    const answer = await responder.respond(await toFetchRequest(request));
    // A navigation can cancel the request while the mock is still answering it; Playwright then
    // refuses the route, and there is nobody left to tell.
    try {
      if (answer === undefined) await route.fallback();
      else if (answer === 'network-error') await route.abort('failed');
      else await route.fulfill(await toFulfillment(answer));
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
