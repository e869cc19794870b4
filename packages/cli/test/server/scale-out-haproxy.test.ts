// docs/scaling.md, run: three `museum-mock --state` instances behind HAProxy, balancing on a
// consistent hash of the session (X-Museum-Session, or the museum-session cookie). 32 sessions
// buy in parallel through the balancer; each session's purchases land on one instance only, and
// no session sees another's. Then one instance is killed and started again on its state file.
// Needs Debian's `haproxy` (`.ci/run` installs it). Where it is missing the suite is skipped with a
// warning, except in CI (CI set), where a missing haproxy fails: CI must run this test.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import type { TicketConfirmation } from '@museum-api/core';
import { afterAll, describe, expect, it } from 'vitest';
import { basic, now, today } from '../../../mock/test/fixtures.ts';
import { type CliRun, killStartedClis, listeningUrl, startCli } from '../spawn-cli.ts';

const haproxy = findHaproxy();
const skipReason = 'haproxy is not installed (apt-get install haproxy; .ci/run installs it)';
const inCi = Boolean(process.env.CI);
if (haproxy === undefined && !inCi) {
  console.warn(`\n!!! scale-out behind HAProxy: SKIPPED, ${skipReason}\n`);
}

if (haproxy === undefined && inCi) {
  describe('scale-out behind HAProxy in CI', () => {
    it('finds haproxy, since CI never skips this suite', () => {
      expect.fail(`CI is set but ${skipReason}`);
    });
  });
}

let dir: string | undefined;
let balancer: ChildProcess | undefined;
afterAll(() => {
  balancer?.kill('SIGKILL');
  killStartedClis();
  if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(haproxy === undefined)('scale-out behind HAProxy', () => {
  it('keeps each of 32 sessions buying in parallel on one of three instances, and its state across a restart', async () => {
    dir = mkdtempSync(join(tmpdir(), 'museum-scale-'));
    const stateFile = (index: number) => join(dir as string, `mock-${index}.db`);
    const instance = (index: number, port = 0) =>
      startCli(['--port', String(port), '--state', stateFile(index), '--admin', '--quiet', '--clock', now]);
    const runs: CliRun[] = [instance(0), instance(1), instance(2)];
    const roots = (await Promise.all(runs.map(listeningUrl))).map((url) => url.replace(/\/v1\.1$/, ''));
    const port = await freePort();
    const config = join(dir, 'haproxy.cfg');
    writeFileSync(config, haproxyConfig(port, roots));
    const check = spawnSync(haproxy as string, ['-c', '-f', config], { encoding: 'utf8' });
    expect(check.status, check.stdout + check.stderr).toBe(0);
    balancer = spawn(haproxy as string, ['-db', '-f', config], { stdio: 'ignore' });
    const front = `http://127.0.0.1:${port}`;
    await waitFor(async () => (await fetch(`${front}/v1.1/openapi.json`)).ok);

    // 32 sessions, four purchases each, all in flight at once; half name their session with the
    // header, half with the cookie.
    const sessions = Array.from({ length: 32 }, (_, index) => `shopper-${index}`);
    const sessionHeaders = (session: string, index: number): Record<string, string> =>
      index % 2 === 0 ? { 'X-Museum-Session': session } : { Cookie: `museum-session=${session}` };
    const bought = await Promise.all(
      sessions.flatMap((session, index) =>
        [0, 1, 2, 3].map(async () => {
          const response = await fetch(`${front}/v1.1/tickets`, {
            method: 'POST',
            headers: {
              ...sessionHeaders(session, index),
              Authorization: basic(),
              'Content-Type': 'application/json',
            },
            body: JSON.stringify({
              ticketType: 'general',
              ticketDate: today,
              email: `${session}@example.com`,
            }),
          });
          expect(response.status).toBe(201);
          return { session, ticket: ((await response.json()) as TicketConfirmation).ticketId };
        }),
      ),
    );

    // Each instance's admin API: which sessions bought there, and with which e-mail.
    const journalOn = async (root: string, session: string) => {
      const response = await fetch(`${root}/__admin/journal?operation=buyMuseumTickets`, {
        headers: { 'X-Museum-Session': session },
      });
      return (await response.json()) as { requestBody: { email: string } }[];
    };
    const home = new Map<string, number>();
    for (const session of sessions) {
      const journals = await Promise.all(roots.map((root) => journalOn(root, session)));
      const holders = journals.flatMap((entries, index) => (entries.length > 0 ? [index] : []));
      expect(holders, `${session} is on instances ${holders}`).toHaveLength(1);
      const entries = journals[holders[0] as number] ?? [];
      expect(entries.map((entry) => entry.requestBody.email)).toEqual(
        Array(4).fill(`${session}@example.com`),
      );
      home.set(session, holders[0] as number);
    }
    // The hash spreads them: every instance holds some.
    expect(new Set(home.values()).size).toBe(3);
    // No cross-talk: a session reads its own tickets through the balancer, and not another's.
    for (const [index, { session, ticket }] of bought.entries()) {
      const other = sessions[(sessions.indexOf(session) + 1) % sessions.length] as string;
      const qr = (as: string) =>
        fetch(`${front}/v1.1/tickets/${ticket}/qr`, {
          headers: { 'X-Museum-Session': as, Authorization: basic() },
        }).then((response) => response.status);
      if (index % 4 === 0) {
        expect(await qr(session)).toBe(200);
        expect(await qr(other)).toBe(404);
      }
    }

    // An instance dies: its sessions get 503 from the balancer (no other instance takes them
    // over), the others carry on. Started again on its port and state file, its sessions have
    // their tickets back; the journal was per process.
    const victim = home.get('shopper-0') as number;
    const victimPort = Number(new URL(roots[victim] as string).port);
    runs[victim]?.child.kill('SIGKILL');
    await runs[victim]?.exit;
    const survivor = sessions.find((session) => home.get(session) !== victim) as string;
    const hours = (session: string) =>
      fetch(`${front}/v1.1/museum-hours`, {
        headers: { 'X-Museum-Session': session, Authorization: basic() },
      }).then((response) => response.status);
    expect(await hours('shopper-0')).toBe(503);
    expect(await hours(survivor)).toBe(200);
    const restarted = instance(victim, victimPort);
    await listeningUrl(restarted);
    await waitFor(async () => (await hours('shopper-0')) === 200);
    const ticket = bought.find((purchase) => purchase.session === 'shopper-0')?.ticket;
    const qr = await fetch(`${front}/v1.1/tickets/${ticket}/qr`, {
      headers: { 'X-Museum-Session': 'shopper-0', Authorization: basic() },
    });
    expect(qr.status).toBe(200);
    expect(await journalOn(roots[victim] as string, 'shopper-0')).toEqual([]);
  }, 60_000);
});

/**
 * The balancer of docs/scaling.md on `port` (loopback only), over `servers`: a consistent hash
 * of the session id, taken from the header or else the cookie.
 */
function haproxyConfig(port: number, servers: string[]): string {
  return `global
  maxconn 512

defaults
  mode http
  timeout connect 2s
  timeout client 20s
  timeout server 20s
  retries 1

frontend museum
  bind 127.0.0.1:${port}
  default_backend mocks

backend mocks
  # The session a request names: the X-Museum-Session header, else the museum-session cookie.
  http-request set-header X-Museum-Session %[req.cook(museum-session)] if !{ req.hdr(X-Museum-Session) -m found } { req.cook(museum-session) -m found }
  balance hdr(X-Museum-Session)
  hash-type consistent
${servers.map((root, index) => `  server mock${index} ${new URL(root).host}`).join('\n')}
`;
}

function findHaproxy(): string | undefined {
  const dirs = [...(process.env.PATH ?? '').split(delimiter), '/usr/sbin', '/usr/local/sbin'];
  return dirs.map((folder) => join(folder, 'haproxy')).find((path) => existsSync(path));
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(ready: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      if (await ready()) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`Not ready within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
