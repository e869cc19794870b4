import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import {
  authorization,
  listSearch,
  ourServerArgs,
  scenarioEvents,
  scenarioMockOptions,
} from '../fixtures/museum-scenario.ts';
import { type ChildServer, startChildServer } from '../harness/child-server.ts';
import { packageDir } from '../harness/package-paths.ts';
import { readOk } from '../harness/read-ok.ts';
import {
  formatNumber,
  formatRatio,
  markdownTable,
  type RunScale,
  type SuiteReport,
} from '../harness/report.ts';
import { load } from './server-throughput.ts';

const scales = {
  full: { events: 1_000, rounds: 3, warmupSeconds: 2, seconds: 4, amount: undefined, idleSessions: 1_000 },
  smoke: { events: 50, rounds: 1, warmupSeconds: 0, seconds: 1, amount: 20, idleSessions: 20 },
} satisfies Record<RunScale, object>;

/** Target from the admin-API issue: a session costs at most 10% of GET-by-id throughput. */
const sessionTarget = 0.9;

/**
 * Sessions on the standalone server: `GET /special-events/{eventId}` with and without an
 * `X-Museum-Session` header, in interleaved rounds against one `museum-mock` process (the same
 * data in both: a session is seeded from the server's seed), and the heap an idle session holds,
 * measured in this process after garbage collection with 1,000 sessions of the default seed.
 */
export async function runServerSessions(scale: RunScale): Promise<SuiteReport> {
  const { events, rounds, warmupSeconds, seconds, amount, idleSessions } = scales[scale];
  const cli = path.join(packageDir('@museum-api/cli'), 'dist/cli.js');
  if (!existsSync(cli)) throw new Error(`${cli} is missing: build the packages first (pnpm build)`);
  const scratch = await mkdtemp(path.join(tmpdir(), 'museum-bench-sessions-'));
  let server: ChildServer | undefined;
  try {
    const seedFile = path.join(scratch, 'seed.json');
    await writeFile(seedFile, JSON.stringify(scenarioEvents(events)));
    server = await startChildServer({
      command: process.execPath,
      args: ourServerArgs(cli, seedFile),
      url: /listening on (http:\/\/\S+)/,
      probePath: '/museum-hours',
      probeHeaders: { Authorization: authorization },
    });
    const session = { 'X-Museum-Session': 'bench-worker-1' };
    // The session's own copy of the seed: the same first event, fetched through the session.
    const [event] = (await readOk(
      await fetch(`${server.url}/special-events${listSearch}`, {
        headers: { Authorization: authorization, ...session },
      }),
      'json',
    )) as { eventId: string }[];
    if (!event) throw new Error('The session listed no events');
    const url = `${server.url}/special-events/${event.eventId}`;
    const run = (headers: Record<string, string>, duration: number) =>
      load(url, 'GET', undefined, duration, amount, headers);
    if (warmupSeconds > 0) {
      await run({}, warmupSeconds);
      await run(session, warmupSeconds);
    }
    const without: number[] = [];
    const within: number[] = [];
    for (let round = 0; round < rounds; round++) {
      // Alternate which goes first, so a drift of the machine weighs on both alike.
      const order = round % 2 === 0 ? [false, true] : [true, false];
      for (const inSession of order) {
        const result = await run(inSession ? session : {}, seconds);
        if (result.failed > 0) throw new Error(`${result.failed} failed requests`);
        (inSession ? within : without).push(result.requestsPerSecond);
      }
    }
    const median = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
    const ratio = median(within) / median(without);
    const perSession = await heapPerIdleSession(idleSessions);
    return {
      id: 'server-sessions',
      title: 'Server sessions (`X-Museum-Session`)',
      markdown: [
        `\`GET /special-events/{eventId}\` on one \`museum-mock\` process holding ${events.toLocaleString('en-US')} events, autocannon with 10 connections, ${rounds} interleaved rounds of ${seconds} s each way after a ${warmupSeconds} s warm-up; medians.`,
        '',
        markdownTable(
          ['request', '>req/s (median)', '>rounds', '>vs no session'],
          [
            [
              'no session header (default session)',
              formatNumber(median(without)),
              without.map((v) => formatNumber(v)).join(' / '),
              '1.00x',
            ],
            [
              '`X-Museum-Session: bench-worker-1`',
              formatNumber(median(within)),
              within.map((v) => formatNumber(v)).join(' / '),
              formatRatio(ratio),
            ],
          ],
        ),
        '',
        `Heap held by an idle session of the default seed (8 events, 2 tickets, an empty journal), after garbage collection, with ${idleSessions.toLocaleString('en-US')} sessions in one server: **${(perSession / 1024).toFixed(1)} KiB per session** (${((perSession * idleSessions) / 1024 / 1024).toFixed(1)} MiB for all of them).`,
      ].join('\n'),
      targets: [
        {
          target: `GET by id in a session within 10% of no session (at least ${sessionTarget}x)`,
          met: ratio >= sessionTarget,
          measured: formatRatio(ratio),
        },
      ],
    };
  } finally {
    await server?.stop();
    await rm(scratch, { recursive: true, force: true });
  }
}

/** Bytes of heap per idle session: the heap with `count` sessions minus the heap with none. */
async function heapPerIdleSession(count: number): Promise<number> {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as () => void;
  const { startMuseumServer } = (await import(
    '@museum-api/mock-server'
  )) as typeof import('@museum-api/mock-server');
  const server = await startMuseumServer({
    port: 0,
    clock: scenarioMockOptions.clock,
    randomSeed: 'sessions',
    maxSessions: count,
  });
  try {
    const settle = () => {
      for (let i = 0; i < 3; i++) gc();
      return process.memoryUsage().heapUsed;
    };
    const before = settle();
    for (let i = 0; i < count; i++) server.session(`idle-${i}`);
    const after = settle();
    if (server.sessionIds().length !== count) throw new Error('Sessions were dropped while measuring');
    return (after - before) / count;
  } finally {
    await server.close();
  }
}
