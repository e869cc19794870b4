import { adminJournalEntrySchema, adminSessionSchema } from './control-schemas.ts';

// Only `./adapter` imports this file, so only a server of the mock builds these schemas when it
// loads (its admin API's document names them); the mock's own entries build them on first use.

/**
 * One journal entry on the wire, as `GET /__admin/journal` lists them.
 *
 * @example
 * ```ts
 * const entries = z.array(AdminJournalEntrySchema).parse(await response.json());
 * ```
 */
export const AdminJournalEntrySchema = adminJournalEntrySchema();

/**
 * One session of a standalone server, as `GET /__admin/sessions` lists them.
 *
 * @example
 * ```ts
 * const sessions = z.array(AdminSessionSchema).parse(await response.json());
 * ```
 */
export const AdminSessionSchema = adminSessionSchema();
