import type { MuseumMock } from '../../msw/create-museum-mock.ts';
import type { RemoteMuseumMock } from '../../remote/connect-museum-mock.ts';

/**
 * The controls every mode of the Playwright fixture's `museum` has: the remote handle's surface
 * (each control returns a promise), without what only a connection has (`adminUrl`, `session`,
 * `endSession`).
 * A spec written against it runs unchanged against the in-process mock and the standalone server.
 *
 * @example
 * ```ts
 * async function breakTheListing(museum: MuseumControls) {
 *   await museum.fault('listSpecialEvents', { status: 503 }, { times: 'always' });
 * }
 * ```
 */
export type MuseumControls = Omit<RemoteMuseumMock, 'adminUrl' | 'session' | 'endSession'>;

/**
 * The fixture's `museum` in `'in-process'` mode: the common {@link MuseumControls} over the test's
 * own mock, and that `MuseumMock` itself as `mock`, for what only a mock in the test process can
 * do (synchronous `store` access, `override` with a function, `journal.last()`).
 *
 * @example
 * ```ts
 * if (museum.mode === 'in-process') museum.mock.store.allTickets();
 * ```
 */
export interface InProcessMuseum extends MuseumControls {
  readonly mode: 'in-process';
  /** The test's own mock, answering the page from the test process. */
  readonly mock: MuseumMock;
}

/**
 * Adapts a `MuseumMock` to the common controls: the same names, arguments and answers as the
 * remote handle, each a promise, and a refused argument a rejection rather than a throw, so a spec
 * cannot tell the modes apart by how a control fails.
 *
 * @example
 * ```ts
 * const museum = inProcessMuseum(createMuseumMock());
 * await museum.clock.advance({ days: 1 });
 * ```
 */
export function inProcessMuseum(mock: MuseumMock): InProcessMuseum {
  let faults = 0;
  return {
    mode: 'in-process',
    mock,
    reset: async () => mock.reset(),
    useScenario: async (name) => mock.useScenario(name),
    snapshot: async () => mock.snapshot(),
    restore: async (snapshot) => mock.restore(snapshot),
    async fault(operation, fault, options = {}) {
      const handle = mock.fault(operation, fault, options);
      // Numbered as the admin API numbers them; the in-process mock itself names no fault.
      faults += 1;
      return { id: `fault-${faults}`, remove: async () => handle.remove() };
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
