import { reactRouter } from '@react-router/dev/vite';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

const source = '@museum-api/source';

export default defineConfig({
  plugins: [reactRouter()],
  // Workspace packages run from their TypeScript source, so the app needs no build of them first.
  resolve: { conditions: [source, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [source, ...defaultServerConditions], externalConditions: [source] } },
  server: { host: '127.0.0.1' },
});
