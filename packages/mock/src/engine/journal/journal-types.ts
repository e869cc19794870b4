import type { ProblemDetails } from '@museum-api/core';
import type { MuseumOperation, MuseumOperationTypes } from '../operations/operation-routes.ts';

/**
 * What the mock did to a request: `undefined` for a normal answer, or the fault or override
 * that answered instead.
 *
 * @example
 * ```ts
 * mock.journal.filter({ intervention: 'fault' });
 * ```
 */
export type JournalIntervention = 'fault' | 'override';

/**
 * What the journal records when the mock itself failed while answering a request (a bug, a
 * platform API the environment lacks, a test's override or scenario that threw): the error's
 * name, message and stack, so the failure crosses to a remote handle and the devtools panel.
 *
 * @example
 * ```ts
 * const failed = mock.journal.filter().filter((entry) => entry.mockFailure !== undefined);
 * failed[0]?.mockFailure?.message; // 'boom'
 * ```
 */
export interface MockFailure {
  name: string;
  message: string;
  stack?: string;
}

interface JournalEntryBase {
  /** Position in the mock's life, from 1; keeps counting across `journal.clear()`. */
  sequence: number;
  method: string;
  url: string;
  /** Query parameters as sent; a repeated parameter lists every value. */
  query: Record<string, string | string[]>;
  /** The parsed JSON body, when the operation reads one and it parsed. */
  requestBody?: unknown;
  /** Response status; 0 for an injected network error. */
  status: number;
  /** The problem-details body of an error answer. */
  problem?: ProblemDetails;
  /** User name of the accepted or refused Basic credentials, if any were readable. */
  username?: string;
  intervention?: JournalIntervention;
  /** The id of the fault or override that answered (`fault-2`), as `mock.fault()` returned it. */
  interventionId?: string;
  /** When the request arrived (real time, ISO 8601). */
  startedAt: string;
  /** Time to the answer in milliseconds, latency included. */
  durationMs: number;
  /**
   * The answer's `X-Request-Id`: the caller's own when it sent a well-formed one (1 to 128
   * visible ASCII characters), else one the mock made (`req-<hex>-<n>`, seeded by `randomSeed`).
   * A network error carries none on the wire but is recorded with one all the same.
   */
  requestId: string;
  /** `true` when the answer replayed the first answer to the request's `Idempotency-Key`. */
  replayed?: true;
  /**
   * The mock itself failed while answering (a bug, a missing platform API, a test's override that
   * threw): the error, and the answer was the mock's own 500 (`Museum-Mock-Failure`), never the
   * API's. The test that sent it fails (`MuseumMockFailureError`).
   */
  mockFailure?: MockFailure;
  /** The upstream URL, when the operation was proxied to a real backend (`proxy`). */
  upstream?: string;
  /** How a proxied exchange broke the API contract; absent when it kept it. */
  violations?: JournalViolation[];
  /** The request's headers, lower-case names; `authorization` and `cookie` read `[redacted]`. */
  requestHeaders?: Record<string, string>;
  /** The answer's headers, lower-case names; `set-cookie` reads `[redacted]`. */
  responseHeaders?: Record<string, string>;
}

/**
 * One way a proxied exchange broke the API contract: which check failed, and a message naming
 * the request, the status and what was wrong.
 *
 * @example
 * ```ts
 * const [violation] = mock.journal.last()?.violations ?? [];
 * violation?.check; // 'header'
 * ```
 */
export interface JournalViolation {
  check: string;
  message: string;
}

/**
 * One handled request. Narrowed by `operation`, so `params` and `responseBody` carry the
 * operation's own types; `'unknown'` is a path under the base URL that no operation has.
 *
 * @example
 * ```ts
 * const [created] = mock.journal.filter('createSpecialEvent');
 * created?.responseBody?.eventId;
 * ```
 */
export type JournalEntry<Operation extends MuseumOperation | 'unknown' = MuseumOperation | 'unknown'> = {
  [Op in Operation]: JournalEntryBase & {
    operation: Op;
    params: Op extends MuseumOperation ? MuseumOperationTypes[Op]['params'] : Record<string, string>;
    /** The success body (JSON operations only). */
    responseBody?: Op extends MuseumOperation ? MuseumOperationTypes[Op]['response'] : undefined;
  };
}[Operation];

/**
 * A filter for {@link MuseumJournal.filter}: an operation name, or fields that must all match.
 *
 * @example
 * ```ts
 * mock.journal.filter({ operation: 'buyMuseumTickets', status: 400 });
 * ```
 */
export interface JournalQuery<Operation extends MuseumOperation | 'unknown'> {
  operation?: Operation;
  method?: string;
  /** One status, or a predicate such as `(status) => status >= 400`. */
  status?: number | ((status: number) => boolean);
  intervention?: JournalIntervention;
}
