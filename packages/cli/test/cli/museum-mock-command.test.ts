// The museum-mock CLI as a user runs it: a child process on Node, talking over real HTTP.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { basic, newEvent } from '../../../mock/test/fixtures.ts';
import { killStartedClis, listeningUrl, startCli } from '../spawn-cli.ts';

afterEach(killStartedClis);

describe('museum-mock CLI', () => {
  it('prints its URL, serves the API with the given flags, logs requests and exits 0 on SIGTERM', async () => {
    const run = startCli([
      '--port',
      '0',
      '--auth',
      'curator:dino',
      '--clock',
      '2026-12-01',
      '--random-seed',
      '7',
      '--latency',
      '5-10',
    ]);
    const url = await listeningUrl(run);
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1\.1$/);
    const denied = await fetch(`${url}/special-events`, { headers: { Authorization: basic('x', 'y') } });
    expect(denied.status).toBe(401);
    const listed = await fetch(`${url}/special-events`, {
      headers: { Authorization: basic('curator', 'dino') },
    });
    expect(listed.status).toBe(200);
    expect(((await listed.json()) as { dates: string[] }[])[0]?.dates).toContain('2026-12-01');
    run.child.kill('SIGTERM');
    expect(await run.exit).toBe(0);
    expect(run.output()).toContain('GET /v1.1/special-events 200');
    expect(run.output()).toContain('stopped');
  }, 30_000);

  it('stops cleanly on SIGINT too', async () => {
    const run = startCli(['--port', '0', '--quiet', '--seed-file', 'empty']);
    await listeningUrl(run);
    run.child.kill('SIGINT');
    expect(await run.exit).toBe(0);
    // Checked after exit: the summary line may arrive in a later chunk than the URL line.
    expect(run.output()).toContain('0 events');
  }, 30_000);

  it('serves the admin API with --admin, names its URL, and tags session requests in the log', async () => {
    const run = startCli([
      '--port',
      '0',
      '--admin',
      '--admin-token',
      'ci-token',
      '--clock',
      '2026-12-01T10:00:00Z',
    ]);
    const url = await listeningUrl(run);
    const origin = new URL(url).origin;
    const deadline = Date.now() + 5000;
    while (!run.output().includes('admin API at') && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
    expect(run.output()).toContain(
      `admin API at ${origin}/__admin (Bearer token required); dashboard at ${origin}/__admin/`,
    );
    const advance = (token: string) =>
      fetch(`${origin}/__admin/clock/advance`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
          'X-Museum-Session': 'cli',
        },
        body: JSON.stringify({ days: 1 }),
      });
    expect((await advance('wrong')).status).toBe(401);
    const moved = await advance('ci-token');
    expect(await moved.json()).toEqual({ now: '2026-12-02T10:00:00.000Z' });
    await fetch(`${url}/museum-hours`, {
      headers: { Authorization: basic('a', 'b'), 'X-Museum-Session': 'cli' },
    });
    run.child.kill('SIGTERM');
    expect(await run.exit).toBe(0);
    expect(run.output()).toMatch(/GET \/v1\.1\/museum-hours 200 \d+ms \[cli\]/);
  }, 30_000);

  it('refuses to start the admin API off loopback without a token, in one line, exit 1', async () => {
    const run = startCli(['--port', '0', '--host', '0.0.0.0', '--admin']);
    expect(await run.exit).toBe(1);
    expect(run.output()).not.toContain('listening');
    expect(run.errors().trim().split('\n')[0]).toMatch(/admin API on 0\.0\.0\.0 .*needs an admin token/);
  }, 30_000);

  it('serves the events of a --seed-file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'museum-mock-'));
    const file = join(dir, 'seed.json');
    writeFileSync(file, JSON.stringify([newEvent({ name: 'From the file', dates: ['2026-12-02'] })]));
    const run = startCli([
      '--port',
      '0',
      '--seed-file',
      file,
      '--clock',
      '2026-12-01T12:00:00Z',
      '--no-auth',
    ]);
    const url = await listeningUrl(run);
    const events = (await (await fetch(`${url}/special-events`)).json()) as { name: string }[];
    expect(events.map((event) => event.name)).toEqual(['From the file']);
    run.child.kill('SIGTERM');
    expect(await run.exit).toBe(0);
  }, 30_000);

  it.each([
    [['--port', 'eighty'], /--port must be a whole number/],
    [['--colour', 'red'], /Unknown option '--colour'/],
    [['--latency', '9-3'], /--latency must be/],
    [['--clock', 'yesterday'], /--clock must be an instant/],
    [['--auth', 'nocolon'], /--auth must be user:password/],
    [['--seed-file', '/nonexistent/seed.json'], /cannot read the file/],
  ])(
    'exits 2 with a clear message for %j',
    async (args, message) => {
      const run = startCli(args);
      expect(await run.exit).toBe(2);
      expect(run.errors()).toMatch(message);
      expect(run.errors()).toContain('--help');
    },
    30_000,
  );

  it('exits 2 naming the bad entry of an invalid --seed file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'museum-mock-'));
    const file = join(dir, 'seed.json');
    writeFileSync(file, JSON.stringify({ events: [newEvent({ price: -1 })] }));
    const run = startCli(['--port', '0', '--seed-file', file]);
    expect(await run.exit).toBe(2);
    expect(run.errors()).toContain('seed.events.0.price');
    const broken = join(dir, 'broken.json');
    writeFileSync(broken, '{ "events": [');
    const second = startCli(['--seed-file', broken]);
    expect(await second.exit).toBe(2);
    expect(second.errors()).toContain('not valid JSON');
  }, 30_000);

  it('prints usage for --help and exits 0', async () => {
    const run = startCli(['--help']);
    expect(await run.exit).toBe(0);
    expect(run.output()).toContain('Usage: museum-mock');
    expect(run.output()).toContain('--latency');
  }, 30_000);
});
