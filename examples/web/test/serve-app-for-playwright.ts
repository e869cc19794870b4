import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, preview } from 'vite';

/** Where the Playwright suite finds the app: set by the global setup, read by every worker. */
export const appUrlVariable = 'MUSEUM_WEB_APP_URL';

const appRoot = fileURLToPath(new URL('..', import.meta.url));
const configFile = fileURLToPath(new URL('../vite.config.ts', import.meta.url));

/**
 * Playwright's global setup: builds the app once in development mode (so it still starts the
 * mock's service worker, as `pnpm dev` does, and the fixture must keep that worker out of the
 * way) and serves the bundle with `vite preview` on a free loopback port, for every worker. A
 * bundle loads in one request per file and never reloads itself the way a cold dev server does
 * when it meets a dependency late. The address reaches the workers through the environment
 * (Playwright's `webServer` wants a fixed port). Returns the teardown.
 *
 * @example
 * ```ts
 * export default defineConfig({ globalSetup: './test/serve-app-for-playwright.ts' });
 * ```
 */
export default async function serveAppForPlaywright(): Promise<() => Promise<void>> {
  const outDir = await mkdtemp(join(tmpdir(), 'museum-web-e2e-'));
  await build({
    root: appRoot,
    configFile,
    mode: 'development',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  const server = await preview({
    root: appRoot,
    configFile,
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0, strictPort: true },
  });
  const url = server.resolvedUrls?.local[0];
  const close = async () => {
    await server.close();
    await rm(outDir, { recursive: true, force: true });
  };
  if (!url) {
    await close();
    throw new Error('vite preview did not report the address it listens on');
  }
  process.env[appUrlVariable] = url;
  return close;
}
