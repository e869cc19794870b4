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
  // The page imports `virtual:msw`, which Vite's dependency scan cannot follow; without this, a cold
  // start finds `msw/browser` only when the page asks for the mock, re-optimizes, and the page's
  // dynamic import of the mock fails with 504 "Outdated Optimize Dep" (no reload follows one).
  optimizeDeps: { include: ['msw/browser'] },
  server: { host: '127.0.0.1' },
});
