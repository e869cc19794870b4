import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.shared.ts';

// node: built-ins stay imports with their prefix: `node:sqlite` (the state file) exists under
// that name only.
export default defineConfig(
  packageBuild(
    { index: 'src/index.ts', fetch: 'src/fetch.ts' },
    { external: [/^node:/], removeNodeProtocol: false },
  ),
);
