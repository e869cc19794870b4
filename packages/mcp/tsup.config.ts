import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.shared.ts';

// One build for the library and the bin, so `museum-mcp` and `museum-mock mcp` (which imports the
// library) run the same server code. `node:` built-ins stay imports, with their prefix.
export default defineConfig(
  packageBuild(
    { index: 'src/index.ts', bin: 'src/bin.ts' },
    { external: [/^node:/], removeNodeProtocol: false, binEntries: ['bin'] },
  ),
);
