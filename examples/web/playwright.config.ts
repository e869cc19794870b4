import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './test/launch-chromium.ts';
import { appUrlVariable } from './test/serve-app-for-playwright.ts';

// The browser suite on `@museum-api/mock/playwright`: every test gets its own mock in the test
// process. The vitest suite (test/visitor-journey.test.ts) keeps covering the mock's service
// worker in the browser; the two suites share the app server recipe and the Chromium flags.
export default defineConfig({
  projects: [
    { name: 'web', testDir: 'test' },
    // The mock README's "In Playwright" block, run against this app so the README shows a spec
    // that passes (examples/readme keeps the README equal to the file).
    { name: 'readme', testDir: '../readme/src/snippets' },
  ],
  // `.e2e.ts`, so vitest (which collects `*.test.ts` and `*.spec.ts`) leaves these files alone.
  testMatch: '*.e2e.ts',
  globalSetup: './test/serve-app-for-playwright.ts',
  // Two workers at least, so the suite also proves that parallel workers share no mock state.
  workers: 2,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // A cold Vite transform on a busy 2-core machine takes seconds; a broken page fails anyway.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'line' : 'list',
  outputDir: 'test-results/playwright',
  use: {
    // Unset while the runner first reads this file; each worker reads it again after the global
    // setup has started the app and set the variable.
    baseURL: process.env[appUrlVariable],
    browserName: 'chromium',
    // Never a downloaded browser: Debian's Chromium, with the flags the vitest suite uses.
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    viewport: { width: 1100, height: 900 },
  },
});
