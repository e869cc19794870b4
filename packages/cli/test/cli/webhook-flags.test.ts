// The must-show: museum-mock --webhook <url> --webhook-secret <whsec_...>, run as a user
// runs it, with a real receiver on loopback.
import { afterEach, describe, expect, it } from 'vitest';
import { basic, newEvent } from '../../../mock/test/fixtures.ts';
import {
  type Receiver,
  startReceiver,
  verifyDelivery,
} from '../../../mock/test/webhooks/webhook-receiver.ts';
import { killStartedClis, listeningUrl, startCli } from '../spawn-cli.ts';

const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const receivers: Receiver[] = [];
afterEach(async () => {
  killStartedClis();
  for (const receiver of receivers.splice(0)) await receiver.close();
});

describe('museum-mock --webhook', () => {
  it('sends one signed POST of a created event, and the same webhook-id again after a 500', async () => {
    const receiver = await startReceiver([500, 202]);
    receivers.push(receiver);
    const run = startCli(['--port', '0', '--quiet', '--webhook', receiver.url, '--webhook-secret', secret]);
    const url = await listeningUrl(run);
    expect(run.output()).toContain(
      `webhooks (publishNewEvent) to ${receiver.url}; signed with the secret given`,
    );
    expect(run.output()).not.toContain(secret);
    const response = await fetch(`${url}/special-events`, {
      method: 'POST',
      headers: { Authorization: basic(), 'Content-Type': 'application/json' },
      body: JSON.stringify(newEvent()),
    });
    expect(response.status).toBe(201);
    const created = await response.json();
    // The retry waits a second of the mock's clock, which runs in real time here.
    await receiver.waitFor(2);
    const [first, retry] = receiver.received;
    expect(verifyDelivery(secret, first)).toEqual(created);
    expect(verifyDelivery(secret, retry)).toEqual(created);
    expect(retry?.headers['webhook-id']).toBe(first?.headers['webhook-id']);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.received).toHaveLength(2);
  }, 30_000);

  it('makes a secret when none is given and prints it, and refuses a bad secret or a host off the allowlist with exit 2', async () => {
    const run = startCli(['--port', '0', '--quiet', '--webhook', 'http://127.0.0.1:9/hooks']);
    await listeningUrl(run);
    expect(run.output()).toMatch(/signed with whsec_[A-Za-z0-9+/]+=* \(made for this run/);
    const badSecret = startCli([
      '--port',
      '0',
      '--webhook',
      'http://127.0.0.1:9/',
      '--webhook-secret',
      'nope',
    ]);
    expect(await badSecret.exit).toBe(2);
    expect(badSecret.errors()).toContain('--webhook-secret must be a whsec_ secret');
    const offLoopback = startCli(['--port', '0', '--webhook', 'http://hooks.example.com/in']);
    expect(await offLoopback.exit).toBe(2);
    expect(offLoopback.errors()).toContain('--webhook: host hooks.example.com is not allowed');
  }, 30_000);
});
