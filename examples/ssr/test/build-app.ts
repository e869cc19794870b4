import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';

/**
 * Builds the app as `pnpm run build` does (the page, then the server entry) into a fresh
 * directory, so a test reads and serves exactly this build.
 *
 * @example
 * ```ts
 * const dist = await buildApp(appRoot);
 * await startAppServer({ root: appRoot, production: true, dist });
 * ```
 */
export async function buildApp(root: string): Promise<string> {
  const dist = await mkdtemp(join(tmpdir(), 'museum-ssr-build-'));
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
    await build({
      ...common,
      build: { ssr: 'src/entry-server.ts', outDir: join(dist, 'server'), emptyOutDir: true },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  return dist;
}
