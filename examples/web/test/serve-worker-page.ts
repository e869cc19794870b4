import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';

/** A page served on loopback, and the one way to stop serving it. */
export interface ServedPage {
  origin: string;
  close(): Promise<void>;
}

/**
 * Serves a one-script page on 127.0.0.1 (a free port) with msw's `mockServiceWorker.js` beside
 * it, so the script can start the mock in the service worker: the page for browser tests that
 * bundle their own script.
 *
 * @example
 * ```ts
 * const page = await serveWorkerPage(bundledScript);
 * await tab.goto(page.origin);
 * await page.close();
 * ```
 */
export async function serveWorkerPage(script: string): Promise<ServedPage> {
  const workerScript = readFileSync(createRequire(import.meta.url).resolve('msw/mockServiceWorker.js'));
  const files: Record<string, { type: string; body: string | Buffer }> = {
    '/': {
      type: 'text/html',
      body: '<!doctype html><meta charset="utf-8"><title>app</title><script type="module" src="/page.js"></script>',
    },
    '/page.js': { type: 'text/javascript', body: script },
    '/mockServiceWorker.js': { type: 'text/javascript', body: workerScript },
  };
  const server = createServer((request, response) => {
    const file = files[new URL(request.url ?? '/', 'http://page').pathname];
    response.writeHead(file === undefined ? 404 : 200, { 'content-type': file?.type ?? 'text/plain' });
    response.end(file?.body ?? 'not here');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
