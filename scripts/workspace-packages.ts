import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, whatever directory a script is started from. */
export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** A package of the workspace that is published to npm. */
export interface PublishedPackage {
  name: string;
  version: string;
  dir: string;
  /** Names of the commands the package installs. */
  bins: string[];
  /** The `engines.node` range it declares, if any. */
  nodeRange: string | undefined;
}

/**
 * Every non-private package under `packages/`: what goes to npm, so what the release checks cover.
 *
 * @example
 * ```ts
 * for (const pkg of await publishedPackages()) console.log(pkg.name, pkg.version);
 * ```
 */
export async function publishedPackages(root = repoRoot): Promise<PublishedPackage[]> {
  const packagesDir = join(root, 'packages');
  const entries = await readdir(packagesDir, { withFileTypes: true });
  const found: PublishedPackage[] = [];
  for (const entry of entries.filter((candidate) => candidate.isDirectory())) {
    const dir = join(packagesDir, entry.name);
    const manifest = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8')) as {
      name: string;
      version: string;
      private?: boolean;
      bin?: string | Record<string, string>;
      engines?: { node?: string };
    };
    const bins =
      typeof manifest.bin === 'string'
        ? [manifest.name.split('/').at(-1) ?? '']
        : Object.keys(manifest.bin ?? {});
    if (manifest.private) continue;
    const { name, version } = manifest;
    found.push({ name, version, dir, bins, nodeRange: manifest.engines?.node });
  }
  return found.sort((a, b) => a.name.localeCompare(b.name));
}
