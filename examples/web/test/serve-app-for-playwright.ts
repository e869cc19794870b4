import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startMuseumServer } from '@museum-api/mock-server';
import { build, preview } from 'vite';

/**
 * Where the Playwright suite finds things: set by the global setup, read by every worker.
 * `app`: the app calling its own origin's `/v1.1` (answered by the in-process mock);
 * `serverApp`: the same app calling the standalone mock server at `server`.
 */
export const setupVariables = {
  app: 'MUSEUM_WEB_APP_URL',
  serverApp: 'MUSEUM_WEB_SERVER_APP_URL',
  server: 'MUSEUM_MOCK_URL',
} as const;

const appRoot = fileURLToPath(new URL('..', import.meta.url));
const configFile = fileURLToPath(new URL('../vite.config.ts', import.meta.url));

/**
 * Playwright's global setup: starts the standalone mock server (admin API on, loopback, a free
 * port) and serves the app twice, each built once in development mode (so it still starts the
 * mock's service worker, as `pnpm dev` does, and the fixture must keep that worker out of the
 * way) and served with `vite preview` on a free loopback port: one copy calls its own origin, the
 * other the server, cross-origin, as an app on a dev server calls a mock on another port. A bundle
 * loads in one request per file and never reloads itself the way a cold dev server does when it
 * meets a dependency late. Addresses reach the workers through the environment (Playwright's
 * `webServer` wants fixed ports). Returns the teardown.
 *
 * @example
 * ```ts
 * export default defineConfig({ globalSetup: './test/serve-app-for-playwright.ts' });
 * ```
 */
export default async function serveAppForPlaywright(): Promise<() => Promise<void>> {
  const closers: (() => Promise<void>)[] = [];
  const close = async () => {
    for (const closer of closers.reverse()) await closer();
  };
  try {
    const server = await startMuseumServer({ admin: true, port: 0 });
    closers.push(() => server.close());
    // Runs first at teardown: every test's session must have been ended by the fixture, so a
    // long suite leaves nothing on a shared server. Requests without a session use the default.
    closers.push(async () => {
      const left = server.sessionIds();
      if (left.length > 0)
        throw new Error(`The fixture left ${left.length} session(s) on the server: ${left.join(', ')}`);
    });
    // Sequential: two Vite builds at once only fight over the same two cores.
    const app = await buildAndPreview(undefined, closers);
    const serverApp = await buildAndPreview(server.url, closers);
    process.env[setupVariables.app] = app;
    process.env[setupVariables.serverApp] = serverApp;
    process.env[setupVariables.server] = server.url;
  } catch (error) {
    await close();
    throw error;
  }
  return close;
}

/** Builds the app calling `apiUrl` (its own origin when undefined), serves it, and returns its URL. */
async function buildAndPreview(
  apiUrl: string | undefined,
  closers: (() => Promise<void>)[],
): Promise<string> {
  const outDir = await mkdtemp(join(tmpdir(), 'museum-web-e2e-'));
  closers.push(() => rm(outDir, { recursive: true, force: true }));
  await build({
    root: appRoot,
    configFile,
    mode: 'development',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
    ...(apiUrl === undefined
      ? {}
      : { define: { 'import.meta.env.VITE_MUSEUM_API_URL': JSON.stringify(apiUrl) } }),
  });
  const server = await preview({
    root: appRoot,
    configFile,
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0, strictPort: true },
  });
  closers.push(() => server.close());
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('vite preview did not report the address it listens on');
  return url;
}
