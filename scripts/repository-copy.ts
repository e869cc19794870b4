import { existsSync } from 'node:fs';
import { copyFile, cp, mkdir, mkdtemp, readdir, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { runCommand } from './run-command.ts';
import { repoRoot } from './workspace-packages.ts';

/** A throwaway copy of the repository in the OS temp directory. */
export interface RepositoryCopy {
  dir: string;
  /** Deletes the copy. */
  remove(): Promise<void>;
}

/**
 * Copies the tracked and new-but-not-ignored files (the tree a release commit would start from)
 * into a temp directory, so a release check can run `changeset version` and more without writing
 * to the real repository.
 *
 * @example
 * ```ts
 * const copy = await copyRepository('museum-release-');
 * try { console.log(copy.dir); } finally { await copy.remove(); }
 * ```
 */
export async function copyRepository(prefix: string): Promise<RepositoryCopy> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  const files = (
    await runCommand('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: repoRoot,
    })
  )
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    await mkdir(dirname(join(dir, file)), { recursive: true });
    // A file deleted in the working tree but still in the index has nothing to copy.
    await copyFile(join(repoRoot, file), join(dir, file)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * Gives the copy the real repository's installed dependencies, which takes a second where an
 * install takes tens of seconds: the root `node_modules` as a symlink, and each package's own
 * `node_modules` copied with its symlinks as they are. pnpm makes those links relative, so a
 * workspace sibling (`@museum-api/core -> ../../../core`) resolves to the copy's package, with the
 * copy's version, as `pnpm publish` needs when it turns `workspace:^` into a range.
 *
 * @example
 * ```ts
 * await linkInstalledDependencies(copy.dir); // now `pnpm run build` works in the copy
 * ```
 */
export async function linkInstalledDependencies(copyDir: string): Promise<void> {
  await symlink(join(repoRoot, 'node_modules'), join(copyDir, 'node_modules'), 'dir');
  for (const entry of await readdir(join(copyDir, 'packages'), { withFileTypes: true })) {
    const installed = join(repoRoot, 'packages', entry.name, 'node_modules');
    if (!entry.isDirectory() || !existsSync(installed)) continue;
    await cp(installed, join(copyDir, 'packages', entry.name, 'node_modules'), {
      recursive: true,
      verbatimSymlinks: true,
    });
  }
}
