// Prints the structure figures a redesign is judged by, from the tree as it stands: non-blank
// source lines per package (tests and type tests left out), the names each published entry exports,
// the cycles of the workspace's package graph (dependencies, devDependencies and peers all count),
// and every `import()` of a package whose specifier is computed rather than written out (a user's
// config file, imported by its path, is not counted).
// Run: node scripts/measure-structure.ts   (from any directory; `--json` for a machine-readable form)
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { graphCycles, workspacePackageGraph } from '../examples/readme/src/package-graph.ts';
import { repoRoot } from './workspace-packages.ts';

interface Manifest {
  name: string;
  private?: boolean;
  exports?: Record<string, unknown>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const isTest = (path: string) => /\.test(-d)?\.tsx?$/.test(path);

async function sourceFiles(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await sourceFiles(path)));
    else if (/\.tsx?$/.test(entry.name) && !isTest(entry.name)) found.push(path);
  }
  return found;
}

/** Names an entry file exports: `export { a, type B } from`, `export type { … }`, declarations. */
export function exportedNames(source: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}/g)) {
    for (const part of (match[1] ?? '').split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)
        .at(-1)
        ?.trim();
      if (name) names.push(name);
    }
  }
  for (const match of source.matchAll(
    /export\s+(?:declare\s+)?(?:async\s+)?(?:function\*?|const|let|class|interface|type|enum)\s+([A-Za-z_$][\w$]*)/g,
  )) {
    if (match[1]) names.push(match[1]);
  }
  return names;
}

const packagesDir = join(repoRoot, 'packages');
const manifests = new Map<string, { dir: string; manifest: Manifest }>();
const candidates = [join(repoRoot, 'integration')];
for (const workspace of ['packages', 'integration']) {
  for (const entry of await readdir(join(repoRoot, workspace), { withFileTypes: true }).catch(() => [])) {
    if (entry.isDirectory()) candidates.push(join(repoRoot, workspace, entry.name));
  }
}
for (const dir of candidates) {
  const text = await readFile(join(dir, 'package.json'), 'utf8').catch(() => undefined);
  if (text === undefined) continue;
  const manifest = JSON.parse(text) as Manifest;
  manifests.set(manifest.name, { dir, manifest });
}

const lines: Record<string, number> = {};
const entries: Record<string, number> = {};
const computedImports: string[] = [];
for (const [name, { dir, manifest }] of manifests) {
  if (!dir.startsWith(packagesDir)) continue;
  let count = 0;
  for (const file of await sourceFiles(join(dir, 'src'))) {
    const text = await readFile(file, 'utf8');
    count += text.split('\n').filter((line) => line.trim() !== '').length;
    for (const match of text.matchAll(/(?<![\w.])import\(\s*([^'"`\s)][^)]*)\)/g)) {
      // A user's own file (a config file by its path) is not a package: it cannot be named statically.
      if (/pathToFileURL/.test(match[1] ?? '')) continue;
      computedImports.push(`${relative(repoRoot, file)}: import(${match[1]})`);
    }
  }
  lines[name] = count;
  for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
    const source = JSON.stringify(target).match(/"@museum-api\/source":"([^"]+)"/)?.[1];
    if (source === undefined || !/\.tsx?$/.test(source)) continue;
    const text = await readFile(join(dir, source), 'utf8');
    entries[`${name}${subpath === '.' ? '' : subpath.slice(1)}`] = new Set(exportedNames(text)).size;
  }
}

const cycles = graphCycles(workspacePackageGraph(repoRoot));
const total = Object.values(lines).reduce((sum, count) => sum + count, 0);

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ lines, total, entries, cycles, computedImports }, null, 2));
} else {
  console.log('non-blank source lines (tests left out)');
  for (const [name, count] of Object.entries(lines).sort()) console.log(`  ${name.padEnd(28)} ${count}`);
  console.log(`  ${'total'.padEnd(28)} ${total}`);
  console.log('names exported per entry');
  for (const [entry, count] of Object.entries(entries).sort()) console.log(`  ${entry.padEnd(36)} ${count}`);
  console.log(`package-graph cycles (all dependency kinds): ${cycles.length}`);
  for (const cycle of cycles) console.log(`  ${cycle}`);
  console.log(`computed import() of packages: ${computedImports.length}`);
  for (const found of computedImports) console.log(`  ${found}`);
}
