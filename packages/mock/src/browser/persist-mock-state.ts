import type { MuseumMock } from '../engine/runtime/mock.ts';

/**
 * The part of the Web Storage API persistence needs (`localStorage`, `sessionStorage`, or
 * anything shaped like them).
 *
 * @example
 * ```ts
 * const storage: StorageLike = window.sessionStorage;
 * ```
 */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Where a mock's state is saved unless a key is given. */
export const defaultStorageKey = 'museum-api-mock';

/**
 * Control over a mock's persisted state.
 *
 * @example
 * ```ts
 * const persisted = persistMockState(mock, { storage: localStorage });
 * if (!persisted.restored) console.info('Starting from the seed');
 * ```
 */
export interface PersistedMockState {
  /** Whether a saved state was found and restored. */
  readonly restored: boolean;
  /** Saves the current state now (for changes made directly on `mock.store`). */
  save(): void;
  /** Deletes the saved state; the next page load starts from the seed. */
  clear(): void;
  /** Stops saving. */
  stop(): void;
}

/**
 * Keeps a mock's state across page reloads: restores the saved snapshot now (a missing,
 * unreadable or invalid one is dropped and the seed stays), then saves after every change
 * made through the API, `reset()` or `restore()`.
 *
 * @example
 * ```ts
 * persistMockState(mock, { storage: window.localStorage, key: 'my-app:museum' });
 * ```
 */
export function persistMockState(
  mock: MuseumMock,
  { storage, key = defaultStorageKey }: { storage: StorageLike; key?: string },
): PersistedMockState {
  let restored = false;
  try {
    const saved = storage.getItem(key);
    if (saved !== null) {
      mock.store.restore(JSON.parse(saved));
      restored = true;
    }
  } catch {
    // A snapshot from an older mock or a hand-edited one: start from the seed instead.
    storage.removeItem(key);
  }
  const save = () => storage.setItem(key, JSON.stringify(mock.snapshot()));
  const stop = mock.onChange(save);
  return {
    restored,
    save,
    clear: () => storage.removeItem(key),
    stop,
  };
}
