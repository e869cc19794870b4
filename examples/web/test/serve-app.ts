import { fileURLToPath } from 'node:url';
import { createServer, type ViteDevServer } from 'vite';

const appRoot = fileURLToPath(new URL('..', import.meta.url));

/** The app's dev server and where it listens. */
export interface ServedApp {
  url: string;
  server: ViteDevServer;
}

/**
 * Serves the app with Vite's dev server on a free loopback port, the way `pnpm dev` does, so the
 * browser sees the same module graph and the same mock service worker a developer sees.
 *
 * @example
 * ```ts
 * const app = await serveApp();
 * await page.goto(app.url);
 * await app.server.close();
 * ```
 */
export async function serveApp(): Promise<ServedApp> {
  const server = await createServer({
    root: appRoot,
    configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
    logLevel: 'warn',
    server: { host: '127.0.0.1', port: 0, strictPort: true, hmr: false },
  });
  await server.listen();
  const url = server.resolvedUrls?.local[0];
  if (!url) {
    await server.close();
    throw new Error('Vite did not report the address it listens on');
  }
  return { url, server };
}
