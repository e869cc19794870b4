import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.shared.ts';

// The panel's entry, and the server dashboard's page script (`dashboard.js`): one self-contained,
// minified browser file, the mock and core bundled in (tsup would leave the peer external), that
// the mock's server reads from this package and serves as an asset, so the page needs no inline
// script under its Content-Security-Policy. No types, no chunks. It bundles the mock from its
// source, so this build waits on no build of the mock (each package is a dev dependency of the
// other, so `pnpm -r build` cannot order them).
export default defineConfig([
  // The two builds run at once: this one's clean must spare the dashboard script.
  ...packageBuild({ index: 'src/index.ts' }, { clean: ['!dashboard.js'] }),
  {
    entry: { dashboard: 'src/dashboard.ts' },
    format: ['esm'],
    target: 'es2022',
    platform: 'browser',
    minify: true,
    splitting: false,
    sourcemap: false,
    dts: false,
    clean: false,
    noExternal: [/.*/],
    esbuildOptions(options) {
      options.conditions = ['@museum-api/source'];
    },
  },
]);
