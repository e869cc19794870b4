import type { JournalEntry } from '@museum-api/mock';
import type { MockRuntime } from '@museum-api/mock/host';

/** The `onRequest` listeners; a session's journal is followed only while someone listens (it costs). */
export class RequestFeed {
  readonly #listeners = new Set<(entry: JournalEntry, sessionId: string) => void>();
  readonly #following = new Map<string, () => void>();
  readonly #held: () => Iterable<[string, MockRuntime]>;

  /** `held` lists the sessions alive now, to follow when the first listener comes. */
  constructor(held: () => Iterable<[string, MockRuntime]>) {
    this.#held = held;
  }

  /** Adds a listener; returns the function that removes it. */
  listen(listener: (entry: JournalEntry, sessionId: string) => void): () => void {
    const first = this.#listeners.size === 0;
    this.#listeners.add(listener);
    if (first) for (const [id, session] of this.#held()) this.follow(id, session);
    return () => {
      this.#listeners.delete(listener);
      if (this.#listeners.size === 0) for (const id of [...this.#following.keys()]) this.unfollow(id);
    };
  }

  /** A session came to life: follow it if anyone listens. */
  follow(id: string, session: MockRuntime): void {
    if (this.#listeners.size === 0) return;
    this.#following.set(
      id,
      session.journal.subscribe((entry) => {
        for (const listener of this.#listeners) listener(entry, id);
      }),
    );
  }

  /** A session went away. */
  unfollow(id: string): void {
    this.#following.get(id)?.();
    this.#following.delete(id);
  }
}
