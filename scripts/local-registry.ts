import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runServer } from 'verdaccio';

/** A running throwaway npm registry on loopback. */
export interface LocalRegistry {
  /** The registry URL, ending in `/`. */
  url: string;
  /** The scope it serves; every other name is not there at all. */
  scope: string;
  /** An npmrc file that logs npm and pnpm in to the registry, for publishing. */
  userConfig: string;
  /** Stops the server and deletes its storage. */
  close(): Promise<void>;
}

/**
 * Starts Verdaccio on a free loopback port with storage in a temp directory. It has no uplink:
 * it holds only what is published to it, under `scope`, and answers 404 for anything else at
 * once, so no request ever leaves the machine through it. Consumers point only the scope at it
 * (`@scope:registry=…`) and get every other package from their usual registry.
 *
 * @example
 * ```ts
 * const registry = await startLocalRegistry('@museum-api');
 * try { console.log(registry.url); } finally { await registry.close(); }
 * ```
 */
export async function startLocalRegistry(scope: string): Promise<LocalRegistry> {
  const dir = await mkdtemp(join(tmpdir(), 'museum-registry-'));
  const server: Server = await runServer({
    self_path: join(dir, 'config.yaml'),
    storage: join(dir, 'storage'),
    auth: { htpasswd: { file: join(dir, 'htpasswd'), max_users: 1 } },
    uplinks: {},
    packages: {
      [`${scope}/*`]: { access: ['$all'], publish: ['$authenticated'], unpublish: [] },
      '**': { access: ['$all'], publish: [], unpublish: [] },
    },
    web: { enable: false },
    // The audit middleware would forward `npm audit` to the public registry; npm is told not to audit.
    middlewares: { audit: { enabled: false } },
    log: { type: 'stdout', format: 'pretty', level: 'error' },
    server: { keepAliveTimeout: 5 },
  } as never);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}/`;
  const close = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await rm(dir, { recursive: true, force: true });
  };

  try {
    // npm's own `adduser` call: the first user creates the only account and gets a token.
    const user = `release-check-${process.pid}`;
    const response = await fetch(new URL(`-/user/org.couchdb.user:${user}`, url), {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: user, password: crypto.randomUUID(), type: 'user', roles: [] }),
    });
    const { token } = (await response.json()) as { token?: string };
    if (!response.ok || !token) throw new Error(`Verdaccio refused the user: HTTP ${response.status}`);
    const userConfig = join(dir, 'npmrc');
    await writeFile(userConfig, `registry=${url}\n//127.0.0.1:${port}/:_authToken=${token}\n`);
    return { url, scope, userConfig, close };
  } catch (error) {
    await close();
    throw error;
  }
}
