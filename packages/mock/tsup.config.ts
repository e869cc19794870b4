import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.shared.ts';

// One build for all entries, so ./node, ./browser and the CLI share the root entry's chunks
// (one MuseumMock, one MuseumJournal class) instead of each bundling a copy. node: built-ins
// stay imports; only the Node entry and the CLI reach them. With their `node:` prefix kept:
// `node:sqlite` (the server's state file) exists under that name only.
export default defineConfig(
  packageBuild(
    {
      index: 'src/index.ts',
      node: 'src/node.ts',
      browser: 'src/browser.ts',
      cli: 'src/cli.ts',
    },
    { external: [/^node:/], removeNodeProtocol: false, binEntries: ['cli'] },
  ),
);
