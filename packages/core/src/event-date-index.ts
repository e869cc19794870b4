/** One (date, event) pair of the index; `name` is kept so ties sort without a lookup. */
interface IndexEntry {
  date: string;
  name: string;
  eventId: string;
}

function compare(a: IndexEntry, b: IndexEntry): number {
  // Code-unit order, not localeCompare: the order must not change with the host's locale.
  // Mutation testing: each `<` below runs only when the two differ, so `<=` answers the same (three
  // equivalent mutants, left to survive: a disable comment would also hide the killable `!==` ones).
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  if (a.name !== b.name) return a.name < b.name ? -1 : 1;
  if (a.eventId !== b.eventId) return a.eventId < b.eventId ? -1 : 1;
  return 0;
}

/**
 * Every (date, event) pair in one array sorted by date, then name, then id. Scanning it from the
 * first entry on or after `startDate`, the first time each event appears is at its earliest
 * matching date, and in exactly the list order of the HTTP contract (docs/http-contract.md). A
 * page therefore costs a binary search plus a walk over the entries from `startDate` to the end
 * of that page — the earlier pages' entries included, since an event is counted only at its
 * first match — and never a pass over the events outside the window.
 */
export class EventDateIndex {
  #entries: IndexEntry[] = [];
  // Additions wait here until the next read, so loading 100k events is one sort, not 100k splices.
  #pending: IndexEntry[] = [];

  /** Adds one entry per date of the event. */
  add(eventId: string, name: string, dates: readonly string[]): void {
    for (const date of dates) this.#pending.push({ date, name, eventId });
  }

  /** Removes the entries that {@link add} made for the same arguments. */
  remove(eventId: string, name: string, dates: readonly string[]): void {
    this.#settle();
    for (const date of dates) {
      const entry = { date, name, eventId };
      const at = this.#lowerBound(entry);
      const found = this.#entries[at];
      if (found && compare(found, entry) === 0) this.#entries.splice(at, 1);
    }
  }

  clear(): void {
    this.#entries = [];
    this.#pending = [];
  }

  /**
   * Ids of the events with a date in `[startDate, endDate]`, in list order, skipping the first
   * `offset` events and returning at most `limit`.
   */
  page(startDate: string, endDate: string, offset: number, limit: number): string[] {
    this.#settle();
    const seen = new Set<string>();
    const ids: string[] = [];
    for (
      // Mutation testing: names are never empty, so any eventId in this probe sorts before every
      // entry of startDate (an equivalent mutant, left to survive beside the killable name one).
      let i = this.#lowerBound({ date: startDate, name: '', eventId: '' });
      i < this.#entries.length;
      i++
    ) {
      const entry = this.#entries[i] as IndexEntry;
      if (entry.date > endDate || ids.length === limit) break;
      if (seen.has(entry.eventId)) continue;
      seen.add(entry.eventId);
      if (seen.size > offset) ids.push(entry.eventId);
    }
    return ids;
  }

  #settle(): void {
    const pending = this.#pending;
    // Mutation testing: a shortcut; with nothing pending the splice loop below does nothing, so
    // `if (false)` is an equivalent mutant (left to survive beside the killable `if (true)`).
    if (pending.length === 0) return;
    this.#pending = [];
    // Stryker disable next-line ConditionalExpression,EqualityOperator,BlockStatement: both ways give the same order; the threshold only picks the cheaper one (the merge path is tested with a large batch).
    if (pending.length < 64) {
      // A few entries: splicing each in place moves less memory than a full merge.
      for (const entry of pending) this.#entries.splice(this.#lowerBound(entry), 0, entry);
      return;
    }
    pending.sort(compare);
    const current = this.#entries;
    const merged: IndexEntry[] = new Array(current.length + pending.length);
    let i = 0;
    let j = 0;
    for (let k = 0; k < merged.length; k++) {
      const a = current[i];
      const b = pending[j];
      // Mutation testing: no two entries are equal (an event's dates are distinct), so `< 0` for
      // `<= 0` is an equivalent mutant, left to survive beside the killable ones on this line.
      if (b === undefined || (a !== undefined && compare(a, b) <= 0)) {
        merged[k] = a as IndexEntry;
        i++;
      } else {
        merged[k] = b;
        j++;
      }
    }
    this.#entries = merged;
  }

  #lowerBound(probe: IndexEntry): number {
    let low = 0;
    let high = this.#entries.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (compare(this.#entries[mid] as IndexEntry, probe) < 0) low = mid + 1;
      else high = mid;
    }
    return low;
  }
}
