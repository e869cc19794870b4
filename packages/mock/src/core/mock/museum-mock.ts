import type { ClockAdvance, MuseumStore, MuseumStoreSnapshot } from '@museum-api/core';
// The one type from msw in core, and only a type: `handlers` are what a test spreads into msw's
// setupServer/setupWorker. No msw code runs here; the msw adapter builds them (msw/).
import type { HttpHandler } from 'msw';
import type { MockFault } from '../interventions/mock-fault.ts';
import type {
  InterventionHandle,
  InterventionOptions,
  OverrideResolver,
} from '../interventions/mock-interventions.ts';
import type { MuseumJournal } from '../journal/museum-journal.ts';
import type { MuseumOperation } from '../operations/museum-operations.ts';
import type { MuseumScenario } from '../scenarios/museum-scenario.ts';
import type { ResolvedMockOptions } from './mock-options.ts';

/**
 * A mock of the Museum API in this process: msw handlers over one in-memory store, with
 * everything a test suite needs to arrange, inspect and break it. Synchronous, where the remote
 * handle and the Playwright fixture's `museum` ({@link MuseumControls}) return promises.
 *
 * A scenario's `setup` receives it too; it must not call `reset()` or `useScenario()` there
 * (they would run the setup again; they throw).
 *
 * @example
 * ```ts
 * const mock = createMuseumMock({ random: 1 });
 * const server = setupServer(...mock.handlers);
 * mock.fault('buyMuseumTickets', { status: 503, retryAfter: 5 });
 * ```
 */
export interface MuseumMock {
  /**
   * msw request handlers: one handler that answers everything under the base URL (every
   * operation, the OpenAPI document, and 404/405 for the rest).
   */
  readonly handlers: HttpHandler[];
  /** The options in force, defaults applied, the scenario's included. */
  readonly options: Readonly<ResolvedMockOptions>;
  /** The state behind the handlers: read it, add to it, clear it. */
  readonly store: MuseumStore;
  /** The requests handled so far. */
  readonly journal: MuseumJournal;
  /**
   * Where the mock's "now" is, and the controls to move it: ticket dates, museum hours and the
   * default date windows all follow. `reset()` brings it back to the `clock` option.
   *
   * @example
   * ```ts
   * mock.clock.set('2026-12-24T09:00:00Z');
   * mock.clock.advance({ days: 7 });
   * mock.clock.now().toISOString(); // '2026-12-31T09:00:00.000Z'
   * ```
   */
  readonly clock: MockClock;
  /**
   * A `fetch` answered by the handlers without intercepting anything, for code that takes a
   * `fetch` (the SDK client's `fetch` option). A URL outside the base URL rejects as a network
   * error would.
   */
  readonly fetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
  /** The store's state as JSON (events, tickets, id sequence position). */
  snapshot(): MuseumStoreSnapshot;
  /** Replaces the state with a snapshot, checked first. */
  restore(snapshot: MuseumStoreSnapshot): void;
  /**
   * Makes the next request(s) to an operation (or `'*'`, any) fail as `fault` says.
   *
   * @throws {TypeError} for an unknown operation, or a fault or count that cannot work.
   */
  fault(
    operation: MuseumOperation | '*',
    fault: MockFault,
    options?: InterventionOptions,
  ): InterventionHandle;
  /** Answers the next request(s) to an operation with `resolver` instead of the mock. */
  override(
    operation: MuseumOperation | '*',
    resolver: OverrideResolver,
    options?: InterventionOptions,
  ): InterventionHandle;
  /** Removes every fault and override. */
  clearOverrides(): void;
  /**
   * Back to the start of the scenario in force: the clock of the `clock` option, the seed (state
   * and id sequence), no journal, no faults or overrides but those its `setup` arranges again.
   */
  reset(): void;
  /**
   * Switches to another scenario — a built-in one's name, one from the `scenarios` option, or a
   * scenario object — and resets into it: its seed, opening schedule and latency (where the
   * mock's own options leave them open) and its `setup`.
   *
   * @throws {TypeError} for an unknown name (the message lists the known ones); nothing changes.
   */
  useScenario(scenario: string | MuseumScenario): void;
  /**
   * Calls `listener` after the state changed through a request, `reset()`, `restore()` or
   * `useScenario()`; returns the unsubscribe function. Direct `store` calls are not observed.
   */
  onChange(listener: () => void): () => void;
}

/**
 * The clock controls of a mock. Over real time a moved clock keeps ticking from where it was
 * put; over a fixed `clock` option it stays where it was put.
 *
 * @example
 * ```ts
 * const clock: MockClock = mock.clock;
 * clock.advance({ days: 1, ms: 3_600_000 });
 * ```
 */
export interface MockClock {
  /** The mock's current instant. */
  now(): Date;
  /**
   * Moves "now" to an instant.
   * @throws {TypeError} for a value that is not a valid date.
   */
  set(instant: Date | string | number): void;
  /**
   * Moves "now" by whole days and/or milliseconds (negative goes back).
   * @throws {TypeError} for amounts that are not whole numbers, or neither given.
   */
  advance(by: ClockAdvance): void;
}
