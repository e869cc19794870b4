// A host that wakes the webhook sender itself (a Durable Object's alarm, examples/worker) in place
// of the mock's timer, and keeps the deliveries to resume them in another runtime.
import { afterEach, describe, expect, it } from 'vitest';
import { createMockRuntime } from '../../src/host.ts';
import { basic, newEvent, now } from '../fixtures.ts';
import { type Receiver, startReceiver } from './webhook-receiver.ts';

const receivers: Receiver[] = [];
afterEach(async () => {
  for (const receiver of receivers.splice(0)) await receiver.close();
});

describe('scheduleWebhooks, the host hook that wakes the sender', () => {
  it('is told when each attempt is due by the mock clock, sends only on flush, and a kept state resumes the retry elsewhere with the same webhook-id', async () => {
    const receiver = await startReceiver([500, 202]);
    receivers.push(receiver);
    const wakes: (number | undefined)[] = [];
    const options = { clock: now, webhooks: { urls: [receiver.url], retryDelay: '1m' } } as const;
    const first = createMockRuntime(options, { anyOrigin: true, scheduleWebhooks: (ms) => wakes.push(ms) });
    const created = await first.mock.fetch('http://museum.test/v1.1/special-events', {
      method: 'POST',
      headers: { Authorization: basic(), 'Content-Type': 'application/json' },
      body: JSON.stringify(newEvent()),
    });
    expect(created.status).toBe(201);
    expect(wakes.at(-1)).toBe(0);
    // Nothing goes before the host wakes the sender: no timer of the mock's own.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(receiver.received).toHaveLength(0);

    first.webhooks.flush();
    await receiver.waitFor(1);
    await first.webhooks.idle();
    expect(wakes.at(-1)).toBe(60_000);
    const kept = JSON.parse(JSON.stringify(first.webhooks.state()));

    const second = createMockRuntime(options, { anyOrigin: true, scheduleWebhooks: (ms) => wakes.push(ms) });
    second.webhooks.resume(kept);
    second.mock.clock.advance({ ms: 60_000 });
    await receiver.waitFor(2);
    await second.webhooks.idle();
    expect(receiver.received[1]?.headers['webhook-id']).toBe(receiver.received[0]?.headers['webhook-id']);
    expect(second.mock.webhooks.deliveries().map(({ state, attempts }) => [state, attempts.length])).toEqual([
      ['delivered', 2],
    ]);
    expect(wakes.at(-1)).toBeUndefined();
  });
});
