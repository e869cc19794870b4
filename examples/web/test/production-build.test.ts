// The app's production build, as `pnpm run build` makes it: main.ts starts the mock's worker only
// under `import.meta.env.DEV`, so no code of the build loads the mock or msw.

import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { buildApp } from './build-app.ts';
import { builtFiles, mockTraces } from './mock-in-build.ts';

test('the production build holds no code of the mock or msw, only the inert worker script', async () => {
  const dist = await buildApp(fileURLToPath(new URL('..', import.meta.url)));
  try {
    // msw's plugin in 'worker-only' mode emits the worker script in every build (the Playwright
    // suite serves a development build that needs it); nothing in a production build registers it.
    expect(mockTraces(await builtFiles(dist))).toEqual(["client/mockServiceWorker.js: msw's worker script"]);
  } finally {
    await rm(dist, { recursive: true, force: true });
  }
});
