// Builds every package under packages/ in the order their published code needs: the workspace
// siblings a package names in `dependencies` or in required `peerDependencies` are built before
// it; packages that need nothing from each other build side by side, one wave at a time.
//
// pnpm's own order (`pnpm -r run build`) also follows devDependencies, and the tests' make cycles
// (the mock's tests use the contract checks, the contract's tests start the mock server, which is
// built on the mock). pnpm builds the members of a cycle in any order, so a package could type its
// declarations against a sibling whose `dist` is missing or half written. An optional peer is
// loaded at run time only, by a specifier the code declares the shape of, so it is no edge.
// Run: node scripts/build-packages.ts   (the root `build` script; pnpm must be on PATH)
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { repoRoot } from './workspace-packages.ts';

interface Manifest {
  name: string;
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

const packagesDir = join(repoRoot, 'packages');
const manifests: Manifest[] = [];
for (const entry of await readdir(packagesDir, { withFileTypes: true })) {
  if (!entry.isDirectory()) continue;
  const manifest = JSON.parse(
    await readFile(join(packagesDir, entry.name, 'package.json'), 'utf8'),
  ) as Manifest;
  if (manifest.scripts?.build) manifests.push(manifest);
}

const names = new Set(manifests.map((manifest) => manifest.name));
const needs = new Map(
  manifests.map((manifest) => {
    const required = [
      ...Object.keys(manifest.dependencies ?? {}),
      ...Object.keys(manifest.peerDependencies ?? {}).filter(
        (peer) => !manifest.peerDependenciesMeta?.[peer]?.optional,
      ),
    ];
    return [manifest.name, new Set(required.filter((name) => names.has(name)))];
  }),
);

const built = new Set<string>();
const started = performance.now();
while (built.size < names.size) {
  const wave = [...names].filter(
    (name) => !built.has(name) && [...(needs.get(name) ?? [])].every((need) => built.has(need)),
  );
  if (wave.length === 0) {
    const left = [...names].filter((name) => !built.has(name));
    throw new Error(`These packages need each other to build, so none can go first: ${left.join(', ')}`);
  }
  console.log(`▶ building ${wave.join(', ')}`);
  // One pnpm call per wave, so its members build side by side with pnpm's prefixed output.
  const child = spawn('pnpm', [...wave.flatMap((name) => ['--filter', name]), 'run', 'build'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  const [code] = (await once(child, 'close')) as [number | null];
  if (code !== 0) {
    console.error(`Building ${wave.join(', ')} failed (exit ${code})`);
    process.exit(1);
  }
  for (const name of wave) built.add(name);
}
console.log(`Built ${names.size} packages in ${((performance.now() - started) / 1000).toFixed(1)} s`);
