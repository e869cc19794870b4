// PORT and MUSEUM_MOCK_ADMIN_TOKEN as the CLI's process reads them: set in a child's environment,
// with a flag winning over each and each winning over the config file.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { killStartedClis, listeningUrl, startCli } from '../spawn-cli.ts';

afterEach(killStartedClis);

/** A port free a moment ago: the system picks it, then lets it go for the CLI to take. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function configDir(config: object): string {
  const dir = mkdtempSync(join(tmpdir(), 'museum-mock-env-'));
  writeFileSync(join(dir, 'museum-mock.config.json'), JSON.stringify(config));
  return dir;
}

async function advanceClock(origin: string, token: string | undefined): Promise<number> {
  const response = await fetch(`${origin}/__admin/clock/advance`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token === undefined ? {} : { Authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify({ days: 1 }),
  });
  return response.status;
}

describe('the environment of museum-mock', () => {
  it("listens on PORT, over the config file's port", async () => {
    const [port, filePort] = [await freePort(), await freePort()];
    const run = startCli(['--quiet'], configDir({ port: filePort }), { PORT: String(port) });
    expect(new URL(await listeningUrl(run)).port).toBe(String(port));
  }, 30_000);

  it('lets --port win over PORT', async () => {
    const port = await freePort();
    const run = startCli(['--port', '0', '--quiet'], undefined, { PORT: String(port) });
    expect(new URL(await listeningUrl(run)).port).not.toBe(String(port));
  }, 30_000);

  it('exits 2 naming PORT when it is no port', async () => {
    const run = startCli(['--quiet'], undefined, { PORT: 'http' });
    expect(await run.exit).toBe(2);
    expect(run.errors()).toContain(
      'museum-mock: PORT (from the environment) must be a whole number from 0 to 65535, got "http"',
    );
  }, 30_000);

  it('guards the admin API with MUSEUM_MOCK_ADMIN_TOKEN, which stays out of the command line', async () => {
    const token = 'env-token-7f3a';
    const run = startCli(['--port', '0', '--admin', '--quiet'], undefined, {
      MUSEUM_MOCK_ADMIN_TOKEN: token,
    });
    const origin = new URL(await listeningUrl(run)).origin;
    expect(await advanceClock(origin, undefined)).toBe(401);
    expect(await advanceClock(origin, 'wrong')).toBe(401);
    expect(await advanceClock(origin, token)).toBe(200);
    // What `ps` shows of the process: its arguments, without the token.
    const commandLine = readFileSync(`/proc/${run.child.pid}/cmdline`, 'utf8');
    expect(commandLine).toContain('--admin');
    expect(commandLine).not.toContain(token);
  }, 30_000);

  it("lets --admin-token win over MUSEUM_MOCK_ADMIN_TOKEN, and that over the config file's", async () => {
    const dir = configDir({ admin: true, adminToken: 'from-file' });
    const fromEnv = startCli(['--port', '0', '--quiet'], dir, { MUSEUM_MOCK_ADMIN_TOKEN: 'from-env' });
    const envOrigin = new URL(await listeningUrl(fromEnv)).origin;
    expect(await advanceClock(envOrigin, 'from-file')).toBe(401);
    expect(await advanceClock(envOrigin, 'from-env')).toBe(200);
    const fromFlag = startCli(['--port', '0', '--quiet', '--admin-token', 'from-flag'], dir, {
      MUSEUM_MOCK_ADMIN_TOKEN: 'from-env',
    });
    const flagOrigin = new URL(await listeningUrl(fromFlag)).origin;
    expect(await advanceClock(flagOrigin, 'from-env')).toBe(401);
    expect(await advanceClock(flagOrigin, 'from-flag')).toBe(200);
  }, 30_000);

  it('ignores MUSEUM_MOCK_ADMIN_TOKEN without the admin API, and refuses it empty with it', async () => {
    const off = startCli(['--port', '0', '--quiet'], undefined, { MUSEUM_MOCK_ADMIN_TOKEN: 'unused' });
    const origin = new URL(await listeningUrl(off)).origin;
    expect((await fetch(`${origin}/__admin/clock`)).status).toBe(404);
    const empty = startCli(['--port', '0', '--admin'], undefined, { MUSEUM_MOCK_ADMIN_TOKEN: '' });
    expect(await empty.exit).toBe(2);
    expect(empty.errors()).toContain('MUSEUM_MOCK_ADMIN_TOKEN is set but empty; set a token or unset it');
  }, 30_000);
});
