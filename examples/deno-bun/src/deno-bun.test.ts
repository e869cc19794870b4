// The mock's fetch handler served unchanged by Deno.serve and Bun.serve, each runtime from its
// npm package, as a real server on 127.0.0.1: a purchase and its ticket, the admin API's journal,
// and both API versions. A runtime whose npm package does not run here is skipped with a
// warning, except in CI (CI set), where it fails: CI must run both.
import { type ChildProcess, spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleServers, type Runtime, runtimeProblem, runtimes, serverCommand } from './runtime-servers.ts';

const inCi = Boolean(process.env.CI);
const problems = new Map(runtimes.map((runtime) => [runtime, runtimeProblem(runtime)] as const));
const running = runtimes.filter((runtime) => problems.get(runtime) === undefined);
for (const [runtime, problem] of problems) {
  if (problem !== undefined && !inCi) console.warn(`\n!!! ${runtime}: SKIPPED, ${problem}\n`);
}

const started: ChildProcess[] = [];
beforeAll(() => (running.length > 0 ? bundleServers() : undefined));
afterAll(() => {
  for (const child of started) child.kill('SIGKILL');
});

/** Starts the bundled handler under `runtime`; resolves with its origin once it listens. */
function serve(runtime: Runtime, options: Record<string, unknown>): Promise<string> {
  const { command, args, env } = serverCommand(runtime, options);
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  started.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${runtime} did not listen in 15 s:\n${output}`)),
      15_000,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const origin = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (origin !== undefined) {
        clearTimeout(timer);
        resolve(origin);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) =>
      reject(new Error(`${runtime} exited (${code}) before it listened:\n${output}`)),
    );
  });
}

const headers = { Authorization: `Basic ${btoa('visitor:pass')}`, 'Content-Type': 'application/json' };
const options = { admin: true, clock: '2026-12-01T10:00:00Z', randomSeed: 'runtimes' };

/** Buys a ticket for the first event the server at `base` lists; its confirmation and answer. */
async function buyTicket(base: string, email?: string) {
  const [event] = (await (await fetch(`${base}/special-events`, { headers })).json()) as {
    eventId: string;
    dates: string[];
  }[];
  if (event === undefined) throw new Error(`${base} listed no event`);
  const bought = await fetch(`${base}/tickets`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ ticketType: 'event', eventId: event.eventId, ticketDate: event.dates[0], email }),
  });
  return { bought, ticket: (await bought.clone().json()) as { ticketId: string; eventId?: string } };
}

/** The operations and statuses the mock journaled, as its admin API gives them. */
async function journaled(origin: string): Promise<string[]> {
  const entries = (await (await fetch(`${origin}/__admin/journal`)).json()) as {
    operation: string;
    status: number;
  }[];
  return entries.map(({ operation, status }) => `${operation} ${status}`);
}

for (const runtime of runtimes) {
  const problem = problems.get(runtime);
  if (problem !== undefined && inCi) {
    describe(`${runtime} in CI`, () => {
      it(`runs ${runtime}, since CI never skips it`, () => expect.fail(`CI is set but ${problem}`));
    });
  }

  describe.skipIf(problem !== undefined)(`the fetch handler under ${runtime}`, () => {
    it('sells a ticket, serves its code, and journals both, in API 1.1', async () => {
      const origin = await serve(runtime, options);
      const { bought, ticket } = await buyTicket(`${origin}/v1.1`, 'visitor@example.com');
      expect(bought.status).toBe(201);
      expect(bought.headers.get('museum-api-version')).toMatch(/^1\.1/);
      const code = await fetch(`${origin}/v1.1/tickets/${ticket.ticketId}/qr`, { headers });
      expect([code.status, code.headers.get('content-type')]).toEqual([200, 'image/png']);
      expect((await code.arrayBuffer()).byteLength).toBeGreaterThan(100);
      const unknown = await fetch(`${origin}/v1.1/tickets/${crypto.randomUUID()}/qr`, { headers });
      expect(unknown.status).toBe(404);
      expect(await journaled(origin)).toEqual([
        'listSpecialEvents 200',
        'buyMuseumTickets 201',
        'getTicketCode 200',
        'getTicketCode 404',
      ]);
      // The admin API changes the mock: a reset forgets the ticket.
      expect((await fetch(`${origin}/__admin/reset`, { method: 'POST' })).status).toBeLessThan(300);
      const forgotten = await fetch(`${origin}/v1.1/tickets/${ticket.ticketId}/qr`, { headers });
      expect(forgotten.status).toBe(404);
    });

    it('serves API 1.2 at the root: a purchase without email, confirmed with its eventId', async () => {
      const origin = await serve(runtime, { ...options, apiVersion: '1.2' });
      const { bought, ticket } = await buyTicket(origin);
      expect(bought.status).toBe(201);
      expect(bought.headers.get('museum-api-version')).toMatch(/^1\.2/);
      expect(ticket.eventId).toMatch(/^[0-9a-f-]{36}$/);
      expect(await journaled(origin)).toEqual(['listSpecialEvents 200', 'buyMuseumTickets 201']);
    });
  });
}
