import type { KeptIdempotencyKey } from '../idempotency/idempotency-keys.ts';
import type { StoreChange } from './store-change.ts';

/** What a commit hook receives: the change (`undefined`: anything may have changed) and its key. */
export type CommitHook = (change: StoreChange | undefined, kept: KeptIdempotencyKey | undefined) => void;

/**
 * Who hears of a mock's changes: commit hooks (durable state), which run first and may refuse
 * a change by throwing, and `onChange` listeners, which only hear of it.
 *
 * @example
 * ```ts
 * const hooks = createChangeHooks();
 * hooks.onChange(() => console.log('changed'));
 * hooks.changed();
 * ```
 */
export interface ChangeHooks {
  /** Runs the commit hooks, then the listeners; throws what a commit hook threw. */
  changed(change?: StoreChange, kept?: KeptIdempotencyKey): void;
  /** Runs only the commit hooks (a clock move: no listener is told of it). */
  commit(change: StoreChange): void;
  /** Adds a commit hook; returns the unsubscribe function. */
  onCommit(commit: CommitHook): () => void;
  /** Adds a listener; returns the unsubscribe function. */
  onChange(listener: () => void): () => void;
}

/**
 * An empty set of {@link ChangeHooks}.
 *
 * @example
 * ```ts
 * const hooks = createChangeHooks();
 * const stop = hooks.onCommit((change) => save(change));
 * ```
 */
export function createChangeHooks(): ChangeHooks {
  const listeners = new Set<() => void>();
  const commits = new Set<CommitHook>();
  return {
    changed(change, kept) {
      // Committers run first and may throw: a change that was not saved must not be acknowledged.
      for (const commit of commits) commit(change, kept);
      for (const listener of listeners) {
        try {
          listener();
        } catch {
          // A listener (e.g. persistence hitting a full storage quota) must not fail the request.
        }
      }
    },
    commit(change) {
      for (const commit of commits) commit(change, undefined);
    },
    onCommit(commit) {
      commits.add(commit);
      return () => commits.delete(commit);
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
