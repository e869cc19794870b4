import { createMuseumClient } from '@museum-api/client';
import { museumApiUrl } from './museum-api-url.ts';
import { renderEvents } from './render-events.ts';

// In development with no API named, the mock answers this process's requests (msw's Vite plugin,
// in Vite's server environment). A production build has neither the mock nor msw.
// #region dev-only
if (import.meta.env.DEV && !process.env.MUSEUM_API_URL) await import('./museum-mock.ts');
// #endregion dev-only

const session = process.env.MUSEUM_SESSION;
const client = createMuseumClient({
  baseUrl: museumApiUrl(process.env),
  credentials: { username: 'ssr-app', password: process.env.MUSEUM_API_PASSWORD ?? '' },
  // A session of the standalone mock server: every request of this app names it, so the app
  // reads (and changes) that session's state, apart from any other app or test.
  ...(session ? { headers: { 'X-Museum-Session': session } } : {}),
});

/**
 * Renders the page's content on the server: the upcoming events, read from the Museum API.
 *
 * @example
 * ```ts
 * const html = template.replace('<!--app-html-->', await render());
 * ```
 */
export async function render(): Promise<string> {
  return renderEvents(await client.listSpecialEvents());
}
