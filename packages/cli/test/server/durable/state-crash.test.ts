// The CLI with --state as an operator runs it, killed with SIGKILL in the middle of a stream of
// purchases and event changes from many clients: after each restart on the same file, every
// change that was acknowledged is there. And files that are not state files are refused by the
// CLI without a byte changed.

import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { scanTicketQr } from '@museum-api/contract';
import { parseTicketPayload, type SpecialEvent, type TicketConfirmation } from '@museum-api/core';
import { startMuseumServer } from '@museum-api/mock-server';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { basic, newEvent, today } from '../../../../mock/test/fixtures.ts';
import { type CliRun, killStartedClis, listeningUrl, startCli } from '../../spawn-cli.ts';

const dir = mkdtempSync(join(tmpdir(), 'museum-crash-'));
afterEach(killStartedClis);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function startServer(file: string): Promise<{ cli: CliRun; url: string }> {
  const run = startCli([
    '--port',
    '0',
    '--state',
    file,
    '--clock',
    today,
    '--random-seed',
    'crash',
    '--quiet',
  ]);
  return { cli: run, url: await listeningUrl(run) };
}

function sqlite(file: string, sql: string) {
  const db = new DatabaseSync(file);
  db.exec(sql);
  db.close();
}

const headers = { Authorization: basic(), 'Content-Type': 'application/json' };

/** What the clients were told, and what they sent but never heard back about. */
interface Acknowledged {
  tickets: Map<string, string>;
  /** Event id → its acknowledged price, or `null` once its deletion was acknowledged. */
  events: Map<string, number | null>;
  /** Event id → prices sent in a PATCH whose answer never came (it may or may not be saved). */
  unanswered: Map<string, number[]>;
  /** Tickets whose QR code has been scanned after a restart. */
  scanned: Set<string>;
}

/**
 * One client: buys tickets and creates, patches and deletes its own events, one request at a
 * time, until a request fails (the server is gone). Records only what was answered in full.
 */
async function client(url: string, n: number, seen: Acknowledged, counter: { acks: number }) {
  const own: string[] = [];
  const send = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${url}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: text === '' ? undefined : JSON.parse(text) };
  };
  for (let i = 0; ; i++) {
    try {
      if (i % 4 === 1) {
        const created = await send(
          'POST',
          '/special-events',
          newEvent({ name: `Client ${n} #${i}`, price: i }),
        );
        expect(created.status).toBe(201);
        const event = created.body as SpecialEvent;
        seen.events.set(event.eventId, event.price);
        own.push(event.eventId);
      } else if (i % 4 === 3 && own.length > 0) {
        const eventId = own[own.length - 1] as string;
        if (i % 12 === 11) {
          const deleted = await send('DELETE', `/special-events/${eventId}`);
          expect(deleted.status).toBe(204);
          seen.events.set(eventId, null);
          own.pop();
        } else {
          seen.unanswered.set(eventId, [...(seen.unanswered.get(eventId) ?? []), i + 1000]);
          const patched = await send('PATCH', `/special-events/${eventId}`, { price: i + 1000 });
          expect(patched.status).toBe(200);
          seen.events.set(eventId, (patched.body as SpecialEvent).price);
          seen.unanswered.delete(eventId);
        }
      } else {
        const bought = await send('POST', '/tickets', {
          ticketType: 'general',
          ticketDate: today,
          email: `client-${n}-${i}@example.com`,
        });
        expect(bought.status).toBe(201);
        const ticket = bought.body as TicketConfirmation;
        seen.tickets.set(ticket.ticketId, ticket.confirmationCode);
      }
      counter.acks += 1;
    } catch (error) {
      // The server was killed: this request's fate is unknown, and the client stops.
      if ((error as { name?: string }).name === 'AssertionError') throw error;
      return;
    }
  }
}

/** Checks that everything acknowledged so far is served by the restarted server. */
async function expectAllThere(url: string, seen: Acknowledged) {
  const tickets = [...seen.tickets];
  for (let start = 0; start < tickets.length; start += 16) {
    await Promise.all(
      tickets.slice(start, start + 16).map(async ([ticketId, confirmationCode]) => {
        const response = await fetch(`${url}/tickets/${ticketId}/qr`, { headers });
        expect(response.status, `ticket ${ticketId}`).toBe(200);
        const png = new Uint8Array(await response.arrayBuffer());
        // Each ticket's QR code is scanned once, after the first restart that follows its sale.
        if (seen.scanned.has(ticketId)) return;
        expect(parseTicketPayload(scanTicketQr(png) ?? '')).toEqual({ ticketId, confirmationCode });
        seen.scanned.add(ticketId);
      }),
    );
  }
  for (const [eventId, price] of seen.events) {
    const response = await fetch(`${url}/special-events/${eventId}`, { headers });
    if (price === null) {
      expect(response.status, `deleted event ${eventId}`).toBe(404);
      continue;
    }
    expect(response.status, `event ${eventId}`).toBe(200);
    const stored = ((await response.json()) as SpecialEvent).price;
    // A PATCH cut off by the kill may have been saved without its answer arriving.
    expect([price, ...(seen.unanswered.get(eventId) ?? [])], `event ${eventId}`).toContain(stored);
  }
}

describe('museum-mock --state', () => {
  it('keeps every acknowledged ticket and event change through SIGKILLs at several points', async () => {
    const file = join(dir, 'crash.db');
    const seen: Acknowledged = {
      tickets: new Map(),
      events: new Map(),
      unanswered: new Map(),
      scanned: new Set(),
    };
    // Kill after this many acknowledged changes, with 16 clients' requests still in flight.
    for (const killAfter of [1, 50, 200]) {
      const { cli: run, url } = await startServer(file);
      await expectAllThere(url, seen);
      const counter = { acks: 0 };
      const clients = Array.from({ length: 16 }, (_, n) => client(url, n, seen, counter));
      while (counter.acks < killAfter && run.child.exitCode === null) {
        await new Promise((resolve) => setImmediate(resolve));
      }
      run.child.kill('SIGKILL');
      await run.exit;
      await Promise.all(clients);
    }
    expect(seen.tickets.size).toBeGreaterThan(120);
    const { cli: last, url } = await startServer(file);
    await expectAllThere(url, seen);
    last.child.kill('SIGTERM');
    expect(await last.exit).toBe(0);
    // A clean stop folds the write-ahead log back into the file.
    expect(existsSync(`${file}-wal`)).toBe(false);
    expect(last.errors()).toBe('');
  }, 60_000);

  it('refuses a text file, a foreign SQLite database and a newer format: one line, exit code 1, files untouched', async () => {
    const cases = [
      { make: (file: string) => writeFileSync(file, 'tickets: []\n'), message: /\(not an SQLite database\)/ },
      {
        make: (file: string) => sqlite(file, 'CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES (1)'),
        message: /an SQLite database of something else/,
      },
      {
        // A state file as the server writes it, then marked with a format version to come.
        make: async (file: string) => {
          await (await startMuseumServer({ port: 0, state: file })).close();
          sqlite(file, 'PRAGMA user_version = 9');
        },
        message: /newer museum-mock \(state format 9/,
      },
    ];
    // The three CLIs run side by side: each start costs seconds on a busy machine.
    await Promise.all(
      cases.map(async ({ make, message }, i) => {
        const file = join(dir, `refused-${i}.db`);
        await make(file);
        const before = readFileSync(file);
        const run = startCli(['--port', '0', '--state', file]);
        expect(await run.exit).toBe(1);
        const lines = run.errors().trim().split('\n');
        expect(lines).toHaveLength(1);
        expect(lines[0]).toMatch(/^museum-mock: --state /);
        expect(lines[0]).toMatch(message);
        expect(readFileSync(file).equals(before)).toBe(true);
        expect(existsSync(`${file}-wal`) || existsSync(`${file}-shm`)).toBe(false);
      }),
    );
  }, 30_000);
});
