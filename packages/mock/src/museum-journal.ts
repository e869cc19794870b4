import { type Har, type JournalToHarOptions, journalToHar } from './journal-har.ts';
import type { JournalEntry, JournalQuery } from './journal-types.ts';
import type { MuseumOperation } from './museum-operations.ts';

/**
 * The log of requests a mock handled, newest last, bounded by the `journalLimit` option.
 *
 * @example
 * ```ts
 * await buyTicket();
 * expect(mock.journal.last('buyMuseumTickets')?.status).toBe(201);
 * ```
 */
export class MuseumJournal {
  readonly #limit: number;
  readonly #listeners = new Set<(entry: JournalEntry) => void>();
  // Kept entries are #entries[#start..]; dropping the oldest moves #start, and the array is
  // compacted once as many are dropped as are kept. Shifting the array on every request of a
  // full journal (splice) cost more than a whole operation.
  #entries: JournalEntry[] = [];
  #start = 0;
  #sequence = 0;

  constructor(limit: number) {
    this.#limit = limit;
  }

  /** Every entry kept, oldest first (a copy). */
  get entries(): JournalEntry[] {
    return this.#entries.slice(this.#start);
  }

  /** Number of entries kept. */
  get size(): number {
    return this.#entries.length - this.#start;
  }

  /** Entries of one operation, or matching every field of a query. */
  filter<Operation extends MuseumOperation | 'unknown'>(
    query: Operation | JournalQuery<Operation>,
  ): JournalEntry<Operation>[] {
    const match = typeof query === 'string' ? { operation: query } : query;
    const matches = this.entries.filter((entry) => {
      if (match.operation !== undefined && entry.operation !== match.operation) return false;
      if (match.method !== undefined && entry.method !== match.method.toUpperCase()) return false;
      if (match.intervention !== undefined && entry.intervention !== match.intervention) return false;
      if (typeof match.status === 'number') return entry.status === match.status;
      if (typeof match.status === 'function') return match.status(entry.status);
      return true;
    });
    return matches as JournalEntry<Operation>[];
  }

  /** The newest entry, of one operation if given. */
  last<Operation extends MuseumOperation | 'unknown' = MuseumOperation | 'unknown'>(
    operation?: Operation,
  ): JournalEntry<Operation> | undefined {
    if (operation === undefined) {
      return (this.size > 0 ? this.#entries.at(-1) : undefined) as JournalEntry<Operation> | undefined;
    }
    return this.filter(operation).at(-1);
  }

  /** How many entries there are, of one operation if given. */
  count(operation?: MuseumOperation | 'unknown'): number {
    return operation === undefined ? this.size : this.filter(operation).length;
  }

  /**
   * The entries kept as a HAR 1.2 log, for Chrome DevTools or any HAR viewer; see
   * {@link journalToHar} for what the journal cannot tell (request headers).
   *
   * @example
   * ```ts
   * await writeFile('museum.har', JSON.stringify(mock.journal.toHar()));
   * ```
   */
  toHar(options?: JournalToHarOptions): Har {
    return journalToHar(this.entries, options);
  }

  /** Forgets every entry (the sequence keeps counting). */
  clear(): void {
    this.#entries = [];
    this.#start = 0;
  }

  /**
   * Calls `listener` after each request is answered; returns the unsubscribe function.
   *
   * @example
   * ```ts
   * const stop = mock.journal.subscribe((entry) => console.log(entry.method, entry.url, entry.status));
   * ```
   */
  subscribe(listener: (entry: JournalEntry) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** @internal Adds an entry; the mock's dispatcher is the only caller. */
  record(entry: Omit<JournalEntry, 'sequence'>): JournalEntry {
    // The dispatcher hands over a fresh object: numbering it in place saves a copy per request.
    const full = Object.assign(entry, { sequence: ++this.#sequence }) as JournalEntry;
    if (this.#limit > 0) {
      this.#entries.push(full);
      if (this.#entries.length - this.#start > this.#limit) this.#start++;
      if (this.#start >= this.#limit) {
        this.#entries = this.#entries.slice(this.#start);
        this.#start = 0;
      }
    }
    for (const listener of this.#listeners) {
      try {
        listener(full);
      } catch {
        // A failing listener in a test must not turn the mock's answer into an error.
      }
    }
    return full;
  }
}
