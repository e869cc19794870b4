import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** The bench package's own directory, where child processes resolve `@museum-api/*` from. */
export const benchDir = path.resolve(import.meta.dirname, '../..');

/**
 * The directory of an installed package, found through its exported `package.json`.
 *
 * @example
 * ```ts
 * path.join(packageDir('@museum-api/mock-server'), 'dist/cli.js');
 * ```
 */
export function packageDir(name: string): string {
  return path.dirname(require.resolve(`${name}/package.json`));
}
