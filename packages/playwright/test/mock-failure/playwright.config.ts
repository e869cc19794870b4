import { defineConfig } from '@playwright/test';
import type { MuseumMockFixtures } from '../../src/index.ts';
import { failingServerVariable } from './failing-server-variable.ts';

// The inner suite of mock-failure-fails-the-test.test.ts: one spec whose body passes while the
// mock fails under it, in both of the fixture's modes. Only the fixture can fail it.
export default defineConfig<MuseumMockFixtures>({
  testDir: '.',
  testMatch: '*.e2e.ts',
  projects: [
    { name: 'in-process' },
    {
      name: 'server',
      use: { museumMock: { mode: 'server', url: process.env[failingServerVariable] ?? '' } },
    },
  ],
  workers: 1,
  timeout: 60_000,
  outputDir: '../../test-results/mock-failure',
  use: {
    browserName: 'chromium',
    // Debian's Chromium, never a downloaded browser (the web example's flags).
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
