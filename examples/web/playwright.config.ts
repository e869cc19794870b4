import type { MuseumMockFixtures } from '@museum-api/playwright';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './test/launch-chromium.ts';
import { setupVariables } from './test/serve-app-for-playwright.ts';

// Unset while the runner first reads this file; each worker reads it again after the global
// setup has started the server and the apps and set the variables.
const { [setupVariables.app]: appUrl, [setupVariables.serverApp]: serverAppUrl } = process.env;
const server = { mode: 'server', url: process.env[setupVariables.server] ?? '' } as const;

// The browser suite on `@museum-api/playwright`, in both of the fixture's modes: every test
// gets its own mock, in the test process (`web`) or as a session of the standalone server the
// global setup starts (`web-server`). The vitest suite (test/visitor-journey.test.ts) keeps
// covering the mock's service worker in the browser; the suites share the Chromium flags.
export default defineConfig<MuseumMockFixtures>({
  projects: [
    { name: 'web', testDir: 'test', use: { baseURL: appUrl } },
    // The specs that hold in either mode, again against the server: only the mode differs.
    {
      name: 'web-server',
      testDir: 'test',
      testMatch: 'visitor-on-either-mock.e2e.ts',
      use: { baseURL: serverAppUrl, museumMock: server },
    },
    // The Playwright package README's blocks, run against this app so the README shows specs
    // that pass (examples/readme keeps the README equal to the files).
    {
      name: 'readme',
      testDir: '../readme/src/snippets',
      testMatch: 'playwright-quickstart.e2e.ts',
      use: { baseURL: appUrl },
    },
    {
      name: 'readme-server',
      testDir: '../readme/src/snippets',
      testMatch: 'playwright-server.e2e.ts',
      use: { baseURL: serverAppUrl },
    },
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
    browserName: 'chromium',
    // Never a downloaded browser: Debian's Chromium, with the flags the vitest suite uses.
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    viewport: { width: 1100, height: 900 },
  },
});
