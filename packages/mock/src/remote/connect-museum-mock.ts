import { museumControls } from '../engine/controls/control-entries.ts';
import type { MuseumControls } from '../engine/controls/control-functions.ts';
import { type ControlsOf, controlsOf } from '../engine/controls/control-table.ts';
import { serverControls } from '../engine/controls/server-controls.ts';
import type { JournalEntry } from '../engine/journal/journal-types.ts';
import { sessionIdPattern } from '../engine/protocol.ts';
import { adminSender } from './admin-sender.ts';

/**
 * Options of {@link connectMuseumMock}. Every field is optional.
 *
 * @example
 * ```ts
 * const options: ConnectMuseumMockOptions = { token: process.env.MUSEUM_ADMIN_TOKEN, session: `worker-${workerIndex}` };
 * ```
 */
export interface ConnectMuseumMockOptions {
  /**
   * The server's `--admin-token`, sent as `Authorization: Bearer <token>`.
   * @default none (a loopback server started with `--admin` alone needs none)
   * @example 's3cret'
   */
  token?: string;
  /**
   * The session to drive, sent as `X-Museum-Session`: 1–64 of `[A-Za-z0-9_-]`. Use one per test
   * worker and send the same header (or the `museum-session` cookie) with the app's API calls.
   * @default the server's default session
   * @example 'worker-3'
   */
  session?: string;
  /**
   * The `fetch` to call; read from `globalThis` at each request when not given.
   * @default globalThis.fetch
   * @example (input, init) => undiciFetch(input, init)
   */
  fetch?: (input: Request | string | URL, init?: RequestInit) => Promise<Response>;
}

/**
 * The standalone server's mock seen from a test: the common {@link MuseumControls}, each a
 * request to the admin API, plus what only a connection has. Everything acts on one session.
 *
 * @example
 * ```ts
 * const remote = connectMuseumMock('http://127.0.0.1:4010');
 * await remote.reset();
 * ```
 */
export interface RemoteMuseumMock extends MuseumControls, ControlsOf<typeof serverControls> {
  /** The admin API root the handle talks to, e.g. `http://127.0.0.1:4010/__admin`. */
  readonly adminUrl: string;
  /** The session it acts on, if one was given. */
  readonly session: string | undefined;
}

/**
 * Connects to the admin API of a running `museum-mock --admin` server and returns a typed
 * handle that mirrors the in-process mock. Browser-safe: plain `fetch`, no Node built-ins.
 *
 * `url` is the server's root (`http://127.0.0.1:4010`) or any URL on it (the API base URL
 * `…/v1.1` works too): the admin API is always at `/__admin` on the origin. A URL whose path
 * already ends in `/__admin` is used as it is (a server behind a path prefix).
 *
 * @throws {TypeError} for a URL that does not parse or a session id outside `[A-Za-z0-9_-]{1,64}`.
 *
 * @example
 * ```ts
 * import { connectMuseumMock } from '@museum-api/mock';
 *
 * const remote = connectMuseumMock('http://127.0.0.1:4010', { session: 'checkout-spec' });
 * await remote.reset();
 * const outage = await remote.fault('buyMuseumTickets', { status: 503, retryAfter: 5 });
 * await remote.clock.set('2026-12-24T09:00:00Z');
 * // … drive the app, sending X-Museum-Session: checkout-spec …
 * const purchases = await remote.journal.entries({ operation: 'buyMuseumTickets' });
 * await outage.remove();
 * ```
 */
export function connectMuseumMock(
  url: string | URL,
  options: ConnectMuseumMockOptions = {},
): RemoteMuseumMock {
  const { session } = options;
  if (session !== undefined && !sessionIdPattern.test(session)) {
    throw new TypeError('museum mock: `session` must be 1-64 characters of A-Z, a-z, 0-9, _ and -');
  }
  const { adminUrl, send } = adminSender(url, options);
  const controls = controlsOf(museumControls, send);
  const feed = museumControls.journal.feed;

  return {
    adminUrl,
    session,
    ...controls,
    ...controlsOf(serverControls, send),
    journal: {
      ...controls.journal,
      entries: controls.journal.entries as MuseumControls['journal']['entries'],
      watch(listener, { backlog = 0, onError } = {}) {
        const stop = new AbortController();
        void followJournal(
          async (query) => feed.result((await send(feed, query, stop.signal)) as never, send),
          listener,
          { backlog, onError, signal: stop.signal },
        );
        return () => stop.abort();
      },
    },
  };
}

/** One answer of `GET /__admin/journal/feed`. */
interface JournalFeedPage {
  entries: JournalEntry[];
  cursor: number;
}

// Seconds a poll waits on the server: under the feed's cap (30) and common idle timeouts.
const pollWaitSeconds = 25;

/**
 * The long-poll loop behind `journal.watch`: the newest `backlog` entries first, then each poll
 * asks for what came after the cursor of the last answer, so nothing is missed or repeated. A
 * failed poll is reported and retried after a pause that doubles up to 30 s; a stop aborts the
 * poll in flight.
 */
async function followJournal(
  poll: (query: { after?: number; limit?: number; wait?: number }) => Promise<JournalFeedPage>,
  listener: (entry: JournalEntry) => void,
  options: { backlog: number; onError: ((error: unknown) => void) | undefined; signal: AbortSignal },
): Promise<void> {
  const { signal } = options;
  let cursor: number | undefined;
  let failures = 0;
  while (!signal.aborted) {
    try {
      const page = await poll(
        cursor === undefined ? { limit: options.backlog } : { after: cursor, wait: pollWaitSeconds },
      );
      failures = 0;
      cursor = page.cursor;
      for (const entry of page.entries) if (!signal.aborted) listener(entry);
    } catch (error) {
      if (signal.aborted) return;
      options.onError?.(error);
      const pause = Math.min(30_000, 500 * 2 ** failures++);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pause);
        signal.addEventListener(
          'abort',
          () => {
            clearTimeout(timer);
            resolve();
          },
          { once: true },
        );
      });
    }
  }
}
