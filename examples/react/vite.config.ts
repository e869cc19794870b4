import { msw } from 'msw/vite';
import { defaultClientConditions, defineConfig } from 'vite';

export default defineConfig({
  // 'worker-only': the plugin serves mockServiceWorker.js (and emits it in builds), while the app
  // starts the Museum mock's own worker setup; no generated worker file is committed.
  plugins: [msw({ mode: 'worker-only' })],
  // JSX with React's automatic runtime; Vite's own transform does it, no React plugin needed
  // (the cost: no fast refresh, a full reload on each edit).
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  // Workspace packages run from their TypeScript source, so the app needs no build of them first.
  resolve: { conditions: ['@museum-api/source', ...defaultClientConditions] },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
});
