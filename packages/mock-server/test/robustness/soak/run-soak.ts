// The soak run behind `pnpm soak`: a bounded, loopback-only mixed workload against the
// standalone mock server in a child process, checking that no request fails and that memory
// settles once the work is done. Not part of the default test command: it takes a while.
//
//   pnpm soak                      100,000 requests, 10 connections
//   SOAK_REQUESTS=20000 pnpm soak  a shorter run
import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { Pool } from 'undici';

const total = positive(process.env.SOAK_REQUESTS, 100_000);
const connections = positive(process.env.SOAK_CONNECTIONS, 10);
const warmUp = Math.min(5_000, Math.ceil(total / 10));
const timeLimitMs = positive(process.env.SOAK_TIME_LIMIT_MS, 10 * 60_000);
// Tickets stay sold, so the store grows by design (about 1 KiB of heap a ticket, generously);
// anything past that and this slack is a leak.
const heapSlackBytes = 48 * 1024 * 1024;
const heapPerTicketBytes = 1024;

interface Memory {
  rss: number;
  heapUsed: number;
  gcExposed: boolean;
  journalSize: number;
  journalLimit: number;
  events: number;
  tickets: number;
}

interface Ready {
  url: string;
  context: {
    eventIds: string[];
    today: string;
    sellable: { eventId: string; dates: string[] }[];
    openDays: string[];
  };
}

function positive(text: string | undefined, fallback: number): number {
  const value = Number(text);
  return Number.isSafeInteger(value) && value > 0 ? value : fallback;
}

const child = fork(fileURLToPath(new URL('./soak-server.ts', import.meta.url)), [], {
  execArgv: ['--expose-gc', '--conditions=@museum-api/source'],
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});

function nextMessage<T>(process: ChildProcess, kind: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: { kind: string }) => {
      if (message.kind !== kind) return;
      process.off('message', onMessage);
      process.off('exit', onExit);
      resolve(message as T);
    };
    const onExit = (code: number | null) =>
      reject(new Error(`soak server exited (${code}) before "${kind}"`));
    process.on('message', onMessage);
    process.once('exit', onExit);
  });
}

async function memory(): Promise<Memory> {
  const reply = nextMessage<Memory>(child, 'memory');
  child.send('memory');
  return reply;
}

const ready = await nextMessage<Ready>(child, 'ready');
const base = new URL(ready.url);
const pool = new Pool(base.origin, { connections, keepAliveTimeout: 1000 });
const authorization = `Basic ${btoa('soak:soak')}`;
const { context } = ready;

/** Tickets bought so far, for QR requests; bounded so the runner itself does not grow. */
const boughtTickets: string[] = [];
/** Events this run created and has not yet deleted. */
const ownEvents: string[] = [];

interface Call {
  name: string;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
  expect: number;
  after?: (body: unknown) => void;
}

function pick<T>(list: readonly T[], i: number): T {
  return list[i % list.length] as T;
}

/** The i-th call of the mixed workload: reads dominate, as in real traffic. */
function callFor(i: number): Call {
  const slot = i % 20;
  const event = pick(context.eventIds, i);
  if (slot < 6) {
    const startDate = pick(context.openDays, i);
    return {
      name: 'list',
      method: 'GET',
      path: `/special-events?startDate=${startDate}&page=${1 + (i % 3)}&limit=${1 + (i % 30)}`,
      expect: 200,
    };
  }
  if (slot < 9) return { name: 'get', method: 'GET', path: `/special-events/${event}`, expect: 200 };
  if (slot < 11)
    return { name: 'hours', method: 'GET', path: `/museum-hours?page=${1 + (i % 4)}`, expect: 200 };
  if (slot < 14) {
    const sellable = pick(context.sellable, i);
    const body =
      i % 2 === 0
        ? { ticketType: 'general', ticketDate: pick(context.openDays, i), email: `soak${i}@museum.test` }
        : {
            ticketType: 'event',
            eventId: sellable.eventId,
            ticketDate: pick(sellable.dates, i),
            email: `soak${i}@museum.test`,
          };
    return {
      name: 'buy',
      method: 'POST',
      path: '/tickets',
      body,
      expect: 201,
      after: (answer) => {
        boughtTickets.push((answer as { ticketId: string }).ticketId);
        if (boughtTickets.length > 100) boughtTickets.shift();
      },
    };
  }
  if (slot < 15) {
    const ticket = boughtTickets[i % Math.max(1, boughtTickets.length)];
    if (ticket !== undefined)
      return { name: 'qr', method: 'GET', path: `/tickets/${ticket}/qr`, expect: 200 };
    return { name: 'get', method: 'GET', path: `/special-events/${event}`, expect: 200 };
  }
  if (slot < 17) {
    return {
      name: 'patch',
      method: 'PATCH',
      path: `/special-events/${event}`,
      body: { price: (i % 5000) / 100, location: `Hall ${i % 7}` },
      expect: 200,
    };
  }
  if (slot < 18)
    return { name: 'bad', method: 'POST', path: '/tickets', body: { ticketType: 'general' }, expect: 400 };
  const own = ownEvents.shift();
  if (own !== undefined)
    return { name: 'delete', method: 'DELETE', path: `/special-events/${own}`, expect: 204 };
  return {
    name: 'create',
    method: 'POST',
    path: '/special-events',
    body: {
      name: `Soak event ${i}`,
      location: 'Hall S',
      eventDescription: 'Created and deleted again by the soak run.',
      dates: [pick(context.openDays, i)],
      price: 10,
    },
    expect: 201,
    after: (answer) => ownEvents.push((answer as { eventId: string }).eventId),
  };
}

const tally = { served: 0, errors: 0, byName: {} as Record<string, number>, samples: [] as string[] };

async function send(call: Call): Promise<void> {
  try {
    const response = await pool.request({
      path: `${base.pathname}${call.path}`,
      method: call.method,
      headers:
        call.body === undefined ? { authorization } : { authorization, 'content-type': 'application/json' },
      body: call.body === undefined ? null : JSON.stringify(call.body),
    });
    const bytes = await response.body.arrayBuffer();
    tally.served += 1;
    tally.byName[call.name] = (tally.byName[call.name] ?? 0) + 1;
    if (response.statusCode !== call.expect) {
      tally.errors += 1;
      if (tally.samples.length < 5) {
        tally.samples.push(
          `${call.method} ${call.path} -> ${response.statusCode} ${new TextDecoder().decode(bytes).slice(0, 200)}`,
        );
      }
    } else if (call.after) {
      call.after(JSON.parse(new TextDecoder().decode(bytes)));
    }
  } catch (error) {
    tally.errors += 1;
    if (tally.samples.length < 5)
      tally.samples.push(`${call.method} ${call.path} -> ${(error as Error).message}`);
  }
}

/** Runs calls `from`..`to` with at most `connections` in flight, stopping at the time limit. */
async function run(from: number, to: number, deadline: number): Promise<void> {
  let next = from;
  const worker = async () => {
    while (next < to && performance.now() < deadline) {
      const i = next;
      next += 1;
      await send(callFor(i));
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const started = performance.now();
const deadline = started + timeLimitMs;

await run(0, warmUp, deadline);
const baseline = await memory();
console.log(
  `soak: warm-up ${warmUp} requests; rss ${mb(baseline.rss)}, heap after GC ${mb(baseline.heapUsed)}`,
);

const checkpoints: Memory[] = [];
const step = Math.ceil((total - warmUp) / 4);
for (let from = warmUp; from < total; from += step) {
  await run(from, Math.min(total, from + step), deadline);
  const now = await memory();
  checkpoints.push(now);
  console.log(
    `soak: ${tally.served} served, ${tally.errors} errors; rss ${mb(now.rss)}, heap after GC ${mb(now.heapUsed)}, journal ${now.journalSize}/${now.journalLimit}, tickets ${now.tickets}, events ${now.events}`,
  );
}
const seconds = (performance.now() - started) / 1000;
const final = checkpoints.at(-1) ?? baseline;

child.send('stop');
await once(child, 'exit');
await pool.close();

const ticketGrowth = final.tickets - baseline.tickets;
const heapGrowth = final.heapUsed - baseline.heapUsed;
const heapAllowance = heapSlackBytes + ticketGrowth * heapPerTicketBytes;
const failures: string[] = [];
if (tally.served < total) failures.push(`served ${tally.served} of ${total} within the time limit`);
if (tally.errors > 0) failures.push(`${tally.errors} errors, e.g. ${tally.samples.join(' | ')}`);
if (!final.gcExposed)
  failures.push('the server ran without --expose-gc; memory figures are not after a full GC');
if (final.journalSize > final.journalLimit)
  failures.push(`journal grew past its limit: ${final.journalSize}`);
if (heapGrowth > heapAllowance)
  failures.push(`heap grew by ${mb(heapGrowth)}, more than ${mb(heapAllowance)}`);

console.log(
  [
    `soak: ${tally.served} requests served in ${seconds.toFixed(1)} s (${Math.round(tally.served / seconds)}/s) over ${connections} connections, ${tally.errors} errors`,
    `soak: mix ${JSON.stringify(tally.byName)}`,
    `soak: rss ${mb(baseline.rss)} -> ${mb(final.rss)}; heap after GC ${mb(baseline.heapUsed)} -> ${mb(final.heapUsed)} (${ticketGrowth} tickets added; allowance ${mb(heapAllowance)})`,
    `soak: journal ${final.journalSize} entries (limit ${final.journalLimit})`,
  ].join('\n'),
);
if (failures.length > 0) {
  console.error(`soak FAILED:\n- ${failures.join('\n- ')}`);
  process.exitCode = 1;
} else {
  console.log('soak passed');
}
