import { fileURLToPath } from 'node:url';
import { Miniflare } from 'miniflare';

/** Where and how to run the bundled worker under workerd. */
export interface LocalWorkerOptions {
  /** TCP port on 127.0.0.1; 0 picks a free one. @default 0 */
  port?: number;
  /** The folder the sessions' Durable Objects keep their storage in; none: in memory. */
  stateDir?: string | undefined;
  /** The mock's options, as the `MUSEUM_OPTIONS` variable gives them to the worker. */
  mockOptions?: Record<string, unknown>;
}

/** The worker running under workerd. */
export interface LocalWorker {
  /** The API's base URL, e.g. `http://127.0.0.1:8787/v1.1`. */
  url: string;
  /** Stops workerd. */
  close(): Promise<void>;
}

const bundle = fileURLToPath(new URL('../dist/worker.js', import.meta.url));
// Module paths are relative to it, so a process started in another folder (the bench) runs it too.
const modulesRoot = fileURLToPath(new URL('../dist/', import.meta.url));

/**
 * Runs dist/worker.js (bundle it first: `pnpm run build`) under workerd through Miniflare, as
 * wrangler.jsonc describes it: a Durable Object class for the sessions and one for their
 * directory, SQLite-backed.
 *
 * @example
 * ```ts
 * const { url, close } = await serveLocally({ port: 8787, stateDir: '.museum-state' });
 * ```
 */
export async function serveLocally(options: LocalWorkerOptions = {}): Promise<LocalWorker> {
  const { port = 0, stateDir, mockOptions } = options;
  const mf = new Miniflare({
    modules: true,
    scriptPath: bundle,
    modulesRoot,
    compatibilityDate: '2026-04-01',
    durableObjects: {
      SESSIONS: { className: 'MuseumSession', useSQLite: true },
      DIRECTORY: { className: 'MuseumSessionDirectory', useSQLite: true },
    },
    ...(stateDir === undefined ? {} : { durableObjectsPersist: stateDir }),
    ...(mockOptions === undefined ? {} : { bindings: { MUSEUM_OPTIONS: JSON.stringify(mockOptions) } }),
    host: '127.0.0.1',
    port,
  });
  const root = await mf.ready;
  return { url: new URL('v1.1', root).href, close: () => mf.dispose() };
}
