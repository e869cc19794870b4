// Run after the build (`pnpm run check:package`): the built entries a browser loads must bundle for
// the browser (Vite, Storybook, a service worker's page). The browser suites run the mock from its
// sources, so without this a Node built-in or a Node-only file of a dependency in the rollup output
// would first fail in a user's bundler.
import { build } from 'esbuild';

for (const entry of ['index', 'browser']) {
  const result = await build({
    entryPoints: [new URL(`../dist/${entry}.js`, import.meta.url).pathname],
    bundle: true,
    write: false,
    platform: 'browser',
    format: 'esm',
    external: ['msw', 'msw/*'],
    logLevel: 'silent',
    metafile: true,
  }).catch((error: Error) => {
    console.error(`The built ${entry}.js does not bundle for the browser:\n${error.message}`);
    process.exit(1);
  });
  const inputs = Object.keys(result.metafile.inputs);
  console.log(`${entry}.js bundles for the browser (${inputs.length} files).`);
}
