// `pnpm --filter @museum-api/bench run purchase-cpu --base=/path/to/other/checkout`: the CPU one
// `POST /tickets` costs the standalone server of another checkout's build (A, `--base`, built) and of
// this one (B), in paired rounds. Both servers run side by side as children; each round loads one and
// then the other (the order alternates) with the same count of purchases under the server suite's load
// (autocannon, 10 connections, keep-alive), and reads the child's CPU time (every thread's, from
// /proc/<pid>/task/*/schedstat) before and after. A shared machine's noise moves both of a round's figures
// alike, so the ratio B/A per round, and how many rounds B was lower, hold where req/s does not.
// `--together=<seconds>` loads both at once for that long in each round instead: where the machine's
// speed changes within a second (a neighbour on the host), both see the same change.
// `--state` gives each server a state file of its own (`--state`: every purchase committed first).
// Linux only (/proc). `--pin=<cpu>` runs both servers on that one CPU (taskset).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { authorization, ourServerArgs, purchaseBody, scenarioEvents } from './fixtures/museum-scenario.ts';
import { type ChildServer, startChildServer } from './harness/child-server.ts';
import { packageDir } from './harness/package-paths.ts';
import { quantile } from './harness/stats.ts';
import { scenarioIds } from './suites/server-throughput.ts';

const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    rounds: { type: 'string', default: '24' },
    purchases: { type: 'string', default: '10000' },
    // Past the store's bound (100,000 tickets): every measured purchase also evicts one, as in a long run.
    warmup: { type: 'string', default: '110000' },
    pin: { type: 'string' },
    together: { type: 'string' },
    state: { type: 'boolean', default: false },
  },
});
if (values.base === undefined) {
  console.error(
    'Usage: node src/purchase-cpu.ts --base=<checkout, built> [--rounds=24] [--purchases=10000 | --together=<seconds>] [--warmup=110000] [--pin=<cpu>] [--state]',
  );
  process.exit(2);
}
const rounds = Number(values.rounds);
const purchases = Number(values.purchases);
const warmup = Number(values.warmup);
const together = values.together === undefined ? undefined : Number(values.together);

/** The child's CPU time so far (every thread's, from the scheduler's nanosecond counts), in microseconds. */
function cpuMicros(pid: number): number {
  let nanos = 0;
  for (const thread of readdirSync(`/proc/${pid}/task`)) {
    nanos += Number(readFileSync(`/proc/${pid}/task/${thread}/schedstat`, 'utf8').split(' ')[0]);
  }
  return nanos / 1_000;
}

/**
 * Purchases under the suite's load: `count` of them, or as many as `seconds` allow; a count is
 * bounded in time too (autocannon's count ignores its duration).
 */
function buy(url: string, body: string, bound: { count: number } | { seconds: number }): Promise<number> {
  return new Promise((resolve, reject) => {
    const tracker = autocannon(
      {
        url: `${url}/tickets`,
        method: 'POST',
        connections: 10,
        ...('count' in bound ? { amount: bound.count } : { duration: bound.seconds }),
        timeout: 10,
        headers: { authorization, 'content-type': 'application/json' },
        body,
      },
      (error, result) => {
        clearTimeout(limit);
        if (error) return reject(error);
        const failed = result.non2xx + result.errors + result.timeouts;
        if (failed > 0) return reject(new Error(`${failed} failed purchases on ${url}`));
        resolve(result.requests.total);
      },
    );
    const limit = setTimeout(() => tracker.stop(), 120_000);
  });
}

const scratch = await mkdtemp(path.join(tmpdir(), 'museum-purchase-cpu-'));
const servers: { name: string; server: ChildServer; body: string; perPurchase: number[] }[] = [];
try {
  const seedFile = path.join(scratch, 'seed.json');
  await writeFile(seedFile, JSON.stringify(scenarioEvents()));
  const builds = [
    { name: 'A', cli: path.resolve(values.base, 'packages/cli/dist/cli.js') },
    { name: 'B', cli: path.join(packageDir('@museum-api/cli'), 'dist/cli.js') },
  ];
  for (const { name, cli } of builds) {
    if (!existsSync(cli)) throw new Error(`${cli} is missing: build that checkout first (pnpm build)`);
    const state = values.state ? ['--state', path.join(scratch, `${name}.db`)] : [];
    const args = [...ourServerArgs(cli, seedFile), ...state];
    const server = await startChildServer({
      command: values.pin === undefined ? process.execPath : 'taskset',
      args: values.pin === undefined ? args : ['-c', values.pin, process.execPath, ...args],
      url: /listening on (http:\/\/\S+)/,
      probePath: '/museum-hours',
      probeHeaders: { Authorization: authorization },
    });
    const entry = { name, server, body: '', perPurchase: [] as number[] };
    servers.push(entry);
    const { eventId, ticketDate } = await scenarioIds(server.url);
    entry.body = purchaseBody(eventId, ticketDate);
    console.error(`${name}: ${cli}`);
  }
  for (const { server, body } of servers) await buy(server.url, body, { count: warmup });
  const measure = async (entry: (typeof servers)[number]) => {
    const pid = entry.server.process.pid as number;
    const before = cpuMicros(pid);
    const bound = together === undefined ? { count: purchases } : { seconds: together };
    const total = await buy(entry.server.url, entry.body, bound);
    entry.perPurchase.push((cpuMicros(pid) - before) / total);
  };
  for (let round = 0; round < rounds; round++) {
    if (together !== undefined) await Promise.all(servers.map(measure));
    else for (const entry of round % 2 === 0 ? servers : [...servers].reverse()) await measure(entry);
    const [a, b] = servers.map(({ perPurchase }) => perPurchase[round] as number) as [number, number];
    console.error(
      `round ${round + 1}: A ${a.toFixed(2)} us, B ${b.toFixed(2)} us, B/A ${(b / a).toFixed(3)}`,
    );
  }
  const [a, b] = servers.map(({ perPurchase }) => perPurchase) as [number[], number[]];
  const ratios = a.map((value, round) => (b[round] as number) / value).sort((x, y) => x - y);
  const median = (list: number[]) =>
    quantile(
      [...list].sort((x, y) => x - y),
      0.5,
    );
  console.log(
    `CPU per purchase, median of ${rounds} rounds of ${together === undefined ? `${purchases} purchases each` : `${together} s of both at once`} (after ${warmup}): A ${median(a).toFixed(2)} us, B ${median(b).toFixed(2)} us; B/A median ${median(ratios).toFixed(3)} (range ${ratios[0]?.toFixed(3)}-${ratios.at(-1)?.toFixed(3)}), B lower in ${ratios.filter((ratio) => ratio < 1).length} of ${rounds} rounds`,
  );
} finally {
  await Promise.all(servers.map(({ server }) => server.stop()));
  await rm(scratch, { recursive: true, force: true });
}
