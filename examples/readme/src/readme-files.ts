import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * Every README a user reads: the top-level one and each package's and example's, repo-relative.
 *
 * @example
 * ```ts
 * await readmeFiles(); // ['README.md', 'examples/web/README.md', 'packages/core/README.md', …]
 * ```
 */
export async function readmeFiles(root = repoRoot): Promise<string[]> {
  const found = ['README.md'];
  for (const group of ['examples', 'packages']) {
    const entries = await readdir(join(root, group), { withFileTypes: true });
    for (const entry of entries.filter((candidate) => candidate.isDirectory())) {
      const files = await readdir(join(root, group, entry.name));
      if (files.includes('README.md')) found.push(`${group}/${entry.name}/README.md`);
    }
  }
  return found.sort();
}
