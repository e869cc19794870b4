import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * Every README a user reads: the top-level one, each package's and example's, and the pages under
 * docs/ they link to (a README's detail moved there is still shown code, so it is checked alike),
 * repo-relative.
 *
 * @example
 * ```ts
 * await readmeFiles(); // ['README.md', 'docs/mock-server.md', 'examples/web/README.md', …]
 * ```
 */
export async function readmeFiles(root = repoRoot): Promise<string[]> {
  const found = ['README.md'];
  const docs = await readdir(join(root, 'docs'), { withFileTypes: true });
  for (const entry of docs)
    if (entry.isFile() && entry.name.endsWith('.md')) found.push(`docs/${entry.name}`);
  for (const group of ['examples', 'packages']) {
    const entries = await readdir(join(root, group), { withFileTypes: true });
    for (const entry of entries.filter((candidate) => candidate.isDirectory())) {
      const files = await readdir(join(root, group, entry.name));
      if (files.includes('README.md')) found.push(`${group}/${entry.name}/README.md`);
    }
  }
  return found.sort();
}
