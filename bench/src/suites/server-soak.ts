import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { authorization, scenarioMockOptions } from '../fixtures/museum-scenario.ts';
import { startChildServer } from '../harness/child-server.ts';
import { benchDir, packageDir } from '../harness/package-paths.ts';
import { readOk } from '../harness/read-ok.ts';
import { markdownTable, type RunScale, type SuiteReport } from '../harness/report.ts';

const scales = {
  // Four rounds of 50k purchases at the default bound of 100k tickets: the first two fill the
  // store (what a ticket kept costs is their difference), the last two evict as many as they sell
  // and must hold RSS flat.
  full: { purchases: 50_000, maxTickets: 100_000, roundSeconds: 40 },
  smoke: { purchases: 150, maxTickets: 300, roundSeconds: 10 },
} satisfies Record<RunScale, { purchases: number; maxTickets: number; roundSeconds: number }>;

/** Two rounds that fill the store, two that evict as many tickets as they sell. */
const rounds = 4;
/** Target from the issue: RSS growth per purchase kept. */
const bytesPerTicketTarget = 500;
/** RSS may still move this much between the last two rounds and count as a plateau. */
const plateauShare = 0.05;

/** One round's figures. */
interface Round {
  purchases: number;
  /** RSS as the round ends, garbage included: what the machine sees. */
  rssBytes: number;
  /** After a full collection: the JS heap still alive, and RSS then. */
  heapUsedAfterGc: number;
  rssAfterGc: number;
}

/** Asks the soak server for a full collection and reads its memory after it (bounded in time). */
function collect(child: ChildProcess): Promise<{ heapUsedAfterGc: number; rssAfterGc: number }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.stdout?.off('data', read);
      reject(new Error('soak: no memory figures within 10 s'));
    }, 10_000);
    let text = '';
    const read = (chunk: Buffer) => {
      text += chunk.toString();
      const line = /memory (\{.*\})/.exec(text)?.[1];
      if (line === undefined) return;
      clearTimeout(timer);
      child.stdout?.off('data', read);
      const { rss, heapUsed } = JSON.parse(line) as { rss: number; heapUsed: number };
      resolve({ heapUsedAfterGc: heapUsed, rssAfterGc: rss });
    };
    child.stdout?.on('data', read);
    child.kill('SIGUSR2');
  });
}

/**
 * The standalone server under sustained purchases with no session: rounds of `POST /tickets`
 * (10 connections, keep-alive, loopback), the child's RSS read from `/proc` after each, then its
 * RSS and JS heap after a full collection. With `maxTickets` the store keeps only the newest
 * tickets, so memory should reach a plateau once the store is full; the growth while it fills is
 * what a ticket kept costs.
 *
 * Run alone: `pnpm --filter @museum-api/bench run bench --only=server-soak --print`.
 *
 * @example
 * ```ts
 * const report = await runServerSoak('smoke');
 * ```
 */
export async function runServerSoak(scale: RunScale): Promise<SuiteReport> {
  const { purchases, maxTickets, roundSeconds } = scales[scale];
  const built = path.join(packageDir('@museum-api/mock-server'), 'dist/index.js');
  if (!existsSync(built)) throw new Error(`${built} is missing: build the packages first (pnpm build)`);
  const server = await startChildServer({
    command: process.execPath,
    args: [
      '--expose-gc',
      path.join(benchDir, 'src/harness/soak-server.ts'),
      JSON.stringify({ ...scenarioMockOptions, maxTickets }),
    ],
    cwd: benchDir,
    url: /listening on (http:\/\/\S+)/,
    probePath: '/museum-hours',
    probeHeaders: { Authorization: authorization },
  });
  try {
    const pid = server.process.pid as number;
    const hours = (await readOk(
      await fetch(`${server.url}/museum-hours`, { headers: { Authorization: authorization } }),
      'json',
    )) as { date: string }[];
    const ticketDate = (hours[0] as { date: string }).date;
    const body = JSON.stringify({ ticketType: 'general', ticketDate, email: 'soak@example.com' });
    const startRss = rssOf(pid);
    const measured: Round[] = [];
    for (let round = 0; round < rounds; round++) {
      const done = await purchaseRound(`${server.url}/tickets`, body, purchases, roundSeconds);
      const rssBytes = rssOf(pid);
      const afterGc = await collect(server.process);
      measured.push({ purchases: done, rssBytes, ...afterGc });
    }
    return report(scale, startRss, measured, maxTickets);
  } finally {
    await server.stop();
  }
}

/** Sends up to `amount` purchases, stopping after `seconds` whatever the count; fails on any error. */
async function purchaseRound(url: string, body: string, amount: number, seconds: number): Promise<number> {
  let stop = () => {};
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        method: 'POST',
        connections: 10,
        amount,
        timeout: 10,
        headers: { authorization, 'content-type': 'application/json' },
        body,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    stop = () => instance.stop();
  });
  const timer = setTimeout(() => stop(), seconds * 1000);
  const result = await finished.finally(() => clearTimeout(timer));
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) throw new Error(`soak: ${failed} failed purchases`);
  return result.requests.total;
}

/** Resident set size of a process in bytes, from `/proc/<pid>/status` (Linux). */
function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = /VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1];
  if (kib === undefined) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kib) * 1024;
}

/** A count with thousands separators (`formatNumber` gives small ones decimals). */
const count = (value: number) => value.toLocaleString('en-US');

function report(scale: RunScale, startRss: number, measured: Round[], maxTickets: number): SuiteReport {
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  let sold = 0;
  const kept: number[] = [];
  const rows = measured.map((round, i) => {
    sold += round.purchases;
    kept.push(Math.min(sold, maxTickets));
    return [
      String(i + 1),
      count(sold),
      count(kept[i] as number),
      mb(round.rssBytes),
      mb(round.rssAfterGc),
      mb(round.heapUsedAfterGc),
    ];
  });
  const at = (i: number) => measured[i] as Round;
  // Rounds 1 to 2 add tickets to a store whose code is already warm: their growth per ticket added
  // is what one kept costs. Rounds 3 and 4 sell as many as they evict: memory should stay put.
  const added = (kept[1] as number) - (kept[0] as number);
  const rssPerTicket = (at(1).rssAfterGc - at(0).rssAfterGc) / added;
  const heapPerTicket = (at(1).heapUsedAfterGc - at(0).heapUsedAfterGc) / added;
  const lastGrowth = (at(3).rssAfterGc - at(2).rssAfterGc) / at(2).rssAfterGc;
  const markdown = [
    `\`maxTickets: ${count(maxTickets)}\`, ${rounds} rounds of general-ticket purchases, no session, 10 connections, keep-alive; RSS at start ${mb(startRss)} MB. After each round the server runs a full collection (\`--expose-gc\`): RSS before it includes garbage V8 had not collected yet. Per ticket kept, rounds 1 to 2: ${Math.round(rssPerTicket)} B of RSS, ${Math.round(heapPerTicket)} B of JS heap.`,
    '',
    markdownTable(
      ['round', '>purchases so far', '>tickets kept', '>RSS MB', '>RSS after GC MB', '>JS heap after GC MB'],
      rows,
    ),
  ].join('\n');
  return {
    id: 'server-soak',
    title: 'Standalone server under sustained purchases (soak)',
    markdown,
    targets: [
      {
        target: `RSS growth per ticket kept (rounds 1 to 2, after GC) <= ${bytesPerTicketTarget} B`,
        // A smoke run is too short for its figures to mean anything; it only runs the path.
        met: scale === 'smoke' || rssPerTicket <= bytesPerTicketTarget,
        measured: `${Math.round(rssPerTicket)} B`,
      },
      {
        target: `RSS plateau once the store is full: round 4 moves it (after GC) by <= ${plateauShare * 100}% over round 3`,
        met: scale === 'smoke' || lastGrowth <= plateauShare,
        measured: `${(lastGrowth * 100).toFixed(1)}%`,
      },
    ],
  };
}
