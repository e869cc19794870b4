// Builds the API reference of every public entry of every published package (each `exports` key
// of packages/*, read from the source condition) into docs/api/, with TypeDoc. Fails on any
// exported symbol without a doc comment, on a broken {@link}, and on any other TypeDoc warning.
// Run: node scripts/build-docs.ts    Then open docs/api/index.html.
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { Application, ReflectionKind } from 'typedoc';
import { publishedPackages, repoRoot } from './workspace-packages.ts';

const started = performance.now();
const sourceCondition = '@museum-api/source';
const out = join(repoRoot, 'docs', 'api');

/** `@museum-api/mock/node` -> packages/mock/src/node.ts, for every entry a package exports. */
const entries = new Map<string, string>();
const packages = await publishedPackages();
for (const pkg of packages) {
  const manifest = JSON.parse(await readFile(join(pkg.dir, 'package.json'), 'utf8')) as {
    exports: Record<string, string | Record<string, string | Record<string, string>>>;
  };
  for (const [subpath, target] of Object.entries(manifest.exports)) {
    // ./package.json and data files carry no source condition: they are not code. An entry split
    // by `import` and `require` (the CommonJS build) names its source in each branch.
    const conditions = typeof target === 'string' ? {} : target;
    const source = [
      conditions[sourceCondition],
      (conditions.import as Record<string, string>)?.[sourceCondition],
    ]
      .filter((candidate): candidate is string => typeof candidate === 'string')
      .at(0);
    if (source === undefined) continue;
    entries.set(join(pkg.name, subpath), join(pkg.dir, source));
  }
}

const app = await Application.bootstrapWithPlugins({
  name: 'Museum SDK',
  entryPoints: [...entries.values()],
  entryPointStrategy: 'resolve',
  tsconfig: join(repoRoot, 'scripts', 'docs', 'tsconfig.json'),
  // The index lists the entries; the README's links to folders would be broken links here.
  readme: 'none',
  out,
  cleanOutputDir: true,
  excludePrivate: true,
  excludeInternal: true,
  excludeExternals: true,
  githubPages: false,
  disableSources: true,
  validation: { notExported: true, invalidLink: true, rewrittenLink: true, notDocumented: true },
  // Every symbol an entry exports needs words. Members of interfaces and classes are not required
  // yet (about a hundred lack a comment, most of them obvious fields); see README, "API reference".
  requiredToBeDocumented: [
    'Module',
    'Namespace',
    'Enum',
    'Variable',
    'Function',
    'Class',
    'Interface',
    'TypeAlias',
  ],
  // TypeDoc checks only the root package by default; ours are the published ones.
  packagesRequiringDocumentation: packages.map((pkg) => pkg.name),
  treatWarningsAsErrors: true,
  treatValidationWarningsAsErrors: true,
});

const project = await app.convert();
if (!project) throw new Error('TypeDoc could not convert the packages (see the errors above)');
const problems: string[] = [];
// Name each module as users import it (`@museum-api/mock/node`), not after its file's path.
const packagesDir = join(repoRoot, 'packages');
for (const module of project.getChildrenByKind(ReflectionKind.Module)) {
  const entry = [...entries].find(([, file]) => module.name === modulePath(file));
  if (!entry) problems.push(`TypeDoc made a module ${module.name} that is no package entry`);
  else module.name = entry[0];
  // TypeDoc's notDocumented check passes over modules: an entry says what it is for itself.
  if (!module.hasComment()) problems.push(`${module.name} has no @packageDocumentation comment`);
}
app.validate(project);
if (problems.length > 0) app.logger.error(problems.join('\n'));
if (app.logger.hasErrors() || app.logger.hasWarnings()) process.exit(1);
await app.generateDocs(project, out);
if (app.logger.hasErrors() || app.logger.hasWarnings()) process.exit(1);

const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `API reference of ${[...entries.keys()].join(', ')} in ${relative(repoRoot, out)}/ (${seconds} s)`,
);

/** The name TypeDoc derives from an entry's path: packages/mock/src/node.ts -> mock/src/node. */
function modulePath(file: string): string {
  return relative(packagesDir, file)
    .replace(/\.ts$/, '')
    .replace(/\/index$/, '');
}
