import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.shared.ts';

// One build for the library, the CLI entry and the bin, so they share one copy of the checks.
// `node:` built-ins stay imports (only the verifier and the CLI reach them).
export default defineConfig(
  packageBuild(
    { index: 'src/index.ts', cli: 'src/cli.ts', bin: 'src/bin.ts' },
    {
      external: [/^node:/],
      removeNodeProtocol: false,
      bundleIntoCommonJs: ['fast-png', 'iobuffer'],
      binEntries: ['bin'],
    },
  ),
);
