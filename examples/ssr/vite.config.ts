import { msw } from 'msw/vite';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

const source = '@museum-api/source';

export default defineConfig({
  // msw's plugin in its default mode: `virtual:msw` gives each environment its network (the
  // service worker in the page, interceptors in the server rendering), and the worker script is
  // served in development and emitted only beside a bundle that imports `virtual:msw`.
  plugins: [msw()],
  // Workspace packages run from their TypeScript source, so the app needs no build of them first.
  resolve: { conditions: [source, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [source, ...defaultServerConditions], externalConditions: [source] } },
  build: { outDir: 'dist/client' },
  server: { host: '127.0.0.1' },
});
