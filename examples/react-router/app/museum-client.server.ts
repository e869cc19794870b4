import { createMuseumClient } from '@museum-api/client';

// `.server` keeps this module, and the environment it reads, out of the page's bundle.
const session = process.env.MUSEUM_SESSION;

/**
 * The Museum API client of the server rendering: the API at `MUSEUM_API_URL` (with `/v1.1`), and
 * with `MUSEUM_SESSION` set, that session of the standalone mock server: every request names it,
 * so the app reads (and changes) that session's state, apart from any other app or test.
 *
 * @example
 * ```ts
 * const events = await museum.listSpecialEvents();
 * ```
 */
// #region client
export const museum = createMuseumClient({
  baseUrl: process.env.MUSEUM_API_URL ?? 'http://127.0.0.1:4010/v1.1',
  credentials: { username: 'react-router-app', password: process.env.MUSEUM_API_PASSWORD ?? '' },
  ...(session ? { headers: { 'X-Museum-Session': session } } : {}),
});
// #endregion client
