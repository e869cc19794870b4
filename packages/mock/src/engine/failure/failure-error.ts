import type { JournalEntry, MockFailure } from '../journal/journal-types.ts';
import { hasBrand, MuseumMockError } from '../mock-error.ts';

const brand = Symbol.for('@museum-api/mock/MuseumMockFailureError');

/** A request the mock failed to answer: what the journal holds of it. */
export type FailedRequest = Pick<JournalEntry, 'method' | 'url' | 'requestId'> & { mockFailure: MockFailure };

/**
 * The mock itself failed while answering requests of a test (a bug, a platform API the
 * environment lacks, a test's override or scenario that threw): thrown to the test after it, by
 * `setupMuseumMock`'s `reset()` (its `afterEach`), the Playwright fixture and
 * `throwIfMockFailed`, so the test fails with the cause instead of passing on an answer that
 * only looked like the server's. `cause` is the first error as thrown where the mock ran in the
 * test's process, or an `Error` rebuilt from the journal (name, message, stack) where it ran in
 * a server.
 *
 * @example
 * ```ts
 * try {
 *   reset();
 * } catch (error) {
 *   if (isMuseumMockFailureError(error)) console.error(error.requests[0]?.url, error.cause);
 *   throw error;
 * }
 * ```
 */
export class MuseumMockFailureError extends MuseumMockError {
  override name = 'MuseumMockFailureError';
  readonly [brand] = true;
  /** The requests the mock failed to answer, oldest first. */
  readonly requests: readonly FailedRequest[];

  constructor(requests: readonly FailedRequest[], cause?: unknown) {
    const [first] = requests;
    const what =
      first === undefined
        ? ''
        : `${first.method} ${first.url}: ${first.mockFailure.name}: ${first.mockFailure.message}`;
    const more = requests.length > 1 ? ` (and ${requests.length - 1} more)` : '';
    super(
      `museum mock: the mock itself failed while answering ${what}${more}. The answer was its own 500 ` +
        "(Museum-Mock-Failure), not the API's: fix the cause (a throwing override or scenario, a bug, a missing platform API).",
      { cause: cause ?? (first === undefined ? undefined : rebuilt(first.mockFailure)) },
    );
    this.requests = requests;
  }
}

function rebuilt(failure: MockFailure): Error {
  const error = new Error(failure.message);
  error.name = failure.name;
  if (failure.stack !== undefined) error.stack = failure.stack;
  return error;
}

/**
 * Whether `value` is a {@link MuseumMockFailureError}, also across realms and package copies.
 *
 * @example
 * ```ts
 * if (isMuseumMockFailureError(error)) console.error(error.cause);
 * ```
 */
export function isMuseumMockFailureError(value: unknown): value is MuseumMockFailureError {
  return hasBrand(value, brand);
}

/**
 * Throws a {@link MuseumMockFailureError} when any of `entries` records a failure of the mock
 * itself; what the Playwright fixture runs after each test, and what a suite on the remote handle
 * runs in its `afterEach` (`throwIfMockFailed(await museum.journal.entries())`).
 *
 * @throws {MuseumMockFailureError} naming the first failed request and its cause.
 * @example
 * ```ts
 * afterEach(async () => throwIfMockFailed(await museum.journal.entries()));
 * ```
 */
export function throwIfMockFailed(entries: readonly JournalEntry[], cause?: unknown): void {
  const failed = entries.filter(
    (entry): entry is JournalEntry & FailedRequest => entry.mockFailure !== undefined,
  );
  if (failed.length > 0) throw new MuseumMockFailureError(failed, cause);
}
