import { readFileSync } from 'node:fs';

/**
 * The version in the `package.json` nearest above a module: its package's own, whether the module
 * runs from `src`, `dist` or `dist/cjs`. Read when asked, not bundled, so a build holds no version
 * and the publish round trip can pack the build `pnpm test` made before `changeset version` ran.
 *
 * @example
 * ```ts
 * io.stdout.write(`${packageVersion(import.meta.url)}\n`);
 * ```
 */
export function packageVersion(moduleUrl: string): string {
  for (let dir = new URL('.', moduleUrl); ; dir = new URL('..', dir)) {
    try {
      return (JSON.parse(readFileSync(new URL('package.json', dir), 'utf8')) as { version: string }).version;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || dir.pathname === '/') throw error;
    }
  }
}
