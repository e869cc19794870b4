// `pnpm run build`: dist/worker.js, what Miniflare and `wrangler deploy` run.
import { bundleWorker } from '../src/bundle-worker.ts';

await bundleWorker();
