import { mkdir, mkdtemp } from 'node:fs/promises';
import { join } from 'node:path';
import { createBuilder } from 'vite';

/**
 * Builds the app for production as `react-router build` does (Vite's builder over every
 * environment: the page into `client/`, the server into `server/index.js`) in a fresh directory.
 * That directory sits in the example's `node_modules/`, so the server build's imports of
 * react-router, React and the rest resolve as they would from `build/`.
 *
 * @example
 * ```ts
 * const build = await buildApp(root);
 * await startAppServer({ build });
 * ```
 */
export async function buildApp(root: string): Promise<string> {
  await mkdir(join(root, 'node_modules'), { recursive: true });
  const build = await mkdtemp(join(root, 'node_modules', '.museum-build-'));
  const saved = { NODE_ENV: process.env.NODE_ENV, directory: process.env.REACT_ROUTER_BUILD_DIRECTORY };
  // vitest sets NODE_ENV to 'test'; a production build (React's, the router's) needs it unset or
  // 'production', as `react-router build` has it.
  process.env.NODE_ENV = 'production';
  process.env.REACT_ROUTER_BUILD_DIRECTORY = build;
  try {
    const builder = await createBuilder({
      root,
      configFile: join(root, 'vite.config.ts'),
      logLevel: 'warn',
      mode: 'production',
    });
    await builder.buildApp();
  } finally {
    restore('NODE_ENV', saved.NODE_ENV);
    restore('REACT_ROUTER_BUILD_DIRECTORY', saved.directory);
  }
  return build;
}

function restore(name: string, value: string | undefined): void {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}
