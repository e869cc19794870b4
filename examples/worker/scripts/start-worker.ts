// `pnpm --dir examples/worker start`: the bundled worker under workerd on PORT (default 8787),
// its sessions' state in MUSEUM_STATE_DIR (default .museum-state), until Ctrl-C.
import { serveLocally } from '../src/serve-locally.ts';

const port = Number(process.env.PORT ?? 8787);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`PORT must be a whole number from 0 to 65535; got "${process.env.PORT}"`);
  process.exit(2);
}
const worker = await serveLocally({ port, stateDir: process.env.MUSEUM_STATE_DIR ?? '.museum-state' });
console.log(worker.url);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void worker.close().then(() => process.exit(0)));
}
