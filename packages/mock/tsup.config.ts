import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.shared.ts';

// tsup writes the declarations only (`dts.d.ts` and, when it ends, the `.d.cts` beside them); the
// JavaScript is rollup's, in scripts/bundle.ts, which says why.
const [declarations] = packageBuild(
  {
    index: 'src/index.ts',
    node: 'src/node.ts',
    browser: 'src/browser.ts',
    host: 'src/host.ts',
    options: 'src/options.ts',
  },
  { dts: { only: true } },
);
export default defineConfig(declarations ?? {});
