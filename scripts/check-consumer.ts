// Installs the packed packages into a fresh project outside the workspace with plain npm and runs a
// consumer's script there. Missing `files`, wrong `exports`, a `workspace:` or dev-only dependency,
// or types that only resolve inside the monorepo all fail here, before a user meets them.
// Run after `pnpm build`: node scripts/check-consumer.ts
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { runCommand } from './run-command.ts';
import { publishedPackages, repoRoot } from './workspace-packages.ts';

const started = performance.now();
const keep = process.argv.includes('--keep');
const projectDir = await mkdtemp(join(tmpdir(), 'museum-consumer-'));
const tarballDir = join(projectDir, 'tarballs');
await mkdir(tarballDir);

try {
  const packages = await publishedPackages();
  const bins = packages.flatMap((pkg) => pkg.bins);
  const dependencies: Record<string, string> = {};
  for (const pkg of packages) {
    // pnpm pack rewrites `workspace:^` to the real version range, as `pnpm publish` would.
    await runCommand('pnpm', ['pack', '--pack-destination', tarballDir], { cwd: pkg.dir });
  }
  for (const file of await readdir(tarballDir)) {
    const pkg = packages.find((candidate) => file === tarballName(candidate.name, candidate.version));
    if (pkg) dependencies[pkg.name] = `file:./tarballs/${file}`;
  }
  const missing = packages.filter((pkg) => !(pkg.name in dependencies)).map((pkg) => pkg.name);
  if (missing.length > 0) throw new Error(`pnpm pack made no tarball for ${missing.join(', ')}`);

  // A Node project has Node's types; the mock's ./node entry is typed against them.
  const typesNode = JSON.parse(
    await readFile(join(repoRoot, 'node_modules', '@types', 'node', 'package.json'), 'utf8'),
  ) as { version: string };
  dependencies['@types/node'] = typesNode.version;
  // The query package's peer, as an app on TanStack Query has it: the version the workspace tests.
  const queryCore = JSON.parse(
    await readFile(
      join(repoRoot, 'packages', 'query', 'node_modules', '@tanstack', 'query-core', 'package.json'),
      'utf8',
    ),
  ) as { version: string };
  dependencies['@tanstack/query-core'] = queryCore.version;
  await writeFile(
    join(projectDir, 'package.json'),
    `${JSON.stringify({ name: 'museum-consumer', private: true, type: 'module', dependencies }, null, 2)}\n`,
  );
  const consumerDir = join(repoRoot, 'scripts', 'consumer');
  for (const file of await readdir(consumerDir)) {
    await copyFile(join(consumerDir, file), join(projectDir, file));
  }

  // The user's npm cache makes repeated runs fast; --prefer-offline skips revalidating what it holds.
  await runCommand('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: projectDir,
  });
  await assertInstalledFromTarballs(packages);

  // Type-check the consumer against the published .d.ts files only (no paths into the monorepo).
  await runCommand(process.execPath, [join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc')], {
    cwd: projectDir,
  });
  const output = await runCommand(process.execPath, ['consumer.ts'], { cwd: projectDir });
  process.stdout.write(output);
  // Every `bin` must start from the installed package (shebang, built file present).
  for (const bin of await readdir(join(projectDir, 'node_modules', '.bin'))) {
    if (!bins.includes(bin)) continue;
    const help = await runCommand(join(projectDir, 'node_modules', '.bin', bin), ['--help'], {
      cwd: projectDir,
    });
    console.log(`${bin} --help: ${help.split('\n')[0]}`);
  }

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Consumer check passed: ${packages.map((pkg) => pkg.name).join(', ')} (${seconds} s)`);
} finally {
  if (keep) console.log(`Kept the consumer project in ${projectDir}`);
  else await rm(projectDir, { recursive: true, force: true });
}

/** The file name `pnpm pack` gives a package's tarball. */
function tarballName(name: string, version: string): string {
  return `${name.replace(/^@/, '').replace('/', '-')}-${version}.tgz`;
}

/**
 * A tarball that does not satisfy a sibling's dependency range would make npm quietly fetch that
 * sibling from the registry instead, and the check would test someone else's package.
 */
async function assertInstalledFromTarballs(packages: { name: string; version: string }[]): Promise<void> {
  const listing = JSON.parse(
    await runCommand('npm', ['ls', '--all', '--json', '--long'], { cwd: projectDir }),
  ) as NpmTree;
  const problems: string[] = [];
  walk(listing, (name, node) => {
    const pkg = packages.find((candidate) => candidate.name === name);
    if (!pkg) return;
    const from = node.resolved ?? '';
    if (!from.includes('tarballs/') || basename(from) !== tarballName(pkg.name, pkg.version)) {
      problems.push(`${name}@${node.version} came from ${from || 'an unknown source'}`);
    }
  });
  if (problems.length > 0) throw new Error(`Not installed from the packed tarballs:\n${problems.join('\n')}`);
  const manifest = await readFile(join(projectDir, 'package-lock.json'), 'utf8');
  if (manifest.includes('workspace:'))
    throw new Error('A workspace: range leaked into the published packages');
}

interface NpmTree {
  version?: string;
  resolved?: string;
  dependencies?: Record<string, NpmTree>;
}

function walk(tree: NpmTree, visit: (name: string, node: NpmTree) => void): void {
  for (const [name, node] of Object.entries(tree.dependencies ?? {})) {
    visit(name, node);
    walk(node, visit);
  }
}
