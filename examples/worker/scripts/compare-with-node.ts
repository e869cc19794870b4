// `node scripts/compare-with-node.ts`: cold start and requests per second of the worker under
// workerd beside the Node server, on this machine. Bounded: 3 starts each, then 8 concurrent
// fetch loops for 3 s each. A fetch loop in this process is the load generator, so the figures
// compare the two servers with each other, not with other benchmarks.
import { startMuseumServer } from '@museum-api/mock-server';
import { bundleWorker } from '../src/bundle-worker.ts';
import { serveLocally } from '../src/serve-locally.ts';

const headers = { Authorization: `Basic ${btoa('visitor:pass')}` };

/** Milliseconds from asking for a server to its first 200 on `GET /special-events`. */
async function coldStart(start: () => Promise<{ url: string; close(): Promise<void> }>): Promise<number> {
  const begun = performance.now();
  const server = await start();
  const answer = await fetch(`${server.url}/special-events`, { headers });
  await answer.arrayBuffer();
  const ms = performance.now() - begun;
  await server.close();
  if (answer.status !== 200) throw new Error(`first answer ${answer.status}`);
  return ms;
}

/** Requests answered per second by 8 loops of `GET /special-events` over 3 s. */
async function requestsPerSecond(url: string): Promise<number> {
  const until = performance.now() + 3000;
  let done = 0;
  const loop = async () => {
    while (performance.now() < until) {
      await (await fetch(`${url}/special-events`, { headers })).arrayBuffer();
      done += 1;
    }
  };
  await Promise.all(Array.from({ length: 8 }, loop));
  return done / 3;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

await bundleWorker();
const workerStarts: number[] = [];
const nodeStarts: number[] = [];
for (let run = 0; run < 3; run += 1) {
  workerStarts.push(await coldStart(() => serveLocally()));
  nodeStarts.push(await coldStart(() => startMuseumServer()));
}
const worker = await serveLocally();
const workerRps = await requestsPerSecond(worker.url);
await worker.close();
const node = await startMuseumServer();
const nodeRps = await requestsPerSecond(node.url);
await node.close();
console.log(
  `cold start, median of 3 (ms): workerd ${median(workerStarts).toFixed(0)}, Node ${median(nodeStarts).toFixed(0)}`,
);
console.log(`requests per second, 8 loops, 3 s: workerd ${workerRps.toFixed(0)}, Node ${nodeRps.toFixed(0)}`);
