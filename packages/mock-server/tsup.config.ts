import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.shared.ts';

// One build for the library and the bin, so `museum-mock` runs the same server code a test
// imports. node: built-ins stay imports with their prefix: `node:sqlite` (the state file) exists
// under that name only.
export default defineConfig(
  packageBuild(
    { index: 'src/index.ts', cli: 'src/cli.ts' },
    { external: [/^node:/], removeNodeProtocol: false, binEntries: ['cli'] },
  ),
);
