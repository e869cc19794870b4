import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.shared.ts';

export default defineConfig(
  packageBuild(
    {
      index: 'src/index.ts',
      features: 'src/features.ts',
      validate: 'src/validate.ts',
      webhooks: 'src/webhooks.ts',
    },
    { bundleIntoCommonJs: ['ky'] },
  ),
);
