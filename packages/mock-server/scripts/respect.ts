// Runs the mock's Arazzo workflows (packages/mock/arazzo, beside the document they walk) with
// `redocly respect` against a freshly started server on a free loopback port, and exits with
// respect's status.
// Run: pnpm --filter @museum-api/mock-server run test:respect
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startMuseumServer } from '../src/index.ts';

const workflows = fileURLToPath(new URL('../../mock/arazzo/museum.arazzo.yaml', import.meta.url));

const server = await startMuseumServer({ port: 0, host: '127.0.0.1' });
let status = 1;
try {
  status = await new Promise<number>((resolve, reject) => {
    const child = spawn('redocly', ['respect', workflows, '--server', `museum=${server.url}`], {
      stdio: 'inherit',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    child.once('error', reject);
    child.once('exit', (code) => resolve(code ?? 1));
  });
} finally {
  await server.close();
}
process.exit(status);
