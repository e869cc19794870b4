// The main job (`pnpm start` at the repository root): starts the Museum mock as a standalone HTTP
// server in this process and runs the tour against it with the client, over real HTTP.
//   node --conditions=@museum-api/source src/main.ts [--base-url <url>] [--out-dir <dir>]
// With --base-url the tour runs against that API instead (say `npx museum-mock` in another shell).
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createMuseumClient } from '@museum-api/client';
import { startMuseumServer } from '@museum-api/mock-server';
import { runMuseumTour } from './museum-tour.ts';

const { values } = parseArgs({
  options: {
    'base-url': { type: 'string' },
    'out-dir': { type: 'string', default: fileURLToPath(new URL('../out', import.meta.url)) },
  },
});

const server = values['base-url'] ? undefined : await startMuseumServer();
const baseUrl = values['base-url'] ?? server?.url ?? '';
console.log(server ? `Museum mock listening on ${baseUrl}` : `Using the Museum API at ${baseUrl}`);

try {
  const client = createMuseumClient({
    baseUrl,
    credentials: { username: 'front-desk', password: 'opensesame' },
  });
  await runMuseumTour(client, { outputDir: values['out-dir'], log: (line) => console.log(line) });
  if (server) console.log(`The mock handled ${server.mock.journal.size} requests. Done.`);
} finally {
  await server?.close();
}
