// The mock's JavaScript build (`pnpm build` runs it after tsup has written the declarations).
//
// Rollup, not tsup's esbuild, splits the mock's entries into chunks. Both split by file, but esbuild
// gives a file to every entry whose imports *reach* it, re-exports included. Every zod schema
// module imports zod's core through its index, and every mock file imports core through its
// index, so `./node` carried what only the admin API and the controls use: zod's JSON Schema
// converter, core's OpenAPI helpers, the problem schemas. Rollup follows a re-export to the module
// that defines the name, so a chunk goes only to the entries that use it, until the merging below
// (importing `./node`: 885-888 M instructions before, 869-878 M after; BENCHMARKS.md, "sixth
// session"). One build still serves every entry, so `./node`, `./browser` and `./host` share the
// root entry's chunks (one `MuseumMock`, one `MuseumJournal` class): @museum-api/mock-server
// imports the root and `./host` together.
//
// zod and core are bundled in (core from its sources), so every test file's first import reads a
// few files instead of about 120: each zod entry re-exports its 64 locale modules, which the mock
// never uses. Both stay dependencies: the declarations import their types. Nothing in either
// compares classes across copies (core's error is told by its brand, zod's registry and config live
// on globalThis), so a program that also imports core or zod gets a second copy of the code, not a
// second meaning. scripts/check-import-graph.ts holds it after each build.
import { readFile } from 'node:fs/promises';
import commonjs from '@rollup/plugin-commonjs';
import json from '@rollup/plugin-json';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import { transform } from 'esbuild';
import { type Plugin, rollup } from 'rollup';
import { mockEntries } from './entries.ts';

// TypeScript to JavaScript, file by file: rollup reads the result, esbuild only strips the types.
const typescript: Plugin = {
  name: 'typescript',
  async load(id) {
    if (!id.endsWith('.ts')) return null;
    const { code, map } = await transform(await readFile(id, 'utf8'), {
      loader: 'ts',
      target: 'es2022',
      sourcefile: id,
      sourcemap: 'external',
    });
    return { code, map };
  },
};

// Each chunk loses its whitespace and comments and has its syntax shortened. Every test file that
// imports the mock parses these chunks, and parsing was 41% of what importing `./node` added to
// msw's own import in time: 323 kB became 202 kB, and 863 M instructions 855 M (BENCHMARKS.md,
// "seventh session"). Names stay, so a stack trace or a logged journal reads `MuseumJournal`, not
// `t`; mangling them too saved 7 M more. The source maps, with the sources, lead to the TypeScript.
const minify: Plugin = {
  name: 'minify',
  async renderChunk(code, chunk) {
    const { code: minified, map } = await transform(code, {
      minifyWhitespace: true,
      minifySyntax: true,
      target: 'es2022',
      sourcefile: chunk.fileName,
      sourcemap: 'external',
    });
    return { code: minified, map };
  },
};

// Node's entry takes msw's `http` and `bypass` with an `import()` awaited at the top (src/node/msw-api.ts
// says why), which CommonJS cannot hold: the CommonJS build takes them from msw's root instead.
const commonJsMswApi: Plugin = {
  name: 'commonjs-msw-api',
  resolveId(source, importer) {
    if (!source.endsWith('/msw-api.ts')) return null;
    return this.resolve(source.replace(/msw-api\.ts$/, 'msw-api-commonjs.ts'), importer, { skipSelf: true });
  },
};

// Fails the build if `./node`, the import every Node test file pays, loads code its imports do not
// reach. The chunk merging below may put such code in a merged chunk: it does for the other
// entries, a little (the failure error, the unhandled-request rule and the msw glue, 3.3 kB before
// minifying, none of it loading msw), and that is the price of `./node`'s 4 fewer files.
const nodeLoadsOnlyItsOwn: Plugin = {
  name: 'node-loads-only-its-own',
  generateBundle(_options, output) {
    const chunks = new Map(
      Object.values(output).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file]] : [])),
    );
    const entry = chunks.get('node.js');
    if (entry?.facadeModuleId == null) return;
    const reached = new Set([entry.facadeModuleId]);
    for (const id of reached) for (const next of this.getModuleInfo(id)?.importedIds ?? []) reached.add(next);
    const loaded = new Set([entry.fileName]);
    for (const file of loaded) for (const next of chunks.get(file)?.imports ?? []) loaded.add(next);
    const strangers = [...loaded].flatMap((file) =>
      Object.entries(chunks.get(file)?.modules ?? {}).flatMap(([id, { renderedLength }]) =>
        renderedLength > 0 && !reached.has(id) ? [id] : [],
      ),
    );
    if (strangers.length > 0) this.error(`node.js loads code it does not import: ${strangers.join(', ')}`);
  },
};

async function build(format: 'es' | 'cjs'): Promise<void> {
  const bundle = await rollup({
    input: mockEntries,
    // node: built-ins and msw (a peer) stay imports; everything else is bundled.
    external: (id) => id.startsWith('node:') || id === 'msw' || id.startsWith('msw/'),
    plugins: [
      ...(format === 'cjs' ? [commonJsMswApi] : []),
      nodeResolve({ exportConditions: ['@museum-api/source'], extensions: ['.ts', '.js', '.mjs', '.json'] }),
      typescript,
      json(),
      commonjs(),
      minify,
      nodeLoadsOnlyItsOwn,
    ],
    // The chunk merging below reports its counts; the build shows warnings only.
    onLog: (level, log, handler) => (log.code === 'OPTIMIZE_CHUNK_STATUS' ? undefined : handler(level, log)),
    onwarn(warning, warn) {
      // Core's and zod's modules import one another in cycles that are safe (no value is read
      // while its module loads), and zod's sources carry comments beside `@__PURE__` marks that
      // rollup drops; anything else is shown.
      if (warning.code !== 'CIRCULAR_DEPENDENCY' && warning.code !== 'INVALID_ANNOTATION') warn(warning);
    },
  });
  // Rollup makes a chunk of each set of modules that the same entries use, and some of those sets
  // are a few hundred bytes: each cost every test file one more file to resolve, read and link.
  // Chunks under 20 kB are merged into others (importing `./node`: 7 files of ours to 3; 855 M
  // instructions to 852 M). What that costs the other entries, and the guard, are above.
  const shared = { format, sourcemap: true, experimentalMinChunkSize: 20_000 };
  await bundle.write(
    format === 'es'
      ? { ...shared, dir: 'dist', chunkFileNames: 'chunk-[hash].js' }
      : {
          ...shared,
          dir: 'dist/cjs',
          entryFileNames: '[name].cjs',
          chunkFileNames: 'chunk-[hash].cjs',
          exports: 'named',
        },
  );
  await bundle.close();
}

await Promise.all([build('es'), build('cjs')]);
