// The server's state file through startMuseumServer, over real HTTP on loopback: what is kept
// across a restart, and which files are refused without being touched.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { SpecialEvent, TicketConfirmation } from '@museum-api/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call, newEvent, now, today } from '../../../test/fixtures.ts';
import type { MuseumServerOptions } from '../../fetch/server-options.ts';
import type { MuseumServer } from '../listen-server.ts';
import { startMuseumServer } from '../start-museum-server.ts';
import { StateFileError } from './state-file-error.ts';
import { stateApplicationId, stateFormatVersion } from './state-file-format.ts';

let dir: string;
let file: string;
const running: MuseumServer[] = [];
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'museum-durable-'));
  file = join(dir, 'state.db');
});
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()));
  rmSync(dir, { recursive: true, force: true });
});

async function start(options: MuseumServerOptions = {}): Promise<MuseumServer> {
  const server = await startMuseumServer({
    port: 0,
    clock: now,
    randomSeed: 'durable',
    state: file,
    ...options,
  });
  running.push(server);
  return server;
}

async function stop(server: MuseumServer): Promise<void> {
  running.splice(running.indexOf(server), 1);
  await server.close();
}

async function restart(server: MuseumServer, options: MuseumServerOptions = {}): Promise<MuseumServer> {
  await stop(server);
  return start(options);
}

const session = (id: string) => ({ headers: { 'X-Museum-Session': id } });
const buy = (url: string, email: string, id = 'default') =>
  call<TicketConfirmation>(url, 'POST', '/tickets', {
    ...session(id),
    json: { ticketType: 'general', ticketDate: today, email },
  });

/** The refusal of `file` by a starting server, checking the file and its neighbours stay as they were. */
async function refusal(): Promise<StateFileError> {
  const before = readFileSync(file);
  const error = await start().then(
    () => {
      throw new Error('The server started on a file it should refuse');
    },
    (error: unknown) => error,
  );
  expect(error).toBeInstanceOf(StateFileError);
  expect((error as Error).message).not.toContain('\n');
  expect(readFileSync(file).equals(before)).toBe(true);
  expect(existsSync(`${file}-wal`)).toBe(false);
  expect(existsSync(`${file}-shm`)).toBe(false);
  return error as StateFileError;
}

/**
 * Counts the COMMITs durable state runs during `work`, failing the first `failing` of them as a
 * full disk would. The server's database is of the same node:sqlite class as this file's.
 */
async function commitsDuring<T>(
  work: () => Promise<T>,
  failing = 0,
): Promise<{ result: T; commits: number }> {
  const exec = DatabaseSync.prototype.exec;
  let commits = 0;
  const spy = vi.spyOn(DatabaseSync.prototype, 'exec').mockImplementation(function (this: DatabaseSync, sql) {
    if (sql === 'COMMIT' && ++commits <= failing) throw new Error('database or disk is full');
    return exec.call(this, sql);
  });
  try {
    return { result: await work(), commits };
  } finally {
    spy.mockRestore();
  }
}

/** Purchases sent at once on connections already open, so they reach the server in one turn. */
async function buyAtOnce(url: string, count: number) {
  await Promise.all(Array.from({ length: count }, () => call(url, 'GET', '/museum-hours')));
  return Promise.all(Array.from({ length: count }, (_, i) => buy(url, `at-once-${i}@example.com`)));
}

describe('durable server state', () => {
  it('saves the purchases of one turn in fewer commits than purchases, each kept across a restart', async () => {
    const first = await start();
    const before = first.mock.store.ticketCount;
    const { result, commits } = await commitsDuring(() => buyAtOnce(first.url, 8));
    expect(result.map((answer) => answer.status)).toEqual(Array(8).fill(201));
    expect(commits).toBeGreaterThan(0);
    expect(commits).toBeLessThan(8);
    const second = await restart(first);
    for (const { body } of result)
      expect(second.mock.store.getTicket(body.ticketId).email).toMatch(/^at-once-/);
    expect(second.mock.store.ticketCount).toBe(before + 8);
  });

  it('fails every request of a group whose commit fails, and keeps none of its changes', async () => {
    const first = await start();
    const before = first.mock.snapshot();
    const { result } = await commitsDuring(() => buyAtOnce(first.url, 4), 1);
    const refused = result.filter((answer) => answer.status === 500);
    // Several requests shared the commit that failed: each of them is refused, not only the first.
    expect(refused.length).toBeGreaterThan(1);
    expect(refused[0]?.headers.get('museum-mock-failure')).not.toBeNull();
    const sold = result.filter((answer) => answer.status === 201).map(({ body }) => body.ticketId);
    expect(first.mock.store.ticketCount).toBe(before.tickets.length + sold.length);
    // The server goes on: the next purchase is saved, and the file holds exactly what was acknowledged.
    const next = await buy(first.url, 'after@example.com');
    expect(next.status).toBe(201);
    const second = await restart(first);
    expect(second.mock.store.ticketCount).toBe(before.tickets.length + sold.length + 1);
    for (const id of [...sold, next.body.ticketId]) expect(second.mock.store.getTicket(id)).toBeDefined();
  });

  it('waits for the save of a change an override made before it threw, and leaves its failure handled', async () => {
    const first = await start();
    const before = first.mock.store.ticketCount;
    first.mock.override('buyMuseumTickets', async ({ next }) => {
      await next();
      throw new Error('an override that breaks after the purchase');
    });
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => void unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const { result, commits } = await commitsDuring(() => buy(first.url, 'late@example.com'), 1);
      expect(result.status).toBe(500);
      expect(commits).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled).toEqual([]);
      // The commit failed: the purchase is gone from memory as from the file.
      expect(first.mock.store.ticketCount).toBe(before);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it('creates the file from the seed and finds every ticket, event change and the id sequence after a restart', async () => {
    const first = await start();
    expect(existsSync(file)).toBe(true);
    const bought = await buy(first.url, 'ada@example.com');
    expect(bought.status).toBe(201);
    const created = await call<SpecialEvent>(first.url, 'POST', '/special-events', { json: newEvent() });
    const patched = await call<SpecialEvent>(first.url, 'PATCH', `/special-events/${created.body.eventId}`, {
      json: { price: 7 },
    });
    const [seeded] = first.mock.store.allEvents();
    expect((await call(first.url, 'DELETE', `/special-events/${seeded?.eventId}`)).status).toBe(204);
    const before = first.mock.snapshot();

    const second = await restart(first);
    expect(second.mock.snapshot()).toEqual(before);
    expect(second.mock.store.getTicket(bought.body.ticketId).email).toBe('ada@example.com');
    expect(second.mock.store.getEvent(created.body.eventId).price).toBe(7);
    expect(patched.body.price).toBe(7);
    // The seeded sequence goes on where it stopped, rather than handing out the same ids again.
    const next = await buy(second.url, 'bob@example.com');
    expect(next.body.ticketId).not.toBe(bought.body.ticketId);
    expect(second.mock.store.ticketCount).toBe(before.tickets.length + 1);
  });

  it('keeps each session apart across a restart, and drops the rows of a session the server evicts', async () => {
    const first = await start({ maxSessions: 2 });
    await buy(first.url, 'one@example.com', 'one');
    await buy(first.url, 'two@example.com', 'two');
    await buy(first.url, 'two-again@example.com', 'two');
    const second = await restart(first, { maxSessions: 2 });
    expect(second.sessionIds()).toEqual(['one', 'two']);
    const emails = (id: string) =>
      second
        .session(id)
        .store.allTickets()
        .map((ticket) => ticket.email);
    expect(emails('one')).toContain('one@example.com');
    expect(emails('one')).not.toContain('two@example.com');
    expect(emails('two')).toEqual(expect.arrayContaining(['two@example.com', 'two-again@example.com']));
    expect(emails('default')).not.toContain('one@example.com');
    // A third session evicts "one", the least recently used: its rows go with it.
    await buy(second.url, 'three@example.com', 'three');
    const third = await restart(second, { maxSessions: 2 });
    expect(third.sessionIds()).toEqual(['two', 'three']);
    await stop(third);
    const db = new DatabaseSync(file, { readOnly: true });
    try {
      expect(db.prepare("SELECT count(*) AS n FROM tickets WHERE session = 'one'").get()).toEqual({ n: 0 });
    } finally {
      db.close();
    }
  });

  it('saves reset() and restore() whole', async () => {
    const first = await start();
    await buy(first.url, 'gone@example.com');
    first.mock.reset();
    const afterReset = first.mock.snapshot();
    const second = await restart(first);
    expect(second.mock.snapshot()).toEqual(afterReset);
    second.session('qa').restore({ version: 1, events: [], tickets: [] });
    const third = await restart(second);
    expect(third.session('qa').store.eventCount).toBe(0);
    expect(third.mock.snapshot()).toEqual(afterReset);
  });

  it('keeps a clock moved through the admin API across a restart, per session, until a reset', async () => {
    const clock = (server: MuseumServer, id: string, method = 'GET', path = '/clock', json?: object) =>
      fetch(`${server.adminUrl}${path}`, {
        method,
        headers: { 'X-Museum-Session': id, ...(json ? { 'Content-Type': 'application/json' } : {}) },
        ...(json ? { body: JSON.stringify(json) } : {}),
      }).then(async (response) => ((await response.json()) as { now: string }).now);
    const first = await start({ admin: true });
    expect(await clock(first, 'qa', 'PUT', '/clock', { now: '2027-01-05T09:00:00Z' })).toBe(
      '2027-01-05T09:00:00.000Z',
    );
    await clock(first, 'default', 'POST', '/clock/advance', { days: 3 });
    await buy(first.url, 'ada@example.com', 'other');
    const second = await restart(first, { admin: true });
    expect(await clock(second, 'qa')).toBe('2027-01-05T09:00:00.000Z');
    expect(await clock(second, 'default')).toBe('2026-12-04T10:00:00.000Z');
    expect(await clock(second, 'other')).toBe(new Date(now).toISOString());
    // Today follows the kept clock: a ticket for the day before it is refused.
    const early = await call(second.url, 'POST', '/tickets', {
      ...session('qa'),
      json: { ticketType: 'general', ticketDate: '2027-01-04', email: 'ada@example.com' },
    });
    expect(early.status).toBe(400);
    // A reset brings the clock back to the option, and that too is kept.
    await fetch(`${second.adminUrl}/reset`, { method: 'POST', headers: session('qa').headers });
    const third = await restart(second, { admin: true });
    expect(await clock(third, 'qa')).toBe(new Date(now).toISOString());
  });

  it('keeps a running clock running at the same distance from the real time', async () => {
    // The real time: no clock option.
    const realTime = async () => {
      const server = await startMuseumServer({ port: 0, admin: true, state: file });
      running.push(server);
      return server;
    };
    const first = await realTime();
    const week = 7 * 86_400_000;
    await fetch(`${first.adminUrl}/clock/advance`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ days: 7 }),
    });
    await stop(first);
    const second = await realTime();
    const { now: moved } = (await (await fetch(`${second.adminUrl}/clock`)).json()) as { now: string };
    expect(Math.abs(Date.parse(moved) - (Date.now() + week))).toBeLessThan(5_000);
  });

  it('replays a purchase after a restart between two attempts under the same key', async () => {
    const first = await start();
    const headers = { 'Idempotency-Key': 'checkout-restart' };
    const json = { ticketType: 'general', ticketDate: today, email: 'ada@example.com' };
    first.mock.fault('buyMuseumTickets', { answerLost: true });
    await expect(call(first.url, 'POST', '/tickets', { headers, json })).rejects.toThrow(TypeError);
    const tickets = first.mock.store.ticketCount;

    const second = await restart(first);
    const retry = await call<TicketConfirmation>(second.url, 'POST', '/tickets', { headers, json });
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(second.mock.store.getTicket(retry.body.ticketId).email).toBe('ada@example.com');
    expect(second.mock.store.ticketCount).toBe(tickets);
    const other = await call(second.url, 'POST', '/tickets', {
      headers,
      json: { ...json, email: 'eve@example.com' },
    });
    expect(other.status).toBe(422);
  });

  it('keeps the newest idempotencyKeyLimit keys of a session in the file, and none after reset()', async () => {
    const first = await start({ idempotencyKeyLimit: 2 });
    for (const key of ['a', 'b', 'c']) {
      expect(
        (
          await call(first.url, 'POST', '/special-events', {
            headers: { 'Idempotency-Key': key },
            json: newEvent(),
          })
        ).status,
      ).toBe(201);
    }
    const keys = () => {
      const db = new DatabaseSync(file, { readOnly: true });
      try {
        return db
          .prepare('SELECT key FROM idempotency_keys ORDER BY seq')
          .all()
          .map((row) => row.key);
      } finally {
        db.close();
      }
    };
    await stop(first);
    expect(keys()).toEqual(['b', 'c']);
    const second = await start({ idempotencyKeyLimit: 2 });
    expect(second.mock.store.eventCount).toBeGreaterThanOrEqual(3);
    second.mock.reset();
    await stop(second);
    expect(keys()).toEqual([]);
  });

  it('reads a format 1 file and upgrades it in place, its tickets kept', async () => {
    const first = await start();
    const bought = await buy(first.url, 'old@example.com');
    await stop(first);
    const db = new DatabaseSync(file);
    db.exec('DROP TABLE idempotency_keys; PRAGMA user_version = 1');
    db.close();

    const second = await start();
    expect(second.mock.store.getTicket(bought.body.ticketId).email).toBe('old@example.com');
    const headers = { 'Idempotency-Key': 'after-upgrade' };
    const json = { ticketType: 'general', ticketDate: today, email: 'new@example.com' };
    expect((await call(second.url, 'POST', '/tickets', { headers, json })).status).toBe(201);
    const third = await restart(second);
    const replay = await call(third.url, 'POST', '/tickets', { headers, json });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    await stop(third);
    const header = readFileSync(file).subarray(0, 100);
    expect(new DataView(header.buffer, header.byteOffset).getInt32(60)).toBe(stateFormatVersion);
  });

  it('refuses a second server on the same file while the first runs', async () => {
    await start();
    await expect(startMuseumServer({ port: 0, state: file })).rejects.toThrow(/in use by another process/);
  });

  it('refuses a text file, untouched', async () => {
    writeFileSync(file, 'events:\n  - Gala\n');
    expect((await refusal()).message).toMatch(/not a museum-mock state file \(not an SQLite database\)/);
  });

  it('refuses an empty file, untouched', async () => {
    writeFileSync(file, '');
    expect((await refusal()).message).toMatch(/not an SQLite database/);
  });

  it('refuses an SQLite database of something else, untouched', async () => {
    const other = new DatabaseSync(file);
    other.exec('CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES (1)');
    other.close();
    expect((await refusal()).message).toMatch(/an SQLite database of something else/);
  });

  it('refuses a file from a newer format, untouched', async () => {
    const first = await start();
    await stop(first);
    const db = new DatabaseSync(file);
    db.exec(`PRAGMA user_version = ${stateFormatVersion + 1}`);
    db.close();
    expect((await refusal()).message).toMatch(
      new RegExp(
        `newer museum-mock \\(state format ${stateFormatVersion + 1}; this one reads up to ${stateFormatVersion}\\)`,
      ),
    );
  });

  it('refuses a file with our mark but other tables, untouched', async () => {
    const db = new DatabaseSync(file);
    db.exec(
      `PRAGMA application_id = ${stateApplicationId}; PRAGMA user_version = 1; CREATE TABLE t (x TEXT)`,
    );
    db.close();
    expect((await refusal()).message).toMatch(/corrupt \(unexpected tables\)/);
  });

  it('refuses a state file with damaged pages or rows, untouched', async () => {
    const first = await start();
    await buy(first.url, 'ada@example.com');
    await stop(first);
    const good = readFileSync(file);
    // Garbage over the pages after the first: the header still says "ours".
    const damaged = Buffer.from(good);
    damaged.fill(0x5a, 4096 + 200, 4096 * 3);
    writeFileSync(file, damaged);
    expect((await refusal()).message).toMatch(/refused: corrupt/);
    // A row SQLite itself finds fine, but that no store would take back.
    writeFileSync(file, good);
    const db = new DatabaseSync(file);
    db.exec(`UPDATE tickets SET data = '{"ticketId":"nope"}'`);
    db.close();
    expect((await refusal()).message).toMatch(/refused: corrupt \(session "default": .*ticketId/);
    // Truncated mid-file.
    writeFileSync(file, good.subarray(0, good.byteLength - 4096));
    expect((await refusal()).message).toMatch(/refused: corrupt/);
  });
});
