import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.shared.ts';

// One build for all entries, so ./node, ./browser and ./host share the root entry's chunks
// (one MuseumMock, one MuseumJournal class) instead of each bundling a copy; @museum-api/mock-server
// imports the root and ./host together and relies on it. node: built-ins stay imports.
export default defineConfig(
  packageBuild(
    {
      index: 'src/index.ts',
      node: 'src/node.ts',
      browser: 'src/browser.ts',
      host: 'src/host.ts',
      options: 'src/options.ts',
    },
    { external: [/^node:/], removeNodeProtocol: false },
  ),
);
