import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.shared.ts';

export default defineConfig([
  packageBuild({ index: 'src/index.ts', browser: 'src/browser.ts' }),
  // The Node entry and the CLI use node: modules; the CLI keeps its shebang line.
  packageBuild({ node: 'src/node.ts', cli: 'src/cli.ts' }, { platform: 'node', clean: false }),
]);
