// Webhooks on workerd: each delivery goes out with `fetch` from the session's Durable Object, and
// the object's alarm wakes the sender for a retry, from the deliveries kept in its storage, so a
// retry due after a restart of workerd still goes (about 1 s per workerd start).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Receiver,
  startReceiver,
  verifyDelivery,
} from '../../../packages/mock/test/webhooks/webhook-receiver.ts';
import { bundleWorker } from './bundle-worker.ts';
import { type LocalWorker, serveLocally } from './serve-locally.ts';

const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const headers = {
  Authorization: `Basic ${btoa('visitor:pass')}`,
  'X-Museum-Session': 'hooks',
  'Content-Type': 'application/json',
};
let stateDir: string;
let receiver: Receiver;
let running: LocalWorker | undefined;
beforeAll(async () => {
  await bundleWorker();
  stateDir = await mkdtemp(join(tmpdir(), 'museum-worker-hooks-'));
  // Refuses the first attempt, takes every later one.
  receiver = await startReceiver([503, 202]);
});
afterAll(async () => {
  await running?.close();
  await receiver?.close();
  await rm(stateDir, { recursive: true, force: true });
});

const start = async (retryDelay: string) => {
  running = await serveLocally({
    stateDir,
    mockOptions: { webhooks: { urls: [receiver.url], secret, retryDelay } },
  });
  return running;
};

describe('webhook deliveries of the worker', () => {
  it('retries a refused delivery on the alarm, after workerd restarted, with the same webhook-id, signed alike', async () => {
    const first = await start('2s');
    const created = await fetch(`${first.url}/special-events`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        name: 'Hooked at the Edge',
        location: 'Atrium',
        eventDescription: 'Announced to every subscriber.',
        dates: ['2026-12-24'],
        price: 12,
      }),
    });
    expect(created.status).toBe(201);
    await receiver.waitFor(1);
    // The refusal is in storage before workerd stops (the receiver may see the attempt before the
    // object has stored its answer; stopped in between, the attempt would be sent again).
    for (const deadline = Date.now() + 5_000; (await deliveries(first.url))[0]?.[1].length !== 1; ) {
      if (Date.now() > deadline) throw new Error('the refused attempt was not kept within 5 s');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // The retry is due 2 s after the refusal; workerd stops before that, and nothing asks the
    // new one for the session: only the alarm can send it.
    await first.close();
    running = undefined;
    const second = await start('2s');
    await Promise.race([
      receiver.waitFor(2),
      new Promise((_, reject) => setTimeout(() => reject(new Error('no retry within 15 s')), 15_000)),
    ]);
    const [refused, retried] = receiver.received;
    expect(retried?.headers['webhook-id']).toBe(refused?.headers['webhook-id']);
    expect(verifyDelivery(secret, retried)).toEqual(await created.json());

    expect(await deliveries(second.url)).toEqual([['delivered', [503, 202]]]);
  });
});

/** Each delivery of the session as its state and its attempts' statuses. */
async function deliveries(url: string): Promise<[string, number[]][]> {
  const answer = await fetch(new URL('/__admin/webhooks/deliveries', url), { headers });
  const kept = (await answer.json()) as { state: string; attempts: { status: number }[] }[];
  return kept.map(({ state, attempts }) => [state, attempts.map(({ status }) => status)]);
}
