import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.shared.ts';

// One build for every entry, so ./schemas, ./published and the root share one chunk of schemas (one
// registry entry per schema) instead of each bundling a copy.
export default defineConfig(
  packageBuild(
    {
      index: 'src/index.ts',
      http: 'src/http.ts',
      schemas: 'src/schemas.ts',
      published: 'src/published.ts',
      'ticket-image': 'src/ticket-image.ts',
      webhooks: 'src/webhooks.ts',
    },
    { bundleIntoCommonJs: ['fast-png', 'iobuffer'] },
  ),
);
