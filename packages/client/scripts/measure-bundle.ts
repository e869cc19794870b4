/// <reference types="node" />
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'esbuild';

/** A bundle's size, and the files esbuild put into it. */
export interface MeasuredBundle {
  minified: number;
  gzip: number;
  inputs: string[];
  /**
   * The files of which some code reached the bundle: `inputs` less what tree-shaking dropped
   * whole (a package entry's other re-exports, read but unused).
   */
  shipped: string[];
}

/**
 * Bundles `contents` the way an app's bundler would (esbuild: ESM, browser, minified,
 * tree-shaken) and gzips it at level 9. Workspace packages resolve to their source, so no build
 * is needed first. `stubs` replaces the files whose path ends with a key by its contents, to
 * measure what a part of the code costs. Shared by the size checks of the client and the query
 * package.
 *
 * @example
 * ```ts
 * const { gzip } = await measureBundle("export * from './src/index.ts';", { resolveDir: packageDir });
 * ```
 */
export async function measureBundle(
  contents: string,
  {
    resolveDir,
    external = [],
    stubs = {},
    built = false,
  }: {
    resolveDir: string;
    external?: string[];
    stubs?: Record<string, string>;
    /** Resolve the workspace's packages to their built files, as an app's bundler does. */
    built?: boolean;
  },
): Promise<MeasuredBundle> {
  const stub: Plugin = {
    name: 'stubs',
    setup(plugin) {
      plugin.onLoad({ filter: /\.ts$/ }, ({ path }) => {
        const contents = Object.entries(stubs).find(([suffix]) => path.endsWith(suffix))?.[1];
        return contents === undefined ? undefined : { contents, loader: 'ts' };
      });
    },
  };
  const result = await build({
    stdin: { contents, resolveDir, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    external,
    conditions: built ? [] : ['@museum-api/source'],
    write: false,
    metafile: true,
    plugins: [stub],
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  const output = Object.values(result.metafile.outputs)[0]?.inputs ?? {};
  return {
    minified: code.length,
    gzip: gzipSync(code, { level: 9 }).length,
    inputs: Object.keys(result.metafile.inputs),
    shipped: Object.keys(output).filter((input) => (output[input]?.bytesInOutput ?? 0) > 0),
  };
}

/**
 * Bytes as a table cell, in kB with two decimals.
 *
 * @example
 * ```ts
 * kB(1536); // '1.54 kB'
 * ```
 */
export function kB(bytes: number): string {
  return `${(bytes / 1000).toFixed(2)} kB`;
}
