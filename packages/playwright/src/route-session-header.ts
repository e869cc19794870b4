import { sessionHeader } from '@museum-api/mock';
import type { BrowserContext, Request as PlaywrightRequest, Route } from '@playwright/test';

/**
 * Makes every request a browser context sends to the standalone server's origin carry the
 * session header (`X-Museum-Session`), added in Playwright's routing on the way out; every other
 * origin is left alone. Returns the function that removes the route.
 *
 * A header added here works where the `museum-session` cookie would not: a cross-origin `fetch`
 * sends cookies only with `credentials: 'include'`, and a cookie on plain HTTP (no `Secure`, so
 * at best `SameSite=Lax`) not at all when the app and the server are different sites
 * (`localhost` and `127.0.0.1`). Routing sees every request of the context (fetches, images,
 * navigations) whatever its credentials mode, and the page's script never sees the header, so the
 * app needs no change. It also spares the app's own origin and third parties the header, which
 * `extraHTTPHeaders` would send everywhere.
 */
export async function routeSessionHeader(
  context: BrowserContext,
  origin: string,
  session: string,
): Promise<() => Promise<void>> {
  const toServer = (url: URL) => url.origin === origin;
  const handler = async (route: Route, request: PlaywrightRequest) => {
    // `fallback`, not `continue`: routes the test adds itself (added later, so asked first) still
    // decide; the header goes with whatever they pass on.
    await route.fallback({ headers: { ...request.headers(), [sessionHeader.toLowerCase()]: session } });
  };
  await context.route(toServer, handler);
  return () => context.unroute(toServer, handler);
}
