import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The dependency lists that order installs and builds: each one is an edge of the graph. */
const dependencyFields = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'];

/**
 * The workspace's packages (the folders `pnpm-workspace.yaml` lists) by name, each with the
 * workspace packages it names in any dependency list, dev and peer ones included: pnpm orders
 * `pnpm -r run build` by all of them, so a cycle among them leaves the order undefined.
 *
 * @example
 * ```ts
 * workspacePackageGraph(repoRoot).get('@museum-api/query'); // ['@museum-api/client', '@museum-api/core', …]
 * ```
 */
export function workspacePackageGraph(root: string): Map<string, string[]> {
  const workspace = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8');
  const globs = [...(workspace.split(/^\S.*:/m)[1] ?? '').matchAll(/^\s+-\s+(\S+)$/gm)].map(
    ([, glob = '']) => glob,
  );
  const dirs = globs.flatMap((glob) =>
    glob.endsWith('/*')
      ? readdirSync(join(root, glob.slice(0, -2)), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => join(glob.slice(0, -2), entry.name))
      : [glob],
  );
  const manifests = dirs
    .map((dir) => join(root, dir, 'package.json'))
    .filter((file) => existsSync(file))
    .map((file) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown> & { name: string });
  const names = new Set(manifests.map((manifest) => manifest.name));
  return new Map(
    manifests.map((manifest) => [
      manifest.name,
      [
        ...new Set(
          dependencyFields.flatMap((field) =>
            Object.keys((manifest[field] as Record<string, string> | undefined) ?? {}),
          ),
        ),
      ]
        .filter((name) => names.has(name) && name !== manifest.name)
        .sort(),
    ]),
  );
}

/**
 * Every cycle a depth-first walk of `graph` meets, each as `a -> b -> a`; empty for a graph
 * with none.
 *
 * @example
 * ```ts
 * graphCycles(new Map([['a', ['b']], ['b', ['a']]])); // ['a -> b -> a']
 * ```
 */
export function graphCycles(graph: ReadonlyMap<string, readonly string[]>): string[] {
  const cycles: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (node: string, trail: string[]) => {
    if (state.get(node) === 'done') return;
    if (state.get(node) === 'visiting') {
      cycles.push([...trail.slice(trail.indexOf(node)), node].join(' -> '));
      return;
    }
    state.set(node, 'visiting');
    for (const next of graph.get(node) ?? []) visit(next, [...trail, node]);
    state.set(node, 'done');
  };
  for (const node of [...graph.keys()].sort()) visit(node, []);
  return cycles;
}
