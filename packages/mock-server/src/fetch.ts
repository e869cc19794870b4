/**
 * The standalone server as one `fetch` handler, with no Node built-in behind it: what a Worker,
 * Deno or Bun serves (`export default { fetch }`), and what the Node server runs behind `node:http`.
 * @packageDocumentation
 */

export { dashboardAdminPage } from './fetch/dashboard-page.ts';
export type { MuseumFetchHandler, MuseumFetchOptions } from './fetch/museum-fetch.ts';
export { createMuseumFetchHandler, museumFetch } from './fetch/museum-fetch.ts';
