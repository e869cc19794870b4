import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.shared.ts';

export default defineConfig(
  packageBuild(
    { index: 'src/index.ts', validate: 'src/validate.ts', webhooks: 'src/webhooks.ts' },
    { bundleIntoCommonJs: ['ky'] },
  ),
);
