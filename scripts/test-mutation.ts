// Mutation testing with Stryker, one package at a time: each packages/<name>/stryker.config.mjs
// says what to mutate and the floor under which the run fails. Incremental by default: only the
// mutants whose code or tests changed since the committed packages/<name>/stryker-incremental.json
// run again, and the score still counts every mutant. See TESTING.md.
// Run: node scripts/test-mutation.ts [--full] [package...]   (no package: every package with a config)
import { spawn } from 'node:child_process';
import { access, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { repoRoot } from './workspace-packages.ts';

const args = process.argv.slice(2);
const full = args.includes('--full');
const named = args.filter((arg) => arg !== '--full');
const configured = await packagesWithConfig();
const unknown = named.filter((name) => !configured.includes(name));
if (unknown.length > 0) {
  console.error(
    `No stryker.config.mjs in packages/${unknown.join(', packages/')}; configured: ${configured.join(', ')}`,
  );
  process.exit(2);
}

const strykerBin = join(repoRoot, 'node_modules', '@stryker-mutator', 'core', 'bin', 'stryker.js');
const results: Array<{ name: string; ok: boolean; seconds: number }> = [];
for (const name of named.length > 0 ? named : configured) {
  const started = performance.now();
  const config = join('packages', name, 'stryker.config.mjs');
  // --force re-tests every mutant, and still writes the incremental file for the next run.
  const ok = await run(process.execPath, [strykerBin, 'run', config, ...(full ? ['--force'] : [])]);
  results.push({ name, ok, seconds: (performance.now() - started) / 1000 });
}

console.log('\nMutation runs:');
for (const { name, ok, seconds } of results)
  console.log(`  ${name.padEnd(8)} ${seconds.toFixed(1).padStart(7)} s  ${ok ? 'ok' : 'FAILED'}`);
if (results.some((result) => !result.ok)) process.exit(1);

async function packagesWithConfig(): Promise<string[]> {
  const names: string[] = [];
  for (const name of (await readdir(join(repoRoot, 'packages'))).sort()) {
    const found = await access(join(repoRoot, 'packages', name, 'stryker.config.mjs')).then(
      () => true,
      () => false,
    );
    if (found) names.push(name);
  }
  return names;
}

function run(command: string, commandArgs: string[]): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { cwd: repoRoot, stdio: 'inherit' });
    child.on('error', () => resolve(false));
    child.on('close', (code) => resolve(code === 0));
  });
}
