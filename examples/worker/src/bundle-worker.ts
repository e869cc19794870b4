import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The devtools' built dashboard script, or `undefined` when it is not built yet. */
async function dashboardScript(): Promise<string | undefined> {
  try {
    return await readFile(new URL(import.meta.resolve('@museum-api/devtools/dashboard.js')), 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * Bundles src/worker.ts into dist/worker.js, one ES module for workerd (Miniflare locally,
 * `wrangler deploy` in production), with the dashboard's script from @museum-api/devtools.
 *
 * @example
 * ```ts
 * await bundleWorker(); // then serveLocally()
 * ```
 */
export async function bundleWorker(): Promise<void> {
  const script = await dashboardScript();
  await build({
    absWorkingDir: root,
    entryPoints: ['src/worker.ts'],
    outfile: 'dist/worker.js',
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    // The workspace's packages from their sources, so the example needs no package build first;
    // `workerd`, `worker` and `browser` pick what the Workers runtime runs.
    conditions: ['@museum-api/source', 'workerd', 'worker', 'browser'],
    mainFields: ['module', 'main'],
    define: { MUSEUM_DASHBOARD_SCRIPT: script === undefined ? 'undefined' : JSON.stringify(script) },
    logLevel: 'warning',
  });
}
