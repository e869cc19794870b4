// `museum-mock --proxy` as a user runs it: child processes on 127.0.0.1, over real HTTP.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { basic } from '../../../mock/test/fixtures.ts';
import { closeServers, rawServer } from '../../../mock-server/test/proxy/upstreams.ts';
import { killStartedClis, listeningUrl, startCli } from '../spawn-cli.ts';

afterEach(killStartedClis);
afterAll(closeServers);

const clock = ['--clock', '2026-12-01T10:00:00Z'];

async function get(url: string): Promise<Response> {
  return fetch(url, { headers: { Authorization: basic() }, signal: AbortSignal.timeout(5_000) });
}

describe('museum-mock --proxy', () => {
  it('records what the upstream returned as a seed that --seed loads, written on SIGTERM', async () => {
    const upstream = startCli(['--port', '0', ...clock, '--random-seed', 'upstream', '--quiet']);
    const upstreamUrl = await listeningUrl(upstream);
    const file = join(mkdtempSync(join(tmpdir(), 'museum-record-')), 'recorded.json');
    const proxy = startCli([
      '--port',
      '0',
      ...clock,
      '--proxy',
      upstreamUrl,
      '--answer-locally',
      'getMuseumHours',
      '--record',
      file,
    ]);
    const proxyUrl = await listeningUrl(proxy);
    expect(proxy.output()).toContain(`to ${upstreamUrl}`);

    const window = '?startDate=2026-12-01&endDate=2027-03-01&limit=30';
    const listed = (await (await get(`${proxyUrl}/special-events${window}`)).json()) as { eventId: string }[];
    expect(listed.length).toBeGreaterThan(0);
    const bought = await fetch(`${proxyUrl}/tickets`, {
      method: 'POST',
      headers: { Authorization: basic(), 'Content-Type': 'application/json' },
      body: JSON.stringify({ ticketType: 'general', ticketDate: '2026-12-02', email: 'ada@example.test' }),
      signal: AbortSignal.timeout(5_000),
    });
    expect(bought.status).toBe(201);
    expect((await get(`${proxyUrl}/museum-hours`)).status).toBe(200);
    proxy.child.kill('SIGTERM');
    expect(await proxy.exit).toBe(0);
    expect(proxy.output()).toContain('2 exchanges with the upstream; none broke the contract');
    expect(proxy.output()).toMatch(/recorded \d+ events and 1 tickets/);
    expect(`${proxy.output()}${proxy.errors()}`).not.toContain(basic().slice(6));

    const seed = JSON.parse(readFileSync(file, 'utf8')) as {
      events: { eventId: string }[];
      tickets: unknown[];
    };
    expect(seed.events.map((event) => event.eventId).sort()).toEqual(
      listed.map((event) => event.eventId).sort(),
    );
    expect(seed.tickets).toHaveLength(1);

    const replay = startCli(['--port', '0', ...clock, '--seed-file', file, '--quiet']);
    const replayUrl = await listeningUrl(replay);
    const replayed = await (await get(`${replayUrl}/special-events${window}`)).json();
    expect(replayed).toEqual(listed);
  }, 40_000);

  it('logs a contract violation, sums it up on stop, and with --proxy-strict answers 502', async () => {
    // A backend that answers HTML where the contract says JSON.
    const upstream = await rawServer(() => ({
      status: 200,
      headers: { 'Content-Type': 'text/html' },
      body: '<p>',
    }));
    const upstreamUrl = upstream.url;
    const lenient = startCli(['--port', '0', '--proxy', upstreamUrl, '--quiet']);
    const lenientUrl = await listeningUrl(lenient);
    expect((await get(`${lenientUrl}/museum-hours`)).status).toBe(200);
    const strict = startCli(['--port', '0', '--proxy', upstreamUrl, '--proxy-strict', '--quiet']);
    const strictUrl = await listeningUrl(strict);
    expect((await get(`${strictUrl}/museum-hours`)).status).toBe(502);
    lenient.child.kill('SIGTERM');
    expect(await lenient.exit).toBe(0);
    expect(lenient.errors()).toContain('contract violation (media-type)');
    expect(lenient.output()).toContain('1 exchanges with the upstream; 1 broke the contract (media-type ×1)');
  }, 40_000);

  it('refuses proxy flags without --proxy, and unknown operations, as usage errors', async () => {
    const run = startCli(['--port', '0', '--answer-locally', 'getMuseumHours']);
    expect(await run.exit).toBe(2);
    expect(run.errors()).toContain('--answer-locally needs --proxy');
    const unknown = startCli(['--port', '0', '--proxy', 'http://127.0.0.1:9/v1.1', '--proxy-only', 'nope']);
    expect(await unknown.exit).toBe(2);
    expect(unknown.errors()).toContain('unknown operations: nope');
  }, 20_000);
});
