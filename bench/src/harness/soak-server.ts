// The soak's server: the built `startMuseumServer` in a process started with `--expose-gc`, so the
// soak can ask for a full collection (SIGUSR2) and read what stays alive apart from the garbage
// V8 has not collected yet. Prints `listening on <url>` once up, and `memory <json>` after each
// collection. Options come as JSON in argv[2]; loopback only.
import { startMuseumServer } from '@museum-api/mock-server';

const gc = (globalThis as { gc?: () => void }).gc;
if (gc === undefined) throw new Error('soak-server needs node --expose-gc');
const server = await startMuseumServer({
  ...JSON.parse(process.argv[2] ?? '{}'),
  host: '127.0.0.1',
  port: 0,
});
process.on('SIGUSR2', () => {
  gc();
  const { rss, heapUsed, heapTotal } = process.memoryUsage();
  console.log(`memory ${JSON.stringify({ rss, heapUsed, heapTotal })}`);
});
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
console.log(`listening on ${server.url}`);
