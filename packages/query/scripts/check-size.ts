/// <reference types="node" />
// Bundle-size check of @museum-api/query, run by `pnpm run check:size` (and so by the root `test`).
// Bundles the way an app's bundler would (esbuild, minified, ESM, browser), gzips, and fails when
// the query package adds more than the budget on top of what an app using it already has: the
// client (with ky) and TanStack's query-core.

import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const budgetBytes = 1536;
const packageDir = fileURLToPath(new URL('..', import.meta.url));

interface Measured {
  minified: number;
  gzip: number;
  inputs: string[];
}

async function measure(contents: string): Promise<Measured> {
  const result = await build({
    stdin: { contents, resolveDir: packageDir, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    // Workspace packages resolve to source, so the check needs no build first.
    conditions: ['@museum-api/source'],
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  return {
    minified: code.length,
    gzip: gzipSync(code, { level: 9 }).length,
    inputs: Object.keys(result.metafile.inputs),
  };
}

// What an app on the query package has anyway: a client, and a QueryClient to run queries in.
const baseline = `
  export { createMuseumClient } from '@museum-api/client';
  export { QueryClient, QueryObserver, InfiniteQueryObserver, MutationObserver } from '@tanstack/query-core';
`;
const withQuery = `${baseline}
  export { createMuseumQueries, museumKeys, museumRetry, listWindowCovers } from './src/index.ts';
`;

const base = await measure(baseline);
const full = await measure(withQuery);
const alone = await measure("export * from './src/index.ts';");
const added = full.gzip - base.gzip;

const kB = (bytes: number) => `${(bytes / 1000).toFixed(2)} kB`;
console.table({
  'client + query-core (baseline)': { minified: kB(base.minified), gzip: kB(base.gzip) },
  'client + query-core + query': { minified: kB(full.minified), gzip: kB(full.gzip) },
  'query with its imports, alone': { minified: kB(alone.minified), gzip: kB(alone.gzip) },
});
console.log(`@museum-api/query adds ${added} B gzip on top of client + query-core (budget ${budgetBytes} B)`);

const failures: string[] = [];
if (added > budgetBytes)
  failures.push(`the query package adds ${added} B gzip, over the ${budgetBytes} B budget`);
// Only core's types may be used: its runtime entry would bring zod and the PNG encoder along.
const stowaways = full.inputs.filter((input) => /zod|packages\/core|fast-png|qrcode/.test(input));
if (stowaways.length > 0) failures.push(`the bundle holds ${stowaways.join(', ')}`);
if (failures.length > 0) {
  console.error(failures.join('\n'));
  process.exitCode = 1;
}
