import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.shared.ts';

// One build for the library and the bin, so `museum-mock` reads a config file with the same
// schema a test imports. node: built-ins stay imports with their prefix.
export default defineConfig(
  packageBuild(
    { index: 'src/index.ts', cli: 'src/cli.ts' },
    { external: [/^node:/], removeNodeProtocol: false, binEntries: ['cli'] },
  ),
);
