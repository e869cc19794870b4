import type { JournalEntry } from '../journal/journal-types.ts';
import type { MuseumMock } from '../runtime/museum-mock.ts';
import type { MuseumControls } from './museum-controls.ts';

/**
 * Adapts an in-process {@link MuseumMock} to the common {@link MuseumControls}: the same names,
 * arguments and answers as the remote handle, each a promise, and a refused argument a rejection
 * rather than a throw, so a spec cannot tell the modes apart by how a control fails.
 *
 * @example
 * ```ts
 * const museum = inProcessControls(createMuseumMock());
 * await museum.clock.advance({ days: 1 });
 * ```
 */
export function inProcessControls(mock: MuseumMock): MuseumControls {
  return {
    reset: async () => mock.reset(),
    useScenario: async (name) => mock.useScenario(name),
    scenarios: async () => ({
      current: mock.options.scenario.name,
      known: [...mock.options.scenarios.values()].map(({ name, description }) =>
        description === undefined ? { name } : { name, description },
      ),
    }),
    snapshot: async () => mock.snapshot(),
    restore: async (snapshot) => mock.restore(snapshot),
    async fault(operation, fault, options = {}) {
      const handle = mock.fault(operation, fault, options);
      return { id: handle.id, remove: async () => handle.remove() };
    },
    clearFaults: async () => mock.clearOverrides(),
    journal: {
      async entries(query = {}) {
        const { limit, ...match } = query;
        if (limit !== undefined && !(Number.isSafeInteger(limit) && limit >= 1)) {
          throw new TypeError('museum mock: a journal `limit` is a whole number from 1');
        }
        const entries = mock.journal.filter(match);
        return limit === undefined ? entries : entries.slice(-limit);
      },
      clear: async () => mock.journal.clear(),
      har: async () => mock.journal.toHar(),
      watch(listener, { backlog = 0 } = {}) {
        // Delivered after watch() returns, as the remote handle does; live entries that come
        // before the backlog is out wait behind it, so the order holds.
        let pending: JournalEntry[] | undefined = backlog > 0 ? mock.journal.entries.slice(-backlog) : [];
        let stopped = false;
        const deliver = (entry: JournalEntry) => {
          if (!stopped) listener(entry);
        };
        const unsubscribe = mock.journal.subscribe((entry) => {
          if (pending === undefined) deliver(entry);
          else pending.push(entry);
        });
        queueMicrotask(() => {
          const first = pending ?? [];
          pending = undefined;
          for (const entry of first) deliver(entry);
        });
        return () => {
          stopped = true;
          unsubscribe();
        };
      },
    },
    clock: {
      now: async () => mock.clock.now(),
      async set(instant) {
        mock.clock.set(instant);
        return mock.clock.now();
      },
      async advance(by) {
        mock.clock.advance(by);
        return mock.clock.now();
      },
    },
  };
}
