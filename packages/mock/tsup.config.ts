import { join } from 'node:path';
import type { Plugin } from 'esbuild';
import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.shared.ts';

// Node's entry takes msw's `http` and `bypass` with an `import()` awaited at the top (src/node/msw-api.ts
// says why), which CommonJS cannot hold: the CommonJS build takes them from msw's root instead.
const commonJsMswApi: Plugin = {
  name: 'commonjs-msw-api',
  setup(build) {
    build.onResolve({ filter: /\/msw-api\.ts$/ }, ({ resolveDir }) => ({
      path: join(resolveDir, 'msw-api-commonjs.ts'),
    }));
  },
};

// One build for all entries, so ./node, ./browser and ./host share the root entry's chunks
// (one MuseumMock, one MuseumJournal class) instead of each bundling a copy; @museum-api/mock-server
// imports the root and ./host together and relies on it. node: built-ins stay imports.
//
// zod and core are bundled in (from core's sources), so every test file's first import reads a few
// files instead of about 120: each zod entry re-exports its 64 locale modules, which the mock never
// uses, and a bundle keeps only the zod and core code the mock calls (the import: 1.74-1.84x of
// msw/node's instructions before, 1.32-1.34x after; BENCHMARKS.md). Both stay dependencies: the
// declarations import their types. Nothing in either compares classes across copies (core's error
// is told by its brand, zod's registry and config live on globalThis), so a program that also
// imports core or zod gets a second copy of the code, not a second meaning.
// scripts/check-import-graph.ts holds it after each build.
const builds = packageBuild(
  {
    index: 'src/index.ts',
    node: 'src/node.ts',
    browser: 'src/browser.ts',
    host: 'src/host.ts',
    options: 'src/options.ts',
  },
  {
    external: [/^node:/],
    removeNodeProtocol: false,
    noExternal: ['zod', /^@museum-api\/core/],
    esbuildOptions(options) {
      options.conditions = ['@museum-api/source'];
    },
  },
);
export default defineConfig(
  builds.map((build) =>
    [build.format].flat().includes('cjs') ? { ...build, esbuildPlugins: [commonJsMswApi] } : build,
  ),
);
