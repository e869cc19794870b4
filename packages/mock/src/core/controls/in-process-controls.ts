import type { MuseumMock } from '../mock/museum-mock.ts';
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
