/**
 * The layout of a state file: SQLite marked by `application_id` and `user_version`. Tickets are keyed
 * by `seq` (store order), not their random id, so a purchase appends to the last page of one B-tree.
 */

/** `PRAGMA application_id` of every state file: "Musm". */
export const stateApplicationId = 0x4d75736d;

/** `PRAGMA user_version`: 2 added `idempotency_keys` and a moved clock; a format 1 file is upgraded. */
export const stateFormatVersion = 2;

/** The schema of format 1, which format 2 extends: a file may hold exactly this, and is then upgraded. */
export const stateSchemaV1 = [
  `CREATE TABLE sessions (
  id TEXT PRIMARY KEY,
  random_state INTEGER,
  extra TEXT NOT NULL,
  touched INTEGER NOT NULL
) STRICT`,
  `CREATE TABLE events (
  session TEXT NOT NULL,
  event_id TEXT NOT NULL,
  seq INTEGER NOT NULL,
  data TEXT NOT NULL,
  PRIMARY KEY (session, event_id)
) STRICT`,
  `CREATE TABLE tickets (
  session TEXT NOT NULL,
  seq INTEGER NOT NULL,
  ticket_id TEXT NOT NULL,
  data TEXT NOT NULL,
  PRIMARY KEY (session, seq)
) STRICT, WITHOUT ROWID`,
] as const;

/** What format 2 adds to {@link stateSchemaV1}: a kept idempotency key per row, in the order kept. */
export const stateSchemaV2Additions = [
  `CREATE TABLE idempotency_keys (
  session TEXT NOT NULL,
  key TEXT NOT NULL,
  seq INTEGER NOT NULL,
  data TEXT NOT NULL,
  PRIMARY KEY (session, key)
) STRICT`,
  'CREATE INDEX idempotency_keys_by_seq ON idempotency_keys (session, seq)',
] as const;

/** The schema, exactly as `sqlite_schema` must hold it (compared statement by statement). */
export const stateSchema = [...stateSchemaV1, ...stateSchemaV2Additions] as const;

const sqliteMagic = 'SQLite format 3\0';

/**
 * Why the first 100 bytes are not a state file this code reads, or `undefined`: read before SQLite
 * opens anything, so a foreign file never gets a `-wal` or `-shm` beside it.
 */
export function headerProblem(header: Uint8Array): string | undefined {
  if (header.byteLength < 100 || new TextDecoder('latin1').decode(header.subarray(0, 16)) !== sqliteMagic) {
    return 'not a museum-mock state file (not an SQLite database)';
  }
  const view = new DataView(header.buffer, header.byteOffset, header.byteLength);
  if (view.getInt32(68) !== stateApplicationId) {
    return 'not a museum-mock state file (an SQLite database of something else)';
  }
  const version = view.getInt32(60);
  if (version > stateFormatVersion) {
    return `written by a newer museum-mock (state format ${version}; this one reads up to ${stateFormatVersion}): upgrade @museum-api/mock`;
  }
  if (version < 1) return 'not a museum-mock state file (no format version)';
  return undefined;
}
