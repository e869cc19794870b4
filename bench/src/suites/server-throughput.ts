import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  authorization,
  listSearch,
  ourServerArgs,
  purchaseBody,
  scenarioEvents,
} from '../fixtures/museum-scenario.ts';
import { type ChildServer, freePort, startChildServer } from '../harness/child-server.ts';
import { benchDir, packageDir } from '../harness/package-paths.ts';
import { readOk } from '../harness/read-ok.ts';
import {
  formatNumber,
  formatRatio,
  markdownTable,
  type RunScale,
  type SuiteReport,
} from '../harness/report.ts';
import { startWireMock, type WireMockStub, wireMockUnavailable } from '../harness/wiremock-server.ts';

const scales = {
  // 3 s of warm-up: after 1 s the mock's server still ran 30-40% under its steady rate for the next
  // few seconds (list: 5.3k req/s, then 7.3-8k in the following 3 s rounds of one process).
  // WireMock runs on the JVM: before any measurement every one of its stubs gets `jitSeconds` of
  // load, so the JIT has compiled its hot paths and the figures are its steady state.
  full: { events: 1_000, warmupSeconds: 3, jitSeconds: 5, seconds: 5, amount: undefined },
  smoke: { events: 200, warmupSeconds: 0, jitSeconds: 0, seconds: 2, amount: 20 },
} satisfies Record<
  RunScale,
  { events: number; warmupSeconds: number; jitSeconds: number; seconds: number; amount: number | undefined }
>;

/** Target from the issue: at least this many times Prism's throughput on each JSON operation. */
const prismTarget = 5;
/** Target from the performance issue: at least WireMock's throughput on every operation. */
const wireMockTarget = 1;
/** Target from the performance issue: GET by id at least this share of bare `node:http`. */
const ceilingTarget = 0.6;
const connections = 10;
/** Target from the durable-state issue: `POST /tickets` with `--state` at least half as fast as in memory. */
const durableTarget = 0.5;

interface Operation {
  key: 'list' | 'get' | 'buy' | 'qr';
  label: string;
  json: boolean;
  request: (ids: { eventId: string; ticketDate: string; ticketId: string }) => {
    method: 'GET' | 'POST';
    path: string;
    body?: string;
  };
}

// The page of tickets before the purchase: a run of purchases past the store's bound (100,000
// tickets) evicts the one bought for it, and every page would then be a 404.
const operations: readonly Operation[] = [
  {
    key: 'list',
    label: '`GET /special-events` (limit 10)',
    json: true,
    request: () => ({ method: 'GET', path: `/special-events${listSearch}` }),
  },
  {
    key: 'get',
    label: '`GET /special-events/{eventId}`',
    json: true,
    request: ({ eventId }) => ({ method: 'GET', path: `/special-events/${eventId}` }),
  },
  {
    key: 'qr',
    label: '`GET /tickets/{ticketId}/qr` (PNG)',
    json: false,
    request: ({ ticketId }) => ({ method: 'GET', path: `/tickets/${ticketId}/qr` }),
  },
  {
    key: 'buy',
    label: '`POST /tickets`',
    json: true,
    request: ({ eventId, ticketDate }) => ({
      method: 'POST',
      path: '/tickets',
      body: purchaseBody(eventId, ticketDate),
    }),
  },
];

// Stacks with nothing of ours in them, answering one constant event, to show where the
// standalone server's ceiling lies: Node's HTTP server alone; the Fetch-API bridge (a Request
// in, a Response out), which the server now uses only for overrides and the admin API; and that
// bridge plus msw's getResponse, the server's first stack.
const constantEvent = JSON.stringify({
  eventId: '5a1e0c3f-6b2d-4e8a-9f7c-1d3b5e7a9c20',
  name: 'Monet in Winter',
  location: 'Gallery 4',
  eventDescription: 'Twelve snow scenes, together for the first time.',
  dates: ['2027-01-09'],
  price: 18.5,
});
const listen = `server.listen(0, '127.0.0.1', () => console.log('listening on http://127.0.0.1:' + server.address().port + '/v1.1'));`;
const referenceStacks = [
  {
    label: 'bare `node:http`, constant JSON (ceiling of this machine)',
    code: `import { createServer } from 'node:http';
const body = ${JSON.stringify(constantEvent)};
const server = createServer((req, res) => { res.writeHead(200, { 'content-type': 'application/json' }); res.end(body); });
${listen}`,
  },
  {
    label:
      '`node:http` + `@remix-run/node-fetch-server`: Fetch `Request` in, constant JSON `Response` out (what a Fetch `Request` per request costs; our server makes one only for overrides and the admin API)',
    code: `import { createServer } from 'node:http';
import { createRequest, sendResponse } from '@remix-run/node-fetch-server';
const body = ${JSON.stringify(constantEvent)};
const server = createServer(async (req, res) => { createRequest(req, res); await sendResponse(res, new Response(body, { headers: { 'content-type': 'application/json' } })); });
${listen}`,
  },
  {
    label:
      "`node:http` + `@remix-run/node-fetch-server` + msw `getResponse`, one constant handler (the mock server's first stack, no mock)",
    code: `import { createServer } from 'node:http';
import { createRequest, sendResponse } from '@remix-run/node-fetch-server';
import { getResponse, http, HttpResponse } from 'msw';
const body = JSON.parse(${JSON.stringify(constantEvent)});
const handlers = [http.get('*/v1.1/special-events/:eventId', () => HttpResponse.json(body))];
const server = createServer(async (req, res) => { await sendResponse(res, await getResponse(handlers, createRequest(req, res))); });
${listen}`,
  },
] as const;

/** What one load run measured. */
export interface Load {
  requestsPerSecond: number;
  p99: number;
  total: number;
  failed: number;
}

/**
 * Part 2: the standalone mock server (`museum-mock` CLI from the built package) under autocannon
 * load, beside Stoplight Prism mocking our own OpenAPI document, both as child processes on
 * 127.0.0.1 in the same run; each operation runs on ours and then on Prism, back to back.
 *
 * @example
 * ```ts
 * const report = await runServerThroughput('smoke');
 * ```
 */
export async function runServerThroughput(scale: RunScale): Promise<SuiteReport> {
  const { events, warmupSeconds, jitSeconds, seconds, amount } = scales[scale];
  const cli = path.join(packageDir('@museum-api/cli'), 'dist/cli.js');
  if (!existsSync(cli)) throw new Error(`${cli} is missing: build the packages first (pnpm build)`);
  // Prism mocks the very document the mock package ships.
  const openapi = path.join(packageDir('@museum-api/mock'), 'openapi.json');
  const prismCli = path.join(packageDir('@stoplight/prism-cli'), 'dist/index.js');
  const scratch = await mkdtemp(path.join(tmpdir(), 'museum-bench-'));
  const servers: ChildServer[] = [];
  try {
    const seedFile = path.join(scratch, 'seed.json');
    await writeFile(seedFile, JSON.stringify(scenarioEvents(events)));
    const probe = { probePath: '/museum-hours', probeHeaders: { Authorization: authorization } };
    const ourArgs = ourServerArgs(cli, seedFile);
    const ours = await startChildServer({
      command: process.execPath,
      args: ourArgs,
      url: /listening on (http:\/\/\S+)/,
      ...probe,
    });
    servers.push(ours);
    // Prism at its quietest (`-v warn`): per-request logging would only slow it down.
    const prismPort = await freePort();
    const prism = await startChildServer({
      command: process.execPath,
      args: [prismCli, 'mock', openapi, '-p', String(prismPort), '-h', '127.0.0.1', '-v', 'warn'],
      url: `http://127.0.0.1:${prismPort}`,
      ...probe,
    });
    servers.push(prism);

    const ids = await scenarioIds(ours.url);
    // WireMock serves static stubs of the very answers our server gives (recorded from it), so
    // both send the same bytes; it keeps no state, which only makes its job easier.
    const wireMockMissing = wireMockUnavailable();
    const wireMock =
      wireMockMissing === undefined
        ? await startWireMock(
            path.join(scratch, 'wiremock'),
            await recordStubs(ours.url, operations, ids),
            probe,
          )
        : undefined;
    if (wireMock) servers.push(wireMock);
    if (wireMock && jitSeconds > 0) {
      for (const operation of operations) {
        const request = operation.request(ids);
        await load(`${wireMock.url}${request.path}`, request.method, request.body, jitSeconds, amount);
      }
    }

    const measured = [];
    for (const operation of operations) {
      const request = operation.request(ids);
      const run = (url: string, duration: number) =>
        load(`${url}${request.path}`, request.method, request.body, duration, amount);
      if (warmupSeconds > 0) {
        await run(ours.url, warmupSeconds);
        await run(prism.url, warmupSeconds);
        if (wireMock) await run(wireMock.url, warmupSeconds);
      }
      const ourLoad = await run(ours.url, seconds);
      if (ourLoad.failed > 0)
        throw new Error(`${operation.key}: ${ourLoad.failed} failed requests on our server`);
      const prismLoad = await run(prism.url, seconds);
      const wireMockLoad = wireMock ? await run(wireMock.url, seconds) : undefined;
      if (wireMockLoad && wireMockLoad.failed > 0)
        throw new Error(`${operation.key}: ${wireMockLoad.failed} failed requests on WireMock`);
      measured.push({ operation, ours: ourLoad, prism: prismLoad, wireMock: wireMockLoad });
    }

    // The same server with its state in an SQLite file (`--state`), against the in-memory one
    // measured again just before it, back to back: every purchase is committed before its 201.
    const durable = await startChildServer({
      command: process.execPath,
      args: [...ourArgs, '--state', path.join(scratch, 'state.db')],
      url: /listening on (http:\/\/\S+)/,
      ...probe,
    });
    servers.push(durable);
    const buy = operations.find(({ key }) => key === 'buy') as Operation;
    const buyRequest = buy.request(ids);
    const buyLoad = async (url: string) => {
      if (warmupSeconds > 0) await load(`${url}/tickets`, 'POST', buyRequest.body, warmupSeconds, amount);
      const measuredLoad = await load(`${url}/tickets`, 'POST', buyRequest.body, seconds, amount);
      if (measuredLoad.failed > 0) throw new Error(`buy: ${measuredLoad.failed} failed requests on ${url}`);
      return measuredLoad;
    };
    const inMemoryBuy = await buyLoad(ours.url);
    const durableBuy = await buyLoad(durable.url);
    const durableRatio = durableBuy.requestsPerSecond / inMemoryBuy.requestsPerSecond;

    const references = [];
    const getPath = `/special-events/${ids.eventId}`;
    for (const stack of referenceStacks) {
      const server = await startChildServer({
        command: process.execPath,
        args: ['--input-type=module', '--eval', stack.code],
        cwd: benchDir,
        url: /listening on (http:\/\/\S+)/,
        probePath: getPath,
      });
      servers.push(server);
      if (warmupSeconds > 0) await load(`${server.url}${getPath}`, 'GET', undefined, warmupSeconds, amount);
      references.push({
        label: stack.label,
        load: await load(`${server.url}${getPath}`, 'GET', undefined, seconds, amount),
      });
      await server.stop();
    }
    const prismGet = measured.find(({ operation }) => operation.key === 'get')?.prism;
    const ourGet = measured.find(({ operation }) => operation.key === 'get')?.ours;
    if (!prismGet || !ourGet) throw new Error('Missing get results');

    const rows = measured.map(({ operation, ours: our, prism: theirs, wireMock: stubbed }) => {
      const prismServes = theirs.failed < theirs.total;
      return [
        operation.label,
        formatNumber(our.requestsPerSecond),
        formatNumber(our.p99),
        stubbed ? formatNumber(stubbed.requestsPerSecond) : 'skipped',
        stubbed ? formatNumber(stubbed.p99) : '–',
        stubbed ? formatRatio(our.requestsPerSecond / stubbed.requestsPerSecond) : '–',
        prismServes ? formatNumber(theirs.requestsPerSecond) : 'not served',
        prismServes ? formatNumber(theirs.p99) : '–',
        prismServes ? formatRatio(our.requestsPerSecond / theirs.requestsPerSecond) : '–',
      ];
    });
    const bare = references[0];
    if (!bare) throw new Error('Missing the bare node:http reference');
    const ceilingShare = ourGet.requestsPerSecond / bare.load.requestsPerSecond;
    return {
      id: 'server-throughput',
      title: 'Standalone server throughput (`museum-mock` CLI vs WireMock and Prism)',
      markdown: [
        `autocannon, ${connections} connections, ${seconds} s per operation and server after a ${warmupSeconds} s warm-up, every server on 127.0.0.1 and measured back to back. Our server holds ${events.toLocaleString('en-US')} events. ${wireMock ? `WireMock ${wireMock.version} (standalone jar, \`--no-request-journal --disable-request-logging\`) serves static stubs of our server's own answers to these exact requests, after ${jitSeconds} s of load on each stub for its JIT` : `WireMock: skipped (${wireMockMissing})`}. Prism answers from the OpenAPI document (\`prism mock openapi.json -h 127.0.0.1 -v warn\`). Latency p99 in **ms**.`,
        '',
        markdownTable(
          [
            'operation',
            '>ours req/s',
            '>ours p99',
            '>WireMock req/s',
            '>WireMock p99',
            '>ours vs WireMock',
            '>Prism req/s',
            '>Prism p99',
            '>ours vs Prism',
          ],
          rows,
        ),
        '',
        'Where the ceiling lies: `GET /special-events/{eventId}` on stacks with nothing of ours in them, measured in the same run.',
        '',
        markdownTable(
          ['stack', '>req/s', '>p99', '>vs Prism (get)'],
          [
            ...references.map(({ label, load: reference }) => [
              label,
              formatNumber(reference.requestsPerSecond),
              formatNumber(reference.p99),
              formatRatio(reference.requestsPerSecond / prismGet.requestsPerSecond),
            ]),
            [
              '`museum-mock` (the row above, for comparison)',
              formatNumber(ourGet.requestsPerSecond),
              formatNumber(ourGet.p99),
              formatRatio(ourGet.requestsPerSecond / prismGet.requestsPerSecond),
            ],
          ],
        ),
        '',
        'Durable state: `POST /tickets` on the same server with `--state <file>` (SQLite through `node:sqlite`, WAL, each purchase committed before its 201, the purchases of one turn of the event loop in one transaction), against the in-memory server measured just before it.',
        '',
        markdownTable(
          ['server', '>req/s', '>p99', '>vs in memory'],
          [
            [
              '`museum-mock` (in memory)',
              formatNumber(inMemoryBuy.requestsPerSecond),
              formatNumber(inMemoryBuy.p99),
              formatRatio(1),
            ],
            [
              '`museum-mock --state state.db`',
              formatNumber(durableBuy.requestsPerSecond),
              formatNumber(durableBuy.p99),
              formatRatio(durableRatio),
            ],
          ],
        ),
        '',
        `Time from spawning the process to its first answered request: ours ${formatNumber(ours.readyMs)} ms, Prism ${formatNumber(prism.readyMs)} ms${wireMock ? `, WireMock ${formatNumber(wireMock.readyMs)} ms` : ''}.`,
        '',
        'Prism answers the list with one generated event where ours returns a page of 10 real ones, does not keep the tickets it "sells", and cannot serve the PNG at all (500, "Cannot find serializer for image/png").',
      ].join('\n'),
      targets: [
        ...measured.map(({ operation, ours: our, wireMock: stubbed }) =>
          stubbed
            ? {
                target: `${operation.key}: at least ${wireMockTarget}x WireMock's throughput`,
                met: our.requestsPerSecond / stubbed.requestsPerSecond >= wireMockTarget,
                measured: `${formatRatio(our.requestsPerSecond / stubbed.requestsPerSecond)} (${formatNumber(our.requestsPerSecond)} vs ${formatNumber(stubbed.requestsPerSecond)} req/s)`,
              }
            : {
                target: `${operation.key}: at least ${wireMockTarget}x WireMock's throughput`,
                met: false,
                measured: `not measured: ${wireMockMissing}`,
              },
        ),
        {
          target: `get: at least ${ceilingTarget}x the bare \`node:http\` row`,
          met: ceilingShare >= ceilingTarget,
          measured: `${formatRatio(ceilingShare)} (${formatNumber(ourGet.requestsPerSecond)} vs ${formatNumber(bare.load.requestsPerSecond)} req/s)`,
        },
        ...measured
          .filter(({ operation }) => operation.json)
          .map(({ operation, ours: our, prism: theirs }) => {
            const ratio = our.requestsPerSecond / theirs.requestsPerSecond;
            return {
              target: `${operation.key}: at least ${prismTarget}x Prism's throughput`,
              met: theirs.failed === 0 && ratio >= prismTarget,
              measured: `${formatRatio(ratio)} (${formatNumber(our.requestsPerSecond)} vs ${formatNumber(theirs.requestsPerSecond)} req/s)`,
            };
          }),
        {
          target: `buy with --state: at least ${durableTarget}x the in-memory throughput`,
          met: durableRatio >= durableTarget,
          measured: `${formatRatio(durableRatio)} (${formatNumber(durableBuy.requestsPerSecond)} vs ${formatNumber(inMemoryBuy.requestsPerSecond)} req/s)`,
        },
      ],
    };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await rm(scratch, { recursive: true, force: true });
  }
}

/**
 * Our server's answer to each operation's request, as WireMock stubs: status, the headers that
 * describe the body (not the per-connection ones WireMock's Jetty writes itself), and the bytes.
 */
async function recordStubs(
  url: string,
  measuredOperations: readonly Operation[],
  ids: { eventId: string; ticketDate: string; ticketId: string },
): Promise<WireMockStub[]> {
  const { pathname } = new URL(url);
  const perConnection = new Set(['connection', 'keep-alive', 'date', 'content-length', 'transfer-encoding']);
  const stubs: WireMockStub[] = [];
  for (const operation of measuredOperations) {
    const { method, path: requestPath, body } = operation.request(ids);
    const response = await fetch(`${url}${requestPath}`, {
      method,
      headers: {
        Authorization: authorization,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body }),
    });
    const bytes = new Uint8Array((await readOk(response, 'bytes')) as ArrayBuffer);
    stubs.push({
      method,
      url: `${pathname}${requestPath}`,
      status: response.status,
      headers: Object.fromEntries([...response.headers].filter(([name]) => !perConnection.has(name))),
      body: bytes,
    });
  }
  return stubs;
}

/**
 * The first listed event, its first date, and a ticket bought for it on the server at `url`.
 *
 * @example
 * ```ts
 * const { eventId, ticketDate } = await scenarioIds(server.url);
 * ```
 */
export async function scenarioIds(url: string) {
  const headers = { Authorization: authorization, 'Content-Type': 'application/json' };
  const events = (await readOk(await fetch(`${url}/special-events${listSearch}`, { headers }), 'json')) as {
    eventId: string;
    dates: string[];
  }[];
  const event = events[0];
  if (!event) throw new Error('Our server listed no events');
  const ticketDate = event.dates[0] as string;
  const body = purchaseBody(event.eventId, ticketDate);
  const ticket = (await readOk(await fetch(`${url}/tickets`, { method: 'POST', headers, body }), 'json')) as {
    ticketId: string;
  };
  return { eventId: event.eventId, ticketDate, ticketId: ticket.ticketId };
}

/**
 * One bounded autocannon run (duration, and a request count in smoke runs) with the bench's
 * credentials and any `extraHeaders`.
 *
 * @example
 * ```ts
 * const { requestsPerSecond } = await load(`${url}/museum-hours`, 'GET', undefined, 5, undefined);
 * ```
 */
export async function load(
  url: string,
  method: 'GET' | 'POST',
  body: string | undefined,
  seconds: number,
  amount: number | undefined,
  extraHeaders: Record<string, string> = {},
): Promise<Load> {
  const result = await autocannon({
    url,
    method,
    connections,
    // Bounded both ways: the duration, and in smoke runs a fixed count of requests.
    duration: seconds,
    ...(amount === undefined ? {} : { amount }),
    timeout: 10,
    headers: {
      authorization,
      ...extraHeaders,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body }),
  });
  return {
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    total: result.requests.total,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}
