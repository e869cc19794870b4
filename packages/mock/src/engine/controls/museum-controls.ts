import type { ClockAdvance, MuseumStoreSnapshot } from '@museum-api/core';
import type { MockFault } from '../interventions/mock-fault.ts';
import type { InterventionOptions } from '../interventions/mock-interventions.ts';
import type { Har } from '../journal/journal-har.ts';
import type { JournalEntry } from '../journal/journal-types.ts';
import type { MuseumOperation } from '../operations/museum-operations.ts';

/**
 * Filters of {@link MuseumControls.journal}'s `entries`, all optional and all applied.
 *
 * @example
 * ```ts
 * const query: JournalEntriesQuery<'buyMuseumTickets'> = { operation: 'buyMuseumTickets', status: 201, limit: 5 };
 * ```
 */
export interface JournalEntriesQuery<Operation extends MuseumOperation | 'unknown'> {
  operation?: Operation;
  /** One status; 0 for injected network errors. */
  status?: number;
  /** At most this many, the newest. */
  limit?: number;
}

/**
 * A scenario as the controls list it: its name, to pass to `useScenario`, and its one line.
 *
 * @example
 * ```ts
 * const closed: MuseumScenarioInfo = { name: 'closed', description: 'The museum is closed for eight weeks' };
 * ```
 */
export interface MuseumScenarioInfo {
  name: string;
  description?: string;
}

/**
 * What {@link MuseumControls.scenarios} resolves to: the scenario in force and every one the
 * mock knows by name.
 *
 * @example
 * ```ts
 * const { current, known } = await museum.scenarios();
 * console.log(current, known.map((scenario) => scenario.name)); // 'default' ['default', 'empty', …]
 * ```
 */
export interface MuseumScenarioList {
  /** The name of the scenario in force. */
  current: string;
  /** Every scenario the mock knows by name, built-in ones first. */
  known: MuseumScenarioInfo[];
}

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

/**
 * The controls a mock has wherever it runs, each returning a promise: what the remote handle
 * ({@link connectMuseumMock}) sends to a standalone server's admin API, and what the Playwright
 * fixture's `museum` offers in both its modes. A spec or a tool written against it runs
 * unchanged against a mock in the test process and a session of a server. Every control acts
 * on one mock (one session); a refused argument rejects.
 *
 * @example
 * ```ts
 * async function breakTheListing(museum: MuseumControls) {
 *   await museum.fault('listSpecialEvents', { status: 503 }, { times: 'always' });
 * }
 * ```
 */
export interface MuseumControls {
  /** Back to the seed: state, ids, journal, faults and clock. */
  reset(): Promise<void>;
  /**
   * Resets into a named scenario (`empty`, `busy`, `closed`, `flaky`, `slow`, `default`, or one
   * the mock knows); an unknown name rejects (listing the known ones) and changes nothing.
   */
  useScenario(name: string): Promise<void>;
  /** The scenario in force and every scenario the mock knows by name. */
  scenarios(): Promise<MuseumScenarioList>;
  /** The state as JSON (events, tickets, id sequence position). */
  snapshot(): Promise<MuseumStoreSnapshot>;
  /** Replaces the state with a snapshot; an invalid one rejects and changes nothing. */
  restore(snapshot: MuseumStoreSnapshot): Promise<void>;
  /**
   * Makes the next request(s) to an operation (or `'*'`) fail as `fault` says. Resolves to the
   * fault's id (the mock's own, `fault-<n>`) and its removal; removing a fault already used up
   * or removed is no error.
   */
  fault(
    operation: MuseumOperation | '*',
    fault: MockFault,
    options?: InterventionOptions,
  ): Promise<{
    /** The fault's id, `fault-<n>`. */
    readonly id: string;
    /** Removes the fault; one used up or removed already is no error. */
    remove(): Promise<void>;
  }>;
  /** Removes every fault and override. */
  clearFaults(): Promise<void>;
  readonly journal: {
    /** Handled requests, oldest first, filtered. */
    entries<Operation extends MuseumOperation | 'unknown' = MuseumOperation | 'unknown'>(
      query?: JournalEntriesQuery<Operation>,
    ): Promise<JournalEntry<Operation>[]>;
    /** Forgets every entry. */
    clear(): Promise<void>;
    /** The journal as a HAR 1.2 log. */
    har(): Promise<Har>;
    /**
     * Calls `listener` with each request the mock handles from now on, in order, each once (after
     * `backlog` of the newest kept ones); returns the function that stops watching. In process
     * it follows the journal directly; the remote handle long-polls the admin API with a cursor,
     * so nothing is missed or repeated between polls. Entries dropped by a reset are skipped.
     *
     * @example
     * ```ts
     * const stop = museum.journal.watch((entry) => console.log(entry.operation, entry.status), { backlog: 20 });
     * ```
     */
    watch(listener: (entry: JournalEntry) => void, options?: JournalWatchOptions): () => void;
  };
  readonly clock: {
    /** The mock's "now". */
    now(): Promise<Date>;
    /** Moves "now" to an instant; resolves to the new "now". */
    set(instant: Date | string | number): Promise<Date>;
    /** Moves "now" by whole days and/or milliseconds; resolves to the new "now". */
    advance(by: ClockAdvance): Promise<Date>;
  };
}
