import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { ViteDevServer } from 'vite';

/** A running app server: where it listens, its Vite dev server (development only), and its stop. */
export interface AppServer {
  url: string;
  vite?: ViteDevServer;
  close(): Promise<void>;
}

/** Where and how to serve the app. */
export interface AppServerOptions {
  /** The example's directory (index.html, vite.config.ts, and `dist/` once built). */
  root: string;
  /** Serve the build in `dist/` rather than Vite's dev server. @default false */
  production?: boolean;
  /** The build to serve in production. @default `<root>/dist` */
  dist?: string;
  /** @default 0 (a free port) */
  port?: number;
}

type Render = () => Promise<string>;

/**
 * Serves the app on node:http, each page rendered on the server: through Vite in middleware mode
 * in development (modules, the msw worker script, the server entry loaded by Vite), or from the
 * build in production (static client files, the built server entry).
 *
 * @example
 * ```ts
 * const app = await startAppServer({ root: process.cwd() });
 * console.log(app.url);
 * ```
 */
export async function startAppServer(options: AppServerOptions): Promise<AppServer> {
  const { root, production = false, dist = join(root, 'dist'), port = 0 } = options;
  const page = production ? await productionPage(dist) : await developmentPage(root);
  const server = createServer((request, response) => {
    page.handle(request, response).catch((error: unknown) => {
      page.vite?.ssrFixStacktrace(error as Error);
      response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
    });
  });
  await new Promise<void>((listening) => server.listen(port, '127.0.0.1', listening));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}/`,
    ...(page.vite ? { vite: page.vite } : {}),
    async close() {
      server.closeAllConnections();
      await new Promise((closed) => server.close(closed));
      await page.vite?.close();
    },
  };
}

interface Page {
  vite?: ViteDevServer;
  handle(request: IncomingMessage, response: ServerResponse): Promise<void>;
}

async function developmentPage(root: string): Promise<Page> {
  const { createServer: createViteServer } = await import('vite');
  const vite = await createViteServer({
    root,
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'warn',
    appType: 'custom',
    // No HMR socket either: without `ws: false` Vite opens one on port 24678 of every interface.
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  return {
    vite,
    async handle(request, response) {
      if (request.url !== '/') {
        vite.middlewares(request, response, () => response.writeHead(404).end());
        return;
      }
      const template = await vite.transformIndexHtml('/', await readFile(join(root, 'index.html'), 'utf8'));
      const { render } = (await vite.ssrLoadModule('/src/entry-server.ts')) as { render: Render };
      sendPage(response, template, await render());
    },
  };
}

async function productionPage(dist: string): Promise<Page> {
  const client = join(dist, 'client');
  const template = await readFile(join(client, 'index.html'), 'utf8');
  const { render } = (await import(join(dist, 'server/entry-server.js'))) as { render: Render };
  return {
    async handle(request, response) {
      const path = new URL(request.url ?? '/', 'http://app').pathname;
      if (path === '/') return sendPage(response, template, await render());
      // Only the built assets; a path outside them is a 404, never a file elsewhere on disk.
      if (!path.startsWith('/assets/') || path.includes('..')) return void response.writeHead(404).end();
      const body = await readFile(join(client, path)).catch(() => undefined);
      if (!body) return void response.writeHead(404).end();
      response
        .writeHead(200, { 'content-type': path.endsWith('.js') ? 'text/javascript' : 'text/css' })
        .end(body);
    },
  };
}

function sendPage(response: ServerResponse, template: string, html: string): void {
  response
    .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    .end(template.replace('<!--app-html-->', html));
}
