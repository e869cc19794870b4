import type { MswApi } from '../msw/msw-runtime.ts';

/**
 * msw's `http` and `bypass` for Node's entry. msw 3 has them in narrow entries, a few modules
 * beside what `msw/node` loads; its root entry would load every handler kind (GraphQL, WebSocket,
 * SSE) as well, about a twentieth of the mock's import (BENCHMARKS.md, "the mock's import"). msw 2
 * has no such entries, and its `msw/node` loads its root anyway. The CommonJS build, which cannot
 * wait at the top, takes `msw-api-commonjs.ts` instead (scripts/bundle.ts).
 */
export const mswApi: MswApi = await import('msw/http').then(
  ({ http }) => ({
    http,
    // Loaded when a proxied operation or a webhook delivery first sends: a first test does neither.
    bypass: async (...args) => (await import('msw/utils/bypass')).bypass(...args),
  }),
  // msw 2. Should its root fail too, that error is the one to see.
  () => import('msw'),
);
