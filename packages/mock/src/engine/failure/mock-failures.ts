import type { FailedRequest } from './failure-error.ts';

/** One failure of the mock, with the value thrown (in the process the mock runs in). */
export interface RecordedFailure {
  request: FailedRequest;
  thrown: unknown;
}

// A runaway failure (every request of a long test) keeps its first ones: they hold the cause.
const keptFailures = 100;

/** The mock's failures since last taken, kept apart from the journal so clearing it hides none. */
export class MockFailures {
  #recorded: RecordedFailure[] = [];
  readonly #listeners = new Set<(failure: RecordedFailure) => void>();

  /** Records a failure and tells the listeners; a listener that throws is ignored. */
  record(request: FailedRequest, thrown: unknown): void {
    const failure = { request, thrown };
    if (this.#recorded.length < keptFailures) this.#recorded.push(failure);
    for (const listener of this.#listeners) {
      try {
        listener(failure);
      } catch {
        // A listener is for reporting; it must not change the answer.
      }
    }
  }

  /** The failures recorded since the last call, oldest first; the record is emptied. */
  take(): RecordedFailure[] {
    const taken = this.#recorded;
    this.#recorded = [];
    return taken;
  }

  /** Calls `listener` for every failure from now on; returns the unsubscribe function. */
  onFailure(listener: (failure: RecordedFailure) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}
