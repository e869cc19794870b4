import type { MuseumServerOptions } from '../fetch/server-options.ts';
import { listenMuseumServer, type MuseumServer } from './listen-server.ts';

/**
 * Serves the mock over real HTTP (Node), on the same handlers as in msw: for apps and test
 * suites that are not on msw (mobile, Python, curl, Playwright against a dev server).
 *
 * @example
 * ```ts
 * import { startMuseumServer } from '@museum-api/mock-server';
 *
 * const server = await startMuseumServer({ port: 0, randomSeed: 1 });
 * const response = await fetch(`${server.url}/museum-hours`, { headers: { Authorization: 'Basic Og==' } });
 * await server.close();
 * ```
 */
export async function startMuseumServer(options: MuseumServerOptions = {}): Promise<MuseumServer> {
  return listenMuseumServer(options);
}
