import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, type ViteDevServer } from 'vite';

const webRoot = fileURLToPath(new URL('..', import.meta.url));

/** The app's dev server and where it listens. */
export interface ServedApp {
  url: string;
  server: ViteDevServer;
}

/**
 * Serves an app with Vite's dev server on a free loopback port, the way `pnpm dev` does, so the
 * browser sees the same module graph and the same mock service worker a developer sees. The web
 * example by default; other examples pass their own directory (with its `vite.config.ts`).
 *
 * @example
 * ```ts
 * const app = await serveApp();
 * await page.goto(app.url);
 * await app.server.close();
 * ```
 */
export async function serveApp(appRoot: string = webRoot): Promise<ServedApp> {
  const server = await createServer({
    root: appRoot,
    configFile: join(appRoot, 'vite.config.ts'),
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
