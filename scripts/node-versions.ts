import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import semver from 'semver';
import { runCommand } from './run-command.ts';

/**
 * The lowest Node version of every range a package's `engines.node` allows, with the packages that
 * declare it: `^22.18.0 || >=24.11.0` gives 22.18.0 and 24.11.0. These are the versions a user
 * may legitimately have, so the consumer check runs on each of them.
 *
 * @example
 * ```ts
 * nodeFloors([{ name: '@museum-api/mock', nodeRange: '^22.18.0 || >=24.11.0' }]);
 * // Map { '22.18.0' => ['@museum-api/mock'], '24.11.0' => ['@museum-api/mock'] }
 * ```
 */
export function nodeFloors(
  packages: { name: string; nodeRange: string | undefined }[],
): Map<string, string[]> {
  const floors = new Map<string, string[]>();
  for (const pkg of packages) {
    if (!pkg.nodeRange) throw new Error(`${pkg.name} declares no engines.node`);
    for (const comparators of new semver.Range(pkg.nodeRange).set) {
      const floor = semver.minVersion(new semver.Range(comparators.map((c) => c.value).join(' ')));
      if (!floor) throw new Error(`${pkg.name}'s engines.node range ${pkg.nodeRange} allows no version`);
      floors.set(floor.version, [...(floors.get(floor.version) ?? []), pkg.name]);
    }
  }
  return new Map([...floors].sort(([a], [b]) => semver.compare(a, b)));
}

/**
 * Installs an exact Node version from the npm registry (the `node` package, whose install script
 * fetches the platform's binary package) into `dir`, and returns the path of its `node` binary.
 *
 * @example
 * ```ts
 * const node22 = await installNode('22.18.0', '/tmp/nodes');
 * ```
 */
export async function installNode(version: string, dir: string): Promise<string> {
  const projectDir = join(dir, `node-${version}`);
  await mkdir(projectDir, { recursive: true });
  await writeFile(join(projectDir, 'package.json'), '{ "private": true }\n');
  await runCommand(
    'npm',
    ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', `node@${version}`],
    { cwd: projectDir },
  );
  const binary = join(projectDir, 'node_modules', '.bin', 'node');
  const reported = (await runCommand(binary, ['--version'], { cwd: projectDir })).trim();
  if (reported !== `v${version}`) throw new Error(`node@${version} installed a Node that says ${reported}`);
  return binary;
}
