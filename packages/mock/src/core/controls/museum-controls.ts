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
