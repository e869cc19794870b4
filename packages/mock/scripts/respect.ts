// Runs the Arazzo workflows in arazzo/ with `redocly respect` against a freshly started
// standalone mock on a free loopback port, and exits with respect's status.
// Run: pnpm --filter @museum-api/mock run test:respect
import { spawn } from 'node:child_process';
import { startMuseumServer } from '@museum-api/mock/node';

const server = await startMuseumServer({ port: 0, host: '127.0.0.1' });
let status = 1;
try {
  status = await new Promise<number>((resolve, reject) => {
    const child = spawn(
      'redocly',
      ['respect', 'arazzo/museum.arazzo.yaml', '--server', `museum=${server.url}`],
      {
        stdio: 'inherit',
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      },
    );
    child.once('error', reject);
    child.once('exit', (code) => resolve(code ?? 1));
  });
} finally {
  await server.close();
}
process.exit(status);
