/// <reference types="node" />
// Bundle-size check of @museum-api/client, run by `pnpm run check:size` (and so by the root `test`).
// Bundles entries the way an app's bundler would (esbuild, minified, ESM, browser), gzips them and
// fails when the client's own code adds more than the budget on top of ky.

import { fileURLToPath } from 'node:url';
import { kB, measureBundle } from './measure-bundle.ts';

const budgetBytes = 1536;
const packageDir = fileURLToPath(new URL('..', import.meta.url));
const measure = (contents: string, external: string[] = []) =>
  measureBundle(contents, { resolveDir: packageDir, external });

const client = "export * from './src/index.ts';";
// What the client takes from ky, so the difference below is the client's own code.
const kyAsUsed = "export { default, isHTTPError, isNetworkError, isTimeoutError } from 'ky';";

const withKy = await measure(client);
const withoutKy = await measure(client, ['ky']);
const kyUsed = await measure(kyAsUsed);
const kyWhole = await measure("export * from 'ky'; export { default } from 'ky';");
const validate = await measure("export * from './src/validate.ts';");
const added = withKy.gzip - kyUsed.gzip;

console.table({
  'client + ky': { minified: kB(withKy.minified), gzip: kB(withKy.gzip) },
  'client, ky external': { minified: kB(withoutKy.minified), gzip: kB(withoutKy.gzip) },
  'ky (the parts the client uses)': { minified: kB(kyUsed.minified), gzip: kB(kyUsed.gzip) },
  'ky (whole)': { minified: kB(kyWhole.minified), gzip: kB(kyWhole.gzip) },
  'client/validate + ky + core + zod': { minified: kB(validate.minified), gzip: kB(validate.gzip) },
});
console.log(`client adds ${added} B gzip on top of ky (budget ${budgetBytes} B)`);

const failures: string[] = [];
if (added > budgetBytes)
  failures.push(`the client adds ${added} B gzip on top of ky, over the ${budgetBytes} B budget`);
const stowaways = withKy.inputs.filter((input) => /zod|museum-api\/core|packages\/core/.test(input));
if (stowaways.length > 0) failures.push(`the default entry bundles ${stowaways.join(', ')}`);
if (failures.length > 0) {
  console.error(failures.join('\n'));
  process.exitCode = 1;
}
