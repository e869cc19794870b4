import type { KeptIdempotencyKey } from '../idempotency/idempotency-keys.ts';
import type { StoreChange } from '../operations/store-change.ts';
import type { MockRuntime } from './mock-runtime.ts';

/** What a commit hook receives: the change (`undefined`: anything may have changed) and its key. */
type CommitHook = Parameters<MockRuntime['onCommit']>[0];

/**
 * Who hears of a mock's changes, empty at first: commit hooks (durable state), which run first
 * and may refuse a change by throwing, and `onChange` listeners, which only hear of it.
 */
export function createChangeHooks() {
  const listeners = new Set<() => void>();
  const commits = new Set<CommitHook>();
  const tell = (): undefined => {
    for (const listener of listeners) {
      try {
        listener();
      } catch {
        // A listener (e.g. persistence hitting a full storage quota) must not fail the request.
      }
    }
  };
  return {
    /** Runs the commit hooks, then (once their promises, if any, resolve) the listeners. */
    changed(change?: StoreChange, kept?: KeptIdempotencyKey): Promise<void> | undefined {
      // Committers run first and may throw: a change that was not saved must not be acknowledged.
      let saving: Promise<unknown>[] | undefined;
      for (const commit of commits) {
        const saved = commit(change, kept);
        if (saved instanceof Promise) saving = saving === undefined ? [saved] : [...saving, saved];
      }
      return saving === undefined ? tell() : Promise.all(saving).then(tell);
    },
    /** Runs only the commit hooks (a clock move: no listener is told of it). */
    commit(change: StoreChange): void {
      for (const commit of commits) commit(change, undefined);
    },
    /** Adds a commit hook; returns the unsubscribe function. */
    onCommit(commit: CommitHook): () => void {
      commits.add(commit);
      return () => commits.delete(commit);
    },
    /** Adds a listener; returns the unsubscribe function. */
    onChange(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The hooks {@link createChangeHooks} makes. */
export type ChangeHooks = ReturnType<typeof createChangeHooks>;
