import type { JournalEntry } from '../journal/journal-types.ts';
import type { MuseumOperation } from '../operations/operation-routes.ts';
import type { JournalEntriesQuery, museumControls } from './control-entries.ts';
import type { ControlsOf } from './control-table.ts';

/**
 * Options of {@link MuseumControls.journal}'s `watch`.
 *
 * @example
 * ```ts
 * const options: JournalWatchOptions = { backlog: 50, onError: (error) => console.warn(error) };
 * ```
 */
export interface JournalWatchOptions {
  /**
   * How many of the newest entries already kept to deliver first, before the live ones.
   * @default 0
   * @example 50
   */
  backlog?: number;
  /**
   * Called when the watch cannot reach the mock (the remote handle keeps retrying, backing off,
   * until stopped); the in-process mock never calls it.
   * @default errors are ignored
   * @example (error) => console.warn('journal feed', error)
   */
  onError?: (error: unknown) => void;
}

type TableControls = ControlsOf<typeof museumControls>;

/**
 * The controls a mock has wherever it runs, each returning a promise: one per entry of
 * `museumControls`, with the same name and arguments in the test process
 * ({@link inProcessControls}), on the remote handle ({@link connectMuseumMock}), in the
 * Playwright fixture's `museum` and in the devtools panel. A spec or a tool written against it
 * runs unchanged against a mock in the test process and a session of a server. Every control
 * acts on one mock (one session); a refused argument rejects with a {@link MuseumAdminError}
 * on every surface. Two members are refined beyond what the table types: `journal.entries` is
 * generic in the operation, and `journal.watch` follows the journal (in process directly, on
 * the remote handle by long-polling `journal.feed`).
 *
 * @example
 * ```ts
 * async function breakTheListing(museum: MuseumControls) {
 *   const outage = await museum.fault('listSpecialEvents', { status: 503 }, { times: 'always' });
 *   await museum.clock.advance({ days: 1 });
 *   await outage.remove();
 * }
 * ```
 */
export type MuseumControls = Omit<TableControls, 'journal'> & {
  readonly journal: Omit<TableControls['journal'], 'entries'> & {
    /** Handled requests, oldest first, filtered. */
    entries<Operation extends MuseumOperation | 'unknown' = MuseumOperation | 'unknown'>(
      query?: JournalEntriesQuery<Operation>,
    ): Promise<JournalEntry<Operation>[]>;
    /**
     * Calls `listener` with each request the mock handles from now on, in order, each once (after
     * `backlog` of the newest kept ones); returns the function that stops watching. In process
     * it follows the journal directly; the remote handle long-polls `journal.feed` with a cursor,
     * so nothing is missed or repeated between polls. Entries dropped by a reset are skipped.
     *
     * @example
     * ```ts
     * const stop = museum.journal.watch((entry) => console.log(entry.operation, entry.status), { backlog: 20 });
     * ```
     */
    watch(listener: (entry: JournalEntry) => void, options?: JournalWatchOptions): () => void;
  };
};
