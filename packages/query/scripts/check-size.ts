/// <reference types="node" />
// Bundle-size check of @museum-api/query, run by `pnpm run check:size` (and so by the root `test`).
// Bundles the way an app's bundler would (esbuild, minified, ESM, browser), gzips, and fails when
// the query package adds more than the budget on top of what an app using it already has: the
// client (with ky) and TanStack's query-core.

import { fileURLToPath } from 'node:url';
// The client's bundling recipe, so both size checks measure the same way.
import { kB, measureBundle } from '../../client/scripts/measure-bundle.ts';

const budgetBytes = 1536;
const packageDir = fileURLToPath(new URL('..', import.meta.url));
const measure = (contents: string) => measureBundle(contents, { resolveDir: packageDir });

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
