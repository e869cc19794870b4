import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.shared.ts';

// One build for all entries, so ./node, ./browser, ./playwright, ./storybook and the CLI share the root entry's chunks
// (one MuseumMock, one MuseumJournal class) instead of each bundling a copy. node: built-ins
// stay imports; only the Node entry and the CLI reach them. With their `node:` prefix kept:
// `node:sqlite` (the server's state file) exists under that name only.
//
// The second build is the server dashboard's page script (`/__admin/devtools-dashboard.js`): one
// self-contained, minified browser file that the server reads from `dist` and serves as an asset,
// so the page needs no inline script under its Content-Security-Policy. No types, no chunks.
export default defineConfig([
  packageBuild(
    {
      index: 'src/index.ts',
      node: 'src/node.ts',
      browser: 'src/browser.ts',
      playwright: 'src/playwright.ts',
      storybook: 'src/storybook.ts',
      cli: 'src/cli.ts',
      devtools: 'src/devtools.ts',
    },
    // The two builds run at once: this one's clean must spare the dashboard script.
    { external: [/^node:/], removeNodeProtocol: false, clean: ['!devtools-dashboard.js'] },
  ),
  {
    entry: { 'devtools-dashboard': 'src/devtools/dashboard-page.ts' },
    format: ['esm'],
    target: 'es2022',
    platform: 'browser',
    minify: true,
    splitting: false,
    sourcemap: false,
    dts: false,
    clean: false,
  },
]);
