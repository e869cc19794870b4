import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequestListener } from '@react-router/node';
import type { ServerBuild } from 'react-router';

/** A running app server: where it listens, and its stop. */
export interface AppServer {
  url: string;
  close(): Promise<void>;
}

/** Which build to serve, and where. */
export interface AppServerOptions {
  /** The build directory `react-router build` wrote (`client/` and `server/index.js`). */
  build: string;
  /** @default 0 (a free port) */
  port?: number;
}

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.ico': 'image/x-icon',
  '.svg': 'image/svg+xml',
};

/**
 * Serves a production build on node:http at 127.0.0.1, as `react-router-serve` does without
 * Express: the built client assets as files, every other request through React Router's request
 * handler, which runs the route loaders and renders the page on the server.
 *
 * @example
 * ```ts
 * const app = await startAppServer({ build: 'build', port: 5176 });
 * console.log(app.url);
 * ```
 */
export async function startAppServer(options: AppServerOptions): Promise<AppServer> {
  const { build, port = 0 } = options;
  const serverBuild = (await import(pathToFileURL(join(build, 'server/index.js')).href)) as ServerBuild;
  const handle = createRequestListener({ build: serverBuild, mode: 'production' });
  const client = join(build, 'client');
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://app').pathname;
    // Only the hashed build output; a path outside it goes to the router (a 404 page), never to a
    // file elsewhere on disk.
    if (!path.startsWith('/assets/') || path.includes('..')) return void handle(request, response);
    readFile(join(client, path)).then(
      (body) =>
        response
          .writeHead(200, {
            'content-type': contentTypes[extname(path)] ?? 'application/octet-stream',
            'cache-control': 'public, max-age=31536000, immutable',
          })
          .end(body),
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((listening) => server.listen(port, '127.0.0.1', listening));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}/`,
    async close() {
      server.closeAllConnections();
      await new Promise((closed) => server.close(closed));
    },
  };
}
