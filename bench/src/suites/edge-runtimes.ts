import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  bundleServers,
  type Runtime,
  runtimeProblem,
  serverCommand,
} from '@museum-api/example-deno-bun/src/runtime-servers.ts';
import { bundleWorker } from '@museum-api/example-worker/src/bundle-worker.ts';
import { serveLocally } from '@museum-api/example-worker/src/serve-locally.ts';
import { authorization, purchaseBody, scenarioMockOptions } from '../fixtures/museum-scenario.ts';
import { startChildServer } from '../harness/child-server.ts';
import { packageDir } from '../harness/package-paths.ts';
import { readOk } from '../harness/read-ok.ts';
import {
  formatNumber,
  formatRatio,
  markdownTable,
  type RunScale,
  type SuiteReport,
} from '../harness/report.ts';
import { median } from '../harness/stats.ts';
import { type Load, load } from './server-throughput.ts';

const scales = {
  full: { starts: 5, sessions: 9, warmupSeconds: 2, seconds: 5, amount: undefined },
  smoke: { starts: 1, sessions: 1, warmupSeconds: 0, seconds: 1, amount: 20 },
} satisfies Record<RunScale, object>;

/** A server of the mock on one runtime, its API at `url` (1.1), and how long it took to answer. */
interface Started {
  url: string;
  /** Milliseconds from asking for the server (a new process) to its first answer, read. */
  coldMs: number;
  stop(): Promise<void>;
}

interface Contender {
  key: 'node' | 'workerd' | Runtime;
  label: string;
  start(): Promise<Started>;
}

const probe = '/museum-hours';
const headers = { Authorization: authorization };

/** Milliseconds to the first answer of each of `count` new sessions on a running server. */
async function newSessions(url: string, count: number): Promise<number[]> {
  const times: number[] = [];
  for (let index = 0; index < count; index++) {
    const begun = performance.now();
    const session = { ...headers, 'X-Museum-Session': `bench-${index}-${Date.now()}` };
    await readOk(await fetch(`${url}${probe}`, { headers: session }), 'json');
    times.push(performance.now() - begun);
  }
  return times;
}

/**
 * The mock beside the Node server on the other runtimes its one `fetch` handler serves: under
 * workerd as `examples/worker` (Miniflare from npm, a Durable Object per session, every change
 * put in the object's SQLite storage), and under Deno and Bun as `examples/deno-bun` (each from
 * its npm package, sessions in memory). Cold start: from asking for a server (a new process) to
 * its first answer; a new session's first answer on a running server (on workerd, a new
 * Durable Object); then requests per second under autocannon, the same three operations.
 *
 * @example
 * ```ts
 * const report = await runEdgeRuntimes('smoke');
 * ```
 */
export async function runEdgeRuntimes(scale: RunScale): Promise<SuiteReport> {
  const { starts, sessions, warmupSeconds, seconds, amount } = scales[scale];
  const cli = path.join(packageDir('@museum-api/cli'), 'dist/cli.js');
  if (!existsSync(cli)) throw new Error(`${cli} is missing: build the packages first (pnpm build)`);
  const options = { ...scenarioMockOptions, admin: true };
  const childStart = (command: string, args: string[], env?: NodeJS.ProcessEnv) => async () => {
    const server = await startChildServer({
      command,
      args,
      ...(env === undefined ? {} : { env }),
      url: /listening on (http:\/\/127\.0\.0\.1:\d+)/,
      probePath: `/v1.1${probe}`,
      probeHeaders: headers,
      timeoutMs: 30_000,
    });
    return { url: `${server.url}/v1.1`, coldMs: server.readyMs, stop: () => server.stop() };
  };
  const contenders: Contender[] = [
    {
      key: 'node',
      label: 'Node (`museum-mock`, a new process)',
      start: childStart(process.execPath, [
        cli,
        '--port',
        '0',
        '--clock',
        options.clock,
        '--random-seed',
        options.randomSeed,
        '--quiet',
      ]),
    },
    {
      key: 'workerd',
      label: 'workerd (`examples/worker` through Miniflare: a new workerd process)',
      start: async () => {
        const begun = performance.now();
        const worker = await serveLocally({ mockOptions: scenarioMockOptions });
        await readOk(await fetch(`${worker.url}${probe}`, { headers }), 'json');
        return { url: worker.url, coldMs: performance.now() - begun, stop: () => worker.close() };
      },
    },
  ];
  const missing: string[] = [];
  for (const runtime of ['deno', 'bun'] as const) {
    const problem = runtimeProblem(runtime);
    if (problem !== undefined) missing.push(problem);
    else {
      const { command, args, env } = serverCommand(runtime, options);
      contenders.push({
        key: runtime,
        label: `${runtime === 'deno' ? 'Deno `Deno.serve`' : 'Bun `Bun.serve`'} (\`examples/deno-bun\`, a new process)`,
        start: childStart(command, args, env),
      });
    }
  }
  await bundleWorker();
  await bundleServers();

  // Cold starts interleaved round by round, so a busy moment of the machine hits every runtime;
  // the last round's servers stay up for the load.
  const coldMs = new Map(contenders.map(({ key }) => [key, [] as number[]]));
  const running = new Map<Contender['key'], Started>();
  const rows = [];
  const targets = [];
  try {
    for (let round = 0; round < starts; round++) {
      for (const contender of contenders) {
        const server = await contender.start();
        coldMs.get(contender.key)?.push(server.coldMs);
        if (round < starts - 1) await server.stop();
        else running.set(contender.key, server);
      }
    }
    let nodeGet: Load | undefined;
    for (const contender of contenders) {
      const server = running.get(contender.key) as Started;
      const sessionMs = median(await newSessions(server.url, sessions));
      const loads = await loadOperations(server.url, warmupSeconds, seconds, amount);
      await server.stop();
      running.delete(contender.key);
      const [list, get, buy] = loads;
      nodeGet ??= get;
      const failed = loads.reduce((sum, { failed: count }) => sum + count, 0);
      const total = loads.reduce((sum, { total: count }) => sum + count, 0);
      targets.push({
        target: `${contender.key}: answers every request of the load (no error, no non-2xx)`,
        met: failed === 0 && total > 0,
        measured: `${failed} failed of ${total}`,
      });
      rows.push([
        contender.label,
        formatNumber(median(coldMs.get(contender.key) ?? [])),
        formatNumber(sessionMs),
        ...[list, get, buy].map(({ requestsPerSecond }) => formatNumber(requestsPerSecond)),
        formatRatio(get.requestsPerSecond / nodeGet.requestsPerSecond),
      ]);
    }
  } finally {
    await Promise.all([...running.values()].map((server) => server.stop()));
  }

  return {
    id: 'edge-runtimes',
    title: 'The mock on workerd, Deno and Bun beside the Node server',
    markdown: [
      `One \`fetch\` handler on each runtime, with the same options (fixed clock, random seed, the default seed). **Cold start**: from asking for a server (a new process; the child processes polled every 20 ms for their address) to its first answer, median of ${starts}, the runtimes interleaved. **New session**: a request naming a new \`X-Museum-Session\` on a running server, median of ${sessions} (on workerd a new Durable Object, which reads its storage first). Then autocannon, 10 connections, ${seconds} s per operation${warmupSeconds > 0 ? ` after ${warmupSeconds} s of warm-up` : ''}; under workerd every purchase is put in the session object's SQLite storage before its 201 (as \`--state\` does on Node), elsewhere the sessions live in memory.${missing.length > 0 ? ` Not measured: ${missing.join('; ')}.` : ''}`,
      '',
      markdownTable(
        [
          'runtime',
          '>cold start ms',
          '>new session ms',
          '>list req/s',
          '>get req/s',
          '>buy req/s',
          '>get vs Node',
        ],
        rows,
      ),
    ].join('\n'),
    targets,
  };
}

/** autocannon on list, get by id and buy (the server's first event), one after another. */
async function loadOperations(
  url: string,
  warmupSeconds: number,
  seconds: number,
  amount: number | undefined,
): Promise<[Load, Load, Load]> {
  const [event] = (await readOk(await fetch(`${url}/special-events?limit=1`, { headers }), 'json')) as {
    eventId: string;
    dates: string[];
  }[];
  if (event === undefined) throw new Error(`${url} listed no event`);
  const requests = [
    { path: '/special-events?limit=10', method: 'GET' as const, body: undefined },
    { path: `/special-events/${event.eventId}`, method: 'GET' as const, body: undefined },
    {
      path: '/tickets',
      method: 'POST' as const,
      body: purchaseBody(event.eventId, event.dates[0] as string),
    },
  ];
  const loads: Load[] = [];
  for (const { path: requestPath, method, body } of requests) {
    const run = (duration: number) => load(`${url}${requestPath}`, method, body, duration, amount);
    if (warmupSeconds > 0) await run(warmupSeconds);
    loads.push(await run(seconds));
  }
  return loads as [Load, Load, Load];
}
