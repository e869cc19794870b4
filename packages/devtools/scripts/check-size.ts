/// <reference types="node" />
// Bundle-size check of @museum-api/devtools, run by `pnpm run check:size` (and so by the
// root `test`). Bundles the way an app's bundler would (esbuild, minified, ESM, browser; the
// client's recipe) and gzips: the panel an app mounts on its in-page mock, and the server
// dashboard's page script, must each stay within budget, and neither may carry zod or msw.

import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
// The client's bundling recipe, so every size check measures the same way.
import { kB, measureBundle } from '../../client/scripts/measure-bundle.ts';

const budgetBytes = 15_000;
const packageDir = fileURLToPath(new URL('..', import.meta.url));
const measure = (contents: string) => measureBundle(contents, { resolveDir: packageDir });

// What an app in development adds: the panel over its in-page mock (the mock itself it has anyway).
// The panel alone must carry no zod. inProcessControls runs the mock's own controls, checked with
// the mock's own schemas, so it uses the zod and core the in-page mock has already loaded: they
// are external to its measure, which counts what it adds.
const panel = await measure(`
  export { mountMuseumDevtools } from './src/index.ts';
`);
const panelWithControls = await measureBundle(
  `export { mountMuseumDevtools } from './src/index.ts';
  export { inProcessControls } from '@museum-api/mock';`,
  { resolveDir: packageDir, external: ['zod', 'zod/*', '@museum-api/core'] },
);
// The page script runs for its effects, which an `import` of a `sideEffects: false` package would
// drop: bundled from its own text instead.
const dashboardPage = fileURLToPath(new URL('../src/dashboard.ts', import.meta.url));
const dashboard = await measureBundle(readFileSync(dashboardPage, 'utf8'), {
  resolveDir: dirname(dashboardPage),
});

console.table({
  'devtools panel (mountMuseumDevtools)': {
    minified: kB(panel.minified),
    gzip: kB(panel.gzip),
  },
  'devtools panel + inProcessControls (beside the mock: zod and core external)': {
    minified: kB(panelWithControls.minified),
    gzip: kB(panelWithControls.gzip),
  },
  'server dashboard script (panel + remote handle)': {
    minified: kB(dashboard.minified),
    gzip: kB(dashboard.gzip),
  },
});
console.log(`devtools panel: ${panel.gzip} B gzip (budget ${budgetBytes} B)`);
console.log(`server dashboard script: ${dashboard.gzip} B gzip (budget ${budgetBytes} B)`);

const failures: string[] = [];
for (const [name, bundle] of [
  ['the devtools panel', panel],
  ['the devtools panel with inProcessControls', panelWithControls],
  ['the dashboard script', dashboard],
] as const) {
  if (bundle.gzip > budgetBytes)
    failures.push(`${name} is ${bundle.gzip} B gzip, over the ${budgetBytes} B budget`);
  // Core's `http` entry (the operations table, header names: plain data, no zod) is the one part
  // of core the panel may carry. What counts is the code that reached the bundle: through the
  // mock's root entry the bundler reads every module it re-exports (zod among them), and drops
  // the unused ones whole.
  const stowaways = bundle.shipped.filter(
    (input) =>
      /zod|msw|packages\/core\/src|qrcode|fast-png/.test(input) &&
      !/packages\/core\/src\/http(\.ts|\/)/.test(input),
  );
  if (stowaways.length > 0) failures.push(`${name} bundles ${stowaways.join(', ')}`);
}
if (failures.length > 0) {
  console.error(failures.join('\n'));
  process.exitCode = 1;
}
