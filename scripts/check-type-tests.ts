// Proves that `pnpm typecheck` type-checks every type test (`*.test-d.ts`): each must be among the
// files of a tsconfig that its package's own `typecheck` script passes to `tsc -p`. vitest does
// not run them (vitest.shared.ts says why), so a type test outside every such tsconfig would
// assert nothing. Reads the tsconfigs' file lists only, with no type checking: about a second.
// Run: node scripts/check-type-tests.ts   (the end of the root `typecheck` script)
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';
import { runCommand } from './run-command.ts';
import { repoRoot } from './workspace-packages.ts';

const typeTests = (
  await runCommand('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: repoRoot,
  })
)
  .split('\0')
  .filter((file) => file.endsWith('.test-d.ts'))
  .map((file) => resolve(repoRoot, file));

const filesByPackage = new Map<string, Promise<Set<string>>>();
const problems: string[] = [];
for (const file of typeTests) {
  const packageDir = await nearestPackageDir(dirname(file));
  let checked = filesByPackage.get(packageDir);
  if (!checked) {
    checked = typeCheckedFiles(packageDir);
    filesByPackage.set(packageDir, checked);
  }
  if (!(await checked).has(file)) {
    problems.push(
      `${file.slice(repoRoot.length)} is in no tsconfig that ${join(packageDir.slice(repoRoot.length), 'package.json')}'s typecheck script checks`,
    );
  }
}
if (problems.length > 0) {
  console.error(`Type tests that no type check runs:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`${typeTests.length} type tests, each in a tsconfig its package's typecheck script checks`);

/** The folder of the nearest package.json at or above `dir`. */
async function nearestPackageDir(dir: string): Promise<string> {
  for (let current = dir; current.startsWith(repoRoot); current = dirname(current)) {
    const found = await readFile(join(current, 'package.json'), 'utf8').then(
      () => true,
      () => false,
    );
    if (found) return current;
  }
  throw new Error(`No package.json above ${dir}`);
}

/** Every file of every tsconfig that the package's `typecheck` script names with `-p`. */
async function typeCheckedFiles(packageDir: string): Promise<Set<string>> {
  const manifest = JSON.parse(await readFile(join(packageDir, 'package.json'), 'utf8')) as {
    scripts?: Record<string, string>;
  };
  const configs = [...(manifest.scripts?.typecheck ?? '').matchAll(/\btsc\b[^&|;]*?-p\s+(\S+)/g)].map(
    (match) => resolve(packageDir, match[1] ?? ''),
  );
  const files = new Set<string>();
  for (const config of configs) {
    const parsed = ts.getParsedCommandLineOfConfigFile(
      config,
      {},
      {
        ...ts.sys,
        onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
          throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
        },
      },
    );
    for (const name of parsed?.fileNames ?? []) files.add(resolve(name));
  }
  return files;
}
