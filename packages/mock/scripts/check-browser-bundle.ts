// Run after the build (`pnpm run check:package`): the built root entry must bundle for the browser
// (Vite, Storybook, a service worker's page), or a Node built-in or a Node-only file of a dependency
// in the rollup output would first fail in a user's bundler. The built `./browser` entry is bundled
// for the browser and run in Chromium by test/browser/built-worker-in-chromium.test.ts.
import { build } from 'esbuild';

const result = await build({
  entryPoints: [new URL('../dist/index.js', import.meta.url).pathname],
  bundle: true,
  write: false,
  platform: 'browser',
  format: 'esm',
  external: ['msw', 'msw/*'],
  logLevel: 'silent',
  metafile: true,
}).catch((error: Error) => {
  console.error(`The built index.js does not bundle for the browser:\n${error.message}`);
  process.exit(1);
});
console.log(`index.js bundles for the browser (${Object.keys(result.metafile.inputs).length} files).`);
