import type { MuseumOperation } from '../operations/operation-routes.ts';
import { type JournalRecord, journalEntryOf } from './journal-entry.ts';
import { type Har, type JournalToHarOptions, journalToHar } from './journal-har.ts';
import { type JournalToPactOptions, journalToPact } from './journal-pact.ts';
import type { JournalEntry, JournalQuery } from './journal-types.ts';
import type { Pact } from './pact-schema.ts';

let recordInto: (journal: MuseumJournal, record: JournalRecord) => void;
let restoreInto: (journal: MuseumJournal, entries: readonly JournalEntry[], sequence: number) => void;

/**
 * Adds a handled request's record to a journal: the mock's dispatcher is the only caller.
 */
export function recordRequest(journal: MuseumJournal, record: JournalRecord): void {
  recordInto(journal, record);
}

/**
 * Puts the entries a host kept (`journal.entries` as JSON) back in a journal, numbering on from
 * `sequence`: how a host whose sessions restart (a Durable Object) keeps their journals.
 *
 * @example
 * ```ts
 * restoreJournal(runtime.journal, kept.entries, kept.sequence);
 * ```
 */
export function restoreJournal(
  journal: MuseumJournal,
  entries: readonly JournalEntry[],
  sequence: number,
): void {
  restoreInto(journal, entries, sequence);
}

/**
 * The log of requests a mock handled, newest last, bounded by the `journalLimit` option.
 *
 * @example
 * ```ts
 * await client.buyMuseumTickets(purchase);
 * expect(mock.journal.last('buyMuseumTickets')?.status).toBe(201);
 * ```
 */
export class MuseumJournal {
  readonly #limit: number;
  readonly #listeners = new Set<(entry: JournalEntry) => void>();
  // Kept records are #entries[#start..]; dropping the oldest moves #start, and the array is
  // compacted once as many are dropped as are kept. Shifting the array on every request of a
  // full journal (splice) cost more than a whole operation. Records become entries when read.
  #entries: JournalRecord[] = [];
  #start = 0;
  #sequence = 0;
  readonly #today: (() => string) | undefined;

  /** `today` is the mock's clock, which a pact's dates are made relative to. */
  constructor(limit: number, today?: () => string) {
    this.#limit = limit;
    this.#today = today;
  }

  /** Every entry kept, oldest first (a copy). */
  get entries(): JournalEntry[] {
    return this.#entries.slice(this.#start).map(journalEntryOf);
  }

  /**
   * The `sequence` of the newest request recorded (0 before the first): a cursor that only
   * grows, across `clear()` and `reset()`, for readers that want what came after it.
   */
  get sequence(): number {
    return this.#sequence;
  }

  /** Number of entries kept. */
  get size(): number {
    return this.#entries.length - this.#start;
  }

  /** Entries of one operation, or matching every field of a query. */
  filter<Operation extends MuseumOperation | 'unknown'>(
    query: Operation | JournalQuery<Operation>,
  ): JournalEntry<Operation>[] {
    const matches = this.#matching(typeof query === 'string' ? { operation: query } : query);
    return matches.map(journalEntryOf) as JournalEntry<Operation>[];
  }

  /**
   * Entries recorded after `sequence` that are still kept, oldest first, at most `limit` of them
   * (the oldest, so a reader can page forward from its cursor).
   *
   * @example
   * ```ts
   * const fresh = mock.journal.after(cursor);
   * cursor = fresh.at(-1)?.sequence ?? mock.journal.sequence;
   * ```
   */
  after(sequence: number, limit = Number.POSITIVE_INFINITY): JournalEntry[] {
    let start = this.#entries.length;
    // Records are in sequence order: walk back from the newest while they are after the cursor.
    while (start > this.#start && (this.#entries[start - 1] as JournalRecord).sequence > sequence) start--;
    return this.#entries.slice(start, start + limit).map(journalEntryOf);
  }

  /** The newest entry, of one operation if given. */
  last<Operation extends MuseumOperation | 'unknown' = MuseumOperation | 'unknown'>(
    operation?: Operation,
  ): JournalEntry<Operation> | undefined {
    // Mutation testing: `#matching` with no operation matches all, so the test is a shortcut (TESTING.md).
    const last = operation === undefined ? this.#entries.at(-1) : this.#matching({ operation }).at(-1);
    return (this.size > 0 && last !== undefined ? journalEntryOf(last) : undefined) as
      | JournalEntry<Operation>
      | undefined;
  }

  /** How many entries there are, of one operation if given. */
  count(operation?: MuseumOperation | 'unknown'): number {
    // Mutation testing: a shortcut, as in `last` (TESTING.md).
    return operation === undefined ? this.size : this.#matching({ operation }).length;
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

  /**
   * The entries kept as a Pact V4 file between `consumer` and the API, its dates relative to
   * the mock's today; see {@link journalToPact}.
   *
   * @example
   * ```ts
   * await writeFile('web-museum-api.json', JSON.stringify(await mock.journal.toPact({ consumer: 'web' })));
   * ```
   */
  toPact(options: JournalToPactOptions): Promise<Pact> {
    return journalToPact(this.entries, {
      ...(this.#today === undefined ? {} : { today: this.#today() }),
      ...options,
    });
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

  static {
    // The dispatcher's way in, kept off the public class: users read a journal, never write one.
    recordInto = (journal, record) => journal.#record(record);
    restoreInto = (journal, entries, sequence) => journal.#restore(entries, sequence);
  }

  /** Kept entries as records that read as those entries; a limit of 0 keeps none. */
  #restore(entries: readonly JournalEntry[], sequence: number): void {
    this.#sequence = Math.max(sequence, entries.at(-1)?.sequence ?? 0);
    this.#start = 0;
    // Each record holds its entry made already: nothing reads the other fields but the queries.
    this.#entries = entries.slice(-this.#limit || entries.length).map((entry) => ({
      ...entry,
      notes: entry.intervention === undefined ? {} : { intervention: entry.intervention },
      startedAt: Date.parse(entry.startedAt),
      problem: entry.problem,
      responseText: undefined,
      responseBody: entry.responseBody,
      requestHeaders: undefined,
      responseHeaders: undefined,
      entry,
    }));
  }

  /**
   * Adds a request's record. It becomes an entry here only if someone subscribed, and otherwise
   * when first read.
   */
  #record(record: JournalRecord): void {
    // The dispatcher hands over a fresh record, made with a `sequence` to fill (a property added
    // later took one more object per record): numbering it in place saves a copy per request.
    record.sequence = ++this.#sequence;
    // Mutation testing: a shortcut; with a limit of 0 the record is dropped at once anyway (TESTING.md).
    if (this.#limit > 0) {
      // Under load the same page is answered again and again: an answer text (or URL) equal to the
      // last one kept is kept as that one, so the new copy dies young instead of being promoted.
      const last = this.#entries.at(-1);
      // Stryker disable all: sharing an equal text changes memory and time, not what is kept.
      if (last !== undefined) {
        if (record.responseText === last.responseText) record.responseText = last.responseText;
        if (record.url === last.url) record.url = last.url;
      }
      // Stryker restore all
      this.#entries.push(record);
      // Stryker disable next-line ArithmeticOperator: #start > 0 only once full, when + and - both pass.
      if (this.#entries.length - this.#start > this.#limit) this.#start++;
      // Stryker disable next-line all: compacting earlier, later or never only changes memory use.
      if (this.#start >= this.#limit) {
        this.#entries = this.#entries.slice(this.#start);
        this.#start = 0;
      }
    }
    if (this.#listeners.size === 0) return;
    const entry = journalEntryOf(record);
    for (const listener of this.#listeners) {
      try {
        listener(entry);
      } catch {
        // A failing listener in a test must not turn the mock's answer into an error.
      }
    }
  }

  /** The kept records a query matches, oldest first, read without making entries of them. */
  #matching(query: JournalQuery<MuseumOperation | 'unknown'>): JournalRecord[] {
    const method = query.method?.toUpperCase();
    const kept: JournalRecord[] = [];
    for (let index = this.#start; index < this.#entries.length; index++) {
      const record = this.#entries[index] as JournalRecord;
      if (query.operation !== undefined && record.operation !== query.operation) continue;
      if (method !== undefined && record.method !== method) continue;
      if (query.intervention !== undefined && record.notes.intervention !== query.intervention) continue;
      if (typeof query.status === 'number' && record.status !== query.status) continue;
      if (typeof query.status === 'function' && !query.status(record.status)) continue;
      kept.push(record);
    }
    return kept;
  }
}
