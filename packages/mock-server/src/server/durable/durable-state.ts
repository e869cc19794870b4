import {
  closeSync,
  copyFileSync,
  existsSync,
  linkSync,
  mkdtempSync,
  openSync,
  readSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { pathToFileURL } from 'node:url';
import { MuseumStore, type MuseumStoreSnapshot } from '@museum-api/core';
import { hostProtocol, type MockRuntime } from '@museum-api/mock/host';

// What a commit hands over, as the runtime types it (the host entry exports the runtime, not each part).
type StoreChange = NonNullable<Parameters<Parameters<MockRuntime['onCommit']>[0]>[0]>;
type KeptIdempotencyKey = NonNullable<Parameters<Parameters<MockRuntime['onCommit']>[0]>[1]>;
type ClockTravel = Parameters<MockRuntime['resumeClock']>[0];

import { loadNodeSqlite } from './load-node-sqlite.ts';
import { StateFileError } from './state-file-error.ts';
import {
  headerProblem,
  stateApplicationId,
  stateFormatVersion,
  stateSchema,
  stateSchemaV1,
  stateSchemaV2Additions,
} from './state-file-format.ts';

type Sqlite = Awaited<ReturnType<typeof loadNodeSqlite>>;

/** A session as the file holds it: the store's snapshot, and where its clock was moved to. */
interface SavedSession {
  snapshot: MuseumStoreSnapshot;
  clock: ClockTravel | undefined;
}

interface Statements {
  upsertSession: StatementSync;
  touchSession: StatementSync;
  setExtra: StatementSync;
  upsertEvent: StatementSync;
  deleteEvent: StatementSync;
  insertTicket: StatementSync;
  upsertKey: StatementSync;
  pruneKeys: StatementSync;
  deleteRows: StatementSync[];
}

/**
 * A server's sessions in an SQLite file (WAL), each change written in its mock's commit hook before
 * the answer goes out, so `kill -9` loses no acknowledged change. `synchronous=NORMAL`: durable against
 * the process dying, not power loss. The file is locked exclusively: a second server is refused.
 * The changes of one turn of the event loop share a transaction that the turn's end commits, and
 * their answers wait for it (a group commit: one cost as much as a purchase). If it fails, each of
 * its requests fails and their sessions go back to the file.
 */
export class DurableState {
  readonly #file: string;
  readonly #db: DatabaseSync;
  readonly #sql: Statements;
  /** Sessions read from the file and not yet attached, in the order they last changed. */
  readonly #saved: Map<string, SavedSession>;
  /** Idempotency keys read from the file for sessions not yet attached, oldest first. */
  readonly #savedKeys: Map<string, KeptIdempotencyKey[]>;
  /** Sessions that have rows in the file. */
  readonly #stored: Set<string>;
  #seq: number;
  /** The open transaction of this turn's changes: their sessions, and the promise they wait on. */
  #group: Group | undefined;

  private constructor(file: string, db: DatabaseSync, read: StateRead) {
    const { saved, keys, seq } = read;
    this.#file = file;
    this.#db = db;
    this.#saved = saved;
    this.#savedKeys = keys;
    this.#stored = new Set(saved.keys());
    this.#seq = seq;
    this.#sql = {
      upsertSession: db.prepare(
        'INSERT INTO sessions (id, random_state, extra, touched) VALUES (?, ?, ?, ?) ' +
          'ON CONFLICT (id) DO UPDATE SET random_state = excluded.random_state, extra = excluded.extra, touched = excluded.touched',
      ),
      touchSession: db.prepare('UPDATE sessions SET random_state = ?, touched = ? WHERE id = ?'),
      setExtra: db.prepare('UPDATE sessions SET extra = ?, touched = ? WHERE id = ?'),
      upsertEvent: db.prepare(
        'INSERT INTO events (session, event_id, seq, data) VALUES (?, ?, ?, ?) ' +
          'ON CONFLICT (session, event_id) DO UPDATE SET seq = excluded.seq, data = excluded.data',
      ),
      deleteEvent: db.prepare('DELETE FROM events WHERE session = ? AND event_id = ?'),
      insertTicket: db.prepare('INSERT INTO tickets (session, seq, ticket_id, data) VALUES (?, ?, ?, ?)'),
      upsertKey: db.prepare(
        'INSERT INTO idempotency_keys (session, key, seq, data) VALUES (?, ?, ?, ?) ' +
          'ON CONFLICT (session, key) DO UPDATE SET seq = excluded.seq, data = excluded.data',
      ),
      // Keeps the newest `limit` keys of a session, as the mock keeps them in memory.
      pruneKeys: db.prepare(
        'DELETE FROM idempotency_keys WHERE session = ?1 AND seq <= ' +
          '(SELECT seq FROM idempotency_keys WHERE session = ?1 ORDER BY seq DESC LIMIT 1 OFFSET ?2)',
      ),
      deleteRows: [
        'sessions WHERE id',
        'events WHERE session',
        'tickets WHERE session',
        'idempotency_keys WHERE session',
      ].map((where) => db.prepare(`DELETE FROM ${where} = ?`)),
    };
  }

  /**
   * Opens `file`, or creates it empty. An existing file is inspected read-only first (header, schema,
   * integrity, every snapshot) and refused, with nothing written, when anything is wrong.
   * @throws {StateFileError} not a state file, corrupt, from a newer mock, or in use.
   */
  static async open(file: string): Promise<DurableState> {
    const sqlite = await loadNodeSqlite(file);
    const path = resolve(file);
    let read: StateRead = { saved: new Map(), keys: new Map(), seq: 0, version: stateFormatVersion };
    if (existsSync(path)) {
      read = inspect(sqlite, file, path);
    } else {
      if (existsSync(`${path}-wal`)) {
        throw new StateFileError(
          file,
          `refused: ${basename(path)}-wal exists without its database; move it away`,
        );
      }
      create(sqlite, file, path);
    }
    let db: DatabaseSync | undefined;
    try {
      db = new sqlite.DatabaseSync(path, { timeout: 0 });
      // Exclusive before the first WAL access: no `-shm` file, and no second server on this file.
      db.exec('PRAGMA locking_mode = EXCLUSIVE');
      db.exec('PRAGMA journal_mode = WAL');
      db.exec('PRAGMA synchronous = NORMAL');
      db.exec('BEGIN IMMEDIATE; COMMIT');
      if (read.version < stateFormatVersion) upgrade(db);
      return new DurableState(file, db, read);
    } catch (error) {
      db?.close();
      const message = (error as Error).message;
      throw new StateFileError(
        file,
        /locked|busy/i.test(message) ? 'in use by another process' : `cannot open: ${message}`,
        { cause: error },
      );
    }
  }

  /** Ids of the sessions in the file besides the default one, least recently changed first. */
  savedSessionIds(): string[] {
    return [...this.#saved.keys()].filter((id) => id !== hostProtocol.defaultSessionId);
  }

  /** Restores a session's saved state and saves its changes from now on (the default session at once). */
  attach(id: string, runtime: MockRuntime): void {
    const { mock, store, onCommit, idempotency } = runtime;
    const saved = this.#saved.get(id);
    if (saved !== undefined) {
      this.#saved.delete(id);
      // Validated when the file was opened, so this cannot throw.
      store.restore(saved.snapshot);
      if (saved.clock !== undefined) runtime.resumeClock(saved.clock);
      idempotency.load(this.#savedKeys.get(id) ?? []);
      this.#savedKeys.delete(id);
    } else if (id === hostProtocol.defaultSessionId && !this.#stored.has(id)) {
      this.#transaction(() => this.#writeSession(id, mock.snapshot(), runtime.clockTravel()));
    }
    onCommit((change, kept) => {
      const work = () => {
        this.#save(id, runtime, change);
        if (kept !== undefined) this.#keep(id, kept, runtime.config.idempotencyKeyLimit);
      };
      // A whole session or a moved clock is committed at once: reset() and the clock's setters return.
      if (change === undefined || change.kind === 'clock-moved' || !this.#stored.has(id)) {
        return this.#transaction(work, id, store);
      }
      return this.#inGroup(work, id, store).promise;
    });
  }

  /** Deletes a dropped session's rows; a failure is harmless (the session returns on the next start). */
  forget(id: string): void {
    this.#saved.delete(id);
    this.#savedKeys.delete(id);
    if (!this.#stored.has(id)) return;
    try {
      this.#transaction(() => {
        for (const statement of this.#sql.deleteRows) statement.run(id);
      });
      this.#stored.delete(id);
    } catch {
      // See above.
    }
  }

  /** Commits the open group, then closes the file (SQLite folds the write-ahead log back into it). */
  close(): void {
    this.#commitGroup();
    if (this.#db.isOpen) this.#db.close();
  }

  /** Writes a change's rows; a session's own row is written when its group commits. */
  #save(id: string, { mock, store, clockTravel }: MockRuntime, change: StoreChange | undefined): void {
    if (change === undefined || !this.#stored.has(id)) {
      this.#writeSession(id, mock.snapshot(), clockTravel());
      return;
    }
    const sql = this.#sql;
    if (change.kind === 'clock-moved') {
      sql.setExtra.run(JSON.stringify(extraOf(mock.snapshot(), clockTravel())), this.#next(), id);
      return;
    }
    if (change.kind === 'ticket-sold') {
      sql.insertTicket.run(
        id,
        this.#next(),
        change.ticketId,
        JSON.stringify(store.getTicket(change.ticketId)),
      );
    } else if (change.kind === 'event-saved') {
      sql.upsertEvent.run(id, change.eventId, this.#next(), JSON.stringify(store.getEvent(change.eventId)));
    } else {
      sql.deleteEvent.run(id, change.eventId);
    }
  }

  /** Writes a kept key (the one a change of this transaction was made under), newest of its session. */
  #keep(id: string, kept: KeptIdempotencyKey, limit: number): void {
    this.#sql.upsertKey.run(id, kept.key, this.#next(), JSON.stringify(kept));
    this.#sql.pruneKeys.run(id, limit);
  }

  #writeSession(id: string, snapshot: MuseumStoreSnapshot, clock: ClockTravel | undefined): void {
    const { events, tickets, randomState } = snapshot;
    for (const statement of this.#sql.deleteRows) statement.run(id);
    this.#sql.upsertSession.run(
      id,
      randomState ?? null,
      JSON.stringify(extraOf(snapshot, clock)),
      this.#next(),
    );
    for (const event of events) {
      this.#sql.upsertEvent.run(id, event.eventId, this.#next(), JSON.stringify(event));
    }
    for (const ticket of tickets) {
      this.#sql.insertTicket.run(id, this.#next(), ticket.ticketId, JSON.stringify(ticket));
    }
    this.#stored.add(id);
  }

  /** Runs `work` in the open group and commits it now. @throws {StateFileError} when either fails. */
  #transaction(work: () => void, id?: string, store?: MuseumStore): void {
    const group = this.#inGroup(work, id, store);
    this.#commitGroup();
    if (group.error !== undefined) throw group.error;
  }

  /** Runs `work` in the open group, or in a new one committed when this turn of the event loop ends. */
  #inGroup(work: () => void, id?: string, store?: MuseumStore): Group {
    let group = this.#group;
    if (group === undefined) {
      group = { sessions: new Map() } as Group;
      group.promise = new Promise((resolve, reject) => Object.assign(group as Group, { resolve, reject }));
      // Each request of the group waits on it; one committed at once may have no other.
      group.promise.catch(() => {});
      this.#group = group;
      setImmediate(() => this.#commitGroup());
    }
    if (id !== undefined && store !== undefined) group.sessions.set(id, store);
    try {
      if (!this.#db.isTransaction) this.#db.exec('BEGIN IMMEDIATE');
      work();
    } catch (error) {
      this.#failGroup(group, error);
    }
    return group;
  }

  /** Writes each session's random state and order, commits, and lets the group's answers go. */
  #commitGroup(): void {
    const group = this.#group;
    if (group === undefined) return;
    try {
      for (const [id, store] of group.sessions) {
        this.#sql.touchSession.run(store.randomState ?? null, this.#next(), id);
      }
      this.#db.exec('COMMIT');
      this.#group = undefined;
      group.resolve();
    } catch (error) {
      this.#failGroup(group, error);
    }
  }

  /** Rolls the group back, in the file and in its sessions' memory, and fails its requests. */
  #failGroup(group: Group, error: unknown): void {
    this.#group = undefined;
    if (this.#db.isOpen && this.#db.isTransaction) this.#db.exec('ROLLBACK');
    for (const [id, store] of group.sessions) this.#rollBack(id, store);
    const message = `could not save a change: ${(error as Error).message}`;
    group.error = new StateFileError(this.#file, message, { cause: error });
    group.reject(group.error);
  }

  /** After a failed save, puts the session back as the file has it, so memory and file agree. */
  // Kept keys need no rolling back: the key of a failed save was never kept in memory.
  #rollBack(id: string, store: MuseumStore): void {
    if (!this.#stored.has(id)) return;
    try {
      const saved = readSessions(this.#db, id).get(id);
      if (saved !== undefined) store.restore(saved.snapshot);
    } catch {
      // The file cannot be read either; the error about the save is what the caller sees.
    }
  }

  #next(): number {
    this.#seq += 1;
    return this.#seq;
  }
}

/** Changes of several requests in one transaction (see {@link DurableState}), and why it failed. */
interface Group {
  sessions: Map<string, MuseumStore>;
  promise: Promise<void>;
  resolve: () => void;
  reject: (error: StateFileError) => void;
  error?: StateFileError;
}

/** Reads and checks an existing file without writing to it or beside it. */
function inspect(sqlite: Sqlite, file: string, path: string): StateRead {
  const problem = headerProblem(readHeader(file, path));
  if (problem !== undefined) throw new StateFileError(file, `refused: ${problem}`);
  // A log left by a server that was killed holds committed changes the main file lacks; reading
  // through it would write a `-shm` beside the file, so a copy of both is read instead.
  let scratch: string | undefined;
  let source = `${pathToFileURL(path).href}?immutable=1`;
  if (existsSync(`${path}-wal`)) {
    scratch = mkdtempSync(join(tmpdir(), 'museum-state-'));
    const copy = join(scratch, 'state.db');
    copyFileSync(path, copy);
    copyFileSync(`${path}-wal`, `${copy}-wal`);
    source = copy;
  }
  let db: DatabaseSync | undefined;
  try {
    db = new sqlite.DatabaseSync(source.startsWith('file:') ? new URL(source) : source, {
      readOnly: scratch === undefined,
    });
    const check = db.prepare('PRAGMA quick_check').all() as { quick_check: string }[];
    if (check.length !== 1 || check[0]?.quick_check !== 'ok') {
      throw new Error(String(check[0]?.quick_check ?? 'integrity check failed'));
    }
    const schema = db
      .prepare("SELECT sql FROM sqlite_schema WHERE name NOT LIKE 'sqlite_%' ORDER BY rowid")
      .all()
      .map((row) => row.sql);
    // A format 1 file has the first tables only; it is upgraded once opened for writing.
    const version = sameSchema(schema, stateSchema) ? stateFormatVersion : 1;
    if (version === 1 && !sameSchema(schema, stateSchemaV1)) throw new Error('unexpected tables');
    const saved = readSessions(db);
    const keys = version === 1 ? new Map<string, KeptIdempotencyKey[]>() : readKeys(db, saved);
    // Every session must restore as the store would take it, before the file is opened for writing.
    for (const [id, { snapshot, clock }] of saved) {
      try {
        new MuseumStore({ randomSeed: 0 }).restore(snapshot);
        if (clock !== undefined && !isClockTravel(clock)) throw new Error(`clock: not a moved clock`);
      } catch (error) {
        throw new Error(`session "${id}": ${(error as Error).message}`);
      }
    }
    const { seq } = db
      .prepare(
        `SELECT max(coalesce((SELECT max(touched) FROM sessions), 0), coalesce((SELECT max(seq) FROM events), 0), coalesce((SELECT max(seq) FROM tickets), 0)${version === 1 ? '' : ', coalesce((SELECT max(seq) FROM idempotency_keys), 0)'}) AS seq`,
      )
      .get() as { seq: number };
    return { saved, keys, seq, version };
  } catch (error) {
    throw new StateFileError(file, `refused: corrupt (${oneLine((error as Error).message)})`, {
      cause: error,
    });
  } finally {
    db?.close();
    if (scratch !== undefined) rmSync(scratch, { recursive: true, force: true });
  }
}

/** What an existing file holds, read before it is opened for writing. */
interface StateRead {
  saved: Map<string, SavedSession>;
  keys: Map<string, KeptIdempotencyKey[]>;
  seq: number;
  /** The format the file is in (its tables), so a format 1 file is upgraded. */
  version: number;
}

function sameSchema(schema: unknown[], expected: readonly string[]): boolean {
  return schema.length === expected.length && schema.every((sql, i) => sql === expected[i]);
}

/** Format 1 to 2, checkpointed at once so an older mock is told to upgrade before any new row exists. */
function upgrade(db: DatabaseSync): void {
  db.exec(
    `BEGIN IMMEDIATE; ${stateSchemaV2Additions.join(';\n')}; PRAGMA user_version = ${stateFormatVersion}; COMMIT`,
  );
  // The header (user_version) is read from the main file before SQLite opens it: write it there now.
  db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
}

/** The kept idempotency keys of each session, oldest first, each checked for the fields replay needs. */
function readKeys(db: DatabaseSync, sessions: Map<string, SavedSession>): Map<string, KeptIdempotencyKey[]> {
  const keys = new Map<string, KeptIdempotencyKey[]>();
  const rows = db.prepare('SELECT session, key, data FROM idempotency_keys ORDER BY seq').all() as {
    session: string;
    key: string;
    data: string;
  }[];
  for (const { session, key, data } of rows) {
    if (!sessions.has(session)) throw new Error(`idempotency_keys of an unknown session "${session}"`);
    const kept = JSON.parse(data) as KeptIdempotencyKey;
    if (
      kept?.key !== key ||
      typeof kept.operation !== 'string' ||
      typeof kept.bodySha256 !== 'string' ||
      typeof kept.keptAt !== 'number' ||
      typeof kept.answer?.status !== 'number'
    ) {
      throw new Error(`idempotency key "${key}" of session "${session}" is malformed`);
    }
    const list = keys.get(session) ?? [];
    list.push(kept);
    keys.set(session, list);
  }
  return keys;
}

/** Every session in the file (or only `only`), in the order they last changed. */
function readSessions(db: DatabaseSync, only?: string): Map<string, SavedSession> {
  const where = only === undefined ? '' : ' WHERE session = ?';
  const args = only === undefined ? [] : [only];
  const sessions = new Map<string, SavedSession>();
  const rows = db
    .prepare(
      `SELECT id, random_state, extra FROM sessions${only === undefined ? '' : ' WHERE id = ?'} ORDER BY touched`,
    )
    .all(...args) as { id: string; random_state: number | null; extra: string }[];
  for (const row of rows) {
    // Format 1 files have no clock here; format 2 ones have one only where it was moved.
    const { clock, ...extra } = JSON.parse(row.extra) as { version: 1; clock?: ClockTravel };
    sessions.set(row.id, {
      snapshot: {
        ...extra,
        events: [],
        tickets: [],
        ...(row.random_state === null ? {} : { randomState: row.random_state }),
      },
      clock,
    });
  }
  for (const table of ['events', 'tickets'] as const) {
    const items = db.prepare(`SELECT session, data FROM ${table}${where} ORDER BY seq`).all(...args) as {
      session: string;
      data: string;
    }[];
    for (const { session, data } of items) {
      const saved = sessions.get(session);
      if (saved === undefined) throw new Error(`${table} of an unknown session "${session}"`);
      (saved.snapshot[table] as unknown[]).push(JSON.parse(data));
    }
  }
  return sessions;
}

/** A new state file, built under a temporary name and given its name complete. */
function create(sqlite: Sqlite, file: string, path: string): void {
  const building = `${path}.${process.pid}.new`;
  try {
    const db = new sqlite.DatabaseSync(building);
    try {
      db.exec(`PRAGMA application_id = ${stateApplicationId}`);
      db.exec(`PRAGMA user_version = ${stateFormatVersion}`);
      db.exec(`BEGIN; ${stateSchema.join(';\n')}; COMMIT`);
    } finally {
      db.close();
    }
    // A link, unlike a rename, never replaces a file that appeared meanwhile.
    linkSync(building, path);
  } catch (error) {
    throw new StateFileError(file, `cannot create: ${(error as Error).message}`, { cause: error });
  } finally {
    rmSync(building, { force: true });
  }
}

function readHeader(file: string, path: string): Uint8Array {
  const header = new Uint8Array(100);
  let fd: number | undefined;
  try {
    fd = openSync(path, 'r');
    const read = readSync(fd, header, 0, 100, 0);
    return header.subarray(0, read);
  } catch (error) {
    throw new StateFileError(file, `cannot read: ${(error as Error).message}`, { cause: error });
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** The `extra` column of a session: the snapshot's fields that have no column, and a moved clock. */
function extraOf(snapshot: MuseumStoreSnapshot, clock: ClockTravel | undefined): object {
  const { events: _events, tickets: _tickets, randomState: _randomState, ...extra } = snapshot;
  return clock === undefined ? extra : { ...extra, clock };
}

function isClockTravel(value: unknown): value is ClockTravel {
  if (typeof value !== 'object' || value === null) return false;
  const { at, offsetMs, ...rest } = value as { at?: unknown; offsetMs?: unknown };
  if (Object.keys(rest).length > 0 || (at === undefined) === (offsetMs === undefined)) return false;
  return at === undefined
    ? Number.isSafeInteger(offsetMs)
    : typeof at === 'string' && !Number.isNaN(Date.parse(at));
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
