import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from '../web/test/launch-chromium.ts';
import viteConfig from './vite.config.ts';

// Every story is a test: rendered in Debian's Chromium by vitest's browser mode, its `play`
// function run, on the real mock in msw's service worker (served by the msw plugin in
// vite.config.ts). Its own config, not a project of the root one: `pnpm run test:storybook`
// runs it beside the other checks.
export default mergeConfig(
  viteConfig,
  defineConfig({
    plugins: [storybookTest({ configDir: '.storybook' })],
    test: {
      name: 'storybook',
      browser: {
        enabled: true,
        headless: true,
        // Never a downloaded browser: Debian's Chromium with the flags the other browser suites use.
        provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
        instances: [{ browser: 'chromium' }],
      },
      // Two story files at a time, each page with its own service worker client and mocks.
      maxWorkers: 2,
      setupFiles: ['.storybook/vitest.setup.ts'],
      testTimeout: 30_000,
    },
  }),
);
