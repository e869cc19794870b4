// `pnpm run build`: dist/deno-server.js and dist/bun-server.js, each the handler with the mock inside.
import { bundleServers } from '../src/runtime-servers.ts';

await bundleServers();
