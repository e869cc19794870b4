import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';

/**
 * Builds an app for production as its `pnpm run build` does (the page into `client/`, and the
 * server entry into `server/` when given) in a fresh directory, so a test reads exactly this
 * build. The web example's helper; examples/ssr uses it too.
 *
 * @example
 * ```ts
 * const dist = await buildApp(appRoot, 'src/entry-server.ts');
 * await startAppServer({ root: appRoot, production: true, dist });
 * ```
 */
export async function buildApp(root: string, serverEntry?: string): Promise<string> {
  const dist = await mkdtemp(join(tmpdir(), 'museum-app-build-'));
  const common = {
    root,
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'warn',
    mode: 'production',
  } as const;
  // Vite keeps a NODE_ENV it finds, and vitest sets 'test': that build would keep
  // `import.meta.env.DEV` true, and the mock with it. `pnpm run build` has no NODE_ENV set.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ ...common, build: { outDir: join(dist, 'client'), emptyOutDir: true } });
    if (serverEntry) {
      await build({
        ...common,
        build: { ssr: serverEntry, outDir: join(dist, 'server'), emptyOutDir: true },
      });
    }
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  return dist;
}
