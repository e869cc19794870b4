import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './test/launch-chromium.ts';

// The browser suite on `@museum-api/mock/playwright`: every test gets its own mock in the test
// process. The vitest suite (test/visitor-journey.test.ts) keeps covering the mock's service
// worker in the browser; the two suites share the app server recipe and the Chromium flags.
export default defineConfig({
  testDir: 'test',
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
    browserName: 'chromium',
    // Never a downloaded browser: Debian's Chromium, with the flags the vitest suite uses.
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    viewport: { width: 1100, height: 900 },
  },
});
