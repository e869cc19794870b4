import type { StorybookConfig } from '@storybook/react-vite';

// Storybook builds on this example's vite.config.ts: msw's plugin serves mockServiceWorker.js
// (and emits it into storybook-static), workspace packages run from source, JSX as in the app.
const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx'],
  framework: '@storybook/react-vite',
  addons: ['@storybook/addon-vitest'],
  // Stories need no props table; react-docgen was most of the build's time.
  typescript: { reactDocgen: false },
  // No telemetry calls home from CI or a developer's machine.
  core: { disableTelemetry: true },
};

export default config;
