import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.shared.ts';
import { mockEntries } from './scripts/entries.ts';

// tsup writes the declarations only (the `.d.ts` and, when it ends, the `.d.cts` beside them); the
// JavaScript is rollup's, in scripts/bundle.ts, which says why.
const [declarations] = packageBuild(mockEntries, { dts: { only: true } });
export default defineConfig(declarations ?? {});
