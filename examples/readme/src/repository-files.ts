import { execFileSync } from 'node:child_process';
import { repoRoot } from './readme-files.ts';

/**
 * The files git tracks, plus the new ones it does not ignore, repo-relative: what a clone of
 * the repository holds.
 *
 * @example
 * ```ts
 * repositoryFiles().filter((file) => file.endsWith('.ts'));
 * ```
 */
export function repositoryFiles(): string[] {
  const output = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  return [...new Set(output.split('\0').filter(Boolean))].sort();
}
