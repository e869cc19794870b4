// A real publish round trip. In a throwaway copy of the repository, `changeset version` makes the
// next release, and `pnpm run release` (the release workflow's own publish command) publishes it
// to Verdaccio on loopback. What it packs is the repository's own build, copied into the copy: the
// packages read their version at run time, so no build depends on it (`pnpm test` runs this check
// once its build step has passed; alone, the check runs `pnpm run build` first if a package's
// `dist` is missing or older than a source file). Then a fresh project in the OS temp directory
// installs the packages and msw from there with plain npm and runs a consumer's program, the
// `museum-mock` bin included, on the lowest Node of every engines range the packages declare and
// on the repo's.
// A missing file or export, a `workspace:` range, a dev-only dependency, types that only resolve
// inside the monorepo, a stale build or an engines range that promises too much all fail here.
// Run: pnpm run check:consumer [--keep]   (pnpm must be on PATH)
import { existsSync } from 'node:fs';
import { copyFile, cp, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import semver from 'semver';
import { type LocalRegistry, startLocalRegistry } from './local-registry.ts';
import { installNode, nodeFloors } from './node-versions.ts';
import { copyRepository, linkInstalledDependencies } from './repository-copy.ts';
import { runCommand } from './run-command.ts';
import { type PublishedPackage, publishedPackages, repoRoot } from './workspace-packages.ts';

const started = performance.now();
const keep = process.argv.includes('--keep');
const workDir = await mkdtemp(join(tmpdir(), 'museum-consumer-'));
const timings: string[] = [];
let lastLap = started;

const floors = nodeFloors(await publishedPackages());
const nodeVersions = [...new Set([...floors.keys(), process.versions.node])];
// Node downloads (from the npm cache after the first run) overlap the build and the publish.
const nodeBinaries = Promise.all(
  nodeVersions.map(async (version) =>
    version === process.versions.node ? process.execPath : installNode(version, join(workDir, 'nodes')),
  ),
);
nodeBinaries.catch(() => {}); // awaited below; a failure must not go unhandled meanwhile

const registry = await startLocalRegistry('@museum-api');
const copy = await copyRepository('museum-publish-');
if (await rootBuildIsStale()) {
  await runCommand('pnpm', ['run', 'build'], { cwd: repoRoot });
  lap('pnpm run build (a package’s dist was missing or older than the sources)');
}
try {
  const released = await publishFromCopy(copy.dir, registry);
  lap('version and publish to the local registry');
  await assertPublishedManifests(released, registry);

  const projectDir = join(workDir, 'project');
  await createConsumerProject(projectDir, released, registry);
  // Revalidate every packument: the registry's port, so npm's cache key, can repeat across runs,
  // and a cached list from an earlier run would install that run's tarballs.
  await runCommand('npm', ['install', '--prefer-online', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: projectDir,
  });
  await assertInstalledFromRegistry(projectDir, released, registry);
  await assertEnginesCoverDependencies(projectDir, released);
  lap('npm install from the local registry');

  // Type-check the consumer against the published .d.ts files only, and compile it to JavaScript
  // so the same program runs on Node versions that do not strip types.
  await runCommand(process.execPath, [join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc')], {
    cwd: projectDir,
  });
  const binaries = await nodeBinaries;
  lap('type check');
  const runs = await Promise.all(
    nodeVersions.map((version, index) =>
      runConsumer(projectDir, binaries[index] ?? '', released).then(
        (output) => ({ version, output, error: undefined }),
        (error: unknown) => ({ version, output: '', error }),
      ),
    ),
  );
  for (const run of runs) {
    const declaredBy = floors.get(run.version)?.join(', ') ?? 'the repository’s scripts';
    console.log(`--- Node ${run.version} (lowest Node of ${declaredBy})\n${run.output}`);
  }
  const failed = runs.filter((run) => run.error !== undefined);
  if (failed.length > 0) {
    throw new Error(failed.map((run) => `On Node ${run.version}: ${String(run.error)}`).join('\n'));
  }
  lap(`consumer program on Node ${nodeVersions.join(', ')}`);

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const names = released.map((pkg) => `${pkg.name}@${pkg.version}`).join(', ');
  console.log(`Consumer check passed: ${names} from ${registry.url} (${seconds} s: ${timings.join('; ')})`);
} finally {
  await registry.close();
  if (keep) console.log(`Kept the consumer project in ${workDir} and the release copy in ${copy.dir}`);
  else await Promise.all([rm(workDir, { recursive: true, force: true }), copy.remove()]);
}

/** Notes the time of a phase since the previous one. */
function lap(phase: string): void {
  const now = performance.now();
  timings.push(`${phase} ${((now - lastLap) / 1000).toFixed(1)} s`);
  lastLap = now;
}

/**
 * Versions the copy as the version PR would, commits it as its merge would, and runs the release
 * workflow's publish command against the local registry. Returns the packages as published.
 */
async function publishFromCopy(dir: string, target: LocalRegistry): Promise<PublishedPackage[]> {
  await linkInstalledDependencies(dir);
  const changesetBin = join(repoRoot, 'node_modules', '@changesets', 'cli', 'bin.js');
  await runCommand(process.execPath, [changesetBin, 'version'], { cwd: dir });
  // The root's build is the copy's, and the release script's `pnpm run build` does nothing here.
  for (const pkg of await publishedPackages(dir)) {
    await cp(join(repoRoot, 'packages', basename(pkg.dir), 'dist'), join(pkg.dir, 'dist'), {
      recursive: true,
    });
  }
  const manifest = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8')) as { scripts: object };
  manifest.scripts = { ...manifest.scripts, build: 'true' };
  await writeFile(join(dir, 'package.json'), JSON.stringify(manifest));
  const git = (...args: string[]) =>
    runCommand('git', ['-c', 'user.name=Release check', '-c', 'user.email=release@museum.test', ...args], {
      cwd: dir,
    });
  await git('init', '--quiet');
  await writeFile(join(dir, '.git', 'info', 'exclude'), 'node_modules\n');
  await git('add', '--all');
  await git('commit', '--quiet', '--message', 'Version Packages');

  const released = await publishedPackages(dir);
  const stale = released.filter((pkg) => pkg.version === '0.0.0');
  if (stale.length > 0) throw new Error(`changeset version left ${stale.map((pkg) => pkg.name)} at 0.0.0`);
  await runCommand('pnpm', ['run', 'release'], {
    cwd: dir,
    env: { npm_config_registry: target.url, npm_config_userconfig: target.userConfig },
  });
  // `changeset publish` tags what it published; the release workflow pushes those tags.
  const tags = (await git('tag', '--list')).split('\n').filter(Boolean);
  const untagged = released.filter((pkg) => !tags.includes(`${pkg.name}@${pkg.version}`));
  if (untagged.length > 0) throw new Error(`changeset publish tagged ${tags.join(', ') || 'nothing'}`);
  return released;
}

/**
 * Whether a published package's `dist` is missing, or older than a file a build reads: any
 * package's sources, manifest or build config (devtools bundles the mock's source), or the recipe.
 */
async function rootBuildIsStale(): Promise<boolean> {
  const mtimes = (paths: string[]) => Promise.all(paths.map(async (path) => (await stat(path)).mtimeMs));
  const built: string[] = [];
  for (const pkg of await publishedPackages()) {
    const files = await readdir(join(pkg.dir, 'dist'), { recursive: true }).catch(() => []);
    if (files.length === 0) return true;
    built.push(...files.map((file) => join(pkg.dir, 'dist', file)));
  }
  const inputGlobs = [
    'packages/*/src/*',
    'packages/*/*.json',
    'packages/*/tsup.config.ts',
    'packages/mock/scripts/*',
    'tsup.shared.ts',
  ];
  const listed = await runCommand(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...inputGlobs, ':!*.test.ts'],
    { cwd: repoRoot },
  );
  // A file deleted but still in the index has no time.
  const inputs = listed.split('\0').filter((file) => file && existsSync(join(repoRoot, file)));
  return (
    Math.min(...(await mtimes(built))) <
    Math.max(...(await mtimes(inputs.map((file) => join(repoRoot, file)))))
  );
}

interface Manifest {
  version: string;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  dist: { integrity: string; tarball: string };
}

/** The registry's manifest of one published version. */
async function publishedManifest(name: string, version: string, target: LocalRegistry): Promise<Manifest> {
  const response = await fetch(new URL(name.replace('/', '%2f'), target.url));
  if (!response.ok) throw new Error(`${name} is not on the local registry: HTTP ${response.status}`);
  const packument = (await response.json()) as { versions: Record<string, Manifest> };
  const manifest = packument.versions[version];
  if (!manifest) throw new Error(`${name}@${version} is not on the local registry`);
  return manifest;
}

/**
 * `workspace:^` must have become a real range that the sibling's published version satisfies:
 * otherwise npm would fail, or quietly take that sibling from somewhere else.
 */
async function assertPublishedManifests(released: PublishedPackage[], target: LocalRegistry): Promise<void> {
  const problems: string[] = [];
  for (const pkg of released) {
    const manifest = await publishedManifest(pkg.name, pkg.version, target);
    const ranges = {
      ...manifest.dependencies,
      ...manifest.optionalDependencies,
      ...manifest.peerDependencies,
    };
    for (const [name, range] of Object.entries(ranges)) {
      if (range.startsWith('workspace:')) problems.push(`${pkg.name} depends on ${name}@${range}`);
      const sibling = released.find((candidate) => candidate.name === name);
      if (sibling && !semver.satisfies(sibling.version, range)) {
        problems.push(`${pkg.name} wants ${name}@${range}, but ${sibling.version} was published`);
      }
    }
  }
  if (problems.length > 0) throw new Error(`Published manifests are wrong:\n${problems.join('\n')}`);
}

/** A project of a user who installs the packages by name, the scope pointed at the local registry. */
async function createConsumerProject(
  projectDir: string,
  released: PublishedPackage[],
  target: LocalRegistry,
): Promise<void> {
  await mkdir(projectDir, { recursive: true });
  const installedVersion = async (from: string, name: string) =>
    (JSON.parse(await readFile(join(from, 'node_modules', name, 'package.json'), 'utf8')) as Manifest)
      .version;
  const dependencies: Record<string, string> = {};
  for (const pkg of released) dependencies[pkg.name] = pkg.version;
  // The mock's peer, as a user adds it; and a Node project has Node's types (the ./node entry uses them).
  dependencies.msw = await installedVersion(join(repoRoot, 'packages', 'mock'), 'msw');
  dependencies['@types/node'] = await installedVersion(repoRoot, '@types/node');
  // The peers of the Playwright and Storybook packages, as their users have them.
  dependencies['@playwright/test'] = await installedVersion(
    join(repoRoot, 'packages', 'playwright'),
    '@playwright/test',
  );
  dependencies.storybook = await installedVersion(join(repoRoot, 'packages', 'storybook'), 'storybook');
  // Storybook's own declarations name React's types, which every Storybook project on React has.
  dependencies['@types/react'] = await installedVersion(join(repoRoot, 'examples', 'react'), '@types/react');
  // The query package's peer, as an app on TanStack Query has it: the version the workspace tests.
  dependencies['@tanstack/query-core'] = await installedVersion(
    join(repoRoot, 'packages', 'query'),
    '@tanstack/query-core',
  );
  await writeFile(
    join(projectDir, 'package.json'),
    `${JSON.stringify({ name: 'museum-consumer', private: true, type: 'module', dependencies }, null, 2)}\n`,
  );
  await writeFile(join(projectDir, '.npmrc'), `${target.scope}:registry=${target.url}\n`);
  const consumerDir = join(repoRoot, 'scripts', 'consumer');
  for (const file of await readdir(consumerDir)) {
    await copyFile(join(consumerDir, file), join(projectDir, file));
  }
}

/** Every package of ours in the tree came from the local registry, as the bytes it holds now. */
async function assertInstalledFromRegistry(
  projectDir: string,
  released: PublishedPackage[],
  target: LocalRegistry,
): Promise<void> {
  const lock = JSON.parse(await readFile(join(projectDir, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version?: string; integrity?: string }>;
  };
  const problems: string[] = [];
  for (const pkg of released) {
    const manifest = await publishedManifest(pkg.name, pkg.version, target);
    const copies = Object.entries(lock.packages).filter(([path]) =>
      path.endsWith(`node_modules/${pkg.name}`),
    );
    if (copies.length === 0) problems.push(`${pkg.name} is not installed`);
    for (const [path, entry] of copies) {
      // The integrity is the hash of the tarball's bytes: equal means these are the bytes just
      // published, whatever npm records (or, with omit-lockfile-registry-resolved, omits) as the URL.
      if (entry.version !== pkg.version || entry.integrity !== manifest.dist.integrity) {
        problems.push(`${path}@${entry.version} is not the tarball the local registry holds now`);
      }
    }
  }
  if (JSON.stringify(lock).includes('workspace:')) problems.push('a workspace: range reached the lockfile');
  if (problems.length > 0) throw new Error(`Not installed from the local registry:\n${problems.join('\n')}`);
}

interface LockEntry {
  version?: string;
  engines?: { node?: string } | string[];
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

/**
 * Each package's `engines.node` promises no Node that a package it loads refuses: no version its
 * range allows may be refused by a runtime dependency, down the whole tree, or by an installed
 * peer itself (a peer's own tree is the user's choice of its version). What the code itself needs
 * of Node (`require()` of an ES module, 22.12) is proven by running the consumer on the lowest
 * Node of each range.
 */
async function assertEnginesCoverDependencies(
  projectDir: string,
  released: PublishedPackage[],
): Promise<void> {
  const lock = JSON.parse(await readFile(join(projectDir, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, LockEntry>;
  };
  // Node's lookup: the nearest node_modules folder up from the one that asks.
  const locate = (from: string, name: string): string | undefined => {
    for (let dir = from; ; dir = dir.slice(0, Math.max(0, dir.lastIndexOf('/node_modules/')))) {
      const path = `${dir ? `${dir}/` : ''}node_modules/${name}`;
      if (lock.packages[path]) return path;
      if (!dir) return undefined;
    }
  };
  const problems: string[] = [];
  for (const pkg of released) {
    const ours = `node_modules/${pkg.name}`;
    const range = pkg.nodeRange ?? '*';
    const seen = new Set<string>([ours]);
    const queue = [ours];
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const entry = lock.packages[path] ?? {};
      const peers = path === ours ? Object.keys(entry.peerDependencies ?? {}) : [];
      for (const name of [...Object.keys(entry.dependencies ?? {}), ...peers]) {
        const found = locate(path, name);
        if (!found || seen.has(found)) continue;
        seen.add(found);
        if (!peers.includes(name)) queue.push(found);
        const engines = lock.packages[found]?.engines;
        const needs = Array.isArray(engines) ? undefined : engines?.node;
        if (needs && refusedVersion(range, needs)) {
          problems.push(
            `${pkg.name} allows Node ${refusedVersion(range, needs)}, which ${found.slice(13)} (${needs}) refuses`,
          );
        }
      }
    }
  }
  if (problems.length > 0) throw new Error(`engines.node promises too much:\n${problems.join('\n')}`);
}

/**
 * A Node version `ours` allows and `theirs` refuses, if any: tried at every bound of either range
 * and at the start of every major line from 20 to 30 (`semver.subset` cannot see that
 * `>=22.12.0` lies inside `^22.12.0 || >=23`).
 */
function refusedVersion(ours: string, theirs: string): string | undefined {
  const bounds = [ours, theirs].flatMap((range) =>
    new semver.Range(range).set.flat().map((comparator) => comparator.semver.version),
  );
  const majors = Array.from({ length: 11 }, (_, index) => `${20 + index}.0.0`);
  return [...bounds, ...majors]
    .filter((version) => semver.valid(version))
    .find((version) => semver.satisfies(version, ours) && !semver.satisfies(version, theirs));
}

/** Runs the compiled consumer program and every bin of ours on one Node binary. */
async function runConsumer(projectDir: string, node: string, released: PublishedPackage[]): Promise<string> {
  // Bins start with `#!/usr/bin/env node`: put this Node first on PATH for them.
  const env = { PATH: `${dirname(node)}:${process.env.PATH ?? ''}` };
  let output = await runCommand(node, [join('out', 'consumer.js')], { cwd: projectDir, env });
  output += await runCommand(node, ['require-every-entry.cjs', ...released.map((pkg) => pkg.name)], {
    cwd: projectDir,
    env,
  });
  for (const pkg of released) {
    for (const bin of pkg.bins) {
      const binPath = join(projectDir, 'node_modules', '.bin', bin);
      const help = await runCommand(binPath, ['--help'], { cwd: projectDir, env });
      const version = (await runCommand(binPath, ['--version'], { cwd: projectDir, env })).trim();
      if (version !== pkg.version) throw new Error(`${bin} --version says ${version}, not ${pkg.version}`);
      output += `${bin} --help: ${help.split('\n')[0]}\n${bin} --version: ${version}\n`;
    }
  }
  return output;
}
