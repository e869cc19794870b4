import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Options } from 'tsup';

/** What a package's build adds to the shared recipe. */
export interface PackageBuildOptions extends Options {
  /**
   * Dependencies that ship as ES modules only (ky, fast-png): bundled into the CommonJS build, so
   * `require()` works where a loader has no `require(esm)` (Jest's default mode). The ES build keeps
   * them as imports.
   */
  bundleIntoCommonJs?: (string | RegExp)[];
  /**
   * Entries that are bins, not exports: ES modules only, since they end in a top-level `await`,
   * which CommonJS cannot hold.
   */
  binEntries?: string[];
}

/**
 * The one build recipe every published package uses, for the runtimes our users have (Node
 * 22.12+ and evergreen browsers): an ES module build with `.d.ts` in `dist`, and a CommonJS build
 * with `.d.cts` in `dist/cjs` for `require()`. Node 22.12+ could `require()` the ES build itself,
 * but Jest in its default mode loads modules through its own `require()`, which cannot load an ES
 * module without `--experimental-vm-modules`. Packages pass only their entries.
 */
export function packageBuild(
  entry: Record<string, string>,
  { bundleIntoCommonJs = [], binEntries = [], ...overrides }: PackageBuildOptions = {},
): Options[] {
  emptyOutDir(Array.isArray(overrides.clean) ? overrides.clean : []);
  const shared: Options = {
    entry,
    target: 'es2022',
    platform: 'neutral',
    dts: true,
    sourcemap: true,
    treeshake: true,
    splitting: true,
    ...overrides,
  };
  if (shared.dts) deriveCommonJsDeclarationsAtExit(binEntries);
  return [
    { ...shared, format: ['esm'], clean: false },
    {
      ...shared,
      // Derived from the ES build's declarations when tsup ends (below), not built a second time.
      dts: false,
      entry: Object.fromEntries(Object.entries(entry).filter(([name]) => !binEntries.includes(name))),
      format: ['cjs'],
      outDir: 'dist/cjs',
      clean: false,
      // `import.meta.url` means this file's URL in the CommonJS build too.
      shims: true,
      noExternal: [...(overrides.noExternal ?? []), ...bundleIntoCommonJs],
    },
  ];
}

/**
 * Empties `dist` once, when the config is read, before either build starts, keeping the files a
 * package names (`'!dashboard.js'`). Neither build cleans for itself: a build that cleans also
 * removes every `.d.ts` and `.d.cts` below its folder when its declaration step starts, and the
 * ES build's folder holds the CommonJS one; the two run at once, so on a busy machine the ES
 * build's step could start after the CommonJS one had written `dist/cjs/index.d.cts`, and
 * remove it (seen building `@museum-api/mcp`: publint then fails on the missing file).
 */
function emptyOutDir(keep: readonly string[], outDir = 'dist'): void {
  const kept = new Set(keep.map((pattern) => pattern.replace(/^!/, '')));
  const entries = (() => {
    try {
      return readdirSync(outDir);
    } catch {
      return [];
    }
  })();
  for (const entry of entries) {
    if (!kept.has(entry)) rmSync(join(outDir, entry), { recursive: true, force: true });
  }
}

/**
 * Writes `dist/cjs/x.d.cts` for every `dist/x.d.ts` but the bins', once tsup has finished: a
 * declaration build is most of a package's build (the mock's: 12.6 CPU-s with both, 1.6 without),
 * and the CommonJS one only repeated the ES one with `.cjs` in relative imports (compared file by
 * file on every package; the chunks' hashed names differ, nothing else). tsup runs declarations
 * beside the JavaScript builds and has no hook after them, so this runs when its process exits,
 * and only if it succeeded; attw in `check:packages` checks the CommonJS types resolve.
 */
function deriveCommonJsDeclarationsAtExit(binEntries: readonly string[], outDir = 'dist'): void {
  process.once('exit', (code) => {
    if (code !== 0) return;
    try {
      const bins = new Set(binEntries.map((name) => `${name}.d.ts`));
      const declarations = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter(
        (file) => file.endsWith('.d.ts') && !file.startsWith(`cjs/`) && !bins.has(file),
      );
      for (const file of declarations) {
        const text = readFileSync(join(outDir, file), 'utf8').replace(
          /(['"])(\.\.?\/[^'"]*)\.js\1/g,
          '$1$2.cjs$1',
        );
        const target = join(outDir, 'cjs', file.replace(/\.d\.ts$/, '.d.cts'));
        mkdirSync(dirname(target), { recursive: true });
        writeFileSync(target, text);
      }
    } catch (error) {
      console.error('Deriving the CommonJS declarations failed:', error);
      process.exitCode = 1;
    }
  });
}
