// main.ts as `pnpm start` runs it: a process of its own, fed one signed delivery over HTTP.
import { type ChildProcessByStdio, spawn } from 'node:child_process';
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { signWebhook } from '@museum-api/core/webhooks';
import { afterEach, expect, it } from 'vitest';

const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const main = fileURLToPath(new URL('main.ts', import.meta.url));
let child: ChildProcessByStdio<null, Readable, Readable> | undefined;
afterEach(() => {
  child?.kill();
});

const run = (env: Record<string, string>) => {
  const started = spawn(process.execPath, ['--conditions=@museum-api/source', main], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = started;
  let output = '';
  started.stdout.setEncoding('utf8').on('data', (text: string) => {
    output += text;
  });
  /** Resolves with everything printed so far once `pattern` appears. */
  const printed = async (pattern: RegExp) => {
    while (!pattern.test(output)) await once(started.stdout, 'data');
    return output;
  };
  return { child: started, printed };
};

it('logs each delivery it accepts and a summary when stopped', async () => {
  const { child: receiver, printed } = run({ MUSEUM_WEBHOOK_SECRET: secret });
  const url = /at (http:\/\/127\.0\.0\.1:\d+\/museum-events)/.exec(await printed(/museum-events/))?.[1] ?? '';

  const body = JSON.stringify({
    name: 'Night tour',
    location: 'Hall B',
    eventDescription: 'Torches.',
    dates: ['2026-12-03'],
    price: 5,
  });
  const timestamp = Math.floor(Date.now() / 1000);
  const signature = await signWebhook({ id: 'msg_main', timestamp, body }, secret);
  const answer = await fetch(url, {
    method: 'POST',
    body,
    headers: {
      'webhook-id': 'msg_main',
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signature,
    },
  });
  expect(answer.status).toBe(202);
  expect(await printed(/msg_main/)).toMatch(/ msg_main: Night tour \(no id\)\n/);

  receiver.kill('SIGTERM');
  expect(await printed(/received/)).toMatch(/1 received, 0 duplicates, 0 refused\n/);
  const [code] = await once(receiver, 'exit');
  expect(code).toBe(0);
});

it('exits with 2 and says what to set when no secret is given', async () => {
  const { child: receiver } = run({ MUSEUM_WEBHOOK_SECRET: '' });
  let errors = '';
  receiver.stderr.setEncoding('utf8').on('data', (text: string) => {
    errors += text;
  });
  const [code] = await once(receiver, 'exit');
  expect(code).toBe(2);
  expect(errors).toMatch(/Set MUSEUM_WEBHOOK_SECRET/);
});
