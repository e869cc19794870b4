// A session's journal in its Durable Object's storage, an entry per key, so it outlives the
// object: each entry is put as the request is answered (before the answer goes out), and the
// entries the journal dropped (past `journalLimit`, or cleared by a reset) are deleted.
import { type MockRuntime, restoreJournal } from '@museum-api/mock/host';
import { sequenceKey } from './storage-keys.ts';
import type { DurableObjectStorage } from './workers-types.ts';

const prefix = 'journal:';
const fromKey = 'journal-from';
const keyOf = (sequence: number) => sequenceKey(prefix, sequence);

/**
 * Puts back the journal kept in `storage`, keeps every new entry there, and gives the function
 * to call after each request, which deletes what the journal no longer holds.
 *
 * @example
 * ```ts
 * const trim = await keepJournal(state.storage, runtime.journal);
 * ```
 */
export async function keepJournal(
  storage: DurableObjectStorage,
  journal: MockRuntime['journal'],
): Promise<() => void> {
  // Entries are numbered on from the first request ever, so the first one still held is the
  // newest sequence less the size.
  let from = ((await storage.get(fromKey)) as number | undefined) ?? 1;
  const kept = [...(await storage.list({ prefix })).values()] as MockRuntime['journal']['entries'];
  restoreJournal(
    journal,
    kept.filter(({ sequence }) => sequence >= from),
    from - 1,
  );
  journal.subscribe((entry) => void storage.put(keyOf(entry.sequence), entry));
  return () => {
    const held = journal.sequence - journal.size + 1;
    if (held <= from) return;
    const gone = Array.from({ length: held - from }, (_, index) => keyOf(from + index));
    from = held;
    void storage.put(fromKey, from);
    for (let index = 0; index < gone.length; index += 128)
      void storage.delete(gone.slice(index, index + 128));
  };
}
